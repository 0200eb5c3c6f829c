import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dealTexts } from '../../src/features/deals/texts';
import { offlineTexts } from '../../src/features/offline/texts';
import { makeDeal } from './fixtures';
import { dropCallsWhileOffline, renderApp, stubApi } from './render';

let online = true;

function setOnline(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

/** The store answers the deal online; offline every call fails as a dropped network does. */
function dealApi() {
  const deal = makeDeal({ id: 31, title: 'Lamp pair' });
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const api = stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    'GET /api/v1/ecommerce/deals/31': { body: { status: 'success', data: deal } },
  });
  dropCallsWhileOffline(api, () => online);
  return deal;
}

describe('a shopper offline opening a deal this device never saved', () => {
  it('is told the deal is not saved for offline use and offered the saved deals, with no error', async () => {
    online = false;
    const deal = dealApi();
    renderApp(`/deal/${deal.encoded_id}`);

    expect(await screen.findByRole('heading', { name: offlineTexts.dealNotSaved })).toBeTruthy();
    expect(screen.getByText(offlineTexts.dealNotSavedDetail)).toBeTruthy();
    expect(screen.getByRole('link', { name: offlineTexts.savedDeals }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByText(dealTexts.dealNotFound)).toBeNull();
    expect(screen.queryByRole('button', { name: dealTexts.tryAgain })).toBeNull();
    expect(screen.queryByText(dealTexts.failedToLoadDeal)).toBeNull();
  });

  it('sees the deal by itself once the connection is back', async () => {
    online = false;
    const deal = dealApi();
    renderApp(`/deal/${deal.encoded_id}`);
    await screen.findByRole('heading', { name: offlineTexts.dealNotSaved });

    setOnline(true);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lamp pair' })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import { dealTexts } from '../../src/features/deals/texts';
import { orderTexts } from '../../src/features/orders/texts';
import { categories, makeDeal, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

const tee: Deal = makeDeal({ id: 31, title: 'Northway Tee, buy 3 get 1 free' });

function storeApi() {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } },
    'GET /api/v1/ecommerce/deals/31': { body: { status: 'success', data: tee } },
    'POST /api/v1/ecommerce/deals/31/share': { body: { success: true } },
    'GET /api/v1/orders': { body: { success: true, data: [] } },
    'POST /api/v1/alerts/orders-seen': { body: { success: true } },
  });
}

/** Gives happy-dom's navigator a browser API it lacks, until the test ends. */
function browserHas(name: 'share' | 'clearAppBadge', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("an alert's Invite button", () => {
  it('Shoppers land on the deal with Share invite at hand, and it shares the plain deal link', async () => {
    const api = storeApi();
    const share = vi.fn(async () => undefined);
    browserHas('share', share);
    renderApp(`/deal/${tee.encoded_id}?invite=1`);

    const invite = await screen.findByRole('button', { name: dealTexts.shareInvite });
    await waitFor(() => expect(document.activeElement).toBe(invite));
    fireEvent.click(invite);
    // The link friends get is the deal's own, without the flag that asked for the invite.
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: dealTexts.shareLinkLabel });
    const shared = new URL(link.value);
    expect([shared.pathname, shared.search]).toEqual([`/deal/${tee.encoded_id}`, '']);
    await waitFor(() => expect(share).toHaveBeenCalledWith({ url: link.value, title: tee.title }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.url.pathname === '/api/v1/ecommerce/deals/31/share'),
      ).toBe(true),
    );
  });

  it('Shoppers whose browser has no share sheet find the deal link selected, ready to copy', async () => {
    storeApi();
    renderApp(`/deal/${tee.encoded_id}?invite=1`);
    const link = await screen.findByRole<HTMLInputElement>('textbox', {
      name: dealTexts.shareLinkLabel,
    });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.queryByRole('button', { name: dealTexts.shareInvite })).toBeNull();
  });
});

describe('the app badge', () => {
  it('Shoppers who open My Orders see the badge leave the app icon, and the store counts from now', async () => {
    const api = storeApi();
    const clearAppBadge = vi.fn(async () => undefined);
    browserHas('clearAppBadge', clearAppBadge);
    signIn();
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: orderTexts.title });
    await waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        api.calls.filter(
          (call) => call.method === 'POST' && call.url.pathname === '/api/v1/alerts/orders-seen',
        ),
      ).toHaveLength(1),
    );
  });

  it('tells the store even where the browser has no badges', async () => {
    const api = storeApi();
    signIn();
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: orderTexts.title });
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.pathname === '/api/v1/alerts/orders-seen')).toBe(
        true,
      ),
    );
  });
});

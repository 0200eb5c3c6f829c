import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import type { DealProgressEvent } from '../../contract/groups';
import { dealTexts } from '../../src/features/deals/texts';
import { makeDeal } from './fixtures';
import { renderApp, stubApi } from './render';

/** The browser's event stream, driven by the test: one per opened URL. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;

  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  progress(data: DealProgressEvent) {
    this.dispatchEvent(new MessageEvent('progress', { data: JSON.stringify(data) }));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** Opens the deal's page and resolves with the live stream the page opened for it. */
async function watchDeal(deal: Deal): Promise<FakeEventSource> {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    [`GET /api/v1/ecommerce/deals/${deal.id}`]: { body: { status: 'success', data: deal } },
  });
  renderApp(`/deal/${deal.encoded_id}`);
  await screen.findByRole('heading', { level: 1, name: deal.title });
  const stream = FakeEventSource.opened.find((source) =>
    source.url.endsWith(`/deals/${deal.id}/events`),
  );
  if (!stream) throw new Error('The deal page opened no live stream');
  return stream;
}

describe('a watched deal', () => {
  it("shows the group's fill as the live stream reports it, percent included", async () => {
    const stream = await watchDeal(
      makeDeal({ id: 31, title: 'Tea for three', total_units_needed: 3 }),
    );

    // The store rounds 2 of 3 down; the page must not print its own 67 beside the server's 66.
    act(() =>
      stream.progress({
        deal_id: 31,
        status: 'active',
        total_units_needed: 3,
        reservation_count: 2,
        remaining_units: 1,
        progress_percentage: 66,
      }),
    );
    expect(await screen.findByText(dealTexts.unitsFilled(2, 3))).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: dealTexts.progressLabel });
    expect(bar.getAttribute('aria-valuenow')).toBe('66');
    expect(within(bar.parentElement ?? bar).getByText('66%')).toBeTruthy();
  });
  it('a shopper watching the deal sees that the group filled and a new one opened, not a silent 0 of 2', async () => {
    const stream = await watchDeal(
      makeDeal({ id: 32, title: 'Mugs for two', total_units_needed: 2 }),
    );
    const counts = { deal_id: 32, status: 'active', total_units_needed: 2 } as const;

    act(() =>
      stream.progress({
        ...counts,
        reservation_count: 1,
        remaining_units: 1,
        progress_percentage: 50,
        filled_groups: 3,
      }),
    );
    expect(await screen.findByText(dealTexts.unitsFilled(1, 2))).toBeTruthy();
    expect(screen.queryByText(dealTexts.groupFilledTitle)).toBeNull();

    act(() =>
      stream.progress({
        ...counts,
        reservation_count: 0,
        remaining_units: 2,
        progress_percentage: 0,
        filled_groups: 4,
      }),
    );
    expect(await screen.findByText(dealTexts.unitsFilled(0, 2))).toBeTruthy();
    const news = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes(dealTexts.groupFilledTitle));
    expect(news?.textContent).toContain(dealTexts.groupFilledText);
  });
});

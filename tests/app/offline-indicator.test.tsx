import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from '../../src/features/offline/components/connection-status';
import { formatSavedAt } from '../../src/features/offline/format-saved-at';
import { offlineDetail } from '../../src/features/offline/offline-detail';
import { offlineTexts } from '../../src/features/offline/texts';
import { noteDealRead, noteSavedPage, resetSavedAt } from '../../src/lib/saved-at';
import { markSavedPage, SAVED_AT_HEADER } from '../../sw/routing';
import { renderWithRouter } from './render';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => resetSavedAt());

const HOME_DEALS = 'http://localhost/api/v1/ecommerce/active-deal?include_expired=false';

/** The home's deal list answered by the network: no saved copy. */
function readHomeDealsAfresh() {
  act(() => noteDealRead(HOME_DEALS, new Headers()));
}

describe('offline indicator', () => {
  it('appears when the connection drops and goes away by itself when it is back', async () => {
    await renderWithRouter(<ConnectionStatus />);
    expect(screen.queryByText(offlineTexts.offline)).toBeNull();
    setOnline(false);
    expect((await screen.findByRole('status')).textContent).toContain(offlineTexts.offline);
    setOnline(true);
    expect(screen.queryByText(offlineTexts.offline)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the deals on screen were saved, when they came from the cache', async () => {
    await renderWithRouter(<ConnectionStatus />);
    const savedAt = new Date(2026, 10, 21, 9, 5);
    act(() => {
      noteDealRead(HOME_DEALS, new Headers({ [SAVED_AT_HEADER]: savedAt.toUTCString() }));
    });
    expect(await screen.findByText(offlineTexts.savedAt('09:05'))).toBeTruthy();
    // A fresh answer of the same read means the screen is up to date again.
    readHomeDealsAfresh();
    expect(screen.queryByText(/Saved at/)).toBeNull();
  });

  it("says when a page the worker served from its saved copy was saved, until the page's deals are read afresh", async () => {
    const savedAt = new Date(2026, 10, 21, 9, 5);
    const page = new DOMParser().parseFromString(
      markSavedPage('<html><head></head><body></body></html>', savedAt.toUTCString()),
      'text/html',
    );
    document.head.append(...page.head.children);
    try {
      await renderWithRouter(<ConnectionStatus />);
      act(() => noteSavedPage());
      expect(await screen.findByText(offlineTexts.savedAt('09:05'))).toBeTruthy();
      // Back online, the page reads its deals again: they are current.
      readHomeDealsAfresh();
      expect(screen.queryByText(/Saved at/)).toBeNull();
    } finally {
      for (const meta of document.head.querySelectorAll('meta')) meta.remove();
    }
  });

  it('ignores saved copies of reads that are not deals', async () => {
    await renderWithRouter(<ConnectionStatus />);
    act(() => {
      noteDealRead(
        'http://localhost/api/v1/categories/dropdown',
        new Headers({ [SAVED_AT_HEADER]: new Date().toUTCString() }),
      );
    });
    expect(screen.queryByText(/Saved at/)).toBeNull();
  });

  it('writes the time as HH:MM', () => {
    expect(formatSavedAt(new Date(2026, 0, 1, 17, 42).getTime())).toBe('17:42');
  });
});

describe('what the offline bar says the screen shows', () => {
  it.each([
    ['/', offlineTexts.offlineDetail],
    ['/deal/abc', offlineTexts.offlineDetail],
    ['/category/3', offlineTexts.offlineDetail],
    ['/orders', offlineTexts.noSavedOrders],
    ['/checkout', offlineTexts.checkout],
    ['/order-confirmation', offlineTexts.confirmation],
    ['/login', offlineTexts.signIn],
    ['/profile', offlineTexts.elsewhere],
  ])('on %s: %s', (pathname, sentence) => {
    expect(offlineDetail(pathname, null)).toBe(sentence);
  });

  it('names the time of the saved orders a screen shows', () => {
    const savedAt = new Date(2026, 10, 21, 14, 2).getTime();
    expect(offlineDetail('/orders', savedAt)).toBe(offlineTexts.ordersAsOf('14:02'));
  });
});

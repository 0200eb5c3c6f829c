import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appTexts } from '../../src/app/texts';
import { UNSUBSCRIBE_RESET_MS } from '../../src/features/subscribe/api/unsubscribe';
import { subscribeTexts } from '../../src/features/subscribe/texts';
import { openLinkPage } from './link-page';

const UNSUBSCRIBE = 'GET /api/v1/subscribed-users/unsubscribe/signed-token';

/** Lets the router and the stubbed calls settle, moving the fake clock by `ms`. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('unsubscribe link', () => {
  it("shows the server's message on Home, then the address resets to / after 2 s", async () => {
    const { router, timesCalled } = await openLinkPage('/unsubscribe/signed-token', UNSUBSCRIBE, {
      body: { status: 'success', message: 'You have been unsubscribed from deal alerts.' },
    });
    expect(screen.getByRole('heading', { name: appTexts.dealsHeading })).toBeTruthy();
    expect(screen.getByText('You have been unsubscribed from deal alerts.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unsubscribe/signed-token');

    await elapse(UNSUBSCRIBE_RESET_MS - 101);
    expect(router.state.location.pathname).toBe('/unsubscribe/signed-token');
    await elapse(1);
    expect(router.state.location.pathname).toBe('/');
    expect(timesCalled()).toBe(1);
    // Replaced, not pushed: Back does not unsubscribe again.
    expect(router.history.length).toBe(1);
  });

  it("shows the server's message for a link it does not know", async () => {
    const { router } = await openLinkPage('/unsubscribe/signed-token', UNSUBSCRIBE, {
      status: 404,
      body: { success: false, message: 'This unsubscribe link is not valid.' },
    });
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeTruthy();
    await elapse(UNSUBSCRIBE_RESET_MS);
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'Failed to unsubscribe' when the server gives no message", async () => {
    await openLinkPage('/unsubscribe/signed-token', UNSUBSCRIBE, { status: 500, body: null });
    expect(screen.getByText(subscribeTexts.failedToUnsubscribe)).toBeTruthy();
  });
});

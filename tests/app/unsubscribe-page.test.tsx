import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appTexts } from '../../src/app/texts';
import { UNSUBSCRIBE_RESET_MS } from '../../src/features/subscribe/api/unsubscribe';
import { subscribeTexts } from '../../src/features/subscribe/texts';
import { openLinkPage } from './link-page';

/** A link token as the server makes them: the address in base64url, then its signature. */
const TOKEN = `${btoa('ada@example.com').replace(/=+$/, '')}.signature`;
const PAGE = `/unsubscribe/${TOKEN}`;
const UNSUBSCRIBE = `POST /api/v1/subscribed-users/unsubscribe/${TOKEN}`;

/** Lets the router and the stubbed calls settle, moving the fake clock by `ms`. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await elapse(100);
}

describe('unsubscribe link', () => {
  it('asks before it ends anything: opening the link (as a mail scanner does) unsubscribes nobody', async () => {
    const { router, timesCalled } = await openLinkPage(PAGE, UNSUBSCRIBE, {
      body: { status: 'success', message: 'You have been unsubscribed.' },
    });
    expect(screen.getByRole('dialog', { name: subscribeTexts.unsubscribeTitle })).toBeTruthy();
    expect(screen.getByText(subscribeTexts.unsubscribeBody('ada@example.com'))).toBeTruthy();
    await elapse(10_000);
    expect(timesCalled()).toBe(0);
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it("unsubscribes on Unsubscribe, shows the server's message on Home, then the address resets to / after 2 s", async () => {
    const { router, timesCalled } = await openLinkPage(PAGE, UNSUBSCRIBE, {
      body: { status: 'success', message: 'You have been unsubscribed from deal alerts.' },
    });
    await press(subscribeTexts.unsubscribe);
    expect(screen.getByText('You have been unsubscribed from deal alerts.')).toBeTruthy();
    // Once the question has faded out, Home is the page again.
    await elapse(300);
    expect(screen.getByRole('heading', { name: appTexts.dealsHeading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(PAGE);

    // 2 s from the server's answer, which came within the 100 ms after the press.
    await elapse(UNSUBSCRIBE_RESET_MS - 500);
    expect(router.state.location.pathname).toBe(PAGE);
    await elapse(200);
    expect(router.state.location.pathname).toBe('/');
    expect(timesCalled()).toBe(1);
    // Replaced, not pushed: Back does not ask again.
    expect(router.history.length).toBe(1);
  });

  it('keeps the alerts and goes Home on Keep my alerts', async () => {
    const { router, timesCalled } = await openLinkPage(PAGE, UNSUBSCRIBE, { body: null });
    await press(subscribeTexts.keepAlerts);
    expect(router.state.location.pathname).toBe('/');
    expect(timesCalled()).toBe(0);
  });

  it("shows the server's message for a link it does not know", async () => {
    const { router } = await openLinkPage(PAGE, UNSUBSCRIBE, {
      status: 404,
      body: { success: false, message: 'This unsubscribe link is not valid.' },
    });
    await press(subscribeTexts.unsubscribe);
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeTruthy();
    await elapse(UNSUBSCRIBE_RESET_MS);
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'Failed to unsubscribe' when the server gives no message", async () => {
    await openLinkPage(PAGE, UNSUBSCRIBE, { status: 500, body: null });
    await press(subscribeTexts.unsubscribe);
    expect(screen.getByText(subscribeTexts.failedToUnsubscribe)).toBeTruthy();
  });
});

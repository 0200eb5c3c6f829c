import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { appTexts } from '../../src/app/texts';
import { SubscribeForm } from '../../src/features/subscribe/components/subscribe-form';
import { subscribeTexts } from '../../src/features/subscribe/texts';
import { LINK_RESET_MS } from '../../src/features/subscribe/use-link-action';
import { openLinkPage } from './link-page';
import { stubApi } from './render';

const CHECK_INBOX =
  'Almost there: check your inbox and open the link we sent to confirm your deal alerts.';

afterEach(() => vi.useRealTimers());

describe('a double opt-in sign-up', () => {
  it('tells the shopper to check their inbox, and keeps saying so until they type again', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubApi({
      'POST /api/v1/subscribed-users/subscribeemail': {
        body: { status: 'success', message: CHECK_INBOX },
      },
    });
    render(
      <AppProviders>
        <SubscribeForm />
      </AppProviders>,
    );
    const box = screen.getByLabelText(subscribeTexts.emailLabel);
    await user.type(box, 'quinn@example.com');
    await user.click(screen.getByRole('button', { name: subscribeTexts.submit }));
    const note = await screen.findByText(CHECK_INBOX);
    // Announced to screen readers as well.
    expect(note.closest('[role="status"]')).toBeTruthy();

    // Not a toast that fades: a shopper who looks away for a minute still reads it.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(CHECK_INBOX)).toBeTruthy();

    await user.type(box, 'r');
    expect(screen.queryByText(CHECK_INBOX)).toBeNull();
  });
});

describe('the confirmation link of the e-mail', () => {
  const CONFIRM = 'POST /api/v1/subscribed-users/confirm/signed-token';

  it("confirms once, shows the server's message on Home, then the address resets to /", async () => {
    const { router, timesCalled } = await openLinkPage(
      '/confirm-subscription/signed-token',
      CONFIRM,
      {
        body: { status: 'success', message: 'Your deal alerts are confirmed.' },
      },
    );
    expect(screen.getByRole('heading', { name: appTexts.dealsHeading })).toBeTruthy();
    expect(screen.getByText('Your deal alerts are confirmed.')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(LINK_RESET_MS));
    expect(router.state.location.pathname).toBe('/');
    expect(timesCalled()).toBe(1);
    // Replaced, not pushed: Back does not confirm again.
    expect(router.history.length).toBe(1);
  });

  it("shows the server's message for a link that no longer works", async () => {
    await openLinkPage('/confirm-subscription/signed-token', CONFIRM, {
      status: 404,
      body: { success: false, message: 'This confirmation link is no longer valid.' },
    });
    expect(screen.getByText('This confirmation link is no longer valid.')).toBeTruthy();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { SubscribeForm } from '../../src/features/subscribe/components/subscribe-form';
import { dealAlertTexts, subscribeTexts } from '../../src/features/subscribe/texts';
import { notePageSettled, notePageSettling } from '../../src/lib/page-settled';
import { stubApi } from './render';

function renderForm() {
  render(
    <AppProviders>
      <SubscribeForm />
    </AppProviders>,
  );
  return {
    box: screen.getByLabelText(subscribeTexts.emailLabel) as HTMLInputElement,
    submit: screen.getByRole('button', { name: subscribeTexts.submit }) as HTMLButtonElement,
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('deal alert sign-up', () => {
  it('is an e-mail box with a label', () => {
    const { box } = renderForm();
    expect(box.type).toBe('email');
  });

  it('says the e-mail is required when the box is empty, under the box', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    const { box, submit } = renderForm();
    await user.click(submit);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(subscribeTexts.emailRequired);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls).toHaveLength(0);
  });

  it.each(['shopper', 'shopper@example', '@example.com', 'shop per@example.com'])(
    'rejects "%s" as not a valid address',
    async (email) => {
      const user = userEvent.setup();
      const { box, submit } = renderForm();
      await user.type(box, email);
      await user.click(submit);
      expect(screen.getByRole('alert').textContent).toBe(subscribeTexts.emailInvalid);
    },
  );

  it('clears the error as soon as the shopper types', async () => {
    const user = userEvent.setup();
    const { box, submit } = renderForm();
    await user.click(submit);
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(box, 's');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it("subscribes the address, then clears the box and shows the server's message once", async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => {};
    const reply = new Promise<{ body: unknown }>((resolve) => {
      answer = resolve;
    });
    const { fetchMock } = stubApi({});
    const stubbed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).pathname === '/api/v1/subscribed-users/subscribeemail') {
        const { body } = await reply;
        return new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return stubbed ? stubbed(input, init) : new Response(null, { status: 404 });
    });
    const { box, submit } = renderForm();
    await user.type(box, '  shopper@example.com ');
    await user.click(submit);
    // Submitting: the button is busy until the call settles.
    expect(submit.disabled).toBe(true);
    answer({ body: { status: 'success', message: 'Thanks! You are subscribed to deal alerts.' } });
    expect(await screen.findByText('Thanks! You are subscribed to deal alerts.')).toBeTruthy();
    expect(screen.getAllByText('Thanks! You are subscribed to deal alerts.')).toHaveLength(1);
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('posts the trimmed address as email_id', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/v1/subscribed-users/subscribeemail': {
        body: { status: 'success', message: 'Subscribed' },
      },
    });
    const { box, submit } = renderForm();
    await user.type(box, ' shopper@example.com ');
    await user.click(submit);
    await screen.findByText('Subscribed');
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/api/v1/subscribed-users/subscribeemail', { email_id: 'shopper@example.com' }],
    ]);
  });

  it("keeps the address and shows the server's error when subscribing fails", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/v1/subscribed-users/subscribeemail': {
        status: 400,
        body: { success: false, message: 'email_id is not a valid e-mail address' },
      },
    });
    const { box, submit } = renderForm();
    await user.type(box, 'shopper@example.com');
    await user.click(submit);
    expect(await screen.findByText('email_id is not a valid e-mail address')).toBeTruthy();
    expect(box.value).toBe('shopper@example.com');
    expect(submit.disabled).toBe(false);
  });

  it('disables Subscribe with the reason while offline and brings it back online', () => {
    setOnline(false);
    const { submit } = renderForm();
    expect(submit.disabled).toBe(true);
    const reason = screen.getByText(subscribeTexts.offlineReason);
    expect(submit.getAttribute('aria-describedby')).toBe(reason.id);
    setOnline(true);
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText(subscribeTexts.offlineReason)).toBeNull();
  });

  it('says when this browser cannot show deal alerts', () => {
    renderForm();
    expect(screen.getByText(dealAlertTexts.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: dealAlertTexts.enable })).toBeNull();
  });

  it('asks iPhone shoppers to add the app to the Home Screen first', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    renderForm();
    expect(screen.getByText(dealAlertTexts.iosHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: dealAlertTexts.enable })).toBeNull();
  });
});

describe('enable deal alerts', () => {
  const endpoint = 'https://push.example.com/send/abc';

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function stubPush(permission: NotificationPermission) {
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }),
      unsubscribe: vi.fn(async () => true),
    };
    let current: typeof subscription | null = null;
    const pushManager = {
      getSubscription: vi.fn(async () => current),
      subscribe: vi.fn(async () => {
        current = subscription;
        return subscription;
      }),
    };
    const requestPermission = vi.fn(async () => permission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }) },
    });
    return { requestPermission, pushManager, subscription };
  }

  it('asks for permission only after the tap, then keeps the subscription for the typed e-mail', async () => {
    const user = userEvent.setup();
    const push = stubPush('granted');
    const { calls } = stubApi({
      'GET /api/v1/config': {
        body: {
          success: true,
          data: {
            storeName: 'BOGO',
            paymentProvider: 'test',
            stripePublishableKey: null,
            vapidPublicKey: 'BPkA_-w',
          },
        },
      },
      'POST /api/v1/push/subscriptions': { body: { success: true, message: 'Saved' } },
      'DELETE /api/v1/push/subscriptions': { body: { success: true, message: 'Deleted' } },
    });
    const { box } = renderForm();
    const enable = await screen.findByRole('button', { name: dealAlertTexts.enable });
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.click(enable);
    expect(screen.getByRole('alert').textContent).toBe(dealAlertTexts.needsEmail);
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.type(box, 'shopper@example.com');
    await user.click(enable);
    expect(await screen.findByText(dealAlertTexts.on)).toBeTruthy();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.body).toEqual({
      subscription: push.subscription.toJSON(),
      email: 'shopper@example.com',
      categories: [],
    });
    // The server's 'Saved' is not toasted: the box says it.
    expect(screen.queryByText('Saved')).toBeNull();

    await user.click(screen.getByRole('button', { name: dealAlertTexts.disable }));
    expect(await screen.findByRole('button', { name: dealAlertTexts.enable })).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ endpoint, auth: 'au' });
    expect(push.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('looks for an existing subscription only once a server-rendered page has settled', async () => {
    const push = stubPush('granted');
    stubApi({});
    notePageSettling();
    try {
      renderForm();
      await act(() => Promise.resolve());
      expect(push.pushManager.getSubscription).not.toHaveBeenCalled();
      act(() => notePageSettled());
      expect(await screen.findByRole('button', { name: dealAlertTexts.enable })).toBeTruthy();
      await vi.waitFor(() => expect(push.pushManager.getSubscription).toHaveBeenCalled());
    } finally {
      notePageSettled();
    }
  });

  it('says notifications are blocked when the shopper refuses', async () => {
    const user = userEvent.setup();
    stubPush('denied');
    stubApi({});
    const { box } = renderForm();
    await user.type(box, 'shopper@example.com');
    await user.click(await screen.findByRole('button', { name: dealAlertTexts.enable }));
    const note = await screen.findByText(dealAlertTexts.blocked);
    expect(within(note.parentElement ?? note).queryByRole('button')).toBeNull();
  });
});

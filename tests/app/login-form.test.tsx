import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { LoginForm } from '../../src/features/auth/components/login-form';
import { RESEND_COUNTDOWN_SECONDS } from '../../src/features/auth/use-code-entry';
import { authTexts } from '../../src/features/auth/texts';
import { keepOtpDigits, validateLoginEmail, validateOtp } from '../../src/features/auth/validate';
import { makeUser } from './fixtures';
import { stubApi } from './render';
import { fieldMessage, signInCodeRoutes } from './sign-in-steps';

const user = makeUser({ email: 'ada@example.com' });

function authApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ ...signInCodeRoutes(user), ...overrides });
}

function renderForm({ fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers();
  const onSignedIn = vi.fn();
  render(
    <AppProviders>
      <LoginForm onSignedIn={onSignedIn} autoFocus />
    </AppProviders>,
  );
  const actor = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return {
    onSignedIn,
    user: actor,
    emailBox: () => screen.getByLabelText(authTexts.emailLabel) as HTMLInputElement,
    sendButton: () => screen.getByRole('button', { name: authTexts.sendCode }),
  };
}

async function reachCodeStep(form: ReturnType<typeof renderForm>, email = 'ada@example.com') {
  await form.user.type(form.emailBox(), email);
  await form.user.click(form.sendButton());
  return (await screen.findByLabelText(authTexts.codeLabel)) as HTMLInputElement;
}

/**
 * A code the server refuses, typed and sent; resolves once the refusal ('Incorrect code. 4 tries
 * left.') is announced under the code box.
 */
async function enterRefusedCode() {
  authApi({
    'POST /api/v1/auth/verifyOtp': {
      status: 400,
      body: { success: false, message: 'Incorrect code. 4 tries left.' },
    },
  });
  const form = renderForm();
  const codeBox = await reachCodeStep(form);
  await form.user.type(codeBox, '111111');
  await form.user.click(screen.getByRole('button', { name: authTexts.verify }));
  await waitFor(() =>
    expect(fieldMessage(codeBox)?.textContent).toBe('Incorrect code. 4 tries left.'),
  );
  return { form, codeBox };
}

const resendButton = () => screen.getByRole('button', { name: authTexts.resend });
const timer = () => screen.getByRole('timer');

describe('the login form, e-mail step', () => {
  it('keeps Send code disabled while the box is empty', async () => {
    const form = renderForm();
    expect(form.sendButton()).toHaveProperty('disabled', true);
    await form.user.type(form.emailBox(), 'a');
    expect(form.sendButton()).toHaveProperty('disabled', false);
  });

  it('says the e-mail is required, under the box, when the shopper empties it and moves on', async () => {
    const form = renderForm();
    await form.user.type(form.emailBox(), 'a');
    await form.user.clear(form.emailBox());
    await form.user.tab();
    const message = fieldMessage(form.emailBox());
    expect(message?.textContent).toBe(authTexts.emailRequired);
    expect(message?.getAttribute('role')).toBe('alert');
    expect(form.emailBox().getAttribute('aria-invalid')).toBe('true');
  });

  it.each(['ada', 'ada@example', '@example.com', 'a da@example.com'])(
    'says "%s" is invalid',
    async (email) => {
      const { calls } = authApi();
      const form = renderForm();
      await form.user.type(form.emailBox(), email);
      await form.user.click(form.sendButton());
      expect(fieldMessage(form.emailBox())?.textContent).toBe(authTexts.emailInvalid);
      expect(calls).toHaveLength(0);
    },
  );

  it('keeps Send code disabled while the code is being sent', async () => {
    let answer = (_: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const form = renderForm();
    await form.user.type(form.emailBox(), 'ada@example.com');
    await form.user.click(form.sendButton());
    expect(form.sendButton()).toHaveProperty('disabled', true);
    answer(Response.json({ success: true, message: 'OTP sent successfully' }));
    expect(await screen.findByLabelText(authTexts.codeLabel)).toBeTruthy();
  });

  it('shows a refusal from the server under the box and as a toast, and stays on the step', async () => {
    const limit = 'Too many codes requested for this e-mail. Try again in 25 seconds.';
    authApi({
      'POST /api/v1/auth/sendOtp': { status: 429, body: { success: false, message: limit } },
    });
    const form = renderForm();
    await form.user.type(form.emailBox(), 'ada@example.com');
    await form.user.click(form.sendButton());
    await waitFor(() => expect(fieldMessage(form.emailBox())?.textContent).toBe(limit));
    // docs/product.md §8's general toast says it too.
    await waitFor(() => expect(screen.getAllByText(limit)).toHaveLength(2));
    expect(screen.queryByLabelText(authTexts.codeLabel)).toBeNull();
  });

  it('shows the support toast from Contact our support team', async () => {
    const form = renderForm();
    await form.user.click(screen.getByRole('button', { name: authTexts.contactSupport }));
    expect(await screen.findByText(authTexts.supportToast)).toBeTruthy();
  });
});

describe('the login form, code step', () => {
  it('sends the e-mail with remember_me true and moves focus to a labelled one-time-code box', async () => {
    const { calls } = authApi();
    const form = renderForm();
    const codeBox = await reachCodeStep(form, '  ada@example.com ');

    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', remember_me: true });
    expect(document.activeElement).toBe(codeBox);
    expect(codeBox.getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeBox.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    // No success toast for the send (docs/product.md §8 exempts it).
    expect(screen.queryByText('OTP sent successfully')).toBeNull();
  });

  it('keeps digits only, at most 6', async () => {
    authApi();
    const form = renderForm();
    const codeBox = await reachCodeStep(form);
    await form.user.type(codeBox, 'a1b2-c3 d4e5f6g7 8');
    expect(codeBox.value).toBe('123456');
  });

  it('says the code is required, then that it must have 6 digits', async () => {
    const { calls } = authApi();
    const form = renderForm();
    const codeBox = await reachCodeStep(form);
    const verify = screen.getByRole('button', { name: authTexts.verify });

    await form.user.click(verify);
    expect(fieldMessage(codeBox)?.textContent).toBe(authTexts.otpRequired);
    expect(document.activeElement).toBe(codeBox);

    await form.user.type(codeBox, '123');
    await form.user.click(verify);
    expect(fieldMessage(codeBox)?.textContent).toBe(authTexts.otpLength);
    expect(calls.filter((c) => c.url.pathname.endsWith('verifyOtp'))).toHaveLength(0);
  });

  it('runs the 5:00 countdown from the send, with Resend disabled until it ends', async () => {
    authApi();
    const form = renderForm({ fakeTimers: true });
    await reachCodeStep(form);

    expect(timer().textContent).toBe(authTexts.resendIn('5:00'));
    expect(resendButton()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe(authTexts.resendIn('4:59'));
    act(() => vi.advanceTimersByTime(58_000));
    expect(timer().textContent).toBe(authTexts.resendIn('4:01'));
    act(() => vi.advanceTimersByTime((RESEND_COUNTDOWN_SECONDS - 60) * 1_000));
    expect(timer().textContent).toBe(authTexts.resendIn('0:01'));
    expect(resendButton()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer().textContent).toBe(authTexts.resendNow);
    expect(resendButton()).toHaveProperty('disabled', false);
  });

  it('resends the code, says OTP resent successfully and starts the countdown again', async () => {
    const { calls } = authApi();
    const form = renderForm({ fakeTimers: true });
    const codeBox = await reachCodeStep(form);
    await form.user.type(codeBox, '12');
    act(() => vi.advanceTimersByTime(RESEND_COUNTDOWN_SECONDS * 1_000));

    await form.user.click(resendButton());

    expect(await screen.findByText(authTexts.otpResent)).toBeTruthy();
    const resend = calls.find((c) => c.url.pathname.endsWith('resendOtp'));
    expect(resend?.body).toEqual({ email: 'ada@example.com', remember_me: true });
    expect(timer().textContent).toBe(authTexts.resendIn('5:00'));
    expect(resendButton()).toHaveProperty('disabled', true);
    expect(codeBox.value).toBe('');
  });

  it('goes Back to the e-mail step, clearing the code and the errors', async () => {
    const { form } = await enterRefusedCode();

    await form.user.click(screen.getByRole('button', { name: authTexts.back }));

    expect(screen.queryByLabelText(authTexts.codeLabel)).toBeNull();
    expect(fieldMessage(form.emailBox())).toBeNull();
    expect(form.emailBox().value).toBe('ada@example.com');
    await waitFor(() => expect(document.activeElement).toBe(form.emailBox()));

    await form.user.click(form.sendButton());
    const codeBox = (await screen.findByLabelText(authTexts.codeLabel)) as HTMLInputElement;
    expect(codeBox.value).toBe('');
    expect(fieldMessage(codeBox)).toBeNull();
  });

  it('shows a wrong code under the box, and keeps the shopper signed out', async () => {
    const { form, codeBox } = await enterRefusedCode();
    expect(fieldMessage(codeBox)?.textContent).toBe('Incorrect code. 4 tries left.');
    expect(form.onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stores the session under docs/product.md §3 keys and hands over once the code is accepted', async () => {
    const { calls } = authApi();
    const form = renderForm();
    const codeBox = await reachCodeStep(form);
    await form.user.type(codeBox, '123456');
    await form.user.click(screen.getByRole('button', { name: authTexts.verify }));

    await waitFor(() => expect(form.onSignedIn).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.url.pathname.endsWith('verifyOtp'))?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      remember_me: true,
    });
    expect(localStorage.getItem('authToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('userEmail')).toBe('ada@example.com');
    expect(screen.queryByText('Login successful')).toBeNull();
  });
});

describe('login validation rules', () => {
  it.each([
    ['e-mail', validateLoginEmail, '', authTexts.emailRequired],
    ['e-mail', validateLoginEmail, '  ', authTexts.emailRequired],
    ['e-mail', validateLoginEmail, 'ada@example', authTexts.emailInvalid],
    ['e-mail', validateLoginEmail, 'ada@example.com', null],
    ['code', validateOtp, '', authTexts.otpRequired],
    ['code', validateOtp, '12345', authTexts.otpLength],
    ['code', validateOtp, '1234567', authTexts.otpLength],
    ['code', validateOtp, '12a456', authTexts.otpDigits],
    ['code', validateOtp, '123456', null],
  ])('%s %j -> %s', (_, validate, value, message) => {
    expect(validate(value)).toBe(message);
  });

  it.each([
    ['12 34-56', '123456'],
    ['9876543210', '987654'],
    ['abc', ''],
  ])('the code box turns %j into %j', (typed, kept) => {
    expect(keepOtpDigits(typed)).toBe(kept);
  });
});

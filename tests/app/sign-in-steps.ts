import { fireEvent, within } from '@testing-library/react';
import type { User } from '../../contract/profile';
import { authTexts } from '../../src/features/auth/texts';

/** The sign-in code calls, answering as the server does when `user` signs in. */
export function signInCodeRoutes(user: User) {
  return {
    'POST /api/v1/auth/sendOtp': { body: { success: true, message: 'OTP sent successfully' } },
    'POST /api/v1/auth/resendOtp': { body: { success: true, message: 'OTP resent successfully' } },
    'POST /api/v1/auth/verifyOtp': {
      body: {
        success: true,
        message: 'Login successful',
        data: {
          tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
          user,
          lastAddress: null,
        },
      },
    },
  };
}

/** Goes through both steps of whichever login form is on screen (or inside `scope`). */
export async function signInWithCode(scope: HTMLElement = document.body) {
  const box = await within(scope).findByLabelText(authTexts.emailLabel);
  fireEvent.change(box, { target: { value: 'ada@example.com' } });
  fireEvent.click(within(scope).getByRole('button', { name: authTexts.sendCode }));
  const code = await within(scope).findByLabelText(authTexts.codeLabel);
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(within(scope).getByRole('button', { name: authTexts.verify }));
}

/** The error announced under a box: the alert among the texts that describe it. */
export function fieldMessage(box: HTMLElement): HTMLElement | null {
  const ids = box.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids
      .map((id) => document.getElementById(id))
      .find((element) => element?.getAttribute('role') === 'alert') ?? null
  );
}

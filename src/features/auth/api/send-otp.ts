import type { MessageResponse, SendOtpRequest } from '../../../../contract/auth';
import { api, toastPolicy } from '../../../api/client';

/**
 * Asks for a sign-in code. docs/product.md §8 exempts both code requests from the success toast (the form
 * says 'OTP resent successfully' itself); a failure (429 with when to retry, say) keeps the
 * general error toast and the form also shows it under the field.
 */
async function requestCode(path: 'auth/sendOtp' | 'auth/resendOtp', email: string) {
  await api
    .post(path, {
      json: { email, remember_me: true } satisfies SendOtpRequest,
      context: toastPolicy({ success: false }),
    })
    .json<MessageResponse>();
}

/** POST /auth/sendOtp: e-mails a sign-in code. */
export async function sendOtp(email: string): Promise<void> {
  await requestCode('auth/sendOtp', email);
}

/** POST /auth/resendOtp: a new code; the previous one stops working. */
export async function resendOtp(email: string): Promise<void> {
  await requestCode('auth/resendOtp', email);
}

import type { MessageResponse, SendOtpRequest } from '../../../../contract/auth';
import { api, toastPolicy } from '../../../api/client';

/**
 * POST /auth/sendOtp: e-mails a sign-in code. SPEC 8 exempts it from the success toast; a
 * failure (429 with when to retry, say) keeps the general error toast and the form also shows
 * it under the field.
 */
export async function sendOtp(email: string): Promise<void> {
  await api
    .post('auth/sendOtp', {
      json: { email, remember_me: true } satisfies SendOtpRequest,
      context: toastPolicy({ success: false }),
    })
    .json<MessageResponse>();
}

import type { MessageResponse, ResendOtpRequest } from '../../../../contract/auth';
import { api, toastPolicy } from '../../../api/client';

/**
 * POST /auth/resendOtp: a new code; the previous one stops working. The form toasts SPEC's
 * 'OTP resent successfully' itself, so the server's message is not toasted a second time.
 */
export async function resendOtp(email: string): Promise<void> {
  await api
    .post('auth/resendOtp', {
      json: { email, remember_me: true } satisfies ResendOtpRequest,
      context: toastPolicy({ success: false }),
    })
    .json<MessageResponse>();
}

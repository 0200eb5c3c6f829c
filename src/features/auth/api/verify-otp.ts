import type { VerifyOtpRequest, VerifyOtpResponse } from '../../../../contract/auth';
import { api, toastPolicy } from '../../../api/client';

/** POST /auth/verifyOtp: the code for tokens, the user and their last address (docs/product.md §3). */
export async function verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse['data']> {
  const body = await api
    .post('auth/verifyOtp', {
      json: { email, otp, remember_me: true } satisfies VerifyOtpRequest,
      context: toastPolicy({ success: false }),
    })
    .json<VerifyOtpResponse>();
  return body.data;
}

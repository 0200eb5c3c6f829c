import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { VerifyOtpResponse } from '../../../../contract/auth';
import type {
  AddPasskeyRequest,
  Passkey,
  PasskeyAssertion,
  PasskeyListResponse,
  PasskeyOptionsResponse,
  PasskeyRegistration,
  PasskeySignInRequest,
} from '../../../../contract/passkeys';
import { api, toastPolicy } from '../../../api/client';

/** The screens say what went wrong themselves, under the button the shopper pressed. */
const quiet = { context: toastPolicy({ errors: false, success: false }) };

async function options(path: string): Promise<PasskeyOptionsResponse['data']> {
  const body = await api.post(path, quiet).json<PasskeyOptionsResponse>();
  return body.data;
}

/**
 * Signs in with a passkey the browser holds for the store: the server's challenge, the browser's
 * prompt (the shopper's fingerprint, face or screen lock), then the server checks the answer.
 */
export async function signInWithPasskey(): Promise<VerifyOtpResponse['data']> {
  const { challengeId, options: asked } = await options('auth/passkeys/sign-in-options');
  const response = await startAuthentication({
    optionsJSON: asked as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const body = await api
    .post('auth/passkeys/sign-in', {
      json: { challengeId, response: response as PasskeyAssertion } satisfies PasskeySignInRequest,
      ...quiet,
    })
    .json<VerifyOtpResponse>();
  return body.data;
}

/** GET /auth/passkeys: the signed-in shopper's passkeys, oldest first. */
export async function listPasskeys(): Promise<Passkey[]> {
  return (await api.get('auth/passkeys', quiet).json<PasskeyListResponse>()).data;
}

/** Makes a passkey on this device for the signed-in shopper and has the store keep it. */
export async function addPasskey(): Promise<Passkey> {
  const { challengeId, options: made } = await options('auth/passkeys/registration-options');
  const response = await startRegistration({
    optionsJSON: made as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  const body = await api
    .post('auth/passkeys', {
      json: {
        challengeId,
        response: response as PasskeyRegistration,
      } satisfies AddPasskeyRequest,
      ...quiet,
    })
    .json<{ data: Passkey }>();
  return body.data;
}

/** DELETE /auth/passkeys/{id}: the passkey signs nobody in from then on. */
export async function removePasskey(id: string): Promise<void> {
  await api.delete(`auth/passkeys/${encodeURIComponent(id)}`, quiet);
}

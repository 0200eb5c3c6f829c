import { errorMessage } from '../../api/client';
import { authTexts } from './texts';

/**
 * What to tell a shopper when a passkey step failed: the browser's refusals in plain words (the
 * prompt closed, this device already holds one, the page is not at the store's own address, no
 * passkeys here), else the server's message.
 */
export function passkeyProblem(error: unknown): string {
  if (typeof globalThis.PublicKeyCredential === 'undefined') return authTexts.passkeyUnsupported;
  const name = error instanceof Error ? error.name : '';
  const code = error instanceof Error && 'code' in error ? error.code : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return authTexts.passkeyOnThisDevice;
  }
  if (
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID' ||
    name === 'SecurityError'
  ) {
    return authTexts.passkeyWrongAddress;
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return authTexts.passkeyCancelled;
  if (name === 'NotSupportedError') return authTexts.passkeyUnsupported;
  return errorMessage(error);
}

import type { ProfileResponse, User } from '../../../../contract/profile';
import { api, isUnauthorized, toastPolicy } from '../../../api/client';
import { toLoadError } from '../../../api/load-error';
import { storeUser } from '../../../lib/credentials';
import { showToast } from '../../../lib/toast';
import { profileTexts } from '../texts';

/** GET /user/profile. The screen shows docs/product.md §8's own texts on failure, not the general toast. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const body = await api
    .get('user/profile', { signal, context: toastPolicy({ errors: false }) })
    .json<ProfileResponse>();
  return body.data.user;
}

/**
 * The signed-in shopper's profile for the profile route's loader, fresh from the server (it also
 * refreshes the stored user the header shows). A failure toasts 'Unable to load your profile
 * information' once per attempt; a rejected session needs no toast, the shopper is on their
 * way to sign in, and a hover's preload stays quiet.
 */
export async function loadProfile({
  signal,
  preload,
}: {
  signal: AbortSignal;
  preload: boolean;
}): Promise<User> {
  try {
    const user = await getProfile(signal);
    storeUser(user);
    return user;
  } catch (error) {
    if (!preload && !signal.aborted && !isUnauthorized(error)) {
      showToast(profileTexts.failedToLoadToast, 'error');
    }
    throw toLoadError(error);
  }
}

import ky from 'ky';
import type { RefreshRequest, RefreshResponse } from '../../contract/auth';
import { readAuthToken, readRefreshToken, storeTokens } from '../lib/credentials';

/** The Web Lock every tab of the store takes before it trades a refresh token. */
export const REFRESH_LOCK = 'bogo-refresh';

let inTabQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` while holding the refresh lock: across tabs with the Web Locks API, else (older
 * browsers) at least across the calls of this tab.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks as LockManager | null | undefined;
  if (locks) return locks.request(REFRESH_LOCK, task);
  const run = inTabQueue.then(task, task);
  inTabQueue = run.catch(() => undefined);
  return run;
}

/**
 * Gets a fresh access token after `rejectedToken` drew a 401, or null when the session cannot
 * be renewed. The server rotates refresh tokens and ends the whole session when a rotated one is
 * presented again, so two tabs (or two calls of one tab) must never trade the same token: the
 * trade happens under a lock shared by every tab, and whoever gets the lock first checks whether
 * someone already rotated while it waited, and then uses their token instead.
 */
export function refreshSession(
  rejectedToken: string,
  { prefix, timeout }: { prefix: string; timeout: number },
): Promise<string | null> {
  return withRefreshLock(async () => {
    const current = readAuthToken();
    // Another tab or call rotated (or signed out, leaving null) while this one waited.
    if (current !== rejectedToken) return current;
    const refreshToken = readRefreshToken();
    if (!refreshToken) return null;
    try {
      // Plain ky, not the app's client: its 401 handling must not recurse into a refresh.
      const body = await ky
        .post('auth/refresh', {
          prefix,
          timeout,
          retry: 0,
          json: { refreshToken } satisfies RefreshRequest,
        })
        .json<RefreshResponse>();
      // Signed out in another tab during the call: do not bring the session back.
      if (readRefreshToken() !== refreshToken) return null;
      storeTokens(body.data.tokens);
      return body.data.tokens.accessToken;
    } catch (error) {
      console.warn('The session could not be renewed', error);
      return null;
    }
  });
}

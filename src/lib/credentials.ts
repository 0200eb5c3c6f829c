/** Browser storage keys of SPEC 3 that hold the session. */
export const AUTH_TOKEN_KEY = 'authToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';
export const LAST_ADDRESS_KEY = 'lastAddress';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw when the browser blocks it (private mode, sandboxed frames): no session then.
    return null;
  }
}

export function readAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function clearCredentials(): void {
  const store = storage();
  for (const key of [AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_KEY, LAST_ADDRESS_KEY]) {
    store?.removeItem(key);
  }
}

/** SPEC 4: a shopper counts as signed in only when both a token and a stored user exist. */
export function isSignedIn(): boolean {
  const store = storage();
  return Boolean(store?.getItem(AUTH_TOKEN_KEY) && store.getItem(USER_KEY));
}

import type { Tokens } from '../../contract/auth';
import type { LastAddress, User } from '../../contract/profile';

/** Browser storage keys of docs/product.md §3 that hold the session. */
export const AUTH_TOKEN_KEY = 'authToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';
export const LAST_ADDRESS_KEY = 'lastAddress';
export const USER_EMAIL_KEY = 'userEmail';
/** Who the signed-in shopper's last order went to: the next checkout's name. */
export const LAST_RECIPIENT_KEY = 'lastRecipient';

const SESSION_KEYS = [
  AUTH_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_KEY,
  LAST_ADDRESS_KEY,
  USER_EMAIL_KEY,
  LAST_RECIPIENT_KEY,
];

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

export function readRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

function parseJson<T>(raw: string | null | undefined): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function readLastAddress(): LastAddress | null {
  return parseJson<LastAddress>(storage()?.getItem(LAST_ADDRESS_KEY));
}

export function readLastRecipient(): string | null {
  return storage()?.getItem(LAST_RECIPIENT_KEY) ?? null;
}

/**
 * After a signed-in shopper's order: the server keeps its address as their last one, and so
 * does this device, with the name it went to, so the next checkout has both without a new
 * sign-in. Nothing is kept for a guest.
 */
export function storeLastAddress(address: LastAddress, recipient: string): void {
  const store = storage();
  if (!store?.getItem(AUTH_TOKEN_KEY)) return;
  store.setItem(LAST_ADDRESS_KEY, JSON.stringify(address));
  store.setItem(LAST_RECIPIENT_KEY, recipient);
}

/** What docs/product.md §3 stores on sign-in: tokens, the user and the optional last address. */
export interface SignIn {
  tokens: Tokens;
  user: User;
  lastAddress: LastAddress | null;
}

export function storeSignIn({ tokens, user, lastAddress }: SignIn): void {
  const store = storage();
  if (!store) return;
  store.setItem(AUTH_TOKEN_KEY, tokens.accessToken);
  store.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  store.setItem(USER_KEY, JSON.stringify(user));
  store.setItem(USER_EMAIL_KEY, user.email);
  if (lastAddress) store.setItem(LAST_ADDRESS_KEY, JSON.stringify(lastAddress));
  else store.removeItem(LAST_ADDRESS_KEY);
  // A name kept from an earlier session's order is not this sign-in's to use.
  store.removeItem(LAST_RECIPIENT_KEY);
  notifySessionChanged();
}

/** After a refresh: the new pair replaces the old one, which the server no longer accepts. */
export function storeTokens(tokens: Tokens): void {
  const store = storage();
  store?.setItem(AUTH_TOKEN_KEY, tokens.accessToken);
  store?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

/** After a profile change, so the header shows the new name at once. */
export function storeUser(user: User): void {
  const store = storage();
  if (!store?.getItem(AUTH_TOKEN_KEY)) return;
  store.setItem(USER_KEY, JSON.stringify(user));
  notifySessionChanged();
}

export function clearCredentials(): void {
  const store = storage();
  for (const key of SESSION_KEYS) store?.removeItem(key);
  notifySessionChanged();
}

/** The signed-in shopper as this tab knows them. */
export interface Session {
  user: User;
}

let cached: { token: boolean; rawUser: string | null; session: Session | null } = {
  token: false,
  rawUser: null,
  session: null,
};

/**
 * docs/product.md §4: a shopper counts as signed in only when both a token and a stored user exist. The
 * answer is the same object while storage is unchanged, so React can compare it by reference.
 */
export function readSession(): Session | null {
  const store = storage();
  const token = Boolean(store?.getItem(AUTH_TOKEN_KEY));
  const rawUser = store?.getItem(USER_KEY) ?? null;
  if (token !== cached.token || rawUser !== cached.rawUser) {
    const user = token ? parseJson<User>(rawUser) : null;
    const valid = user !== null && typeof user === 'object' && typeof user.email === 'string';
    cached = { token, rawUser, session: valid ? { user } : null };
  }
  return cached.session;
}

export function isSignedIn(): boolean {
  return readSession() !== null;
}

const listeners = new Set<() => void>();
let lastNotified: Session | null | undefined;

function notifySessionChanged(): void {
  const session = readSession();
  if (session === lastNotified) return;
  lastNotified = session;
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out (or cleared storage altogether: key null).
  if (event.key === null || SESSION_KEYS.includes(event.key)) notifySessionChanged();
}

/**
 * Calls `listener` when the shopper signs in or out, or their stored user changes, in this tab
 * or in another tab of the store (through the `storage` event). Returns the unsubscribe.
 */
export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) {
    lastNotified = readSession();
    globalThis.addEventListener?.('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

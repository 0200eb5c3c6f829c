import ky, { isHTTPError, isKyError } from 'ky';
import { clearCredentials, readAuthToken, readSession } from '../lib/credentials';
import { noteDealRead } from '../lib/saved-at';
import { showToast } from '../lib/toast';
import { bodyField, LoadError, serverMessage } from './load-error';
import { refreshSession } from './refresh-session';
import { UNEXPECTED_ERROR } from './texts';

/** docs/product.md §7: every call goes to the API under this prefix. */
export const API_PREFIX = '/api/v1';

/** docs/product.md §9: every call times out after 30 s. */
export const API_TIMEOUT_MS = 30_000;

/**
 * How a call takes part in the toast policy of docs/product.md §8. Pass it as ky's `context`
 * (`api.get(url, { context: toastPolicy({ errors: false }) })`).
 * - errors: a failure shows the general error toast (default true). Callers that show docs/product.md's
 *   own text for a failure ('Failed to load categories', an empty state...) turn it off.
 * - success: a successful non-GET whose body has a `message` shows it (default true). Share,
 *   subscribe, unsubscribe and the sign-in code paths turn it off.
 */
export interface ToastPolicy {
  errors?: boolean;
  success?: boolean;
}

export function toastPolicy(policy: ToastPolicy): Record<string, unknown> {
  return { ...policy };
}

function policyOf(context: Record<string, unknown>): Required<ToastPolicy> {
  return { errors: context.errors !== false, success: context.success !== false };
}

const goToLoginPage = () => {
  globalThis.location?.assign('/login');
};
let onUnauthorized: () => void = goToLoginPage;

/**
 * The app installs a router-aware handler so a rejected session goes to /login (remembering
 * where the shopper was) without a reload.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = goToLoginPage;
  };
}

/** A call refused for want of a valid session (the client has already handled it). */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof LoadError) return error.status === 401;
  return isHTTPError(error) && error.response.status === 401;
}

export { serverMessage };

/** docs/product.md §8: the server's message, else its error text, else the general fallback. */
export function errorMessage(error: unknown): string {
  return serverMessage(error) ?? UNEXPECTED_ERROR;
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * The headers of a call repeated with a renewed `token`. Its body is sent again from the call's
 * options: the refused request's own body was read when it went out (a call ky does not retry
 * keeps no unsent copy), and a browser refuses to build a request from a used one. A form body
 * gets a new boundary when it is sent again, so its old content type goes.
 */
function renewedHeaders(request: Request, body: unknown, token: string): Headers {
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  if (body instanceof FormData || body instanceof URLSearchParams) headers.delete('Content-Type');
  return headers;
}

/**
 * The one HTTP client of the PWA: base /api/v1, 30 s timeout, bearer token, docs/product.md §8's toasts.
 * A 401 on a call that carried a token renews the session once and repeats the call; only when
 * that fails (or the repeat is refused too) are the credentials cleared and the shopper sent to
 * sign in.
 */
export const api = ky.create({
  prefix: API_PREFIX,
  timeout: API_TIMEOUT_MS,
  retry: { limit: 1 },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = readAuthToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      // A deal read the worker answered from its cache says when it was saved, so the page can too.
      ({ request, response }) => {
        if (request.method === 'GET' && response.ok) noteDealRead(request.url, response.headers);
      },
      async ({ request, response, options }) => {
        if (response.status !== 401) return undefined;
        const rejected = bearerOf(request);
        if (!rejected) return undefined;
        const token = await refreshSession(rejected, {
          prefix: API_PREFIX,
          timeout: API_TIMEOUT_MS,
        });
        if (!token) return undefined;
        // Plain ky and no HTTP errors: whatever the repeat answers goes back through this
        // client, so a second 401 signs out below.
        return ky(request.url, {
          method: request.method,
          headers: renewedHeaders(request, options.body, token),
          body: options.body,
          signal: request.signal,
          timeout: API_TIMEOUT_MS,
          retry: 0,
          throwHttpErrors: false,
        });
      },
      async ({ request, response, options }) => {
        if (request.method === 'GET' || !response.ok || !policyOf(options.context).success) return;
        const body: unknown = await response.json().catch(() => null);
        const message = bodyField(body, 'message');
        if (message) showToast(message, 'success');
      },
    ],
    beforeError: [
      ({ request, error, options }) => {
        // A request abandoned by its screen (navigation, unmount) is nobody's failure.
        if (request.signal.aborted) return error;
        if (isHTTPError(error) && error.response.status === 401) {
          // A rejected session is not a toast: credentials go and the shopper signs in again.
          const owner = readSession()?.user.id;
          clearCredentials();
          // Signed out: what this device kept of the shopper (address, orders) goes with the
          // sign-in, but a checkout in progress waits for the same shopper to sign in again (the
          // sign-in brings them back to it). Loaded here, not with the page: the home's first
          // load does without it.
          import('../lib/storage')
            .then(({ forgetShopperData, forgetShopperDataButCheckoutOf }) =>
              owner === undefined ? forgetShopperData() : forgetShopperDataButCheckoutOf(owner),
            )
            .catch((failure: unknown) => {
              console.warn("The shopper's saved data could not be deleted", failure);
            });
          onUnauthorized();
          return error;
        }
        if (isKyError(error) && policyOf(options.context).errors) {
          showToast(errorMessage(error), 'error');
        }
        return error;
      },
    ],
  },
});

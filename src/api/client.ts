import ky, { isHTTPError, isKyError } from 'ky';
import { clearCredentials, readAuthToken } from '../lib/credentials';
import { showToast } from '../lib/toast';
import { UNEXPECTED_ERROR } from './texts';

/** SPEC 9: every call times out after 30 s. */
export const API_TIMEOUT_MS = 30_000;

/**
 * How a call takes part in the toast policy of SPEC 8. Pass it as ky's `context`
 * (`api.get(url, { context: toastPolicy({ errors: false }) })`).
 * - errors: a failure shows the general error toast (default true). Callers that show SPEC's
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

let onUnauthorized: () => void = () => {
  globalThis.location?.assign('/login');
};

/** The app installs a router-aware handler so a rejected session goes to /login without a reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function bodyField(data: unknown, field: 'message' | 'error'): string | null {
  if (typeof data === 'object' && data !== null && field in data) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The message the server put in an error response, if any. */
export function serverMessage(error: unknown): string | null {
  if (!isHTTPError(error)) return null;
  return bodyField(error.data, 'message') ?? bodyField(error.data, 'error');
}

/** SPEC 8: the server's message, else its error text, else the general fallback. */
export function errorMessage(error: unknown): string {
  return serverMessage(error) ?? UNEXPECTED_ERROR;
}

/** The one HTTP client of the PWA: base /api/v1, 30 s timeout, bearer token, SPEC 8's toasts. */
export const api = ky.create({
  prefix: '/api/v1',
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
          clearCredentials();
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

import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

/**
 * A loader's failure as plain data: the status and the server's message, nothing of the request.
 * The router keeps a failed match's error, and server rendering will hand it to the browser;
 * an HTTP client's error (request, response, body stream) survives neither.
 */
export class LoadError extends Error {
  override name = 'LoadError';

  readonly status: number | null;
  readonly serverMessage: string | null;
  /** The `data` the refusal carried beside its message (e.g. when a deal opens), if any. */
  readonly data: unknown;

  constructor(
    status: number | null,
    serverMessage: string | null,
    cause: unknown,
    data: unknown = null,
  ) {
    super(serverMessage ?? (cause instanceof Error ? cause.message : 'The request failed'));
    this.status = status;
    this.serverMessage = serverMessage;
    this.data = data;
  }
}

export function bodyField(data: unknown, field: 'message' | 'error'): string | null {
  if (typeof data === 'object' && data !== null && field in data) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * A LoadError, also as the browser gets one back from a server-rendered page: the router hands
 * errors over as plain errors with the same fields, not as instances of this class.
 */
function isLoadError(error: unknown): error is LoadError {
  return (
    error instanceof LoadError ||
    (error instanceof Error && error.name === 'LoadError' && 'serverMessage' in error)
  );
}

/** The message the server put in an error response, if any. */
export function serverMessage(error: unknown): string | null {
  if (isLoadError(error)) return error.serverMessage;
  if (!isHTTPError(error)) return null;
  return bodyField(error.data, 'message') ?? bodyField(error.data, 'error');
}

/** What a loader throws for a failed call: HTTP failures as LoadError, anything else as it is. */
export function toLoadError(error: unknown): unknown {
  if (isHTTPError(error)) {
    const body: unknown = error.data;
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
    return new LoadError(error.response.status, serverMessage(error), error, data);
  }
  // No answer at all (offline, a dropped or timed-out connection): no status to tell.
  if (isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError) {
    return new LoadError(null, null, error);
  }
  return error;
}

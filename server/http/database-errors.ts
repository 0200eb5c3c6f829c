/** What a request caught by a dropped or unreachable database answers, with status 503. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The store's database is unavailable; please try again in a moment";

/**
 * PostgreSQL's codes for a server that is going away or cannot take connections: class 08
 * (connection exception, matched by prefix), 57P01 admin shutdown (pg_terminate_backend, a fast
 * shutdown), 57P02 crash shutdown, 57P03 cannot connect now (starting up, in recovery), 53300
 * too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What a request that collided with other work on the same rows answers, with status 503. */
export const COLLISION_MESSAGE = 'The store was busy with the same order; please try again';

/** The socket-level codes of a database host that dropped us or cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and its pool report a lost connection with plain messages and no code: the
 * connection ended under a query, a client whose connection already failed was used again (the
 * rollback after a lost transaction), or no connection could be had within the pool's timeout.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/** Errors nest (Drizzle wraps the driver's error in `cause`, a refused dual-stack connect in `errors`). */
const MAX_DEPTH = 5;

/**
 * Whether `error` means the database could not be reached or dropped the connection, as opposed
 * to a query it refused: the first is the store's trouble and passes (503), the second is a bug.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) {
    return true;
  }
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * Whether `error` is a deadlock (40P01) or serialization failure (40001): the transaction met
 * other work on the same rows (a cancel at the moment the deal expires) and was rolled back whole,
 * so the same request is safe to send again.
 */
export function isTransientCollision(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === '40P01' || code === '40001') return true;
  return cause !== undefined && isTransientCollision(cause, depth + 1);
}

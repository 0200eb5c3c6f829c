/** Errors nest: Drizzle wraps the driver's error in `cause`, a service may wrap it again. */
const MAX_DEPTH = 5;

/**
 * The PostgreSQL error of SQLSTATE class 22 ("data exception": a NUL byte, an invalid escape,
 * a number or date out of range, text that is not a valid value of its type) inside `error`, if
 * any. Such an error is about what a request carried, not about the store.
 */
export function dataException(error: unknown, depth = 0): { code: string; message: string } | null {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return null;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  // 54000: a value too large for an index row (a huge push endpoint): also about the request.
  if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) {
    return { code, message: typeof message === 'string' ? message : 'invalid value' };
  }
  return dataException(cause, depth + 1);
}

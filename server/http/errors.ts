/** An error whose message is meant for the shopper; the error handler sends it with `status`. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** A 429 that also tells the client, in Retry-After, how many seconds to wait. */
export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** '25 seconds', '1 minute', '12 minutes': rounded up, so retrying then always works. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

type Refusal = { status: number; message: string };

/** Answers a rule's refusal (its status and the shopper's words); nothing when the rule allows. */
export function refuseWith(refusal: Refusal | null): void {
  if (refusal) throw refusalError(refusal);
}

/** A rule's refusal as the HTTP error that answers it. */
export const refusalError = (refusal: Refusal) => new HttpError(refusal.status, refusal.message);

/**
 * What a rule allowed: `value`, which the rule refuses when it is missing; else the rule's
 * refusal as the answer.
 */
export function allowed<T>(value: T | null | undefined, refusal: Refusal | null): T {
  refuseWith(refusal);
  if (value === null || value === undefined) throw new Error('a rule allowed a missing value');
  return value;
}

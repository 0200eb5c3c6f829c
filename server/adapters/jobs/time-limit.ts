import { withDeadline } from '../deadline.ts';

/** The message a job or sweep given up at its time limit leaves in `lastError`. */
export class TimeLimitExceeded extends Error {
  constructor(what: string, limitMs: number) {
    super(`${what} timed out after ${limitMs} ms and was abandoned`);
    this.name = 'TimeLimitExceeded';
  }
}

/**
 * Runs a job or sweep for at most `limitMs`. Work given up on runs on unobserved and its outcome
 * no longer counts, which is why every handler must be safe to run again.
 */
export function withinTimeLimit(
  work: () => Promise<void>,
  limitMs: number,
  what: string,
): Promise<void> {
  return withDeadline(work, limitMs, () => new TimeLimitExceeded(what, limitMs));
}

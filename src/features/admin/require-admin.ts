import { readSession } from '../../lib/credentials';

/** What the console's guard throws for a signed-in account without the admin role. */
export class NotAllowedError extends Error {
  override name = 'NotAllowedError';
}

/**
 * The console's beforeLoad, after the sign-in guard: the stored session carries the role the
 * server gave at sign-in. The API answers 403 all the same; this only spares a shopper the
 * console's code and a screen of refusals.
 */
export function requireAdminRole(): void {
  if (readSession()?.user.role !== 'admin') throw new NotAllowedError('Not an operator account');
}

import { redirect } from '@tanstack/react-router';
import { isSignedIn } from '../../lib/credentials';

/**
 * A route's beforeLoad for screens that need a signed-in shopper (docs/product.md §6): a visitor goes to
 * /login, which brings them back here after the code.
 */
export function requireSignIn({ location }: { location: { href: string } }): void {
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
}

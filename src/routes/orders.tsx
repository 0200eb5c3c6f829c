import { createFileRoute } from '@tanstack/react-router';
import { NotOpenYet } from '../app/not-open-yet';
import { requireSignIn } from '../features/auth/require-sign-in';

/**
 * SPEC 2: My Orders needs sign-in. Its real screen arrives in a later release; the route
 * exists so links and the sign-in redirect work today.
 */
export const Route = createFileRoute('/orders')({
  beforeLoad: requireSignIn,
  component: OrdersPage,
});

function OrdersPage() {
  return <NotOpenYet />;
}

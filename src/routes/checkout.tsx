import { createFileRoute } from '@tanstack/react-router';
import { NotOpenYet } from '../app/not-open-yet';

/** The real screen arrives in a later release (SPEC 2); the route exists so links work today. */
export const Route = createFileRoute('/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  return <NotOpenYet />;
}

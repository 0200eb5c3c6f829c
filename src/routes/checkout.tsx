import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';

/** SPEC 2: the three-step checkout (cart, buyer and shipping, payment). Guests welcome. */
export const Route = createFileRoute('/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  return <CheckoutScreen />;
}

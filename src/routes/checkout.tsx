import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';
import { parseCheckoutSearch } from '../features/checkout/checkout-step';
import { screenHead } from '../lib/page-head';

/** SPEC 2: the three-step checkout (cart, buyer and shipping, payment). Guests welcome. */
export const Route = createFileRoute('/checkout')({
  head: () => screenHead('checkout'),
  // The step is in the address: Back, Forward and a reload keep to it (checkout-step.ts).
  validateSearch: parseCheckoutSearch,
  component: CheckoutPage,
});

function CheckoutPage() {
  return <CheckoutScreen />;
}

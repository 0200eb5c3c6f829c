import { createFileRoute } from '@tanstack/react-router';
import {
  CheckoutScreen,
  CheckoutScreenLoading,
} from '../features/checkout/components/checkout-screen';
import { parseCheckoutSearch } from '../features/checkout/checkout-step';
import { loadCheckout } from '../features/checkout/load-checkout';
import { screenHead } from '../lib/page-head';

/** docs/product.md §2: the three-step checkout (cart, buyer and shipping, payment). Guests welcome. */
export const Route = createFileRoute('/checkout')({
  head: () => screenHead('checkout'),
  // The step is in the address: Back, Forward and a reload keep to it (checkout-step.ts).
  validateSearch: parseCheckoutSearch,
  loader: ({ abortController, preload, context }) =>
    loadCheckout({ signal: abortController.signal, preload, catalog: context.catalog }),
  // A cart is for one visit: every visit reads it and its deal afresh (a kept copy could be an
  // earlier cart), while moving between the steps, the same visit, reads nothing again. Nor does
  // the placed order's refresh of the other screens: it would find the cart already cleared.
  gcTime: 0,
  staleTime: Infinity,
  preloadStaleTime: 0,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: CheckoutScreenLoading,
  component: CheckoutPage,
});

function CheckoutPage() {
  return <CheckoutScreen load={Route.useLoaderData()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationScreen } from '../features/checkout/components/order-confirmation-screen';
import { screenHead } from '../lib/page-head';

/** docs/product.md §2: the order confirmed page, from the record the checkout kept in this browser. */
export const Route = createFileRoute('/order-confirmation')({
  head: () => screenHead('orderConfirmation'),
  component: OrderConfirmationPage,
});

function OrderConfirmationPage() {
  return <OrderConfirmationScreen />;
}

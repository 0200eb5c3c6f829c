import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationScreen } from '../features/checkout/components/order-confirmation-screen';

/** SPEC 2: the order confirmed page, from the record the checkout kept in this browser. */
export const Route = createFileRoute('/order-confirmation')({
  component: OrderConfirmationPage,
});

function OrderConfirmationPage() {
  return <OrderConfirmationScreen />;
}

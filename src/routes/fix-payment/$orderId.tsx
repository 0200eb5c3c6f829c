import { createFileRoute } from '@tanstack/react-router';
import { FixPaymentScreen } from '../../app/fix-payment/fix-payment-screen';
import { requireSignIn } from '../../features/auth/require-sign-in';

/** The link of a "payment needs attention" alert: a new card for one of the shopper's orders. */
export const Route = createFileRoute('/fix-payment/$orderId')({
  beforeLoad: requireSignIn,
  component: FixPaymentPage,
});

function FixPaymentPage() {
  const { orderId } = Route.useParams();
  return <FixPaymentScreen orderId={Number(orderId)} />;
}

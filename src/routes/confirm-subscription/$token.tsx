import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { HomeScreen } from '../-home/home-screen';
import { useConfirmSubscription } from '../../features/subscribe/api/confirm-subscription';

/**
 * The link of the deal-alert confirmation e-mail (double opt-in), opened on the home screen
 * like the unsubscribe link: it confirms once, says how that went, and the address resets to /.
 */
export const Route = createFileRoute('/confirm-subscription/$token')({
  component: ConfirmSubscriptionPage,
});

function ConfirmSubscriptionPage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  useConfirmSubscription(token, () => void navigate({ to: '/', replace: true }));
  return <HomeScreen />;
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { HomeScreen } from '../-home/home-screen';
import { useUnsubscribe } from '../../features/subscribe/api/unsubscribe';

/**
 * SPEC 2: the link of an alert e-mail, opened on the home screen. It ends the subscription
 * once, says how that went, and the address resets to / after 2 s.
 */
export const Route = createFileRoute('/unsubscribe/$token')({
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  useUnsubscribe(token, () => void navigate({ to: '/', replace: true }));
  return <HomeScreen />;
}

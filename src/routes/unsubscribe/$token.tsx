import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { HomeScreen } from '../-home/home-screen';
import { UnsubscribeDialog } from '../../features/subscribe/components/unsubscribe-dialog';

/**
 * The Unsubscribe link of an alert e-mail, opened on the home screen: it asks, ends the alerts
 * only when Unsubscribe is pressed, says how that went, and the address resets to /.
 */
export const Route = createFileRoute('/unsubscribe/$token')({
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  return (
    <>
      <HomeScreen />
      <UnsubscribeDialog token={token} onDone={() => void navigate({ to: '/', replace: true })} />
    </>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../app/home/home-screen';

/**
 * SPEC 2: opened on the home screen. The unsubscription call and the reset to / arrive with
 * the deal-alerts release; until then it is simply Home.
 */
export const Route = createFileRoute('/unsubscribe/$token')({
  component: UnsubscribePage,
});

function UnsubscribePage() {
  return <HomeScreen />;
}

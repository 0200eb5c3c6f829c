import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './-home/home-screen';
import { loadHome } from './-home/load-home';

export const Route = createFileRoute('/')({
  loader: ({ context, abortController }) => loadHome(context, abortController.signal),
  // The hero and the skeleton grid show at once while the deals load, as they always have.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => <HomeScreen loaded="pending" />,
  component: HomePage,
});

function HomePage() {
  return <HomeScreen loaded={Route.useLoaderData()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './-home/home-screen';
import { loadHome } from './-home/load-home';

/** docs/product.md §2: the home button pushes /home to history; it is the same Home screen. */
export const Route = createFileRoute('/home')({
  loader: ({ context, abortController }) => loadHome(context, abortController.signal),
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => <HomeScreen loaded="pending" />,
  component: HomeAliasPage,
});

function HomeAliasPage() {
  return <HomeScreen loaded={Route.useLoaderData()} />;
}

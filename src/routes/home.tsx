import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './-home/home-screen';

/** SPEC 2: the home button pushes /home to history; it is the same Home screen. */
export const Route = createFileRoute('/home')({
  component: HomeAliasPage,
});

function HomeAliasPage() {
  return <HomeScreen />;
}

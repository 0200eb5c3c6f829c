import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './-home/home-screen';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return <HomeScreen />;
}

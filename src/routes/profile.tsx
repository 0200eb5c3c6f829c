import { createFileRoute } from '@tanstack/react-router';
import { requireSignIn } from '../features/auth/require-sign-in';
import { ProfileScreen } from '../features/profile/components/profile-screen';

/** SPEC 2's My Profile: the signed-in shopper's own details (a visitor signs in first). */
export const Route = createFileRoute('/profile')({
  beforeLoad: requireSignIn,
  component: ProfilePage,
});

function ProfilePage() {
  return <ProfileScreen />;
}

import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PasskeysPanel } from '../features/auth/components/passkeys-panel';
import { requireSignIn } from '../features/auth/require-sign-in';
import { loadProfile } from '../features/profile/api/get-profile';
import {
  ProfileScreen,
  ProfileScreenError,
  ProfileScreenLoading,
} from '../features/profile/components/profile-screen';
import { screenHead } from '../lib/page-head';

/** docs/product.md §2's My Profile: the signed-in shopper's own details (a visitor signs in first). */
export const Route = createFileRoute('/profile')({
  head: () => screenHead('profile'),
  beforeLoad: requireSignIn,
  loader: ({ abortController, preload }) =>
    loadProfile({ signal: abortController.signal, preload }),
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ProfileScreenLoading,
  errorComponent: ProfileLoadFailed,
  component: ProfilePage,
});

/** Reads the profile again: after a failure, or after a save, so coming back shows what was saved. */
function useReloadProfile() {
  const router = useRouter();
  return () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
}

function ProfilePage() {
  return (
    <ProfileScreen
      user={Route.useLoaderData()}
      onSaved={useReloadProfile()}
      more={<PasskeysPanel />}
    />
  );
}

function ProfileLoadFailed() {
  return <ProfileScreenError onRetry={useReloadProfile()} />;
}

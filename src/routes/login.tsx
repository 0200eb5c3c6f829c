import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/login-screen';
import { safeRedirect } from '../features/auth/redirect';
import { isSignedIn } from '../lib/credentials';
import { screenHead } from '../lib/page-head';

interface LoginSearch {
  /** Where the shopper was going: a path of this site (see safeRedirect). */
  redirect?: string;
}

/** docs/product.md §2's /login: the target when a session is rejected or a screen needs sign-in. */
export const Route = createFileRoute('/login')({
  head: () => screenHead('signIn'),
  // An unsafe value must be overwritten, not left out: the router keeps keys it is not given.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeRedirect(search.redirect),
  }),
  // Signed in already (or just now, in another tab): straight on to where they were going.
  beforeLoad: ({ search }) => {
    if (isSignedIn()) throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginScreen onSignedIn={() => void navigate({ href: target ?? '/', replace: true })} />;
}

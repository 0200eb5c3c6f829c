import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../api/client';
import { safeRedirect } from '../features/auth/redirect';
import { attachPushToSignIn } from '../features/subscribe/attach-push';
import { readSession, subscribeSession, type Session } from '../lib/credentials';
import { showToastLeftBeforeReload } from '../lib/toast';

/**
 * Ties the session to the router, once for the whole app:
 * - docs/product.md §8: a rejected session goes to /login (the client has cleared the credentials), which
 *   brings the shopper back to where they were after the code.
 * - A sign-in or sign-out here or in another tab re-runs the routes' guards: a screen that needs
 *   sign-in sends a shopper who signed out elsewhere to /login, and /login moves on once they
 *   signed in elsewhere.
 * - A sign-in takes the browser's push subscription over for the new shopper (attach-push).
 * - The toast a full reload would have swept away (logout's) shows on the page that loaded.
 */
/** Who is signed in, as far as the routes' guards and loaders care: the account and its role. */
function accountOf(session: Session | null): string | null {
  return session ? `${session.user.id}:${session.user.role}` : null;
}

export function useSessionRouting(): void {
  const router = useRouter();

  useEffect(() => {
    const restore = setUnauthorizedHandler(() => {
      const { href, pathname } = router.state.location;
      if (pathname === '/login') return;
      const redirect = href === '/' ? undefined : safeRedirect(href);
      void router.navigate({ to: '/login', search: redirect ? { redirect } : {} });
    });
    // Only a change of who is signed in re-runs the routes: a saved profile changes the stored
    // user too, and reloading the screen's data then would fetch what the save just answered.
    let account = accountOf(readSession());
    const unsubscribe = subscribeSession(() => {
      const next = accountOf(readSession());
      if (next === account) return;
      account = next;
      // Best effort: without it the phone only misses order alerts until alerts are turned on again.
      if (next !== null) attachPushToSignIn().catch(() => undefined);
      // Screens kept for Back (orders, profile) must not show the previous shopper's data.
      router.clearCache();
      void router.invalidate();
    });
    return () => {
      restore();
      unsubscribe();
    };
  }, [router]);

  useEffect(() => showToastLeftBeforeReload(), []);
}

import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * When the connection comes back, the screen's data loads again by itself: a saved list is
 * replaced by the current one, and a screen that failed to load (its error panel) recovers
 * without the shopper tapping Retry. Matches in error are reloaded by `invalidate` too.
 */
export function useRefreshOnReconnect(): void {
  const router = useRouter();
  useEffect(() => {
    const onOnline = () => void router.invalidate();
    globalThis.addEventListener('online', onOnline);
    return () => globalThis.removeEventListener('online', onOnline);
  }, [router]);
}

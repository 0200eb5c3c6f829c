import { useEffect, useEffectEvent } from 'react';

/** How often pending groups are checked while My Orders is in view. */
export const ORDER_POLL_MS = 15_000;

function pageVisible(): boolean {
  return globalThis.document?.visibilityState !== 'hidden';
}

/**
 * Keeps pending groups' progress fresh: calls `refresh` every 15 s while `watching` (a pending
 * group is on screen) and the page is visible, and at once when the page comes back into view.
 * The one place that knows how updates arrive, so a server-sent events stream can replace the
 * polling here without touching the screen.
 */
export function useOrderUpdates(watching: boolean, refresh: () => void): void {
  const onTick = useEffectEvent(() => {
    if (pageVisible()) refresh();
  });

  useEffect(() => {
    if (!watching) return undefined;
    const timer = setInterval(onTick, ORDER_POLL_MS);
    const onVisibility = () => {
      if (pageVisible()) onTick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watching]);
}

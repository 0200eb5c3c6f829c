import { useEffect } from 'react';
import type { OrdersSeenResponse } from '../../../../contract/alerts';
import { api, toastPolicy } from '../../../api/client';

/**
 * The shopper has looked at their orders: the app badge comes off this device's icon (where the
 * browser has badges), and POST /alerts/orders-seen tells the server, whose next push counts only
 * groups completed after now (docs/decisions/0022).
 */
export async function markOrdersSeen(): Promise<void> {
  // The badge is a hint: a browser that refuses it, or a failed call, leaves it to the next visit.
  if ('clearAppBadge' in navigator) await navigator.clearAppBadge().catch(() => undefined);
  try {
    await api
      .post('alerts/orders-seen', {
        context: toastPolicy({ errors: false, success: false }),
        retry: 0,
      })
      .json<OrdersSeenResponse>();
  } catch {
    // Deliberately ignored, see above.
  }
}

/** Marks the orders seen once the screen shows them (`shown`), not while they load. */
export function useOrdersSeen(shown: boolean): void {
  useEffect(() => {
    if (shown) void markOrdersSeen();
  }, [shown]);
}

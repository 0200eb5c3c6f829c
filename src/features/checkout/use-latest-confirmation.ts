import { useEffect, useState } from 'react';
import { useSession } from '../../lib/use-session';
import { getConfirmedOrder } from './api/get-order';
import { refreshedConfirmation } from './checkout-model';
import { updateConfirmation } from './checkout-storage';
import type { ConfirmationRecord } from './types';

/**
 * The confirmation as the server has it now. For a signed-in shopper the order is read again when
 * the page opens online and each time the connection comes back, and the saved record is brought
 * up to it (on screen and on the device). A guest cannot read orders, and a refresh that fails
 * keeps the saved record without a word: it is a background refresh of what is already shown.
 */
export function useLatestConfirmation(saved: ConfirmationRecord | null): ConfirmationRecord | null {
  const userId = useSession()?.user.id;
  const [latest, setLatest] = useState<ConfirmationRecord | null>(null);

  useEffect(() => {
    const orderId = Number(saved?.orderId);
    if (!saved || userId === undefined || !Number.isInteger(orderId) || orderId <= 0) {
      return undefined;
    }
    let running: AbortController | null = null;
    const refresh = () => {
      if (globalThis.navigator?.onLine === false) return;
      // Only the newest answer may land: an older one arriving late would undo it.
      running?.abort();
      const controller = new AbortController();
      running = controller;
      getConfirmedOrder(orderId, controller.signal)
        .then((order) => {
          if (controller.signal.aborted) return;
          const record = refreshedConfirmation(saved, order);
          setLatest(record);
          return updateConfirmation(record);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('Refreshing the order failed', error);
        });
    };
    refresh();
    globalThis.addEventListener('online', refresh);
    return () => {
      globalThis.removeEventListener('online', refresh);
      running?.abort();
    };
  }, [saved, userId]);

  return latest && saved && latest.orderId === saved.orderId ? latest : saved;
}

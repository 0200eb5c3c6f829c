import { useEffect, useState } from 'react';
import { updateStored } from '../../lib/storage';

/** The orders whose filled group this device has already celebrated (gone at logout). */
export const CELEBRATED_ORDERS_KEY = 'celebratedOrders';

/** How many orders are remembered: far more than a shopper revisits, and a bounded record. */
const REMEMBERED = 50;

/**
 * Marks `orderId` celebrated and tells whether it was not before, in one IndexedDB transaction,
 * so two tabs opening the same confirmation celebrate it once between them.
 */
async function firstCelebration(orderId: string): Promise<boolean> {
  let first = false;
  await updateStored<string[]>(CELEBRATED_ORDERS_KEY, (current) => {
    const seen = Array.isArray(current) ? current : [];
    first = !seen.includes(orderId);
    return first ? [...seen, orderId].slice(-REMEMBERED) : seen;
  });
  return first;
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * True on the one visit that first shows `orderId`'s group complete on this device, and only for a
 * shopper who has not asked for reduced motion: the burst is a moment, not decoration of every
 * visit. A storage failure celebrates nothing rather than every time.
 */
export function useCelebrateOnce(orderId: string, filled: boolean): boolean {
  const [celebrate, setCelebrate] = useState<string | null>(null);

  useEffect(() => {
    if (!filled) return undefined;
    let cancelled = false;
    firstCelebration(orderId).then(
      (first) => {
        if (!cancelled && first && !prefersReducedMotion()) setCelebrate(orderId);
      },
      (error: unknown) => console.warn('The celebration could not be remembered', error),
    );
    return () => {
      cancelled = true;
    };
  }, [orderId, filled]);

  return celebrate === orderId;
}

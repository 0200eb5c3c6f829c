import type { Deal } from '../../contract/catalog';

/**
 * The checkout's records in IndexedDB (decision 0002: they survive a reload and a closed tab),
 * through idb-keyval. The library is imported on first use so it never weighs on the home page's
 * first load.
 */

/** SPEC 3's browser storage keys, plus our own draft of the buyer form. */
export const CHECKOUT_DATA_KEY = 'checkoutData';
export const ORDER_CONFIRMATION_KEY = 'orderConfirmationData';
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** SPEC 9: storage writes are tried up to 3 times. */
export const STORAGE_WRITE_TRIES = 3;

/** SPEC 3's checkout session record: what the deal screen hands to /checkout. */
export interface CheckoutData {
  dealId: number;
  type: 'solo' | 'group';
  quantity: number;
  /** unit_1, unit_2...: attribute -> value for each unit. */
  variants: Record<string, Record<string, string>>;
  dealData: Deal;
}

const idb = () => import('idb-keyval');

export async function readStored<T>(key: string): Promise<T | undefined> {
  const { get } = await idb();
  return get<T>(key);
}

export async function removeStored(key: string): Promise<void> {
  const { del } = await idb();
  await del(key);
}

/**
 * Writes `value` and reads it back, up to `tries` times; true once what is stored equals what
 * was written. A failed or unverified write is retried, never reported as stored.
 */
export async function storeVerified(
  key: string,
  value: unknown,
  tries = STORAGE_WRITE_TRIES,
): Promise<boolean> {
  const { get, set } = await idb();
  const expected = JSON.stringify(value);
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      await set(key, value);
      const stored: unknown = await get(key);
      if (JSON.stringify(stored) === expected) return true;
    } catch (error) {
      // Quota, private mode or a closed database: worth another try; the caller reports the end.
      console.warn(`Storing ${key} failed (try ${attempt} of ${tries})`, error);
    }
  }
  return false;
}

/** Unit keys of SPEC 3's variants map: 0 -> 'unit_1'. */
export function unitKey(index: number): string {
  return `unit_${index + 1}`;
}

/**
 * My Orders as last loaded, kept per shopper (`savedOrders:<user id>`) so the screen reads
 * offline. Shopper data never goes into the worker's shared HTTP cache, only here, and it goes
 * when the shopper is signed out.
 */
export const SAVED_ORDERS_PREFIX = 'savedOrders:';

/**
 * Deletes everything this store keeps in IndexedDB: at logout and when the store signs the
 * shopper out. All of it is a shopper's (the cart, the typed address, the last order's
 * confirmation, saved orders), and on a shared phone the next person must find none of it.
 */
export async function forgetShopperData(): Promise<void> {
  const { clear } = await idb();
  await clear();
}

/** Applies `change` to the stored value atomically (one IndexedDB transaction). */
export async function updateStored<T>(
  key: string,
  change: (current: T | undefined) => T,
): Promise<void> {
  const { update } = await idb();
  await update<T>(key, change);
}

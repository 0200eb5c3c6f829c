import type { Deal } from '../../contract/catalog';

/**
 * What the PWA keeps of a shopper in IndexedDB, through idb-keyval: the checkout's records (the
 * cart, the buyer form as typed, the order confirmation and whose kept checkout it is; decision
 * 0002: they survive a reload and a closed tab) and the offline copy of My Orders
 * (`savedOrders:<user id>`, written by src/features/orders/saved-orders.ts). All of it is the
 * shopper's and goes at logout. The library is imported on first use so it never weighs on the
 * home page's first load.
 */

/** docs/product.md §3's browser storage keys, plus our own draft of the buyer form. */
export const CHECKOUT_DATA_KEY = 'checkoutData';
export const ORDER_CONFIRMATION_KEY = 'orderConfirmationData';
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** docs/product.md §9: storage writes are tried up to 3 times. */
export const STORAGE_WRITE_TRIES = 3;

/** docs/product.md §3's checkout session record: what the deal screen hands to /checkout. */
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

/** Unit keys of docs/product.md §3's variants map: 0 -> 'unit_1'. */
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

/**
 * Whose checkout a session the store ended left on this device (their user id): the cart and the
 * typed address wait for that shopper to sign in again, and nobody else finds them.
 */
export const CHECKOUT_OWNER_KEY = 'checkoutOwner';

/**
 * When the store ends a session (its renewal refused): everything goes as at logout but the
 * checkout in progress, kept under its shopper's id, so signing in again brings them back to
 * it as they left it.
 */
export async function forgetShopperDataButCheckoutOf(ownerId: number): Promise<void> {
  const { delMany, keys, set } = await idb();
  const kept = new Set<IDBValidKey>([CHECKOUT_DATA_KEY, CHECKOUT_DRAFT_KEY]);
  await delMany((await keys()).filter((key) => !kept.has(key)));
  await set(CHECKOUT_OWNER_KEY, ownerId);
}

/**
 * The checkout kept for `ownerId`, or none: true when no ended session left one or it is theirs.
 * Someone else's (or a visitor's) look finds none, and the kept cart and address go.
 */
export async function checkoutKeptFor(userId: number | undefined): Promise<boolean> {
  const { del, get } = await idb();
  const owner = await get<number>(CHECKOUT_OWNER_KEY);
  if (owner === undefined) return true;
  if (owner === userId) return true;
  await Promise.all([del(CHECKOUT_DATA_KEY), del(CHECKOUT_DRAFT_KEY), del(CHECKOUT_OWNER_KEY)]);
  return false;
}

/**
 * A new cart is the current shopper's: what an ended session kept for someone else goes first,
 * and the cart is no longer waiting for anyone.
 */
export async function claimCheckoutFor(userId: number | undefined): Promise<void> {
  if (await checkoutKeptFor(userId)) await removeStored(CHECKOUT_OWNER_KEY);
}

/** Applies `change` to the stored value atomically (one IndexedDB transaction). */
export async function updateStored<T>(
  key: string,
  change: (current: T | undefined) => T,
): Promise<void> {
  const { update } = await idb();
  await update<T>(key, change);
}

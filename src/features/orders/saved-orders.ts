import type { Order } from '../../../contract/orders';
import { readStored, SAVED_ORDERS_PREFIX, updateStored } from '../../lib/storage';
import type { OrderFilter } from './order-filter';

/** One tab's list as the server last answered it, and when. */
export interface SavedOrderList {
  savedAt: number;
  orders: Order[];
}

/** Every tab the shopper has opened, by filter ('' = All). */
type SavedOrders = Partial<Record<OrderFilter | 'all', SavedOrderList>>;

const keyOf = (userId: number) => `${SAVED_ORDERS_PREFIX}${userId}`;
const tabOf = (filter: OrderFilter | '') => filter || 'all';

/** Keeps the tab's list on this device under the shopper, beside the other tabs they opened. */
export async function saveOrders(
  userId: number,
  filter: OrderFilter | '',
  list: SavedOrderList,
): Promise<void> {
  await updateStored<SavedOrders>(keyOf(userId), (current) => ({
    ...current,
    [tabOf(filter)]: list,
  }));
}

/** The tab's list as last saved for this shopper, or undefined when there is none. */
export async function readSavedOrders(
  userId: number,
  filter: OrderFilter | '',
): Promise<SavedOrderList | undefined> {
  const saved = await readStored<SavedOrders>(keyOf(userId));
  return saved?.[tabOf(filter)];
}

import type { Order } from '../../../contract/orders';
import { toCents } from '../../lib/format';
import type { CheckoutData } from '../../lib/storage';
import type {
  CheckoutResult,
  ConfirmationGroup,
  ConfirmationItem,
  ConfirmationRecord,
} from './types';

type CheckoutReply = CheckoutResult['items'][number];

/**
 * Whether the shopper's units went to a group other than the one the checkout showed. The group
 * seen held others' units; the answer's group is not filled and holds fewer units than those plus
 * the shopper's, none of them anyone else's (or, from an older server without members, only the
 * shopper's own count).
 */
export function landedInNewGroup(cart: CheckoutData, reply: CheckoutReply): boolean {
  const seen = cart.dealData;
  const quantity = cart.quantity;
  if (cart.type !== 'group' || seen.reservation_count <= 0 || reply.groupFilled === true) {
    return false;
  }
  if (reply.unitsReserved >= seen.reservation_count + quantity) return false;
  return reply.members
    ? reply.members.every((member) => member.you)
    : reply.unitsReserved === quantity;
}

/** From the checkout's answer and the deal as the checkout showed it. */
export function groupFromCheckout(
  reply: CheckoutReply | undefined,
  cart: CheckoutData,
): ConfirmationGroup {
  const deal = cart.dealData;
  return {
    groupFilled: reply?.groupFilled ?? false,
    members: reply?.members ?? [],
    regularPricePerUnit: toCents(deal.product.regular_price) / 100,
    ...(reply && landedInNewGroup(cart, reply)
      ? { groupSeen: { reserved: deal.reservation_count, total: deal.total_units_needed } }
      : {}),
  };
}

/** From the order as the server has it now; the saved regular price stays. */
export function groupFromOrder(order: Order): ConfirmationGroup {
  return {
    groupFilled: order.batch?.status === 'filled',
    ...(order.group_members ? { members: order.group_members } : {}),
  };
}

/**
 * Where the order's group stands: no group (solo), still filling, filled, ended unfilled, or
 * filled while the shopper's card refused the charge (`unpaid`, a new card may still save it;
 * `failed`, too late).
 */
export type GroupMoment = 'solo' | 'filling' | 'filled' | 'ended' | 'unpaid' | 'failed';

export function groupMomentOf(record: ConfirmationRecord): GroupMoment {
  if (record.orderType !== 'group') return 'solo';
  // A refused charge is never a celebration, whatever the group did.
  if (record.status === 'payment_action_required') return 'unpaid';
  if (record.status === 'payment_failed') return 'failed';
  // Money taken from a group's member means it filled, in a record saved before `groupFilled`.
  if (record.items.some((item) => item.groupFilled === true) || record.amountCharged > 0)
    return 'filled';
  return record.status === 'pending_charge' ? 'filling' : 'ended';
}

/** What the group price saved on `item` against the regular price, in cents; 0 when unknown. */
export function savingCents(item: ConfirmationItem): number {
  if (item.regularPricePerUnit === undefined) return 0;
  const perUnit = Math.round(item.regularPricePerUnit * 100) - Math.round(item.pricePerUnit * 100);
  return Math.max(0, perUnit * item.quantity);
}

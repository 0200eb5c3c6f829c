import type { Deal } from '../../../contract/catalog';
import { readSession } from '../../lib/credentials';
import {
  CHECKOUT_DATA_KEY,
  claimCheckoutFor,
  storeVerified,
  unitKey,
  type CheckoutData,
} from '../../lib/storage';
import type { UnitSelections } from './variations';

/** The deal screen's words for handing a cart to /checkout (docs/product.md §5 and §8), shared with tests. */
export const handoffTexts = {
  storeFailed: 'Failed to store checkout data',
  errorOccurred: 'An error occurred',
  soloFailed: 'Failed to process request. Please try again.',
  buyAllTitle: (n: number) => `Buy all ${n} units`,
  buyAllIntro: (n: number) =>
    `You buy the whole group alone and are charged now. Choose the options of each of the ${n} units.`,
  buyAllPlainIntro: 'You buy the whole group alone and are charged now.',
  unitsAtPrice: (n: number, price: string) => `${n} units × ${price}`,
  total: 'Total',
  addToSelection: 'Add to Selection',
  selected: (count: number, n: number) => `${count} of ${n} units selected`,
  exactly: (n: number) => `Please select exactly ${n} units to complete your order.`,
  removeUnit: (n: number) => `Remove unit ${n}`,
  continueToCheckout: 'Continue to Checkout',
  cancel: 'Cancel',
  newUnit: 'Next unit',
} as const;

/** docs/product.md §9: the group join navigates after 10 ms. */
export const JOIN_NAVIGATE_DELAY_MS = 10;

/** docs/product.md §3's checkout session record for a deal and the chosen units. */
export function checkoutDataOf(
  deal: Deal,
  type: CheckoutData['type'],
  quantity: number,
  selections: UnitSelections,
): CheckoutData {
  const variants: CheckoutData['variants'] = {};
  for (let unit = 0; unit < quantity; unit += 1) variants[unitKey(unit)] = { ...selections[unit] };
  return { dealId: deal.id, type, quantity, variants, dealData: deal };
}

/** Stores the record for /checkout, verified by reading it back; false when it did not stick. */
export async function storeCheckoutData(data: CheckoutData): Promise<boolean> {
  await claimCheckoutFor(readSession()?.user.id);
  return storeVerified(CHECKOUT_DATA_KEY, data);
}

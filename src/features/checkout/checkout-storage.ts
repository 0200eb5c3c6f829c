import { readSession } from '../../lib/credentials';
import {
  checkoutKeptFor,
  CHECKOUT_DATA_KEY,
  CHECKOUT_DRAFT_KEY,
  CHECKOUT_OWNER_KEY,
  ORDER_CONFIRMATION_KEY,
  readStored,
  removeStored,
  storeVerified,
  updateStored,
} from '../../lib/storage';
import type { BuyerForm, ConfirmationRecord } from './types';

/** The typed buyer form, kept so a reload mid-checkout loses nothing but the card. */
export interface CheckoutDraft {
  dealId: number;
  form: BuyerForm;
}

/** The current shopper's checkout only: one an ended session kept for another is not theirs. */
const keptForThisShopper = () => checkoutKeptFor(readSession()?.user.id);

export async function readCheckoutData(): Promise<unknown> {
  if (!(await keptForThisShopper())) return undefined;
  return readStored<unknown>(CHECKOUT_DATA_KEY);
}

export async function readDraft(dealId: number): Promise<CheckoutDraft | null> {
  if (!(await keptForThisShopper())) return null;
  const draft = await readStored<CheckoutDraft>(CHECKOUT_DRAFT_KEY);
  return draft && draft.dealId === dealId && typeof draft.form === 'object' ? draft : null;
}

export function saveDraft(draft: CheckoutDraft): Promise<boolean> {
  return storeVerified(CHECKOUT_DRAFT_KEY, draft, 1);
}

/** docs/product.md §4: up to 3 tries, each verified by reading back. */
export function saveConfirmation(record: ConfirmationRecord): Promise<boolean> {
  return storeVerified(ORDER_CONFIRMATION_KEY, record);
}

export const readConfirmation = () => readStored<ConfirmationRecord>(ORDER_CONFIRMATION_KEY);

/**
 * Keeps the latest known state of the order, so a reload offline shows it. Only over the record
 * of the same order: a checkout finished meanwhile in another tab keeps its own confirmation.
 */
export function updateConfirmation(latest: ConfirmationRecord): Promise<void> {
  return updateStored<ConfirmationRecord | undefined>(ORDER_CONFIRMATION_KEY, (current) =>
    current?.orderId === latest.orderId ? latest : current,
  );
}

/** After a successful order: the cart and the draft go, the confirmation stays. */
export async function clearCheckout(): Promise<void> {
  await Promise.all([
    removeStored(CHECKOUT_DATA_KEY),
    removeStored(CHECKOUT_DRAFT_KEY),
    removeStored(CHECKOUT_OWNER_KEY),
  ]);
}

import { EMAIL_PATTERN, isPostalCode, PHONE_PATTERN } from '../../../contract/constants';
import type { Order } from '../../../contract/orders';
import { orderAmounts, type OrderAmounts } from '../../../contract/pricing';
import { unitPriceText } from '../../../contract/tier-ladder';
import type { LastAddress, User } from '../../../contract/profile';
import { toCents } from '../../lib/format';
import type { CheckoutData } from '../../lib/storage';
import { groupFromCheckout, groupFromOrder } from './confirmation-group';
import { checkoutTexts } from './texts';
import type { BuyerForm, CheckoutRequest, CheckoutResult, ConfirmationRecord } from './types';

/** docs/product.md §9: the currency is USD and the default country US. */
export const DEFAULT_COUNTRY = 'US';

/** True when `value` has the shape of docs/product.md §3's checkout session record. */
export function isCheckoutData(value: unknown): value is CheckoutData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<CheckoutData>;
  return (
    typeof data.dealId === 'number' &&
    Number.isInteger(data.dealId) &&
    (data.type === 'solo' || data.type === 'group') &&
    typeof data.quantity === 'number' &&
    Number.isInteger(data.quantity) &&
    data.quantity > 0 &&
    typeof data.variants === 'object' &&
    data.variants !== null &&
    typeof data.dealData === 'object' &&
    data.dealData !== null
  );
}

/**
 * The cart's prices from the deal as re-read from the server, by the rule the server charges
 * with (contract/pricing.ts); a solo buy is the whole group.
 */
export function cartTotals(data: CheckoutData): OrderAmounts {
  const quantity = data.type === 'solo' ? data.dealData.total_units_needed : data.quantity;
  return orderAmounts(toCents(unitPriceText(data.dealData, data.type)), quantity);
}

export function emptyBuyerForm(): BuyerForm {
  return {
    fullName: '',
    email: '',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
  };
}

/**
 * docs/product.md §6: prefilled from the signed-in shopper and their last address. The name is the one the
 * last order went to, when this device has it, else the account's.
 */
export function prefilledBuyerForm(
  user: User | null,
  address: LastAddress | null,
  recipient: string | null = null,
): BuyerForm {
  const form = emptyBuyerForm();
  if (user) {
    form.fullName = recipient || [user.firstName, user.lastName].filter(Boolean).join(' ');
    form.email = user.email;
    form.phone = user.phone ?? '';
  }
  if (address) {
    form.addressLine1 = address.address_line_1;
    form.addressLine2 = address.address_line_2 ?? '';
    form.city = address.city;
    form.state = address.state;
    form.zipCode = address.postal_code;
    form.country = address.country || DEFAULT_COUNTRY;
  }
  return form;
}

/** The buyer form's address in the shape the server keeps as the shopper's last address. */
export function lastAddressOf(form: BuyerForm): LastAddress {
  return {
    address_line_1: form.addressLine1.trim(),
    address_line_2: form.addressLine2.trim() || null,
    city: form.city.trim(),
    state: form.state.trim(),
    postal_code: form.zipCode.trim(),
    country: form.country,
  };
}

export type BuyerErrors = Partial<Record<keyof BuyerForm, string>>;

const REQUIRED: [keyof BuyerForm, string][] = [
  ['fullName', checkoutTexts.fullNameRequired],
  ['email', checkoutTexts.emailRequired],
  ['addressLine1', checkoutTexts.addressRequired],
  ['city', checkoutTexts.cityRequired],
  ['state', checkoutTexts.stateRequired],
  ['zipCode', checkoutTexts.zipRequired],
];

/**
 * docs/product.md §5's required fields (phone and addressLine2 are optional), then the formats the API
 * checks too (contract/constants.ts): a mistake shows at this step, not as a failed payment.
 */
export function validateBuyer(form: BuyerForm): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const [field, message] of REQUIRED) {
    if (!form[field].trim()) errors[field] = message;
  }
  if (!errors.email && !EMAIL_PATTERN.test(form.email.trim()))
    errors.email = checkoutTexts.emailInvalid;
  if (!PHONE_PATTERN.test(form.phone.trim())) errors.phone = checkoutTexts.phoneInvalid;
  if (!errors.zipCode && !isPostalCode(form.zipCode, form.country))
    errors.zipCode = checkoutTexts.zipInvalid;
  return errors;
}

export interface PaidWith {
  paymentMethodId: string;
  paymentIntentId: string;
  cardLast4: string;
  cardBrand: string;
}

/** docs/product.md §3's checkout request; amounts in dollars as the wire carries them. */
export function checkoutRequestOf(
  data: CheckoutData,
  form: BuyerForm,
  paid: PaidWith,
): CheckoutRequest {
  const totals = cartTotals(data);
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, value.trim()]),
  ) as unknown as BuyerForm;
  return {
    cartItems: [
      {
        dealId: data.dealId,
        productName: data.dealData.product.name,
        quantity: totals.quantity,
        pricePerUnit: totals.unitPriceCents / 100,
        variants: data.variants,
        type: data.type,
        totalUnits: data.dealData.total_units_needed,
      },
    ],
    orderType: data.type,
    personalInfo: { fullName: trimmed.fullName, email: trimmed.email, phone: trimmed.phone },
    shippingAddress: trimmed,
    paymentInfo: paid,
    totalAmount: totals.totalCents / 100,
    shippingCost: totals.shippingCents / 100,
    agreedToTerms: true,
  };
}

/** docs/product.md §4: an item is paid when the order completed or money was taken, else reserved. */
export function itemStatusOf(response: CheckoutResult): 'paid' | 'reserved' {
  return response.status === 'completed' ||
    response.status === 'paid_awaiting_shipment' ||
    response.amountCharged > 0
    ? 'paid'
    : 'reserved';
}

/** docs/product.md §3's confirmation record from the cart and the server's answer. */
export function confirmationRecordOf(
  data: CheckoutData,
  response: CheckoutResult,
  origin: string,
): ConfirmationRecord {
  const totals = cartTotals(data);
  const status = itemStatusOf(response);
  const reply = response.items.find((item) => item.dealId === data.dealId) ?? response.items[0];
  return {
    orderId: String(response.orderId),
    orderNumber: response.orderNumber,
    orderType: response.orderType,
    status: response.status,
    totalAmount: response.totalAmount,
    amountCharged: response.amountCharged,
    items: [
      {
        id: `${response.orderId}-${data.dealId}`,
        productName: data.dealData.product.name,
        quantity: totals.quantity,
        pricePerUnit: totals.unitPriceCents / 100,
        totalAmount: totals.subtotalCents / 100,
        status,
        type: data.type,
        variants: data.variants,
        unitsReserved: reply?.unitsReserved ?? totals.quantity,
        totalUnitsNeeded: reply?.totalUnitsNeeded ?? data.dealData.total_units_needed,
        progressPercentage: reply?.progressPercentage ?? 0,
        expiresAt: reply?.expiresAt ?? null,
        expiryLeftHours: reply?.expiryLeftHours ?? null,
        shareUrl: `${origin}/deal/${data.dealData.encoded_id}`,
        dealId: data.dealId,
        ...groupFromCheckout(reply, data),
      },
    ],
    estimatedDelivery: response.estimatedDelivery,
    trackingInfo: response.trackingInfo,
  };
}

/** Statuses under which nothing has been taken from the card (as the server counts them). */
const UNCHARGED = new Set([
  'pending_charge',
  'payment_action_required',
  'payment_failed',
  'cancelled',
  'reservation_expired',
]);

/**
 * The saved record brought up to the order as the server has it now: status, money taken (at
 * the price finally charged) and the group's progress. A group that filled since the checkout reads as charged; one that
 * ended otherwise (cancelled, expired, card refused) shows that status on its item.
 */
export function refreshedConfirmation(saved: ConfirmationRecord, order: Order): ConfirmationRecord {
  const charged = !UNCHARGED.has(order.status);
  const pending = order.status === 'pending_charge';
  return {
    ...saved,
    status: order.status,
    // A tiered group's charge is its final tier's price, less than the total held at checkout.
    totalAmount: charged ? order.total_amount : saved.totalAmount,
    amountCharged: charged ? order.total_amount : 0,
    paymentDueAt: order.payment_due_at,
    items: saved.items.map((item) =>
      item.dealId === order.deal.id
        ? {
            ...item,
            // A tiered group is charged the price of the tier it reached (docs/decisions/0034).
            ...(charged ? { pricePerUnit: order.unit_price, totalAmount: order.total_amount } : {}),
            status: charged ? 'paid' : pending ? 'reserved' : order.status,
            unitsReserved: order.batch?.total_reservations ?? item.unitsReserved,
            totalUnitsNeeded: order.deal.total_units_needed,
            progressPercentage: order.progress_percentage,
            // Hours to two decimals, as the checkout's answer gives them; none once it is not filling.
            expiryLeftHours: pending ? Math.floor(order.time_left_seconds / 36) / 100 : 0,
            ...groupFromOrder(order),
          }
        : item,
    ),
  };
}

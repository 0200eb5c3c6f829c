import type {
  CheckoutRequestInput,
  CheckoutResponse,
  CheckoutResult,
  PaymentRefusedBody,
} from '../../../contract/checkout';
import type { GroupMember } from '../../../contract/orders';

/** The wire, from contract/checkout.ts (types only: zod stays out of the bundle). */
export type CheckoutRequest = CheckoutRequestInput;
export type { CheckoutResponse, CheckoutResult, PaymentRefusedBody };

export type OrderType = CheckoutResult['orderType'];

/** docs/product.md §3's Buyer form. */
export interface BuyerForm {
  fullName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** What the confirmation knows of the order's group, beyond its progress. */
export interface ConfirmationGroup {
  /** Every unit of the group is reserved: its charge is under way or done. */
  groupFilled?: boolean;
  /** Who is in the group, by initials only (absent in records saved before it was sent). */
  members?: GroupMember[];
  /** The product's regular price per unit in dollars, for the saving the shopper made. */
  regularPricePerUnit?: number;
  /**
   * The group the checkout showed, when the order landed in a new one instead: someone took its
   * last units while this shopper paid.
   */
  groupSeen?: { reserved: number; total: number };
}

export type ConfirmationItemStatus = 'paid' | 'awaiting_fulfillment' | 'reserved' | 'processing';

export interface ConfirmationItem extends ConfirmationGroup {
  id: string;
  productName: string;
  quantity: number;
  pricePerUnit: number;
  totalAmount: number;
  status: ConfirmationItemStatus | string;
  type: OrderType;
  variants: Record<string, Record<string, string>>;
  unitsReserved: number;
  totalUnitsNeeded: number;
  progressPercentage: number;
  expiresAt: string | null;
  expiryLeftHours: number | null;
  shareUrl: string;
  dealId: number;
}

/** docs/product.md §3's Confirmation record (browser storage key orderConfirmationData). */
export interface ConfirmationRecord {
  orderId: string;
  /** The number a shopper quotes to support (contract/checkout.ts). */
  orderNumber: string;
  orderType: OrderType;
  status: string;
  totalAmount: number;
  amountCharged: number;
  items: ConfirmationItem[];
  estimatedDelivery: string | null;
  trackingInfo: CheckoutResult['trackingInfo'];
  /** Until when a refused charge can be saved with a new card (from the order, once refused). */
  paymentDueAt?: string | null;
}

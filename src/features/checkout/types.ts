import type {
  CheckoutRequestInput,
  CheckoutResponse,
  CheckoutResult,
  PaymentRefusedBody,
} from '../../../contract/checkout';
import type { ConfirmationGroup } from './confirmation-group';

/** The wire, from contract/checkout.ts (types only: zod stays out of the bundle). */
export type CheckoutRequest = CheckoutRequestInput;
export type { CheckoutResponse, CheckoutResult, PaymentRefusedBody };

export type OrderType = CheckoutResult['orderType'];

/** SPEC 3's Buyer form. */
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

/** SPEC 3's Confirmation record (browser storage key orderConfirmationData). */
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

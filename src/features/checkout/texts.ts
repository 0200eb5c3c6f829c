import { checkoutFieldTexts } from '../../../contract/constants';

/** The checkout and confirmation screens' words: docs/product.md §5 and §8 texts and our own labels. */
export const checkoutTexts = {
  offline: 'You are offline. Paying needs a connection; it comes back as soon as you are online.',
  // docs/product.md §8, checkout
  noCheckoutData: 'No checkout data found',
  invalidCheckoutData: 'Invalid checkout data',
  dealNotFound: 'Deal not found',
  failedToLoad: 'Failed to load checkout information. Redirecting to home page...',
  paymentValidated: 'Payment method validated successfully!',
  intentFailed: 'Failed to create payment intent',
  paymentNotValidated: 'Payment method not validated',
  paymentFailed: 'Payment failed. Please try again.',
  saveFailed: (orderId: string) =>
    `Failed to save order details. Please contact support with order ID: ${orderId}`,
  orderConfirmed: 'Order confirmed! Redirecting to confirmation page...',
  providerNotLoaded: 'The card payment provider has not loaded yet.',
  cardElementNotFound: 'Card element not found.',
  paymentMethodFailed: 'Payment method creation failed.',
  unexpected: 'An unexpected error occurred.',

  // docs/product.md §5, required fields
  fullNameRequired: checkoutFieldTexts.fullName,
  emailRequired: checkoutFieldTexts.email,
  addressRequired: checkoutFieldTexts.addressLine1,
  cityRequired: checkoutFieldTexts.city,
  stateRequired: checkoutFieldTexts.state,
  zipRequired: checkoutFieldTexts.zipCode,
  paymentRequired: checkoutFieldTexts.payment,
  termsRequired: checkoutFieldTexts.terms,
  fillRequired: 'Please fill in all required fields',
  phoneInvalid: checkoutFieldTexts.phoneInvalid,
  emailInvalid: checkoutFieldTexts.emailInvalid,
  zipInvalid: checkoutFieldTexts.zipCodeInvalid,
  /** A field the server refused for a reason the form has no words of its own for. */
  checkField: (label: string) =>
    `Please check your ${label.replace(/ \(optional\)$/, '').toLowerCase()}`,
  orderRefused:
    'Something in this order could not be accepted. Please go back to the deal and try again.',

  // Screen
  title: 'Checkout',
  loading: 'Loading your cart',
  steps: ['Cart', 'Shipping', 'Payment'] as readonly string[],
  cartTitle: 'Your cart',
  groupOrder: 'Group deal: join with others',
  soloOrder: 'Solo buy: all units, charged now',
  pricePerUnit: 'Price per unit',
  quantity: 'Quantity',
  units: (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`,
  unitLabel: (n: number) => `Unit ${n}`,
  noOptions: 'Standard',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  groupChargeNote:
    'Nothing is charged now: your card is held and charged only when the group fills.',
  soloChargeNote: 'Your card is charged now for all units.',
  continue: 'Continue',
  back: 'Back',
  buyerTitle: 'Contact and shipping',
  fullName: 'Full name',
  email: 'Email',
  emailLocked: 'Signed in: orders go to this address.',
  phone: 'Phone (optional)',
  addressLine1: 'Address',
  addressLine2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  country: 'Country',
  paymentTitle: 'Payment',
  shipTo: 'Ship to',
  edit: 'Edit',
  terms: 'I agree to the terms of sale and the group-deal rules',
  pay: (amount: string) => `Pay ${amount}`,
  reserve: (amount: string) => `Reserve for ${amount}`,
  processing: 'Processing…',
  paymentError: 'Payment not completed',

  // The built-in test provider's card form (README, Trying it out)
  testPaymentsTitle: 'Test payments — no real card is charged',
  testCardsIntro: 'Use one of these test card numbers, any future expiry and any CVC:',
  testCards: [
    { number: '4242 4242 4242 4242', outcome: 'succeeds' },
    { number: '4000 0000 0000 0002', outcome: 'is declined' },
    { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
    { number: '4000 0025 0000 3155', outcome: 'asks the bank to confirm' },
  ] as readonly { number: string; outcome: string }[],
  cardName: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  cardNumberInvalid: 'Enter the 12 to 19 digits of the card number',
  expiryInvalid: 'Enter the expiry as MM/YY',
  cvcInvalid: 'Enter the 3 or 4 digit CVC',
  validateCard: 'Validate card',
  validating: 'Validating…',
  changeCard: 'Use another card',
  cardValidated: (brand: string, last4: string) => `${brand.toUpperCase()} ending in ${last4}`,

  // The card form when Stripe is in force (README, Paying with Stripe)
  cardDetails: 'Card details',
  stripeNote: 'Your card details go straight to Stripe, our payment provider.',
  retry: 'Try again',

  // Requires action (3-D Secure style)
  actionTitle: 'Confirm this payment',
  actionText: 'Your bank asks you to confirm this payment.',
  actionConfirm: 'Confirm payment',
  actionCancel: 'Cancel',

  // docs/product.md §8, confirmation page
  noConfirmation: 'No order confirmation data found',
  failedToLoadOrder: 'Failed to load order details',
  copyFailed: 'Failed to copy URL',
  orderNotFound: 'Order not found',
  orderNotFoundText: 'We could not find the details of a recent order in this browser.',
  backToHome: 'Back to Home',
  confirmedTitle: 'Order confirmed!',
  confirmedGroup: 'Your units are reserved. Your card is charged when the group fills.',
  confirmedGroupCharged: 'The group has filled and your card has been charged.',
  confirmedGroupEnded: 'This reservation is no longer pending; its status is shown below.',
  confirmedSolo: 'Thank you! Your order is paid and on its way to the warehouse.',
  orderId: 'Order ID',
  orderType: 'Order type',
  groupDeal: 'Group Deal',
  soloBuy: 'Solo Buy',
  status: 'Status',
  totalAmount: 'Order total',
  amountCharged: 'Charged now',
  items: 'Items',
  estimatedDelivery: 'Estimated delivery',
  tracking: 'Tracking',
  groupProgress: 'Group progress',
  unitsReserved: (reserved: number, total: number) => `${reserved} of ${total} units reserved`,
  expiresIn: (hours: number) =>
    hours >= 24
      ? `Group closes in ${Math.floor(hours / 24)} ${Math.floor(hours / 24) === 1 ? 'day' : 'days'}`
      : `Group closes in ${Math.max(1, Math.floor(hours))} ${Math.floor(hours) === 1 ? 'hour' : 'hours'}`,
  /** The last hour, counting down on the page's clock as mm:ss. */
  expiresInClock: (clock: string) => `Group closes in ${clock}`,
  shareTitle: 'Invite others to fill the group',
  shareSheet: 'Share with friends',
  shareLink: 'Share link',
  copy: 'Copy',
  copied: 'Copied!',
  myOrders: 'My Orders',
  continueShopping: 'Continue shopping',
  /** docs/product.md §4's order status labels. */
  orderStatus: {
    pending_charge: 'Units Pending',
    charged_awaiting_fulfillment: 'Charged Awaiting Fulfillment',
    waiting_for_fulfillment: 'Waiting for Fulfillment',
    delivered: 'Delivered',
    reservation_expired: 'Reservation Expired',
    paid_awaiting_shipment: 'Paid - Awaiting Shipment',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  itemStatus: {
    paid: 'Paid - Awaiting Fulfillment',
    awaiting_fulfillment: 'Paid - Awaiting Fulfillment',
    reserved: 'Reserved',
    processing: 'Processing',
  } as Record<string, string>,
} as const;

/** docs/product.md §9's delays. */
export const ERROR_REDIRECT_MS = 1_500;
export const SUCCESS_REDIRECT_MS = 1_000;
export const CONFIRMATION_MISSING_REDIRECT_MS = 3_000;
export const COPIED_MS = 2_000;

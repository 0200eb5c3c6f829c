/**
 * The order engine: the only module that writes orders, batches, payment captures and card
 * holds, and the one that runs the charge, release, re-authorise, expire, reconcile and
 * solo-capture jobs. Other modules reach it through this file alone; an operation that must
 * commit with the caller's own writes takes the caller's transaction as its first argument.
 * Operations answer with outcomes; they throw only when something is broken.
 */
export { advanceFulfilment, linkGuestOrders, linkReceipt } from './fulfilment.ts';
export { cancelReservations } from './cancellation.ts';
export {
  fixPaymentPath,
  groupJobHandlers,
  markHoldLost,
  registerGroupSweeps,
} from './group-charge.ts';
export { resizeOpenGroup } from './group-size.ts';
export {
  claimHold,
  findHold,
  holdShopper,
  OPEN_HOLD_LIMITS,
  recordHoldIntent,
} from './hold-limits.ts';
export { holdWasGivenUp, releaseHold } from './holds.ts';
export {
  chargeBatchJob,
  makeReceiptJob,
  orderEngineJobs,
  paymentWindowEndedJob,
  settleRefundJob,
} from './jobs.ts';
export { recordRefusedFix, settleFixedPayment } from './payment-fix.ts';
export { placeGroupOrder, placeSoloOrder } from './placement.ts';
export { placeOrder } from './place-order.ts';
export type { OrderRequest, Placement } from './place-order.ts';
export { newOrderId, orderNumberOf } from './order-number.ts';
export { placementContextReader } from './placement-context.ts';
export type { PlacementContext, PlacementDeal } from './placement-context.ts';
export {
  cardRefusal,
  dealRefusal,
  noRoom,
  noSavedCardRefusal,
  priceSeenRefusal,
  quantityRefusal,
  roomRefusal,
  signInRefusal,
  variantsRefusal,
} from './placement-rules.ts';
export type { Refusal } from './placement-rules.ts';
export { stockRefusal } from './stock.ts';
export { reconciliationJobHandlers, registerReconciliationSweep } from './reconciliation.ts';
export type { NewGroupOrder } from './reservations.ts';
export { captureSoloOrder, soloChargeJobHandlers, SOLO_CAPTURE_GRACE_MS } from './solo-charge.ts';
export type { NewSoloOrder } from './solo-charge.ts';
export { notificationTexts, placementTexts, reservationTexts } from './texts.ts';
export { unitPriceOf } from './unit-price.ts';
export { atFinalTierPrice } from './tier-reached.ts';
export {
  awaitedRefunds,
  claimRefund,
  findRefund,
  providerRefundKey,
  refundFigures,
  settleRefund,
} from './refunds.ts';
export type { ClaimedRefund, RefundClaim, RefundRequest } from './refunds.ts';
export { shipOrder } from './shipping.ts';
export { cancelGroup } from './group-cancel.ts';
export { cancelPlace } from './place-cancel.ts';
export { recordDemoReservations } from './demo-reservations.ts';
export type { DemoReservation } from './demo-reservations.ts';
export { HELD_STATUSES, removeDemoData } from './demo-removal.ts';
export type { DemoRemoved } from './demo-removal.ts';
export { consoleTexts } from './console-texts.ts';

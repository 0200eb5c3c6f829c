/** What a shopper fixing an order's payment is told. */
export const recoveryTexts = {
  orderNotFound: 'Order not found',
  nothingToFix: (status: string) =>
    `This order's payment needs no action: it is ${status.replaceAll('_', ' ')}`,
  windowEnded: 'The time to fix this payment has ended, so the order was not completed',
  paymentMethodNotFound: 'Payment method not found: validate your card again',
  bankWantsConfirmation: 'Your bank wants you to confirm this payment',
  paymentNotFound: 'Payment not found: give your card again',
  paymentOfAnotherOrder: 'This payment is not the one for this order: give your card again',
  alreadyBeingFixed: 'This payment was just fixed in another window: see My Orders',
  charged: 'Thank you! Your card was charged and your order is on its way',
  holdRenewed: 'Thank you! Your place in the group is kept and you will be charged when it fills',
} as const;

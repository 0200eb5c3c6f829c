/** The fix-payment page's words, shared with its tests. */
export const fixPaymentTexts = {
  title: 'Update your card',
  intro: (name: string, until: string) =>
    `We could not charge your card for ${name}. Give us a card by ${until} to keep your order.`,
  amount: (amount: string) => `Amount: ${amount}`,
  newCard: 'Your new card',
  pay: (amount: string) => `Pay ${amount}`,
  keepPlace: 'Keep my place',
  groupFilled:
    'Your group has filled: the new card is charged now and your order goes on to fulfilment.',
  groupFilling:
    'Your group is still filling: the new card is held, and charged only when the group fills.',
  nothingToFix: 'This order needs no new card.',
  paid: (amount: string) => `Paid ${amount}`,
  held: (amount: string) => `${amount} held on your new card`,
  loadFailed: 'Failed to load the order',
  orderNotFound: 'Order not found',
  retry: 'Retry',
  failed: 'The card could not be used',
  bankNotConfirmed: 'The payment was not confirmed with your bank, so nothing was paid.',
  toMyOrders: 'Go to My Orders',
  loading: 'Loading the order…',
} as const;

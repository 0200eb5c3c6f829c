/** What the PWA says about its connection and the deals saved on this device, shared with tests. */
export const offlineTexts = {
  regionLabel: 'Connection',
  offline: "You're offline",
  offlineDetail:
    'Showing deals saved on this device. Joining, buying and signing in come back when you reconnect.',
  ordersAsOf: (time: string) =>
    `Showing your orders as of ${time}. Cancelling and receipts come back when you reconnect.`,
  ordersUnreachable: (time: string) =>
    `Showing your orders as of ${time}: the store is out of reach.`,
  noSavedOrders: 'None of your orders are saved on this device yet.',
  checkout: 'Your cart is kept on this device. Paying comes back when you reconnect.',
  confirmation: 'Showing the confirmation saved on this device.',
  signIn: 'Signing in comes back when you reconnect.',
  elsewhere: 'This screen comes back when you reconnect.',
  savedAt: (time: string) => `Saved at ${time}`,
  dealNotSaved: "This deal isn't saved for offline use",
  dealNotSavedDetail:
    'Connect to the internet to see it. The deals saved on this device are still here.',
  savedDeals: 'See saved deals',
} as const;

/** What the group engine tells shoppers, in one place so tests and routes share them. */
export const groupTexts = {
  joined: (quantity: number) =>
    `You reserved ${quantity} unit${quantity === 1 ? '' : 's'}; you will be charged when the group fills`,
  joinedAndFilled: 'You completed the group! Everyone in it is being charged now',
  left: 'You left the deal; your reservation was released and nothing was charged',
  notInDeal: 'You have no pending reservation in this deal',
  productMismatch: "Invalid field 'productId': it is not this deal's product",
  bought: 'Your order is paid and will ship soon',
  notCancellable: (status: string) =>
    `This order is ${status.replaceAll('_', ' ')} and can no longer be cancelled`,
  groupFilled: 'This group is already full and being charged, so it can no longer be cancelled',
} as const;

/** Why a deal's live stream is refused; the PWA then follows the deal by polling. */
export const streamTexts = {
  tooManyFromAddress: (cap: number) =>
    `Too many live deal streams from your address (at most ${cap}); close a deal page and try again`,
  tooManyOpen: 'The store is following too many deals live right now; please try again shortly',
} as const;

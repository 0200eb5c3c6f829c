const units = (count: number) => `${count} unit${count === 1 ? '' : 's'}`;

/** What checkout tells shoppers, in one place so tests and the service share them. */
export const checkoutTexts = {
  paid: 'Your order is paid and will ship soon',
  reserved: (quantity: number) =>
    `You reserved ${units(quantity)}; your card will be charged when the group fills`,
  completedGroup: 'You completed the group! Everyone in it is being charged now',
  groupDelivery: 'About 5 business days after your group is complete',
  typeMismatch: "Invalid field 'cartItems.0.type': it must be the orderType",
  variants: (problem: string) => `Invalid field 'cartItems.0.variants': ${problem}`,
  wholeCents: (field: string) => `Invalid field '${field}': must be a whole number of cents`,
} as const;

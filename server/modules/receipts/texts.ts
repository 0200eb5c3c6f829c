/** What the receipt call says when it has nothing to send. */
export const receiptTexts = {
  notFound: 'Receipt not found',
} as const;

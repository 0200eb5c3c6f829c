/** What the payment calls tell shoppers, in one place so tests and the service share them. */
export const paymentTexts = {
  intentNotFound: 'Payment intent not found',
  tooManyHolds: (whose: 'card' | 'account' | 'address', limit: number) =>
    `Too many unfinished checkouts: ${whose === 'card' ? 'this card has' : whose === 'account' ? 'your account has' : 'your network has'} ${limit} card holds waiting for an order. Finish one of them, or try again in a few minutes.`,
  idempotencyKeyReused:
    'The Idempotency-Key header was already used for a different payment: send a new key for a new checkout',
  invalidIdempotencyKey: "Invalid header 'Idempotency-Key': must be 1 to 255 visible characters",
} as const;

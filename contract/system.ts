import { z } from 'zod';
import { successBody } from './common.ts';

/** Runtime settings the PWA reads at start: which payment provider and public keys are in force. */
export const configResponse = successBody(
  z.object({
    storeName: z.string(),
    paymentProvider: z.enum(['test', 'stripe']),
    stripePublishableKey: z.string().nullable(),
    vapidPublicKey: z.string().nullable(),
  }),
);
export type ConfigResponse = z.infer<typeof configResponse>;

export const healthResponse = successBody(z.object({ database: z.literal('ok') }));
export type HealthResponse = z.infer<typeof healthResponse>;

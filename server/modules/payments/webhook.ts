import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentWebhookEvents } from '../../db/schema.ts';
import { badRequest, serviceUnavailable } from '../../http/errors.ts';
import { markHoldLost } from '../order-engine/service.ts';

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;

export const webhookTexts = {
  notConfigured: 'Stripe webhooks are not set up on this server: STRIPE_WEBHOOK_SECRET is missing',
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: (reason: string) => `Invalid Stripe-Signature: ${reason}`,
} as const;

/**
 * Stripe's word on our payments. Each delivery is verified against the raw body, and handled
 * once: the event id is recorded in the same transaction as its effect, so a redelivery (Stripe
 * retries until it gets a 2xx) finds it and does nothing, and a failed handling is retried whole.
 */
export function createStripeWebhookService({
  db,
  clock,
  jobs,
  secret,
}: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  secret: string | null;
}) {
  return {
    configured: secret !== null,

    /** Verifies and handles one delivery; says whether it was new. */
    async receive(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ eventId: string; repeated: boolean }> {
      if (!secret) throw serviceUnavailable(webhookTexts.notConfigured);
      if (!signature) throw badRequest(webhookTexts.missingSignature);
      const now = clock.now();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          undefined,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw badRequest(
          webhookTexts.badSignature(error instanceof Error ? error.message : String(error)),
        );
      }
      const repeated = await db.transaction(async (tx) => {
        const [first] = await tx
          .insert(paymentWebhookEvents)
          .values({ id: event.id, type: event.type, receivedAt: now })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.id });
        if (!first) return true;
        // Only an intent that no longer holds money matters to us; the rest is acknowledged.
        if (
          event.type === 'payment_intent.canceled' ||
          event.type === 'payment_intent.payment_failed'
        ) {
          await markHoldLost(tx, jobs, eq(orders.paymentIntentId, event.data.object.id), now);
        }
        return false;
      });
      return { eventId: event.id, repeated };
    },
  };
}

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs/queue.ts';
import type { JobDefinition } from '../../adapters/jobs/queue.ts';

const id = z.number().int().positive();
const intentId = z.string().min(1);

const chargeBatchPayload = z.object({ batchId: id });
const chargeBatchKeyPrefix = 'batch-';
const chargeBatchField = 'batchId' satisfies keyof z.infer<typeof chargeBatchPayload>;

/** Charges every hold of a filled batch; queued by the reservation statement that filled it. */
export const chargeBatchJob = {
  ...defineJob('charge-batch', chargeBatchPayload),
  /** The batch's one charge job: a batch whose filling is retried or raced is charged once. */
  keyOf: (batchId: number) => `${chargeBatchKeyPrefix}${batchId}`,
  /**
   * The same key and data in SQL, for the reservation statement that writes the job's row
   * itself beside the batch it fills; `batchId` is that batch's id column.
   */
  inSql: (batchId: SQL) => ({
    key: sql`${chargeBatchKeyPrefix}::text || ${batchId}`,
    data: sql`jsonb_build_object(${chargeBatchField}::text, ${batchId})`,
  }),
};
const tierReachedPayload = z.object({ batchId: id, tierUnits: id });
const [tierBatchField, tierUnitsField] = [
  'batchId',
  'tierUnits',
] as const satisfies readonly (keyof z.infer<typeof tierReachedPayload>)[];

/**
 * Tells a tiered group's members that it reached a tier (docs/decisions/0034); queued by the
 * reservation statement that reached it, once per batch and tier.
 */
export const tierReachedJob = {
  ...defineJob('tier-reached', tierReachedPayload, { lane: 'notify' }),
  inSql: (batchId: SQL, tierUnits: SQL) => ({
    key: sql`'batch-'::text || ${batchId} || '-tier-' || ${tierUnits}`,
    data: sql`jsonb_build_object(${tierBatchField}::text, ${batchId}, ${tierUnitsField}::text, ${tierUnits})`,
  }),
};

/** Lets a card hold go, once per intent. */
export const releaseHoldJob = defineJob('release-hold', z.object({ intentId, reason: z.string() }));
/** Ends an order whose shopper did not fix the card within the payment window. */
export const paymentWindowEndedJob = defineJob('payment-window-ended', z.object({ orderId: id }));
/** Places a new hold before the reservation's current one lapses. */
export const reauthoriseHoldJob = defineJob(
  'reauthorise-hold',
  z.object({ orderId: id, intentId }),
);
/** Finishes the capture of a solo order whose request died before capturing it. */
export const captureSoloOrderJob = defineJob('capture-solo-order', z.object({ orderId: id }));
/** Settles an intent that no order accounts for. */
export const reconcileIntentJob = defineJob('reconcile-intent', z.object({ intentId }));
/** Makes the receipt of an order that was just charged or fulfilled. */
export const makeReceiptJob = defineJob('make-receipt', z.object({ orderId: id }));
/** Asks the provider again about a refund whose answer never came, under the refund's own key. */
export const settleRefundJob = defineJob('settle-refund', z.object({ refundId: id }));

/** Every job of the order's life; each runs in the money lane but the news of a tier reached. */
export const orderEngineJobs = [
  chargeBatchJob,
  tierReachedJob,
  releaseHoldJob,
  paymentWindowEndedJob,
  reauthoriseHoldJob,
  captureSoloOrderJob,
  reconcileIntentJob,
  makeReceiptJob,
  settleRefundJob,
] as const satisfies readonly JobDefinition[];

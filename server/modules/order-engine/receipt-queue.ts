import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';

import { makeReceiptJob } from './jobs.ts';

/** Where the owner fetches an order's receipt (docs/product.md §3's receipt_url); '.pdf' tells the PWA its kind. */
export const receiptUrlOf = (orderId: number) => `/api/v1/orders/${orderId}/receipt.pdf`;

/**
 * Queues the receipt of an order that was just charged, in the charging transaction: the
 * receipt exists exactly when the charge does, and a second call for the order adds nothing.
 */
export async function queueReceipt(tx: Db, jobs: JobQueue, orderId: number): Promise<void> {
  await jobs.enqueue(tx, makeReceiptJob, `order-${orderId}`, { orderId });
}

import type { JobHandlers } from '../../adapters/jobs/queue.ts';
import { makeReceiptJob } from '../order-engine/service.ts';
import type { ReceiptsService } from './service.ts';

/** What makes the receipt of an order the order engine has just charged or fulfilled. */
export function receiptJobHandlers(
  receipts: ReceiptsService,
): JobHandlers<readonly [typeof makeReceiptJob]> {
  return { [makeReceiptJob.queue]: ({ orderId }) => receipts.makeReceipt(orderId) };
}

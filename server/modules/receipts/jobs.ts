import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { makeReceiptJob } from '../order-engine/service.ts';
import type { ReceiptsService } from './service.ts';

export function registerReceiptJobs({
  jobs,
  receipts,
}: {
  jobs: JobQueue;
  receipts: ReceiptsService;
}): void {
  jobs.handle(makeReceiptJob, ({ orderId }) => receipts.makeReceipt(orderId));
}

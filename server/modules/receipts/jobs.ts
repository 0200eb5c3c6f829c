import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { MAKE_RECEIPT } from './queue.ts';
import type { ReceiptsService } from './service.ts';

export function registerReceiptJobs({
  jobs,
  receipts,
}: {
  jobs: JobQueue;
  receipts: ReceiptsService;
}): void {
  jobs.handle(MAKE_RECEIPT, (data) => receipts.makeReceipt(Number(data.orderId)));
}

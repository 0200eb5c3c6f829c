import { defineModule, handles } from '../../module.ts';
import { makeReceiptJob } from '../order-engine/service.ts';
import { receiptJobHandlers } from './jobs.ts';
import { receiptRoutes } from './routes.ts';
import { createReceiptsService } from './service.ts';
import { sessionGuardModule } from '../auth/module.ts';

/** The PDF receipt of a charged or fulfilled order. */
export const receiptsModule = defineModule({
  name: 'receipts',
  service: ({ db, clock, config }) =>
    createReceiptsService({ db, clock, storeName: config.storeName }),
  routes: (receipts, { use }) => receiptRoutes({ receipts, guard: use(sessionGuardModule) }),
  jobs: (receipts) => [handles([makeReceiptJob], receiptJobHandlers(receipts))],
});

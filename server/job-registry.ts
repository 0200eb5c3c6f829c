import { dealAlertJobs } from './modules/admin/deal-alerts.ts';
import { alertJobs } from './modules/alerts/jobs.ts';
import { orderEngineJobs } from './modules/order-engine/service.ts';

/**
 * Every kind of background job the server runs. `jobs.register(serverJobs, handlers)` pairs each
 * with its handler: one left without a handler fails the type check, and the server refuses to
 * start (the queue throws at registration) rather than meet the job only when it is due.
 */
export const serverJobs = [...orderEngineJobs, ...alertJobs, ...dealAlertJobs] as const;

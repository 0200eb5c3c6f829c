import { defineModule, handles } from '../../module.ts';
import type { Platform } from '../../module.ts';
import { groupJobHandlers, groupJobs, registerGroupSweeps } from './group-charge.ts';
import { captureSoloOrderJob, reconcileIntentJob } from './jobs.ts';
import { reconciliationJobHandlers, registerReconciliationSweep } from './reconciliation.ts';
import { soloChargeJobHandlers } from './solo-charge.ts';

/**
 * The order's life after it is placed: charging filled groups and solo buys, expiries, holds
 * renewed or released, and reconciling what the provider holds with the orders
 * (docs/decisions/0005). Other modules place and change orders through its service.ts.
 */
export const orderEngineModule = defineModule({
  name: 'order-engine',
  jobs: (_none, platform) => {
    const engine = engineDeps(platform);
    const reconciliation = reconciliationDeps(platform);
    return [
      handles(groupJobs, groupJobHandlers(engine)),
      handles([captureSoloOrderJob], soloChargeJobHandlers(engine)),
      handles([reconcileIntentJob], reconciliationJobHandlers(reconciliation)),
    ];
  },
  sweeps: (_none, platform) => {
    registerGroupSweeps(engineDeps(platform));
    registerReconciliationSweep(reconciliationDeps(platform));
  },
});

function engineDeps({ db, clock, payments, jobs, listingCache }: Platform) {
  return { db, clock, payments: payments.provider, jobs, listingCache };
}

function reconciliationDeps({ db, clock, jobs, payments, mailer, config }: Platform) {
  return { db, clock, jobs, payments: payments.provider, mailer, adminEmails: config.adminEmails };
}

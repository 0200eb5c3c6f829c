import { describe, expect, it } from 'vitest';
import type { PushSender } from '../../server/adapters/push/sender.ts';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

/** A push service that fails its first push to `flaky` (a dropped connection, a 503), then works. */
function onceFlakyPushService(flaky: string) {
  const delivered: string[] = [];
  let failedOnce = false;
  const sender: PushSender = {
    async send(target) {
      if (target.endpoint === flaky && !failedOnce) {
        failedOnce = true;
        return 'failed';
      }
      delivered.push(target.endpoint);
      return 'sent';
    },
  };
  return { delivered, sender };
}

const endpointOf = (name: string) => `https://push.example/${name}`;
const service = onceFlakyPushService(endpointOf('visitor-2'));
const t = useTestApp({ push: service.sender });

describe("a new deal's push that the push service fails once", () => {
  it('reaches that browser on the retry, and nobody else twice', async () => {
    const build = catalogBuilder(t.db, TEST_NOW);
    const category = await build.category('Garden');
    const deal = await build.deal((await build.subcategory(category.id, 'Tools')).id);
    const names = ['visitor-1', 'visitor-2', 'visitor-3'];
    await t.db.insert(pushSubscriptions).values(
      names.map((name) => ({
        endpoint: endpointOf(name),
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
        categories: [category.id],
        createdAt: TEST_NOW,
      })),
    );

    await queueNewDealAlerts(t.db, t.jobs, deal.id);
    await t.jobs.runDueJobs();
    // Past the retry's wait.
    t.clock.advance(10 * 60_000);
    await t.jobs.runDueJobs();

    expect(service.delivered.sort()).toEqual(names.map(endpointOf));
  });
});

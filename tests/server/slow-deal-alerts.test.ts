import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/adapters/clock.ts';
import { createJobQueue } from '../../server/adapters/jobs/queue.ts';
import type { PushSender } from '../../server/adapters/push/sender.ts';
import { jobs, pushSubscriptions } from '../../server/db/schema.ts';
import {
  dealAlertJobHandlers,
  dealAlertJobs,
  queueNewDealAlerts,
} from '../../server/modules/admin/deal-alerts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { useTestDatabase } from '../fixtures/use-test-database.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const database = useTestDatabase();

describe('a new-deal alert to visitors through a slow push service', () => {
  it('reaches every visitor in smaller batches instead of being abandoned at the time limit', async () => {
    const { db } = database;
    const clock = fixedClock(NOW);
    // Twelve pushes of 150 ms are far past this limit in one job, well within it in several.
    const queue = createJobQueue({ db, clock, timeLimitMs: 1_500 });
    const pushed: string[] = [];
    const slowPush: PushSender = {
      async send(target) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        pushed.push(target.endpoint);
        return 'sent';
      },
    };
    queue.register(dealAlertJobs, dealAlertJobHandlers({ db, clock, jobs: queue, push: slowPush }));
    const build = catalogBuilder(db, NOW);
    const category = await build.category('Outdoors');
    const subcategory = await build.subcategory(category.id, 'Camping');
    const endpoints = Array.from({ length: 12 }, (_, i) => `https://push.example/visitor-${i}`);
    await db.insert(pushSubscriptions).values(
      endpoints.map((endpoint) => ({
        endpoint,
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA',
        auth: 'tBHItJI5svbpez7KI4CCXg',
        userId: null,
        email: 'visitor@example.com',
        categories: [category.id],
        createdAt: NOW,
      })),
    );
    const deal = await build.deal(subcategory.id);

    await queueNewDealAlerts(db, queue, deal.id);
    await queue.runDueJobs();

    expect([...new Set(pushed)].sort()).toEqual([...endpoints].sort());
    const failures = await db.select({ lastError: jobs.lastError }).from(jobs);
    expect(failures.filter((job) => job.lastError !== null)).toEqual([]);
  });
});

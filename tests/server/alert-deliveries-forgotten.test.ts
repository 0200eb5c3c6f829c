import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/adapters/mail/mailer.ts';
import { alertDeliveries } from '../../server/db/schema.ts';
import { queueDealAlertSend, queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { categoryFollowers } from '../fixtures/category-followers.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

/** Followers of each kind: two pages of the fan-out and part of a third. */
const FOLLOWERS = 450;
const HOUR_MS = 3_600_000;

const mailed: string[] = [];
const mailer: Mailer = { send: async (message) => void mailed.push(message.to) };
const { pushed, sender } = recordingPushService();
const t = useTestApp({ push: sender, mailer });

const followersOf = (categoryId: number) => categoryFollowers(t.db, categoryId, FOLLOWERS);

/** The store's record of who an alert reached, per alert and channel. */
async function deliveriesKept() {
  const rows = await t.db
    .select({ alert: alertDeliveries.alert, channel: alertDeliveries.channel, n: count() })
    .from(alertDeliveries)
    .groupBy(alertDeliveries.alert, alertDeliveries.channel)
    .orderBy(alertDeliveries.alert, alertDeliveries.channel);
  return rows.map(
    ({ alert, channel, n }) => `${alert.replace(/-send-.*/, '-send')} ${channel} ${n}`,
  );
}

describe('the record of who a deal alert reached', () => {
  it('is dropped a day after the alert went out, while a later alert keeps its own', async () => {
    const build = catalogBuilder(t.db, TEST_NOW);
    const category = await build.category('Garden');
    const deal = await build.deal((await build.subcategory(category.id, 'Tools')).id);
    await followersOf(category.id);

    await queueNewDealAlerts(t.db, t.jobs, deal.id);
    await t.jobs.runDueJobs();
    expect(pushed).toHaveLength(FOLLOWERS);
    expect(mailed).toHaveLength(FOLLOWERS);
    const announcement = [`deal-${deal.id} mail ${FOLLOWERS}`, `deal-${deal.id} push ${FOLLOWERS}`];
    expect(await deliveriesKept()).toEqual(announcement);

    t.clock.advance(12 * HOUR_MS);
    await queueDealAlertSend(t.db, t.jobs, deal.id, { key: randomUUID(), at: t.clock.now() });
    await t.jobs.runDueJobs();
    expect(pushed).toHaveLength(2 * FOLLOWERS);
    const operatorsSend = `deal-${deal.id}-send push ${FOLLOWERS}`;
    expect(await deliveriesKept()).toEqual([...announcement, operatorsSend]);

    t.clock.advance(11 * HOUR_MS);
    await t.jobs.runDueJobs();
    expect(await deliveriesKept()).toEqual([...announcement, operatorsSend]);

    t.clock.advance(2 * HOUR_MS);
    await t.jobs.runDueJobs();
    expect(await deliveriesKept()).toEqual([operatorsSend]);

    t.clock.advance(12 * HOUR_MS);
    await t.jobs.runDueJobs();
    expect(await deliveriesKept()).toEqual([]);
    // Nobody was alerted again by forgetting.
    expect(pushed).toHaveLength(2 * FOLLOWERS);
    expect(mailed).toHaveLength(FOLLOWERS);
  });
});

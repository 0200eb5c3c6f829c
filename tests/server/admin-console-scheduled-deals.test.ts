import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminDealRow } from '../../contract/admin-console.ts';
import { jobs, notifications, users } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, shopperWithCard } from '../fixtures/groups.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

const HOUR = 3_600_000;
const c = useConsole();
afterEach(() => c.t.clock.set(TEST_NOW));

/** A deal created through the console, active, opening at `startsAt`. */
async function scheduledDeal(title: string, startsAt: Date) {
  const product = await c.build.deal(c.subcategoryId, { status: 'inactive', reserved: null });
  const created = await c.admin('POST', '/deals', {
    product_id: product.productId,
    title,
    group_deal_price_cents: 900,
    total_units_needed: 2,
    expiry_date: new Date(TEST_NOW.getTime() + 72 * HOUR).toISOString(),
    starts_at: startsAt.toISOString(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; encoded_id: string };
}

/** The console's deal list row of `dealId`, under the status filter `status` ('' for all). */
async function listed(dealId: number, status = '') {
  const page = await c.admin('GET', `/deals?status=${status}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.data.rows as AdminDealRow[]).find((row) => row.id === dealId);
}

/** A signed-in shopper who wants alerts of the console's test category. */
async function follower(name: string) {
  const shopper = await shopperWithCard(c.t, CARDS.succeeds, name);
  await c.t.db
    .update(users)
    .set({ favouriteCategories: ['Electronics'], dealAlerts: true })
    .where(eq(users.id, shopper.userId));
  return shopper;
}

const toldAbout = (userId: number, encodedId: string) =>
  c.t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((row) => row.url === `/deal/${encodedId}`));

describe('a deal scheduled to open tomorrow, in the console', () => {
  it('an operator sees it listed as Scheduled with its start, found by the Scheduled filter and not by Active, and Active once it opens', async () => {
    const startsAt = new Date(TEST_NOW.getTime() + 24 * HOUR);
    const deal = await scheduledDeal('Tomorrow’s Kettle', startsAt);

    const row = await listed(deal.id);
    expect(row?.status).toBe('scheduled');
    expect(row?.starts_at).toBe(startsAt.toISOString());
    expect(await listed(deal.id, 'scheduled')).toBeDefined();
    expect(await listed(deal.id, 'active')).toBeUndefined();

    c.t.clock.set(new Date(startsAt.getTime() + 1_000));
    await c.operatorSignsInAgain();
    expect((await listed(deal.id))?.status).toBe('active');
    expect(await listed(deal.id, 'active')).toBeDefined();
    expect(await listed(deal.id, 'scheduled')).toBeUndefined();
  });

  it('an operator who sends its alert before it opens is told it goes out by itself when it opens', async () => {
    const deal = await scheduledDeal('Early Alert Lamp', new Date(TEST_NOW.getTime() + 24 * HOUR));
    const sent = await c.admin('POST', `/deals/${deal.id}/alert`, {});
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(
      'This deal is announced by itself when it opens; send an alert after that',
    );
  });
});

describe('the alert of a deal scheduled for later', () => {
  it('followers of its category hear of a deal created to open tomorrow when it opens, not when it was created', async () => {
    const shopper = await follower('tomorrow');
    const startsAt = new Date(TEST_NOW.getTime() + 24 * HOUR);
    const deal = await scheduledDeal('Tomorrow’s Toaster', startsAt);
    // Its alert waits for the start in the queue, rather than waking now to wait again.
    const queued = await c.t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `deal-${deal.id}`));
    expect(queued.map((job) => job.runAt)).toEqual([startsAt, startsAt]);

    await c.t.jobs.runDueJobs();
    expect(await toldAbout(shopper.userId, deal.encoded_id)).toEqual([]);
    c.t.clock.set(new Date(startsAt.getTime() - 1_000));
    await c.t.jobs.runDueJobs();
    expect(await toldAbout(shopper.userId, deal.encoded_id)).toEqual([]);
    c.t.clock.set(new Date(startsAt.getTime() + 1_000));
    await c.t.jobs.runDueJobs();
    expect(await toldAbout(shopper.userId, deal.encoded_id)).toHaveLength(1);
  });

  it('followers hear of it at its new start when the operator brings the opening forward, and only once', async () => {
    const shopper = await follower('sooner');
    const deal = await scheduledDeal('Sooner Speaker', new Date(TEST_NOW.getTime() + 48 * HOUR));
    await c.t.jobs.runDueJobs();

    const sooner = new Date(TEST_NOW.getTime() + 2 * HOUR);
    const moved = await c.admin('PATCH', `/deals/${deal.id}`, { starts_at: sooner.toISOString() });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    c.t.clock.set(new Date(sooner.getTime() + 1_000));
    await c.t.jobs.runDueJobs();
    expect(await toldAbout(shopper.userId, deal.encoded_id)).toHaveLength(1);

    c.t.clock.set(new Date(TEST_NOW.getTime() + 49 * HOUR));
    await c.t.jobs.runDueJobs();
    expect(await toldAbout(shopper.userId, deal.encoded_id)).toHaveLength(1);
  });
});

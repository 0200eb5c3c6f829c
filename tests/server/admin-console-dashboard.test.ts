import { describe, expect, it } from 'vitest';
import { emailSubscribers } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const c = useConsole();

const at = (offsetMs: number) => new Date(TEST_NOW.getTime() + offsetMs);

/** At `offsetMs` from TEST_NOW a shopper signs in and reserves `quantity` units of the deal. */
async function joinAt(offsetMs: number, dealId: number, quantity = 1) {
  c.t.clock.set(at(offsetMs));
  const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'member');
  const joined = await call(c.t, 'POST', `/deals/${dealId}/join`, shopper.token, { quantity });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  await c.t.jobs.runDueJobs();
  return (joined.body as { data: { id: number } }).data;
}

describe('the dashboard', () => {
  it('an operator sees the period’s gross sales, orders, groups filled, fill rate, median time to fill, refunds and subscribers', async () => {
    // Before the period: a group of two at $50 that filled two days earlier counts for nothing.
    const old = await c.build.deal(c.subcategoryId, {
      groupSize: 2,
      priceCents: 5_000,
      reserved: null,
    });
    await joinAt(-48 * HOUR, old.id);
    await joinAt(-48 * HOUR + MINUTE, old.id);

    // In the period: a $10 group fills in 20 minutes, a $15 group in an hour, a third is cancelled.
    const quick = await c.build.deal(c.subcategoryId, {
      groupSize: 2,
      priceCents: 1_000,
      reserved: null,
    });
    const refunded = await joinAt(0, quick.id);
    await joinAt(20 * MINUTE, quick.id);
    const slow = await c.build.deal(c.subcategoryId, {
      groupSize: 2,
      priceCents: 1_500,
      reserved: null,
    });
    await joinAt(HOUR, slow.id);
    await joinAt(2 * HOUR, slow.id);
    const unlucky = await c.build.deal(c.subcategoryId, { groupSize: 3, reserved: null });
    await joinAt(3 * HOUR, unlucky.id);

    await c.operatorSignsInAgain();
    const groups = await c.admin('GET', `/deals/${unlucky.id}/groups`);
    const cancelled = await c.admin('POST', `/groups/${groups.body.data.open.id}/cancel`, {
      reason: 'Supplier ran out',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refund = await c.admin('POST', `/orders/${refunded.id}/refund`, {
      amount_cents: 400,
      reason: 'dented',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    await c.t.db.insert(emailSubscribers).values([
      { email: 'one@example.com', subscribedAt: at(-HOUR), confirmedAt: at(-HOUR) },
      { email: 'two@example.com', subscribedAt: at(-HOUR), confirmedAt: at(-HOUR) },
      { email: 'three@example.com', subscribedAt: at(-HOUR), confirmedAt: at(-HOUR) },
      {
        email: 'gone@example.com',
        subscribedAt: at(-HOUR),
        confirmedAt: at(-HOUR),
        unsubscribedAt: at(0),
      },
      // Never confirmed the mailed link: not a subscriber yet.
      { email: 'waiting@example.com', subscribedAt: at(-HOUR) },
    ]);

    const from = at(-HOUR).toISOString();
    const to = at(24 * HOUR).toISOString();
    const shown = await c.admin('GET', `/dashboard?from=${from}&to=${to}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data).toMatchObject({
      gross_sales_cents: 2 * 1_000 + 2 * 1_500,
      orders: 5,
      groups_filled: 2,
      groups_failed: 1,
      fill_rate: 0.6667,
      median_seconds_to_fill: (20 * 60 + 60 * 60) / 2,
      refunds_cents: 400,
      refunds_count: 1,
      subscribers: 3,
    });
    const today = shown.body.data.by_day.find((day: { date: string }) => day.date === '2026-06-01');
    expect(today).toEqual({
      date: '2026-06-01',
      gross_sales_cents: 5_000,
      orders: 5,
      groups_filled: 2,
      refunds_cents: 400,
    });
  });
});

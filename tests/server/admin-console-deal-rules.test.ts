import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, paymentIntents, users } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

const MINUTE = 60_000;
const c = useConsole();
afterEach(() => c.t.clock.set(TEST_NOW));

const listedIds = async () => {
  const listed = await call(c.t, 'GET', '/ecommerce/active-deal?limit=50');
  return (listed.body as { data: { id: number }[] }).data.map((deal) => deal.id);
};

const foundIds = async (title: string) => {
  const found = await call(c.t, 'GET', `/products/search?q=${encodeURIComponent(title)}`);
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  return (found.body as { data: { id: number }[] }).data.map((deal) => deal.id);
};

/** Every hold the test provider placed and still keeps (not released). */
const heldIntents = async () =>
  (await c.t.db.select().from(paymentIntents)).filter(
    (intent) => intent.status === 'requires_capture',
  );

describe('a deal scheduled to start later', () => {
  it('an operator schedules a deal to open in ten minutes: shoppers neither see nor buy it until it opens, the console has it all along', async () => {
    const deal = await c.build.deal(c.subcategoryId, {
      groupSize: 2,
      reserved: null,
      title: 'Tortoiseshell Lantern Pair',
    });
    const startsAt = new Date(TEST_NOW.getTime() + 10 * MINUTE);
    const scheduled = await c.admin('PATCH', `/deals/${deal.id}`, {
      starts_at: startsAt.toISOString(),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

    expect(await listedIds()).not.toContain(deal.id);
    expect(await foundIds('tortoiseshell lantern')).not.toContain(deal.id);
    const withExpired = await call(
      c.t,
      'GET',
      '/ecommerce/active-deal?limit=50&include_expired=true',
    );
    expect((withExpired.body as { data: { id: number }[] }).data.map((d) => d.id)).not.toContain(
      deal.id,
    );
    const page = await call(c.t, 'GET', `/ecommerce/deals/${deal.id}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe('This deal opens on 2026-06-01 12:10 UTC');
    expect(page.body.data).toEqual({ opens_at: startsAt.toISOString() });

    const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'early');
    const heldBefore = (await heldIntents()).length;
    const join = await call(c.t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 1 });
    expect(join.status).toBe(409);
    expect(join.body.message).toBe('This deal opens on 2026-06-01 12:10 UTC');
    const buy = await call(c.t, 'POST', `/deals/${deal.id}/buy-all`, shopper.token, {
      paymentMethodId: shopper.card.id,
      orderUnits: [{}, {}],
    });
    expect(buy.status).toBe(409);
    expect(buy.body.message).toBe('This deal opens on 2026-06-01 12:10 UTC');
    // Whatever the refusals placed on the card is let go.
    await c.t.jobs.runDueJobs();
    expect(await heldIntents()).toHaveLength(heldBefore);

    const consoleList = await c.admin('GET', '/deals');
    expect(consoleList.body.data.rows.map((row: { id: number }) => row.id)).toContain(deal.id);
    const consolePage = await c.admin('GET', `/deals/${deal.id}`);
    expect(consolePage.status).toBe(200);
    expect(consolePage.body.data.starts_at).toBe(startsAt.toISOString());

    c.t.clock.set(new Date(startsAt.getTime() + 1_000));
    expect(await listedIds()).toContain(deal.id);
    expect(await foundIds('tortoiseshell lantern')).toContain(deal.id);
    expect((await call(c.t, 'GET', `/ecommerce/deals/${deal.id}`)).status).toBe(200);
    const opened = await call(c.t, 'POST', `/deals/${deal.id}/join`, shopper.token, {
      quantity: 1,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  });
});

describe('a scheduled deal’s alert', () => {
  it('followers of its category hear of a deal activated ahead of its start only once it opens', async () => {
    const follower = await shopperWithCard(c.t, CARDS.succeeds, 'follower');
    await c.t.db
      .update(users)
      .set({ favouriteCategories: ['Electronics'], dealAlerts: true })
      .where(eq(users.id, follower.userId));
    const deal = await c.build.deal(c.subcategoryId, { status: 'inactive', reserved: null });
    const startsAt = new Date(TEST_NOW.getTime() + 10 * MINUTE);
    const activated = await c.admin('PATCH', `/deals/${deal.id}`, {
      status: 'active',
      starts_at: startsAt.toISOString(),
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const told = () =>
      c.t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, follower.userId))
        .then((rows) => rows.filter((row) => row.url === `/deal/${deal.encodedId}`));

    await c.t.jobs.runDueJobs();
    expect(await told()).toEqual([]);
    c.t.clock.set(new Date(startsAt.getTime() + 1_000));
    await c.t.jobs.runDueJobs();
    expect(await told()).toHaveLength(1);
  });
});

describe('a per-shopper unit limit', () => {
  it('an operator limits a deal to 2 units a shopper: a third unit is refused in words, other shoppers still join', async () => {
    const deal = await c.build.deal(c.subcategoryId, { groupSize: 6, reserved: null });
    const limited = await c.admin('PATCH', `/deals/${deal.id}`, { max_units_per_shopper: 2 });
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    const keen = await shopperWithCard(c.t, CARDS.succeeds, 'keen');

    const tooMany = await call(c.t, 'POST', `/deals/${deal.id}/join`, keen.token, { quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('You can have at most 2 units of this deal');

    const two = await call(c.t, 'POST', `/deals/${deal.id}/join`, keen.token, { quantity: 2 });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    const third = await call(c.t, 'POST', `/deals/${deal.id}/join`, keen.token, { quantity: 1 });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      'You can have at most 2 units of this deal, and you already hold 2',
    );

    const other = await shopperWithCard(c.t, CARDS.succeeds, 'other');
    const joined = await call(c.t, 'POST', `/deals/${deal.id}/join`, other.token, { quantity: 2 });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  });

  it('a shopper cannot buy a whole group alone when it is bigger than the limit', async () => {
    const deal = await c.build.deal(c.subcategoryId, { groupSize: 3, reserved: null });
    await c.admin('PATCH', `/deals/${deal.id}`, { max_units_per_shopper: 2 });
    const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'bulk');
    const buy = await call(c.t, 'POST', `/deals/${deal.id}/buy-all`, shopper.token, {
      paymentMethodId: shopper.card.id,
      orderUnits: [{}, {}, {}],
    });
    expect(buy.status).toBe(409);
    expect(buy.body.message).toBe('You can have at most 2 units of this deal');
    const [charged] = await c.t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.status, 'succeeded'));
    expect(charged).toBeUndefined();
  });
});

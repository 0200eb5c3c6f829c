import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders, paymentIntents } from '../../server/db/schema.ts';
import { CARDS, call, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { signIn } from '../fixtures/sign-in.ts';
import { HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { join, LADDER, tieredDeal } from '../fixtures/tiered-deals.ts';
import { useStore } from '../fixtures/use-store.ts';

const store = useStore('Kitchen', 'Mugs', { shoppers: [] });
afterEach(() => store.t.clock.set(TEST_NOW));
const JUNE_28 = new Date('2026-06-28T12:00:00.000Z');

const orderOf = async (shopper: Shopper, dealId: number) =>
  (
    await store.t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, shopper.userId), eq(orders.dealId, dealId)))
  )[0];

describe('a tiered group’s card-fix window', () => {
  it('a member whose hold lapsed while the group filled, and who gives a new card after it closed at a lower tier, is charged that tier’s price like everyone else', async () => {
    const deal = await tieredDeal(store.t, store.newDeal, LADDER, { expiresInHours: 60 * 24 });
    store.t.clock.set(JUNE_28);
    // A card good until the end of June: the hold's renewal, due in July, is refused.
    const carol = await shopperWithCard(store.t, CARDS.succeeds, 'carol', { month: 6, year: 2026 });
    await join(store.t, deal.id, carol, 2);
    for (let step = 0; step < 22; step++) {
      store.t.clock.advance(6 * HOUR);
      await store.t.jobs.runDueJobs();
    }
    expect((await orderOf(carol, deal.id))?.status).toBe('payment_action_required');

    // Others bring the group to its last tier: it closes and they pay $14 a unit.
    const others = await Promise.all(
      [1, 2].map((i) => shopperWithCard(store.t, CARDS.succeeds, `other${i}`)),
    );
    for (const other of others) await join(store.t, deal.id, other, 2);
    await store.t.jobs.runDueJobs();
    expect((await orderOf(others[0] as Shopper, deal.id))?.unitPriceCents).toBe(1_400);

    const back = { ...carol, token: (await signIn(store.t, carol.email)).tokens.accessToken };
    const card = await saveCard(store.t, back.token, CARDS.succeeds);
    const lost = await orderOf(carol, deal.id);
    const fixed = await call(store.t, 'POST', `/orders/${lost?.id}/payment`, back.token, {
      paymentMethodId: card.id,
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const paid = await orderOf(carol, deal.id);
    expect(paid).toMatchObject({
      status: 'charged_awaiting_fulfillment',
      unitPriceCents: 1_400,
      totalCents: 2_800,
    });
    const [charge] = await store.t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paid?.paymentIntentId ?? ''));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 2_800 });
  });
});

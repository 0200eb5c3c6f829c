import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentRefusedBody } from '../../contract/checkout.ts';
import type { FixPaymentResponse, Order } from '../../contract/orders.ts';
import {
  batches,
  notifications,
  orders,
  paymentCaptures,
  paymentIntents,
} from '../../server/db/schema.ts';
import { CARDS, call, refusal, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { signIn } from '../fixtures/sign-in.ts';
import { useStore } from '../fixtures/use-store.ts';
import { DAY, HOUR, TEST_NOW } from '../fixtures/test-app.ts';

const store = useStore('Kitchen', 'Knives', { shoppers: ['alice'] });
afterEach(() => store.t.clock.set(TEST_NOW));

const join = (shopper: Shopper, dealId: number) =>
  call(store.t, 'POST', `/deals/${dealId}/join`, shopper.token, { quantity: 1 });
const orderOf = async (shopper: Shopper, dealId: number) =>
  (
    await store.t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, shopper.userId), eq(orders.dealId, dealId)))
  )[0];
const intent = async (id: string | null | undefined) =>
  (
    await store.t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, id ?? ''))
  )[0];
const reservedUnits = async (dealId: number) =>
  (await store.t.db.select().from(batches).where(eq(batches.dealId, dealId))).map(
    (batch) => batch.reservedUnits,
  );
const fix = (shopper: Shopper, orderId: number, paymentMethodId: string) =>
  call(store.t, 'POST', `/orders/${orderId}/payment`, shopper.token, { paymentMethodId });
const fixWith = (shopper: Shopper, orderId: number, paymentMethodId: string, intentId: string) =>
  call(store.t, 'POST', `/orders/${orderId}/payment`, shopper.token, {
    paymentMethodId,
    paymentIntentId: intentId,
  });
/** Near the end of June, with a card that is good until the month is out. */
async function shopperWhoseCardExpiresThisMonth(name: string): Promise<Shopper> {
  store.t.clock.set(JUNE_28);
  return shopperWithCard(store.t, CARDS.succeeds, name, { month: 6, year: 2026 });
}
/** Access tokens are short-lived: after days pass, a shopper signs in again. */
async function signedInAgain(shopper: Shopper): Promise<Shopper> {
  const session = await signIn(store.t, shopper.email);
  return { ...shopper, token: session.tokens.accessToken };
}
const JUNE_28 = new Date('2026-06-28T12:00:00.000Z');

/** Lets time pass the way a running server would: sweeps and due jobs at each step. */
async function passTime(ms: number, step = 6 * HOUR) {
  for (let passed = 0; passed < ms; passed += step) {
    store.t.clock.advance(Math.min(step, ms - passed));
    await store.t.jobs.runDueJobs();
  }
}

describe('holds that outlive the card network’s limit', () => {
  it('places a new hold before the old one lapses, releases the old one, and charges the new one when the group fills', async () => {
    const deal = await store.newDeal({ groupSize: 2, expiresInHours: 20 * 24 });
    expect((await join(store.alice, deal.id)).status).toBe(200);
    const first = await orderOf(store.alice, deal.id);
    expect(first?.holdExpiresAt?.getTime()).toBe(TEST_NOW.getTime() + 7 * DAY);

    await passTime(6 * DAY);
    const renewed = await orderOf(store.alice, deal.id);
    expect(renewed?.status).toBe('pending_charge');
    expect(renewed?.paymentIntentId).not.toBe(first?.paymentIntentId);
    expect(renewed?.holdExpiresAt?.getTime()).toBeGreaterThan(TEST_NOW.getTime() + 7 * DAY);
    expect((await intent(first?.paymentIntentId))?.status).toBe('canceled');
    expect((await intent(renewed?.paymentIntentId))?.status).toBe('requires_capture');
    expect(await store.t.db.select().from(paymentCaptures)).toHaveLength(0);

    const bob = await shopperWithCard(store.t, CARDS.succeeds, 'bob');
    expect((await join(bob, deal.id)).status).toBe(200);
    await store.t.jobs.runDueJobs();
    const charged = await orderOf(store.alice, deal.id);
    expect(charged?.status).toBe('charged_awaiting_fulfillment');
    expect((await intent(charged?.paymentIntentId))?.status).toBe('succeeded');
    expect((await intent(first?.paymentIntentId))?.capturedAt).toBeNull();
  });

  it('tells the shopper with a link to fix the card when the new hold is refused, keeps their units, and a new card keeps their place', async () => {
    const deal = await store.newDeal({ groupSize: 3, expiresInHours: 60 * 24 });
    const carol = await shopperWhoseCardExpiresThisMonth('carol');
    expect((await join(carol, deal.id)).status).toBe(200);

    // The renewal is due 48 h before the hold's 7 days run out, in July: the card has expired.
    await passTime(5.5 * DAY);
    const lost = await orderOf(carol, deal.id);
    expect(lost?.status).toBe('payment_action_required');
    expect(await reservedUnits(deal.id)).toEqual([1]);
    const notes = await store.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carol.userId));
    expect(notes.find((note) => note.kind === 'payment_action_required')).toMatchObject({
      kind: 'payment_action_required',
      url: `/fix-payment/${lost?.id}`,
    });

    const back = await signedInAgain(carol);
    const card = await saveCard(store.t, back.token, CARDS.succeeds);
    const fixed = await fix(back, lost?.id ?? 0, card.id);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect((fixed.body as FixPaymentResponse).message).toBe(
      'Thank you! Your place in the group is kept and you will be charged when it fills',
    );
    await store.t.jobs.runDueJobs();
    const kept = await orderOf(carol, deal.id);
    expect(kept?.status).toBe('pending_charge');
    expect((await intent(kept?.paymentIntentId))?.status).toBe('requires_capture');
    expect((await intent(lost?.paymentIntentId))?.status).toBe('canceled');
  });

  it('gives the units of a card never fixed back to a group still filling when the window ends', async () => {
    const deal = await store.newDeal({ groupSize: 3, expiresInHours: 60 * 24 });
    const dave = await shopperWhoseCardExpiresThisMonth('dave');
    expect((await join(dave, deal.id)).status).toBe(200);
    await passTime(5.5 * DAY);
    expect((await orderOf(dave, deal.id))?.status).toBe('payment_action_required');

    await passTime(DAY);
    expect((await orderOf(dave, deal.id))?.status).toBe('payment_failed');
    expect(await reservedUnits(deal.id)).toEqual([0]);
  });
});

describe('fixing a card after the group filled', () => {
  async function failedCapture() {
    const deal = await store.newDeal({ groupSize: 2 });
    const erin = await shopperWithCard(store.t, CARDS.captureFails, 'erin');
    await join(erin, deal.id);
    await join(store.alice, deal.id);
    await store.t.jobs.runDueJobs();
    const order = await orderOf(erin, deal.id);
    expect(order?.status).toBe('payment_action_required');
    return { erin, order: order as NonNullable<typeof order> };
  }

  it('charges the new card once, sends a receipt, and a second submission finds nothing to fix', async () => {
    const { erin, order } = await failedCapture();
    const declined = await saveCard(store.t, erin.token, CARDS.declined);
    expect((await fix(erin, order.id, declined.id)).status).toBe(402);
    const card = await saveCard(store.t, erin.token, CARDS.succeeds);
    const fixed = await fix(erin, order.id, card.id);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const body = fixed.body as FixPaymentResponse;
    expect(body.message).toBe('Thank you! Your card was charged and your order is on its way');
    expect(body.data).toMatchObject<Partial<Order>>({ status: 'charged_awaiting_fulfillment' });

    const again = await fix(erin, order.id, card.id);
    expect(again).toEqual(
      refusal(409, "This order's payment needs no action: it is charged awaiting fulfillment"),
    );
    await store.t.jobs.runDueJobs();
    const [capture] = await store.t.db
      .select()
      .from(paymentCaptures)
      .where(eq(paymentCaptures.orderId, order.id));
    expect(capture).toMatchObject({ status: 'succeeded' });
    const charged = await intent(capture?.paymentIntentId);
    expect(charged).toMatchObject({ status: 'succeeded', amountCents: order.totalCents });
    expect((await intent(order.paymentIntentId))?.status).toBe('canceled');
    const [after] = await store.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.receiptUrl).toMatch(/receipt\.pdf$/);
  });

  it('a card whose bank asks for confirmation pays once the shopper has confirmed it', async () => {
    const { erin, order } = await failedCapture();
    const card = await saveCard(store.t, erin.token, CARDS.requiresAction);
    const asked = await fix(erin, order.id, card.id);
    expect(asked.status, JSON.stringify(asked.body)).toBe(402);
    const { message, data } = asked.body as PaymentRefusedBody;
    expect(message).toBe('Your bank wants you to confirm this payment');
    expect(data).toMatchObject({ requiresAction: true, clientSecret: expect.any(String) });
    const paymentIntentId = data?.paymentIntentId ?? '';
    expect((await orderOf(erin, order.dealId))?.status).toBe('payment_action_required');

    const early = await fixWith(erin, order.id, card.id, paymentIntentId);
    expect(early.status).toBe(402);
    const confirmed = await call(store.t, 'POST', '/payments/confirm', erin.token, {
      paymentIntentId,
      paymentMethodId: card.id,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const fixed = await fixWith(erin, order.id, card.id, paymentIntentId);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const body = fixed.body as FixPaymentResponse;
    expect(body.message).toBe('Thank you! Your card was charged and your order is on its way');
    expect(body.data).toMatchObject<Partial<Order>>({ status: 'charged_awaiting_fulfillment' });
    expect(await intent(paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amountCents: order.totalCents,
    });
  });

  it("refuses a confirmed payment that is not this order's, and changes nothing", async () => {
    const { erin, order } = await failedCapture();
    const { erin: other, order: otherOrder } = await failedCapture();
    const card = await saveCard(store.t, other.token, CARDS.requiresAction);
    const asked = await fix(other, otherOrder.id, card.id);
    const paymentIntentId = (asked.body as PaymentRefusedBody).data?.paymentIntentId ?? '';
    const mine = await saveCard(store.t, erin.token, CARDS.succeeds);

    expect(await fixWith(erin, order.id, mine.id, paymentIntentId)).toEqual(
      refusal(409, 'This payment is not the one for this order: give your card again'),
    );
    expect(await fixWith(erin, order.id, mine.id, 'pi_unknown')).toEqual(
      refusal(404, 'Payment not found: give your card again'),
    );
    expect((await orderOf(erin, order.dealId))?.status).toBe('payment_action_required');
  });

  it('refuses what it cannot fix with a reason and changes nothing', async () => {
    const { erin, order } = await failedCapture();
    const declined = await saveCard(store.t, erin.token, CARDS.declined);
    const standing = async () =>
      (await store.t.db.select().from(orders).where(eq(orders.id, order.id))).map((row) => ({
        status: row.status,
        paymentMethodId: row.paymentMethodId,
        paymentIntentId: row.paymentIntentId,
        paymentDueAt: row.paymentDueAt,
      }));
    const before = await standing();
    const cases: [string, Awaited<ReturnType<typeof fix>>, number, string][] = [
      ['a declined card', await fix(erin, order.id, declined.id), 402, 'Your card was declined.'],
      [
        'an unknown card',
        await fix(erin, order.id, 'pm_unknown'),
        404,
        'Payment method not found: validate your card again',
      ],
      [
        "someone else's order",
        await fix(store.alice, order.id, store.alice.card.id),
        404,
        'Order not found',
      ],
      [
        'an order that needs nothing',
        await fix(
          store.alice,
          (await orderOf(store.alice, order.dealId))?.id ?? 0,
          store.alice.card.id,
        ),
        409,
        "This order's payment needs no action: it is charged awaiting fulfillment",
      ],
    ];
    for (const [what, response, status, message] of cases) {
      expect(response, what).toEqual({ status, body: { success: false, message } });
    }
    store.t.clock.advance(DAY);
    const late = await fix(await signedInAgain(erin), order.id, erin.card.id);
    expect(late.status).toBe(409);
    expect(await standing()).toEqual(before);
  });
});

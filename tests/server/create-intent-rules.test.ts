import { placementTexts } from '../../server/modules/order-engine/texts.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHIPPING_CENTS } from '../../contract/constants.ts';
import type { CreateIntentResponse, PaymentMethod } from '../../contract/payments.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { deals } from '../../server/db/schema.ts';
import { checkoutHolds, paymentIntents } from '../../server/db/schema.ts';
import { idempotencyTexts } from '../../server/http/idempotency.ts';
import { OPEN_HOLD_LIMITS } from '../../server/modules/order-engine/service.ts';
import { paymentTexts } from '../../server/modules/payments/texts.ts';
import { call, refusal, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import { buyerAddress } from '../fixtures/checkout.ts';
import { bearer, freshEmail, freshIp } from '../fixtures/sign-in.ts';
import { useStore } from '../fixtures/use-store.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';
import { configWith } from '../../server/config.ts';

type Deal = typeof deals.$inferSelect;

const store = useStore('Toys', 'Puzzles');

type Attempt = {
  deal: Deal;
  card: PaymentMethod;
  email?: string;
  token?: string;
  ip?: string;
  quantity?: number;
  key?: string;
};

/** The checkout screen's Pay, as a group reservation of `quantity` units. */
async function createIntent(a: Attempt) {
  const quantity = a.quantity ?? 1;
  const response = await store.t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-intent',
    remoteAddress: a.ip ?? freshIp(),
    headers: {
      ...(a.token ? bearer(a.token) : {}),
      ...(a.key ? { 'idempotency-key': a.key } : {}),
    },
    payload: {
      amount: a.deal.groupDealPriceCents * quantity,
      currency: 'usd',
      orderType: 'group',
      customerEmail: a.email ?? freshEmail('guest'),
      paymentMethodId: a.card.id,
      metadata: { dealId: a.deal.id, orderType: 'group', quantity },
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const intentIdOf = (answer: { body: unknown }) =>
  (answer.body as CreateIntentResponse).data.paymentIntentId;

const intentsOn = (card: PaymentMethod) =>
  store.t.db.select().from(paymentIntents).where(eq(paymentIntents.paymentMethodId, card.id));
const holdsOn = (card: PaymentMethod) =>
  store.t.db.select().from(checkoutHolds).where(eq(checkoutHolds.paymentMethodId, card.id));

describe('what a card hold may be placed on', () => {
  it('refuses another shopper’s saved card as if it did not exist, and holds nothing on it', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const owner = await shopperWithCard(store.t, undefined, 'owner');
    const other = await shopperWithCard(store.t, undefined, 'other');
    const notFound = {
      status: 404,
      body: { success: false, message: placementTexts.paymentMethodNotFound },
    };
    expect(await createIntent({ deal, card: owner.card, token: other.token })).toEqual(notFound);
    expect(await createIntent({ deal, card: owner.card })).toEqual(notFound);
    expect(await intentsOn(owner.card)).toEqual([]);
    // The owner still can.
    const own = await createIntent({
      deal,
      card: owner.card,
      token: owner.token,
      email: owner.email,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it.each([
    ['no longer active', { status: 'inactive' as const }, 409, placementTexts.dealInactive],
    ['expired', { expiresInHours: -1 }, 409, placementTexts.dealClosed],
  ])(
    'refuses a hold for a deal that is %s, and holds nothing',
    async (_what, dealOptions, status, message) => {
      const deal = await store.newDeal({ groupSize: 4, ...dealOptions });
      const card = await saveCard(store.t, undefined);
      expect(await createIntent({ deal, card })).toEqual({
        status,
        body: { success: false, message },
      });
      expect(await intentsOn(card)).toEqual([]);
    },
  );
});

describe('how many holds may wait for an order', () => {
  it('places no more than five holds on one card while none is used, and another once one is', async () => {
    const deal = await store.newDeal({ groupSize: 10 });
    const card = await saveCard(store.t, undefined);
    const placed = [];
    for (let i = 0; i < OPEN_HOLD_LIMITS.card; i++) {
      const answer = await createIntent({ deal, card });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      placed.push(answer);
    }
    expect(await createIntent({ deal, card })).toEqual(
      refusal(429, paymentTexts.tooManyHolds('card', OPEN_HOLD_LIMITS.card)),
    );
    expect(await intentsOn(card)).toHaveLength(OPEN_HOLD_LIMITS.card);

    // One of them becomes a reservation: its hold is used, and the card may hold once more.
    const first = placed[0];
    const email = String(
      (
        await store.t.db
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, intentIdOf(first ?? { body: {} })))
      )[0]?.customerEmail,
    );
    const reserved = await call(store.t, 'POST', '/checkout/process', undefined, {
      cartItems: [
        {
          dealId: deal.id,
          productName: 'Puzzle',
          quantity: 1,
          pricePerUnit: deal.groupDealPriceCents / 100,
          variants: {},
          type: 'group',
          totalUnits: deal.totalUnitsNeeded,
        },
      ],
      orderType: 'group',
      personalInfo: { fullName: 'Ada Lovelace', email },
      shippingAddress: buyerAddress(email),
      paymentInfo: {
        paymentMethodId: card.id,
        paymentIntentId: intentIdOf(first ?? { body: {} }),
        cardLast4: card.card.last4,
        cardBrand: card.card.brand,
      },
      totalAmount: deal.groupDealPriceCents / 100,
      shippingCost: SHIPPING_CENTS / 100,
      agreedToTerms: true,
    });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    expect((await createIntent({ deal, card })).status).toBe(200);
  });

  it('places no more than five holds for one signed-in shopper across their cards', async () => {
    const deal = await store.newDeal({ groupSize: 10 });
    const shopper = await shopperWithCard(store.t, undefined, 'collector');
    for (let i = 0; i < OPEN_HOLD_LIMITS.account; i++) {
      const card = await saveCard(store.t, shopper.token);
      const answer = await createIntent({ deal, card, token: shopper.token, email: shopper.email });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const card = await saveCard(store.t, shopper.token);
    expect(await createIntent({ deal, card, token: shopper.token, email: shopper.email })).toEqual(
      refusal(429, paymentTexts.tooManyHolds('account', OPEN_HOLD_LIMITS.account)),
    );
    expect(await intentsOn(card)).toEqual([]);
  });

  it('places no more than twenty holds from one client address', async () => {
    const deal = await store.newDeal({ groupSize: 10 });
    const ip = freshIp();
    for (let i = 0; i < OPEN_HOLD_LIMITS.address; i++) {
      const answer = await createIntent({ deal, card: await saveCard(store.t, undefined), ip });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const card = await saveCard(store.t, undefined);
    expect(await createIntent({ deal, card, ip })).toEqual(
      refusal(429, paymentTexts.tooManyHolds('address', OPEN_HOLD_LIMITS.address)),
    );
    // Another address is not held back by it.
    expect((await createIntent({ deal, card })).status).toBe(200);
  });

  it('lets no burst of simultaneous requests past the bound', async () => {
    const deal = await store.newDeal({ groupSize: 10 });
    const card = await saveCard(store.t, undefined);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => createIntent({ deal, card })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(OPEN_HOLD_LIMITS.card);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      12 - OPEN_HOLD_LIMITS.card,
    );
    expect(await intentsOn(card)).toHaveLength(OPEN_HOLD_LIMITS.card);
  });

  it('frees a card once the holds of its abandoned checkouts were released', async () => {
    const deal = await store.newDeal({ groupSize: 10 });
    const card = await saveCard(store.t, undefined);
    for (let i = 0; i < OPEN_HOLD_LIMITS.card; i++) await createIntent({ deal, card });
    expect((await createIntent({ deal, card })).status).toBe(429);
    store.t.clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000));
    try {
      await store.t.jobs.runDueJobs();
      expect((await intentsOn(card)).map((intent) => intent.status)).toEqual(
        Array.from({ length: OPEN_HOLD_LIMITS.card }, () => 'canceled'),
      );
      expect((await createIntent({ deal, card })).status).toBe(200);
    } finally {
      store.t.clock.set(TEST_NOW);
    }
  });
});

describe('a retried create-intent', () => {
  it('answers the same Idempotency-Key from the same shopper with its first intent, holding once', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const shopper = await shopperWithCard(store.t, undefined, 'retrier');
    const attempt = {
      deal,
      card: shopper.card,
      token: shopper.token,
      email: shopper.email,
      key: 'pay-1f6c2a',
    };
    const answers = await Promise.all([createIntent(attempt), createIntent(attempt)]);
    answers.push(await createIntent(attempt));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map(intentIdOf)).size).toBe(1);
    expect(await intentsOn(shopper.card)).toHaveLength(1);

    // A new key is a new checkout, and the same key for another payment is refused.
    const next = await createIntent({ ...attempt, key: 'pay-7d01be' });
    expect(intentIdOf(next)).not.toBe(intentIdOf(answers[0] ?? { body: {} }));
    expect(await createIntent({ ...attempt, quantity: 2 })).toEqual(
      refusal(422, idempotencyTexts.otherRequest),
    );
    expect(await intentsOn(shopper.card)).toHaveLength(2);

    // The key is the shopper's own: a guest who happens to send it gets a hold of their own.
    const guestCard = await saveCard(store.t, undefined);
    const guest = await createIntent({ deal, card: guestCard, key: attempt.key });
    expect(guest.status).toBe(200);
    expect(intentIdOf(guest)).not.toBe(intentIdOf(answers[0] ?? { body: {} }));
  });

  it('refuses a malformed Idempotency-Key with a 400 naming the header', async () => {
    const deal = await store.newDeal({ groupSize: 4 });
    const card = await saveCard(store.t, undefined);
    const refused = await createIntent({ deal, card, key: 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/idempotency-key/i),
    });
    expect(await intentsOn(card)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers a retry that reaches another process with the first intent (PostgreSQL)',
    async () => {
      const deal = await store.newDeal({ groupSize: 4 });
      const card = await saveCard(store.t, undefined);
      const attempt = { deal, card, email: freshEmail('roamer'), key: 'roaming-key' };
      const first = await createIntent(attempt);
      expect(first.status).toBe(200);
      const database = await openDatabase({ databaseUrl: String(store.t.databaseUrl) });
      const second = await buildApp({
        db: database.db,
        listen: database.listen,
        clock: store.t.clock,
        config: configWith({ staticDir: '/nonexistent' }),
      });
      try {
        const response = await second.inject({
          method: 'POST',
          url: '/api/v1/payments/create-intent',
          remoteAddress: freshIp(),
          headers: { 'idempotency-key': attempt.key },
          payload: {
            amount: deal.groupDealPriceCents,
            currency: 'usd',
            orderType: 'group',
            customerEmail: attempt.email,
            paymentMethodId: card.id,
            metadata: { dealId: deal.id, orderType: 'group', quantity: 1 },
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect((response.json() as CreateIntentResponse).data.paymentIntentId).toBe(
          intentIdOf(first),
        );
        expect(await intentsOn(card)).toHaveLength(1);
        expect(await holdsOn(card)).toHaveLength(1);
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});

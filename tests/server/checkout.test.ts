import { placementTexts } from '../../server/modules/order-engine/texts.ts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SHIPPING_CENTS } from '../../contract/constants.ts';
import { checkoutFieldTexts } from '../../contract/checkout.ts';
import type { CheckoutRequestInput, CheckoutResponse } from '../../contract/checkout.ts';
import type { DealStatusResponse } from '../../contract/groups.ts';
import type { OrderListResponse } from '../../contract/orders.ts';
import type { CreateIntentResponse, PaymentMethod } from '../../contract/payments.ts';
import {
  batches,
  deals,
  lastAddresses,
  orders,
  paymentCaptures,
  paymentIntents,
} from '../../server/db/schema.ts';
import { checkoutTexts } from '../../server/modules/checkout/texts.ts';
import { shirtVariations } from '../fixtures/catalog.ts';
import { CARDS, call, saveCard } from '../fixtures/groups.ts';
import { bearer, freshEmail, freshIp, signIn } from '../fixtures/sign-in.ts';
import { useStore } from '../fixtures/use-store.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

type Deal = typeof deals.$inferSelect;

const store = useStore('Fashion', 'Shirts');
afterEach(() => store.t.clock.set(TEST_NOW));

const dollars = (cents: number) => cents / 100;

type Checkout = {
  deal: Deal;
  type: 'solo' | 'group';
  quantity: number;
  email: string;
  card: PaymentMethod;
  token?: string;
  variants?: Record<string, Record<string, string>>;
  idempotencyKey?: string;
};

/**
 * What the checkout screen does at Pay: authorise the amount, then process the order. Each from
 * an address of its own, as shoppers are, so the per-address bound on open holds stays out of it.
 */
async function createIntent(c: Checkout, headers: Record<string, string> = {}) {
  const response = await store.t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/create-intent',
    remoteAddress: freshIp(),
    headers: { ...(c.token ? bearer(c.token) : {}), ...headers },
    payload: createIntentBody(c),
  });
  return { status: response.statusCode, body: response.json() };
}

function createIntentBody(c: Checkout) {
  return {
    amount: c.deal.groupDealPriceCents * c.quantity,
    currency: 'usd',
    orderType: c.type,
    customerEmail: c.email,
    paymentMethodId: c.card.id,
    metadata: {
      dealId: c.deal.id,
      orderType: c.type,
      customerName: 'Ada Lovelace',
      quantity: c.quantity,
    },
    ...(c.idempotencyKey ? { idempotencyKey: c.idempotencyKey } : {}),
  };
}

function checkoutBody(c: Checkout, paymentIntentId: string): CheckoutRequestInput {
  const total = dollars(c.deal.groupDealPriceCents * c.quantity);
  return {
    cartItems: [
      {
        dealId: c.deal.id,
        productName: 'Product',
        quantity: c.quantity,
        pricePerUnit: dollars(c.deal.groupDealPriceCents),
        variants: c.variants ?? {},
        type: c.type,
        totalUnits: c.deal.totalUnitsNeeded,
      },
    ],
    orderType: c.type,
    personalInfo: { fullName: 'Ada Lovelace', email: c.email, phone: '555-0100' },
    shippingAddress: {
      fullName: 'Ada Lovelace',
      email: c.email,
      phone: '555-0100',
      addressLine1: '12 Analytical Row',
      addressLine2: 'Flat 3',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'US',
    },
    paymentInfo: {
      paymentMethodId: c.card.id,
      paymentIntentId,
      cardLast4: c.card.card.last4,
      cardBrand: c.card.card.brand,
    },
    totalAmount: total,
    shippingCost: SHIPPING_CENTS / 100,
    agreedToTerms: true,
  };
}

const processCheckout = (body: object, token?: string) =>
  call(store.t, 'POST', '/checkout/process', token, body);

/** Card step, create-intent and process, as a shopper clicking Pay. */
async function pay(c: Checkout, change: (body: CheckoutRequestInput) => void = () => {}) {
  const intent = await createIntent(c);
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const paymentIntentId = (intent.body as CreateIntentResponse).data.paymentIntentId;
  const body = checkoutBody(c, paymentIntentId);
  change(body);
  return { paymentIntentId, request: body, ...(await processCheckout(body, c.token)) };
}

async function guest(number: string = CARDS.succeeds) {
  return { email: freshEmail('guest'), card: await saveCard(store.t, undefined, number) };
}

async function snapshot() {
  return {
    orders: await store.t.db.select().from(orders).orderBy(orders.id),
    batches: await store.t.db.select().from(batches).orderBy(batches.id),
    lastAddresses: await store.t.db.select().from(lastAddresses),
    heldOrCharged: (await store.t.db.select().from(paymentIntents)).filter((intent) =>
      ['requires_capture', 'succeeded'].includes(intent.status),
    ).length,
  };
}

const intentRow = async (id: string) =>
  (await store.t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];

describe('checking out', () => {
  it('charges a guest who buys the whole deal solo at once and promises a delivery date', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_999, reserved: 1 });
    const buyer = await guest();
    const paid = await pay({ deal, type: 'solo', quantity: 4, ...buyer });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { data, message } = paid.body as CheckoutResponse;
    expect(message).toBe(checkoutTexts.paid);
    expect(data).toMatchObject({
      orderType: 'solo',
      status: 'paid_awaiting_shipment',
      totalAmount: 79.96,
      amountCharged: 79.96,
      items: [
        {
          dealId: deal.id,
          unitsReserved: 4,
          totalUnitsNeeded: 4,
          progressPercentage: 100,
          expiresAt: null,
          expiryLeftHours: 0,
        },
      ],
      // Monday 1 June + 5 business days.
      estimatedDelivery: '2026-06-08',
      trackingInfo: null,
    });
    expect(data.orderNumber).toMatch(/^BG-\d{7}$/);
    expect(await intentRow(paid.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amountCents: 7_996,
    });
    const [order] = await store.t.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(order).toMatchObject({
      userId: null,
      buyerEmail: buyer.email,
      batchId: null,
      totalCents: 7_996,
    });
    expect(order?.shippingAddress).toMatchObject({
      addressLine1: '12 Analytical Row',
      zipCode: '62701',
      country: 'US',
    });
    expect(
      await store.t.db
        .select()
        .from(paymentCaptures)
        .where(eq(paymentCaptures.orderId, data.orderId)),
    ).toHaveLength(1);
    // A solo buy never touches the open group.
    const [open] = await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    expect(open?.reservedUnits).toBe(1);
  });

  it('holds a signed-in shopper’s card for a group reservation and saves their address', async () => {
    const deal = await store.newDeal({
      groupSize: 4,
      priceCents: 1_250,
      variations: shirtVariations,
    });
    const session = await signIn(store.t, freshEmail('ada'));
    const token = session.tokens.accessToken;
    const card = await saveCard(store.t, token);
    const paid = await pay({
      deal,
      type: 'group',
      quantity: 2,
      // The form shows the account's e-mail locked; a different one is ignored, not trusted.
      email: 'someone-else@example.com',
      card,
      token,
      variants: { unit_1: { size: 'S', color: 'Red' }, unit_2: { size: 'M', color: 'Blue' } },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { data, message } = paid.body as CheckoutResponse;
    expect(message).toBe(checkoutTexts.reserved(2));
    expect(data).toMatchObject({
      orderType: 'group',
      status: 'pending_charge',
      totalAmount: 25,
      amountCharged: 0,
      items: [
        {
          dealId: deal.id,
          unitsReserved: 2,
          totalUnitsNeeded: 4,
          progressPercentage: 50,
          expiresAt: deal.expiryDate.toISOString(),
          expiryLeftHours: 72,
        },
      ],
      estimatedDelivery: checkoutTexts.groupDelivery,
      trackingInfo: null,
    });
    const [order] = await store.t.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(order).toMatchObject({
      userId: session.user.id,
      buyerEmail: session.user.email,
      quantity: 2,
    });
    expect(order?.variants).toEqual([
      { size: 'S', color: 'Red' },
      { size: 'M', color: 'Blue' },
    ]);
    expect(await intentRow(paid.paymentIntentId)).toMatchObject({
      status: 'requires_capture',
      amountCents: 2_500,
    });

    const mine = (await call(store.t, 'GET', '/orders', token)).body as OrderListResponse;
    expect(mine.data.map((listed) => listed.id)).toEqual([data.orderId]);
    store.t.clock.advance(60_000); // past the resend limit of the sign-in code
    const again = await signIn(store.t, session.user.email);
    expect(again.lastAddress).toEqual({
      address_line_1: '12 Analytical Row',
      address_line_2: 'Flat 3',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    });
    // The card validated while signed in is saved for one-click joins.
    const status = (await call(store.t, 'GET', `/deals/${deal.id}/status`, token))
      .body as DealStatusResponse;
    expect(status.data).toMatchObject({ has_saved_card: true, my_reserved_units: 2 });
  });

  it('charges everyone once the last checkout completes the group, and opens the next group', async () => {
    const deal = await store.newDeal({ groupSize: 2, priceCents: 1_000 });
    const first = await pay({ deal, type: 'group', quantity: 1, ...(await guest()) });
    const second = await pay({ deal, type: 'group', quantity: 1, ...(await guest()) });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({
      message: checkoutTexts.completedGroup,
      data: {
        status: 'pending_charge',
        amountCharged: 0,
        items: [{ unitsReserved: 2, progressPercentage: 100 }],
      },
    });
    await store.t.jobs.runDueJobs();
    for (const paid of [first, second]) {
      expect(await intentRow(paid.paymentIntentId)).toMatchObject({ status: 'succeeded' });
    }
    const statuses = (await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).map(
      (order) => order.status,
    );
    expect(statuses).toEqual(['charged_awaiting_fulfillment', 'charged_awaiting_fulfillment']);

    const third = await pay({ deal, type: 'group', quantity: 1, ...(await guest()) });
    expect(third.body).toMatchObject({
      data: { items: [{ unitsReserved: 1, progressPercentage: 50 }] },
    });
    expect(
      (await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id))).map(
        (batch) => batch.status,
      ),
    ).toEqual(['filled', 'open']);
  });
});

describe('the server trusts no amount from the client', () => {
  it.each([
    [
      'a lower total',
      (body: CheckoutRequestInput) => (body.totalAmount = 1),
      placementTexts.totalChanged(2, 3_000, 100),
    ],
    [
      'a lower price per unit',
      (body: CheckoutRequestInput) => {
        const [item] = body.cartItems;
        if (item) item.pricePerUnit = 10;
      },
      placementTexts.priceChanged(1_500, 1_000),
    ],
    [
      'a shipping charge',
      (body: CheckoutRequestInput) => (body.shippingCost = 4.99),
      placementTexts.shippingChanged(499),
    ],
  ])('refuses %s with 409 and records nothing', async (_name, tamper, message) => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_500 });
    const buyer = await guest();
    const before = await snapshot();
    const paid = await pay({ deal, type: 'group', quantity: 2, ...buyer }, tamper);
    expect(paid).toMatchObject({ status: 409, body: { success: false, message } });
    const after = await snapshot();
    expect(after.orders).toEqual(before.orders);
    expect(after.batches).toEqual(before.batches);
  });

  it('refuses a checkout whose price changed after the card was authorised, and releases the hold', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_500 });
    const buyer = await guest();
    const intent = await createIntent({ deal, type: 'group', quantity: 1, ...buyer });
    const paymentIntentId = (intent.body as CreateIntentResponse).data.paymentIntentId;
    await store.t.db.update(deals).set({ groupDealPriceCents: 1_800 }).where(eq(deals.id, deal.id));
    const body = checkoutBody(
      { deal: { ...deal, groupDealPriceCents: 1_800 }, type: 'group', quantity: 1, ...buyer },
      paymentIntentId,
    );
    const refused = await processCheckout(body);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: placementTexts.totalChanged(1, 1_800, 1_500) },
    });
    await store.t.jobs.runDueJobs();
    expect(await intentRow(paymentIntentId)).toMatchObject({ status: 'canceled' });
    expect(await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toEqual([]);
  });
});

describe('paying once', () => {
  it('answers a repeated checkout with the same payment with the first order', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const first = await pay({ deal, type: 'group', quantity: 1, ...(await guest()) });
    expect(first.status).toBe(200);
    const retried = await processCheckout(first.request);
    expect(retried).toEqual({ status: 200, body: first.body });
    expect(await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(
      1,
    );
    const [open] = await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    expect(open?.reservedUnits).toBe(1);
  });

  it.each(['solo', 'group'] as const)(
    'makes one %s order of a double click that sends two requests at once',
    async (type) => {
      const deal = await store.newDeal({ groupSize: 3, priceCents: 1_000 });
      const c = { deal, type, quantity: type === 'solo' ? 3 : 1, ...(await guest()) };
      const intent = await createIntent(c);
      const body = checkoutBody(c, (intent.body as CreateIntentResponse).data.paymentIntentId);
      const [one, two] = await Promise.all([processCheckout(body), processCheckout(body)]);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(two).toEqual(one);
      expect(await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(
        1,
      );
      const reserved = (
        await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id))
      ).reduce((sum, batch) => sum + batch.reservedUnits, 0);
      expect(reserved).toBe(type === 'group' ? 1 : 0);
    },
  );

  it('authorises a retried create-intent only once, and a new checkout attempt anew', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const c = {
      deal,
      type: 'group' as const,
      quantity: 1,
      ...(await guest()),
      idempotencyKey: 'checkout-attempt-0001',
    };
    const before = (await store.t.db.select().from(paymentIntents)).length;
    const [one, two] = await Promise.all([createIntent(c), createIntent(c)]);
    const three = await createIntent(c);
    const ids = [one, two, three].map(
      (answer) => (answer.body as CreateIntentResponse).data.paymentIntentId,
    );
    expect(new Set(ids).size).toBe(1);
    expect((await store.t.db.select().from(paymentIntents)).length).toBe(before + 1);
    const next = await createIntent({ ...c, idempotencyKey: 'checkout-attempt-0002' });
    expect((next.body as CreateIntentResponse).data.paymentIntentId).not.toBe(ids[0]);
    // A different amount is a different authorisation, never the first one reused.
    const more = await createIntent({ ...c, quantity: 2 });
    expect((more.body as CreateIntentResponse).data.paymentIntentId).not.toBe(ids[0]);
  });

  it('refuses a payment that was made for another order', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const other = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const buyer = await guest();
    const first = await pay({ deal, type: 'group', quantity: 1, ...buyer });
    const reused = await processCheckout(
      checkoutBody({ deal: other, type: 'group', quantity: 1, ...buyer }, first.paymentIntentId),
    );
    expect(reused).toMatchObject({ status: 409, body: { message: placementTexts.paymentUsed } });
    const intent = await createIntent({ deal: other, type: 'group', quantity: 1, ...buyer });
    const wrongDeal = await processCheckout(
      checkoutBody(
        { deal, type: 'group', quantity: 1, ...buyer },
        (intent.body as CreateIntentResponse).data.paymentIntentId,
      ),
    );
    expect(wrongDeal).toMatchObject({
      status: 409,
      body: { message: placementTexts.paymentMismatch },
    });
  });
});

describe('a checkout sent again by someone else', () => {
  it("shows nobody a signed-in shopper's order for their payment's id and e-mail", async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const session = await signIn(store.t, freshEmail('owner'));
    const token = session.tokens.accessToken;
    const card = await saveCard(store.t, token);
    const owner = { deal, type: 'group' as const, quantity: 1, email: session.user.email, card };
    const paid = await pay({ ...owner, token });
    expect(paid.status).toBe(200);
    // Without the shopper's session: the same payment, e-mail and even card.
    const replayed = await processCheckout(checkoutBody(owner, paid.paymentIntentId));
    expect(replayed).toMatchObject({ status: 409, body: { message: placementTexts.paymentUsed } });
    expect(JSON.stringify(replayed.body)).not.toContain(paid.request.shippingAddress.addressLine1);
  });

  it("shows nobody a guest's order for their payment's id and e-mail without the guest's card", async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const buyer = await guest();
    const paid = await pay({ deal, type: 'group', quantity: 1, ...buyer });
    expect(paid.status).toBe(200);
    const otherCard = await saveCard(store.t, undefined);
    const replayed = await processCheckout(
      checkoutBody(
        { deal, type: 'group', quantity: 1, ...buyer, card: otherCard },
        paid.paymentIntentId,
      ),
    );
    expect(replayed).toMatchObject({ status: 409, body: { message: placementTexts.paymentUsed } });
    // The guest's own checkout sent again still gets their order.
    const again = await processCheckout(paid.request);
    expect(again.status).toBe(200);
  });
});

describe('refused cards', () => {
  it.each([
    ['declined', CARDS.declined, 'Your card was declined.'],
    ['insufficient-funds', CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])('tells the shopper a %s card said no and reserves nothing', async (_name, number, message) => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const c = { deal, type: 'group' as const, quantity: 1, ...(await guest(number)) };
    const before = await snapshot();
    const intent = await createIntent(c);
    expect(intent).toEqual({ status: 402, body: { success: false, message } });
    // A client that goes on to /checkout/process with that payment gets the same answer.
    const [failed] = await store.t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentMethodId, c.card.id));
    expect(failed?.status).toBe('failed');
    const processed = await processCheckout(checkoutBody(c, failed?.id ?? ''));
    expect(processed).toEqual({ status: 402, body: { success: false, message } });
    const after = await snapshot();
    expect(after.orders).toEqual(before.orders);
    expect(after.batches).toEqual(before.batches);
    expect(after.heldOrCharged).toBe(before.heldOrCharged);
  });

  it('charges nothing when the card refuses the charge: the solo order ends payment failed and the hold is released', async () => {
    const deal = await store.newDeal({ groupSize: 2, priceCents: 1_000 });
    const paid = await pay({
      deal,
      type: 'solo',
      quantity: 2,
      ...(await guest(CARDS.captureFails)),
    });
    expect(paid).toMatchObject({
      status: 402,
      body: { success: false, message: 'Your card was declined.' },
    });
    const [order] = await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id));
    expect(order).toMatchObject({ orderType: 'solo', status: 'payment_failed' });
    // The shopper pressing Pay again hears the same, and nothing more is tried on the card.
    expect(await processCheckout(paid.request)).toEqual({ status: paid.status, body: paid.body });
    await store.t.jobs.runDueJobs();
    expect(await intentRow(paid.paymentIntentId)).toMatchObject({ status: 'canceled' });
  });
});

describe('a card that needs the bank’s confirmation', () => {
  it('asks the shopper to confirm, then checks out once they have', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const c = { deal, type: 'group' as const, quantity: 1, ...(await guest(CARDS.requiresAction)) };
    const intent = await createIntent(c);
    expect(intent).toMatchObject({ status: 200, body: { data: { status: 'requires_action' } } });
    const { paymentIntentId, clientSecret } = (intent.body as CreateIntentResponse).data;
    const body = checkoutBody(c, paymentIntentId);

    // Skipping the bank's step is answered with what to do, and nothing is reserved yet.
    const early = await processCheckout(body);
    expect(early).toEqual({
      status: 402,
      body: {
        success: false,
        message: 'Your bank asks you to confirm this payment.',
        data: { requiresAction: true, paymentIntentId, clientSecret },
      },
    });
    expect(await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toEqual([]);

    const confirmed = await call(store.t, 'POST', '/payments/confirm', undefined, {
      paymentIntentId,
      paymentMethodId: c.card.id,
    });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { data: { paymentIntentId, status: 'requires_capture' } },
    });
    const processed = await processCheckout(body);
    expect(processed).toMatchObject({
      status: 200,
      body: { data: { status: 'pending_charge', amountCharged: 0 } },
    });
  });
});

describe('guests', () => {
  it('finds a guest’s order in My Orders once they sign in with that e-mail', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const buyer = await guest();
    const paid = await pay({
      deal,
      type: 'solo',
      quantity: 4,
      ...buyer,
      email: buyer.email.toUpperCase(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const session = await signIn(store.t, buyer.email);
    const mine = (await call(store.t, 'GET', '/orders', session.tokens.accessToken))
      .body as OrderListResponse;
    expect(mine.data).toMatchObject([
      {
        id: (paid.body as CheckoutResponse).data.orderId,
        order_type: 'solo',
        status: 'paid_awaiting_shipment',
      },
    ]);
  });

  it('refuses an expired sign-in instead of making a guest order of it', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const c = { deal, type: 'group' as const, quantity: 1, ...(await guest()) };
    const intent = (await createIntent(c)).body as CreateIntentResponse;
    const refused = await processCheckout(
      checkoutBody(c, intent.data.paymentIntentId),
      'not-a-token',
    );
    expect(refused.status).toBe(401);
    expect(await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toEqual([]);
  });
});

describe('bad input', () => {
  const remove = (path: string) => (body: CheckoutRequestInput) => {
    const [group, field] = path.split('.') as [keyof CheckoutRequestInput, string];
    const holder = body[group] as Record<string, unknown>;
    delete holder[field];
  };
  const blank = (path: string) => (body: CheckoutRequestInput) => {
    const [group, field] = path.split('.') as [keyof CheckoutRequestInput, string];
    (body[group] as Record<string, unknown>)[field] = '  ';
  };

  it.each([
    ['shippingAddress.fullName', remove, checkoutFieldTexts.fullName],
    ['shippingAddress.email', blank, checkoutFieldTexts.email],
    ['shippingAddress.addressLine1', remove, checkoutFieldTexts.addressLine1],
    ['shippingAddress.city', blank, checkoutFieldTexts.city],
    ['shippingAddress.state', remove, checkoutFieldTexts.state],
    ['shippingAddress.zipCode', blank, checkoutFieldTexts.zipCode],
    ['personalInfo.fullName', blank, checkoutFieldTexts.fullName],
    ['personalInfo.email', remove, checkoutFieldTexts.email],
    ['paymentInfo.paymentMethodId', remove, checkoutFieldTexts.payment],
    ['paymentInfo.paymentIntentId', blank, checkoutFieldTexts.payment],
  ])('names %s when it is missing and changes nothing', async (path, change, text) => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000 });
    const before = await snapshot();
    const paid = await pay({ deal, type: 'group', quantity: 1, ...(await guest()) }, change(path));
    expect(paid).toEqual({
      status: 400,
      paymentIntentId: paid.paymentIntentId,
      request: paid.request,
      body: { success: false, message: `Invalid field '${path}': ${text}` },
    });
    const after = await snapshot();
    expect(after.orders).toEqual(before.orders);
    expect(after.batches).toEqual(before.batches);
  });

  it.each([
    [
      'terms not agreed',
      (body: CheckoutRequestInput) => (body.agreedToTerms = false as unknown as true),
      `Invalid field 'agreedToTerms': ${checkoutFieldTexts.terms}`,
    ],
    [
      'a malformed e-mail',
      (body: CheckoutRequestInput) => (body.shippingAddress.email = 'ada-at-home'),
      `Invalid field 'shippingAddress.email': ${checkoutFieldTexts.emailInvalid}`,
    ],
    [
      'an unknown field',
      (body: CheckoutRequestInput) => Object.assign(body, { discount: 50 }),
      "Unknown field 'discount'",
    ],
    [
      'a unit without its size',
      (body: CheckoutRequestInput) => {
        const [item] = body.cartItems;
        if (item) item.variants = { unit_1: { color: 'Red' } };
      },
      "Invalid field 'cartItems.0.variants': Unit 1 needs a size",
    ],
    [
      'a unit past the quantity',
      (body: CheckoutRequestInput) => {
        const [item] = body.cartItems;
        if (item)
          item.variants = {
            unit_1: { size: 'S', color: 'Red' },
            unit_2: { size: 'M', color: 'Blue' },
          };
      },
      "Invalid field 'cartItems.0.variants': 'unit_2' is past the 1 unit ordered",
    ],
  ])('refuses %s with a 400 that says why', async (_name, change, message) => {
    const deal = await store.newDeal({
      groupSize: 4,
      priceCents: 1_000,
      variations: shirtVariations,
    });
    const before = await snapshot();
    const paid = await pay(
      {
        deal,
        type: 'group',
        quantity: 1,
        ...(await guest()),
        variants: { unit_1: { size: 'S', color: 'Red' } },
      },
      change,
    );
    expect(paid).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await snapshot()).orders).toEqual(before.orders);
  });
});

describe('a group with fewer units left', () => {
  it('refuses more units than the open group has left, naming how many, and releases the hold', async () => {
    const deal = await store.newDeal({ groupSize: 4, priceCents: 1_000, reserved: 2 });
    const paid = await pay({ deal, type: 'group', quantity: 3, ...(await guest()) });
    expect(paid).toMatchObject({
      status: 409,
      body: { success: false, message: placementTexts.unitsLeft(2, 3) },
    });
    expect(await store.t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toEqual([]);
    const [open] = await store.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    expect(open?.reservedUnits).toBe(2);
    await store.t.jobs.runDueJobs();
    expect(await intentRow(paid.paymentIntentId)).toMatchObject({ status: 'canceled' });
  });
});

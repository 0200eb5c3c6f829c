import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_TEXT_MESSAGE } from '../../contract/common.ts';
import type { CreateIntentResponse, PaymentMethod } from '../../contract/payments.ts';
import { orders, paymentIntents } from '../../server/db/schema.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { call, refusal, saveCard } from '../fixtures/groups.ts';
import { bearer, freshEmail, signIn } from '../fixtures/sign-in.ts';
import { createTestApp, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const ADMIN = 'operator@example.com';
const NUL = 'Main\u0000Street';
const LONE_SURROGATE = 'Ada \uD800Lovelace';
const refused = (place: string, name: string) =>
  `Invalid ${place} '${name}': ${STORED_TEXT_MESSAGE}`;

let t: TestApp;
let deal: { id: number; groupDealPriceCents: number; totalUnitsNeeded: number };
let subcategoryId: number;
let shopper: { token: string; email: string; card: PaymentMethod };
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN] } });
  const build = catalogBuilder(t.db, TEST_NOW);
  const category = await build.category('Fashion');
  subcategoryId = (await build.subcategory(category.id, 'Shirts')).id;
  deal = await build.deal(subcategoryId, { reserved: null });
  const session = await signIn(t, freshEmail());
  shopper = {
    token: session.tokens.accessToken,
    email: session.user.email,
    card: await saveCard(t, session.tokens.accessToken),
  };
  adminToken = (await signIn(t, ADMIN)).tokens.accessToken;
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
  token?: string,
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

function intentRequest(change: (body: Record<string, unknown>) => void = () => {}) {
  const body: Record<string, unknown> = {
    amount: deal.groupDealPriceCents * deal.totalUnitsNeeded,
    currency: 'usd',
    orderType: 'solo',
    customerEmail: shopper.email,
    paymentMethodId: shopper.card.id,
    metadata: {
      dealId: deal.id,
      orderType: 'solo',
      customerName: 'Ada Lovelace',
      quantity: deal.totalUnitsNeeded,
    },
  };
  change(body);
  return body;
}

describe('a shopper checking out', () => {
  it('is told which address field holds a NUL byte, and the held card is never charged', async () => {
    const intent = await call(t, 'POST', '/payments/create-intent', shopper.token, intentRequest());
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const { paymentIntentId } = (intent.body as CreateIntentResponse).data;
    const address = {
      fullName: 'Ada Lovelace',
      email: shopper.email,
      addressLine1: NUL,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    };
    const answer = await send(
      'POST',
      '/checkout/process',
      {
        cartItems: [
          {
            dealId: deal.id,
            quantity: deal.totalUnitsNeeded,
            pricePerUnit: deal.groupDealPriceCents / 100,
            type: 'solo',
            totalUnits: deal.totalUnitsNeeded,
          },
        ],
        orderType: 'solo',
        personalInfo: { fullName: 'Ada Lovelace', email: shopper.email },
        shippingAddress: address,
        paymentInfo: { paymentMethodId: shopper.card.id, paymentIntentId },
        totalAmount: (deal.groupDealPriceCents * deal.totalUnitsNeeded) / 100,
        agreedToTerms: true,
      },
      shopper.token,
    );
    expect(answer).toEqual(refusal(400, refused('field', 'shippingAddress.addressLine1')));
    const [held] = await t.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paymentIntentId));
    expect(held?.status).toBe('requires_capture');
    expect(await t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toEqual([]);
  });

  it('is told which billing field of the test card holds unstorable text', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    const withNul = await send(
      'POST',
      '/payments/test/payment-methods',
      { card, billing_details: { name: 'Ada', address: { line1: NUL } } },
      shopper.token,
    );
    expect(withNul).toEqual(refusal(400, refused('field', 'billing_details.address.line1')));
    const withSurrogate = await send(
      'POST',
      '/payments/test/payment-methods',
      { card, billing_details: { name: LONE_SURROGATE } },
      shopper.token,
    );
    expect(withSurrogate.body).toEqual({
      success: false,
      message: refused('field', 'billing_details.name'),
    });
  });

  it.each([
    [
      'paymentMethodId',
      (body: Record<string, unknown>) => (body.paymentMethodId = `${shopper.card.id}\u0000`),
      refused('field', 'paymentMethodId'),
    ],
    [
      'metadata.customerName',
      (body: Record<string, unknown>) =>
        (body.metadata = { dealId: deal.id, orderType: 'solo', customerName: LONE_SURROGATE }),
      refused('field', 'metadata.customerName'),
    ],
    [
      'metadata.dealId',
      (body: Record<string, unknown>) =>
        (body.metadata = { dealId: 2_147_483_648, orderType: 'solo' }),
      "Invalid field 'metadata.dealId': must be a deal id",
    ],
    [
      'amount',
      (body: Record<string, unknown>) => (body.amount = 2_147_483_648),
      "Invalid field 'amount': is too large",
    ],
  ])('cannot place a hold with a hostile %s', async (_field, change, message) => {
    const answer = await send(
      'POST',
      '/payments/create-intent',
      intentRequest(change),
      shopper.token,
    );
    expect(answer).toEqual(refusal(400, message));
  });

  it('cannot confirm a payment with a NUL in its ids', async () => {
    const answer = await send(
      'POST',
      '/payments/confirm',
      { paymentIntentId: 'pi_\u0000', paymentMethodId: shopper.card.id },
      shopper.token,
    );
    expect(answer).toEqual(refusal(400, refused('field', 'paymentIntentId')));
  });

  it('cannot buy a whole group with a NUL in its card or its variant keys', async () => {
    const card = await send(
      'POST',
      `/deals/${deal.id}/buy-all`,
      { paymentMethodId: `\u0000${shopper.card.id}`, orderUnits: [{}] },
      shopper.token,
    );
    expect(card.body).toEqual({ success: false, message: refused('field', 'paymentMethodId') });
    const key = await send(
      'POST',
      `/deals/${deal.id}/buy-all`,
      { paymentMethodId: shopper.card.id, orderUnits: [{ 'si\u0000ze': 'M' }] },
      shopper.token,
    );
    expect(key).toEqual(refusal(400, `Invalid field 'orderUnits.0': a key ${STORED_TEXT_MESSAGE}`));
  });

  it('cannot join a group with more units than any group holds', async () => {
    const answer = await send(
      'POST',
      `/deals/${deal.id}/join`,
      { quantity: 2_147_483_648 },
      shopper.token,
    );
    expect(answer).toEqual(refusal(400, "Invalid field 'quantity': must be at most 1000"));
  });
});

describe('a shopper editing the profile', () => {
  it.each([
    ['firstName', NUL],
    ['lastName', LONE_SURROGATE],
  ])('is told that %s cannot hold unstorable text', async (field, value) => {
    const answer = await send('PUT', '/user/profile', { [field]: value }, shopper.token);
    expect(answer).toEqual(refusal(400, refused('field', field)));
  });
});

describe('an operator editing the catalogue', () => {
  it('is told which product text holds a NUL, including a variation attribute name', async () => {
    const product = {
      name: 'Linen shirt',
      regular_price_cents: 3_000,
      image_url: '/images/shirt.svg',
      subcategory_id: subcategoryId,
    };
    const name = await send('POST', '/admin/products', { ...product, name: NUL }, adminToken);
    expect(name).toEqual(refusal(400, refused('field', 'name')));
    const attribute = await send(
      'POST',
      '/admin/products',
      { ...product, variations: [{ id: 'shirt-m', 'col\u0000our': 'Blue' }] },
      adminToken,
    );
    expect(attribute).toEqual(
      refusal(400, `Invalid field 'variations.0': a key ${STORED_TEXT_MESSAGE}`),
    );
  });

  it('is told which deal text holds a lone surrogate', async () => {
    const answer = await send(
      'PATCH',
      `/admin/deals/${deal.id}`,
      { description: `Two for one ${LONE_SURROGATE}` },
      adminToken,
    );
    expect(answer).toEqual(refusal(400, refused('field', 'description')));
  });
});

describe('a visitor sending hostile addresses', () => {
  it('is told a path parameter longer than any id or token is a 414', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscribed-users/unsubscribe/${'a'.repeat(1_001)}`,
    });
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual(
      refusal(414, 'Invalid address: a path parameter must be at most 1000 characters'),
    );
  });

  it.each([
    ['/ecommerce/active-deal?cursor=%00', refused('query parameter', 'cursor')],
    ['/deals/user?page=2147483648', "Invalid query parameter 'page': is too large"],
  ])('GET %s is a 400 naming the parameter', async (url, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: bearer(shopper.token),
    });
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual(
      refusal(400, message),
    );
  });

  /** A visitor's browser asks for alerts at this push endpoint. */
  const subscribePush = (endpoint: string, extra: { categories?: number[] } = {}) =>
    send('POST', '/push/subscriptions', {
      subscription: { endpoint, keys: { p256dh: 'BPk', auth: 'a1' } },
      email: freshEmail('visitor'),
      ...extra,
    });

  it('is told a push endpoint with a NUL byte cannot be kept', async () => {
    const answer = await subscribePush('https://push.example.com/send/\u0000');
    expect(answer).toEqual(refusal(400, refused('field', 'subscription.endpoint')));
  });

  it('is told a push endpoint too long to keep is too long, counted in bytes', async () => {
    const answer = await subscribePush(`https://push.example.com/send/${'界'.repeat(1_900)}`);
    expect(answer).toEqual(refusal(400, "Invalid field 'subscription.endpoint': is too long"));
  });

  it('is told push categories must be ids the store can hold', async () => {
    const answer = await subscribePush('https://push.example.com/send/abc', {
      categories: [2_147_483_648],
    });
    expect(answer).toEqual(refusal(400, "Invalid field 'categories.0': is too large"));
  });
});

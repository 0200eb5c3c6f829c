import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { DealListResponse } from '../../contract/catalog.ts';
import { encodeDealId } from '../../contract/deal-id.ts';
import { IDEMPOTENCY_KEY_REQUIRED } from '../../contract/idempotency.ts';
import {
  auditLog,
  deals,
  jobs,
  notifications,
  products,
  pushSubscriptions,
  users,
} from '../../server/db/schema.ts';
import { FAN_OUT_BATCH, NEW_DEAL_SHOPPERS } from '../../server/modules/admin/deal-alerts.ts';
import { adminTexts } from '../../server/modules/admin/texts.ts';
import { authTexts } from '../../server/modules/auth/texts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { call, refusal } from '../fixtures/groups.ts';
import { bearer, freshEmail, signIn } from '../fixtures/sign-in.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';
import { createTestApp, HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import type { TestApp } from '../fixtures/test-app.ts';

const ADMIN = 'boss@example.com';
const { pushed, gone: goneEndpoints, sender: recordingPush } = recordingPushService();

let t: TestApp;
let build: ReturnType<typeof catalogBuilder>;
let home: { id: number; name: string };
let kitchenId: number;
let fashionId: number;
let adminToken: string;
let shopperToken: string;

beforeAll(async () => {
  // The push endpoints are made up (push.example never resolves), so the address rule stands aside.
  t = await createTestApp({
    config: { adminEmails: [ADMIN], pushAllowPrivateEndpoints: true },
    push: recordingPush,
  });
  build = catalogBuilder(t.db, TEST_NOW);
  home = await build.category('Home & Living');
  kitchenId = (await build.subcategory(home.id, 'Kitchen')).id;
  const fashion = await build.category('Fashion');
  fashionId = fashion.id;
  adminToken = (await signIn(t, ADMIN)).tokens.accessToken;
  shopperToken = (await signIn(t, freshEmail('shopper'))).tokens.accessToken;
});
afterAll(() => t.close());
afterEach(() => {
  pushed.length = 0;
  goneEndpoints.clear();
  t.clock.set(TEST_NOW);
});

/** An operator's call unless another token (or none) is given. */
const api = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  token: string | null = adminToken,
) => call(t, method, url, token ?? undefined, payload);

const productBody = (overrides: object = {}) => ({
  name: 'Stoneware Mug',
  description: 'A sturdy mug.',
  regular_price_cents: 2_400,
  discount_percentage: 25,
  image_url: '/images/products/mug.svg',
  variations: [
    { id: 'mug-red', color: 'Red' },
    { id: 'mug-blue', color: 'Blue', upc_code: '0123456789' },
  ],
  subcategory_id: kitchenId,
  ...overrides,
});

async function createProduct(overrides: object = {}) {
  const created = await api('POST', '/admin/products', productBody(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as AdminProductResponse).data;
}

const inHours = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR).toISOString();
const dealBody = (productId: number, overrides: object = {}) => ({
  product_id: productId,
  title: 'Buy 3 Get 1 Free: Stoneware Mug',
  description: 'Four mugs for the price of three.',
  group_deal_price_cents: 1_800,
  total_units_needed: 4,
  expiry_date: inHours(48),
  ...overrides,
});

async function createDeal(productId: number, overrides: object = {}) {
  const created = await api('POST', '/admin/deals', dealBody(productId, overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as AdminDealResponse).data;
}

const countOf = async (table: typeof products | typeof deals) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;
const listedIds = async () =>
  ((await api('GET', '/ecommerce/active-deal', undefined, null)).body as DealListResponse).data.map(
    (deal) => deal.id,
  );

describe('who may use the admin API', () => {
  const calls = [
    ['POST', '/admin/products', {}],
    ['PATCH', '/admin/products/1', { name: 'x' }],
    ['POST', '/admin/deals', {}],
    ['PATCH', '/admin/deals/1', { title: 'x' }],
    ['POST', '/admin/orders/1/advance', { event: 'fulfil' }],
    ['GET', '/admin/analytics', undefined],
  ] as const;

  it.each(calls)(
    'refuses %s %s to a signed-out visitor (401) and to a shopper (403)',
    async (method, url, payload) => {
      const productsBefore = await countOf(products);
      const signedOut = await api(method, url, payload, null);
      expect(signedOut).toEqual(refusal(401, authTexts.signInRequired));
      const shopper = await api(method, url, payload, shopperToken);
      expect(shopper).toEqual(refusal(403, authTexts.adminOnly));
      expect(await countOf(products)).toBe(productsBefore);
    },
  );
});

describe('products', () => {
  it('lets an administrator create a product with its variations', async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      name: 'Stoneware Mug',
      regular_price_cents: 2_400,
      regular_price: '24.00',
      discount_percentage: 25,
      image_url: '/images/products/mug.svg',
      subcategory: { id: kitchenId, name: 'Kitchen' },
      category: { id: home.id, name: 'Home & Living' },
    });
    expect(product.variations).toEqual([
      { id: 'mug-red', color: 'Red', image: null, image_url: null, upc_code: null },
      { id: 'mug-blue', color: 'Blue', image: null, image_url: null, upc_code: '0123456789' },
    ]);
  });

  it.each([
    ['a missing name', { name: undefined }, "Invalid field 'name': must be text"],
    ['a blank name', { name: '   ' }, "Invalid field 'name': is required"],
    [
      'a zero price',
      { regular_price_cents: 0 },
      "Invalid field 'regular_price_cents': must be more than 0",
    ],
    [
      'a price in dollars',
      { regular_price_cents: 24.5 },
      "Invalid field 'regular_price_cents': must be a whole number of cents",
    ],
    [
      'a discount over 100%',
      { discount_percentage: 101 },
      "Invalid field 'discount_percentage': must be at most 100",
    ],
    [
      'a script address as image',
      { image_url: 'javascript:alert(1)' },
      "Invalid field 'image_url'",
    ],
    [
      'a variation id used twice',
      { variations: [{ id: 'a' }, { id: 'a' }] },
      "Invalid field 'variations.1.id': is used twice",
    ],
    ['an unknown field', { colour: 'red' }, "Unknown field 'colour'"],
    ['a subcategory that does not exist', { subcategory_id: 99_999 }, adminTexts.noSuchSubcategory],
  ])('names the field of %s and creates nothing', async (_case, overrides, message) => {
    const before = await countOf(products);
    const refused = await api('POST', '/admin/products', productBody(overrides));
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain(message);
    expect(await countOf(products)).toBe(before);
  });

  it('changes only the fields given, and the listings show it at once', async () => {
    const product = await createProduct();
    const deal = await createDeal(product.id);
    expect(await listedIds()).toContain(deal.id);

    const edited = await api('PATCH', `/admin/products/${product.id}`, {
      name: 'Speckled Mug',
      discount_percentage: null,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body as AdminProductResponse).data).toMatchObject({
      name: 'Speckled Mug',
      discount_percentage: null,
      regular_price_cents: 2_400,
      description: 'A sturdy mug.',
    });
    const listed = (
      (await api('GET', '/ecommerce/active-deal', undefined, null)).body as DealListResponse
    ).data.find((candidate) => candidate.id === deal.id);
    expect(listed?.product).toMatchObject({ name: 'Speckled Mug', discount_percentage: null });
  });

  it("keeps the regular price above its deals' group price", async () => {
    const product = await createProduct();
    await createDeal(product.id, { group_deal_price_cents: 1_800 });
    const refused = await api('PATCH', `/admin/products/${product.id}`, {
      regular_price_cents: 1_800,
    });
    expect(refused).toEqual(refusal(400, adminTexts.regularNotAboveDeals('18.00')));
    const [stored] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(stored?.regularPriceCents).toBe(2_400);
  });

  it('answers 404 for a product that does not exist and 400 for an empty change', async () => {
    expect((await api('PATCH', '/admin/products/99999', { name: 'Ghost' })).status).toBe(404);
    const empty = await api('PATCH', '/admin/products/1', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('must change at least one field');
  });
});

describe('deals', () => {
  it('creates a deal with its public id that shows in the listings at once', async () => {
    const product = await createProduct();
    // The listing is cached; a new deal must not wait for the cache to lapse.
    const before = await listedIds();
    const deal = await createDeal(product.id);
    expect(before).not.toContain(deal.id);
    expect(deal).toMatchObject({
      encoded_id: encodeDealId(deal.id),
      status: 'active',
      group_deal_price: '18.00',
      total_units_needed: 4,
      remaining_units: 4,
      expiry_date: inHours(48),
      category: { id: home.id, name: 'Home & Living' },
      product_id: product.id,
    });
    expect(await listedIds()).toContain(deal.id);
    const detail = await api('GET', `/ecommerce/deals/${deal.id}`, undefined, null);
    expect(detail.status).toBe(200);
  });

  it.each([
    [
      'a group price equal to the regular price',
      { group_deal_price_cents: 2_400 },
      adminTexts.priceNotBelowRegular('24.00'),
    ],
    [
      'a group of one',
      { total_units_needed: 1 },
      "Invalid field 'total_units_needed': must be at least 2",
    ],
    [
      'a group over 1000',
      { total_units_needed: 1_001 },
      "Invalid field 'total_units_needed': must be at most 1000",
    ],
    ['an expiry in the past', { expiry_date: inHours(-1) }, adminTexts.expiryNotInFuture],
    [
      'an expiry that is not a date',
      { expiry_date: 'tomorrow' },
      "Invalid field 'expiry_date': must be a date and time",
    ],
    [
      'a status of expired',
      { status: 'expired' },
      "Invalid field 'status': must be 'active' or 'inactive'",
    ],
    ['a product that does not exist', { product_id: 99_999 }, adminTexts.noSuchProduct],
  ])('names the field of %s and creates nothing', async (_case, overrides, message) => {
    const product = await createProduct();
    const before = await countOf(deals);
    const refused = await api('POST', '/admin/deals', dealBody(product.id, overrides));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
    expect(await countOf(deals)).toBe(before);
  });

  it('takes a deal out of the listings when made inactive, and back when made active', async () => {
    const product = await createProduct();
    const deal = await createDeal(product.id);
    const paused = await api('PATCH', `/admin/deals/${deal.id}`, {
      status: 'inactive',
      title: 'Paused mugs',
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect((paused.body as AdminDealResponse).data).toMatchObject({
      status: 'inactive',
      title: 'Paused mugs',
    });
    expect(await listedIds()).not.toContain(deal.id);
    await api('PATCH', `/admin/deals/${deal.id}`, { status: 'active' });
    expect(await listedIds()).toContain(deal.id);
  });

  it('refuses to change the group size while the open group has reservations', async () => {
    const deal = await build.deal(kitchenId, {
      groupSize: 4,
      reserved: 2,
      regularPriceCents: 5_000,
    });
    const refused = await api('PATCH', `/admin/deals/${deal.id}`, { total_units_needed: 6 });
    expect(refused).toEqual(refusal(409, adminTexts.groupSizeLocked(2)));
    const [stored] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(stored?.totalUnitsNeeded).toBe(4);

    const empty = await build.deal(kitchenId, { groupSize: 4, reserved: 0 });
    const resized = await api('PATCH', `/admin/deals/${empty.id}`, { total_units_needed: 6 });
    expect(resized.status).toBe(200);
    expect((resized.body as AdminDealResponse).data).toMatchObject({
      total_units_needed: 6,
      remaining_units: 6,
    });
  });
});

describe('the alert of a new deal in a followed category', () => {
  const endpointOf = (name: string) => `https://push.example/send/${name}`;
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' };

  async function shopperFollowing(categories: string[], dealAlerts = true) {
    const session = await signIn(t, freshEmail('follower'));
    await t.db
      .update(users)
      .set({ favouriteCategories: categories, dealAlerts })
      .where(eq(users.id, session.user.id));
    return { userId: session.user.id, token: session.tokens.accessToken };
  }

  async function visitorBrowser(name: string, categoryIds: number[]) {
    const saved = await api(
      'POST',
      '/push/subscriptions',
      {
        subscription: { endpoint: endpointOf(name), keys },
        email: `${name}@example.com`,
        categories: categoryIds,
      },
      null,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  /** The new-deal notifications a shopper got about one deal. */
  const newDealNotices = (userId: number, deal: { encoded_id: string }) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'new_deal'),
          eq(notifications.url, `/deal/${deal.encoded_id}`),
        ),
      );

  // Deals made by earlier tests are announced first, so each test counts its own deal's alerts.
  beforeEach(async () => {
    await t.jobs.runDueJobs();
    pushed.length = 0;
  });

  it("tells the shoppers and visitors' browsers that follow the category, and nobody else", async () => {
    const follower = await shopperFollowing(['Home & Living', 'Fashion']);
    const fashionOnly = await shopperFollowing(['Fashion']);
    const alertsOff = await shopperFollowing(['Home & Living'], false);
    const followerPhone = endpointOf('follower-phone');
    expect(
      (
        await api(
          'POST',
          '/push/subscriptions',
          { subscription: { endpoint: followerPhone, keys } },
          follower.token,
        )
      ).status,
    ).toBe(200);
    await visitorBrowser('visitor-home', [home.id]);
    await visitorBrowser('visitor-fashion', [fashionId]);
    await visitorBrowser('visitor-gone', [home.id]);
    goneEndpoints.add(endpointOf('visitor-gone'));

    const deal = await createDeal((await createProduct()).id, { title: 'Mugs for four' });
    await t.jobs.runDueJobs();

    const expected = {
      kind: 'new_deal',
      title: 'New deal in Home & Living',
      url: `/deal/${deal.encoded_id}`,
    };
    const [notice, ...more] = await newDealNotices(follower.userId, deal);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      ...expected,
      body: 'Mugs for four, $18.00 a unit when the group fills.',
    });
    expect(await newDealNotices(fashionOnly.userId, deal)).toEqual([]);
    expect(await newDealNotices(alertsOff.userId, deal)).toEqual([]);

    expect(pushed.map((push) => push.endpoint).sort()).toEqual(
      [followerPhone, endpointOf('visitor-home')].sort(),
    );
    for (const push of pushed)
      expect(push.alert).toMatchObject({ title: expected.title, url: expected.url });
    const gone = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpointOf('visitor-gone')));
    expect(gone).toEqual([]);

    // Run again (a retried job): nobody is told twice.
    await t.db.update(jobs).set({ doneAt: null }).where(eq(jobs.queue, NEW_DEAL_SHOPPERS));
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(1);
  });

  it('announces a deal created inactive once it is made active, and only once', async () => {
    const follower = await shopperFollowing(['Home & Living']);
    const deal = await createDeal((await createProduct()).id, { status: 'inactive' });
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toEqual([]);

    await api('PATCH', `/admin/deals/${deal.id}`, { status: 'active' });
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(1);

    await api('PATCH', `/admin/deals/${deal.id}`, { status: 'inactive' });
    await api('PATCH', `/admin/deals/${deal.id}`, { status: 'active' });
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(1);
  });

  it("an operator's own send tells the category's followers again, once however often the request is repeated", async () => {
    const follower = await shopperFollowing(['Home & Living']);
    const deal = await createDeal((await createProduct()).id, { title: 'Teapots for two' });
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(1);
    pushed.length = 0;
    await visitorBrowser('visitor-teapots', [home.id]);
    // The operator sends it a while after the deal's first announcement.
    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));

    const send = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/deals/${deal.id}/alert`,
        headers: { ...bearer(adminToken), 'idempotency-key': 'teapots-send-1' },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const sent = await send();
    expect(sent).toMatchObject({ status: 200, body: { data: { queued: true } } });
    await t.jobs.runDueJobs();
    const notices = await newDealNotices(follower.userId, deal);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toMatchObject({ title: 'New deal in Home & Living' });
    expect(pushed.map((push) => push.endpoint)).toContain(endpointOf('visitor-teapots'));
    const pushes = pushed.length;

    // The same request again (a lost answer, a double click's retry) sends nothing.
    expect(await send()).toMatchObject({ status: 200, body: { data: { queued: false } } });
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(2);
    expect(pushed).toHaveLength(pushes);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deal_alert.send'), eq(auditLog.entityId, String(deal.id))));
    expect(audited).toHaveLength(1);
  });

  it("the operator is told who a deal's alert will reach before sending it, and who it was queued for after", async () => {
    const deal = await createDeal((await createProduct()).id, { title: 'Coasters for six' });
    await t.jobs.runDueJobs();
    const audienceNow = async () => {
      const answer = await api('GET', `/admin/deals/${deal.id}/alert-audience`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as { category: string; shoppers: number; browsers: number };
    };
    const before = await audienceNow();
    expect(before.category).toBe('Home & Living');

    const follower = await shopperFollowing(['Home & Living']);
    await shopperFollowing(['Home & Living'], false);
    await shopperFollowing(['Fashion']);
    // A follower's own browser is reached through the follower, so it is not counted twice.
    await api(
      'POST',
      '/push/subscriptions',
      { subscription: { endpoint: endpointOf('coaster-follower'), keys } },
      follower.token,
    );
    await visitorBrowser('coaster-visitor', [home.id]);
    await visitorBrowser('coaster-fashion', [fashionId]);

    const expected = {
      category: 'Home & Living',
      shoppers: before.shoppers + 1,
      browsers: before.browsers + 1,
    };
    expect(await audienceNow()).toEqual(expected);

    // Sent after the deal's first announcement, so this send's notices carry their own time.
    t.clock.set(new Date(t.clock.now().getTime() + 120_000));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/deals/${deal.id}/alert`,
      headers: { ...bearer(adminToken), 'idempotency-key': 'coasters-send-1' },
    });
    expect(sent.json()).toMatchObject({
      message: `Deal alert queued for the followers of Home & Living: ${expected.shoppers} shoppers with push or e-mail, ${expected.browsers} browsers subscribed without an account`,
      data: { queued: true, audience: expected },
    });
    await t.jobs.runDueJobs();
    // What was counted is what was sent: every follower counted got this send's notice.
    const toldBySend = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'new_deal'),
          eq(notifications.url, `/deal/${deal.encoded_id}`),
          eq(notifications.createdAt, t.clock.now()),
        ),
      );
    expect(toldBySend).toHaveLength(expected.shoppers);
    expect(toldBySend).toContainEqual({ userId: follower.userId });
  });

  it('asking who the alert of a deal that does not exist would reach answers 404', async () => {
    expect(await api('GET', '/admin/deals/999999/alert-audience')).toEqual(
      refusal(404, adminTexts.dealNotFound),
    );
  });

  it("an operator's send without an Idempotency-Key is refused naming the header, so a retry of it cannot tell the followers twice", async () => {
    const follower = await shopperFollowing(['Home & Living']);
    const deal = await createDeal((await createProduct()).id, { title: 'Egg cups for four' });
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(1);

    const sendWithoutKey = () => api('POST', `/admin/deals/${deal.id}/alert`);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await sendWithoutKey()).toEqual(
        refusal(400, `Invalid header 'idempotency-key': ${IDEMPOTENCY_KEY_REQUIRED}`),
      );
    }
    await t.jobs.runDueJobs();
    expect(await newDealNotices(follower.userId, deal)).toHaveLength(1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deal_alert.send'), eq(auditLog.entityId, String(deal.id))));
    expect(audited).toEqual([]);
  });

  it('reaches every follower however many there are, a batch at a time', async () => {
    const many = FAN_OUT_BATCH + 5;
    const inserted = await t.db
      .insert(users)
      .values(
        Array.from({ length: many }, (_, i) => ({
          email: `crowd${i}@example.com`,
          favouriteCategories: ['Home & Living'],
        })),
      )
      .returning({ id: users.id });
    const deal = await createDeal((await createProduct()).id);
    await t.jobs.runDueJobs();
    const told = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'new_deal'), eq(notifications.url, `/deal/${deal.encoded_id}`)),
      );
    expect(told[0]?.n).toBeGreaterThanOrEqual(inserted.length);
    const batches = await t.db.select().from(jobs).where(eq(jobs.queue, NEW_DEAL_SHOPPERS));
    expect(batches.filter((job) => job.key.startsWith(`deal-${deal.id}`))).toHaveLength(2);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminDealRow,
  AdminOrderRow,
  AdminShopper,
  DealAtRisk,
} from '../../contract/admin-console.ts';
import { batches, emailSubscribers, orders } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

const c = useConsole();

/**
 * `count` orders of one deal placed by `who-N@domain`, of the given type and status, order N
 * placed N minutes before the clock (of `totalCents(N)`, $10 when not given).
 */
async function placeOrders(
  dealId: number,
  domain: string,
  count: number,
  kind: {
    type: 'solo' | 'group';
    status: string;
    batchId?: number;
    totalCents?: (n: number) => number;
  },
) {
  await c.t.db.insert(orders).values(
    Array.from({ length: count }, (_, n) => ({
      orderNumber: `BG-${domain.slice(0, 3).toUpperCase()}${kind.type.charAt(0).toUpperCase()}${String(n).padStart(3, '0')}`,
      orderType: kind.type,
      status: kind.status,
      batchId: kind.batchId,
      buyerEmail: `who-${n}@${domain}`,
      dealId,
      quantity: 1,
      unitPriceCents: kind.totalCents?.(n) ?? 1_000,
      totalCents: kind.totalCents?.(n) ?? 1_000,
      createdAt: new Date(TEST_NOW.getTime() - n * 60_000),
      updatedAt: TEST_NOW,
    })),
  );
}

const rowsOf = (body: { data: { rows: AdminOrderRow[] } }) => body.data.rows;

describe('the orders list', () => {
  it('finds orders by e-mail or order number, by status and by type, fifty to a page', async () => {
    const deal = await c.build.deal(c.subcategoryId, { reserved: 2 });
    const [batch] = await c.t.db.select().from(batches).where(eq(batches.dealId, deal.id));
    await placeOrders(deal.id, 'paging.example', 51, {
      type: 'solo',
      status: 'paid_awaiting_shipment',
    });
    await placeOrders(deal.id, 'paging.example', 2, {
      type: 'group',
      status: 'pending_charge',
      batchId: batch?.id,
    });

    const first = await c.admin('GET', '/orders?q=paging.example');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ total: 53, page: 1, page_size: 50 });
    expect(rowsOf(first.body)).toHaveLength(50);
    const second = await c.admin('GET', '/orders?q=paging.example&page=2');
    expect(rowsOf(second.body)).toHaveLength(3);
    const everyId = [...rowsOf(first.body), ...rowsOf(second.body)].map((row) => row.id);
    expect(new Set(everyId).size).toBe(53);

    const pending = await c.admin('GET', '/orders?q=paging.example&status=pending_charge');
    expect(rowsOf(pending.body).map((row) => row.status)).toEqual([
      'pending_charge',
      'pending_charge',
    ]);
    const groups = await c.admin('GET', '/orders?q=paging.example&type=group');
    expect(rowsOf(groups.body).map((row) => row.order_type)).toEqual(['group', 'group']);
    const solo = await c.admin('GET', '/orders?q=paging.example&type=solo&status=pending_charge');
    expect(solo.body.data.total).toBe(0);

    const byNumber = await c.admin('GET', '/orders?q=BG-PAGS007');
    expect(rowsOf(byNumber.body).map((row) => row.buyer_email)).toEqual(['who-7@paging.example']);

    const bad = await c.admin('GET', '/orders?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status');
  });
});

describe('a sorted list', () => {
  it('orders every matching order by the chosen column, across pages, not one page at a time', async () => {
    const deal = await c.build.deal(c.subcategoryId, { reserved: null });
    // Totals that do not follow the order they were placed in: 7 * n mod 61 dollars.
    await placeOrders(deal.id, 'sorting.example', 60, {
      type: 'solo',
      status: 'paid_awaiting_shipment',
      totalCents: (n) => (((7 * n) % 61) + 1) * 100,
    });
    const totals = async (query: string) => {
      const listed = await c.admin('GET', `/orders?q=sorting.example&${query}`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      return rowsOf(listed.body).map((row) => row.total_cents);
    };
    const everyTotal = Array.from({ length: 60 }, (_, n) => (((7 * n) % 61) + 1) * 100);
    const largestFirst = [...everyTotal].sort((a, b) => b - a);
    expect([
      ...(await totals('sort=-total_cents')),
      ...(await totals('sort=-total_cents&page=2')),
    ]).toEqual(largestFirst);
    expect(await totals('sort=total_cents')).toEqual(largestFirst.toReversed().slice(0, 50));

    // Oldest first: order 59 was placed first.
    const oldest = await c.admin('GET', '/orders?q=sorting.example&sort=created_at');
    expect(rowsOf(oldest.body)[0]?.buyer_email).toBe('who-59@sorting.example');

    const refused = await c.admin('GET', '/orders?sort=deal');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("'sort'");
    expect(refused.body.message).toContain('-created_at');
  });

  it('orders deals by title, price or how many groups they filled', async () => {
    const category = await c.build.category('Kitchen');
    const kitchen = (await c.build.subcategory(category.id, 'Pans')).id;
    await c.build.deal(kitchen, { title: 'wok pair', priceCents: 3_000 });
    await c.build.deal(kitchen, { title: 'Crepe pan pair', priceCents: 1_500 });
    await c.build.deal(kitchen, { title: 'Saucepan pair', priceCents: 2_000 });
    const titles = async (sort: string) => {
      const listed = await c.admin('GET', `/deals?category_id=${category.id}&sort=${sort}`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      return (listed.body.data.rows as AdminDealRow[]).map((row) => row.title);
    };
    // Letters compare without regard to case.
    expect(await titles('title')).toEqual(['Crepe pan pair', 'Saucepan pair', 'wok pair']);
    expect(await titles('-group_deal_price_cents')).toEqual([
      'wok pair',
      'Saucepan pair',
      'Crepe pan pair',
    ]);
  });
});

describe('the deals list', () => {
  it('filters deals by status, category and title', async () => {
    const category = await c.build.category('Garden');
    const garden = (await c.build.subcategory(category.id, 'Tools')).id;
    const rake = await c.build.deal(garden, { title: 'Rake pair, buy 1 get 1 free' });
    const hose = await c.build.deal(garden, { title: 'Hose pair', status: 'inactive' });
    await c.build.deal(c.subcategoryId, { title: 'Rake-shaped speaker' });

    const titles = async (query: string) => {
      const listed = await c.admin('GET', `/deals?${query}`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      return (listed.body.data.rows as AdminDealRow[]).map((row) => row.title).sort();
    };
    expect(await titles(`category_id=${category.id}`)).toEqual([hose.title, rake.title].sort());
    expect(await titles(`category_id=${category.id}&status=inactive`)).toEqual([hose.title]);
    expect(await titles('q=rake')).toEqual(['Rake pair, buy 1 get 1 free', 'Rake-shaped speaker']);
    expect((await c.admin('GET', '/deals?category_id=zero')).status).toBe(400);
  });
});

describe('shoppers and subscribers', () => {
  it('finds a shopper by part of their e-mail, with their orders, and a guest known only from orders', async () => {
    const { shoppers } = await c.filledGroup();
    const [member] = shoppers;
    if (!member) throw new Error('nobody joined');
    const found = await c.admin('GET', `/shoppers?q=${encodeURIComponent(member.email)}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const [shopper, ...others] = found.body.data.rows as AdminShopper[];
    expect(others).toEqual([]);
    expect(shopper).toMatchObject({ user_id: member.userId, email: member.email });
    expect(shopper?.orders).toHaveLength(1);

    const deal = await c.build.deal(c.subcategoryId, { reserved: null });
    await placeOrders(deal.id, 'guest-shop.example', 1, {
      type: 'solo',
      status: 'paid_awaiting_shipment',
    });
    const guest = await c.admin('GET', '/shoppers?q=guest-shop');
    expect(guest.body.data.rows).toMatchObject([
      {
        user_id: null,
        email: 'who-0@guest-shop.example',
        orders: [{ status: 'paid_awaiting_shipment' }],
      },
    ]);
    expect((await c.admin('GET', '/shoppers?q=a')).status).toBe(400);
  });

  it('counts the subscribers still subscribed and those who left', async () => {
    const before = (await c.admin('GET', '/subscribers')).body.data;
    await c.t.db.insert(emailSubscribers).values([
      { email: 'stays@example.com', subscribedAt: TEST_NOW, confirmedAt: TEST_NOW },
      { email: 'stays-too@example.com', subscribedAt: TEST_NOW, confirmedAt: TEST_NOW },
      {
        email: 'left@example.com',
        subscribedAt: TEST_NOW,
        confirmedAt: TEST_NOW,
        unsubscribedAt: TEST_NOW,
      },
    ]);
    const after = await c.admin('GET', '/subscribers');
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({
      subscribers: before.subscribers + 2,
      unsubscribed: before.unsubscribed + 1,
    });
  });
});

describe("the dashboard's deals to watch", () => {
  it('lists the active deals nearest full and those expiring soonest, and nothing inactive', async () => {
    const nearlyFull = await c.build.deal(c.subcategoryId, {
      groupSize: 4,
      reserved: 3,
      expiresInHours: 900,
    });
    const halfFull = await c.build.deal(c.subcategoryId, {
      groupSize: 4,
      reserved: 2,
      expiresInHours: 900,
    });
    const closing = await c.build.deal(c.subcategoryId, { reserved: 0, expiresInHours: 0.5 });
    const closingInactive = await c.build.deal(c.subcategoryId, {
      reserved: 3,
      expiresInHours: 0.25,
      status: 'inactive',
    });

    const dashboard = await c.admin('GET', '/dashboard');
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    const ids = (deals: DealAtRisk[]) => deals.map((deal) => deal.id);
    const filling = ids(dashboard.body.data.closest_to_filling);
    expect(filling.indexOf(nearlyFull.id)).toBeGreaterThanOrEqual(0);
    expect(filling.indexOf(nearlyFull.id)).toBeLessThan(filling.indexOf(halfFull.id));
    expect(filling).not.toContain(closing.id);
    const expiring = ids(dashboard.body.data.closest_to_expiring);
    expect(expiring[0]).toBe(closing.id);
    expect(expiring).not.toContain(closingInactive.id);
    expect(dashboard.body.data.closest_to_filling[0]).toMatchObject({
      id: nearlyFull.id,
      reserved_units: 3,
      total_units_needed: 4,
    });
  });
});

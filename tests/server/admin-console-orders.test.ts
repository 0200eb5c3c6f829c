import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { ORDERS_EXPORT_COLUMNS } from '../../contract/warehouse.ts';
import { auditLog, batches, jobs, orders, testProviderRefunds } from '../../server/db/schema.ts';
import { releaseHoldJob } from '../../server/modules/order-engine/jobs.ts';
import { OPERATOR } from '../fixtures/admin-console.ts';
import { CARDS, call, joinOneEach, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

/** Two shoppers join a group of two; `charge` runs the charge job that fills it. */
async function group(charge = true): Promise<{
  orders: Order[];
  shoppers: Shopper[];
  dealId: number;
  first: Order;
  shopper: Shopper;
}> {
  const deal = await c.build.deal(c.subcategoryId, {
    groupSize: charge ? 2 : 3,
    priceCents: 1_000,
    reserved: null,
  });
  const shoppers = [
    await shopperWithCard(c.t, CARDS.succeeds, 'ann'),
    await shopperWithCard(c.t, CARDS.succeeds, 'ben'),
  ];
  const joined = await joinOneEach(c.t, deal.id, shoppers);
  await c.t.jobs.runDueJobs();
  const [first] = joined;
  const [shopper] = shoppers;
  if (!first || !shopper) throw new Error('nobody joined');
  return { orders: joined, shoppers, dealId: deal.id, first, shopper };
}

const auditRows = (action: string) =>
  c.t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('refunds', () => {
  it('an operator refunds part, then the rest; never more than was captured', async () => {
    const { first: order, shopper } = await group();
    const over = await c.refund(order.id, {
      amount_cents: 1_001,
      reason: 'damaged',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('amount_cents');

    const part = await c.refund(order.id, {
      amount_cents: 400,
      reason: 'late',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 400,
      refundable_cents: 600,
    });

    const rest = await c.refund(order.id, {
      reason: 'cancelled by store',
    });
    expect(rest.body.data).toMatchObject({
      status: 'refunded',
      refunded_cents: 1_000,
      refundable_cents: 0,
    });
    const again = await c.refund(order.id, { reason: 'again' });
    expect(again.status).toBe(409);

    const mine = await call(c.t, 'GET', '/orders', shopper.token);
    const seen = (mine.body as { data: Order[] }).data.find((o) => o.id === order.id);
    expect(seen).toMatchObject({ status: 'refunded', refunded_cents: 1_000 });
    expect(await auditRows('order.refund')).toHaveLength(2);
  });

  it('an operator cannot refund an order that is still only a hold (409)', async () => {
    const { first: order } = await group(false);
    const refused = await c.refund(order.id, { reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('only a hold');
  });

  it('the same Idempotency-Key sent twice makes one refund at the provider', async () => {
    const { first: order } = await group();
    const first = await c.refund(order.id, { amount_cents: 300, reason: 'r' }, 'refund-key-1');
    const second = await c.refund(order.id, { amount_cents: 300, reason: 'r' }, 'refund-key-1');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.refunded_cents).toBe(300);
    const [row] = await c.t.db.select().from(orders).where(eq(orders.id, order.id));
    const given = await c.t.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentIntentId, String(row?.paymentIntentId)));
    expect(given).toHaveLength(1);
  });
});

describe('shipping, groups and audit', () => {
  it('a shipped order shows its carrier and tracking number in My Orders, with a timeline', async () => {
    const { first: order, shopper } = await group();
    const shipped = await c.admin('POST', `/orders/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.status).toBe('fulfilled');
    expect(shipped.body.data.timeline.map((entry: { to: string }) => entry.to)).toEqual([
      'pending_charge',
      'charged_awaiting_fulfillment',
      'waiting_for_fulfillment',
      'fulfilled',
    ]);
    expect(shipped.body.data.timeline.at(-1).actor).toBe(OPERATOR);
    const mine = await call(c.t, 'GET', '/orders', shopper.token);
    const seen = (mine.body as { data: Order[] }).data.find((o) => o.id === order.id);
    expect(seen?.shipment).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999' });
  });

  it('cancelling an open group releases every hold, cancels every member and opens a fresh group', async () => {
    const { orders: joined, dealId } = await group(false);
    const groups = await c.admin('GET', `/deals/${dealId}/groups`);
    const open = groups.body.data.open;
    expect(open.members).toHaveLength(2);
    const cancelled = await c.admin('POST', `/groups/${open.id}/cancel`, {
      reason: 'Supplier ran out',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.group.status).toBe('cancelled');
    expect(cancelled.body.data.next_group_id).not.toBeNull();
    for (const order of joined) {
      const [row] = await c.t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('cancelled');
    }
    const releases = await c.t.db.select().from(jobs).where(eq(jobs.queue, releaseHoldJob.queue));
    expect(releases.filter((job) => job.key.includes('group cancelled'))).toHaveLength(2);
    const [batch] = await c.t.db.select().from(batches).where(eq(batches.id, open.id));
    expect(batch?.cancelReason).toBe('Supplier ran out');
  });

  it('an action that fails leaves no audit row; one that succeeds always has one', async () => {
    const { dealId } = await group(false);
    const before = (await auditRows('deal.update')).length;
    // The open group has reserved units: resizing it is refused and the whole update rolls back.
    const patch = await c.admin('PATCH', `/deals/${dealId}`, { total_units_needed: 5 }, null);
    expect(patch.status).toBe(409);
    expect(await auditRows('deal.update')).toHaveLength(before);
    const ok = await c.admin('PATCH', `/deals/${dealId}`, { title: 'Renamed' }, null);
    expect(ok.status).toBe(200);
    const after = await auditRows('deal.update');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ actorEmail: OPERATOR, entityId: String(dealId) });
    const listed = await c.admin('GET', `/audit?action=deal.update&entity_id=${dealId}`);
    expect(listed.body.data.total).toBe(1);
  });

  it('exports the filtered orders as CSV', async () => {
    const { first: order } = await group();
    const response = await c.t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/export.csv?q=${order.order_number}`,
      headers: await c.operatorHeaders(),
    });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(ORDERS_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${order.order_number},2026-06-01T12:00:00\\+00:00,group,charged_awaiting_fulfillment,`,
      ),
    );
  });
});

describe('who may call the console', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/orders'],
    ['GET', '/orders/export.csv'],
    ['GET', '/orders/1'],
    ['POST', '/orders/1/refund', { reason: 'x' }],
    ['POST', '/orders/1/ship', { carrier: 'a', tracking_number: 'b' }],
    ['GET', '/deals'],
    ['GET', '/deals/1'],
    ['GET', '/deals/1/groups'],
    ['POST', '/deals/1/alert'],
    ['POST', '/groups/1/cancel', { reason: 'x' }],
    ['GET', '/audit'],
    ['GET', '/dashboard'],
    ['GET', '/shoppers?q=ab'],
    ['GET', '/subscribers'],
    ['GET', '/subscribers/export.csv'],
    ['POST', '/images'],
  ];
  it.each(routes)(
    '%s %s answers 401 to a visitor and 403 to a shopper',
    async (method, url, payload) => {
      const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'nosy');
      for (const [headers, status] of [
        [{}, 401],
        [bearer(shopper.token), 403],
      ] as const) {
        const response = await c.t.app.inject({
          method: method as 'GET' | 'POST',
          url: `/api/v1/admin${url}`,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode).toBe(status);
      }
    },
  );
});

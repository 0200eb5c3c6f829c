import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '../../contract/admin-console.ts';
import { auditLog, orders, shipments } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

/** A guest buys a whole group of two alone, paid at once: an order waiting for its parcel. */
async function paidSoloOrder(title: string) {
  const deal = await c.build.deal(c.subcategoryId, {
    title,
    groupSize: 2,
    priceCents: 1_500,
    reserved: null,
  });
  return (await c.guestCheckout(deal, 'solo', 2)).orderId;
}

/** The ids of the orders the console lists under `filters` (e.g. 'fulfilment=unfulfilled'). */
async function listedIds(filters: string): Promise<number[]> {
  const page = await c.admin('GET', `/orders?${filters}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.data.rows as AdminOrderRow[]).map((row) => row.id);
}

const statusOf = async (orderId: number) =>
  (await c.admin('GET', `/orders/${orderId}`)).body.data as {
    status: string;
    can_ship: boolean;
  };

describe('the unfulfilled queue', () => {
  it('an operator finds a partly refunded, unshipped order still to ship, though the Paid awaiting shipment filter drops it; shipped, wholly refunded and unpaid orders are not in the queue', async () => {
    const partlyRefunded = await paidSoloOrder('Refunded Five Dollars Lamp');
    const refunded = await c.refund(partlyRefunded, { amount_cents: 500, reason: 'Scratched' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((await statusOf(partlyRefunded)).status).toBe('partially_refunded');
    expect((await statusOf(partlyRefunded)).can_ship).toBe(true);
    expect(await listedIds('status=paid_awaiting_shipment')).not.toContain(partlyRefunded);

    const waiting = await paidSoloOrder('Untouched Lamp');
    const groupOrder = (await c.filledGroupOrder()).id;
    const wholly = await paidSoloOrder('Wholly Refunded Lamp');
    expect((await c.refund(wholly, { reason: 'Lost in the post' })).status).toBe(200);
    const shippedThenRefunded = await paidSoloOrder('Shipped Lamp');
    const shipped = await c.admin('POST', `/orders/${shippedThenRefunded}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z1',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(
      (await c.refund(shippedThenRefunded, { amount_cents: 300, reason: 'Late' })).status,
    ).toBe(200);
    // Shipped once: a refund afterwards does not offer to ship it again.
    expect((await statusOf(shippedThenRefunded)).can_ship).toBe(false);
    const unpaid = await c.build.deal(c.subcategoryId, { groupSize: 3, reserved: null });
    const reservation = await c.guestCheckout(unpaid, 'group', 1);

    const queue = await listedIds('fulfilment=unfulfilled');
    expect(queue).toEqual(expect.arrayContaining([partlyRefunded, waiting, groupOrder]));
    for (const gone of [wholly, shippedThenRefunded, reservation.orderId])
      expect(queue).not.toContain(gone);
  });

  it('an operator marks several orders shipped at once, each with its tracking number: each is fulfilled, audited and leaves the queue', async () => {
    const first = await paidSoloOrder('Bulk Lamp One');
    const second = await paidSoloOrder('Bulk Lamp Two');
    expect((await c.refund(second, { amount_cents: 500, reason: 'Dented' })).status).toBe(200);

    const shipped = await c.admin('POST', '/orders/ship', {
      parcels: [
        { order_id: first, carrier: 'UPS', tracking_number: '1ZFIRST' },
        { order_id: second, carrier: 'UPS', tracking_number: '1ZSECOND' },
      ],
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.message).toBe('2 orders shipped; each shopper has their tracking number');
    expect(shipped.body.data).toEqual({ order_ids: [first, second] });

    const parcels = await c.t.db
      .select()
      .from(shipments)
      .where(inArray(shipments.orderId, [first, second]));
    expect(parcels.map((p) => [p.orderId, p.carrier, p.trackingNumber]).sort()).toEqual(
      [
        [first, 'UPS', '1ZFIRST'],
        [second, 'UPS', '1ZSECOND'],
      ].sort(),
    );
    for (const orderId of [first, second]) {
      expect((await statusOf(orderId)).status).toBe('fulfilled');
      const audited = await c.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.entityId, String(orderId))));
      expect(audited).toHaveLength(1);
    }
    const queue = await listedIds('fulfilment=unfulfilled');
    expect(queue).not.toContain(first);
    expect(queue).not.toContain(second);
  });

  it('an operator whose selection holds an order that can no longer ship is told which, and nothing is shipped', async () => {
    const fine = await paidSoloOrder('Fine Lamp');
    const gone = await paidSoloOrder('Gone Lamp');
    expect((await c.refund(gone, { reason: 'Out of stock' })).status).toBe(200);
    const [goneRow] = await c.t.db.select().from(orders).where(eq(orders.id, gone));

    const refused = await c.admin('POST', '/orders/ship', {
      parcels: [
        { order_id: fine, carrier: 'DHL', tracking_number: 'JD1' },
        { order_id: gone, carrier: 'DHL', tracking_number: 'JD2' },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^Nothing was shipped: order ${goneRow?.orderNumber} cannot ship \\(.+\\)$`),
    );
    expect((await statusOf(fine)).status).toBe('paid_awaiting_shipment');
    expect(await c.t.db.select().from(shipments).where(eq(shipments.orderId, fine))).toEqual([]);
  });

  it.each([
    [
      'an order named twice',
      (id: number) => ({
        parcels: [
          { order_id: id, carrier: 'UPS', tracking_number: 'A' },
          { order_id: id, carrier: 'UPS', tracking_number: 'B' },
        ],
      }),
      "Invalid field 'parcels': names an order twice",
    ],
    [
      'a parcel without its tracking number',
      (id: number) => ({ parcels: [{ order_id: id, carrier: 'UPS', tracking_number: ' ' }] }),
      /^Invalid field 'parcels\.0\.tracking_number'/,
    ],
    [
      'no order at all',
      () => ({ parcels: [] }),
      "Invalid field 'parcels': must name at least one order",
    ],
  ])('an operator who sends %s is told so and nothing ships', async (_name, body, message) => {
    const orderId = await paidSoloOrder('Careful Lamp');
    const refused = await c.admin('POST', '/orders/ship', body(orderId));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
    expect((await statusOf(orderId)).status).toBe('paid_awaiting_shipment');
  });
});

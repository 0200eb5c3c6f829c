import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  batches,
  notifications,
  orders,
  paymentIntents,
  refunds,
  shipments,
} from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';

const c = useConsole();
afterEach(async () => {
  await c.t.db.execute(sql`drop trigger if exists refuse_audit on audit_log`);
  await c.t.db.execute(sql`drop function if exists refuse_audit()`);
});

/** The database refuses every audit row from now on, as a full disk or a broken column would. */
async function auditRowsRefused() {
  await c.t.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'the audit log refuses this row'; end $$`);
  await c.t.db.execute(sql`
    create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
}

const orderRow = async (orderId: number) => {
  const [row] = await c.t.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};
const noticesOf = (orderUserId: number | null) =>
  c.t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, orderUserId ?? 0));

describe('an action whose audit row cannot be written', () => {
  it('a shipment is not recorded: the order stays unshipped and its shopper is told nothing', async () => {
    const order = await c.filledGroupOrder();
    const before = await orderRow(order.id);
    const told = (await noticesOf(before?.userId ?? null)).length;
    await auditRowsRefused();

    const shipped = await c.admin('POST', `/orders/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999',
    });
    expect(shipped.status).toBe(500);
    expect((await orderRow(order.id))?.status).toBe(before?.status);
    expect(await c.t.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual(
      [],
    );
    expect(await noticesOf(before?.userId ?? null)).toHaveLength(told);
  });

  it('a fulfilment step is not taken', async () => {
    const order = await c.filledGroupOrder();
    const before = await orderRow(order.id);
    await auditRowsRefused();

    const advanced = await c.admin('POST', `/orders/${order.id}/advance`, {
      event: 'start_fulfilment',
    });
    expect(advanced.status).toBe(500);
    expect((await orderRow(order.id))?.status).toBe(before?.status);
  });

  it('a refund the provider made is not settled: the order keeps its status and the refund stays pending', async () => {
    const order = await c.filledGroupOrder();
    const before = await orderRow(order.id);
    await auditRowsRefused();

    const refunded = await c.admin('POST', `/orders/${order.id}/refund`, {
      amount_cents: 300,
      reason: 'late',
    });
    expect(refunded.status).toBe(500);
    expect((await orderRow(order.id))?.status).toBe(before?.status);
    const rows = await c.t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((refund) => refund.status)).toEqual(['pending']);
    expect(
      await c.t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(order.id))),
    ).toEqual([]);
  });

  it('a group is not cancelled: it stays open and every hold stays in place', async () => {
    const deal = await c.build.deal(c.subcategoryId, { groupSize: 3, reserved: null });
    for (const name of ['ann', 'ben']) {
      const member = await shopperWithCard(c.t, CARDS.succeeds, name);
      const joined = await call(c.t, 'POST', `/deals/${deal.id}/join`, member.token, {
        quantity: 1,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    }
    const held = async () =>
      (await c.t.db.select().from(paymentIntents)).filter(
        (intent) => intent.status === 'requires_capture',
      ).length;
    const heldBefore = await held();
    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    const open = groups.body.data.open as { id: number };
    await auditRowsRefused();

    const cancelled = await c.admin('POST', `/groups/${open.id}/cancel`, {
      reason: 'Our supplier ran out.',
    });
    expect(cancelled.status).toBe(500);
    await c.t.jobs.runDueJobs();
    const [batch] = await c.t.db.select().from(batches).where(eq(batches.id, open.id));
    expect(batch).toMatchObject({ status: 'open', cancelledAt: null, reservedUnits: 2 });
    expect(await held()).toBe(heldBefore);
  });
});

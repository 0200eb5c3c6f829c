import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

/** The newest audit row of `action` on an order. */
async function lastAudit(action: string, orderId: number) {
  const [row] = await c.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(orderId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) throw new Error(`no ${action} audit row for order ${orderId}`);
  return row;
}

describe('the audit log shows each order action as it left the order', () => {
  it('a refund’s after shows the money refunded and the status it left', async () => {
    const order = await c.filledGroupOrder();
    const part = await c.refund(order.id, { amount_cents: 400, reason: 'late' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const first = await lastAudit('order.refund', order.id);
    expect(first.before).toMatchObject({
      status: 'charged_awaiting_fulfillment',
      refunded_cents: 0,
    });
    expect(first.after).toMatchObject({
      status: 'partially_refunded',
      captured_cents: 1_000,
      refunded_cents: 400,
      refund: { amount_cents: 400, reason: 'late' },
    });

    const rest = await c.refund(order.id, { reason: 'store cancelled' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const second = await lastAudit('order.refund', order.id);
    expect(second.before).toMatchObject({ status: 'partially_refunded', refunded_cents: 400 });
    expect(second.after).toMatchObject({ status: 'refunded', refunded_cents: 1_000 });
  });

  it('a shipment’s after shows the parcel as stored, and a step’s after the status it reached', async () => {
    const order = await c.filledGroupOrder();
    const shipped = await c.admin('POST', `/orders/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const ship = await lastAudit('order.ship', order.id);
    expect(ship.after).toMatchObject({
      status: shipped.body.data.status,
      shipment: { carrier: 'UPS', tracking_number: '1Z999', shipped_at: expect.any(String) },
    });

    const delivered = await c.admin('POST', `/orders/${order.id}/advance`, { event: 'deliver' });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const step = await lastAudit('order.advance', order.id);
    expect(step.after).toMatchObject({
      status: delivered.body.data.status,
      shipment: { carrier: 'UPS' },
      event: 'deliver',
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REQUIRED } from '../../contract/idempotency.ts';
import { refunds } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

describe('refund rules', () => {
  it('a refund key sent again with another amount is refused with 422, and nothing more is refunded', async () => {
    const order = await c.filledGroupOrder();
    const first = await c.refund(order.id, { amount_cents: 300, reason: 'late' }, 'refund-once');
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const other = await c.refund(order.id, { amount_cents: 500, reason: 'late' }, 'refund-once');
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/key/i);
    const page = await c.admin('GET', `/orders/${order.id}`);
    expect(page.body.data).toMatchObject({ refunded_cents: 300, refundable_cents: 700 });
  });

  it('a part refund sent without an Idempotency-Key is refused naming the header, so a retried one can never refund twice', async () => {
    const order = await c.filledGroupOrder();
    for (let attempt = 0; attempt < 2; attempt++) {
      const sent = await c.refund(order.id, { amount_cents: 300, reason: 'late' }, null);
      expect(sent.status).toBe(400);
      expect(sent.body.message).toBe(
        `Invalid header 'idempotency-key': ${IDEMPOTENCY_KEY_REQUIRED}`,
      );
    }
    expect(await c.t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    const page = await c.admin('GET', `/orders/${order.id}`);
    expect(page.body.data).toMatchObject({ refunded_cents: 0, refundable_cents: 1_000 });
  });

  it('two refunds asked at once never add up to more than was captured', async () => {
    const order = await c.filledGroupOrder();
    const ask = (key: string) => c.refund(order.id, { amount_cents: 700, reason: 'torn' }, key);
    const answers = await Promise.all([ask('at-once-1'), ask('at-once-2')]);

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    const made = await c.t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made.filter((refund) => refund.status !== 'failed')).toHaveLength(1);
    const page = await c.admin('GET', `/orders/${order.id}`);
    expect(page.body.data).toMatchObject({ captured_cents: 1_000, refunded_cents: 700 });
  });
});

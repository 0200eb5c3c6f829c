import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefundResult } from '../../server/adapters/payments/provider.ts';
import type * as TestProviderModule from '../../server/adapters/payments/test-provider.ts';
import { auditLog, orders, refunds, testProviderRefunds } from '../../server/db/schema.ts';
import { REFUND_ANSWER_GRACE_MS } from '../../server/modules/admin/refund-settlement.ts';
import { OPERATOR } from '../fixtures/admin-console.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';

/**
 * The test provider as the store builds it, with its refunds made to go wrong on demand: no
 * answer (its service failing), a hang until released, or a decline.
 */
const provider = vi.hoisted(() => ({
  fault: 'none' as 'none' | 'unavailable' | 'hang' | 'declined',
  keys: [] as string[],
  hung: [] as (() => void)[],
}));
vi.mock('../../server/adapters/payments/test-provider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof TestProviderModule>();
  return {
    ...real,
    createTestPaymentProvider(deps: Parameters<typeof real.createTestPaymentProvider>[0]) {
      const inner = real.createTestPaymentProvider(deps);
      return {
        ...inner,
        async refund(intentId: string, key: string, amountCents?: number): Promise<RefundResult> {
          provider.keys.push(key);
          const fault = provider.fault;
          if (fault === 'unavailable')
            throw new Error('503 Service Unavailable: the payment service did not answer');
          if (fault === 'declined')
            return { outcome: 'refused', message: 'The card issuer declined the refund.' };
          if (fault === 'hang') await new Promise<void>((resolve) => provider.hung.push(resolve));
          return inner.refund(intentId, key, amountCents);
        },
      };
    },
  };
});

const c = useConsole();
afterEach(() => {
  provider.fault = 'none';
  provider.keys = [];
  c.t.clock.set(TEST_NOW);
});

const refundsOf = (orderId: number) =>
  c.t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const auditedRefunds = async (orderId: number) =>
  (await c.t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'))).filter(
    (row) => row.entityId === String(orderId),
  );

/** What the test provider gave back on the order's payment: one row per refund made there. */
async function givenBack(orderId: number) {
  const [order] = await c.t.db.select().from(orders).where(eq(orders.id, orderId));
  return c.t.db
    .select()
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.paymentIntentId, String(order?.paymentIntentId)));
}

async function waitFor(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a refund whose answer never came', () => {
  it('an operator whose refund the provider did not answer gets 503 with Retry-After, the amount stays held, and the same request again refunds once', async () => {
    const order = await c.filledGroupOrder();
    provider.fault = 'unavailable';
    const first = await c.refund(
      order.id,
      { amount_cents: 400, reason: 'damaged' },
      'refund-unanswered',
    );
    expect(first.status).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.body.message).toContain('did not confirm the refund of $4.00');

    const page = await c.admin('GET', `/orders/${order.id}`);
    expect(page.body.data).toMatchObject({
      status: 'charged_awaiting_fulfillment',
      refunded_cents: 0,
      refundable_cents: 600,
      refunds: [{ amount_cents: 400, status: 'pending' }],
    });
    // The held amount counts: the whole capture cannot be asked for beside it.
    const beside = await c.refund(order.id, {
      amount_cents: 1_000,
      reason: 'everything',
    });
    expect(beside.status).toBe(400);
    expect(beside.body.message).toContain('at most $6.00');
    expect(beside.body.message).toContain("$4.00 is waiting for the payment provider's answer");

    provider.fault = 'none';
    const again = await c.refund(
      order.id,
      { amount_cents: 400, reason: 'damaged' },
      'refund-unanswered',
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 400,
      refundable_cents: 600,
    });
    const [refund] = await refundsOf(order.id);
    expect(provider.keys).toEqual([`refund-${refund?.id}`, `refund-${refund?.id}`]);
    expect(await givenBack(order.id)).toMatchObject([{ amountCents: 400 }]);
    expect(await auditedRefunds(order.id)).toHaveLength(1);
  });

  it('a refund left pending by a request that gave up is settled in the background, once, in the operator’s name', async () => {
    const order = await c.filledGroupOrder();
    provider.fault = 'unavailable';
    const first = await c.refund(order.id, { reason: 'lost parcel' });
    expect(first.status).toBe(503);
    // Another refund of what is left is refused while the first one's answer is awaited.
    const second = await c.refund(order.id, { reason: 'again' });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(
      "A refund of $10.00 is waiting for the payment provider's answer",
    );

    provider.fault = 'none';
    await c.t.jobs.runDueJobs();
    expect((await refundsOf(order.id))[0]?.status).toBe('pending');

    c.t.clock.advance(REFUND_ANSWER_GRACE_MS + 1_000);
    await c.t.jobs.runDueJobs();
    const [refund] = await refundsOf(order.id);
    expect(refund?.status).toBe('succeeded');
    const [row] = await c.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('refunded');
    expect(await givenBack(order.id)).toMatchObject([{ amountCents: 1_000 }]);
    const audited = await auditedRefunds(order.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorEmail).toBe(OPERATOR);
  });

  it('a provider that hangs: the amount is held while it waits, the background settles it, and the late answer changes nothing', async () => {
    const order = await c.filledGroupOrder();
    provider.fault = 'hang';
    const waiting = c.refund(order.id, { reason: 'late' }, 'refund-hung');
    await waitFor(() => provider.hung.length === 1);
    provider.fault = 'none';

    const beside = await c.refund(order.id, { reason: 'again' });
    expect(beside.status).toBe(409);

    c.t.clock.advance(REFUND_ANSWER_GRACE_MS + 1_000);
    await c.t.jobs.runDueJobs();
    expect((await refundsOf(order.id))[0]?.status).toBe('succeeded');

    provider.hung.splice(0).forEach((release) => release());
    const answered = await waiting;
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'refunded', refunded_cents: 1_000 });
    expect(await givenBack(order.id)).toHaveLength(1);
    expect(await auditedRefunds(order.id)).toHaveLength(1);
  });

  it('a refund the provider declines frees its amount: 409 in the provider’s words, and the refund can be asked for again', async () => {
    const order = await c.filledGroupOrder();
    provider.fault = 'declined';
    const declined = await c.refund(order.id, { reason: 'x' });
    expect(declined.status).toBe(409);
    expect(declined.body.message).toContain('The card issuer declined the refund.');
    const page = await c.admin('GET', `/orders/${order.id}`);
    expect(page.body.data).toMatchObject({
      refundable_cents: 1_000,
      refunds: [{ status: 'failed' }],
    });

    provider.fault = 'none';
    const retried = await c.refund(order.id, { reason: 'x' });
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('refunded');
    expect(await givenBack(order.id)).toHaveLength(1);
  });
});

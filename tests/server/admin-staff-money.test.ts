import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../contract/staff.ts';
import { loadConfig } from '../../server/config.ts';
import { auditLog, refunds } from '../../server/db/schema.ts';
import { adminTexts } from '../../server/modules/admin/texts.ts';
import { bearer, freshEmail, signIn } from '../fixtures/sign-in.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

/** A member of staff with `role`, added by the owner and signed in: their calls to the console. */
async function operatorWith(role: StaffRole) {
  const email = freshEmail(role);
  const added = await c.admin('POST', '/staff', { email, role });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const token = (await signIn(c.t, email)).tokens.accessToken;
  return {
    email,
    /** One click of the console: a write carries `key` as its Idempotency-Key. */
    async asks(method: 'GET' | 'POST', url: string, body?: object, key?: string) {
      const response = await c.t.app.inject({
        method,
        url: `/api/v1/admin${url}`,
        headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
        ...(body ? { payload: body } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

/** A member's order of a filled group at $150.00 a unit, charged. */
async function chargedOrderOf150() {
  const {
    orders: [order],
  } = await c.filledGroup(2, 15_000);
  if (!order) throw new Error('nobody joined');
  return order;
}

const refundsOf = (orderId: number) =>
  c.t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('refunds and shipping by role', () => {
  it('support refunds up to $100.00 alone; more, or all of a $150.00 order, needs the owner role and refunds nothing', async () => {
    const support = await operatorWith('support');
    const order = await chargedOrderOf150();
    const needsOwner = {
      status: 403,
      body: { success: false, message: adminTexts.refundNeedsOwner(10_000) },
    };
    expect(
      await support.asks(
        'POST',
        `/orders/${order.id}/refund`,
        { amount_cents: 10_001, reason: 'Late' },
        'a',
      ),
    ).toMatchObject(needsOwner);
    expect(
      await support.asks('POST', `/orders/${order.id}/refund`, { reason: 'Late' }, 'b'),
    ).toMatchObject(needsOwner);
    expect(await refundsOf(order.id)).toEqual([]);

    const allowed = await support.asks(
      'POST',
      `/orders/${order.id}/refund`,
      { amount_cents: 10_000, reason: 'Late' },
      'c',
    );
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    const byOwner = await c.refund(order.id, { reason: 'The rest' });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    expect((await refundsOf(order.id)).map((refund) => refund.amountCents).sort()).toEqual(
      [10_000, 5_000].sort(),
    );
  });

  it('a support refund clicked twice or retried with its key refunds once, and is audited once with who made it', async () => {
    const support = await operatorWith('support');
    const order = await chargedOrderOf150();
    const body = { amount_cents: 2_500, reason: 'Dented box' };
    const [first, second] = await Promise.all([
      support.asks('POST', `/orders/${order.id}/refund`, body, 'one-click'),
      support.asks('POST', `/orders/${order.id}/refund`, body, 'one-click'),
    ]);
    const retry = await support.asks('POST', `/orders/${order.id}/refund`, body, 'one-click');
    for (const answer of [first, second, retry])
      expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
    expect(await refundsOf(order.id)).toHaveLength(1);
    const audited = await c.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(order.id))));
    expect(audited.map((row) => row.actorEmail)).toEqual([support.email]);
  });

  it('a support shipment clicked twice ships once', async () => {
    const support = await operatorWith('support');
    const order = await chargedOrderOf150();
    const parcel = { carrier: 'UPS', tracking_number: '1Z0042' };
    const answers = await Promise.all([
      support.asks('POST', `/orders/${order.id}/ship`, parcel),
      support.asks('POST', `/orders/${order.id}/ship`, parcel),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const audited = await c.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.entityId, String(order.id))));
    expect(audited.map((row) => row.actorEmail)).toEqual([support.email]);
  });

  it('a catalogue operator’s group cancel clicked twice cancels once', async () => {
    const catalogue = await operatorWith('catalogue');
    const deal = await c.build.deal(c.subcategoryId, { groupSize: 4, reserved: 1 });
    const groups = await catalogue.asks('GET', `/deals/${deal.id}/groups`);
    const groupId = groups.body.data.open.id as number;
    const answers = await Promise.all([
      catalogue.asks('POST', `/groups/${groupId}/cancel`, { reason: 'Supplier ran out' }),
      catalogue.asks('POST', `/groups/${groupId}/cancel`, { reason: 'Supplier ran out' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audited = await c.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.cancel'), eq(auditLog.entityId, String(groupId))));
    expect(audited.map((row) => row.actorEmail)).toEqual([catalogue.email]);
  });

  it('the store sets the support limit in whole cents, and refuses a setting that is not one', async () => {
    expect(loadConfig({}).supportRefundLimitCents).toBe(10_000);
    expect(loadConfig({ SUPPORT_REFUND_LIMIT_CENTS: '2500' }).supportRefundLimitCents).toBe(2_500);
    expect(() => loadConfig({ SUPPORT_REFUND_LIMIT_CENTS: '12.50' })).toThrow(
      /SUPPORT_REFUND_LIMIT_CENTS: must be a whole number of cents/,
    );
  });
});

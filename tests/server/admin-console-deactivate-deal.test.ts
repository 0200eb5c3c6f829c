import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { auditLog, batches, mailOutbox, orders, paymentIntents } from '../../server/db/schema.ts';
import { CARDS, call, joinOneEach, shopperWithCard } from '../fixtures/groups.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole();

/** Two shoppers join a group of four: it is open, both cards on hold. */
async function openGroupOfTwo(title: string) {
  const deal = await c.build.deal(c.subcategoryId, { title, groupSize: 4, reserved: null });
  const shoppers = [
    await shopperWithCard(c.t, CARDS.succeeds, 'ann'),
    await shopperWithCard(c.t, CARDS.succeeds, 'ben'),
  ];
  const joined = await joinOneEach(c.t, deal.id, shoppers);
  return { deal, shoppers, joined };
}

/** The cards of these orders still on hold. */
async function stillHeld(joined: Order[]) {
  const rows = await c.t.db
    .select({ status: paymentIntents.status })
    .from(orders)
    .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .where(
      inArray(
        orders.id,
        joined.map((order) => order.id),
      ),
    );
  expect(rows).toHaveLength(joined.length);
  return rows.filter((row) => row.status === 'requires_capture');
}

describe('deactivating a deal with an open group', () => {
  it('cancels the group as "Cancel group" does: holds released, members told, My Orders says cancelled', async () => {
    const { deal, shoppers, joined } = await openGroupOfTwo('Kettle, Buy 3 Get 1 Free');
    const groupsBefore = await c.admin('GET', `/deals/${deal.id}/groups`);
    const groupId = groupsBefore.body.data.open.id as number;

    const saved = await c.admin('PATCH', `/deals/${deal.id}`, { status: 'inactive' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(
      'Deal updated; its open group was cancelled, 2 members were told why and every hold is being released',
    );
    await c.t.jobs.runDueJobs();

    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    expect(groups.body.data.open).toBeNull();
    expect(groups.body.data.past[0]).toMatchObject({ id: groupId, status: 'cancelled' });

    const [first] = joined;
    const [row] = await c.t.db.select().from(batches).where(eq(batches.id, groupId));
    expect(row?.cancelReason).toBe('The deal is no longer offered');
    expect(await stillHeld(joined)).toEqual([]);

    const told =
      'The group for Kettle, Buy 3 Get 1 Free was cancelled: The deal is no longer offered. Your hold was released and nothing was charged.';
    for (const shopper of shoppers) {
      const mails = await c.t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, shopper.email));
      const notice = mails.filter((mail) => mail.subject.startsWith('Your group was cancelled'));
      expect(notice).toHaveLength(1);
      expect(notice[0]?.textBody).toContain(told);
    }

    const [shopper] = shoppers;
    if (!shopper || !first) throw new Error('nobody joined');
    const mine = await call(c.t, 'GET', '/orders', shopper.token);
    const seen = (mine.body as { data: Order[] }).data.find((order) => order.id === first.id);
    expect(seen?.status).toBe('cancelled');

    const audited = await c.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.cancel'), eq(auditLog.entityId, String(groupId))));
    expect(audited).toHaveLength(1);
  });

  it('a deal made active again opens a fresh group for shoppers to join', async () => {
    const { deal } = await openGroupOfTwo('Toaster, Buy 2 Get 1 Free');
    await c.admin('PATCH', `/deals/${deal.id}`, { status: 'inactive' });
    const again = await c.admin('PATCH', `/deals/${deal.id}`, { status: 'active' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe('Deal updated');

    const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'cat');
    const [order] = await joinOneEach(c.t, deal.id, [shopper]);
    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    expect(groups.body.data.open).toMatchObject({ reserved_units: 1 });
    expect(groups.body.data.open.members[0].order_id).toBe(order?.id);
  });

  it('a deal whose open group is empty is made inactive with nothing cancelled', async () => {
    const deal = await c.build.deal(c.subcategoryId, { groupSize: 4, reserved: 0 });
    const saved = await c.admin('PATCH', `/deals/${deal.id}`, { status: 'inactive' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Deal updated');
    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    expect(groups.body.data.open).toMatchObject({ status: 'open', reserved_units: 0 });
  });

  it('a save that is refused cancels no group', async () => {
    const { deal, joined } = await openGroupOfTwo('Blender, Buy 2 Get 1 Free');
    const refused = await c.admin('PATCH', `/deals/${deal.id}`, {
      status: 'inactive',
      group_deal_price_cents: 999_999,
    });
    expect(refused.status).toBe(400);
    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    expect(groups.body.data.open).toMatchObject({ reserved_units: 2 });
    expect(await stillHeld(joined)).toHaveLength(2);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import { auditLog, batches, mailOutbox, orders, paymentIntents } from '../../server/db/schema.ts';
import { adminTexts } from '../../server/modules/admin/texts.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { call, refusal } from '../fixtures/groups.ts';
import { HOUR } from '../fixtures/test-app.ts';

let c: Console;

beforeAll(async () => {
  c = await openConsole();
});
afterAll(() => c.close());

const placeMails = (email: string) =>
  c.t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .then((mails) => mails.filter((mail) => mail.subject.includes('place in a group')));

const cancelAudits = (orderId: number) =>
  c.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.cancel_place'), eq(auditLog.entityId, String(orderId))));

const reason = 'Your card could not be charged and the group has shipped';

describe('cancelling the place of a shopper whose group charge failed', () => {
  it('a shopper whose place the operator cancelled sees it Cancelled with the reason in My Orders, is told by e-mail, and their hold is released', async () => {
    const { failing, failed, paid } = await c.groupWithAFailedCharge('Kettle, Buy 1 Get 1 Free');

    const cancelled = await c.admin('POST', `/orders/${failed.id}/cancel-place`, { reason });
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        message: adminTexts.placeCancelled,
        data: { status: 'cancelled', cancel_reason: reason },
      },
    });
    await c.t.jobs.runDueJobs();

    const mine = await call(c.t, 'GET', '/orders?status=cancelled', failing.token);
    const shown = (mine.body as { data: Order[] }).data.find((order) => order.id === failed.id);
    expect(shown).toMatchObject({ status: 'cancelled', cancel_reason: reason });
    const [mail, ...more] = await placeMails(failing.email);
    expect(more).toEqual([]);
    expect(mail?.textBody).toContain(
      'Your place in the group for Kettle, Buy 1 Get 1 Free was cancelled: Your card could not be charged and the group has shipped.',
    );
    const [hold] = await c.t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, failed.paymentIntentId ?? ''));
    expect(hold?.status).toBe('canceled');
    const [audit, ...moreAudits] = await cancelAudits(failed.id);
    expect(moreAudits).toEqual([]);
    expect(audit).toMatchObject({ actorEmail: 'operator@example.com' });

    // The group stays filled and the member who paid goes on.
    const [group] = await c.t.db
      .select()
      .from(batches)
      .where(eq(batches.id, failed.batchId ?? 0));
    expect(group?.status).toBe('filled');
    const [other] = await c.t.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(other?.status).toBe('charged_awaiting_fulfillment');
  });

  it('the end of the payment window after a cancelled place changes nothing and tells the shopper nothing more', async () => {
    const { failing, failed } = await c.groupWithAFailedCharge('Toaster, Buy 1 Get 1 Free');
    await c.admin('POST', `/orders/${failed.id}/cancel-place`, { reason });
    await c.t.jobs.runDueJobs();
    const mailsBefore = await c.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, failing.email));

    c.t.clock.advance(25 * HOUR);
    await c.t.jobs.runDueJobs();
    const [order] = await c.t.db.select().from(orders).where(eq(orders.id, failed.id));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: reason });
    const mailsAfter = await c.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, failing.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
    await c.operatorSignsInAgain();
  });

  it("an operator's double click or retry cancels the place once: one audit row, one mail to the shopper", async () => {
    const { failing, failed } = await c.groupWithAFailedCharge('Blender, Buy 1 Get 1 Free');
    const cancel = () => c.admin('POST', `/orders/${failed.id}/cancel-place`, { reason });

    const clicks = await Promise.all([cancel(), cancel()]);
    const retry = await cancel();
    for (const answer of [...clicks, retry]) {
      expect(answer).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    }
    const messages = [...clicks, retry].map((answer) => answer.body.message);
    expect(messages.filter((message) => message === adminTexts.placeCancelled)).toHaveLength(1);
    expect(messages.filter((message) => message === adminTexts.placeCancelledBefore)).toHaveLength(
      2,
    );
    await c.t.jobs.runDueJobs();
    expect(await cancelAudits(failed.id)).toHaveLength(1);
    expect(await placeMails(failing.email)).toHaveLength(1);
  });

  it('an order whose payment needs nothing, a missing reason or an unknown order is refused and nothing changes', async () => {
    const paid = await c.filledGroupOrder();
    expect(await c.admin('POST', `/orders/${paid.id}/cancel-place`, { reason })).toMatchObject(
      refusal(409, adminTexts.placeNotCancellable('charged_awaiting_fulfillment')),
    );
    const { failed } = await c.groupWithAFailedCharge('Mixer, Buy 1 Get 1 Free');
    const blank = await c.admin('POST', `/orders/${failed.id}/cancel-place`, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain("'reason'");
    const [unchanged] = await c.t.db.select().from(orders).where(eq(orders.id, failed.id));
    expect(unchanged).toMatchObject({ status: 'payment_action_required', cancelReason: null });
    expect(await c.admin('POST', '/orders/999999/cancel-place', { reason })).toMatchObject(
      refusal(404, adminTexts.orderNotFound),
    );
    expect(await cancelAudits(paid.id)).toEqual([]);
  });
});

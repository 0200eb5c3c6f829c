import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../server/db/schema.ts';
import { adminTexts } from '../../server/modules/admin/texts.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { refusal } from '../fixtures/groups.ts';
import { HOUR } from '../fixtures/test-app.ts';

let c: Console;

beforeAll(async () => {
  c = await openConsole({ config: { publicUrl: 'https://shop.example' } });
});
afterAll(() => c.close());

const fixMails = (email: string) =>
  c.t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .then((mails) => mails.filter((mail) => mail.subject.startsWith('Reminder:')));

describe('reminding a shopper whose group charge failed', () => {
  it('the shopper gets the link to fix their card again by e-mail, and the reminder is in the audit log', async () => {
    const { failing: shopper, failed: order } = await c.groupWithAFailedCharge(
      'Kettle, Buy 1 Get 1 Free',
    );
    c.t.clock.advance(2 * HOUR);
    await c.operatorSignsInAgain();

    const reminded = await c.admin('POST', `/orders/${order.id}/payment-reminder`);
    expect(reminded).toMatchObject({
      status: 200,
      body: {
        message: adminTexts.reminded,
        data: { next_reminder_at: new Date(c.t.clock.now().getTime() + HOUR).toISOString() },
      },
    });
    await c.t.jobs.runDueJobs();

    const [mail, ...more] = await fixMails(shopper.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Reminder: your payment needs attention/);
    expect(mail?.textBody).toContain('Your group for Kettle, Buy 1 Get 1 Free is still waiting');
    expect(mail?.textBody).toContain(`https://shop.example/fix-payment/${order.id}`);
    const audited = await c.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.payment_reminder'), eq(auditLog.entityId, String(order.id))),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorEmail).toBe('operator@example.com');
  });

  it('a second reminder within the hour is refused saying when it can go, and nothing is sent', async () => {
    const { failing: shopper, failed: order } = await c.groupWithAFailedCharge(
      'Toaster, Buy 1 Get 1 Free',
    );
    expect((await c.admin('POST', `/orders/${order.id}/payment-reminder`)).status).toBe(200);

    c.t.clock.advance(45 * 60_000);
    await c.operatorSignsInAgain();
    const again = await c.admin('POST', `/orders/${order.id}/payment-reminder`);
    expect(again).toMatchObject(refusal(429, adminTexts.remindedRecently('15 minutes')));
    expect(again.headers['retry-after']).toBe(String(15 * 60));
    await c.t.jobs.runDueJobs();
    expect(await fixMails(shopper.email)).toHaveLength(1);

    c.t.clock.advance(15 * 60_000);
    await c.operatorSignsInAgain();
    expect((await c.admin('POST', `/orders/${order.id}/payment-reminder`)).status).toBe(200);
    await c.t.jobs.runDueJobs();
    expect(await fixMails(shopper.email)).toHaveLength(2);
  });

  it('an order whose payment needs nothing, or whose window has ended, cannot be reminded', async () => {
    await c.operatorSignsInAgain();
    const paid = await c.filledGroupOrder();
    expect(await c.admin('POST', `/orders/${paid.id}/payment-reminder`)).toMatchObject(
      refusal(409, adminTexts.nothingToRemind('charged_awaiting_fulfillment')),
    );

    const { failed: order } = await c.groupWithAFailedCharge('Blender, Buy 1 Get 1 Free');
    c.t.clock.advance(25 * HOUR);
    await c.operatorSignsInAgain();
    const remind = () => c.admin('POST', `/orders/${order.id}/payment-reminder`);
    // Past the window, before and after the job that ends the order has run.
    expect(await remind()).toMatchObject(refusal(409, adminTexts.reminderWindowEnded));
    await c.t.jobs.runDueJobs();
    expect(await remind()).toMatchObject(refusal(409, adminTexts.reminderWindowEnded));
    expect(await c.admin('POST', '/orders/999999/payment-reminder')).toMatchObject(
      refusal(404, adminTexts.orderNotFound),
    );
  });
});

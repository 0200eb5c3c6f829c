import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole({ config: { publicUrl: 'https://shop.example' } });

const parcel = { carrier: 'UPS', tracking_number: '1Z999AA10123456784' };

/** The "has shipped" e-mails sent to `email`, once the mail jobs ran. */
async function shippedMailsTo(email: string) {
  await c.t.jobs.runDueJobs();
  const mails = await c.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return mails.filter((mail) => mail.subject.startsWith('Your order has shipped'));
}

/** A guest buys a whole group of two alone, paying at once: an order with no account. */
async function guestOrder() {
  const deal = await c.build.deal(c.subcategoryId, {
    title: 'Trail Lamp, Buy 1 Get 1 Free',
    groupSize: 2,
    priceCents: 1_500,
    reserved: null,
  });
  return c.guestCheckout(deal, 'solo', 2);
}

describe('shipping an order', () => {
  it('a signed-in shopper gets an e-mail naming the carrier and the tracking number', async () => {
    const {
      orders: [order],
      shoppers: [shopper],
    } = await c.filledGroup();
    if (!order || !shopper) throw new Error('nobody joined');
    const shipped = await c.admin('POST', `/orders/${order.id}/ship`, parcel);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    const mails = await shippedMailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('with UPS, tracking number 1Z999AA10123456784');
  });

  it('a guest gets the same e-mail at the address the order was placed with', async () => {
    const { orderId, email } = await guestOrder();
    const shipped = await c.admin('POST', `/orders/${orderId}/ship`, parcel);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    const mails = await shippedMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(
      'Your order for Trail Lamp, Buy 1 Get 1 Free is on its way with UPS, tracking number 1Z999AA10123456784.',
    );
    expect(mails[0]?.textBody).toContain('https://shop.example/orders');
  });

  it('the same shipment sent again after a lost answer answers the shipped order once more, and changes nothing', async () => {
    const { orderId, email } = await guestOrder();
    const first = await c.admin('POST', `/orders/${orderId}/ship`, parcel, 'ship-once');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await c.admin('POST', `/orders/${orderId}/ship`, parcel, 'ship-once');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const audited = await c.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.entityId, String(orderId))));
    expect(audited).toHaveLength(1);
    expect(await shippedMailsTo(email)).toHaveLength(1);

    const otherParcel = await c.admin('POST', `/orders/${orderId}/ship`, {
      carrier: 'DHL',
      tracking_number: 'JD0002',
    });
    expect(otherParcel.status).toBe(409);
  });
});

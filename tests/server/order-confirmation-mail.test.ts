import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderResponse } from '../../contract/orders.ts';
import { mailOutbox, orders } from '../../server/db/schema.ts';
import { orderMailTexts } from '../../server/modules/alerts/texts.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import { pay } from '../fixtures/stripe-checkout.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole({ config: { publicUrl: 'https://shop.example' } });

type Deal = Awaited<ReturnType<typeof c.build.deal>>;

/** A group of `size` nobody has joined yet, closing three days from the test's clock. */
const newGroup = (title: string, size: number) =>
  c.build.deal(c.subcategoryId, { title, groupSize: size, reserved: null });

const orderNumberOf = async (orderId: number) =>
  (await c.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.orderNumber ?? '';

/** The one mail `email` got whose subject begins with `title`, once every due job has run. */
async function oneMailTitled(email: string, title: string) {
  await c.t.jobs.runDueJobs();
  const mails = await c.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const titled = mails.filter((mail) => mail.subject.startsWith(title));
  expect(titled).toHaveLength(1);
  return titled[0]?.textBody ?? '';
}

/** The HTML part of the one mail `email` got whose subject begins with `title`. */
async function htmlOfMailTitled(email: string, title: string) {
  const mails = await c.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return mails.find((mail) => mail.subject.startsWith(title))?.htmlBody ?? '';
}

/** A signed-in shopper checks out `deal` with a card that pays. */
async function shopperChecksOut(deal: Deal, type: 'solo' | 'group', quantity: number) {
  const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'buyer');
  const paid = await pay(c.t, {
    deal,
    type,
    quantity,
    email: shopper.email,
    card: shopper.card.id,
    token: shopper.token,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return {
    email: shopper.email,
    orderId: (paid.body as { data: { orderId: number } }).data.orderId,
  };
}

describe('the e-mail that confirms an order', () => {
  it('tells a shopper who bought a whole group alone their order number, what was charged and where to see it', async () => {
    const deal = await newGroup('Linen Apron, Buy 1 Get 1 Free', 2);
    const { email, orderId } = await shopperChecksOut(deal, 'solo', 2);
    const orderNumber = await orderNumberOf(orderId);

    const mail = await oneMailTitled(email, orderMailTexts.paidTitle(orderNumber));
    expect(mail).toContain(orderMailTexts.orderNumber(orderNumber));
    expect(mail).toContain(orderMailTexts.paid(deal.title, 2, '20.00'));
    expect(mail).toContain('https://shop.example/orders');
  });

  it('tells a shopper who reserved a place in a group their order number, when the group closes and the link to invite friends', async () => {
    const deal = await newGroup('Bamboo Steamer, Buy 2 Get 1 Free', 3);
    const { email, orderId } = await shopperChecksOut(deal, 'group', 1);
    const orderNumber = await orderNumberOf(orderId);

    const mail = await oneMailTitled(email, orderMailTexts.reservedTitle(orderNumber));
    expect(mail).toContain(orderMailTexts.orderNumber(orderNumber));
    expect(mail).toContain(orderMailTexts.reserved(deal.title, 1, '10.00'));
    expect(mail).toContain(
      orderMailTexts.closes(
        2,
        `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(deal.expiryDate)} UTC`,
      ),
    );
    expect(mail).toContain(orderMailTexts.invite(`https://shop.example/deal/${deal.encodedId}`));
    expect(mail).toContain('https://shop.example/orders');
    // Each of its lines stays a line in the HTML part too.
    const html = await htmlOfMailTitled(email, orderMailTexts.reservedTitle(orderNumber));
    expect(html).toContain(`${orderMailTexts.orderNumber(orderNumber)}<br>`);
  });

  it("tells the shopper who takes a group's last unit that their order completed it, with no deadline or invite", async () => {
    const deal = await newGroup('Oil Mister, Buy 1 Get 1 Free', 2);
    await c.guestCheckout(deal, 'group', 1);
    const { email, orderId } = await shopperChecksOut(deal, 'group', 1);
    const orderNumber = await orderNumberOf(orderId);

    const mail = await oneMailTitled(email, orderMailTexts.reservedTitle(orderNumber));
    expect(mail).toContain(orderMailTexts.completedGroup);
    expect(mail).not.toContain(
      orderMailTexts.invite(`https://shop.example/deal/${deal.encodedId}`),
    );
  });

  it('gives a guest a link that opens their order without an account, and only that order', async () => {
    const deal = await newGroup('Herb Keeper, Buy 1 Get 1 Free', 2);
    const { email, orderId } = await c.guestCheckout(deal, 'group', 1);
    const orderNumber = await orderNumberOf(orderId);

    const mail = await oneMailTitled(email, orderMailTexts.reservedTitle(orderNumber));
    const token = /https:\/\/shop\.example\/guest-order\/(\S+)/.exec(mail)?.[1] ?? '';
    const opened = await call(c.t, 'GET', `/order-links/${token}`);
    expect(opened.status).toBe(200);
    expect((opened.body as OrderResponse).data).toMatchObject({
      id: orderId,
      order_number: orderNumber,
    });

    // PWA code a browser cached before the address moved (docs/decisions/0029) still opens it.
    const cached = await call(c.t, 'GET', `/orders/by-link/${token}`);
    expect(cached).toMatchObject({ status: 200, body: opened.body });

    const forged = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(await call(c.t, 'GET', `/order-links/${forged}`)).toMatchObject({
      status: 404,
      body: { success: false, message: orderMailTexts.invalidOrderLink },
    });
  });

  it('is mailed to a guest who bought a whole group alone, with the link to their order', async () => {
    const deal = await newGroup('Spice Grinder, Buy 1 Get 1 Free', 2);
    const { email, orderId } = await c.guestCheckout(deal, 'solo', 2);
    const orderNumber = await orderNumberOf(orderId);

    const mail = await oneMailTitled(email, orderMailTexts.paidTitle(orderNumber));
    expect(mail).toContain(orderMailTexts.paid(deal.title, 2, '20.00'));
    expect(mail).toMatch(/https:\/\/shop\.example\/guest-order\/\S+/);
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema.ts';
import { alertTexts } from '../../server/modules/alerts/texts.ts';
import { consoleTexts } from '../../server/modules/order-engine/console-texts.ts';
import { fulfilmentNotices, notificationTexts } from '../../server/modules/order-engine/texts.ts';
import { CARDS, joinOneEach, shopperWithCard } from '../fixtures/groups.ts';
import { DAY, HOUR, TEST_NOW } from '../fixtures/test-app.ts';
import { useConsole } from '../fixtures/use-console.ts';

const c = useConsole({ config: { publicUrl: 'https://shop.example' } });
afterEach(() => c.t.clock.set(TEST_NOW));

type Deal = Awaited<ReturnType<typeof c.build.deal>>;

/** A group of `size` nobody has joined yet, closing in three days unless told otherwise. */
const newGroup = (title: string, size: number, expiresInHours?: number) =>
  c.build.deal(c.subcategoryId, {
    title,
    groupSize: size,
    reserved: null,
    ...(expiresInHours === undefined ? {} : { expiresInHours }),
  });

/** A guest (no account) joins the deal's group with one unit, paying with `card`. */
const guestJoins = (deal: Deal, card: string = CARDS.succeeds) =>
  c.guestCheckout(deal, 'group', 1, card);

/** A signed-in shopper takes the last unit, so the group fills. */
async function shopperFills(deal: Deal) {
  await joinOneEach(c.t, deal.id, [await shopperWithCard(c.t, CARDS.succeeds, 'filler')]);
}

/**
 * The one mail `email` got with `notice` (its title the subject, its body in the text), once
 * every due job (charges, mails) has run.
 */
async function oneMailOf(email: string, notice: { title: string; body: string }) {
  await c.t.jobs.runDueJobs();
  await c.t.jobs.runDueJobs();
  const mails = await c.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const told = mails.filter((mail) => mail.subject.startsWith(notice.title));
  expect(told).toHaveLength(1);
  expect(told[0]?.textBody).toContain(notice.body);
  return told[0]?.textBody ?? '';
}

describe('a guest who joined a group', () => {
  it('is e-mailed at the address they ordered with when the group fills and their card is charged', async () => {
    const deal = await newGroup('Pour-over Kettle, Buy 1 Get 1 Free', 2);
    const { email } = await guestJoins(deal);
    await shopperFills(deal);

    const charged = await oneMailOf(email, notificationTexts.charged(deal.title, '10.00'));
    expect(charged).toContain('https://shop.example/orders');
  });

  it('is e-mailed a link to fix the card when the charge fails, and told when the window to fix it ends', async () => {
    const deal = await newGroup('Cast Iron Pan, Buy 1 Get 1 Free', 2);
    const { orderId, email } = await guestJoins(deal, CARDS.captureFails);
    await shopperFills(deal);

    const needsAction = await oneMailOf(email, notificationTexts.captureFailed(deal.title));
    expect(needsAction).toContain(`https://shop.example/fix-payment/${orderId}`);

    c.t.clock.advance(DAY + HOUR);
    await oneMailOf(email, notificationTexts.paymentFailed(deal.title));
  });

  it('is reminded by e-mail in the last hour of a group still short of units', async () => {
    const deal = await newGroup('Bread Knife, Buy 2 Get 1 Free', 3, 5);
    const { email } = await guestJoins(deal);

    c.t.clock.advance(4.5 * HOUR);
    const reminder = await oneMailOf(email, alertTexts.lastHour(deal.title, 2, deal.encodedId));
    expect(reminder).toContain(`https://shop.example/deal/${deal.encodedId}`);
  });

  it('is told by e-mail that nothing was charged when the deal ends before the group fills', async () => {
    const deal = await newGroup('Salad Spinner, Buy 2 Get 1 Free', 3, 2);
    const { email } = await guestJoins(deal);

    c.t.clock.advance(3 * HOUR);
    await oneMailOf(email, notificationTexts.expired(deal.title));
  });
});

describe("a guest's order after it was paid", () => {
  it('is e-mailed when the operator marks it delivered and when it is refunded', async () => {
    const deal = await newGroup('Herb Scissors, Buy 1 Get 1 Free', 2);
    const { orderId, email } = await c.guestCheckout(deal, 'solo', 2);
    for (const event of ['fulfil', 'deliver'] as const) {
      const advanced = await c.admin('POST', `/orders/${orderId}/advance`, { event });
      expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    }
    const deliveredNotice = fulfilmentNotices.deliver;
    if (!deliveredNotice) throw new Error('delivery has no notice');
    await oneMailOf(email, deliveredNotice(deal.title));

    const refunded = await c.refund(orderId, { reason: 'Arrived damaged' }, 'herb-refund');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await oneMailOf(email, consoleTexts.refunded(deal.title, 2_000, true));
  });
});

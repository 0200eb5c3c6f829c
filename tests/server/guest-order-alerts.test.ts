import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { CARDS, call, saveCard, shopperWithCard } from '../fixtures/groups.ts';
import { freshEmail } from '../fixtures/sign-in.ts';
import { pay } from '../fixtures/stripe-checkout.ts';
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
async function guestJoins(deal: Deal, card: string = CARDS.succeeds) {
  const email = freshEmail('guest');
  const saved = await saveCard(c.t, undefined, card);
  const paid = await pay(c.t, { deal, type: 'group', quantity: 1, email, card: saved.id });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { orderId: (paid.body as CheckoutResponse).data.orderId, email };
}

/** A signed-in shopper takes the last unit, so the group fills. */
async function shopperFills(deal: Deal) {
  const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'filler');
  const joined = await call(c.t, 'POST', `/deals/${deal.id}/join`, shopper.token, { quantity: 1 });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}

/** The mails kept for `email` titled `title`, once every due job (charges, mails) has run. */
async function mailsTo(email: string, title: string) {
  await c.t.jobs.runDueJobs();
  await c.t.jobs.runDueJobs();
  const mails = await c.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return mails.filter((mail) => mail.subject.startsWith(title));
}

describe('a guest who joined a group', () => {
  it('is e-mailed at the address they ordered with when the group fills and their card is charged', async () => {
    const deal = await newGroup('Pour-over Kettle, Buy 1 Get 1 Free', 2);
    const { email } = await guestJoins(deal);
    await shopperFills(deal);

    const mails = await mailsTo(email, 'Your group is complete');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(
      'Your group for Pour-over Kettle, Buy 1 Get 1 Free filled and your card was charged $10.00.',
    );
    expect(mails[0]?.textBody).toContain('https://shop.example/orders');
  });

  it('is e-mailed a link to fix the card when the charge fails, and told when the window to fix it ends', async () => {
    const deal = await newGroup('Cast Iron Pan, Buy 1 Get 1 Free', 2);
    const { orderId, email } = await guestJoins(deal, CARDS.captureFails);
    await shopperFills(deal);

    const needsAction = await mailsTo(email, 'Your payment needs attention');
    expect(needsAction).toHaveLength(1);
    expect(needsAction[0]?.textBody).toContain(
      'Your group for Cast Iron Pan, Buy 1 Get 1 Free filled but your card could not be charged. Update your card within 24 hours to keep your order.',
    );
    expect(needsAction[0]?.textBody).toContain(`https://shop.example/fix-payment/${orderId}`);

    c.t.clock.advance(DAY + HOUR);
    const ended = await mailsTo(email, 'Your order was not completed');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.textBody).toContain(
      'We could not charge your card for Cast Iron Pan, Buy 1 Get 1 Free in time, so the order ended. Nothing was charged.',
    );
  });

  it('is reminded by e-mail in the last hour of a group still short of units', async () => {
    const deal = await newGroup('Bread Knife, Buy 2 Get 1 Free', 3, 5);
    const { email } = await guestJoins(deal);

    c.t.clock.advance(4.5 * HOUR);
    const reminders = await mailsTo(email, 'Your group closes within the hour');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.textBody).toContain(`https://shop.example/deal/${deal.encodedId}`);
  });

  it('is told by e-mail that nothing was charged when the deal ends before the group fills', async () => {
    const deal = await newGroup('Salad Spinner, Buy 2 Get 1 Free', 3, 2);
    const { email } = await guestJoins(deal);

    c.t.clock.advance(3 * HOUR);
    const expired = await mailsTo(email, 'Your group did not fill');
    expect(expired).toHaveLength(1);
    expect(expired[0]?.textBody).toContain(
      'The deal Salad Spinner, Buy 2 Get 1 Free expired before the group filled. Your hold was released and nothing was charged.',
    );
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
    const delivered = await mailsTo(email, 'Your order was delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.textBody).toContain(
      'Your order for Herb Scissors, Buy 1 Get 1 Free was delivered. Enjoy!',
    );

    const refunded = await c.refund(orderId, { reason: 'Arrived damaged' }, 'herb-refund');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const refundMails = await mailsTo(email, 'Your order was refunded');
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.textBody).toContain('for Herb Scissors, Buy 1 Get 1 Free to your card.');
  });
});

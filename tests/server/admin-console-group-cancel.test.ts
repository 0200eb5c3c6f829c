import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, paymentIntents } from '../../server/db/schema.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';

const { pushed, sender } = recordingPushService();
let c: Console;

beforeAll(async () => {
  c = await openConsole({
    push: sender,
    config: { publicUrl: 'https://shop.example', pushAllowPrivateEndpoints: true },
  });
});
afterAll(() => c.close());

const endpointOf = (shopper: Shopper) => `https://push.example/send/${shopper.userId}`;

async function enablePush(shopper: Shopper) {
  const saved = await call(c.t, 'POST', '/push/subscriptions', shopper.token, {
    subscription: {
      endpoint: endpointOf(shopper),
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('cancelling an open group', () => {
  it('every member is told why by e-mail and push, and every hold is let go', async () => {
    const deal = await c.build.deal(c.subcategoryId, {
      title: 'Desk Lamp, Buy 3 Get 1 Free',
      groupSize: 4,
      reserved: null,
    });
    const members: Shopper[] = [];
    for (const name of ['ann', 'ben', 'cat']) {
      const member = await shopperWithCard(c.t, CARDS.succeeds, name);
      await enablePush(member);
      const joined = await call(c.t, 'POST', `/deals/${deal.id}/join`, member.token, {
        quantity: 1,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      members.push(member);
    }
    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    const cancelled = await c.admin('POST', `/groups/${groups.body.data.open.id}/cancel`, {
      reason: 'Our supplier ran out.',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await c.t.jobs.runDueJobs();

    const told =
      'The group for Desk Lamp, Buy 3 Get 1 Free was cancelled: Our supplier ran out. Your hold was released and nothing was charged.';
    for (const member of members) {
      const mails = await c.t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, member.email));
      const notice = mails.filter((mail) => mail.subject.startsWith('Your group was cancelled'));
      expect(notice).toHaveLength(1);
      expect(notice[0]?.textBody).toContain(told);
      const pushes = pushed.filter((alert) => alert.endpoint === endpointOf(member));
      expect(pushes).toHaveLength(1);
      expect(pushes[0]?.alert).toMatchObject({
        title: 'Your group was cancelled',
        body: told,
        url: '/orders',
      });
    }
    const held = (await c.t.db.select().from(paymentIntents)).filter(
      (intent) => intent.status === 'requires_capture',
    );
    expect(held).toEqual([]);
  });

  it('a member who joined as a guest is told why by e-mail at the address they ordered with', async () => {
    const deal = await c.build.deal(c.subcategoryId, {
      title: 'Camp Stove, Buy 2 Get 1 Free',
      groupSize: 3,
      reserved: null,
    });
    const { email } = await c.guestCheckout(deal, 'group', 1);
    const groups = await c.admin('GET', `/deals/${deal.id}/groups`);
    const cancelled = await c.admin('POST', `/groups/${groups.body.data.open.id}/cancel`, {
      reason: 'The stoves failed inspection',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await c.t.jobs.runDueJobs();

    const mails = await c.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const notice = mails.filter((mail) => mail.subject.startsWith('Your group was cancelled'));
    expect(notice).toHaveLength(1);
    expect(notice[0]?.textBody).toContain(
      'The group for Camp Stove, Buy 2 Get 1 Free was cancelled: The stoves failed inspection. Your hold was released and nothing was charged.',
    );
  });
});

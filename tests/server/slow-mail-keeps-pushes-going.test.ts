import { afterAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/adapters/mail/mailer.ts';
import { emailSubscribers, pushSubscriptions } from '../../server/db/schema.ts';
import { queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { recordingPushService } from '../fixtures/recording-push.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

/** Browsers over several pages of the alert, so later pages queue behind the first mail page. */
const BROWSERS = 650;

/** A mail server that takes every message and answers only once `answer()` is called. */
function stalledMailServer() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const mailer: Mailer = { send: () => answered };
  return { mailer, answer };
}

const mail = stalledMailServer();
const { pushed, sender } = recordingPushService();
const t = useTestApp({ mailer: mail.mailer, push: sender });
afterAll(async () => {
  mail.answer();
  await t.jobs.stop();
});

describe('a new deal announced while the mail server stalls', () => {
  it("still reaches every visitor's browser by push, with the store's jobs running as in production", async () => {
    const build = catalogBuilder(t.db, TEST_NOW);
    const category = await build.category('Garden');
    const deal = await build.deal((await build.subcategory(category.id, 'Tools')).id);
    await t.db.insert(pushSubscriptions).values(
      Array.from({ length: BROWSERS }, (_, n) => ({
        endpoint: `https://push.example/visitor-${n}`,
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
        categories: [category.id],
        createdAt: TEST_NOW,
      })),
    );
    await t.db.insert(emailSubscribers).values({
      email: 'subscriber@example.com',
      subscribedAt: TEST_NOW,
      confirmedAt: TEST_NOW,
    });

    await queueNewDealAlerts(t.db, t.jobs, deal.id);
    t.jobs.start(20);

    await expect.poll(() => pushed.length, { timeout: 10_000 }).toBe(BROWSERS);
  });
});

import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/adapters/mail/mailer.ts';
import type { PushSender } from '../../server/adapters/push/sender.ts';
import { queueNewDealAlerts } from '../../server/modules/admin/deal-alerts.ts';
import { catalogBuilder } from '../fixtures/catalog.ts';
import { categoryFollowers } from '../fixtures/category-followers.ts';
import { TEST_NOW } from '../fixtures/test-app.ts';
import { useTestApp } from '../fixtures/use-test-app.ts';

/** Visitors' browsers and e-mail subscribers each: several pages of the fan-out, in seconds. */
const FOLLOWERS = 1_500;
/** Pushes that get out before the process dies: in the middle of the second page. */
const PUSHED_BEFORE_CRASH = 300;

/**
 * A sending process that dies after `PUSHED_BEFORE_CRASH` pushes: from then on every push and
 * mail of that process fails before reaching anyone, as the sends of a process that is gone do,
 * until the store starts again (`restart`). `received` counts what reached each endpoint or
 * address.
 */
function crashingSenders() {
  const received = new Map<string, number>();
  const state = { pushed: 0, crashed: false };
  const deliver = (to: string) => {
    if (state.crashed) throw new Error('the sending process died');
    received.set(to, (received.get(to) ?? 0) + 1);
  };
  const push: PushSender = {
    send: async (target) => {
      if (state.pushed === PUSHED_BEFORE_CRASH) state.crashed = true;
      deliver(target.endpoint);
      state.pushed++;
      return 'sent';
    },
  };
  const mailer: Mailer = { send: async (message) => deliver(message.to) };
  return {
    push,
    mailer,
    received,
    restart: () => {
      state.crashed = false;
      state.pushed = Number.NEGATIVE_INFINITY;
    },
  };
}

const senders = crashingSenders();
const t = useTestApp({ push: senders.push, mailer: senders.mailer });

const followersOf = (categoryId: number) => categoryFollowers(t.db, categoryId, FOLLOWERS);

describe('a deal alert whose sending process dies mid-send', () => {
  it('reaches every browser and every subscriber exactly once after the store starts again', async () => {
    const build = catalogBuilder(t.db, TEST_NOW);
    const category = await build.category('Garden');
    const deal = await build.deal((await build.subcategory(category.id, 'Tools')).id);
    const { endpoints, addresses } = await followersOf(category.id);

    await queueNewDealAlerts(t.db, t.jobs, deal.id);
    await t.jobs.runDueJobs();
    const pushedBeforeCrash = [...senders.received.keys()].filter((to) => to.startsWith('https:'));
    expect(pushedBeforeCrash).toHaveLength(PUSHED_BEFORE_CRASH);

    senders.restart();
    // Past every retry's wait: the failed pages run again, the rest for the first time.
    t.clock.advance(60 * 60_000);
    await t.jobs.runDueJobs();

    const counts = (names: string[]) => names.map((name) => senders.received.get(name) ?? 0);
    expect(counts(endpoints)).toEqual(endpoints.map(() => 1));
    expect(counts(addresses)).toEqual(addresses.map(() => 1));
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/adapters/clock.ts';
import { z } from 'zod';
import { createJobQueue, defineJob } from '../../server/adapters/jobs/queue.ts';
import type { Database } from '../../server/db/client.ts';
import { jobs } from '../../server/db/schema.ts';
import { openTestDatabase } from '../fixtures/test-database.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const noData = z.object({});
const stuckThenFine = defineJob('stuck-then-fine', noData);
const nextInLine = defineJob('next-in-line', noData);
const alertNobodyAnswers = defineJob('alert-nobody-answers', noData, { lane: 'notify' });
const charge = defineJob('charge', noData);
let database: Database;
/** Lets go of every handler a test left hanging, so the queue's loops can end. */
const releases: (() => void)[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const release of releases) release();
  await database.close();
});

const hang = () =>
  new Promise<void>((resolve) => {
    releases.push(resolve);
  });

async function jobRow(queue: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.queue, queue));
  return row;
}

describe('the job runner’s time limit', () => {
  it('abandons a job that runs past its time limit, says it timed out, and retries it later', async () => {
    const clock = fixedClock(NOW);
    const queue = createJobQueue({ db: database.db, clock, timeLimitMs: 200 });
    let calls = 0;
    const ran: string[] = [];
    queue.register([stuckThenFine, nextInLine], {
      [stuckThenFine.queue]: () => (++calls === 1 ? hang() : Promise.resolve()),
      [nextInLine.queue]: async () => {
        ran.push('next-in-line');
      },
    });
    await queue.enqueue(database.db, stuckThenFine, 'a', {});
    await queue.enqueue(database.db, nextInLine, 'b', {});

    expect(await queue.runDueJobs()).toBe(2);
    expect(ran).toEqual(['next-in-line']);
    const abandoned = await jobRow('stuck-then-fine');
    expect(abandoned?.doneAt).toBeNull();
    expect(abandoned?.lastError).toMatch(/timed out after 200 ms/);
    expect(abandoned?.runAt.getTime()).toBeGreaterThan(NOW.getTime());

    // Not again while the abandoned run may still be going (its lease), even past the backoff;
    // then once more, and done.
    expect(await queue.runDueJobs()).toBe(0);
    clock.set(new Date(NOW.getTime() + 10_000));
    expect(await queue.runDueJobs()).toBe(0);
    clock.set(new Date(NOW.getTime() + 61_000));
    expect(await queue.runDueJobs()).toBe(1);
    expect(calls).toBe(2);
    expect((await jobRow('stuck-then-fine'))?.doneAt).not.toBeNull();
  });

  it('abandons a sweep that runs past the time limit', async () => {
    const queue = createJobQueue({ db: database.db, clock: fixedClock(NOW), timeLimitMs: 200 });
    queue.sweep(hang);
    await expect(queue.runDueJobs()).rejects.toThrow(/timed out after 200 ms/);
  });
});

describe('money and notifications in separate lanes', () => {
  it('charges while a notification hangs, with the queue running in the background', async () => {
    const queue = createJobQueue({ db: database.db, clock: fixedClock(NOW) });
    queue.register([alertNobodyAnswers, charge], {
      [alertNobodyAnswers.queue]: hang,
      [charge.queue]: async () => {},
    });
    await queue.enqueue(database.db, alertNobodyAnswers, 'first', {});
    queue.start(20);
    try {
      // The alert is under way and hanging before the charge is even queued.
      await expect.poll(async () => (await jobRow('alert-nobody-answers'))?.attempts).toBe(1);
      await queue.enqueue(database.db, charge, 'group-1', {});
      await expect
        .poll(async () => (await jobRow('charge'))?.doneAt ?? null, { timeout: 5_000 })
        .not.toBeNull();
    } finally {
      for (const release of releases) release();
      await queue.stop();
    }
  });
});

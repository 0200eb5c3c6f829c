import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/adapters/clock.ts';
import { createJobQueue, defineJob } from '../../server/adapters/jobs/queue.ts';
import type { JobHandlers } from '../../server/adapters/jobs/queue.ts';
import { jobs } from '../../server/db/schema.ts';
import { serverJobs } from '../../server/job-registry.ts';
import { createTestApp } from '../fixtures/test-app.ts';
import { useTestDatabase } from '../fixtures/use-test-database.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const chargeGroup = defineJob('charge-group-test', z.object({ groupId: z.number().int() }));
const database = useTestDatabase();

describe('jobs queued and handled through their definition', () => {
  it('hands the handler the data it was queued with, typed and checked', async () => {
    const queue = createJobQueue({ db: database.db, clock: fixedClock(NOW) });
    const charged: number[] = [];
    queue.register([chargeGroup], {
      [chargeGroup.queue]: async ({ groupId }) => {
        charged.push(groupId);
      },
    });
    await queue.enqueue(database.db, chargeGroup, 'group-7', { groupId: 7 });
    expect(await queue.runDueJobs()).toBe(1);
    expect(charged).toEqual([7]);
  });

  it('refuses to queue data that does not fit the definition, so nothing is stored', async () => {
    const queue = createJobQueue({ db: database.db, clock: fixedClock(NOW) });
    const wrong = { groupId: 'seven' } as unknown as { groupId: number };
    await expect(queue.enqueue(database.db, chargeGroup, 'group-x', wrong)).rejects.toThrow(
      /groupId/,
    );
    expect(await database.db.select().from(jobs).where(eq(jobs.key, 'group-x'))).toEqual([]);
  });

  it('never runs a handler on a stored job whose data does not fit, and keeps the reason', async () => {
    const queue = createJobQueue({ db: database.db, clock: fixedClock(NOW) });
    let ran = false;
    queue.register([chargeGroup], {
      [chargeGroup.queue]: async () => {
        ran = true;
      },
    });
    await database.db.insert(jobs).values({
      queue: chargeGroup.queue,
      key: 'written-by-hand',
      data: { batchId: 3 },
      runAt: NOW,
      createdAt: NOW,
    });
    expect(await queue.runDueJobs()).toBe(1);
    expect(ran).toBe(false);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, 'written-by-hand'));
    expect(row?.doneAt).toBeNull();
    expect(row?.lastError).toMatch(/groupId/);
  });

  it('refuses to start a server with a job nobody handles, naming it', () => {
    const queue = createJobQueue({ db: database.db, clock: fixedClock(NOW) });
    const handlers = {} as JobHandlers<readonly [typeof chargeGroup]>;
    expect(() => queue.register([chargeGroup], handlers)).toThrow(
      'job charge-group-test has no handler',
    );
  });

  it('starts a store whose every kind of job, each under its own queue, has its handler', async () => {
    const t = await createTestApp();
    try {
      expect(new Set(serverJobs.map((job) => job.queue)).size).toBe(serverJobs.length);
      for (const job of serverJobs) {
        // Any handler will do: the registration is refused before one could run.
        const again = { [job.queue]: async () => {} } as never;
        expect(() => t.jobs.register([job], again)).toThrow(`job ${job.queue} is registered twice`);
      }
    } finally {
      await t.close();
    }
  });
});

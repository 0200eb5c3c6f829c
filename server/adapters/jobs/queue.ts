import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

export type JobData = Record<string, unknown>;
export type JobHandler = (data: JobData) => Promise<void>;
/** Periodic work keyed on time (expiries, lapsed windows); must be safe to run at any moment. */
export type Sweep = () => Promise<void>;

/** How long a claimed job is ours; a process that dies holding it frees it when this lapses. */
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 10;

type ClaimedJob = { id: number; queue: string; data: JobData; attempts: number };

export type JobQueue = {
  /**
   * Queues `queue` work for `key` inside the caller's transaction, so it exists only if that
   * commits; queuing the same (queue, key) twice keeps the first.
   */
  enqueue(tx: Db, queue: string, key: string, data: JobData, runAt?: Date): Promise<void>;
  handle(queue: string, handler: JobHandler): void;
  sweep(sweep: Sweep): void;
  /** Runs every sweep, then every due job until none is left; returns how many jobs ran. */
  runDueJobs(): Promise<number>;
  /** Polls in the background every `intervalMs` until `stop()`. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

/**
 * The jobs adapter: a durable table claimed with `for update skip locked`, safe with several
 * processes on one PostgreSQL. (pg-boss 12.35.0 was the plan; its start() never returned on
 * PGlite here, so this keeps one implementation for both drivers.)
 */
export function createJobQueue({ db, clock }: { db: Db; clock: Clock }): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const sweeps: Sweep[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function claim() {
    const now = clock.now();
    const result = await db.execute(sql`
      update ${jobs} set locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz,
        attempts = attempts + 1
      where id = (
        select id from ${jobs}
        where done_at is null and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          and attempts < ${MAX_ATTEMPTS}
        order by run_at, id limit 1
        for update skip locked
      )
      returning id, queue, data, attempts`);
    // Both drivers (node-postgres and PGlite) answer with { rows }; the generic Db type does not say so.
    return (result as unknown as { rows: ClaimedJob[] }).rows[0];
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job.data);
      await db
        .update(jobs)
        .set({ doneAt: clock.now(), lockedUntil: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const backoffMs = Math.min(2 ** job.attempts * 1_000, 600_000);
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error instanceof Error ? error.message : String(error),
          runAt: new Date(clock.now().getTime() + backoffMs),
        })
        .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
    }
    return true;
  }

  async function runDueJobs(): Promise<number> {
    for (const sweep of sweeps) await sweep();
    let count = 0;
    while (await runOne()) count++;
    return count;
  }

  return {
    async enqueue(tx, queue, key, data, runAt) {
      await tx
        .insert(jobs)
        .values({ queue, key, data, runAt: runAt ?? clock.now(), createdAt: clock.now() })
        .onConflictDoNothing({ target: [jobs.queue, jobs.key] });
    },
    handle(queue, handler) {
      handlers.set(queue, handler);
    },
    sweep(sweep) {
      sweeps.push(sweep);
    },
    runDueJobs,
    start(intervalMs = 1_000) {
      if (timer) return;
      const tick = () => {
        running = runDueJobs()
          .catch((error: unknown) => console.error('background jobs failed', error))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

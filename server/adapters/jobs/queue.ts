import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { TimeLimitExceeded, withinTimeLimit } from './time-limit.ts';

export type JobData = Record<string, unknown>;
type Payload = z.ZodType<JobData>;
/** Periodic work keyed on time (expiries, lapsed windows); must be safe to run at any moment. */
export type Sweep = () => Promise<void>;

/**
 * Work runs in lanes, each claimed and run by its own loop, so that money (charges, releases,
 * re-authorisations, expiries, reconciliation) never waits behind a push or an e-mail to a slow
 * outsider. Everything is money unless it says it is a notification.
 */
export const LANES = ['money', 'notify'] as const;
export type Lane = (typeof LANES)[number];
export type LaneOption = { lane?: Lane };
/**
 * Jobs a lane's background workers run at once in one process. Money runs one at a time, as it
 * always has. Notifications mostly wait on outsiders' networks, and a deal alert's push pages and
 * its mail pages are jobs of this lane: several at once keep a slow mail server from holding up
 * the pushes, and the pages of one alert go out side by side (docs/decisions/0032-alert-fan-out-claims.md).
 */
const LANE_WORKERS: Record<Lane, number> = { money: 1, notify: 4 };

/** One kind of job: the queue it is stored under, the shape of its data and the lane it runs in. */
export type JobDefinition<P extends Payload = Payload, Q extends string = string> = {
  readonly queue: Q;
  readonly payload: P;
  readonly lane: Lane;
};

/**
 * Names a kind of job once. Writers and the handler share the definition, so a job is never
 * queued under a mistyped name, and its data reaches the handler checked and typed.
 */
export function defineJob<const Q extends string, P extends Payload>(
  queue: Q,
  payload: P,
  { lane = 'money' }: LaneOption = {},
): JobDefinition<P, Q> {
  return { queue, payload, lane };
}

/** Runs one job with its checked data; a failure leaves the job to be retried. */
export type JobHandler<J extends JobDefinition> = (data: z.output<J['payload']>) => Promise<void>;

/**
 * A handler for every definition of `Jobs`, under its queue's name: a definition left without
 * one does not type-check.
 */
export type JobHandlers<Jobs extends readonly JobDefinition[]> = {
  readonly [J in Jobs[number] as J['queue']]: JobHandler<J>;
};

/** How long a claimed job is ours; a process that dies holding it frees it when this lapses. */
const LEASE_MS = 60_000;
/**
 * How long one job or sweep may run before it is given up and retried later. Shorter than the
 * lease, so a job is abandoned here before another process may take it over.
 */
export const JOB_TIME_LIMIT_MS = 45_000;
const MAX_ATTEMPTS = 10;

type ClaimedJob = { id: number; queue: string; data: JobData; attempts: number };
type Claim = ClaimedJob & { leaseEnds: Date };

export type JobQueue = {
  /**
   * Queues `queue` work for `key` inside the caller's transaction, so it exists only if that
   * commits; queuing the same (queue, key) twice keeps the first. True when this call queued it.
   */
  enqueue<P extends Payload>(
    tx: Db,
    job: JobDefinition<P>,
    key: string,
    data: z.input<P>,
    runAt?: Date,
  ): Promise<boolean>;
  /**
   * Moves `queue` work for `key` that has not run yet to `runAt`, inside the caller's transaction
   * (a job running now keeps its run). True when there was such work to move.
   */
  reschedule(tx: Db, job: JobDefinition, key: string, runAt: Date): Promise<boolean>;
  /**
   * Pairs each definition with its handler, which then runs each due job of the definition's
   * queue in its lane with checked data. Throws, so the server does not start, when a
   * definition has no handler, a handler no definition, or a queue is registered twice.
   */
  register<const Jobs extends readonly JobDefinition[]>(
    definitions: Jobs,
    handlers: NoInfer<JobHandlers<Jobs>>,
  ): void;
  /** How long one job may run before it is abandoned; a handler working in batches sizes them by it. */
  readonly timeLimitMs: number;
  sweep(sweep: Sweep, options?: LaneOption): void;
  /** Runs every sweep, then every due job of every lane until none is left; returns how many jobs ran. */
  runDueJobs(): Promise<number>;
  /** Polls each lane in its own background loop every `intervalMs` until `stop()`. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

type Loop = { timer: NodeJS.Timeout | null; running: Promise<unknown> };

/**
 * The jobs adapter: a durable table claimed with `for update skip locked`, safe with several
 * processes on one PostgreSQL. (pg-boss 12.35.0 was the plan; its start() never returned on
 * PGlite here, so this keeps one implementation for both drivers.)
 */
export function createJobQueue({
  db,
  clock,
  timeLimitMs = JOB_TIME_LIMIT_MS,
}: {
  db: Db;
  clock: Clock;
  timeLimitMs?: number;
}): JobQueue {
  const handlers = new Map<string, { handler: (data: unknown) => Promise<void>; lane: Lane }>();
  const sweeps: { sweep: Sweep; lane: Lane }[] = [];
  const loops: Loop[] = [];
  let started = false;

  /** The queues a lane claims from; null: every lane's. */
  const queuesOf = (lane: Lane | null) =>
    [...handlers].filter(([, entry]) => lane === null || entry.lane === lane).map(([q]) => q);

  async function claim(queues: string[]): Promise<Claim | undefined> {
    if (queues.length === 0) return undefined;
    const now = clock.now();
    const leaseEnds = new Date(now.getTime() + LEASE_MS);
    const result = await db.execute(sql`
      update ${jobs} set locked_until = ${leaseEnds.toISOString()}::timestamptz,
        attempts = attempts + 1
      where id = (
        select id from ${jobs}
        where done_at is null and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          and attempts < ${MAX_ATTEMPTS}
          and ${inArray(jobs.queue, queues)}
        order by run_at, id limit 1
        for update skip locked
      )
      returning id, queue, data, attempts`);
    // Both drivers (node-postgres and PGlite) answer with { rows }; the generic Db type does not say so.
    const [row] = (result as unknown as { rows: ClaimedJob[] }).rows;
    return row && { ...row, leaseEnds };
  }

  async function runOne(queues: string[]): Promise<boolean> {
    const job = await claim(queues);
    if (!job) return false;
    const entry = handlers.get(job.queue);
    try {
      if (!entry) throw new Error(`no handler for queue ${job.queue}`);
      await withinTimeLimit(() => entry.handler(job.data), timeLimitMs, `job ${job.queue}`);
      await db
        .update(jobs)
        .set({ doneAt: clock.now(), lockedUntil: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const backoffMs = Math.min(2 ** job.attempts * 1_000, 600_000);
      let runAt = new Date(clock.now().getTime() + backoffMs);
      // An abandoned handler may still be running: keep its lease, so no second run overlaps it.
      const abandoned = error instanceof TimeLimitExceeded;
      if (abandoned && runAt < job.leaseEnds) runAt = job.leaseEnds;
      await db
        .update(jobs)
        .set({
          ...(abandoned ? {} : { lockedUntil: null }),
          lastError: error instanceof Error ? error.message : String(error),
          runAt,
        })
        .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
    }
    return true;
  }

  /** Runs every sweep of the lane; one that fails does not keep the others or the jobs from running. */
  async function runSweeps(lane: Lane | null): Promise<unknown[]> {
    const failures: unknown[] = [];
    for (const entry of sweeps) {
      if (lane !== null && entry.lane !== lane) continue;
      await withinTimeLimit(entry.sweep, timeLimitMs, `a ${entry.lane} sweep`).catch(
        (error: unknown) => failures.push(error),
      );
    }
    return failures;
  }

  /** Runs the lane's due jobs one after another until none is left; returns how many ran. */
  async function runJobs(lane: Lane | null): Promise<number> {
    let count = 0;
    while (await runOne(queuesOf(lane))) count++;
    return count;
  }

  /** Runs the lane's sweeps, then its due jobs until none is left. */
  async function runLane(lane: Lane | null): Promise<number> {
    const failures = await runSweeps(lane);
    const count = await runJobs(lane);
    if (failures.length > 0) throw failures[0];
    return count;
  }

  return {
    async enqueue(tx, job, key, data, runAt) {
      const queued = await tx
        .insert(jobs)
        .values({
          queue: job.queue,
          key,
          data: job.payload.parse(data),
          runAt: runAt ?? clock.now(),
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
        .returning({ id: jobs.id });
      return queued.length > 0;
    },
    async reschedule(tx, job, key, runAt) {
      const moved = await tx
        .update(jobs)
        .set({ runAt })
        .where(
          and(
            eq(jobs.queue, job.queue),
            eq(jobs.key, key),
            isNull(jobs.doneAt),
            sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} < ${clock.now().toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: jobs.id });
      return moved.length > 0;
    },
    timeLimitMs,
    register(definitions, given) {
      const byQueue = new Map<string, unknown>(Object.entries(given));
      for (const job of definitions) {
        const handler = byQueue.get(job.queue);
        if (typeof handler !== 'function') throw new Error(`job ${job.queue} has no handler`);
        if (handlers.has(job.queue)) throw new Error(`job ${job.queue} is registered twice`);
        handlers.set(job.queue, {
          handler: (data) => (handler as JobHandler<typeof job>)(job.payload.parse(data)),
          lane: job.lane,
        });
        byQueue.delete(job.queue);
      }
      const [stray] = byQueue.keys();
      if (stray !== undefined) throw new Error(`the handler for ${stray} has no job definition`);
    },
    sweep(sweep, { lane = 'money' } = {}) {
      sweeps.push({ sweep, lane });
    },
    runDueJobs: () => runLane(null),
    start(intervalMs = 1_000) {
      if (started) return;
      started = true;
      for (const lane of LANES) {
        // Each of a lane's workers polls on its own: one busy with a long run of jobs (an
        // alert's pages, each queuing the next) leaves the others free to claim beside it,
        // instead of waiting for it to run dry (docs/decisions/0044-fan-out-at-library-speed.md).
        for (let worker = 0; worker < LANE_WORKERS[lane]; worker++) {
          const loop: Loop = { timer: null, running: Promise.resolve() };
          const tick = () => {
            loop.running = (worker === 0 ? runLane(lane) : runJobs(lane))
              .catch((error: unknown) => console.error(`background ${lane} jobs failed`, error))
              .finally(() => {
                if (started) loop.timer = setTimeout(tick, intervalMs);
              });
          };
          loop.timer = setTimeout(tick, intervalMs);
          loops.push(loop);
        }
      }
    },
    async stop() {
      started = false;
      for (const loop of loops) if (loop.timer) clearTimeout(loop.timer);
      await Promise.all(loops.map((loop) => loop.running));
      loops.length = 0;
    },
  };
}

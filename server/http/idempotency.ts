import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  idempotencyKey,
} from '../../contract/idempotency.ts';
import type { ErrorBody } from '../../contract/common.ts';
import type { Clock } from '../adapters/clock.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError, badRequest, conflict } from './errors.ts';
import {
  claimLapsed,
  claimNew,
  keyOf,
  releaseKey,
  storeAnswer,
  type Answer,
  type KeyedRequest,
  type KeyTable,
} from './idempotency-keys.ts';

export const idempotencyTexts = {
  invalidKey: `Invalid header '${IDEMPOTENCY_KEY_HEADER}': ${IDEMPOTENCY_KEY_MESSAGE}`,
  otherRequest:
    'This Idempotency-Key was already used for a different request; send a new key for a new action',
  inProgress:
    'A request with this Idempotency-Key is still being processed; please try again in a moment',
} as const;

export type { Answer, KeyedRequest } from './idempotency-keys.ts';

/** What an earlier attempt under the key left: its reference and what its effect recorded. */
export type Trace = { reference: number | null; effect: Record<string, unknown> | null };

export type Attempt = {
  /** Allocated once for the key: every attempt gets the same one. */
  reference: number | null;
  /** Stores the answer in the caller's transaction, so it commits with the effect or not at all. */
  recordIn(tx: Db, answer: Answer): Promise<void>;
};

/** Opens a transaction, runs `work` in it and commits (plus whatever the opener does after). */
export type Transaction = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export type KeyedAction = {
  /**
   * Allocates what every attempt must share so that a repeated attempt makes the same thing
   * (the id of the order it records, which also keys its payment call).
   */
  reference?: () => Promise<number>;
  /**
   * The answer of an attempt whose effect committed but whose answer was never stored (its
   * process died, its connection dropped); undefined when no effect is recorded.
   */
  recorded?: (trace: Trace) => Promise<Answer | undefined>;
  run: (attempt: Attempt) => Promise<Answer>;
};

/** The request's Idempotency-Key, undefined without one; 400 naming the header when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success) throw badRequest(idempotencyTexts.invalidKey);
  return parsed.data;
}

/** The same for the same operation, path parameters and body, whatever the order of their keys. */
export function requestFingerprint(request: FastifyRequest): string {
  const parts = {
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    params: request.params ?? null,
    body: request.body ?? null,
  };
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

/** The keyed form of a signed-in shopper's request, or undefined when it carries no key. */
export function keyedRequest(request: FastifyRequest, userId: number): KeyedRequest | undefined {
  const key = idempotencyKeyOf(request);
  return key === undefined ? undefined : { userId, key, fingerprint: requestFingerprint(request) };
}

/**
 * Sends a stored answer from a route whose response schemas it was made under: the body is what
 * that route produced for the same status.
 */
export function sendAnswer<Body>(reply: FastifyReply, answer: Answer): Body {
  reply.code(answer.status);
  return answer.body as Body;
}

export const okAnswer = (body: unknown): Answer => ({ status: 200, body });

/** A refusal as the error handler would send it, for a refusal answered without throwing. */
const refusedAnswer = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message } satisfies ErrorBody,
});

/** A write's result, or why it was refused (what the shopper is told) with nothing written. */
export type Refusable<T> = { ok: true; value: T } | { ok: false; message: string };

/** 200 with the body of a write's result, or 409 with the words of its refusal. */
export function answerOf<T>(outcome: Refusable<T>, body: (value: T) => unknown): Answer {
  return outcome.ok ? okAnswer(body(outcome.value)) : refusedAnswer(409, outcome.message);
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/**
 * Keys shared by every process on the database. The lease only spares a retry the work of an
 * attempt still running; what keeps an effect single is the action's own statement (an order id
 * taken once per key, an answer recorded in the effect's transaction).
 */
export function createIdempotency({
  db,
  clock,
  leaseMs = 120_000,
  keepMs = 86_400_000,
}: {
  db: Db;
  clock: Clock;
  leaseMs?: number;
  keepMs?: number;
}) {
  const table: KeyTable = { db, clock, leaseMs, keepMs };
  return {
    once: (request: KeyedRequest, action: KeyedAction) => once(table, request, action),

    /**
     * A write made in one transaction the caller's `transaction` opens: `write` acts in it and,
     * when the request is keyed, the answer is stored in that same transaction, so it commits
     * with the effect or not at all and a retry that finds it never acts again.
     */
    inTransaction(
      request: KeyedRequest | undefined,
      transaction: Transaction,
      write: (tx: Db) => Promise<Answer>,
    ): Promise<Answer> {
      const attempt = (recordIn?: Attempt['recordIn']) =>
        transaction(async (tx) => {
          const answer = await write(tx);
          await recordIn?.(tx, answer);
          return answer;
        });
      return request
        ? once(table, request, { run: ({ recordIn }) => attempt(recordIn) })
        : attempt();
    },
  };
}

async function act(
  { db }: KeyTable,
  request: KeyedRequest,
  trace: Trace,
  action: KeyedAction,
): Promise<Answer> {
  try {
    const answer = await action.run({
      reference: trace.reference,
      recordIn: (tx, recorded) => storeAnswer(tx, request, recorded),
    });
    await storeAnswer(db, request, answer);
    return answer;
  } catch (error) {
    // A refusal (the group is full, the card declined) is the request's answer: a retry gets it
    // too. Anything else leaves no answer, and a retry acts again.
    if (error instanceof HttpError && error.status < 500) {
      const refused = refusedAnswer(error.status, error.message);
      await storeAnswer(db, request, refused);
      return refused;
    }
    // Should this fail too (the database is gone), the lease lapses by itself; the first
    // error is the one the client hears about.
    await releaseKey(db, request).catch(() => undefined);
    throw error;
  }
}

/**
 * Acts at most once per shopper and key, across processes: a retry gets the first answer (or,
 * when the first attempt's effect committed but its answer was lost, the answer rebuilt from
 * that effect); a retry while an attempt runs is refused with 409; the key sent with another
 * request is refused with 422.
 */
async function once(table: KeyTable, request: KeyedRequest, action: KeyedAction): Promise<Answer> {
  const reference = action.reference ? await action.reference() : null;
  if (await claimNew(table, request, reference))
    return act(table, request, { reference, effect: null }, action);
  // A key deleted meanwhile (expired) is claimed afresh on the next round.
  for (let round = 0; round < 3; round++) {
    const [row] = await table.db.select().from(idempotencyKeys).where(keyOf(request));
    if (!row) {
      if (await claimNew(table, request, reference))
        return act(table, request, { reference, effect: null }, action);
      continue;
    }
    if (row.fingerprint !== request.fingerprint)
      throw new HttpError(422, idempotencyTexts.otherRequest);
    if (row.responseStatus !== null) return { status: row.responseStatus, body: row.responseBody };
    const trace = { reference: row.reference, effect: row.effect };
    const recovered = await action.recorded?.(trace);
    if (recovered) {
      await storeAnswer(table.db, request, recovered);
      return recovered;
    }
    if (row.lockedUntil && row.lockedUntil > table.clock.now())
      throw conflict(idempotencyTexts.inProgress);
    if (await claimLapsed(table, request)) return act(table, request, trace, action);
  }
  throw conflict(idempotencyTexts.inProgress);
}

/** JSON with every object's keys sorted, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

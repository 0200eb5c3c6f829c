import { inArray } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentCaptures } from '../../db/schema.ts';
import { markHoldsSettled, settleHoldsBetween } from './hold-limits.ts';
import { reconcileIntentJob } from './jobs.ts';
import { operatorTexts } from './texts.ts';

/**
 * A checkout records its order seconds after its hold, and captures only once it has: an intent
 * this old that no order accounts for was left by an abandoned checkout or a failure in between.
 */
export const ORPHANED_AFTER_MS = 10 * 60_000;
/** Looking costs a provider call per page under Stripe: often enough, and no more. */
const SWEEP_EVERY_MS = 2 * 60_000;
/** Stripe lets an uncaptured card hold lapse after 7 days: nothing older holds money. */
const HOLD_LIFE_MS = 7 * 86_400_000;

type Deps = {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Who hears of money refunded because no order accounted for it. */
  adminEmails: readonly string[];
  /** Where the operator's warning lines go. */
  warn?: (line: string) => void;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The intents among `intentIds` that an order accounts for, now or through its recorded capture. */
async function ownedIntents(db: Db, intentIds: string[]): Promise<Set<string>> {
  if (intentIds.length === 0) return new Set();
  const [byOrder, byCapture] = await Promise.all([
    db
      .select({ id: orders.paymentIntentId })
      .from(orders)
      .where(inArray(orders.paymentIntentId, intentIds)),
    db
      .select({ id: paymentCaptures.paymentIntentId })
      .from(paymentCaptures)
      .where(inArray(paymentCaptures.paymentIntentId, intentIds)),
  ]);
  return new Set([...byOrder, ...byCapture].flatMap((row) => (row.id ? [row.id] : [])));
}

/**
 * Gives back what no order accounts for: a hold is released, a capture refunded, and the
 * operator told of each. Decided again when the job runs, so a checkout that recorded its order
 * meanwhile keeps its payment; the provider calls carry keys derived from the intent, so a
 * repeated job moves no money twice.
 */
export async function reconcileIntent(
  { db, clock, payments, mailer, adminEmails, warn = console.warn }: Deps,
  intentId: string,
): Promise<void> {
  const intent = await payments.retrieve(intentId);
  // Asked after the provider: every capture follows its order's commit, so an intent seen
  // captured above has its order visible here, however the two raced.
  if (!intent || (await ownedIntents(db, [intentId])).size > 0) return;
  if (intent.status === 'succeeded') {
    const refund = await payments.refund(intentId, `refund-${intentId}`);
    // Not refunded (yet): the job fails and runs again, asking under the same key.
    if (refund.outcome !== 'refunded')
      throw new Error(`refund of orphaned payment ${intentId}: ${refund.message}`);
    warn(operatorTexts.refunded(intentId, intent.amountCents));
    const mail = operatorTexts.refundMail(intentId, intent.amountCents);
    for (const to of adminEmails) {
      await mailer.send({
        to,
        subject: mail.subject,
        text: mail.text,
        html: `<p>${escapeHtml(mail.text)}</p>`,
      });
    }
    return;
  }
  if (intent.status === 'canceled' || intent.status === 'failed') {
    await markHoldsSettled(db, [intentId], clock.now());
    return;
  }
  await payments.cancel(intentId, 'no order');
  await markHoldsSettled(db, [intentId], clock.now());
  warn(operatorTexts.released(intentId, intent.amountCents));
}

/**
 * Looks for intents no order accounts for after ORPHANED_AFTER_MS: holds of checkouts never
 * finished (a closed tab, a lost connection) and anything a failure between placing a payment
 * and recording its order left. Each is queued once, keyed by the intent, however many processes
 * sweep; each run looks only at intents created since the previous run's window, so Stripe is
 * asked about each about once, and a process starting anew looks back over a hold's life.
 */
export function registerReconciliationSweep(deps: Deps): void {
  const { db, clock, jobs, payments } = deps;
  let lastRunAt: Date | null = null;
  let lookedUntil: Date | null = null;

  jobs.sweep(async () => {
    const now = clock.now();
    if (lastRunAt && now.getTime() - lastRunAt.getTime() < SWEEP_EVERY_MS) return;
    const from = lookedUntil ?? new Date(now.getTime() - HOLD_LIFE_MS);
    const to = new Date(now.getTime() - ORPHANED_AFTER_MS);
    if (to <= from) return;
    const unsettled = await payments.unsettledIntentsCreatedBetween(from, to);
    const open = unsettled.filter((intent) => intent.state === 'open').map((intent) => intent.id);
    await settleHoldsBetween(db, from, to, open, now);
    const owned = await ownedIntents(
      db,
      unsettled.map((intent) => intent.id),
    );
    for (const intent of unsettled.filter(({ id }) => !owned.has(id))) {
      await jobs.enqueue(db, reconcileIntentJob, `intent-${intent.id}`, { intentId: intent.id });
    }
    lastRunAt = now;
    lookedUntil = to;
  });
}

/** What settles an intent the sweep found no order for. */
export function reconciliationJobHandlers(
  deps: Deps,
): JobHandlers<readonly [typeof reconcileIntentJob]> {
  return { [reconcileIntentJob.queue]: ({ intentId }) => reconcileIntent(deps, intentId) };
}

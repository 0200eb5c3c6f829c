import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { JobHandlers, JobQueue } from '../../adapters/jobs/queue.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals, orders, paymentCaptures } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { orderAmounts } from '../../domain/pricing.ts';
import { nextOrderStatus, statusesAllowing } from '../../domain/order-status.ts';
import { notifyBuyer } from '../alerts/service.ts';
import type { ShopperAlert } from '../alerts/service.ts';
import type { ListingCache } from '../catalog/service.ts';
import { queueReceipt } from './receipt-queue.ts';
import { giveBackStock } from './stock.ts';
import { holdBacksPendingOrder, releaseHold } from './holds.ts';
import {
  chargeBatchJob,
  paymentWindowEndedJob,
  reauthoriseHoldJob,
  releaseHoldJob,
  tierReachedJob,
} from './jobs.ts';
import { releaseUnits } from './reservations.ts';
import { tellTierReached } from './tier-news.ts';
import { tierTexts } from './tier-texts.ts';
import { closeReachedGroup, reachedTierPrice } from './tier-reached.ts';
import { notificationTexts } from './texts.ts';

/** docs/architecture.md §4: how long a shopper whose capture failed has to fix the card. */
export const PAYMENT_WINDOW_MS = 24 * 3_600_000;
/**
 * A hold is placed again this long before it lapses: time enough for the job's retries and,
 * when the card refuses, for the shopper to fix it while the old hold still stands.
 */
export const REAUTHORISE_AHEAD_MS = 48 * 3_600_000;

type Deps = {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  listingCache: ListingCache;
};

type Buyer = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'buyerEmail'>;
const buyerOf = ({ id, userId, buyerEmail }: Buyer) => ({ orderId: id, userId, buyerEmail });

/**
 * Order updates point the shopper to My Orders. A guest (no account) hears by e-mail at the
 * address the order was placed with: their card is charged or released all the same.
 */
function notify(tx: Db, jobs: JobQueue, order: Buyer, text: Omit<ShopperAlert, 'url'>, now: Date) {
  return notifyBuyer(tx, jobs, buyerOf(order), { ...text, url: '/orders' }, now);
}

/** A card that needs fixing points the shopper straight to the page that fixes it. */
function notifyActionRequired(
  tx: Db,
  jobs: JobQueue,
  order: Buyer,
  text: Omit<ShopperAlert, 'url'>,
  now: Date,
) {
  return notifyBuyer(tx, jobs, buyerOf(order), { ...text, url: fixPaymentPath(order.id) }, now);
}

/** The PWA's page where a shopper gives a new card for an order whose payment needs action. */
export const fixPaymentPath = (orderId: number) => `/fix-payment/${orderId}`;

/** One end per payment window: an order can need action again after a fix. */
function queuePaymentWindowEnd(tx: Db, jobs: JobQueue, orderId: number, dueAt: Date) {
  return jobs.enqueue(
    tx,
    paymentWindowEndedJob,
    `order-${orderId}-until-${dueAt.getTime()}`,
    { orderId },
    dueAt,
  );
}

type Member = {
  order: typeof orders.$inferSelect;
  title: string;
  /** What the member's card was held for, when the group's final price took less. */
  heldCents?: number;
};
type Claim = typeof paymentCaptures.$inferSelect;

/**
 * Charges every member of a filled batch exactly once, whoever runs it and however often: each
 * order's capture is claimed by a row the unique constraint allows once per order, the provider
 * call carries a key derived from the order, and the order moves on only from the state the
 * charge expects. So a retried or duplicated job, or one that died half-way, resumes without
 * charging anyone twice. A member whose card fails does not hold up the others: they are
 * charged, and that member is told and given the payment window to fix the card.
 */
export async function chargeBatch(deps: Deps, batchId: number): Promise<void> {
  const tierPrice = await reachedTierPrice(deps.db, batchId);
  for (const member of await membersAwaitingCharge(deps.db, batchId))
    await chargeMember(deps, finalPriced(member, tierPrice));
}

/**
 * A member of a tiered group is charged the price of the tier the group reached for each unit,
 * whenever they joined: never more than their hold, placed at the first tier's price
 * (docs/decisions/0035). The order records that price, so the capture, the card-fix window,
 * receipts and refunds all use it.
 */
function finalPriced(member: Member, tierPrice: number | null): Member {
  const { order } = member;
  if (tierPrice === null || tierPrice >= order.unitPriceCents) return member;
  const { unitPriceCents, totalCents } = orderAmounts(tierPrice, order.quantity);
  return {
    ...member,
    order: { ...order, unitPriceCents, totalCents },
    heldCents: order.totalCents,
  };
}

/** The batch's orders still waiting for their charge, with their deal's title for the alerts. */
function membersAwaitingCharge(db: Db, batchId: number): Promise<Member[]> {
  return db
    .select({ order: orders, title: deals.title })
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .where(and(eq(orders.batchId, batchId), eq(orders.status, 'pending_charge')));
}

/** Captures one member's hold once, then records what came of it in one transaction. */
async function chargeMember({ db, clock, payments, jobs }: Deps, member: Member): Promise<void> {
  const { order } = member;
  if (!order.paymentIntentId) throw new Error(`order ${order.id} has no payment intent`);
  const claim = await claimCapture(db, order, order.paymentIntentId, clock.now());
  const result =
    claim.status === 'pending'
      ? await payments.capture(
          order.paymentIntentId,
          `order-${order.id}-capture`,
          claim.amountCents,
        )
      : claim.status === 'succeeded'
        ? ({ ok: true } as const)
        : ({ ok: false, message: claim.failureMessage ?? 'The card was declined.' } as const);
  const now = clock.now();
  await db.transaction((tx) =>
    result.ok
      ? recordCharged(tx, jobs, member, claim, now)
      : recordChargeFailed(tx, jobs, member, claim, result.message, now),
  );
}

/** The order's one capture claim: made pending now, or as an earlier run left it. */
async function claimCapture(
  db: Db,
  order: Member['order'],
  intentId: string,
  now: Date,
): Promise<Claim> {
  await db
    .insert(paymentCaptures)
    .values({
      orderId: order.id,
      paymentIntentId: intentId,
      amountCents: order.totalCents,
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing();
  const [claim] = await db
    .select()
    .from(paymentCaptures)
    .where(eq(paymentCaptures.orderId, order.id));
  if (!claim) throw new Error(`the capture of order ${order.id} was not claimed`);
  return claim;
}

/**
 * Settles the order's pending capture claim as `capture` says and moves the order on by `event`
 * (with `order`'s other changes); true only for the run that moved it, so what follows happens
 * once.
 */
async function settleCharge(
  tx: Db,
  orderId: number,
  event: 'capture_succeeded' | 'capture_failed',
  capture: Partial<Claim>,
  order: Partial<Member['order']>,
  now: Date,
): Promise<boolean> {
  await tx
    .update(paymentCaptures)
    .set(capture)
    .where(and(eq(paymentCaptures.orderId, orderId), eq(paymentCaptures.status, 'pending')));
  const moved = await tx
    .update(orders)
    .set({ ...order, status: nextOrderStatus('group', 'pending_charge', event), updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, statusesAllowing('group', event))))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** The prices the order is settled at: its group's final ones. */
const pricesOf = ({ unitPriceCents, totalCents }: Member['order']) => ({
  unitPriceCents,
  totalCents,
});

/** The capture succeeded: the order is paid, the shopper told and the receipt queued, once. */
async function recordCharged(tx: Db, jobs: JobQueue, member: Member, claim: Claim, now: Date) {
  const { order, title } = member;
  const captured = { status: 'succeeded' as const, capturedAt: now, attempts: claim.attempts + 1 };
  if (!(await settleCharge(tx, order.id, 'capture_succeeded', captured, pricesOf(order), now)))
    return;
  const amount = centsToDecimal(order.totalCents);
  const charged =
    member.heldCents === undefined
      ? notificationTexts.charged(title, amount)
      : tierTexts.charged(title, amount, centsToDecimal(member.heldCents - order.totalCents));
  await notify(tx, jobs, order, charged, now);
  await queueReceipt(tx, jobs, order.id);
}

/**
 * The card refused the capture: the order needs the shopper's action within the payment window,
 * the shopper is told with a link to fix it, and the window's end is queued, once.
 */
async function recordChargeFailed(
  tx: Db,
  jobs: JobQueue,
  member: Member,
  claim: Claim,
  message: string,
  now: Date,
) {
  const { order, title } = member;
  const failed = {
    status: 'failed' as const,
    failureMessage: message,
    attempts: claim.attempts + 1,
  };
  const dueAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
  const changes = { ...pricesOf(order), paymentDueAt: dueAt };
  if (!(await settleCharge(tx, order.id, 'capture_failed', failed, changes, now))) return;
  await notifyActionRequired(tx, jobs, order, notificationTexts.captureFailed(title), now);
  await queuePaymentWindowEnd(tx, jobs, order.id, dueAt);
}

/**
 * The shopper did not fix the card in time: the order fails and its hold goes. Units it held in
 * a group that is still filling go back, so the others can still fill it.
 */
export async function endPaymentWindow(
  { db, clock, jobs, listingCache }: Deps,
  orderId: number,
): Promise<void> {
  let releasedUnits = false;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(orders)
      .set({
        status: nextOrderStatus('group', 'payment_action_required', 'payment_window_ended'),
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, statusesAllowing('group', 'payment_window_ended')),
          lte(orders.paymentDueAt, now),
        ),
      )
      .returning();
    if (!ended) return;
    if (ended.batchId !== null)
      releasedUnits = await releaseUnits(tx, ended.batchId, ended.quantity);
    const [deal] = await tx
      .select({ title: deals.title })
      .from(deals)
      .where(eq(deals.id, ended.dealId));
    await notify(tx, jobs, ended, notificationTexts.paymentFailed(deal?.title ?? 'your deal'), now);
    if (ended.paymentIntentId) await releaseHold(tx, jobs, ended.paymentIntentId, 'payment failed');
  });
  if (releasedUnits) listingCache.clear();
}

/**
 * Queues a new hold for every reservation whose hold lapses soon. The job's key names the hold
 * it replaces, so repeated sweeps and several processes queue each replacement once.
 */
export async function queueDueReauthorisations({ db, clock, jobs }: Deps): Promise<void> {
  const now = clock.now();
  const due = await db
    .select({ id: orders.id, intentId: orders.paymentIntentId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_charge'),
        isNotNull(orders.paymentIntentId),
        lte(orders.holdExpiresAt, new Date(now.getTime() + REAUTHORISE_AHEAD_MS)),
      ),
    );
  for (const { id, intentId } of due) {
    if (intentId === null) continue;
    await jobs.enqueue(db, reauthoriseHoldJob, `order-${id}-hold-${intentId}`, {
      orderId: id,
      intentId,
    });
  }
}

/**
 * The hold behind a reservation is gone (a renewal was refused, or it lapsed or was cancelled at
 * the provider): the shopper is told, with a link, and has the payment window to give a card
 * again (docs/architecture.md §4). Their units stay reserved meanwhile. Returns whether an order moved.
 */
export async function markHoldLost(tx: Db, jobs: JobQueue, which: SQL | undefined, now: Date) {
  const dueAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
  const [lost] = await tx
    .update(orders)
    .set({
      status: nextOrderStatus('group', 'pending_charge', 'hold_lost'),
      paymentDueAt: dueAt,
      updatedAt: now,
    })
    .where(
      and(
        which,
        eq(orders.orderType, 'group'),
        inArray(orders.status, statusesAllowing('group', 'hold_lost')),
      ),
    )
    .returning();
  if (!lost) return false;
  const [deal] = await tx
    .select({ title: deals.title })
    .from(deals)
    .where(eq(deals.id, lost.dealId));
  await notifyActionRequired(
    tx,
    jobs,
    lost,
    notificationTexts.holdLost(deal?.title ?? 'your deal'),
    now,
  );
  await queuePaymentWindowEnd(tx, jobs, lost.id, dueAt);
  return true;
}

/**
 * Places a new hold off-session on the reservation's saved card before the old one lapses, then
 * releases the old one. When the card refuses, the shopper is told and has the payment window to
 * fix it (docs/architecture.md §4); their units stay reserved meanwhile.
 */
export async function reauthoriseHold(
  { db, clock, payments, jobs }: Deps,
  orderId: number,
  intentId: string,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'pending_charge' || order.paymentIntentId !== intentId) return;
  if (!order.paymentMethodId) throw new Error(`order ${order.id} has no saved card to hold again`);
  const result = await payments.authorize({
    paymentMethodId: order.paymentMethodId,
    amountCents: order.totalCents,
    captureMethod: 'manual',
    offSession: true,
    customerEmail: order.buyerEmail,
    metadata: { orderId: String(order.id), dealId: String(order.dealId), replaces: intentId },
    idempotencyKey: `order-${order.id}-reauthorise-${intentId}`,
  });
  const now = clock.now();
  await db.transaction(async (tx) => {
    const stillPending = and(
      eq(orders.id, order.id),
      eq(orders.status, 'pending_charge'),
      eq(orders.paymentIntentId, intentId),
    );
    if (result.ok) {
      const renewed = await tx
        .update(orders)
        .set({
          paymentIntentId: result.intentId,
          holdExpiresAt: result.captureBefore,
          updatedAt: now,
        })
        .where(stillPending)
        .returning({ id: orders.id });
      // Whichever hold no longer backs a live reservation goes back to the shopper.
      const unused = renewed.length > 0 ? intentId : result.intentId;
      await releaseHold(tx, jobs, unused, 'hold renewed');
      return;
    }
    await markHoldLost(tx, jobs, stillPending, now);
  });
}

/**
 * Every open batch whose deal has expired becomes expired; its reservations end
 * reservation_expired, their holds are released, nobody is charged, and the units it set aside
 * go back to the deal's stock. A tiered group that reached its first tier closes instead and is
 * charged at the tier reached (docs/decisions/0034).
 */
export async function expireDueBatches({ db, clock, jobs, listingCache }: Deps): Promise<void> {
  const now = clock.now();
  const due = await db
    .select({ id: batches.id, title: deals.title })
    .from(batches)
    .innerJoin(deals, eq(deals.id, batches.dealId))
    .where(and(eq(batches.status, 'open'), lte(deals.expiryDate, now)));
  for (const batch of due) {
    await db.transaction(async (tx) => {
      if (await closeReachedGroup(tx, jobs, batch.id, now)) return;
      const [expired] = await tx
        .update(batches)
        .set({ status: 'expired' })
        .where(and(eq(batches.id, batch.id), eq(batches.status, 'open')))
        .returning({ dealId: batches.dealId, size: batches.size });
      if (!expired) return;
      await giveBackStock(tx, expired.dealId, expired.size);
      const ended = await tx
        .update(orders)
        .set({ status: nextOrderStatus('group', 'pending_charge', 'expire'), updatedAt: now })
        .where(
          and(
            eq(orders.batchId, batch.id),
            inArray(orders.status, statusesAllowing('group', 'expire')),
          ),
        )
        .returning();
      for (const order of ended) {
        await notify(tx, jobs, order, notificationTexts.expired(batch.title), now);
        if (order.paymentIntentId) await releaseHold(tx, jobs, order.paymentIntentId, 'expired');
      }
    });
  }
  if (due.length > 0) listingCache.clear();
}

/** A group's jobs, paired with their handlers below. */
export const groupJobs = [
  chargeBatchJob,
  tierReachedJob,
  paymentWindowEndedJob,
  releaseHoldJob,
  reauthoriseHoldJob,
] as const;
type GroupJobs = typeof groupJobs;

/** What runs a group's jobs: its charge, a payment window's end, a hold's release or renewal. */
export function groupJobHandlers(deps: Deps): JobHandlers<GroupJobs> {
  return {
    [chargeBatchJob.queue]: ({ batchId }) => chargeBatch(deps, batchId),
    [tierReachedJob.queue]: ({ batchId, tierUnits }) => tellTierReached(deps, batchId, tierUnits),
    [paymentWindowEndedJob.queue]: ({ orderId }) => endPaymentWindow(deps, orderId),
    [releaseHoldJob.queue]: async ({ intentId, reason }) => {
      if (await holdBacksPendingOrder(deps.db, intentId)) return;
      await deps.payments.cancel(intentId, reason);
    },
    [reauthoriseHoldJob.queue]: ({ orderId, intentId }) => reauthoriseHold(deps, orderId, intentId),
  };
}

/** Expires groups whose deal has ended and queues the renewal of holds about to lapse. */
export function registerGroupSweeps(deps: Deps): void {
  deps.jobs.sweep(() => expireDueBatches(deps));
  deps.jobs.sweep(() => queueDueReauthorisations(deps));
}

import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema.ts';
import { batches } from '../../db/schema.ts';
import { initialOrderStatus } from '../../domain/order-status.ts';
import { orderConfirmationJob } from '../alerts/service.ts';
import { chargeBatchJob, tierReachedJob } from './jobs.ts';
import { isOutOfStock } from './stock.ts';
import { tierAt } from './tier-reached.ts';

const MAX_ROUNDS = 200;

/** A group order as the caller knows it before a batch is chosen for it. */
export type NewGroupOrder = Omit<
  typeof orders.$inferInsert,
  'orderType' | 'status' | 'batchId' | 'createdAt' | 'updatedAt'
> & {
  id: number;
  orderNumber: string;
  paymentIntentId: string;
  /** The shopper's Idempotency-Key of this join: its effect is recorded with the reservation. */
  idempotencyKey?: string;
};

export type ReserveOutcome =
  | { kind: 'reserved'; batchId: number; filled: boolean }
  | { kind: 'full'; unitsLeft: number }
  /** No group was open and the deal's stock could not set aside a new one. */
  | { kind: 'sold-out' }
  | { kind: 'duplicate' }
  | { kind: 'busy' };

/**
 * Reserves the order's units in the deal's open batch, opening one when none is open, and
 * records the order: one statement, so the open batch's row is locked only while PostgreSQL
 * runs it and commits, never across a round trip to this process. Never past the group size,
 * whatever the concurrency and however many processes run; a batch it fills is queued for
 * charging by the same statement, so is the order's confirmation mail, and a keyed join's key is
 * marked with the reservation it made (so a retry whose first answer was lost finds it). 'duplicate' when the order's id or payment
 * intent is already recorded: the unique index refuses it and the failed statement takes its
 * reservation with it.
 * On a transaction, the batch stays locked until that transaction ends: reserve last.
 */
export async function reserveGroupOrder(
  db: Db,
  order: NewGroupOrder,
  groupSize: number,
  now: Date,
): Promise<ReserveOutcome> {
  const at = now.toISOString();
  const values = {
    ...order,
    groupSize,
    userId: order.userId ?? null,
    variants: JSON.stringify(order.variants ?? []),
    shippingAddress: order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
    paymentMethodId: order.paymentMethodId ?? null,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    status: initialOrderStatus('group'),
    // The statement writes chargeBatchJob's row itself, keyed and filled as the definition says.
    chargeQueue: chargeBatchJob.queue,
    confirmationQueue: orderConfirmationJob.queue,
    tierQueue: tierReachedJob.queue,
    idempotencyKey: order.idempotencyKey ?? null,
    at,
  };
  // Named, so each PostgreSQL connection parses and plans it once rather than on every join (what
  // drizzle's .prepare() does for its query builders; this statement is SQL of our own).
  const statement = db._.session.prepareQuery(
    RESERVE_AND_RECORD,
    undefined,
    'reserve_and_record',
    false,
  );
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let reserved: { id: number; status: string } | undefined;
    try {
      reserved = rowsOf<{ id: number; status: string }>(await statement.execute(values))[0];
    } catch (error) {
      if (isDuplicateOrder(error)) return { kind: 'duplicate' };
      if (isOutOfStock(error)) return { kind: 'sold-out' };
      throw error;
    }
    if (reserved)
      return { kind: 'reserved', batchId: reserved.id, filled: reserved.status === 'filled' };
    // The open batch had too little room when locked. Answer with its room now, unless it has
    // filled meanwhile: then the next round opens a new batch.
    const [open] = await db
      .select({ size: batches.size, reserved: batches.reservedUnits })
      .from(batches)
      .where(and(eq(batches.dealId, order.dealId), eq(batches.status, 'open')));
    if (open && open.reserved + order.quantity > open.size)
      return { kind: 'full', unitsLeft: open.size - open.reserved };
  }
  return { kind: 'busy' };
}

const value = (name: string) => sql.placeholder(name);
const chargeRow = chargeBatchJob.inSql(sql`batch.id`);
const confirmationRow = orderConfirmationJob.inSql(sql`${value('id')}::int`);
const tierRow = tierReachedJob.inSql(sql`batch.id`, sql`batch.tier_units`);

/**
 * The insert opens the deal's batch; when one is open, ON CONFLICT adds the units to it instead,
 * on its latest committed version, under its row lock, and only when they fit. PostgreSQL
 * settles a batch filled or opened by a concurrent statement itself, so no round is lost to
 * those races. The order and a filled batch's charge job are written from the batch row the
 * upsert returned; no row (no room) writes nothing. A batch the insert opened (`xmax = 0` on a
 * row the upsert inserted rather than updated) sets aside its whole size from the deal's stock
 * (docs/decisions/0037-stock-set-aside-by-the-group.md); when too few units are left the stock's
 * check fails the whole statement, so no batch opens and no order is recorded. Built once;
 * `value(...)` are its parameters.
 */
const RESERVE_AND_RECORD = new PgDialect().sqlToQuery(sql`
  with batch as (
    insert into batches as b (deal_id, size, reserved_units, status, created_at, filled_at,
      tier_units)
    values (${value('dealId')}, ${value('groupSize')}, ${value('quantity')},
      case when ${value('quantity')}::int = ${value('groupSize')}::int then 'filled' else 'open' end,
      ${value('at')}::timestamptz,
      case when ${value('quantity')}::int = ${value('groupSize')}::int
        then ${value('at')}::timestamptz end,
      ${tierAt(sql`${value('dealId')}::int`, sql`${value('quantity')}::int`)})
    on conflict (deal_id) where status = 'open' do update
      set reserved_units = b.reserved_units + excluded.reserved_units,
        status = case when b.reserved_units + excluded.reserved_units = b.size
          then 'filled' else 'open' end,
        filled_at = case when b.reserved_units + excluded.reserved_units = b.size
          then ${value('at')}::timestamptz end,
        tier_units = ${tierAt(sql`b.deal_id`, sql`b.reserved_units + excluded.reserved_units`)}
      where b.reserved_units + excluded.reserved_units <= b.size
    returning b.id, b.status, b.tier_units, b.xmax = 0 as opened,
      ${tierAt(sql`b.deal_id`, sql`b.reserved_units - ${value('quantity')}::int`)} as tier_before
  ), stock as (
    update deals set units_in_stock = units_in_stock - ${value('groupSize')}::int
    from batch
    where deals.id = ${value('dealId')} and batch.opened and deals.units_in_stock is not null
  ), recorded as (
    insert into orders (id, order_number, order_type, status, user_id, buyer_email, deal_id,
      batch_id, quantity, variants, shipping_address, unit_price_cents, total_cents,
      payment_method_id, payment_intent_id, hold_expires_at, created_at, updated_at)
    select ${value('id')}, ${value('orderNumber')}, 'group', ${value('status')}, ${value('userId')},
      ${value('buyerEmail')}, ${value('dealId')}, batch.id, ${value('quantity')},
      ${value('variants')}, ${value('shippingAddress')}, ${value('unitPriceCents')},
      ${value('totalCents')}, ${value('paymentMethodId')}, ${value('paymentIntentId')},
      ${value('holdExpiresAt')}, ${value('at')}, ${value('at')}
    from batch
  ), charge as (
    insert into jobs (queue, key, data, run_at, created_at)
    select ${value('chargeQueue')}, ${chargeRow.key}, ${chargeRow.data}, ${value('at')}, ${value('at')}
    from batch where batch.status = 'filled'
    on conflict (queue, key) do nothing
  ), confirmation as (
    insert into jobs (queue, key, data, run_at, created_at)
    select ${value('confirmationQueue')}, ${confirmationRow.key}, ${confirmationRow.data},
      ${value('at')}, ${value('at')}
    from batch
    on conflict (queue, key) do nothing
  ), tier_news as (
    insert into jobs (queue, key, data, run_at, created_at)
    select ${value('tierQueue')}, ${tierRow.key}, ${tierRow.data}, ${value('at')}, ${value('at')}
    from batch
    where batch.status = 'open' and batch.tier_units > coalesce(batch.tier_before, 0)
    on conflict (queue, key) do nothing
  ), keyed as (
    update idempotency_keys as k set effect = jsonb_build_object('filled', batch.status = 'filled')
    from batch
    where k.user_id = ${value('userId')} and k.key = ${value('idempotencyKey')}
  )
  select id, status from batch`);

/** Both drivers (node-postgres and PGlite) answer with { rows }; the generic Db type does not say so. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The statement failed on the order's primary key or its one-order-per-payment index: another
 * attempt of the same join or checkout recorded it first (drizzle wraps the driver's error).
 */
function isDuplicateOrder(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return (
    code === '23505' && (constraint === 'orders_payment_intent' || constraint === 'orders_pkey')
  );
}

/** Gives a cancelled reservation's units back to its batch; only while that batch is still open. */
export async function releaseUnits(tx: Db, batchId: number, quantity: number): Promise<boolean> {
  const released = await tx
    .update(batches)
    .set({
      reservedUnits: sql`${batches.reservedUnits} - ${quantity}`,
      // A leave can drop the group a tier (docs/decisions/0034).
      tierUnits: tierAt(batches.dealId, sql`${batches.reservedUnits} - ${quantity}`),
    })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.status, 'open'),
        sql`${batches.reservedUnits} >= ${quantity}`,
      ),
    )
    .returning({ id: batches.id });
  return released.length === 1;
}

import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type {
  AdminDealGroupsResponse,
  AdminGroup,
  CancelGroupResponse,
  GroupMember,
} from '../../../contract/admin-console.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { batches, deals, orders, paymentCaptures, users } from '../../db/schema.ts';
import { effectiveDealStatus } from '../../domain/deal-progress.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { cancelGroup } from '../order-engine/service.ts';
import { auditedTransaction } from './audit.ts';
import type { AuditRecord, Operator } from './audit.ts';
import { adminTexts } from './texts.ts';

/** Two letters for a member's avatar: first and last name, else the start of the e-mail. */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const fromName = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (fromName.length === 2 ? fromName : email.slice(0, 2)).toUpperCase();
}

/** Where a member's card stands, read from their order. */
function holdStatusOf(status: OrderStatus, captured: boolean): GroupMember['hold_status'] {
  if (captured) return 'captured';
  if (status === 'pending_charge') return 'held';
  if (status === 'payment_action_required' || status === 'payment_failed') return 'failed';
  if (status === 'cancelled' || status === 'reservation_expired') return 'released';
  return 'none';
}

async function readGroups(
  db: Db,
  batchRows: (typeof batches.$inferSelect)[],
): Promise<AdminGroup[]> {
  if (batchRows.length === 0) return [];
  const members = await db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      isDemo: users.isDemo,
      capturedId: paymentCaptures.id,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(
      paymentCaptures,
      and(eq(paymentCaptures.orderId, orders.id), eq(paymentCaptures.status, 'succeeded')),
    )
    .where(
      inArray(
        orders.batchId,
        batchRows.map((batch) => batch.id),
      ),
    )
    .orderBy(asc(orders.id));
  return batchRows.map((batch) => ({
    id: batch.id,
    status: batch.cancelledAt ? 'cancelled' : batch.status,
    size: batch.size,
    reserved_units: batch.reservedUnits,
    created_at: batch.createdAt.toISOString(),
    filled_at: batch.filledAt?.toISOString() ?? null,
    cancelled_at: batch.cancelledAt?.toISOString() ?? null,
    cancel_reason: batch.cancelReason,
    members: members
      .filter((member) => member.order.batchId === batch.id)
      .map(({ order, firstName, lastName, isDemo, capturedId }) => ({
        order_id: order.id,
        order_number: order.orderNumber,
        email: order.buyerEmail,
        initials: initialsOf(firstName ?? '', lastName ?? '', order.buyerEmail),
        units: order.quantity,
        variants: order.variants,
        hold_status: holdStatusOf(order.status as OrderStatus, capturedId !== null),
        order_status: order.status as OrderStatus,
        joined_at: order.createdAt.toISOString(),
        is_demo: isDemo === true,
      })),
  }));
}

/** The most past groups a deal's page lists. */
const PAST_GROUPS = 50;

/** What a deal's open groups came to when the deal stopped being offered. */
export type GroupsCancelled = { groups: number; members: number };

/** A group with its members; on a transaction, locked first, as the engine locks it. */
async function groupById(runner: Db, batchId: number, lock: boolean): Promise<AdminGroup> {
  const query = runner.select().from(batches).where(eq(batches.id, batchId));
  const [batch] = await (lock ? query.for('update') : query);
  if (!batch) throw notFound(adminTexts.groupNotFound);
  const [group] = await readGroups(runner, [batch]);
  if (!group) throw notFound(adminTexts.groupNotFound);
  return group;
}

const groupAuditView = (group: AdminGroup) => ({
  status: group.status,
  reserved_units: group.reserved_units,
  members: group.members.length,
});

/**
 * Cancels one open group through the order engine in the caller's transaction, with its audit
 * row: every member's hold released and each member told why, as the engine does it.
 */
async function cancelAudited(
  tx: Db,
  jobs: JobQueue,
  now: Date,
  audit: (record: AuditRecord) => Promise<void>,
  batchId: number,
  reason: string,
): Promise<{ nextGroupId: number | null; members: number }> {
  // Locked before it is read: no join changes the group between its before and the cancel.
  const before = await groupById(tx, batchId, true);
  const outcome = await cancelGroup(tx, jobs, batchId, reason, now);
  if (outcome.kind === 'not-found') throw notFound(adminTexts.groupNotFound);
  if (outcome.kind === 'refused') throw conflict(outcome.message);
  const after = await groupById(tx, batchId, false);
  await audit({
    action: 'group.cancel',
    entity: 'group',
    entityId: batchId,
    before: groupAuditView(before),
    after: {
      ...groupAuditView(after),
      reason,
      cancelled_order_ids: outcome.cancelledOrderIds,
      next_group_id: outcome.nextGroupId,
    },
  });
  return { nextGroupId: outcome.nextGroupId, members: before.members.length };
}

/**
 * Cancels every open group of a deal that holds someone's units, as "Cancel group" does each
 * one, in the caller's transaction: for a deal no longer offered, whose groups could never fill.
 * Empty open groups stay; they hold no card.
 */
export async function cancelOpenGroupsOf(
  tx: Db,
  jobs: JobQueue,
  now: Date,
  audit: (record: AuditRecord) => Promise<void>,
  dealId: number,
  reason: string,
): Promise<GroupsCancelled> {
  const open = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(eq(batches.dealId, dealId), eq(batches.status, 'open'), gt(batches.reservedUnits, 0)),
    )
    .orderBy(asc(batches.id));
  let members = 0;
  for (const group of open)
    members += (await cancelAudited(tx, jobs, now, audit, group.id, reason)).members;
  return { groups: open.length, members };
}

export function createGroupConsole({ db, clock, jobs }: { db: Db; clock: Clock; jobs: JobQueue }) {
  return {
    /** GET /admin/deals/{id}/groups: the open group and the latest past ones with their members. */
    async dealGroups(dealId: number): Promise<AdminDealGroupsResponse['data']> {
      const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
      if (!deal) throw notFound(adminTexts.dealNotFound);
      const batchRows = await db
        .select()
        .from(batches)
        .where(eq(batches.dealId, dealId))
        .orderBy(desc(batches.id))
        .limit(PAST_GROUPS + 1);
      const groups = await readGroups(db, batchRows);
      return {
        deal: {
          id: deal.id,
          title: deal.title,
          status: effectiveDealStatus(deal.status, deal.expiryDate, clock.now()),
        },
        open: groups.find((group) => group.status === 'open') ?? null,
        past: groups.filter((group) => group.status !== 'open').slice(0, PAST_GROUPS),
      };
    },

    /** POST /admin/groups/{id}/cancel: the engine ends the group; its audit row commits with it. */
    async cancel(
      operator: Operator,
      batchId: number,
      reason: string,
    ): Promise<CancelGroupResponse['data']> {
      const { nextGroupId } = await auditedTransaction(db, clock, operator, (tx, now, audit) =>
        cancelAudited(tx, jobs, now, audit, batchId, reason),
      );
      return { group: await groupById(db, batchId, false), next_group_id: nextGroupId };
    },
  };
}

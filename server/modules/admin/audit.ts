import { and, count, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../contract/admin-console.ts';
import type { AuditListResponse, AuditQuery } from '../../../contract/admin-console.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, orders } from '../../db/schema.ts';
import { containing } from './like.ts';

/** The administrator acting: written on every audit row and order status change they cause. */
export type Operator = { userId: number; email: string };

/** Who an audit row names: an operator, or one whose account is gone since they acted. */
export type AuditActor = { userId: number | null; email: string };

export type AuditRecord = {
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
};

/**
 * Names the operator as the actor of this transaction, so the order timeline's trigger writes
 * their e-mail for every status change the transaction makes (transaction-local setting).
 */
export async function actAs(tx: Db, operator: AuditActor): Promise<void> {
  await tx.execute(sql`select set_config('bogo.actor', ${operator.email}, true)`);
}

/**
 * Writes one audit row in the caller's transaction: it commits with the action or not at all.
 * Before and after are stored as JSON, dates as ISO strings.
 */
export async function recordAudit(
  tx: Db,
  operator: AuditActor,
  now: Date,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    actorUserId: operator.userId,
    actorEmail: operator.email,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: asJson(record.before),
    after: asJson(record.after),
  });
}

/**
 * Runs an operator's action in one transaction that names them as its actor; `audit` writes the
 * action's audit row in that transaction, so the row commits with the action or not at all.
 */
export function auditedTransaction<T>(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  work: (tx: Db, now: Date, audit: (record: AuditRecord) => Promise<void>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await actAs(tx, actor);
    const now = clock.now();
    return work(tx, now, (record) => recordAudit(tx, actor, now, record));
  });
}

const asJson = (value: unknown): unknown =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

/**
 * An order row's number, which the console shows and links instead of the internal id. The
 * CASE keeps the cast off other entities' ids (an image's is its hash); it runs for the page's
 * rows only.
 */
const orderNumberOf = sql<
  string | null
>`(select ${orders.orderNumber} from ${orders} where ${orders.id} = case when ${auditLog.entity} = 'order' then ${auditLog.entityId}::integer end)`;

/** The audit log, newest first, filtered as asked. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditListResponse['data']> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(ilike(auditLog.actorEmail, containing(query.actor)));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ row: auditLog, orderNumber: orderNumberOf })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    rows: rows.map(({ row, orderNumber }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      order_number: orderNumber,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

import { asc, eq } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '../../../contract/staff.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { auditedTransaction } from './audit.ts';
import type { Operator } from './audit.ts';
import { adminTexts } from './texts.ts';

type StaffRow = typeof staff.$inferSelect;

const asMember = (row: StaffRow): StaffMember => ({
  email: row.email,
  role: row.role,
  fixed: false,
  added_by: row.addedByEmail,
  added_at: row.addedAt.toISOString(),
});

/**
 * The owners' Staff page (docs/decisions/0040): ADMIN_EMAILS are owners the console shows but
 * cannot change; the others are added, changed and removed by e-mail, each change audited in
 * its own transaction. An owner cannot change or remove themselves, so nobody locks themselves
 * out by a slip.
 */
export function createStaffConsole({
  db,
  clock,
  adminEmails,
}: {
  db: Db;
  clock: Clock;
  adminEmails: readonly string[];
}) {
  const fixedOwners = new Set(adminEmails);

  /** The refusals every change shares: ADMIN_EMAILS' owners and the operator themselves. */
  function requireChangeable(operator: Operator, email: string): void {
    if (fixedOwners.has(email)) throw conflict(adminTexts.staffFixedOwner(email));
    if (operator.email === email) throw conflict(adminTexts.staffNotYourself);
  }

  async function lockedRow(tx: Db, email: string): Promise<StaffRow> {
    const [row] = await tx.select().from(staff).where(eq(staff.email, email)).for('update');
    if (!row) throw notFound(adminTexts.staffNotFound(email));
    return row;
  }

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await db.select().from(staff).orderBy(asc(staff.email));
      const owners = [...fixedOwners].map((email): StaffMember => ({
        email,
        role: 'owner',
        fixed: true,
        added_by: null,
        added_at: null,
      }));
      return [...owners, ...rows.filter((row) => !fixedOwners.has(row.email)).map(asMember)];
    },

    /** Adds one; the same e-mail and role again (a retry, a double click) changes nothing. */
    async add(operator: Operator, email: string, role: StaffRole): Promise<StaffMember> {
      requireChangeable(operator, email);
      return auditedTransaction(db, clock, operator, async (tx, now, audit) => {
        const [added] = await tx
          .insert(staff)
          .values({ email, role, addedByEmail: operator.email, addedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!added) {
          const existing = await lockedRow(tx, email);
          if (existing.role !== role) throw conflict(adminTexts.staffExists(email, existing.role));
          return asMember(existing);
        }
        await audit({
          action: 'staff.add',
          entity: 'staff',
          entityId: email,
          before: null,
          after: { email, role },
        });
        return asMember(added);
      });
    },

    async change(operator: Operator, email: string, role: StaffRole): Promise<StaffMember> {
      requireChangeable(operator, email);
      return auditedTransaction(db, clock, operator, async (tx, _now, audit) => {
        const before = await lockedRow(tx, email);
        if (before.role === role) return asMember(before);
        const [after] = await tx
          .update(staff)
          .set({ role })
          .where(eq(staff.email, email))
          .returning();
        if (!after) throw notFound(adminTexts.staffNotFound(email));
        await audit({
          action: 'staff.change',
          entity: 'staff',
          entityId: email,
          before: { email, role: before.role },
          after: { email, role },
        });
        return asMember(after);
      });
    },

    /** Removes one: their next console request is refused, whatever their token says. */
    async remove(operator: Operator, email: string): Promise<void> {
      requireChangeable(operator, email);
      await auditedTransaction(db, clock, operator, async (tx, _now, audit) => {
        const before = await lockedRow(tx, email);
        await tx.delete(staff).where(eq(staff.email, email));
        await audit({
          action: 'staff.remove',
          entity: 'staff',
          entityId: email,
          before: { email, role: before.role },
          after: null,
        });
      });
    },
  };
}

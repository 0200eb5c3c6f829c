/**
 * Who may use which part of the operator console (docs/decisions/0040). Zod-free, like
 * admin-limits.ts: the server's route table and the console's menu both read it, so the two
 * never disagree about what a role may do.
 */

/** The roles a store's staff may hold; owners may do everything. */
export const STAFF_ROLES = ['owner', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's areas and the roles that may use each. */
export const CONSOLE_ACCESS = {
  /** The dashboard and analytics: every member of staff lands there. */
  figures: ['owner', 'catalogue', 'support'],
  /** Deals, products, pictures, groups and deal alerts with their subscribers. */
  catalogue: ['owner', 'catalogue'],
  /** Orders, refunds (support up to a limit), shipping, payment reminders and shoppers. */
  support: ['owner', 'support'],
  /** The staff list and the audit log. */
  owner: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsoleArea = keyof typeof CONSOLE_ACCESS;

/** Whether `role` may use `area`. */
export const mayUse = (role: StaffRole, area: ConsoleArea): boolean =>
  (CONSOLE_ACCESS[area] as readonly StaffRole[]).includes(role);

/** The refund a support operator may make alone when the store sets no other: $100.00. */
export const DEFAULT_SUPPORT_REFUND_LIMIT_CENTS = 10_000;

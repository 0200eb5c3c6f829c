import { z } from 'zod';
import { email } from './auth.ts';
import { successBody, successBodyWithMessage } from './common.ts';
import { STAFF_ROLES } from './staff-access.ts';

/** The console's staff calls (`/api/v1/admin/staff`, `/api/v1/admin/me`); docs/decisions/0040. */

export { CONSOLE_ACCESS, STAFF_ROLES } from './staff-access.ts';
export type { ConsoleArea, StaffRole } from './staff-access.ts';

export const staffRole = z.enum(STAFF_ROLES, {
  error: `must be one of ${STAFF_ROLES.join(', ')}`,
});

/** A member of staff; `fixed` ones come from ADMIN_EMAILS and cannot be changed in the console. */
export const staffMember = z.object({
  email: z.string(),
  role: staffRole,
  fixed: z.boolean(),
  added_by: z.string().nullable(),
  added_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /admin/staff: ADMIN_EMAILS' owners first, then the others by e-mail. */
export const staffListResponse = successBody(z.object({ members: z.array(staffMember) }));
export type StaffListResponse = z.infer<typeof staffListResponse>;

/** POST /admin/staff. */
export const addStaffRequest = z.object({ email, role: staffRole }).strict();
export type AddStaffRequest = z.infer<typeof addStaffRequest>;

/** PATCH /admin/staff/{email}. */
export const changeStaffRequest = z.object({ role: staffRole }).strict();
export type ChangeStaffRequest = z.infer<typeof changeStaffRequest>;

export const staffParams = z.object({ email }).strict();

export const staffMemberResponse = successBodyWithMessage(staffMember);
export type StaffMemberResponse = z.infer<typeof staffMemberResponse>;

export const staffRemovedResponse = successBodyWithMessage(z.object({ email: z.string() }));

/**
 * GET /admin/me: the role the store gives the caller now, which the console's menu and screens
 * follow, and the largest refund that role may make alone (null: no limit).
 */
export const consoleMeResponse = successBody(
  z.object({
    email: z.string(),
    role: staffRole,
    refund_limit_cents: z.number().nullable(),
  }),
);
export type ConsoleMe = z.infer<typeof consoleMeResponse>['data'];

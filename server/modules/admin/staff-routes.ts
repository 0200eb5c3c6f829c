import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStaffRequest,
  changeStaffRequest,
  consoleMeResponse,
  staffListResponse,
  staffMemberResponse,
  staffParams,
  staffRemovedResponse,
} from '../../../contract/staff.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import { staffMember } from '../auth/service.ts';
import { adminErrors } from './console-routes.ts';
import type { AdminService } from './service.ts';
import { adminTexts } from './texts.ts';

const noQuery = z.object({}).strict();

/**
 * Who the console's caller is to the store now (GET /admin/me), and the owners' Staff page
 * (docs/decisions/0040). Registered inside the admin routes, so the role check runs first.
 */
export function staffRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['admin'], errors: adminErrors });

    route.get(
      '/admin/me',
      {
        summary: 'The role the store gives the caller now, which the console follows',
        querystring: noQuery,
        answers: { 200: consoleMeResponse },
      },
      async (request) => succeeded(admin.me(staffMember(request))),
    );

    route.get(
      '/admin/staff',
      {
        summary: 'The staff: owners from ADMIN_EMAILS, then the others by e-mail',
        querystring: noQuery,
        answers: { 200: staffListResponse },
      },
      async () => succeeded({ members: await admin.staff.list() }),
    );

    route.post(
      '/admin/staff',
      {
        summary: 'Adds a member of staff by e-mail with a role; the same again changes nothing',
        body: addStaffRequest,
        answers: { 200: staffMemberResponse },
      },
      async (request) => {
        const { email, role } = request.body;
        return {
          success: true as const,
          message: adminTexts.staffAdded(email, role),
          data: await admin.staff.add(staffMember(request), email, role),
        };
      },
    );

    route.patch(
      '/admin/staff/:email',
      {
        summary: "Changes a member of staff's role, from their next request on",
        params: staffParams,
        body: changeStaffRequest,
        answers: { 200: staffMemberResponse },
      },
      async (request) => {
        const { email } = request.params;
        return {
          success: true as const,
          message: adminTexts.staffChanged(email, request.body.role),
          data: await admin.staff.change(staffMember(request), email, request.body.role),
        };
      },
    );

    route.delete(
      '/admin/staff/:email',
      {
        summary: 'Removes a member of staff: their next console request is refused',
        params: staffParams,
        answers: { 200: staffRemovedResponse },
      },
      async (request) => {
        const { email } = request.params;
        await admin.staff.remove(staffMember(request), email);
        return { success: true as const, message: adminTexts.staffRemoved(email), data: { email } };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common.ts';
import {
  notificationListQuery,
  notificationListResponse,
  notificationParams,
  notificationResponse,
  profileResponse,
  updateProfileRequest,
  updateProfileResponse,
} from '../../../contract/profile.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import type { ProfileService } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** The signed-in shopper's own profile and notifications; nobody reaches another's. */
export function profileRoutes({
  profile,
  guard,
}: {
  profile: ProfileService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before body validation, so a signed-out caller learns to sign in, not what its body lacks.
    guard.signedInOnly(app);
    const route = routesOf(app, { tags: ['profile'], errors });

    route.get(
      '/user/profile',
      { summary: "The signed-in shopper's profile", answers: { 200: profileResponse } },
      async (request) =>
        succeeded({ user: await profile.getProfile(signedInUser(request).userId) }),
    );

    route.put(
      '/user/profile',
      {
        summary: "Changes the signed-in shopper's names, phone, birthday and preferences",
        body: updateProfileRequest,
        answers: { 200: updateProfileResponse },
      },
      async (request) => ({
        success: true as const,
        message: 'Profile updated successfully',
        data: { user: await profile.updateProfile(signedInUser(request).userId, request.body) },
      }),
    );

    route.get(
      '/user/notifications',
      {
        summary: "The signed-in shopper's notifications, newest first, one page at a time",
        querystring: notificationListQuery,
        answers: { 200: notificationListResponse },
      },
      async (request) => {
        const { cursor, limit, unread_only } = request.query;
        const page = await profile.listNotifications(signedInUser(request).userId, {
          limit,
          unreadOnly: unread_only === 'true',
          ...(cursor === undefined ? {} : { cursor }),
        });
        return {
          ...succeeded(page.notifications),
          next_cursor: page.nextCursor,
          unread_count: page.unreadCount,
        };
      },
    );

    route.patch(
      '/user/notifications/:id/read',
      {
        summary: "Marks one of the shopper's notifications read",
        params: notificationParams,
        answers: { 200: notificationResponse },
      },
      async (request) =>
        succeeded(
          await profile.markNotificationRead(signedInUser(request).userId, request.params.id),
        ),
    );
  };
}

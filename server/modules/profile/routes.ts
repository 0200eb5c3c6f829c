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
    app.addHook('onRequest', guard.authenticate);

    app.get(
      '/user/profile',
      {
        schema: {
          tags: ['profile'],
          summary: "The signed-in shopper's profile",
          response: { 200: profileResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { user: await profile.getProfile(signedInUser(request).userId) },
      }),
    );

    app.put(
      '/user/profile',
      {
        schema: {
          tags: ['profile'],
          summary: "Changes the signed-in shopper's names, phone, birthday and preferences",
          body: updateProfileRequest,
          response: { 200: updateProfileResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Profile updated successfully',
        data: { user: await profile.updateProfile(signedInUser(request).userId, request.body) },
      }),
    );

    app.get(
      '/user/notifications',
      {
        schema: {
          tags: ['profile'],
          summary: "The signed-in shopper's notifications, newest first, one page at a time",
          querystring: notificationListQuery,
          response: { 200: notificationListResponse, ...errors },
        },
      },
      async (request) => {
        const { cursor, limit, unread_only } = request.query;
        const page = await profile.listNotifications(signedInUser(request).userId, {
          limit,
          unreadOnly: unread_only === 'true',
          ...(cursor === undefined ? {} : { cursor }),
        });
        return {
          success: true as const,
          data: page.notifications,
          next_cursor: page.nextCursor,
          unread_count: page.unreadCount,
        };
      },
    );

    app.patch(
      '/user/notifications/:id/read',
      {
        schema: {
          tags: ['profile'],
          summary: "Marks one of the shopper's notifications read",
          params: notificationParams,
          response: { 200: notificationResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await profile.markNotificationRead(signedInUser(request).userId, request.params.id),
      }),
    );
  };
}

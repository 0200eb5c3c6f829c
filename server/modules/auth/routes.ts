import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logoutRequest,
  logoutResponse,
  messageResponse,
  refreshRequest,
  refreshResponse,
  registerRequest,
  resendOtpRequest,
  sendOtpRequest,
  verifyOtpRequest,
  verifyOtpResponse,
} from '../../../contract/auth.ts';
import { errorBody } from '../../../contract/common.ts';
import { handleError } from '../../http/error-handler.ts';
import { bearerToken } from './guard.ts';
import { TooManyRequests } from './service.ts';
import type { AuthService } from './service.ts';
import { authTexts } from './texts.ts';

const sendErrors = { 400: errorBody, 429: errorBody, 503: errorBody };

/** SPEC 7's sign-in calls under /auth. */
export function authRoutes({ auth }: { auth: AuthService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof TooManyRequests)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return handleError(error, request, reply);
    });

    app.post(
      '/auth/sendOtp',
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mails a 6-digit sign-in code, valid 5 minutes',
          body: sendOtpRequest,
          response: { 200: messageResponse, ...sendErrors },
        },
      },
      async (request) => {
        await auth.sendCode({ email: request.body.email, ip: request.ip, log: request.log });
        return { success: true as const, message: authTexts.codeSent };
      },
    );

    app.post(
      '/auth/resendOtp',
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mails a new code; the previous one stops working',
          body: resendOtpRequest,
          response: { 200: messageResponse, ...sendErrors },
        },
      },
      async (request) => {
        await auth.sendCode({ email: request.body.email, ip: request.ip, log: request.log });
        return { success: true as const, message: authTexts.codeResent };
      },
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mails a sign-in code; the names reach the account only when that code signs a new shopper in',
          body: registerRequest,
          response: { 200: messageResponse, ...sendErrors },
        },
      },
      async (request) => {
        const { firstName, lastName, email } = request.body;
        await auth.register({ firstName, lastName, email }, { ip: request.ip, log: request.log });
        return { success: true as const, message: authTexts.registered };
      },
    );

    app.post(
      '/auth/verifyOtp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs in with the code: tokens, the user and their last address',
          body: verifyOtpRequest,
          response: { 200: verifyOtpResponse, 400: errorBody, 429: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        message: authTexts.signedIn,
        data: await auth.verifyCode({
          email: request.body.email,
          code: request.body.otp,
          ip: request.ip,
        }),
      }),
    );

    app.post(
      '/auth/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: 'Trades the refresh token for a new pair; the old one stops working',
          body: refreshRequest,
          response: { 200: refreshResponse, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        success: true as const,
        data: { tokens: await auth.refresh(request.body.refreshToken) },
      }),
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Ends the session of the refresh token (or else of the bearer token)',
          body: logoutRequest,
          response: { 200: logoutResponse, 400: errorBody },
        },
      },
      async (request) => {
        const accessToken = bearerToken(request);
        await auth.logout({
          ...(request.body?.refreshToken ? { refreshToken: request.body.refreshToken } : {}),
          ...(accessToken ? { accessToken } : {}),
        });
        return { success: true as const };
      },
    );
  };
}

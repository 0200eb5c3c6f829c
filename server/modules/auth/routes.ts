import type { FastifyBaseLogger } from 'fastify';
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
import { routesOf, succeeded } from '../../http/route.ts';
import { bearerToken } from './guard.ts';
import type { AuthService } from './service.ts';
import { authTexts } from './texts.ts';

/** docs/product.md §7's sign-in calls under /auth. */
export function authRoutes({ auth }: { auth: AuthService }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['auth'], errors: { 400: errorBody } });
    /** A call that e-mails a code may also be refused for sending too often, or mail being down. */
    const sending = { 200: messageResponse, 429: errorBody, 503: errorBody };
    const sent = (message: string) => ({ success: true as const, message });

    /** Sending and resending are one act: e-mail a fresh code; only what the shopper reads differs. */
    const sendCode =
      (message: string) =>
      async (request: { body: { email: string }; ip: string; log: FastifyBaseLogger }) => {
        await auth.sendCode({ email: request.body.email, ip: request.ip, log: request.log });
        return sent(message);
      };

    route.post(
      '/auth/sendOtp',
      {
        summary: 'E-mails a 6-digit sign-in code, valid 5 minutes',
        body: sendOtpRequest,
        answers: sending,
      },
      sendCode(authTexts.codeSent),
    );

    route.post(
      '/auth/resendOtp',
      {
        summary: 'E-mails a new code; the previous one stops working',
        body: resendOtpRequest,
        answers: sending,
      },
      sendCode(authTexts.codeResent),
    );

    route.post(
      '/auth/register',
      {
        summary:
          'E-mails a sign-in code; the names reach the account only when that code signs a new shopper in',
        body: registerRequest,
        answers: sending,
      },
      async (request) => {
        const { firstName, lastName, email } = request.body;
        await auth.register({ firstName, lastName, email }, { ip: request.ip, log: request.log });
        return sent(authTexts.registered);
      },
    );

    route.post(
      '/auth/verifyOtp',
      {
        summary: 'Signs in with the code: tokens, the user and their last address',
        body: verifyOtpRequest,
        answers: { 200: verifyOtpResponse, 429: errorBody },
      },
      async (request) => ({
        ...sent(authTexts.signedIn),
        data: await auth.verifyCode({
          email: request.body.email,
          code: request.body.otp,
          ip: request.ip,
        }),
      }),
    );

    route.post(
      '/auth/refresh',
      {
        summary: 'Trades the refresh token for a new pair; the old one stops working',
        body: refreshRequest,
        answers: { 200: refreshResponse, 401: errorBody },
      },
      async (request) => succeeded({ tokens: await auth.refresh(request.body.refreshToken) }),
    );

    route.post(
      '/auth/logout',
      {
        summary: 'Ends the session of the refresh token (or else of the bearer token)',
        body: logoutRequest,
        answers: { 200: logoutResponse },
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

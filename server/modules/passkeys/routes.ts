import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, verifyOtpResponse } from '../../../contract/auth.ts';
import { errorBody } from '../../../contract/common.ts';
import {
  addPasskeyRequest,
  addPasskeyResponse,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyParams,
  passkeySignInRequest,
} from '../../../contract/passkeys.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import type { PasskeysService } from './service.ts';
import { passkeyTexts } from './texts.ts';

/** A shopper's passkeys under /auth/passkeys: kept from the profile, used at sign-in. */
export function passkeyRoutes({
  passkeys,
  guard,
}: {
  passkeys: PasskeysService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['auth'], errors: { 400: errorBody, 401: errorBody } });
    const signedIn = { onRequest: guard.authenticate };

    route.get(
      '/auth/passkeys',
      {
        summary: "The signed-in shopper's passkeys, oldest first",
        answers: { 200: passkeyListResponse },
        ...signedIn,
      },
      async (request) => succeeded(await passkeys.list(signedInUser(request).userId)),
    );

    route.post(
      '/auth/passkeys/registration-options',
      {
        summary: 'Options for the browser to make a passkey for the signed-in shopper',
        answers: { 200: passkeyOptionsResponse },
        ...signedIn,
      },
      async (request) =>
        succeeded(await passkeys.registrationOptions(signedInUser(request).userId)),
    );

    route.post(
      '/auth/passkeys',
      {
        summary: 'Keeps the passkey the browser made from the registration options',
        body: addPasskeyRequest,
        answers: { 200: addPasskeyResponse, 409: errorBody },
        ...signedIn,
      },
      async (request) => ({
        success: true as const,
        message: passkeyTexts.added,
        data: await passkeys.add(signedInUser(request).userId, request.body),
      }),
    );

    route.delete(
      '/auth/passkeys/:id',
      {
        summary: "Removes one of the shopper's passkeys; it signs nobody in from then on",
        params: passkeyParams,
        answers: { 200: messageResponse, 404: errorBody },
        ...signedIn,
      },
      async (request) => {
        await passkeys.remove(signedInUser(request).userId, request.params.id);
        return { success: true as const, message: passkeyTexts.removed };
      },
    );

    route.post(
      '/auth/passkeys/sign-in-options',
      {
        summary: 'Options for the browser to sign in with a passkey it holds for the store',
        answers: { 200: passkeyOptionsResponse, 429: errorBody },
      },
      async (request) => succeeded(await passkeys.signInOptions(request.ip)),
    );

    route.post(
      '/auth/passkeys/sign-in',
      {
        summary: "Signs in with a passkey's answer: tokens, the user and their last address",
        body: passkeySignInRequest,
        answers: { 200: verifyOtpResponse },
      },
      async (request) => ({
        success: true as const,
        message: passkeyTexts.signedIn,
        data: await passkeys.signIn(request.body),
      }),
    );
  };
}

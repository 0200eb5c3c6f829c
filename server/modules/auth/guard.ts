import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { SignedIn } from './sessions.ts';
import { authTexts } from './texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper, set by the guard's `authenticate`; null on routes without it. */
    auth: SignedIn | null;
  }
}

export type AuthGuard = {
  /** onRequest/preHandler hook: a valid bearer access token of an open session, else 401. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * After `authenticate`: the admin role, else 403; where the store asks for it, also a session
   * opened with a passkey (an e-mailed code alone is one inbox away from the console).
   */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

/** The bearer token of the Authorization header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The one thing the guard asks of the auth service. Named here rather than imported, because
 * service.ts re-exports the guard's helpers and the two files would otherwise import each other.
 */
type TokenReader = { authenticate(accessToken: string): Promise<SignedIn> };

export function createAuthGuard(
  auth: TokenReader,
  { consoleRequiresPasskey }: { consoleRequiresPasskey: boolean },
): AuthGuard {
  return {
    async authenticate(request) {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, authTexts.signInRequired);
      request.auth = await auth.authenticate(token);
    },
    async requireAdmin(request) {
      if (!request.auth) throw new HttpError(401, authTexts.signInRequired);
      if (request.auth.role !== 'admin') throw new HttpError(403, authTexts.adminOnly);
      if (consoleRequiresPasskey && request.auth.signedInWith !== 'passkey') {
        throw new HttpError(403, authTexts.consoleNeedsPasskey);
      }
    },
  };
}

/** The shopper `authenticate` let through; a route that forgot the hook fails loudly here. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.auth) throw new HttpError(401, authTexts.signInRequired);
  return request.auth;
}

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { SignIn } from '../../http/openapi.ts';
import type { StaffRole } from '../../../contract/staff-access.ts';
import type { StaffMemberNow } from './roles.ts';
import type { SignedIn } from './sessions.ts';
import { authTexts } from './texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper, set by the guard's `authenticate`; null on routes without it. */
    auth: SignedIn | null;
    /** The member of staff behind a console request, set by the guard's `consoleAccess`. */
    staff: StaffMemberNow | null;
  }
}

/** The roles that may use the route a request is for (docs/decisions/0040). */
export type RolesFor = (request: FastifyRequest) => readonly StaffRole[];

export type AuthGuard = {
  /** onRequest/preHandler hook: a valid bearer access token of an open session, else 401. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * A hook after `authenticate`: the role the store gives the account now (read per request, not
   * the token's claim, so a removed operator is refused at their next request), one of those
   * `rolesFor` names for the route, else 403 naming them; where the store asks for it, also a
   * session opened with a passkey (an e-mailed code alone is one inbox away from the console).
   */
  consoleAccess(rolesFor: RolesFor): (request: FastifyRequest) => Promise<void>;
  /** A hook for calls open to visitors: a bearer token, when sent, must be valid (else 401). */
  optionalSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Puts every route the plugin `app` declares from now on behind `authenticate`. */
  signedInOnly(app: FastifyInstance): void;
  /** Whether a route asks for a bearer token, by the guard's hooks it stands behind. */
  signInOf(route: RouteOptions): SignIn;
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
  {
    consoleRequiresPasskey,
    staffMemberOf,
  }: {
    consoleRequiresPasskey: boolean;
    staffMemberOf: (userId: number) => Promise<StaffMemberNow | null>;
  },
): AuthGuard {
  const authenticate: AuthGuard['authenticate'] = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, authTexts.signInRequired);
    request.auth = await auth.authenticate(token);
  };
  const optionalSignIn: AuthGuard['optionalSignIn'] = async (request, reply) => {
    if (bearerToken(request)) await authenticate(request, reply);
  };
  // A hook added with addHook is not among a route's own options: the guard remembers the routes
  // it was put in front of that way, so the OpenAPI document can say which calls need a token.
  const guardedByPlugin = new WeakSet<RouteOptions>();
  return {
    authenticate,
    optionalSignIn,
    signedInOnly(app) {
      app.addHook('onRequest', authenticate);
      app.addHook('onRoute', (route) => {
        guardedByPlugin.add(route);
      });
    },
    signInOf(route) {
      const hooks = [route.onRequest, route.preHandler].flat();
      if (guardedByPlugin.has(route) || hooks.includes(authenticate)) return 'required';
      return hooks.includes(optionalSignIn) ? 'optional' : 'none';
    },
    consoleAccess: (rolesFor) => async (request) => {
      if (!request.auth) throw new HttpError(401, authTexts.signInRequired);
      const member = await staffMemberOf(request.auth.userId);
      if (!member) throw new HttpError(403, authTexts.adminOnly);
      if (consoleRequiresPasskey && request.auth.signedInWith !== 'passkey') {
        throw new HttpError(403, authTexts.consoleNeedsPasskey);
      }
      const allowed = rolesFor(request);
      if (!allowed.includes(member.role)) throw new HttpError(403, authTexts.needsRole(allowed));
      request.staff = member;
    },
  };
}

/** The member of staff `consoleAccess` let through; a route outside it fails loudly here. */
export function staffMember(request: FastifyRequest): StaffMemberNow {
  if (!request.staff) throw new HttpError(403, authTexts.adminOnly);
  return request.staff;
}

/** The shopper `authenticate` let through; a route that forgot the hook fails loudly here. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.auth) throw new HttpError(401, authTexts.signInRequired);
  return request.auth;
}

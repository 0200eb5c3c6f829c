import { jwtVerify, SignJWT } from 'jose';
import { role as roleSchema } from '../../../contract/profile.ts';
import type { Role } from '../../../contract/profile.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'bogo-together';
const AUDIENCE = 'bogo-together/api';

/** Who an access token speaks for: the account, its role and the session it belongs to. */
export type AccessClaims = { userId: number; role: Role; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** An HS256 JWT valid 15 minutes from `now`: `sub` is the user id, `sid` the session. */
export function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** The claims of a genuine, unexpired token at `now`, or null for anything else. */
export async function readAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    const role = roleSchema.safeParse(payload.role);
    if (
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      !role.success ||
      typeof payload.sid !== 'string' ||
      !UUID.test(payload.sid)
    ) {
      return null;
    }
    return { userId, role: role.data, sessionId: payload.sid };
  } catch {
    // Bad signature, expired, malformed: to the caller they all mean "not signed in".
    return null;
  }
}

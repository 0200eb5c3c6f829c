import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import type { AccessClaims } from './access-tokens.ts';

/** remember_me is always true (docs/product.md §6): a session lasts 30 days from its last refresh. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

/**
 * How long after its trade a refresh token may be presented again without being taken for a
 * stolen copy: a browser without navigator.locks refreshes from several tabs or calls at once
 * with the same token, and each must get a working pair rather than end the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Only this hash is stored; the token itself exists in the shopper's browser alone. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueRefreshToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** How a session was opened. */
export type SignInMethod = (typeof sessions.$inferSelect)['signedInWith'];

/** A signed-in request's shopper: the access token's claims and how their session was opened. */
export type SignedIn = AccessClaims & { signedInWith: SignInMethod };

/** Opens a session (a refresh-token family) for the user and returns its id and first token. */
export async function startSession(
  db: Db,
  userId: number,
  now: Date,
  signedInWith: SignInMethod = 'code',
) {
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId, createdAt: now, signedInWith });
  return { sessionId, refreshToken: await issueRefreshToken(db, sessionId, now) };
}

export type Rotation =
  | { kind: 'rotated'; sessionId: string; user: typeof users.$inferSelect; refreshToken: string }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/**
 * Trades a live refresh token for a new one of the same family; the old one dies in the same
 * conditional update. Presented again within REFRESH_REUSE_GRACE_MS of its trade (concurrent
 * refreshes of one browser), it gets a new one of the family too. Later, it is a replay
 * (someone holds a copy): its whole family is revoked.
 */
export async function rotateRefreshToken(tx: Db, token: string, now: Date): Promise<Rotation> {
  const tokenHash = hashRefreshToken(token);
  let [current] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });

  if (!current) {
    const [known] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        rotatedAt: refreshTokens.rotatedAt,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known?.rotatedAt || known.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
    if (now.getTime() - known.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await revokeSession(tx, known.sessionId, 'reuse', now);
      return { kind: 'reused' };
    }
    current = { sessionId: known.sessionId };
  }

  const [live] = await tx
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, current.sessionId), isNull(sessions.revokedAt)));
  if (!live) return { kind: 'invalid' };
  return {
    kind: 'rotated',
    sessionId: current.sessionId,
    user: live.user,
    refreshToken: await issueRefreshToken(tx, current.sessionId, now),
  };
}

/** Ends a session: its refresh tokens stop working and its access tokens are refused. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: 'logout' | 'reuse',
  now: Date,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** The session of a token a client presents, if the token is one of ours (live or not). */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row?.sessionId ?? null;
}

/**
 * How the session was opened, while it is still open for this user (not logged out, not revoked
 * for reuse); null once it is not.
 */
export async function liveSession(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<{ signedInWith: SignInMethod } | null> {
  const [row] = await db
    .select({ signedInWith: sessions.signedInWith })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
  return row ?? null;
}

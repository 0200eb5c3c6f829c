import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tokens, VerifyOtpResponse } from '../../../contract/auth.ts';
import type { Role } from '../../../contract/profile.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import type { Db } from '../../db/client.ts';
import { lastAddresses, users } from '../../db/schema.ts';
import {
  HttpError,
  TooManyRequests,
  badRequest,
  serviceUnavailable,
  waitText,
} from '../../http/errors.ts';
import { clientSubject, forgetHits, recordHit } from '../../http/rate-limit.ts';
import { toWireLastAddress, toWireUser } from '../profile/service.ts';
import { linkGuestOrders } from '../order-engine/service.ts';
import { readAccessToken, signAccessToken } from './access-tokens.ts';
import type { AccessClaims } from './access-tokens.ts';
import { signInCodeMail } from './code-mail.ts';
import { consumeCode, generateCode, hashCode, storeCode } from './codes.ts';
import type { PendingNames } from './codes.ts';
import { reserveSend } from './send-limits.ts';
import type { SignedIn } from './sessions.ts';
import {
  liveSession,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from './sessions.ts';
import { authTexts } from './texts.ts';
import { VERIFY_ADDRESS_LIMIT, VERIFY_PAIR_LIMIT } from './verify-limit.ts';

// Other modules' routes put these in front of what needs a shopper or an administrator.
export { bearerToken, signedInUser, staffMember } from './guard.ts';
export type { AuthGuard, RolesFor } from './guard.ts';
export type { StaffMemberNow } from './roles.ts';

type Log = Pick<FastifyBaseLogger, 'error'>;
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  db,
  clock,
  mailer,
  keys,
  roleOf,
  storeName,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Loaded on first use, so building the app never touches the database. */
  keys: () => Promise<ServerKeys>;
  roleOf: (email: string) => Promise<Role>;
  storeName: string;
}) {
  /**
   * Sends a fresh code to the e-mail unless a send limit forbids it. The limit check, the send
   * record and the new code (replacing any earlier one, with the registration's names if any)
   * commit together or not at all; the mail goes out after the commit.
   */
  async function sendCode(
    { email, ip, log }: { email: string; ip: string; log: Log },
    names: PendingNames | null = null,
  ): Promise<void> {
    const now = clock.now();
    const { otp } = await keys();
    const code = generateCode();
    const verdict = await db.transaction(async (tx) => {
      const result = await reserveSend(tx, { email, ip, now });
      if (!result.allowed) return result;
      await storeCode(tx, email, hashCode(otp, email, code), now, names);
      return result;
    });
    if (!verdict.allowed) {
      const wait = waitText(verdict.retryAfterSeconds);
      const message =
        verdict.scope === 'email'
          ? authTexts.tooManyForEmail(wait)
          : authTexts.tooManyForNetwork(wait);
      throw new TooManyRequests(message, verdict.retryAfterSeconds);
    }
    try {
      await mailer.send(signInCodeMail({ storeName, email, code }));
    } catch (error) {
      log.error({ err: error }, 'the sign-in code e-mail could not be sent');
      throw serviceUnavailable(authTexts.mailFailed);
    }
  }

  async function accessTokenFor(claims: AccessClaims): Promise<string> {
    return signAccessToken((await keys()).jwt, claims, clock.now());
  }

  /** What a sign-in answers: the new session's tokens, the user and their last address. */
  async function signedInAnswer({
    user,
    session,
    address,
  }: {
    user: typeof users.$inferSelect;
    session: { sessionId: string; refreshToken: string };
    address: typeof lastAddresses.$inferSelect | undefined;
  }): Promise<VerifyOtpResponse['data']> {
    const role = await roleOf(user.email);
    return {
      tokens: {
        accessToken: await accessTokenFor({ userId: user.id, role, sessionId: session.sessionId }),
        refreshToken: session.refreshToken,
      },
      user: toWireUser(user, role),
      lastAddress: address ? toWireLastAddress(address) : null,
    };
  }

  return {
    sendCode,

    /**
     * Sends a code that carries the names. Anyone may register any address, so the names reach
     * the account only if this code signs in and the address has never signed in before.
     */
    async register(
      { firstName, lastName, email }: { firstName: string; lastName: string; email: string },
      context: { ip: string; log: Log },
    ): Promise<void> {
      await sendCode({ email, ...context }, { firstName, lastName });
    },

    /**
     * Signs in with the e-mail's live code: uses it up, creates the account on the first
     * success, and opens a session. Wrong tries are counted even though the call fails. A client
     * address past its limit of failed tries for this e-mail, or its ceiling for all e-mails, is
     * refused before the code is looked at, so its guesses cost the code's owner nothing, and
     * nobody else behind the same address is held back by them.
     */
    async verifyCode({
      email,
      code,
      ip,
    }: {
      email: string;
      code: string;
      ip: string;
    }): Promise<VerifyOtpResponse['data']> {
      const now = clock.now();
      const network = clientSubject(ip);
      const pair = await recordHit(db, VERIFY_PAIR_LIMIT, `${network} ${email}`, now);
      if (!pair.allowed) {
        throw new TooManyRequests(
          authTexts.tooManyCodeTries(waitText(pair.retryAfterSeconds)),
          pair.retryAfterSeconds,
        );
      }
      const hit = await recordHit(db, VERIFY_ADDRESS_LIMIT, network, now);
      if (!hit.allowed) {
        await forgetHits(db, [pair.hitId]);
        throw new TooManyRequests(
          authTexts.tooManyCodeTriesFromNetwork(waitText(hit.retryAfterSeconds)),
          hit.retryAfterSeconds,
        );
      }
      const { otp } = await keys();
      const outcome = await db.transaction(async (tx) => {
        const check = await consumeCode(tx, email, hashCode(otp, email, code), now);
        if (check.kind !== 'accepted') return { accepted: false, check } as const;
        await forgetHits(tx, [pair.hitId, hit.hitId]);
        // The first sign-in sets the names, to the ones this code carried or none: an account
        // row left unverified by an earlier registration keeps no names a stranger chose.
        const [user] = await tx
          .insert(users)
          .values({
            email,
            firstName: check.names?.firstName ?? '',
            lastName: check.names?.lastName ?? '',
            verifiedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: users.email,
            set: {
              firstName: sql`case when ${users.verifiedAt} is null then excluded.first_name else ${users.firstName} end`,
              lastName: sql`case when ${users.verifiedAt} is null then excluded.last_name else ${users.lastName} end`,
              verifiedAt: sql`coalesce(${users.verifiedAt}, excluded.verified_at)`,
            },
          })
          .returning();
        if (!user) throw new Error('the account was not stored');
        // Guest checkouts of this e-mail become the account's orders from its first sign-in on.
        await linkGuestOrders(tx, user.id, email, now);
        const session = await startSession(tx, user.id, now);
        const [address] = await tx
          .select()
          .from(lastAddresses)
          .where(eq(lastAddresses.userId, user.id));
        return { accepted: true, user, session, address } as const;
      });

      if (!outcome.accepted) {
        const { check } = outcome;
        if (check.kind === 'wrong') throw badRequest(authTexts.wrongCode(check.triesLeft));
        if (check.kind === 'too-many-tries') throw badRequest(authTexts.tooManyWrongCodes);
        if (check.kind === 'expired') throw badRequest(authTexts.codeExpired);
        throw badRequest(authTexts.noCode);
      }
      return signedInAnswer(outcome);
    },

    /** Trades a refresh token for a new pair; a replayed old token ends its whole session. */
    async refresh(refreshToken: string): Promise<Tokens> {
      const rotation = await db.transaction((tx) =>
        rotateRefreshToken(tx, refreshToken, clock.now()),
      );
      if (rotation.kind !== 'rotated') throw new HttpError(401, authTexts.sessionEnded);
      const role = await roleOf(rotation.user.email);
      return {
        accessToken: await accessTokenFor({
          userId: rotation.user.id,
          role,
          sessionId: rotation.sessionId,
        }),
        refreshToken: rotation.refreshToken,
      };
    },

    /** Ends the session named by the refresh token, or else by the access token; quietly if neither names one. */
    async logout({ refreshToken, accessToken }: { refreshToken?: string; accessToken?: string }) {
      const now = clock.now();
      let sessionId = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
      if (!sessionId && accessToken) {
        sessionId =
          (await readAccessToken((await keys()).jwt, accessToken, now))?.sessionId ?? null;
      }
      if (sessionId) await revokeSession(db, sessionId, 'logout', now);
    },

    /**
     * The claims of a valid access token whose session is still open, with how that session was
     * opened, else a 401.
     */
    async authenticate(accessToken: string): Promise<SignedIn> {
      const claims = await readAccessToken((await keys()).jwt, accessToken, clock.now());
      const session = claims && (await liveSession(db, claims.sessionId, claims.userId));
      if (!claims || !session) throw new HttpError(401, authTexts.sessionExpired);
      return { ...claims, signedInWith: session.signedInWith };
    },

    /**
     * Opens a session for an account a passkey has just proved, and answers as a code's sign-in
     * does: the tokens, the user and their last address.
     */
    async signInWithPasskey(userId: number): Promise<VerifyOtpResponse['data']> {
      const now = clock.now();
      const opened = await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw new HttpError(401, authTexts.sessionExpired);
        const session = await startSession(tx, user.id, now, 'passkey');
        const [address] = await tx
          .select()
          .from(lastAddresses)
          .where(eq(lastAddresses.userId, user.id));
        return { user, session, address };
      });
      return signedInAnswer(opened);
    },
  };
}

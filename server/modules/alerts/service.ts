import { and, eq, or, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../../contract/alerts.ts';
import type { Clock } from '../../adapters/clock.ts';
import { classifyHost } from '../../adapters/push/public-address.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { badRequest, forbidden, serviceUnavailable } from '../../http/errors.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { markOrdersSeen } from './app-badge.ts';
import { confirm, subscribe, unsubscribe } from './subscriptions.ts';
import { alertTexts } from './texts.ts';

export { notifyBuyer, notifyShopper } from './notify.ts';
export type { OrderBuyer, ShopperAlert } from './notify.ts';
export { orderConfirmationJob, orderOfLink, queueOrderConfirmation } from './order-confirmation.ts';
export { orderMailTexts } from './texts.ts';
export { queueSubscriberDealMails } from './subscriber-deal-mails.ts';
export { sendOnce } from './send-once.ts';
export { forgetDeliveriesLater } from './forget-deliveries.ts';

export type AlertsService = ReturnType<typeof createAlertsService>;

/**
 * Refuses a push endpoint the server must not connect to: anything but a name or address on the
 * public internet would let anyone make the store call into its own network at the next alert.
 */
async function ensurePublicEndpoint(endpoint: string): Promise<void> {
  let kind: Awaited<ReturnType<typeof classifyHost>>;
  try {
    kind = await classifyHost(new URL(endpoint).hostname);
  } catch (error) {
    // The resolver failed, which says nothing about the name: the shopper may try again.
    const unavailable = serviceUnavailable(alertTexts.pushEndpointUncheckable);
    unavailable.cause = error;
    throw unavailable;
  }
  if (kind === 'private') throw badRequest(alertTexts.pushEndpointNotPublic);
  if (kind === 'unknown') throw badRequest(alertTexts.pushEndpointUnknown);
}

export function createAlertsService({
  db,
  clock,
  jobs,
  keys,
  allowPrivatePushEndpoints = false,
}: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  keys: () => Promise<ServerKeys>;
  /** Lets endpoints on loopback or private networks through (a local push service in tests). */
  allowPrivatePushEndpoints?: boolean;
}) {
  const deps = { db, clock, jobs, keys };
  return {
    /** Double opt-in sign-up; the answer is the same whether the address is known or not. */
    subscribeEmail: (email: string): Promise<string> => subscribe(deps, email),

    /** Starts the deal alerts of the address a genuine confirmation link names. */
    confirmSubscription: (token: string): Promise<string> => confirm(deps, token),

    /** Stops the alert e-mails of the address a genuine unsubscribe link names. */
    unsubscribe: (token: string): Promise<string> => unsubscribe(deps, token),

    /**
     * Keeps this browser's push subscription for a shopper (under their sign-in, so their pushes
     * stop when it ends) or a subscriber e-mail, when its endpoint is on the public internet
     * (unless the settings allow a local push service). A subscription already kept changes only
     * for the browser that holds it (its keys) or its signed-in owner: knowing an endpoint is not
     * enough to take another's alerts.
     */
    async savePushSubscription(
      subscription: PushSubscriptionBody,
      owner: { userId: number | null; sessionId: string | null; email: string | null },
      categories: number[],
    ): Promise<void> {
      if (owner.userId === null && owner.email === null)
        throw badRequest(alertTexts.pushNeedsOwner);
      if (!allowPrivatePushEndpoints) await ensurePublicEndpoint(subscription.endpoint);
      const values = {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId: owner.userId,
        sessionId: owner.sessionId,
        email: owner.email,
        categories,
      };
      const sameBrowser = and(
        eq(pushSubscriptions.p256dh, sql`excluded.p256dh`),
        eq(pushSubscriptions.auth, sql`excluded.auth`),
      );
      const kept = await db
        .insert(pushSubscriptions)
        .values({ ...values, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: values,
          where:
            owner.userId === null
              ? sameBrowser
              : or(sameBrowser, eq(pushSubscriptions.userId, owner.userId)),
        })
        .returning({ id: pushSubscriptions.id });
      if (kept.length === 0) throw forbidden(alertTexts.pushNotYours);
    },

    /** Notes that the shopper opened My Orders: the groups completed so far leave the app badge. */
    ordersSeen: (userId: number): Promise<void> => markOrdersSeen(db, userId, clock.now()),

    /**
     * Forgets a browser's push subscription, for the browser that holds it (its auth secret) or
     * its signed-in owner; anyone else's request changes nothing.
     */
    async deletePushSubscription(
      endpoint: string,
      proof: { auth: string | null; userId: number | null },
    ): Promise<void> {
      const owned = [
        proof.auth === null ? undefined : eq(pushSubscriptions.auth, proof.auth),
        proof.userId === null ? undefined : eq(pushSubscriptions.userId, proof.userId),
      ].filter((condition) => condition !== undefined);
      if (owned.length === 0) return;
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), or(...owned)));
    },
  };
}

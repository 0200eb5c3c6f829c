import { and, eq, isNull } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../../contract/alerts.ts';
import type { Clock } from '../../adapters/clock.ts';
import { classifyHost } from '../../adapters/push/public-address.ts';
import type { ServerKeys } from '../../adapters/secrets.ts';
import type { Db } from '../../db/client.ts';
import { emailSubscribers, pushSubscriptions } from '../../db/schema.ts';
import { badRequest, notFound, serviceUnavailable } from '../../http/errors.ts';
import { alertTexts } from './texts.ts';

export { notifyShopper } from './notify.ts';
export type { ShopperAlert } from './notify.ts';
import { emailOfUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

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
  keys,
  allowPrivatePushEndpoints = false,
}: {
  db: Db;
  clock: Clock;
  keys: () => Promise<ServerKeys>;
  /** Lets endpoints on loopback or private networks through (a local push service in tests). */
  allowPrivatePushEndpoints?: boolean;
}) {
  return {
    /** Subscribes an address to deal alerts; a repeat is welcome, never a duplicate. */
    async subscribeEmail(email: string): Promise<string> {
      const [existing] = await db
        .select()
        .from(emailSubscribers)
        .where(eq(emailSubscribers.email, email));
      if (existing && existing.unsubscribedAt === null) return alertTexts.alreadySubscribed;
      await db
        .insert(emailSubscribers)
        .values({ email, subscribedAt: clock.now() })
        .onConflictDoUpdate({
          target: emailSubscribers.email,
          set: { subscribedAt: clock.now(), unsubscribedAt: null },
        });
      return alertTexts.subscribed;
    },

    /** Ends the alerts of the address a genuine unsubscribe link names. */
    async unsubscribe(token: string): Promise<string> {
      const email = emailOfUnsubscribeToken((await keys()).unsubscribe, token);
      if (email === null) throw badRequest(alertTexts.invalidLink);
      const [ended] = await db
        .update(emailSubscribers)
        .set({ unsubscribedAt: clock.now() })
        .where(and(eq(emailSubscribers.email, email), isNull(emailSubscribers.unsubscribedAt)))
        .returning({ id: emailSubscribers.id });
      if (ended) return alertTexts.unsubscribed;
      const [known] = await db
        .select({ id: emailSubscribers.id })
        .from(emailSubscribers)
        .where(eq(emailSubscribers.email, email));
      if (!known) throw notFound(alertTexts.noSubscription);
      return alertTexts.alreadyUnsubscribed;
    },

    /** The link every alert e-mail carries. */
    async unsubscribeLink(email: string): Promise<string> {
      return `/unsubscribe/${unsubscribeToken((await keys()).unsubscribe, email)}`;
    },

    /**
     * Keeps this browser's push subscription for a shopper or a subscriber e-mail, when its
     * endpoint is on the public internet (unless the settings allow a local push service).
     */
    async savePushSubscription(
      subscription: PushSubscriptionBody,
      owner: { userId: number | null; email: string | null },
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
        email: owner.email,
        categories,
      };
      await db
        .insert(pushSubscriptions)
        .values({ ...values, createdAt: clock.now() })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    async deletePushSubscription(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

import { z } from 'zod';
import { email } from './auth.ts';
import { idValue, isStorableText, STORED_TEXT_MESSAGE, storedText } from './common.ts';

export const subscribeEmailRequest = z.object({ email_id: email }).strict();
export type SubscribeEmailRequest = z.infer<typeof subscribeEmailRequest>;

/** docs/product.md §7: subscribe and unsubscribe answer `{ status, message }`. */
export const subscriptionResponse = z.object({ status: z.literal('success'), message: z.string() });
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** The signed token of an e-mail's unsubscribe or confirmation link. */
export const emailLinkParams = z
  .object({ token: storedText().min(1, 'is required').max(600, 'is too long') })
  .strict();

const base64url = storedText()
  .min(1, 'is required')
  .max(200, 'is too long')
  .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscription = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: 'must be an https address' })
      .max(2_000, 'is too long')
      .refine(isStorableText, STORED_TEXT_MESSAGE)
      // Counted in bytes too: the endpoint is indexed, and an index row holds about 2.7 kB.
      .refine((endpoint) => new TextEncoder().encode(endpoint).length <= 2_000, 'is too long'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url, auth: base64url }).strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscription>;

export const savePushSubscriptionRequest = z
  .object({
    subscription: pushSubscription,
    /** Who the alerts are for when nobody is signed in: a deal-alert subscriber's e-mail. */
    email: email.optional(),
    /** Category ids whose new deals this browser wants to hear about. */
    categories: z
      .array(idValue, { error: 'must be a list of category ids' })
      .max(50, 'must list at most 50')
      .default([]),
  })
  .strict();
export type SavePushSubscriptionRequest = z.infer<typeof savePushSubscriptionRequest>;

export const deletePushSubscriptionRequest = z
  .object({
    endpoint: z
      .url({ error: 'must be an address' })
      .max(2_000, 'is too long')
      .refine(isStorableText, STORED_TEXT_MESSAGE)
      // Counted in bytes too: the endpoint is indexed, and an index row holds about 2.7 kB.
      .refine((endpoint) => new TextEncoder().encode(endpoint).length <= 2_000, 'is too long'),
    /** The subscription's auth secret (keys.auth): proof that the request is that browser's. */
    auth: z
      .string({ error: "must be the subscription's auth key" })
      .max(200, 'is too long')
      .refine(isStorableText, STORED_TEXT_MESSAGE)
      .optional(),
  })
  .strict();
export type DeletePushSubscriptionRequest = z.infer<typeof deletePushSubscriptionRequest>;

export const pushSubscriptionResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /alerts/orders-seen: no message, so the PWA shows no toast for a screen merely opened. */
export const ordersSeenResponse = z.object({ success: z.literal(true) });
export type OrdersSeenResponse = z.infer<typeof ordersSeenResponse>;

/**
 * The deal page's search flag an alert's Invite action sets: the page asks for the share sheet
 * (or shows its invite link to copy) as soon as it opens.
 */
export const INVITE_SEARCH_FLAG = 'invite';

import type { Agent } from 'node:https';
import webpush from 'web-push';

/** A browser's push subscription as the Push API gives it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type VapidKeys = { publicKey: string; privateKey: string };

/** 'gone': the push service says the subscription no longer exists (404/410) and must be dropped. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = {
  send(target: PushTarget, payload: object): Promise<PushOutcome>;
};

/**
 * Web push through the `web-push` library: the payload is encrypted for the subscription
 * (aes128gcm) and signed with our VAPID keys. `agent` lets tests trust a local HTTPS receiver.
 */
export function createWebPushSender({
  vapid,
  subject,
  agent,
}: {
  vapid: VapidKeys;
  subject: string;
  agent?: Agent;
}): PushSender {
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification(target, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 24 * 3600,
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

import { RequestFilteringHttpsAgent } from 'request-filtering-agent';
import webpush from 'web-push';
import { withDeadline } from '../deadline.ts';
import { NON_PUBLIC_IPV6_PREFIXES } from './public-address.ts';
import { vapidAuthorizations } from './vapid-token.ts';

/** A browser's push subscription as the Push API gives it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type VapidKeys = { publicKey: string; privateKey: string };

/** 'gone': the push service says the subscription no longer exists (404/410) and must be dropped. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = {
  send(target: PushTarget, payload: object): Promise<PushOutcome>;
};

/**
 * Push services answer in well under a second; one that has not answered this long after we
 * started is given up on, whether it stays silent or trickles bytes.
 */
export const PUSH_TIMEOUT_MS = 10_000;

export type WebPushOptions = {
  vapid: VapidKeys;
  subject: string;
  /**
   * Lets endpoints on loopback or private networks through, for a local push service in tests;
   * otherwise every address the endpoint resolves to at connection time must be public.
   */
  allowPrivateEndpoints?: boolean;
  /** Extra certificate authorities to trust, for a local HTTPS receiver in tests. */
  ca?: string | Buffer;
  timeoutMs?: number;
};

/** Push services a sender keeps connections open to; past this, the longest unused is closed. */
const KEPT_PUSH_SERVICES = 64;

/**
 * Web push through the `web-push` library: the payload is encrypted for the subscription
 * (aes128gcm) and signed with our VAPID keys. Connections go through an agent that checks the
 * address the endpoint resolves to when connecting, so a subscription whose name later points
 * inside our network (DNS rebinding) is refused there too; web-push follows no redirects. Each
 * push service (endpoint origin) has its own keep-alive agent: an alert's pushes to one service
 * reuse its connections instead of paying a TLS handshake each, and a push given up on closes
 * that service's connections only, never another's.
 */
export function createWebPushSender({
  vapid,
  subject,
  allowPrivateEndpoints = false,
  ca,
  timeoutMs = PUSH_TIMEOUT_MS,
}: WebPushOptions): PushSender {
  const agents = new Map<string, RequestFilteringHttpsAgent>();
  const authorization = vapidAuthorizations(vapid, subject);
  const agentFor = (origin: string) => {
    const kept = agents.get(origin);
    agents.delete(origin);
    const agent =
      kept ??
      new RequestFilteringHttpsAgent({
        keepAlive: true,
        allowPrivateIPAddress: allowPrivateEndpoints,
        denyIPAddressList: allowPrivateEndpoints ? [] : NON_PUBLIC_IPV6_PREFIXES,
        ...(ca ? { ca } : {}),
      });
    // Kept in order of use, so the first is the longest unused.
    agents.set(origin, agent);
    const [oldest] = agents;
    if (agents.size > KEPT_PUSH_SERVICES && oldest) close(oldest[0]);
    return agent;
  };
  const close = (origin: string) => {
    agents.get(origin)?.destroy();
    agents.delete(origin);
  };
  return {
    async send(target, payload) {
      let origin: string | null = null;
      try {
        origin = new URL(target.endpoint).origin;
        const agent = agentFor(origin);
        const signed = authorization(origin);
        // web-push's own timeout is per idle socket; the deadline bounds the whole exchange, since
        // web-push never settles when a connection is cut in the middle of an answer.
        await withDeadline(
          () =>
            webpush.sendNotification(target, JSON.stringify(payload), {
              // Signed once per push service, not per push (vapid-token.ts), so no vapidDetails.
              headers: { Authorization: signed },
              TTL: 24 * 3600,
              agent,
              timeout: timeoutMs,
            }),
          timeoutMs,
          () => new PushOverdue(`no answer within ${timeoutMs} ms`),
        );
        return 'sent';
      } catch (error) {
        // A service that holds a push this long is stalling: its connections are closed.
        if (error instanceof PushOverdue && origin) close(origin);
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}

/** A push the service has not answered within the push timeout. */
class PushOverdue extends Error {}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

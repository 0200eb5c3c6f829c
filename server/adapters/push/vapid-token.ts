import webpush from 'web-push';

/** How long a signed VAPID token is good for: web-push's own default, half the 24 hours allowed. */
const TOKEN_LIFETIME_S = 12 * 3600;
/** A token is signed afresh this long before it runs out, so no push carries one about to lapse. */
const RENEWED_BEFORE_S = 3600;
/** Push services whose tokens are kept; past this, the longest kept is dropped. */
const KEPT_TOKENS = 64;

/**
 * The `Authorization` header of a push to each push service (the endpoint's origin, the token's
 * audience), signed once per service and reused for eleven hours instead of once per push: a
 * VAPID token names the service and an expiry, never the browser, so one token serves every
 * push to that service (docs/decisions/0044-fan-out-at-library-speed.md).
 */
export function vapidAuthorizations(
  vapid: { publicKey: string; privateKey: string },
  subject: string,
  nowMs: () => number = Date.now,
): (audience: string) => string {
  const tokens = new Map<string, { header: string; expiresS: number }>();
  return (audience) => {
    const nowS = Math.floor(nowMs() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expiresS - RENEWED_BEFORE_S > nowS) return kept.header;
    const expiresS = nowS + TOKEN_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiresS,
    );
    tokens.delete(audience);
    tokens.set(audience, { header: Authorization, expiresS });
    const [oldest] = tokens.keys();
    if (tokens.size > KEPT_TOKENS && oldest !== undefined) tokens.delete(oldest);
    return Authorization;
  };
}

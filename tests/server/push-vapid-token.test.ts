import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys } from '../../server/adapters/push/sender.ts';
import type { VapidKeys } from '../../server/adapters/push/sender.ts';
import { vapidAuthorizations } from '../../server/adapters/push/vapid-token.ts';
import { useLocalPushService } from '../fixtures/local-push-service.ts';

const { received, state, browserSubscription } = useLocalPushService();

/** The VAPID token of an `Authorization: vapid t=…, k=…` header, checked against our public key. */
function verifiedToken(header: string, vapid: VapidKeys) {
  const token = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(token?.[2]).toBe(vapid.publicKey);
  const [head = '', body = '', signature = ''] = (token?.[1] ?? '').split('.');
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signedWithOurKey = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signedWithOurKey).toBe(true);
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number };
}

describe("a deal alert's pushes to one push service", () => {
  it('carry one VAPID token signed with our keys for that service, not one signed per push', async () => {
    const vapid = generateVapidKeys();
    const sender = createWebPushSender({
      vapid,
      subject: 'mailto:alerts@bogo.example',
      allowPrivateEndpoints: true,
      ca: state.cert,
    });
    for (let n = 0; n < 6; n++)
      expect(await sender.send(browserSubscription(`visitor-${n}`).target, { title: 'New' })).toBe(
        'sent',
      );

    const headers = new Set(received.map((push) => String(push.headers.authorization)));
    expect(headers.size).toBe(1);
    const [header = ''] = headers;
    const claims = verifiedToken(header, vapid);
    expect(claims.aud).toBe(new URL(state.base).origin);
    const hoursLeft = (claims.exp - Date.now() / 1000) / 3600;
    expect(hoursLeft).toBeGreaterThan(11);
    expect(hoursLeft).toBeLessThanOrEqual(12);
  });

  it('get a freshly signed token an hour before the one they carry runs out', () => {
    const vapid = generateVapidKeys();
    let now = Date.parse('2026-03-01T08:00:00Z');
    const authorization = vapidAuthorizations(vapid, 'mailto:alerts@bogo.example', () => now);
    const first = authorization('https://push.example');
    now += 10.9 * 3600_000;
    expect(authorization('https://push.example')).toBe(first);
    expect(authorization('https://other-push.example')).not.toBe(first);
    now += 0.2 * 3600_000;
    const renewed = authorization('https://push.example');
    expect(renewed).not.toBe(first);
    expect(verifiedToken(renewed, vapid).exp).toBe(Math.floor(now / 1000) + 12 * 3600);
  });
});

import { describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys } from '../../server/adapters/push/sender.ts';
import { useLocalPushService } from '../fixtures/local-push-service.ts';

const { received, state, browserSubscription } = useLocalPushService();

describe("a deal alert's pushes to one push service", () => {
  it('share its connections instead of opening one (and a TLS handshake) per browser', async () => {
    const sender = createWebPushSender({
      vapid: generateVapidKeys(),
      subject: 'mailto:alerts@bogo.example',
      allowPrivateEndpoints: true,
      ca: state.cert,
    });
    const browsers = Array.from({ length: 12 }, (_, n) => browserSubscription(`visitor-${n}`));
    for (const browser of browsers)
      expect(await sender.send(browser.target, { title: 'New deal in Garden' })).toBe('sent');

    expect(received.map((push) => push.path)).toEqual(browsers.map((_, n) => `/push/visitor-${n}`));
    expect(state.connections).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys } from '../../server/adapters/push/sender.ts';
import { useLocalPushService } from '../fixtures/local-push-service.ts';
import { useSilentServer } from '../fixtures/silent-server.ts';

const { received, state, browserSubscription } = useLocalPushService();

describe('web push to a subscribed browser', () => {
  const vapid = generateVapidKeys();
  /** Our push service is on loopback with its own certificate, so it must be let through. */
  const localSender = () =>
    createWebPushSender({
      vapid,
      subject: 'mailto:alerts@bogo.example',
      allowPrivateEndpoints: true,
      ca: state.cert,
    });

  it('delivers an encrypted alert that only the subscribed browser can read, signed with our keys', async () => {
    state.answerStatus = 201;
    const browser = browserSubscription('shopper-1');
    const sender = localSender();
    const outcome = await sender.send(browser.target, {
      title: 'Your group is full',
      url: '/orders',
    });
    expect(outcome).toBe('sent');
    const message = received.at(-1);
    expect(message?.path).toBe('/push/shopper-1');
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message?.headers.authorization)).toContain(`k=${vapid.publicKey}`);
    expect(JSON.parse(browser.decrypt(message?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Your group is full',
      url: '/orders',
    });
  });

  it.each([404, 410])(
    'reports a subscription the push service answers %i to as gone',
    async (status) => {
      state.answerStatus = status;
      const sender = localSender();
      expect(await sender.send(browserSubscription('gone').target, { title: 't' })).toBe('gone');
    },
  );

  it('reports other push service errors as failed, to try again later', async () => {
    state.answerStatus = 500;
    const sender = localSender();
    expect(await sender.send(browserSubscription('flaky').target, { title: 't' })).toBe('failed');
  });
});

describe('the server is nobody’s proxy', () => {
  const vapid = generateVapidKeys();

  it.each([
    ['a loopback address', () => state.base],
    ['a name resolving to loopback', () => state.base.replace('127.0.0.1', 'localhost')],
  ])(
    'refuses to deliver to a subscription on %s, even one stored before the rule',
    async (_, endpoint) => {
      const before = { connections: state.connections, received: received.length };
      // Trusting the receiver's certificate: only the address rule stands between us and it.
      const sender = createWebPushSender({
        vapid,
        subject: 'mailto:alerts@bogo.example',
        ca: state.cert,
      });
      const target = { ...browserSubscription('x').target, endpoint: `${endpoint()}/push/x` };
      expect(await sender.send(target, { title: 't' })).toBe('failed');
      expect({ connections: state.connections, received: received.length }).toEqual(before);
    },
  );
});

describe('a push service that never answers', () => {
  const vapid = generateVapidKeys();
  const silent = useSilentServer();

  it('is given up on after the push timeout, so the alert counts as failed', async () => {
    const sender = createWebPushSender({
      vapid,
      subject: 'mailto:alerts@bogo.example',
      allowPrivateEndpoints: true,
      timeoutMs: 300,
    });
    const target = {
      ...browserSubscription('silent').target,
      endpoint: `https://127.0.0.1:${silent.port()}/push/silent`,
    };
    const started = performance.now();
    expect(await sender.send(target, { title: 't' })).toBe('failed');
    expect(silent.held.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

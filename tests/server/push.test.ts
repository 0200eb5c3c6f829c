import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys } from '../../server/adapters/push/sender.ts';
import type { PushTarget } from '../../server/adapters/push/sender.ts';
import { useSilentServer } from '../fixtures/silent-server.ts';

/** A push service on loopback over HTTPS (web-push speaks nothing else) with a throwaway cert. */
let server: https.Server;
let cert: Buffer;
let base: string;
let connections = 0;
const received: {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}[] = [];
let answerStatus = 201;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = fs.readFileSync(path.join(dir, 'key.pem'));
  cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  fs.rmSync(dir, { recursive: true, force: true });
  server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answerStatus).end();
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser's side of a subscription: its key pair and auth secret, to decrypt what arrives. */
function browserSubscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const target: PushTarget = {
    endpoint: `${base}/push/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  const decrypt = (body: Buffer) =>
    ece
      .decrypt(body, {
        version: 'aes128gcm',
        privateKey: ecdh,
        authSecret: auth.toString('base64url'),
      })
      .toString();
  return { target, decrypt };
}

describe('web push to a subscribed browser', () => {
  const vapid = generateVapidKeys();
  /** Our push service is on loopback with its own certificate, so it must be let through. */
  const localSender = () =>
    createWebPushSender({
      vapid,
      subject: 'mailto:alerts@bogo.example',
      allowPrivateEndpoints: true,
      ca: cert,
    });

  it('delivers an encrypted alert that only the subscribed browser can read, signed with our keys', async () => {
    answerStatus = 201;
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
      answerStatus = status;
      const sender = localSender();
      expect(await sender.send(browserSubscription('gone').target, { title: 't' })).toBe('gone');
    },
  );

  it('reports other push service errors as failed, to try again later', async () => {
    answerStatus = 500;
    const sender = localSender();
    expect(await sender.send(browserSubscription('flaky').target, { title: 't' })).toBe('failed');
  });
});

describe('the server is nobody’s proxy', () => {
  const vapid = generateVapidKeys();

  it.each([
    ['a loopback address', () => base],
    ['a name resolving to loopback', () => base.replace('127.0.0.1', 'localhost')],
  ])(
    'refuses to deliver to a subscription on %s, even one stored before the rule',
    async (_, endpoint) => {
      const before = { connections, received: received.length };
      // Trusting the receiver's certificate: only the address rule stands between us and it.
      const sender = createWebPushSender({
        vapid,
        subject: 'mailto:alerts@bogo.example',
        ca: cert,
      });
      const target = { ...browserSubscription('x').target, endpoint: `${endpoint()}/push/x` };
      expect(await sender.send(target, { title: 't' })).toBe('failed');
      expect({ connections, received: received.length }).toEqual(before);
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

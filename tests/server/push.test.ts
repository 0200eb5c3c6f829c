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

/** A push service on loopback over HTTPS (web-push speaks nothing else) with a throwaway cert. */
let server: https.Server;
let agent: https.Agent;
let base: string;
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
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new https.Agent({ ca: cert });
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

  it('delivers an encrypted alert that only the subscribed browser can read, signed with our keys', async () => {
    answerStatus = 201;
    const browser = browserSubscription('shopper-1');
    const sender = createWebPushSender({ vapid, subject: 'mailto:alerts@bogo.example', agent });
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
      const sender = createWebPushSender({ vapid, subject: 'mailto:alerts@bogo.example', agent });
      expect(await sender.send(browserSubscription('gone').target, { title: 't' })).toBe('gone');
    },
  );

  it('reports other push service errors as failed, to try again later', async () => {
    answerStatus = 500;
    const sender = createWebPushSender({ vapid, subject: 'mailto:alerts@bogo.example', agent });
    expect(await sender.send(browserSubscription('flaky').target, { title: 't' })).toBe('failed');
  });
});

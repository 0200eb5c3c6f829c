/**
 * The receiving end of bench/alert-fan-out: a push service over HTTPS (web-push speaks nothing
 * else) with a throwaway self-signed certificate, and an SMTP server, both on loopback. Each
 * counts what reaches every endpoint path and every address, and when the last one arrived.
 */
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { selfSignedCertificate } from '../tests/fixtures/local-push-service.ts';

/** What reached one receiver: per endpoint path or address, and when the last arrived. */
export type Arrivals = { counts: Map<string, number>; lastAt: number };

const arrivals = (): Arrivals => ({ counts: new Map(), lastAt: 0 });
const count = (into: Arrivals, key: string) => {
  into.counts.set(key, (into.counts.get(key) ?? 0) + 1);
  into.lastAt = performance.now();
};

export async function startReceivers() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bogo-fan-out-'));
  const { key, cert, certFile } = selfSignedCertificate(dir);
  let pushes = arrivals();
  let mails = arrivals();

  const pushService = https.createServer({ key, cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      count(pushes, request.url ?? '');
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));

  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) count(mails, recipient.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  return {
    pushBase: `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`,
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    /** The certificate file a client must trust (NODE_EXTRA_CA_CERTS) to reach the push service. */
    certFile,
    pushes: () => pushes,
    mails: () => mails,
    /** Forgets everything counted so far, for the next run. */
    reset() {
      pushes = arrivals();
      mails = arrivals();
    },
    async stop() {
      pushService.closeAllConnections();
      await new Promise<void>((resolve) => pushService.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

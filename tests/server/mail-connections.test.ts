import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, SMTP_CONNECTIONS } from '../../server/adapters/mail/smtp.ts';

/** An SMTP receiver that counts the connections it is opened and the mails it takes. */
function countingSmtpServer() {
  const counts = { connections: 0, mails: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      counts.connections++;
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        counts.mails.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  return { server, counts };
}

const { server, counts } = countingSmtpServer();
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a deal alert's mails to many subscribers", () => {
  it('ride a few kept SMTP connections instead of one connection per mail', async () => {
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'alerts@bogo.test',
    });
    const addresses = Array.from({ length: 60 }, (_, n) => `subscriber-${n}@example.com`);
    await Promise.all(
      addresses.map((to) =>
        mailer.send({ to, subject: 'New deal in Garden', text: 'A deal', html: '<p>A deal</p>' }),
      ),
    );
    mailer.close();

    expect(counts.mails.toSorted()).toEqual(addresses.toSorted());
    expect(counts.connections).toBeGreaterThan(0);
    expect(counts.connections).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  });
});

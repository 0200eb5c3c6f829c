import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * How long each step of an SMTP exchange may take. nodemailer's own defaults (two minutes to
 * connect, ten of silence) would keep a shopper waiting on a sign-in code, or a job on an
 * alert, long after the mail server has stopped answering.
 */
export type SmtpTimeouts = {
  /** To open the TCP (or TLS) connection. */
  connectionTimeoutMs: number;
  /** From connecting to the server's greeting. */
  greetingTimeoutMs: number;
  /** Of silence at any later point. */
  socketTimeoutMs: number;
};

export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 30_000,
};

/**
 * SMTP connections kept open to the mail server. A deal alert's pages hand it many mails at once;
 * a few kept connections take them one after another instead of a connection, greeting and
 * goodbye per mail (docs/decisions/0044-fan-out-at-library-speed.md).
 */
export const SMTP_CONNECTIONS = 5;

/**
 * Sends through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the address),
 * over a pool of up to `SMTP_CONNECTIONS` kept connections.
 */
export function createSmtpMailer({
  smtpUrl,
  from,
  timeouts = SMTP_TIMEOUTS,
}: {
  smtpUrl: string;
  from: string;
  timeouts?: SmtpTimeouts;
}): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
    dnsTimeout: timeouts.connectionTimeoutMs,
  });
  return {
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({ from, to, subject, text, html, headers: headers ?? {} });
    },
    close: () => transport.close(),
  };
}

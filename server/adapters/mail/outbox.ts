import type { Clock } from '../clock.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mailer } from './mailer.ts';

/** Writes one line for the operator on standard output. */
export type LinePrinter = (line: string) => void;

export const printToStdout: LinePrinter = (line) => {
  process.stdout.write(`${line}\n`);
};

/**
 * The embedded default when no SMTP server is configured: each message is kept in the
 * `mail_outbox` table and announced by one console line, the message's own `consoleLine`
 * (a sign-in code mail prints 'Sign-in code for <email>: <code>') or else its recipient and subject.
 */
export function createOutboxMailer({
  db,
  clock,
  print = printToStdout,
}: {
  db: Db;
  clock: Clock;
  print?: LinePrinter;
}): Mailer {
  return {
    async send({ to, subject, text, html, headers, consoleLine }) {
      await db.insert(mailOutbox).values({
        toAddress: to,
        subject,
        textBody: text,
        htmlBody: html,
        headers: headers ?? {},
        createdAt: clock.now(),
      });
      print(consoleLine ?? `Mail for ${to} kept in the outbox: ${subject}`);
    },
  };
}

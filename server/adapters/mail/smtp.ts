import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the address). */
export function createSmtpMailer({
  smtpUrl,
  from,
}: {
  smtpUrl: string;
  from: string;
}): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}

import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { CODE_VALID_MINUTES } from './codes.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in code e-mail: plain text and HTML, the store's name and the code's 5-minute validity. */
export function signInCodeMail({
  storeName,
  email,
  code,
}: {
  storeName: string;
  email: string;
  code: string;
}): MailMessage {
  const validity = `It is valid for ${CODE_VALID_MINUTES} minutes and works once.`;
  const ignore =
    'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.';
  const store = escapeHtml(storeName);
  return {
    to: email,
    subject: `Your ${storeName} sign-in code: ${code}`,
    text: [
      `Your ${storeName} sign-in code is ${code}`,
      '',
      `Enter it on the sign-in screen. ${validity}`,
      ignore,
      '',
      storeName,
    ].join('\n'),
    html: `<!doctype html>
<html lang="en">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937;">
    <h1 style="font-size: 20px;">${store}</h1>
    <p>Your sign-in code is</p>
    <p style="font-size: 32px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(code)}</p>
    <p>Enter it on the sign-in screen. ${escapeHtml(validity)}</p>
    <p style="color: #6b7280;">${escapeHtml(ignore)}</p>
  </body>
</html>
`,
    consoleLine: `Sign-in code for ${email}: ${code}`,
  };
}

import type { MailMessage } from '../../adapters/mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** An order alert by e-mail: the same words as the in-app notification, and where to act. */
export function alertMail({
  storeName,
  to,
  title,
  body,
  url,
}: {
  storeName: string;
  to: string;
  title: string;
  body: string;
  url: string;
}): MailMessage {
  const settings =
    'You get these e-mails because order updates are on in your profile; turn them off there.';
  return {
    to,
    subject: `${title} | ${storeName}`,
    text: `${title}\n\n${body}\n\nOpen: ${url}\n\n${settings}\n`,
    html: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Open ${escapeHtml(storeName)}</a></p><p style="color:#666">${escapeHtml(settings)}</p>`,
  };
}

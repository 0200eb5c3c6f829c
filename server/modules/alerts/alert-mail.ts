import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { listUnsubscribeHeaders } from './email-links.ts';
import type { UnsubscribeLinks } from './email-links.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Why the recipient gets alert mails: their profile's setting, their deal-alert subscription, or
 * (a guest) an order placed with the address.
 */
const reasons = {
  profile: 'You get these e-mails because e-mail updates are on in your profile.',
  subscription: 'You get these e-mails because you subscribed to deal alerts.',
  order: 'You get this e-mail because an order was placed with this address.',
};

/**
 * An alert by e-mail: the same words as the in-app notification, where to act, and a way out
 * that works in one click, in the text and as List-Unsubscribe for the mail app's own button.
 */
export function alertMail({
  storeName,
  to,
  title,
  body,
  url,
  reason,
  unsubscribe,
}: {
  storeName: string;
  to: string;
  title: string;
  body: string;
  url: string;
  reason: keyof typeof reasons;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const why = reasons[reason];
  return {
    to,
    subject: `${title} | ${storeName}`,
    text: `${title}\n\n${body}\n\nOpen: ${url}\n\n${why}\nUnsubscribe: ${unsubscribe.page}\n`,
    html: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Open ${escapeHtml(storeName)}</a></p><p style="color:#666">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe.page)}">Unsubscribe</a></p>`,
    headers: listUnsubscribeHeaders(unsubscribe),
  };
}

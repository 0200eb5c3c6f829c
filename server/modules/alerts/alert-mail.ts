import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { listUnsubscribeHeaders } from './email-links.ts';
import type { UnsubscribeLinks } from './email-links.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Why the recipient gets the mail: their profile's deal alerts, their deal-alert subscription,
 * or an order placed with the address (mail about it always comes, whatever alerts are on).
 */
const reasons = {
  profile: 'You get these e-mails because deal alerts are on in your profile.',
  subscription: 'You get these e-mails because you subscribed to deal alerts.',
  order:
    'You get this e-mail because an order was placed with this address: mail about your orders and payments always comes.',
};

/** What the way out of a mail about an order stops: alerts only, never the order's own news. */
const STOP_ALERTS = 'Stop deal alerts';

/**
 * An alert by e-mail: the same words as the in-app notification, where to act, and a way out
 * that works in one click. An alert carries it in the text and as List-Unsubscribe for the mail
 * app's own button; a mail about an order is no bulk mail, so it names the way out of deal
 * alerts in its text alone and no mail app offers to unsubscribe from it. The body's lines (an
 * order confirmation has several) stay lines in the HTML part.
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
  const aboutOrder = reason === 'order';
  const wayOut = aboutOrder ? STOP_ALERTS : 'Unsubscribe';
  return {
    to,
    subject: `${title} | ${storeName}`,
    text: `${title}\n\n${body}\n\nOpen: ${url}\n\n${why}\n${wayOut}: ${unsubscribe.page}\n`,
    html: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body).replaceAll('\n', '<br>')}</p><p><a href="${escapeHtml(url)}">Open ${escapeHtml(storeName)}</a></p><p style="color:#666">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe.page)}">${wayOut}</a></p>`,
    ...(aboutOrder ? {} : { headers: listUnsubscribeHeaders(unsubscribe) }),
  };
}

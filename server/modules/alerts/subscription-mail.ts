import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from './alert-mail.ts';

const ignore = 'If you did not ask for deal alerts, ignore this e-mail: nothing more will be sent.';

/** The double opt-in mail: deal alerts start only once its link is opened. */
export function confirmSubscriptionMail({
  storeName,
  to,
  confirmUrl,
}: {
  storeName: string;
  to: string;
  confirmUrl: string;
}): MailMessage {
  const ask = `Confirm that ${to} should get ${storeName} deal alerts: new group deals and last-chance reminders.`;
  return {
    to,
    subject: `Confirm your ${storeName} deal alerts`,
    text: `${ask}\n\nConfirm: ${confirmUrl}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my deal alerts</a></p><p style="color:#666">${escapeHtml(ignore)}</p>`,
    consoleLine: `Deal-alert confirmation link for ${to}: ${confirmUrl}`,
  };
}

/**
 * The answer to a sign-up of an address already confirmed: the page says the same to everyone
 * (check your inbox), so only the address's owner learns that it was subscribed.
 */
export function alreadySubscribedMail({
  storeName,
  to,
  unsubscribeUrl,
}: {
  storeName: string;
  to: string;
  unsubscribeUrl: string;
}): MailMessage {
  const note = `${to} already gets ${storeName} deal alerts; there is nothing more to do.`;
  return {
    to,
    subject: `You already get ${storeName} deal alerts`,
    text: `${note}\n\nTo stop them: ${unsubscribeUrl}\n`,
    html: `<p>${escapeHtml(note)}</p><p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  };
}

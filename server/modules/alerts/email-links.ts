import type { ServerKeys } from '../../adapters/secrets.ts';
import { emailLinkToken } from './email-link-token.ts';
import type { EmailLinkPurpose } from './email-link-token.ts';

/** Where an alert mail's unsubscribe links lead: a page for people, a POST target for mail apps. */
export type UnsubscribeLinks = {
  /** The store's /unsubscribe/{token} screen, for the link in the mail's text. */
  page: string;
  /** The API address a mail app POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClick: string;
};

export type EmailLinks = ReturnType<typeof createEmailLinks>;

/** Which sign-up of an address a confirmation link is for: the time the sign-up began. */
export const signUpStamp = (subscribedAt: Date): string => subscribedAt.getTime().toString(36);

/** The sign-up time a confirmation link's stamp names; null for a stamp no sign-up could give. */
export function signUpOfStamp(stamp: string): Date | null {
  const at = new Date(Number.parseInt(stamp, 36));
  return Number.isNaN(at.getTime()) || signUpStamp(at) !== stamp ? null : at;
}

/** Which order a guest's order link shows: its id. */
export const orderStamp = (orderId: number): string => orderId.toString(36);

/** The order id an order link's stamp names; null for a stamp no order could give. */
export function orderOfStamp(stamp: string): number | null {
  const id = Number.parseInt(stamp, 36);
  return Number.isSafeInteger(id) && id > 0 && orderStamp(id) === stamp ? id : null;
}

/** The signed links of the store's e-mails, on the address shoppers reach the store at. */
export function createEmailLinks({
  publicUrl,
  keys,
}: {
  publicUrl: string;
  keys: () => Promise<ServerKeys>;
}) {
  // One key signs every kind; the purpose inside each signature keeps them apart.
  const token = async (purpose: EmailLinkPurpose, email: string, stamp?: string) =>
    emailLinkToken((await keys()).unsubscribe, purpose, email, stamp);
  return {
    /**
     * The link of the double opt-in mail, to the store's confirmation screen. It confirms only the
     * sign-up that began at `subscribedAt`: after an unsubscription, a link from an older mail
     * cannot confirm a later sign-up of the address (made by somebody else, perhaps).
     */
    async confirm(email: string, subscribedAt: Date): Promise<string> {
      const signed = await token('confirm', email, signUpStamp(subscribedAt));
      return `${publicUrl}/confirm-subscription/${signed}`;
    },
    /**
     * The store's page of one order, opened without an account: a guest's only way back to it.
     * It names the order and the address it was placed with, so it shows that order alone.
     */
    async order(email: string, orderId: number): Promise<string> {
      return `${publicUrl}/guest-order/${await token('order', email, orderStamp(orderId))}`;
    },
    async unsubscribe(email: string): Promise<UnsubscribeLinks> {
      const signed = await token('unsubscribe', email);
      return {
        page: `${publicUrl}/unsubscribe/${signed}`,
        oneClick: `${publicUrl}/api/v1/subscribed-users/one-click-unsubscribe/${signed}`,
      };
    },
  };
}

/**
 * RFC 2369 and RFC 8058: mail apps show their own Unsubscribe button and POST to the https
 * address without opening a page. There is no mailto: the store reads no incoming mail.
 */
export function listUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

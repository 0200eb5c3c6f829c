import { INVITE_SEARCH_FLAG } from '../../../contract/alerts.ts';
import { pushActionTexts } from './texts.ts';

/** The marker of a Declarative Web Push message: the number of the Web Push RFC (8030). */
const DECLARATIVE_WEB_PUSH = 8030;

/** A button on a shown push; a tap opens `navigate` (an absolute address of the store). */
export type PushAction = { action: string; title: string; navigate: string };

/**
 * A push in the Declarative Web Push format (docs/decisions/0022): a browser that reads it
 * (Safari 18.4+) shows it without running our worker; any other wakes the worker, which reads
 * the same fields (sw/push.ts). The badge is given twice because browsers differ on where they
 * read it: WebKit in `notification`, the W3C draft at the top level.
 */
export type DeclarativePushMessage = {
  web_push: typeof DECLARATIVE_WEB_PUSH;
  notification: {
    title: string;
    body: string;
    navigate: string;
    lang: string;
    dir: 'ltr';
    tag: string;
    app_badge: number;
    actions?: PushAction[];
  };
  app_badge: number;
};

/** The buttons a push offers, by its notification kind; `url` is where the push itself leads. */
const actionsByKind: Record<string, (url: string) => PushAction[]> = {
  // The last hour of a group short of units: ask friends in, or look at the group first.
  group_closing: (url) => [
    { action: 'invite', title: pushActionTexts.invite, navigate: withInviteFlag(url) },
    { action: 'view', title: pushActionTexts.view, navigate: url },
  ],
  // A charge or a card hold that failed: the push already leads to the page that fixes it.
  payment_action_required: (url) => [
    { action: 'update-card', title: pushActionTexts.updateCard, navigate: url },
  ],
};

function withInviteFlag(url: string): string {
  const address = new URL(url);
  address.searchParams.set(INVITE_SEARCH_FLAG, '1');
  return address.href;
}

/**
 * The push that tells a shopper about one notification: its texts, where a tap leads (on the
 * store's public address, since a browser showing it alone knows no other), the buttons its kind
 * offers, and the shopper's app badge count as it stands now.
 */
export function declarativePush(
  notification: { id: number; kind: string; title: string; body: string; path: string },
  publicUrl: string,
  appBadge: number,
): DeclarativePushMessage {
  const navigate = new URL(notification.path, publicUrl).href;
  const actions = actionsByKind[notification.kind]?.(navigate);
  return {
    web_push: DECLARATIVE_WEB_PUSH,
    notification: {
      title: notification.title,
      body: notification.body,
      navigate,
      lang: 'en-US',
      dir: 'ltr',
      tag: `${notification.kind}:${notification.id}`,
      app_badge: appBadge,
      ...(actions ? { actions } : {}),
    },
    app_badge: appBadge,
  };
}

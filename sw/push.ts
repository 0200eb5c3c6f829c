/** A button on an alert: its name (the click event's `action`), its label, and the page it opens. */
export type AlertAction = { action: string; title: string; url: string };

/**
 * A push message as the worker shows it, read from either shape the server sends: the
 * declarative one (`web_push: 8030`, docs/decisions/0022) or the older flat one.
 */
export type AlertPayload = {
  title: string;
  body: string;
  /** Where a click takes the shopper: a page of this store, as a path. */
  url: string;
  image?: string;
  /** Alerts with the same tag replace each other instead of piling up. */
  tag?: string;
  actions: AlertAction[];
  /** The number for the app icon, when the push carries one. */
  appBadge?: number;
};

/** What a shown alert keeps for its click: the page of the alert and of each of its buttons. */
export type AlertData = { url: string; actions: Record<string, string> };

/** The marker of a Declarative Web Push message. */
const DECLARATIVE_WEB_PUSH = 8030;

const fallback: AlertPayload = {
  title: 'BOGO Together',
  body: 'You have a new deal alert.',
  url: '/',
  actions: [],
};

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** A page of this store as a path, or null for any other site's address or none. */
function storePath(value: unknown, origin: string): string | null {
  const address = text(value);
  if (!address) return null;
  try {
    const url = new URL(address, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** A badge count as the Badging API takes it: a whole number, not negative; digits also do. */
function badgeCount(value: unknown): number | undefined {
  const count = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}

/** The buttons of a declarative notification that lead to this store; others are left out. */
function readActions(value: unknown, origin: string): AlertAction[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isFields).flatMap((button) => {
    const action = text(button.action);
    const title = text(button.title);
    const url = storePath(button.navigate, origin);
    return action && title && url ? [{ action, title, url }] : [];
  });
}

function readDeclarative(message: Fields, notification: Fields, origin: string): AlertPayload {
  const image = text(notification.image);
  const tag = text(notification.tag);
  // WebKit reads the badge inside the notification, the W3C draft beside it.
  const appBadge = badgeCount(notification.app_badge ?? message.app_badge);
  return {
    title: text(notification.title) ?? fallback.title,
    body: text(notification.body) ?? fallback.body,
    url: storePath(notification.navigate, origin) ?? '/',
    ...(image ? { image } : {}),
    ...(tag ? { tag } : {}),
    actions: readActions(notification.actions, origin),
    ...(appBadge === undefined ? {} : { appBadge }),
  };
}

function readFlat(message: Fields, origin: string): AlertPayload {
  const image = text(message.image);
  const tag = text(message.tag);
  return {
    title: text(message.title) ?? fallback.title,
    body: text(message.body) ?? fallback.body,
    url: storePath(message.url, origin) ?? '/',
    ...(image ? { image } : {}),
    ...(tag ? { tag } : {}),
    actions: [],
  };
}

/**
 * Reads a push message's JSON leniently, in either shape: a malformed one still shows a plain
 * alert. Clicks only ever lead to pages of `origin`, the store's own.
 */
export function readAlert(message: string | null, origin: string): AlertPayload {
  if (!message) return fallback;
  let data: unknown;
  try {
    data = JSON.parse(message);
  } catch {
    return { ...fallback, body: message };
  }
  if (!isFields(data)) return fallback;
  if (data.web_push === DECLARATIVE_WEB_PUSH && isFields(data.notification))
    return readDeclarative(data, data.notification, origin);
  return readFlat(data, origin);
}

/** Chromium shows an alert's image and buttons; TypeScript's worker types do not list them yet. */
type ShownOptions = NotificationOptions & {
  image?: string;
  actions?: { action: string; title: string }[];
};

export function notificationOptions(alert: AlertPayload): ShownOptions {
  const data: AlertData = {
    url: alert.url,
    actions: Object.fromEntries(alert.actions.map(({ action, url }) => [action, url])),
  };
  return {
    body: alert.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...(alert.image ? { image: alert.image } : {}),
    ...(alert.tag ? { tag: alert.tag } : {}),
    ...(alert.actions.length > 0
      ? { actions: alert.actions.map(({ action, title }) => ({ action, title })) }
      : {}),
    data,
  };
}

/** What the server sends in a push message: SPEC-free texts written by the alerts job. */
export type AlertPayload = {
  title: string;
  body: string;
  /** Where a click takes the shopper: a deal or /orders; same-site paths only. */
  url: string;
  image?: string;
  /** Alerts with the same tag replace each other instead of piling up. */
  tag?: string;
};

const fallback: AlertPayload = {
  title: 'BOGO Together',
  body: 'You have a new deal alert.',
  url: '/',
};

/** Reads a push message's JSON leniently: a malformed one still shows a plain alert. */
export function readAlert(text: string | null): AlertPayload {
  if (!text) return fallback;
  try {
    const data = JSON.parse(text) as Partial<Record<keyof AlertPayload, unknown>>;
    const str = (value: unknown) =>
      typeof value === 'string' && value.length > 0 ? value : undefined;
    const url = str(data.url);
    return {
      title: str(data.title) ?? fallback.title,
      body: str(data.body) ?? fallback.body,
      url: url?.startsWith('/') && !url.startsWith('//') ? url : '/',
      ...(str(data.image) ? { image: str(data.image) } : {}),
      ...(str(data.tag) ? { tag: str(data.tag) } : {}),
    };
  } catch {
    return { ...fallback, body: text };
  }
}

export function notificationOptions(alert: AlertPayload): NotificationOptions & { image?: string } {
  return {
    body: alert.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...(alert.image ? { image: alert.image } : {}),
    ...(alert.tag ? { tag: alert.tag } : {}),
    data: { url: alert.url },
  };
}

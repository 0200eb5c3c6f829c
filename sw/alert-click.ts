import type { AlertData } from './push.ts';

/** A window of the store, as the worker's `clients` hands it over. */
interface StoreWindow {
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of the worker's `clients` a click on an alert uses. */
export interface WindowClients {
  matchAll(options: { type: 'window' }): Promise<readonly StoreWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Takes the shopper to an alert's page after a click on it: in the store's open window, brought
 * forward, or in a new window when none is open. Only windows this worker controls are reused,
 * because the worker cannot navigate any other (a first visit's tab, before the worker took over).
 */
export async function openAlertPage(clients: WindowClients, url: string): Promise<void> {
  const [open] = await clients.matchAll({ type: 'window' });
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  // The browser lets a worker bring a window forward only for a moment after the click, and may
  // refuse; the window still changes to the alert's page, where the shopper finds it.
  await open.focus().catch(() => undefined);
  await open.navigate(url);
}

/**
 * The page a click on a shown alert opens: the page of the button clicked (`action`, empty for
 * the alert itself), else the alert's own page, else the home page.
 */
export function clickedPage(data: unknown, action: string): string {
  const shown = (data ?? {}) as Partial<AlertData>;
  return (action ? shown.actions?.[action] : undefined) ?? shown.url ?? '/';
}

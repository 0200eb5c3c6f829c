import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Listened for as soon as this module loads (with the header), since the browser may make its
// offer before React has drawn anything.
globalThis.addEventListener?.('beforeinstallprompt', (event) => {
  // Keep the mini-infobar away: the Install button makes the offer when the shopper asks.
  event.preventDefault();
  offer = event as BeforeInstallPromptEvent;
  notify();
});
globalThis.addEventListener?.('appinstalled', () => {
  offer = null;
  notify();
});

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the browser offers to install the app now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  notify();
  await current.prompt();
  await current.userChoice;
}

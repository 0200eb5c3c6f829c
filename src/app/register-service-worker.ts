import { announceUpdate } from '../features/install/update-store';

/**
 * Registers the worker in production builds only (in development it would cache the dev
 * server's modules). workbox-window loads after the page, off the critical path. A new version
 * that installs while this page runs waits and is announced, so a shopper's page never changes
 * under them; Reload tells it to take over and the page reloads once it controls.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  const offerReload = () =>
    announceUpdate(() => {
      wb.addEventListener('controlling', () => globalThis.location.reload());
      wb.messageSkipWaiting();
    });
  wb.addEventListener('waiting', offerReload);
  const registration = await wb.register();

  // The browser looks for a new version on every navigation, so one may still be installing when
  // the page registers (it does so late, once idle). workbox-window follows only versions found
  // after it registered, or already waiting; this one is watched here until it waits.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller) {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerReload();
    });
  }
}

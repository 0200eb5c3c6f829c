import { announceUpdate } from '../features/install/update-store';

/**
 * Registers the worker in production builds only (in development it would cache the dev
 * server's modules). workbox-window loads after the page, off the critical path. A new version
 * that installs while this page runs waits, and is announced (DESIGN 6); Reload tells it to take
 * over and the page reloads once it controls.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    announceUpdate(() => {
      wb.addEventListener('controlling', () => globalThis.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}

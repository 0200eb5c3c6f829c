/**
 * Registers the worker in production builds only (in development it would cache the dev
 * server's modules). workbox-window loads after the page, off the critical path.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await new Workbox('/sw.js').register();
}

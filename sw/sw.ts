/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { clickedPage, openAlertPage } from './alert-click.ts';
import { showAppBadge } from './app-badge.ts';
import { notificationOptions, readAlert } from './push.ts';
import { searchWithSavedDeals } from './search-route.ts';
import { markSavedPage, SAVED_AT_HEADER, strategyFor } from './routing.ts';

declare let self: ServiceWorkerGlobalScope;

// The app shell, built by vite-plugin-pwa (injectManifest) into this list. It also answers `/`
// (index.html as the folder's index): a returning shopper's home is drawn by the app from the
// API, whose deal list the worker keeps for offline browsing and offline search (decision 0015).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Marks a copy served from the cache with the time it was fetched (its Date, else now), so the
 * PWA can say how old what it shows is: `mark` writes it into the copy's headers or its body.
 */
function markingSavedCopies(
  mark: (copy: Response, savedAt: string, headers: Headers) => Promise<BodyInit>,
): WorkboxPlugin {
  return {
    async cachedResponseWillBeUsed({ cachedResponse }) {
      if (!cachedResponse) return cachedResponse;
      const headers = new Headers(cachedResponse.headers);
      const savedAt = cachedResponse.headers.get('date') ?? new Date().toUTCString();
      return new Response(await mark(cachedResponse, savedAt, headers), {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      });
    },
  };
}

/** An API read's copy says it in a header, read by the API client. */
const markSavedCopies = markingSavedCopies(async (copy, savedAt, headers) => {
  headers.set(SAVED_AT_HEADER, savedAt);
  return copy.blob();
});

/** A page's copy says it in a meta tag, read before the page hydrates. */
const markSavedPages = markingSavedCopies(async (copy, savedAt, headers) => {
  // The body changes: its length and validator no longer describe it.
  headers.delete('content-length');
  headers.delete('etag');
  return markSavedPage(await copy.text(), savedAt);
});

// Pages come from the server (public ones server-rendered, with their deals): network first,
// and after 3 s, or offline, the last copy of that page, else the precached shell, in which the
// app draws any screen itself. Never for the API, whose answers must come from the server.
// No page holds a shopper's data (the server renders only what is the same for everyone).
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 3,
  plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 }), markSavedPages],
});
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

const catalogue = new NetworkFirst({
  cacheName: 'catalogue',
  // A flaky network shows the saved deals after 3 s instead of a spinner.
  networkTimeoutSeconds: 3,
  plugins: [
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
    markSavedCopies,
  ],
});
const images = new CacheFirst({
  cacheName: 'images',
  plugins: [
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});

// What no route matches (every write, and the shopper's own data) goes to the network untouched.
registerRoute(
  ({ url, request }) => strategyFor(url, request.method, self.location.origin) === 'catalogue',
  catalogue,
);
registerRoute(
  ({ url, request }) => strategyFor(url, request.method, self.location.origin) === 'image',
  images,
);
registerRoute(
  ({ url, request }) => strategyFor(url, request.method, self.location.origin) === 'search',
  searchWithSavedDeals('catalogue'),
);

/** The build's stamp (scripts/pwa-build.ts), so a page, support or a test can ask which runs. */
const version = import.meta.env.VITE_PWA_VERSION ?? 'unversioned';

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // workbox-window's messageSkipWaiting(): the PWA asks for it when the shopper chooses Reload.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // workbox-window's messageSW({ type: 'GET_VERSION' }) waits for the answer on the port it sent.
  if (type === 'GET_VERSION') event.ports[0]?.postMessage(version);
});

// Browsers that read the declarative shape themselves (Safari) show it without this worker;
// every other one brings it here, in either shape (docs/decisions/0022).
self.addEventListener('push', (event) => {
  const alert = readAlert(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(alert.title, notificationOptions(alert)),
      showAppBadge(self.navigator, alert.appBadge),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(clickedPage(event.notification.data, event.action), self.location.origin);
  event.waitUntil(openAlertPage(self.clients, target.href));
});

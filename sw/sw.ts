/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

// The app shell, built by vite-plugin-pwa (injectManifest) into this list.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page address is the single-page app: answer navigations with the precached shell,
// except the API, whose answers must come from the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//],
  }),
);

// The offline caching of deals and images and the push alerts arrive in a later release.

/**
 * The service worker (docs/decisions/0028-installable-app-and-service-worker.md), served at /sw.js:
 * - the app's files precached (the list Workbox injects at build), so it opens with no network;
 * - pages from the server (each may be prerendered, and says 404 when it is), the precached shell when
 *   the server does not answer within a few seconds;
 * - the public lists from the network, the last copy when it fails; nothing personal is ever stored;
 * - request alerts shown from pushes, and their taps (./push.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isPublicRead, mayKeep } from './offline';
import { openFromNotification, showAlert } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** How long a page or list may take before the worker gives up on the network (a bad connection). */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;

// A new build's worker takes over at once: its precache holds the shell and every chunk of that build.
self.skipWaiting();
clientsClaim();

// `/` is not mapped to the precached index.html: the server sends a prerendered home page for it.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

registerRoute(
  ({ request, url }) => isPublicRead(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: 'public-lists',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheWillUpdate: async ({ request, response }) => (mayKeep(request, response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: DAY_SECONDS }),
    ],
  }),
);

// Uploaded images never change (the server names them), so a kept one is as good as a fresh one.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

self.addEventListener('push', (event) => event.waitUntil(showAlert(self.registration, event.data)));

self.addEventListener('notificationclick', (event) => event.waitUntil(openFromNotification(event, self.clients, self.location.origin)));

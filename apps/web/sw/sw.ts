/**
 * The service worker of the signed-in app (issue 31): the inspection editor must open and reload
 * with no network. It keeps the app's own files (the HTML shell, the hashed scripts and styles
 * that vite-plugin-pwa lists in `__WB_MANIFEST` at build time) and nothing else:
 * - `/api/*` and `/dev/*` are never answered from here nor stored: their answers are one user's
 *   data (the inspection itself lives in IndexedDB, under the editor's control);
 * - a page is always asked of the network first (the server inlines the signed-in user's data and
 *   prerenders the public pages); only when the network fails does the empty shell answer, which
 *   then reads the device's copy.
 */
export {};

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const files = self.__WB_MANIFEST;
const PREFIX = 'immopilote-app-';
/** One cache per build: a new build installs beside the old one, which goes once it takes over. */
const CACHE = `${PREFIX}${hash(files.map((f) => `${f.url}@${f.revision ?? ''}`).join('|'))}`;
const SHELL = new URL('/index.html', self.location.origin).href;
const precached = new Set(files.map((f) => new URL(f.url, self.location.origin).href));

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: the HTTP cache may hold an older shell; the hashed files never change anyway.
      await cache.addAll([...precached].map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The page's request leaves while the worker starts, not after: pages cost no worker start-up.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return ((await event.preloadResponse) as Response | undefined) ?? (await fetch(request));
        } catch {
          return (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error();
        }
      })(),
    );
    return;
  }
  if (precached.has(url.href)) {
    event.respondWith((async () => (await caches.match(url.href, { cacheName: CACHE })) ?? fetch(request))());
  }
});

// Service worker of the built site. scripts/build.py fills in VERSION and FILES.
// Every file the page needs is cached on the first visit, so later visits work
// offline. A new build has a new VERSION: it installs beside the old one and
// waits until the page asks it to take over (the "new version" banner).
const VERSION = "__VERSION__";
const FILES = __FILES__;
const PREFIX = "shangrila-tsuro-";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  if (event.data === "version" && event.source) event.source.postMessage({ version: VERSION });
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (!readOnly || new URL(request.url).origin !== self.location.origin) return;
  const options = { cacheName: CACHE, ignoreSearch: true, ignoreMethod: true };
  const lookup = request.mode === "navigate"
    ? caches.match(new URL("./index.html", self.registration.scope).href, options)
    : caches.match(request, options);
  event.respondWith(lookup.then((cached) => cached || fetch(request)));
});

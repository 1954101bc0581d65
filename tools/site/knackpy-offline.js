// Lessons that work offline after the first visit (issue 14).  tools/site/hooks.py writes this file as
// knackpy-offline.js at the root of a site built with the live app, with {version} filled in (a hash of the
// app); a lesson page's knackpy-live.js registers it for the lesson folders (course/ and en/course/) and for
// the lesson pages' Python worker (live/knackpy-page-worker.js: a worker is served by the service worker whose
// scope holds the worker's address), so the rest of live/ stays with JupyterLite's service worker.
//
// While the browser is online this worker stays out of the way: every request goes to the network and the
// browser's own cache as if there were no service worker (answering from here made a warm start a second
// slower: the browser keeps compiled code for its HTTP cache, not for ours).  The lesson page sends it what it
// has loaded (the page, its styles and scripts as it opens; Pyodide, the wheels and the live mode once it is
// live, from live/knackpy-preload.json), and the worker keeps copies, which come from the browser's cache.
// Offline, it answers from those copies:
// * the runtime from live/ (Pyodide, the wheels, the page's live mode, the kernel's worker, the app's settings,
//   the lessons' notebooks) in a cache named after the app's version: a new build gets a new cache and the old
//   one is deleted;
// * everything else (the lesson pages, the site's styles and scripts) in one cache, replaced on every visit.
const VERSION = "{version}";
const RUNTIME = `knackpy-runtime-${VERSION}`;
const PAGES = "knackpy-pages";
const LIVE = new URL("live/", self.location).href;
//: what a lesson page's live mode loads from the app (the app's other requests, e.g. its drive, are not ours;
//: knackpy-runtime.json says what the app was built with, for the live mode's adapters: issue 33)
const RUNTIME_PATHS = [
  "static/pyodide/",
  "extensions/@jupyterlite/pyodide-kernel-extension/static/",
  "files/",
  "knackpy-page.js",
  "knackpy-page-worker.js",
  "knackpy-preload.json",
  "knackpy-runtime.json",
  "jupyter-lite.json",
];

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith("knackpy-runtime-") && name !== RUNTIME).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isRuntime(url) {
  if (!url.startsWith(LIVE)) return false;
  const path = url.slice(LIVE.length).split(/[?#]/)[0];
  return RUNTIME_PATHS.some((prefix) => (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix));
}

// only complete answers of this site are kept (no errors, no partial ranges, nothing opaque)
async function keep(url) {
  const runtime = url.startsWith(LIVE);
  if (runtime && !isRuntime(url)) return;
  const cacheName = runtime ? RUNTIME : PAGES;
  const cache = await caches.open(cacheName);
  if (runtime && (await cache.match(url))) return; // the runtime of one version does not change
  const response = await fetch(url);
  if (response.ok && response.status === 200 && response.type === "basic") await cache.put(url, response);
}

self.addEventListener("message", (event) => {
  const urls = event.data && event.data.knackpyKeep;
  if (!Array.isArray(urls)) return;
  const ours = [...new Set(urls.filter((url) => typeof url === "string" && url.startsWith(self.location.origin + "/")))];
  event.waitUntil(Promise.all(ours.map((url) => keep(url.split("#")[0]).catch(() => null))));
});

async function offline(request) {
  const runtime = isRuntime(request.url);
  const cached = await caches.match(request, runtime ? { cacheName: RUNTIME, ignoreSearch: true } : { cacheName: PAGES });
  return cached || Response.error();
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (self.navigator.onLine || request.method !== "GET") return; // online: the browser as usual
  if (!request.url.startsWith(self.location.origin + "/") || request.headers.has("range")) return;
  if (request.url.startsWith(LIVE) && !isRuntime(request.url)) return;
  event.respondWith(offline(request));
});

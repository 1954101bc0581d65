// The real-runtime smoke test of the Pyodide adapter (issue 33): the built app's knackpy-pyodide.mjs with the
// app's own Pyodide, lock file and wheels, in Node.  Run by tests/test_pyodide_runtime.py and tools/lite/upgrade.py:
//
//     node tools/lite/smoke.mjs <built app folder>      # prints one JSON object
//
// Three starts as three visits of a lesson page make them: the first one fresh (it keeps a snapshot), the next two
// restored from it.  Each start answers the same questions in Python: a hand's score (knackpy works), the deal of
// a game with a seed (identical in every start), a fresh game seed, `secrets` and `random` (different in every
// restored start: a snapshot must not give every learner the same shuffles), IPython's Python highlighting
// (the app ships only pygments' Python lexers, tools/lite/build.py, dropped_files), and the comm targets that
// ipywidgets registered with the kernel (both are in the snapshot, the kernel first).  Printed besides: the Pyodide
// version and the one the adapter was written for, the internals a started Pyodide lacks (by name), and every
// console line of the adapter.  The browser's cache storage and the worker's messages are stood in for; the rest
// is the real thing.
import { pathToFileURL } from "node:url";
import { readFile } from "node:fs/promises";
import path from "node:path";

const app = path.resolve(process.argv[2]);
const runtime = JSON.parse(await readFile(path.join(app, "knackpy-runtime.json"), "utf-8"));
const pyodideFolder = path.join(app, "static", "pyodide");
const adapter = await import(pathToFileURL(path.join(pyodideFolder, "knackpy-pyodide.mjs")).href);

// what the adapter says, in order
const said = [];
for (const level of ["info", "warn", "error"]) console[level] = (...parts) => said.push(parts.map(String).join(" "));

// the browser's cache storage, as far as the adapter uses it
const stored = new Map();
globalThis.caches = {
  async open(name) {
    const key = (request) => `${name} ${request.url || request}`;
    return {
      async match(url) {
        if (!stored.has(key(url))) return undefined;
        const { bytes, headers } = stored.get(key(url));
        return new Response(bytes, { headers });
      },
      async put(url, response) {
        stored.set(key(url), { bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers });
      },
      async keys() {
        return [...stored.keys()].filter((k) => k.startsWith(`${name} `)).map((k) => ({ url: k.slice(name.length + 1) }));
      },
      async delete(request) {
        return stored.delete(key(request));
      },
    };
  },
};
// the worker's global scope, where the page's "the lesson has run" arrives
const scope = new EventTarget();
globalThis.addEventListener = scope.addEventListener.bind(scope);
globalThis.removeEventListener = scope.removeEventListener.bind(scope);
const lessonHasRun = () => scope.dispatchEvent(new MessageEvent("message", { data: { knackpy: "lesson-has-run" } }));

async function until(test, what, seconds = 120) {
  const end = Date.now() + seconds * 1000;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const QUESTIONS = `
import json, random, secrets, sys
micropip_at_start = "micropip" in sys.modules  # piplite is a stand-in until it is used (lazy_piplite.py)
import IPython.display, pygments.lexers
import knackpy
from knackpy.engine import chance
game = knackpy.new_game("knack", seed=20261202)
json.dumps({
    "score": str(knackpy.hand_value(knackpy.parse_cards("A♠ K♠ Q♠"), knackpy.rules("knack"))),
    "seeded_deal": repr(game.card_places()),
    "fresh_seed": str(chance.new_seed()),
    "secret": secrets.token_hex(16),
    "random": random.random(),
    "lexer": type(pygments.lexers.get_lexer_by_name("python3")).__name__,
    "code_html": "highlight" in IPython.display.Code("x = 1", language="python")._repr_html_(),
    "widget_targets": sorted(__import__("pyodide_kernel").kernel_instance.comm_manager.targets),
    "micropip_at_start": micropip_at_start,
    "piplite_stand_in": type(sys.modules["piplite.piplite"]).__name__,
    "piplite_when_used": sys.modules["piplite.piplite"].lazy_load().install.__module__,
    "micropip_when_used": "micropip" in sys.modules,
})
`;

const { early } = runtime;
// Pyodide in Node takes its folder as a path; the adapter makes URLs of it against the page's address
globalThis.location = { href: pathToFileURL("/").href };
const options = { indexURL: `${pyodideFolder}/`, ...early.loadPyodideOptions };
const result = {
  version: adapter.version,
  writtenFor: adapter.WRITTEN_FOR,
  whyPlain: adapter.whyPlain(),
  starts: [],
};
for (const visit of [1, 2, 3]) {
  const before = said.length;
  const began = Date.now();
  adapter.startEarly(options, { snapshot: early.snapshot, imports: early.imports });
  const pyodide = await adapter.loadPyodide(options);
  const start = {
    seconds: (Date.now() - began) / 1000,
    missing: adapter.missingInternals(pyodide),
    answers: JSON.parse(await pyodide.runPythonAsync(QUESTIONS)),
  };
  lessonHasRun();
  if (visit === 1 && !result.whyPlain && !start.missing.length) {
    const cache = await caches.open("knackpy-snapshots");
    await until(async () => (await cache.keys()).length >= 2, "the snapshot to be kept");
  }
  start.said = said.slice(before);
  start.restored = start.said.includes("knackpy: Pyodide restored from its snapshot");
  result.starts.push(start);
}
result.kept = (await (await caches.open("knackpy-snapshots")).keys()).map((request) => path.basename(request.url));
// the memory is kept with its size, so that the restores read it while Pyodide creates its module
result.keptSizes = [...stored.values()].map(({ bytes, headers }) => [bytes.length, Number(headers.get("x-knackpy-bytes"))]);
process.stdout.write(JSON.stringify(result) + "\n");
process.exit(0);

// Pyodide for the kernel, started before the kernel asks for it (issue 14; tools/lite/README.md, "Start-up").
//
// The kernel's worker imports Pyodide from the kernel's setting `pyodideUrl`, which tools/lite/build.py points
// at this module (served as live/static/pyodide/knackpy-pyodide.mjs, beside pyodide.mjs).  The worker script
// that a lesson's page creates as it loads (live/knackpy-kernel-worker.js, written by build.py) calls
// startEarly() at once, while JupyterLab is still loading; when the kernel calls loadPyodide() a few seconds
// later with the same options, it gets that Pyodide.  With other options, or a second time (a restarted kernel
// has a new worker anyway), loadPyodide() starts a new one, exactly as pyodide.mjs would.
//
// The warm start: the first start keeps a memory snapshot of Pyodide (Pyodide's own makeMemorySnapshot) taken
// after the packages are loaded and `snapshot.imports` imported, in the browser's cache storage under
// `snapshot.name` (build.py derives it from the lock file, so a new wheel means a new snapshot).  The next
// start restores it instead of starting Python and importing IPython again, about 3 s less on two cores.
//
// This module is the one adapter to Pyodide's internals (issue 33): the snapshot options (`_makeSnapshot`,
// `_loadSnapshot`, `_snapshotDeserializer`, `createPyodideModule`), `makeMemorySnapshot` (experimental),
// `pyodide._api` and its `sitepackages`, `FS.streams`, emptying and refilling `loadedPackages`, the module's
// `API.public_api`, `HEAP8` and `growMemory`.  It uses them only with the Pyodide it was written for
// (WRITTEN_FOR) and only when each is there; otherwise Python starts the plain way (pyodide.mjs, no
// snapshot) and the console says why in one line.  tests/test_pyodide_runtime.py checks every internal
// against the pinned Pyodide in Node; tools/lite/upgrade.py moves WRITTEN_FOR once that test passes.
import { loadPyodide as loadFresh, version } from "./pyodide.mjs";

/** The Pyodide whose internals this module was written and tested for (tools/lite/pins.toml). */
export const WRITTEN_FOR = "314.0.8";

// The internals of a started Pyodide that the warm start uses, each with how to see that it is there.
const STARTED_INTERNALS = {
  "pyodide.makeMemorySnapshot": (pyodide) => typeof pyodide.makeMemorySnapshot === "function",
  "pyodide._api": (pyodide) => typeof pyodide._api === "object" && pyodide._api !== null,
  "pyodide._api.sitepackages": (pyodide) => typeof pyodide._api?.sitepackages === "string",
  "pyodide.FS.streams": (pyodide) => Array.isArray(pyodide.FS?.streams),
  "pyodide.loadedPackages": (pyodide) => typeof pyodide.loadedPackages === "object" && pyodide.loadedPackages !== null,
};
// ... and of Pyodide's Emscripten module, which a restore needs before Python exists
const MODULE_INTERNALS = {
  "module.API": (module) => typeof module.API === "object" && module.API !== null,
  "module.HEAP8": (module) => module.HEAP8 instanceof Int8Array,
  "module.growMemory": (module) => typeof module.growMemory === "function",
};

// Where the start's seconds go: performance marks "knackpy:<step>" in the worker (benchmarks/bench_live.py
// --timeline reads them beside the page's own).
const mark = (step) => globalThis.performance?.mark?.(`knackpy:${step}`);

const missing = (internals, target) => Object.keys(internals).filter((name) => !internals[name](target));

/** The internals of the warm start that the started `pyodide` lacks (empty when all are there). */
export function missingInternals(pyodide) {
  return missing(STARTED_INTERNALS, pyodide);
}

/** The internals of a restore that Pyodide's Emscripten `module` lacks. */
export function missingModuleInternals(module) {
  return missing(MODULE_INTERNALS, module);
}

/** Why the warm start is not used with this Pyodide (null: it is). */
export function whyPlain(runtimeVersion = version) {
  if (runtimeVersion !== WRITTEN_FOR)
    return `Pyodide ${runtimeVersion} is not ${WRITTEN_FOR}, the version its snapshot code was written for`;
  return null;
}

class InternalMoved extends Error {}

let early = null;

const SNAPSHOTS = "knackpy-snapshots"; // the cache that holds the snapshot, one at a time

// Two starts are the same when every option but the output callbacks is, with the index URL made absolute.
function startKey(options) {
  const { stdout, stderr, ...rest } = options;
  const here = globalThis.location ? globalThis.location.href : undefined;
  const key = { ...rest, indexURL: new URL(rest.indexURL, here).href };
  return JSON.stringify(key, Object.keys(key).sort());
}

const importLines = (names) => names.map((name) => `import ${name}`).join("\n");

async function snapshotCache() {
  return globalThis.caches ? globalThis.caches.open(SNAPSHOTS) : null;
}

const bytesOf = (response) => response.arrayBuffer().then((buffer) => new Uint8Array(buffer));
// the kept memory's size, so that it can be read into its buffer while Pyodide creates its module
const SIZE_HEADER = "x-knackpy-bytes";

// The kept memory `response`: {bytes, filled}.  Pyodide needs the bytes only once its module is created (it
// takes their length before, for the memory to ask for), so with the size known the bytes are an empty buffer
// of that size, which `filled` (a promise) fills from the response as it streams in, while Pyodide instantiates
// its WebAssembly (about a quarter of a second each, which came one after the other).  Without the size (or a
// body to stream) both are the promise of the whole read.
function memoryFrom(response) {
  const size = Number(response.headers.get(SIZE_HEADER));
  if (!Number.isSafeInteger(size) || size <= 0 || !response.body) {
    const whole = bytesOf(response);
    return { bytes: whole, filled: whole };
  }
  const bytes = new Uint8Array(size);
  const filled = (async () => {
    const reader = response.body.getReader();
    let at = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (at + chunk.value.length > size) break;
      bytes.set(chunk.value, at);
      at += chunk.value.length;
    }
    if (at !== size) throw new Error(`the kept memory is not ${size} bytes long`);
    return bytes;
  })();
  return { bytes, filled };
}

// The kept start: Pyodide's memory ({bytes, filled}, above) and the promise of the files of its packages, read
// after the memory (the restore needs them last), or null when there is none, or not both.
async function savedStart(urls) {
  try {
    const cache = await snapshotCache();
    if (!cache) return null;
    const [memory, files] = await Promise.all([cache.match(urls.memory), cache.match(urls.files)]);
    if (!memory || !files) return null;
    const saved = { memory: memoryFrom(memory) };
    saved.memory.filled.then(
      () => mark("snapshot-read"),
      () => {}, // a failed read fails the restore
    );
    saved.files = saved.memory.filled.then(() => bytesOf(files));
    saved.files.catch(() => {}); // a failed read is reported where the files are used
    return saved;
  } catch (error) {
    console.warn("knackpy: the saved snapshot of Pyodide cannot be read", error);
    return null;
  }
}

// Keeps the new start and drops older ones (another build's wheels).  The files go first: a memory
// snapshot without its files is not used.
async function keepStart(urls, { memory, files }) {
  const cache = await snapshotCache();
  if (!cache) return;
  const ours = new Set([urls.memory, urls.files]);
  for (const old of await cache.keys()) if (!ours.has(old.url)) await cache.delete(old);
  const binary = (bytes) => ({
    headers: { "content-type": "application/octet-stream", [SIZE_HEADER]: String(bytes.length) },
  });
  await cache.put(urls.files, new Response(files, binary(files)));
  await cache.put(urls.memory, new Response(memory, binary(memory)));
}

async function forgetStart(urls) {
  const cache = await snapshotCache().catch(() => null);
  if (cache) await Promise.all([cache.delete(urls.memory), cache.delete(urls.files)]).catch(() => false);
}

// loadPyodide's options that restore the kept `memory` ({bytes, filled}: savedStart), without packages (their
// files come from the kept start).  Pyodide asks for memory of the snapshot's size (INITIAL_MEMORY), but this
// build's module starts with its own fixed size, so the memory is grown to the snapshot's before Pyodide copies
// it in, which it does after the module is created: the bytes must be all there by then.
function restoring(options, memory) {
  let module = null;
  const index = new URL(options.indexURL, globalThis.location?.href);
  const script = import(new URL("pyodide.asm.mjs", index).href); // beside the snapshot's read, not after it
  script.catch(() => {}); // a failed import fails the restore below
  return {
    ...options,
    packages: [],
    _loadSnapshot: memory.bytes,
    _snapshotDeserializer: (place) => objectAt(module.API, place),
    createPyodideModule: async (settings) => {
      const { default: createModule } = await script;
      mark("module-creating");
      module = await createModule(settings);
      mark("module-created");
      const moved = missingModuleInternals(module);
      if (moved.length) throw new InternalMoved(`Pyodide's module has no ${moved.join(", ")}`);
      const bytes = await memory.filled;
      if (module.HEAP8.length < bytes.length) module.growMemory(bytes.length);
      return module;
    },
  };
}

// Python holds on to a few of Pyodide's own JavaScript objects (micropip, which piplite imports, takes
// pyodide_js.loadPackage and a few functions of pyodide_js._api).  A snapshot names each by its place, ["public"
// or "api", key], and the restored Pyodide gives its own object at that place.
function places(pyodide) {
  const found = new Map([
    [pyodide, ["public"]],
    [pyodide._api, ["api"]],
  ]);
  for (const [root, name] of [
    [pyodide, "public"],
    [pyodide._api, "api"],
  ]) {
    for (const key of Object.getOwnPropertyNames(root)) {
      const value = Object.getOwnPropertyDescriptor(root, key).value; // no getters run
      if (value && (typeof value === "object" || typeof value === "function") && !found.has(value))
        found.set(value, [name, key]);
    }
  }
  return found;
}

function objectAt(api, [root, key]) {
  if (root === "public" && typeof api.public_api !== "object") throw new InternalMoved("module.API.public_api is gone");
  const base = root === "public" ? api.public_api : api;
  return key === undefined ? base : base[key];
}

// A restored Python is the snapshot's Python: the same `random` state for every learner (IPython imports
// `random` before the snapshot) and the same hash seed.  `random` gets a fresh seed from the browser's
// crypto here; `secrets` and os.urandom draw from it anyway (knackpy's fresh game seeds), and a game with a
// seed deals the same as ever (E1: a hash of the seed, no generator).  The hash seed stays the snapshot's
// (str hashes are cached in the snapshot's objects; it only orders sets and dicts of strings).
const FRESH_CHANCE = "import random; random.seed()";

async function startWithSnapshot(options, snapshot) {
  const plain = whyPlain();
  if (plain) {
    console.info(`knackpy: ${plain}: Python starts the plain way, without a snapshot`);
    return loadFresh(options);
  }
  const base = new URL(options.indexURL, globalThis.location?.href);
  const urls = {
    memory: new URL(`snapshot-${snapshot.name}.bin`, base).href,
    files: new URL(`snapshot-${snapshot.name}-files.bin`, base).href,
  };
  const saved = await savedStart(urls);
  if (saved) {
    try {
      const restored = await loadFresh(restoring(options, saved.memory));
      mark("snapshot-restored");
      unpackFiles(restored, await saved.files);
      restored.runPython(FRESH_CHANCE);
      mark("files-restored");
      console.info("knackpy: Pyodide restored from its snapshot");
      return restored;
    } catch (error) {
      console.warn("knackpy: the saved snapshot of Pyodide does not restore, Pyodide starts afresh", error);
      await forgetStart(urls);
    }
  }
  const started = await loadFresh({ ...options, _makeSnapshot: true });
  mark("pyodide-loaded");
  if (snapshot.before) await started.runPythonAsync(snapshot.before);
  await started.runPythonAsync(importLines(snapshot.imports));
  mark("imported");
  if (snapshot.prepare) await started.runPythonAsync(snapshot.prepare);
  mark("prepared");
  const moved = missingInternals(started);
  if (moved.length) {
    console.info(`knackpy: Pyodide ${version} has no ${moved.join(", ")}: no snapshot, Python starts the plain way`);
    return started;
  }
  try {
    const memory = memorySnapshot(started);
    mark("snapshot-made");
    const ipython = started.runPython("__import__('os').path.expanduser('~/.ipython')");
    // The files are packed when the start is kept, not now: packing 2,000 files is a few tenths of a second
    // that the first answer need not wait for.  The lesson adds no file that the memory does not expect (and
    // a file more, such as a package a cell loaded, is one the restored Python simply finds).
    whenLessonHasRun(() =>
      packFiles(started, ipython)
        .then((files) => keepStart(urls, { memory, files }))
        .catch((error) => console.warn("knackpy: the snapshot of Pyodide cannot be kept", error)),
    );
  } catch (error) {
    console.warn("knackpy: no snapshot of Pyodide", error); // the next start is a fresh one again
  }
  return started;
}

// Writing the kept start (60 MB) into the cache while the lesson runs slows the first start down by a few
// tenths of a second on two cores, so it waits: for the page's word that the lesson has run (the site's
// knackpy-live.js posts {knackpy: "lesson-has-run"} to this worker; the kernel's own messages have another
// form and comlink leaves this one alone), or at the latest KEEPING.latestMs, for pages that do not say it.
// Then it waits until the worker has heard nothing from the page for KEEPING.idleMs: the learner's first clicks
// come right after the lesson has run, and each is a message to the kernel in this worker that must not wait
// behind the keeping (measured on a quiet machine: the first click answered in 0.54 s instead of 0.10 s).
const LESSON_HAS_RUN = "lesson-has-run";
/** When the start is kept (milliseconds; the tests set idleMs to 0). */
export const KEEPING = { idleMs: 2000, latestMs: 20000 };

function whenLessonHasRun(keep) {
  let heardLast = performance.now();
  let done = false;
  let timer = null;
  const whenIdle = () => {
    const quiet = performance.now() - heardLast;
    if (quiet < KEEPING.idleMs) {
      timer = setTimeout(whenIdle, KEEPING.idleMs - quiet);
      return;
    }
    globalThis.removeEventListener?.("message", heard);
    keep();
  };
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    whenIdle();
  };
  const heard = (event) => {
    heardLast = performance.now();
    if (event.data && event.data.knackpy === LESSON_HAS_RUN) once();
  };
  globalThis.addEventListener?.("message", heard);
  timer = setTimeout(once, KEEPING.latestMs);
}

// Yields to the worker's messages (a learner's click) every few milliseconds of a long piece of work.
const SLICE_MS = 8;
const yielded = () => new Promise((resolve) => setTimeout(resolve, 0));

// Pyodide takes a snapshot only while its table of loaded packages is empty, as it is when it starts; the
// table is put back after (and kept with the files, for the restored Pyodide).
// Nor may Python hold an open file: the file system is not in the memory, so the restored Python would hold a
// descriptor that is not open, or another file's.  importlib.metadata keeps the standard library's zip open
// in a cache until caches are invalidated (and the garbage collected).
function memorySnapshot(pyodide) {
  pyodide.runPython("import gc, importlib; importlib.invalidate_caches(); gc.collect()");
  const open = pyodide.FS.streams.flatMap((stream, fd) => (stream && fd > 2 ? [stream.path] : []));
  if (open.length) throw new Error(`Python has files open (${open.join(", ")}): no snapshot`);
  const loaded = { ...pyodide.loadedPackages };
  for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
  const known = places(pyodide);
  const serializer = (object) => {
    if (!known.has(object)) throw new Error(`Python holds a JavaScript object that a snapshot cannot name: ${object}`);
    return known.get(object);
  };
  try {
    return pyodide.makeMemorySnapshot({ serializer });
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
}

// The packages' files are not in Pyodide's memory.  Loading the packages again (fetching, checking and
// unzipping about 20 wheels) takes about half a second, so the files themselves are kept: one buffer of a
// little-endian header length, a JSON header ({loaded, dirs, files: [[path, size], ...]}) and the contents.
// Besides site-packages, IPython's folder in the home directory (~/.ipython: the kernel's IPython shell, in the
// snapshot, made its profile there).
async function packFiles(pyodide, ipython = null) {
  const { FS } = pyodide;
  const dirs = [];
  const files = [];
  const contents = [];
  let slice = performance.now();
  const walk = async (dir) => {
    for (const name of FS.readdir(dir)) {
      if (name === "." || name === "..") continue;
      if (performance.now() - slice > SLICE_MS) {
        await yielded();
        slice = performance.now();
      }
      const path = `${dir}/${name}`;
      const { mode } = FS.lstat(path);
      if (FS.isDir(mode)) {
        dirs.push(path);
        await walk(path);
      } else if (FS.isFile(mode)) {
        const data = FS.readFile(path);
        files.push([path, data.length]);
        contents.push(data);
      }
    }
  };
  await walk(pyodide._api.sitepackages);
  if (typeof ipython === "string" && FS.analyzePath?.(ipython).exists) {
    dirs.push(ipython);
    await walk(ipython);
  }
  const header = new TextEncoder().encode(JSON.stringify({ loaded: { ...pyodide.loadedPackages }, dirs, files }));
  const size = contents.reduce((sum, data) => sum + data.length, 0);
  const packed = new Uint8Array(4 + header.length + size);
  new DataView(packed.buffer).setUint32(0, header.length, true);
  packed.set(header, 4);
  let at = 4 + header.length;
  for (const data of contents) {
    packed.set(data, at);
    at += data.length;
  }
  return packed;
}

function unpackFiles(pyodide, packed) {
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(0, true);
  const { loaded, dirs, files } = JSON.parse(new TextDecoder().decode(packed.subarray(4, 4 + length)));
  let at = 4 + length;
  for (const dir of dirs) pyodide.FS.mkdirTree(dir);
  for (const [path, size] of files) {
    pyodide.FS.writeFile(path, packed.subarray(at, at + size));
    at += size;
  }
  if (at !== packed.length) throw new Error(`the kept files end at ${at}, their buffer at ${packed.length}`);
  Object.assign(pyodide.loadedPackages, loaded);
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

// `snapshot`: {name, before, imports, prepare} for the warm start (see above; `before`: Python code run before
// the imports, such as piplite's stand-in; `prepare`: Python code run after the imports, before the snapshot),
// or null.  `imports`: modules the kernel's own
// start imports anyway and that look at nothing of the kernel's when imported (not ipywidgets: it registers
// its comm target only if a kernel is there when it is imported); `snapshot.imports` are imported before the
// snapshot is taken, `imports` after it (for what holds on to a JavaScript object that a snapshot cannot name).
export function startEarly(options, { snapshot = null, imports = [] } = {}) {
  mark("worker-started");
  const pyodide = (snapshot ? startWithSnapshot(options, snapshot) : loadFresh(options)).then(async (started) => {
    if (imports.length) await started.runPythonAsync(importLines(imports));
    return started;
  });
  pyodide.catch(() => {}); // a failed early start only means that the kernel starts Pyodide itself
  early = { key: startKey(options), pyodide };
}

export async function loadPyodide(options) {
  const claimed = early;
  early = null;
  if (claimed && claimed.key === startKey(options)) {
    try {
      mark("kernel-asked");
      const started = await claimed.pyodide;
      mark("kernel-took");
      if (options.stdout) started.setStdout({ batched: options.stdout });
      if (options.stderr) started.setStderr({ batched: options.stderr });
      console.info("knackpy: the kernel uses the Pyodide that started with the page");
      return started;
    } catch (error) {
      console.warn("knackpy: the early start of Pyodide failed, the kernel starts it again", error);
    }
  }
  return loadFresh(options);
}

export { version };

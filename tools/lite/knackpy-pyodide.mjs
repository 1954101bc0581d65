// Pyodide for the kernel, started before the kernel asks for it (issue 14; tools/lite/README.md, "Start-up").
//
// The kernel's worker imports Pyodide from the kernel's setting `pyodideUrl`, which tools/lite/build.py points
// at this module (served as live/static/pyodide/knackpy-pyodide.mjs, beside pyodide.mjs).  The worker script
// that a lesson's page creates as it loads (live/knackpy-kernel-worker.js, written by build.py) calls
// startEarly() at once, while JupyterLab is still loading; when the kernel calls loadPyodide() a few seconds
// later with the same options, it gets that Pyodide.  With other options, or a second time (a restarted kernel
// has a new worker anyway), loadPyodide() starts a new one, exactly as pyodide.mjs would.
import { loadPyodide as loadFresh, version } from "./pyodide.mjs";

let early = null;

// Two starts are the same when every option but the output callbacks is, with the index URL made absolute.
function startKey(options) {
  const { stdout, stderr, ...rest } = options;
  const here = globalThis.location ? globalThis.location.href : undefined;
  const key = { ...rest, indexURL: new URL(rest.indexURL, here).href };
  return JSON.stringify(key, Object.keys(key).sort());
}

// `imports`: modules the kernel's own start imports anyway and that look at nothing of the kernel's when
// imported (not ipywidgets: it registers its comm target only if a kernel is there when it is imported).
export function startEarly(options, { imports = [] } = {}) {
  const pyodide = loadFresh(options).then(async (started) => {
    if (imports.length) await started.runPythonAsync(imports.map((name) => `import ${name}`).join("\n"));
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
      const started = await claimed.pyodide;
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

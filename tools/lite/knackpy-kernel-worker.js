// The Pyodide kernel's worker, started by a lesson's page as it loads (live/knackpy-live.js): written by
// tools/lite/build.py (add_early_start) as live/knackpy-kernel-worker.js from tools/lite/knackpy-kernel-worker.js.
// It is the kernel's own worker script (imported below, unchanged), which JupyterLab talks to as usual once it
// has created the kernel, and it starts Pyodide with the kernel's settings at once instead of waiting for that,
// from the snapshot that the first start kept where there is one (knackpy-pyodide.mjs).
import { startEarly } from "./static/pyodide/knackpy-pyodide.mjs";
import "./{kernel_worker}";

startEarly({ indexURL: new URL("./static/pyodide/", import.meta.url).href, ...{load_options} }, { snapshot: {snapshot}, imports: {imports} });

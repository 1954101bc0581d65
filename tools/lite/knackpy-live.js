// The lessons of the live app run themselves (issue 14).  tools/lite/build.py serves this file as
// live/knackpy-live.js and loads it in notebooks/index.html.  It only uses the app's public API
// (window.jupyterapp, exposeAppInBrowser): once the notebook's Pyodide kernel is up it runs every cell
// with JupyterLab's own "Run All Cells" command, and marks each stage on <html data-knackpy-live>.  (The lesson
// pages' "Live starten" does not open this app: it runs the lesson on the page itself, tools/live-page/.)
(function () {
  "use strict";
  const params = new URLSearchParams(location.search);

  function stage(name) {
    document.documentElement.dataset.knackpyLive = name;
  }

  function until(test, interval = 50) {
    return new Promise((resolve) => {
      const tick = () => {
        const value = test();
        if (value) resolve(value);
        else setTimeout(tick, interval);
      };
      tick();
    });
  }

  // JupyterLab's own rule for text output is "word-break: break-all": long lines then break inside words
  const WRAP_CSS = `.jp-OutputArea-output pre { word-break: normal !important; overflow-wrap: normal !important; }`;

  // the rule boxes and checks look as they do on the lesson page: the site's own stylesheet
  // (docs/assets/stylesheets/outputs.css), which tools/lite/build.py puts beside this script
  const OUTPUTS_CSS = "knackpy-outputs.css";

  function addStylesheet(script) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = new URL(OUTPUTS_CSS, script.src).href;
    link.dataset.knackpy = "outputs";
    document.head.append(link);
  }

  function addStyle(name, css) {
    const style = document.createElement("style");
    style.dataset.knackpy = name;
    style.textContent = css;
    document.head.append(style);
  }

  function sources(panel) {
    return JSON.stringify(panel.content.widgets.map((cell) => cell.model.sharedModel.getSource()));
  }

  async function kernelReady(session) {
    await session.ready;
    const kernel = await until(() => session.session && session.session.kernel);
    await kernel.info; // the kernel's first answer: Pyodide has started
    await until(() => session.kernelDisplayStatus === "idle", 20);
  }

  // This script is the adapter to JupyterLite's internals (issue 33): it replaces window.Worker for the
  // kernel's worker script (whose name JupyterLite's build generates), and it drives the app through
  // window.jupyterapp.  It does either only with the JupyterLite and kernel it was written for (the build
  // writes what the app was built with on this script's tag, data-knackpy-runtime) and only when what it uses
  // is there; otherwise the app works the plain way (Pyodide starts with the kernel; the learner runs the
  // cells) and the console says why in one line.
  const WRITTEN_FOR = { jupyterlite: "0.8.6", "pyodide-kernel": "0.8.6" };

  function builtWith(script) {
    try {
      return JSON.parse(script.dataset.knackpyRuntime || "{}");
    } catch (error) {
      return {};
    }
  }

  // why this app is not the one the script was written for (null: it is)
  function versionProblem(runtime) {
    for (const [name, wanted] of Object.entries(WRITTEN_FOR))
      if (runtime[name] !== wanted) return `${name} ${runtime[name] || "(unknown)"} is not ${wanted}`;
    if (!runtime.kernelWorker) return "the app does not name its kernel's worker script";
    return null;
  }

  function plain(why) {
    console.info(`knackpy: ${why}: the app runs the plain way`);
    document.documentElement.dataset.knackpyPlain = why; // for the tests
  }

  // Pyodide starts with the page (tools/lite/README.md, "Start-up"): JupyterLab creates the lesson's kernel
  // only once the notebook is open, 3-4 s after the page began to load, and the kernel then creates its worker,
  // which only then starts Pyodide.  Here the worker is created at once (knackpy-kernel-worker.js, written by
  // tools/lite/build.py: the kernel's own worker script, which starts Pyodide with the kernel's settings right
  // away), and the kernel gets it when it asks for its worker script.  Only for a lesson (?path=), and not
  // where the kernel uses its other worker (cross-origin isolation); a second kernel (a restart) gets a new one.
  function startWorkerEarly(script, runtime) {
    if (!(params.get("path") || "").endsWith(".ipynb") || window.crossOriginIsolated || !window.Worker) return;
    const KERNEL_WORKER = new URL(runtime.kernelWorker, script.src).pathname;
    const PageWorker = window.Worker;
    let early = new PageWorker(new URL("knackpy-kernel-worker.js", script.src), { type: "module" });
    window.Worker = class extends PageWorker {
      constructor(url, options) {
        if (early && new URL(url, location.href).pathname === KERNEL_WORKER) {
          const worker = early;
          early = null;
          document.documentElement.dataset.knackpyWorker = "early"; // for the tests: the kernel took it
          return worker;
        }
        super(url, options);
      }
    };
  }

  // what main() uses of window.jupyterapp (exposeAppInBrowser), missing ones by name
  function missingAppParts(app) {
    const parts = {
      "jupyterapp.restored": () => app.restored && typeof app.restored.then === "function",
      "jupyterapp.shell.activateById": () => typeof app.shell?.activateById === "function",
      "jupyterapp.commands notebook:run-all-cells": () => app.commands?.hasCommand?.("notebook:run-all-cells"),
    };
    return Object.keys(parts).filter((name) => !parts[name]());
  }

  async function main(runtime) {
    stage("app");
    const app = await until(() => window.jupyterapp, 10);
    await app.restored;
    const missing = missingAppParts(app);
    if (missing.length) {
      plain(`JupyterLite has no ${missing.join(", ")}`);
      stage("plain");
      return;
    }
    const panel = await until(() => {
      const widget = app.shell.currentWidget;
      return widget && widget.sessionContext && widget.content && widget.content.widgets ? widget : null;
    });
    await panel.context.ready;
    const opened = { dirty: panel.context.model.dirty, sources: sources(panel) };
    stage("python");
    await kernelReady(panel.sessionContext);
    stage("lesson");
    app.shell.activateById(panel.id);
    const ok = await app.commands.execute("notebook:run-all-cells");
    backToTheTop(panel);
    // the run on open (outputs, the kernel's language_info) is no edit of the learner's: nothing to autosave
    // into the browser's copy, unless the learner changed a cell meanwhile
    if (!opened.dirty && sources(panel) === opened.sources) panel.context.model.dirty = false;
    stage(ok === false ? "failed" : "ready");
  }

  // "Run All Cells" leaves the last cell active and the notebook scrolled to it: the learner starts at the
  // lesson's first cell instead (its title), as on the lesson page
  function backToTheTop(panel) {
    const notebook = panel.content;
    notebook.activeCellIndex = 0;
    notebook.mode = "command";
    if (typeof notebook.scrollToItem === "function") notebook.scrollToItem(0, "start").catch(() => {});
    for (const node of [notebook.node, notebook.node.querySelector(".jp-WindowedPanel-outer")]) {
      if (node) node.scrollTop = 0;
    }
    window.scrollTo(0, 0);
    document.documentElement.dataset.knackpyScrolled = "top"; // for the tests: the app went back to the top
  }

  // "(On the website, press Start live first.)" in a lesson's text (course/build.py marks it): here it is live
  const LIVE_CSS = `.knackpy-static-only { display: none !important; }`;

  const script = document.currentScript; // this file: the app's other files are beside it
  const runtime = builtWith(script);
  const problem = versionProblem(runtime);
  if (problem) plain(problem);
  else startWorkerEarly(script, runtime);
  addStyle("wrap", WRAP_CSS);
  addStyle("live", LIVE_CSS);
  addStylesheet(script);
  (problem ? Promise.resolve(stage("plain")) : main(runtime)).catch((error) => {
    console.warn("knackpy-live:", error);
    stage("failed");
  });
})();

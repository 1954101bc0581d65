// The lesson page comes alive in place (issue 14; tools/live-page/README.md says why it is built so).
//
// Loaded by the site's docs/assets/javascripts/knackpy-live.js when the learner presses "Live starten / Start
// live".  Everything here is a maintained part, put together as thebe-lite does it, without JupyterLab's
// application around them:
//   * the kernel: @jupyterlite/pyodide-kernel's PyodideKernel, run by @jupyterlite/services' LiteKernelClient
//     and reached through @jupyterlab/services' KernelManager, as in the JupyterLite app of live/;
//   * the outputs: @jupyterlab/outputarea's OutputArea with @jupyterlab/rendermime's standard renderers;
//   * the widgets: @jupyter-widgets/jupyterlab-manager's KernelWidgetManager and WidgetRenderer.
// The kernel runs in the app's own worker (live/knackpy-page-worker.js: the kernel's worker script, which
// starts Pyodide the moment it is created) with the app's own kernel settings, Pyodide and wheels.
import { KernelManager, ServerConnection } from "@jupyterlab/services";
import { KernelSpecs, LiteKernelClient, LiteKernelSpecClient } from "@jupyterlite/services";
import { WebSocket } from "mock-socket";
import { OutputArea, OutputAreaModel } from "@jupyterlab/outputarea";
import { RenderMimeRegistry, standardRendererFactories } from "@jupyterlab/rendermime";
import { KernelWidgetManager, WidgetRenderer, output } from "@jupyter-widgets/jupyterlab-manager";
import * as base from "@jupyter-widgets/base";
import * as controls from "@jupyter-widgets/controls";
import { OUTPUT_WIDGET_VERSION } from "@jupyter-widgets/output";
import { Widget } from "@lumino/widgets";
import { marked } from "marked";
import { batches } from "./cells.js";
import { cellShowsWidget, earlyWorkerProblem, lessonKernelClass, markupProblem, outputHost } from "./adapters.js";

const APP = new URL("./", import.meta.url).href; // live/, where this bundle is served
// the widget views' MIME type (the widget protocol's, public)
const WIDGET_VIEW_MIMETYPE = "application/vnd.jupyter.widget-view+json";
const { OutputModel, OutputView } = output;
// Where the start's seconds go: performance marks "knackpy:<step>" (benchmarks/bench_live.py --timeline)
const mark = (step) => performance.mark(`knackpy:${step}`);

// a file of the app, as JSON; a missing one is an error that names it (the page then says the start failed)
async function appJson(path) {
  const response = await fetch(new URL(path, APP));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return response.json();
}

// The kernel's settings: the app's own (`liteJson`, its jupyter-lite.json).  On the plain path (`plain`),
// Pyodide is the app's pyodide.mjs itself, not the module that hands over the early-started one.
function appKernelSettings(liteJson, plain) {
  const config = liteJson["jupyter-config-data"];
  const settings = config.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
  const absolute = (url) => new URL(url, APP).href;
  return {
    pyodideUrl: absolute(plain ? "static/pyodide/pyodide.mjs" : settings.pyodideUrl),
    pipliteUrls: (settings.pipliteUrls || []).map(absolute),
    disablePyPIFallback: !!settings.disablePyPIFallback,
    loadPyodideOptions: settings.loadPyodideOptions || {},
    mountDrive: false,
  };
}

// The kernel's worker: the one that started Pyodide with the page (the early start), or on the plain path the
// app's plain kernel worker script, whose Pyodide starts when the kernel asks for it.
function kernelClass(runtime, problem) {
  const makeWorker = (options) => {
    if (options.worker) return options.worker;
    const script = problem ? runtime.kernelWorker : "knackpy-page-worker.js";
    return new Worker(new URL(script, APP), { type: "module" });
  };
  const LessonKernel = lessonKernelClass(makeWorker);
  if (!LessonKernel) throw new Error("@jupyterlite/pyodide-kernel's PyodideKernel has no initWorker any more");
  return LessonKernel;
}

async function startKernel(settings, worker, LessonKernel) {
  const kernelSpecs = new KernelSpecs();
  kernelSpecs.register({
    spec: {
      name: "python",
      display_name: "Python (Pyodide)",
      language: "python",
      argv: [],
      resources: {},
    },
    create: async (options) => {
      const kernel = new LessonKernel({ ...options, ...settings, worker });
      worker = null; // a restarted kernel gets a worker of its own
      return kernel;
    },
  });
  const serverSettings = { ...ServerConnection.makeSettings(), WebSocket };
  const kernelManager = new KernelManager({
    kernelAPIClient: new LiteKernelClient({ kernelSpecs, serverSettings }),
    kernelSpecAPIClient: new LiteKernelSpecClient({ kernelSpecs, serverSettings }),
    serverSettings,
  });
  await kernelManager.ready;
  return kernelManager.startNew({ name: "python" });
}

function widgetRendering(kernel) {
  const rendermime = new RenderMimeRegistry({
    initialFactories: standardRendererFactories,
    markdownParser: { render: async (source) => marked.parse(source) },
  });
  const manager = new KernelWidgetManager(kernel, rendermime);
  manager.register({ name: "@jupyter-widgets/base", version: base.JUPYTER_WIDGETS_VERSION, exports: base });
  manager.register({
    name: "@jupyter-widgets/controls",
    version: controls.JUPYTER_CONTROLS_VERSION,
    exports: controls,
  });
  manager.register({
    name: "@jupyter-widgets/output",
    version: OUTPUT_WIDGET_VERSION,
    exports: { OutputModel, OutputView },
  });
  rendermime.addFactory(
    { safe: false, mimeTypes: [WIDGET_VIEW_MIMETYPE], createRenderer: (options) => new WidgetRenderer(options, manager) },
    -10,
  );
  return rendermime;
}

// Sends one cell to the kernel; its outputs go to a new output area, drawn where the cell's static outputs are
// once the cell has run (showCell).  The kernel runs what it is sent in order, one at a time.
function sendCell(kernel, rendermime, cell) {
  const model = new OutputAreaModel({ trusted: true });
  const area = new OutputArea({ model, rendermime });
  area.addClass("jp-Cell-outputArea");
  area.node.dataset.knackpy = "live-output";
  const future = kernel.requestExecute({ code: cell.source, stop_on_error: true, store_history: false });
  area.future = future;
  return { cell, area, model, future };
}

async function showCell({ cell, area, model, future }) {
  const reply = await future.done;
  const host = outputHost(cell.id);
  if (host) {
    host.replaceChildren();
    Widget.attach(area, host);
  }
  const shown = host && host.closest(".jp-Cell");
  if (shown) shown.classList.toggle("jp-mod-noOutputs", model.length === 0);
  return reply.content.status;
}

function codeCells(notebook) {
  return notebook.cells
    .filter((cell) => cell.cell_type === "code")
    .map((cell) => ({ id: cell.id, source: Array.isArray(cell.source) ? cell.source.join("") : cell.source }));
}

// Python for the lesson, without running it: the kernel started in `worker` (the early start's, or null: the
// kernel creates one), the output renderers and the lesson's code cells.  The page calls this as soon as the
// learner shows intent ("Live starten" pointed at or focused, the first widget in view: docs/assets/javascripts/
// knackpy-live.js), so that the click finds Python up.  Checks the adapters first (adapters.js): with another
// kernel than the one this page was written for, the early worker is let go and the kernel starts the plain way.
export async function prepareLesson({ notebook, worker = null }) {
  mark("prepare");
  const config = appJson("jupyter-lite.json");
  config.catch(() => {}); // read below; a missing one is reported there
  const [runtime, lesson] = await Promise.all([appJson("knackpy-runtime.json"), appJson(`files/${notebook}`)]);
  const problem = earlyWorkerProblem(runtime);
  if (problem) {
    console.info(`knackpy: ${problem}: the lesson's Python starts the plain way`);
    if (worker) worker.terminate();
    worker = null;
  }
  const cells = codeCells(lesson);
  const markup = markupProblem(cells);
  if (markup) throw new Error(markup);
  const settings = appKernelSettings(await config, problem !== null);
  const kernel = await startKernel(settings, worker, kernelClass(runtime, problem));
  mark("kernel-created");
  await kernel.info; // the kernel's first answer: Python is up
  mark("python-ready");
  return { kernel, rendermime: widgetRendering(kernel), cells, plain: problem !== null };
}

// Start the lesson live: `notebook` is the path of the lesson in the app (e.g. "de/02_knack_counting_a_hand.ipynb"),
// `prepared` what prepareLesson() returns (a promise of it) when the page started Python before the click;
// `report(stage, values)` hears "python", "lesson" ({done, total}), "ready" and "failed" ({error}).
export async function startLesson({ notebook, worker = null, prepared = null, report = () => {} }) {
  try {
    report("python");
    const { kernel, rendermime, cells } = await (prepared || prepareLesson({ notebook, worker }));
    let done = 0;
    report("lesson", { done, total: cells.length });
    for (const batch of batches(cells, (cell) => cellShowsWidget(cell.id))) {
      const sent = batch.map((cell) => sendCell(kernel, rendermime, cell));
      for (const [index, running] of sent.entries()) {
        const status = await showCell(running);
        done += 1;
        mark(`cell-${done}`);
        report("lesson", { done, total: cells.length });
        if (status !== "ok") {
          // the kernel drops the cells queued behind a failed one: their replies never come
          for (const dropped of sent.slice(index + 1)) dropped.future.dispose();
          throw new Error(`cell ${running.cell.id}: ${status}`);
        }
      }
    }
    report("ready");
    return kernel;
  } catch (error) {
    report("failed", { error: String(error && error.message ? error.message : error) });
    throw error;
  }
}

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
import { PyodideKernel } from "@jupyterlite/pyodide-kernel";
import { WebSocket } from "mock-socket";
import { OutputArea, OutputAreaModel } from "@jupyterlab/outputarea";
import { RenderMimeRegistry, standardRendererFactories } from "@jupyterlab/rendermime";
import { KernelWidgetManager, WIDGET_VIEW_MIMETYPE } from "@jupyter-widgets/jupyterlab-manager/lib/manager";
import { WidgetRenderer } from "@jupyter-widgets/jupyterlab-manager/lib/renderer";
import { OutputModel, OutputView } from "@jupyter-widgets/jupyterlab-manager/lib/output";
import * as base from "@jupyter-widgets/base";
import * as controls from "@jupyter-widgets/controls";
import { OUTPUT_WIDGET_VERSION } from "@jupyter-widgets/output";
import { Widget } from "@lumino/widgets";
import { marked } from "marked";

const APP = new URL("./", import.meta.url).href; // live/, where this bundle is served

// The kernel's worker is the app's early-start worker; everything else is PyodideKernel's own.
class LessonKernel extends PyodideKernel {
  initWorker(options) {
    return options.worker || new Worker(new URL("knackpy-page-worker.js", APP), { type: "module" });
  }
}

// a file of the app, as JSON; a missing one is an error that names it (the page then says the start failed)
async function appJson(path) {
  const response = await fetch(new URL(path, APP));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return response.json();
}

async function appKernelSettings() {
  const config = (await appJson("jupyter-lite.json"))["jupyter-config-data"];
  const settings = config.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
  const absolute = (url) => new URL(url, APP).href;
  return {
    pyodideUrl: absolute(settings.pyodideUrl),
    pipliteUrls: (settings.pipliteUrls || []).map(absolute),
    disablePyPIFallback: !!settings.disablePyPIFallback,
    loadPyodideOptions: settings.loadPyodideOptions || {},
    mountDrive: false,
  };
}

async function startKernel(settings, worker) {
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

// Where a code cell's outputs go on the page: mkdocs-jupyter writes each cell with id="cell-id=<the cell's id>".
function outputHost(cellId) {
  const cell = document.getElementById(`cell-id=${cellId}`);
  if (!cell) return null;
  let wrapper = cell.querySelector(".jp-Cell-outputWrapper");
  if (!wrapper) {
    wrapper = document.createElement("div");
    wrapper.className = "jp-Cell-outputWrapper";
    cell.append(wrapper);
  }
  return wrapper;
}

async function runCell(kernel, rendermime, cell) {
  const model = new OutputAreaModel({ trusted: true });
  const area = new OutputArea({ model, rendermime });
  area.addClass("jp-Cell-outputArea");
  area.node.dataset.knackpy = "live-output";
  const host = outputHost(cell.id);
  const future = kernel.requestExecute({ code: cell.source, stop_on_error: true, store_history: false });
  area.future = future;
  const reply = await future.done;
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

// Start the lesson live: `notebook` is the path of the lesson in the app (e.g. "de/02_knack_counting_a_hand.ipynb"),
// `report(stage, values)` hears "python", "lesson" ({done, total}), "ready" and "failed" ({error}).
export async function startLesson({ notebook, worker = null, report = () => {} }) {
  try {
    const [settings, lesson] = await Promise.all([
      appKernelSettings(),
      appJson(`files/${notebook}`),
    ]);
    report("python");
    const kernel = await startKernel(settings, worker);
    await kernel.info; // the kernel's first answer: Python is up
    const rendermime = widgetRendering(kernel);
    const cells = codeCells(lesson);
    let done = 0;
    report("lesson", { done, total: cells.length });
    for (const cell of cells) {
      const status = await runCell(kernel, rendermime, cell);
      done += 1;
      report("lesson", { done, total: cells.length });
      if (status !== "ok") throw new Error(`cell ${cell.id}: ${status}`);
    }
    report("ready");
    return kernel;
  } catch (error) {
    report("failed", { error: String(error && error.message ? error.message : error) });
    throw error;
  }
}

// The lesson page's adapters to the outside runtimes' internals (issue 33; tools/live-page/README.md).
//
// Every use of something that is not the public API of the kernel or of the page's markup is here, checked
// before it is used:
//   * @jupyterlite/pyodide-kernel: the protected PyodideKernel.initWorker, which this page overrides to give
//     the kernel the worker that has started Pyodide already (and, on the plain path, the app's own worker
//     script, whose generated name the app's knackpy-runtime.json gives).  Used as written only when the
//     bundled kernel is the version it was written for and the app's kernel is the same one.
//   * the page's markup from mkdocs-jupyter (nbconvert's classes): a cell is id="cell-id=<id>", its outputs go
//     in .jp-Cell-outputWrapper, a widget among them is a script of the view MIME type.
// (The kernel's lib/_pypi.js is swapped at bundle time: build.mjs fails the build when it is not found.  The
// widget manager is used through its package's public entry only.)
import { PyodideKernel } from "@jupyterlite/pyodide-kernel";
import { version as KERNEL_VERSION } from "@jupyterlite/pyodide-kernel/package.json";

/** The @jupyterlite/pyodide-kernel whose initWorker this page overrides. */
export const WRITTEN_FOR = { "pyodide-kernel": "0.8.6" };

/** Why the page's kernel cannot take the early worker (null: it can).  `runtime`: the app's knackpy-runtime.json. */
export function earlyWorkerProblem(runtime, bundled = KERNEL_VERSION) {
  if (bundled !== WRITTEN_FOR["pyodide-kernel"])
    return `the page's pyodide-kernel ${bundled} is not ${WRITTEN_FOR["pyodide-kernel"]}`;
  const app = runtime.versions && runtime.versions["pyodide-kernel"];
  if (app !== bundled) return `the app's pyodide-kernel ${app || "(unknown)"} is not the page's ${bundled}`;
  return null;
}

/** The kernel class of the page: PyodideKernel with the worker of the page's choosing (null when the kernel
 * has no initWorker to override any more: then the page cannot start a kernel and says so). */
export function lessonKernelClass(makeWorker) {
  if (typeof PyodideKernel.prototype.initWorker !== "function") return null;
  return class LessonKernel extends PyodideKernel {
    initWorker(options) {
      return makeWorker(options);
    }
  };
}

// --- the page's markup (mkdocs-jupyter) ------------------------------------------------------------------

/** The element of the page that shows the code cell `cellId` (null when the page has none). */
export function cellOnPage(cellId) {
  return document.getElementById(`cell-id=${cellId}`);
}

/** Where a code cell's outputs go on the page (null when the page does not show the cell). */
export function outputHost(cellId) {
  const cell = cellOnPage(cellId);
  if (!cell) return null;
  let wrapper = cell.querySelector(".jp-Cell-outputWrapper");
  if (!wrapper) {
    wrapper = document.createElement("div");
    wrapper.className = "jp-Cell-outputWrapper";
    cell.append(wrapper);
  }
  return wrapper;
}

/** Whether the static page shows a widget among the outputs of the code cell `cellId` (nbconvert writes a
 * widget's view as a script of the widget protocol's view MIME type). */
export function cellShowsWidget(cellId) {
  const cell = cellOnPage(cellId);
  return !!(cell && cell.querySelector('script[type="application/vnd.jupyter.widget-view+json"]'));
}

/** Why the page's markup does not fit the lesson (null: it does): no code cell of the lesson is on the page. */
export function markupProblem(cells) {
  if (!cells.length || cells.some((cell) => cellOnPage(cell.id))) return null;
  return "the page shows none of the lesson's cells (id=\"cell-id=…\": mkdocs-jupyter's markup changed?)";
}

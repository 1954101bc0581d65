// Bundles src/knackpy-page.js for the website: `node build.mjs <out-dir>` (tools/lite/build.py runs it after
// `npm ci` with this folder's package-lock.json, so every package is the pinned one).  Writes
// <out-dir>/knackpy-page.js (one ES module, minified) and knackpy-page.js.LEGAL.txt (the bundled packages'
// licence comments).  Two builds of the same lock file are byte-identical (esbuild is deterministic).
import * as esbuild from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(process.argv[2] || path.join(here, "dist"));

// @jupyterlite/pyodide-kernel's _pypi.js imports its wheels and all.json as files of a webpack build; here they
// are the app's own files in live/ (src/pypi-urls.js), so nothing of them is copied into the bundle.  _pypi.js is
// private to the kernel package: when no import of it is found any more, the build stops and says so (issue 33)
// instead of bundling the kernel's webpack-only import of its wheels.
let swapped = 0;
const appWheels = {
  name: "app-wheels",
  setup(build) {
    build.onResolve({ filter: /\/_pypi(\.js)?$/ }, () => {
      swapped += 1;
      return { path: path.join(here, "src", "pypi-urls.js") };
    });
  },
};

await esbuild.build({
  absWorkingDir: here,
  entryPoints: ["src/knackpy-page.js"],
  outfile: path.join(out, "knackpy-page.js"),
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: true,
  legalComments: "linked",
  // the widgets' stylesheets are on the page already (the site's html-manager, which draws the static widgets)
  loader: { ".css": "empty", ".svg": "text" }, // JupyterLab's icons are SVG text
  plugins: [appWheels],
  logLevel: "warning",
});
if (!swapped) {
  console.error("@jupyterlite/pyodide-kernel no longer imports lib/_pypi.js: src/pypi-urls.js has nothing to stand in for");
  process.exit(1);
}

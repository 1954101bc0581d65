// Stands in for @jupyterlite/pyodide-kernel's lib/_pypi.js (build.mjs swaps it in): there, the kernel's own
// wheels and their index are files that webpack copies next to the bundle.  Here they are the app's files,
// which tools/lite/build.py serves in live/ from the pinned jupyterlite-pyodide-kernel wheel.
import { version } from "@jupyterlite/pyodide-kernel/package.json";

const PYPI = new URL("extensions/@jupyterlite/pyodide-kernel-extension/static/pypi/", new URL("./", import.meta.url));

export const allJSONUrl = { default: new URL("all.json", PYPI).href };
export const pipliteWheelUrl = { default: new URL(`piplite-${version}-py3-none-any.whl`, PYPI).href };

// The coach's time in Pyodide (issue 34): bench_hints.py's positions, one hint each, in the Pyodide the live
// page uses, run by Node (the same WebAssembly engine as Chromium, without the page around it).
//
//   python tools/lite/build.py --site site                      # once: the site with its Pyodide
//   node benchmarks/bench_hints_pyodide.mjs site/live/static/pyodide [positions]
//
// Prints per ruleset the median and 95th percentile of one hint: wall time and the Node process's CPU time
// (on a shared machine the CPU time is the figure to read).  knackpy and the benchmark are copied from this
// checkout into Pyodide's file system, so the figures are of the code here.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, positions = "100"] = process.argv.slice(2);
if (!pyodideDir || !fs.existsSync(path.join(pyodideDir, "pyodide.mjs"))) {
  console.error("usage: node benchmarks/bench_hints_pyodide.mjs <folder with pyodide.mjs> [positions]");
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { loadPyodide } = await import(pathToFileURL(path.resolve(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });

function copy(dir, target) {
  py.FS.mkdirTree(target);
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) {
      if (name !== "__pycache__") copy(full, `${target}/${name}`);
    } else {
      py.FS.writeFile(`${target}/${name}`, fs.readFileSync(full));
    }
  }
}
copy(path.join(root, "knackpy"), "/home/pyodide/work/knackpy");
copy(path.join(root, "benchmarks"), "/home/pyodide/work/benchmarks");
py.globals.set("POSITIONS", Number(positions));
console.log(
  py.runPython(`
import statistics, sys, time
import js
sys.path[:0] = ["/home/pyodide/work", "/home/pyodide/work/benchmarks"]
from bench_hints import RULESETS, positions
from knackpy.hints import hint

def cpu():
    used = js.process.cpuUsage()
    return (used.user + used.system) / 1e6

def p95(xs):
    return sorted(xs)[int(0.95 * len(xs))]

lines = [f"Python {sys.version.split()[0]} in Pyodide, Node {js.process.version}"]
for ruleset in RULESETS:
    wall, spent = [], []
    games = positions(ruleset, POSITIONS)
    for game in games:
        w, c = time.perf_counter(), cpu()
        hint(game, seed=1)
        wall.append(time.perf_counter() - w)
        spent.append(cpu() - c)
    lines.append(
        f"{ruleset:<18} {len(games)} positions: hint CPU median {1000 * statistics.median(spent):.1f} ms, "
        f"p95 {1000 * p95(spent):.1f} ms; wall median {1000 * statistics.median(wall):.1f} ms, "
        f"p95 {1000 * p95(wall):.1f} ms"
    )
"\\n".join(lines)
`),
);

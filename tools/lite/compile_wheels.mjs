// Byte-compile the app's wheels for the Python of its own Pyodide (tools/lite/build.py, step 3b).
//
// Pyodide's own packages ship compiled (.pyc) so that they import without compiling; the wheels this app
// takes from PyPI have only sources, and compiling IPython, prompt_toolkit and pygments on every kernel
// start costs about a second.  Only Pyodide's Python writes bytecode that Pyodide's Python reads (the same
// version and magic number), so the build runs it here, under Node, from the pinned npm package.
//
//     node compile_wheels.mjs <pyodide folder> <jobs.json>
//
// jobs.json: {"packages": [lock names to load], "imports": "import a, b", "drop": [regular expressions],
// "wheels": [{"src": "/abs/in.whl", "dst": "/abs/out.whl"}, ...]}.  Files whose name matches one of "drop"
// are left out (build.py says which and why).  The packages are loaded from the folder's lock
// file and the imports run, as when the kernel starts; only the modules that this imports are compiled
// (bytecode is larger than source, and most of pygments' lexers, for one, are never imported).  Such a .py
// file becomes a .pyc beside it, in place of the source, as in Pyodide's own packages; it is written without
// column positions (PYTHONNODEBUGRANGES: a third smaller; a traceback then shows no ^^^ under the error),
// does not check its source (unchecked-hash), RECORD is written anew, and the zip has fixed dates and
// order, so two builds write the same bytes.
import { pathToFileURL } from "node:url";

const [, , folder, jobsFile] = process.argv;
const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${folder.replace(/\/$/, "")}/`, env: { PYTHONHASHSEED: "0", PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
const jobs = JSON.parse(await (await import("node:fs/promises")).readFile(jobsFile, "utf-8"));
await pyodide.loadPackage(jobs.packages, { messageCallback: () => {} });
pyodide.runPython(jobs.imports);
pyodide.globals.set("jobs_file", `/host${jobsFile}`);
pyodide.runPython(`
import base64, csv, hashlib, io, json, os, py_compile, re, sys, tempfile, warnings, zipfile
from pathlib import Path

SITE = f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages"
DATE = (1980, 1, 1, 0, 0, 0)


def compiled(source: bytes, name: str, home: str = SITE) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "m.py", Path(tmp) / "m.pyc"
        src.write_bytes(source)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # old escape sequences in test files of some packages
            py_compile.compile(str(src), cfile=str(out), dfile=f"{home}/{name}", doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        return out.read_bytes()


def record_line(name: str, data: bytes) -> list[str]:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return [name, f"sha256={digest}", str(len(data))]


def imported_below(folder: str) -> set[str]:
    """The files (relative to folder) of every module imported so far from below it."""
    found = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None) or ""
        if path.startswith(folder + "/") and path.endswith(".py"):
            found.add(path[len(folder) + 1 :])
    return found


HOT = imported_below(SITE)
JOBS = json.loads(Path(jobs_file).read_text())
DROP = [re.compile(pattern) for pattern in JOBS["drop"]]


def compile_wheel(src: str, dst: str) -> None:
    with zipfile.ZipFile(src) as wheel:
        files = {info.filename: wheel.read(info) for info in wheel.infolist() if not info.is_dir()}
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    out = {}
    for name, data in files.items():
        if name == record or any(pattern.match(name) for pattern in DROP):
            continue
        if name not in HOT:
            out[name] = data
            continue
        try:
            code = compiled(data, name)
        except py_compile.PyCompileError:
            out[name] = data  # a file that is not Python 3 (a template): kept as it is
            continue
        out[name + "c"] = code
    rows = [record_line(name, data) for name, data in sorted(out.items())] + [[record, "", ""]]
    text = io.StringIO()
    csv.writer(text, lineterminator="\\n").writerows(rows)
    out[record] = text.getvalue().encode()
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as wheel:
        for name in sorted(out):
            info = zipfile.ZipInfo(name, DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            wheel.writestr(info, out[name])


# The standard library's zip ships sources too: each module that the start imports was compiled on every cold
# start (about half of the start's imports' CPU).  Those modules become bytecode in the zip, in place of their
# source; zipimport takes an unchecked-hash .pyc as it is.  Entries keep their order, date and compression.
STDLIB = os.path.dirname(os.__file__)


def compile_stdlib(src: str, dst: str) -> None:
    hot = imported_below(STDLIB)
    with zipfile.ZipFile(src) as zip_in:
        entries = [(info, zip_in.read(info)) for info in zip_in.infolist()]
    with zipfile.ZipFile(dst, "w") as zip_out:
        for info, data in entries:
            if info.filename in hot:
                data = compiled(data, info.filename, STDLIB)
                info = zipfile.ZipInfo(info.filename + "c", info.date_time)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
            zip_out.writestr(info, data, compresslevel=9 if info.compress_type == zipfile.ZIP_DEFLATED else None)
    print("compiled", len(hot), "modules of", Path(dst).name)


for job in JOBS["wheels"]:
    compile_wheel("/host" + job["src"], "/host" + job["dst"])
    print("compiled", Path(job["dst"]).name)
if JOBS.get("stdlib"):
    compile_stdlib("/host" + JOBS["stdlib"]["src"], "/host" + JOBS["stdlib"]["dst"])
`);

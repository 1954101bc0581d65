"""Vendor the ipywidgets embed script into the site: ``docs/assets/vendor/html-manager-<version>/``.

Lesson pages with saved widget state need ``embed.js`` of the npm package
``@jupyter-widgets/html-manager`` to draw the widgets (nbconvert would load it
from unpkg.com).  The site serves a pinned, committed copy instead, so no page
makes a request to another host.  This script makes that copy:

    python tools/site/vendor_widgets.py           # fetch with `npm pack`, verify, write the folder
    python tools/site/vendor_widgets.py --check   # verify the committed files against SOURCE.txt

It takes ``dist/embed.js`` (the standalone embedder: the built-in ipywidgets
controls, no RequireJS, no CDN loader), its bundled-licence notice, and the
Font Awesome web fonts that ``embed.js`` loads from its own folder (woff2 and
woff; browsers that know neither get no icons).  The tarballs are checked
against the registry integrity pinned below before anything is extracted.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

PACKAGE = "@jupyter-widgets/html-manager"
VERSION = "1.0.15"  # the html-manager of ipywidgets 8.1.x (widget protocol 2)
INTEGRITY = "sha512-5thBIV6ymNgmPVOHvzx+gGy8ZSKmSazhtGw4/c4xJDVzRhG9PTeQsRjF3FUTopvFi//SABeNz1yp47bCrJ3CQA=="
FONT_PACKAGE = "@fortawesome/fontawesome-free"
FONT_VERSION = "5.15.4"  # the version bundled in embed.js (its header says so); only its licence is taken
FONT_INTEGRITY = "sha512-eYm8vijH/hpzr/6/1CJ/V/Eb1xQFW2nnUKArb3z+yUWv7HTwj6M7SP957oMjfZjAHU6qpoNc2wQvIxBLWYa/Jg=="

TARGET = ROOT / "docs" / "assets" / "vendor" / f"html-manager-{VERSION}"
SOURCE_FILE = "SOURCE.txt"

# The package ships no licence file; this is the licence of its repository (jupyter-widgets/ipywidgets),
# as ipywidgets' own wheel ships it.
BSD3 = """Copyright (c) 2015 Project Jupyter Contributors
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1. Redistributions of source code must retain the above copyright notice, this
   list of conditions and the following disclaimer.

2. Redistributions in binary form must reproduce the above copyright notice,
   this list of conditions and the following disclaimer in the documentation
   and/or other materials provided with the distribution.

3. Neither the name of the copyright holder nor the names of its
   contributors may be used to endorse or promote products derived from
   this software without specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
"""


def _integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def npm_pack(package: str, version: str, integrity: str, workdir: Path) -> tarfile.TarFile:
    """Download one package tarball with the npm client and check it against the pinned integrity."""
    out = subprocess.run(
        ["npm", "pack", f"{package}@{version}", "--json", "--pack-destination", str(workdir)],
        check=True,
        capture_output=True,
        text=True,
    )
    filename = json.loads(out.stdout)[0]["filename"]
    data = (workdir / filename).read_bytes()
    if _integrity(data) != integrity:
        raise SystemExit(f"{package}@{version}: integrity {_integrity(data)} is not the pinned {integrity}")
    return tarfile.open(fileobj=io.BytesIO(data), mode="r:gz")


def _member(tar: tarfile.TarFile, name: str) -> bytes:
    member = tar.extractfile(f"package/{name}")
    if member is None:
        raise SystemExit(f"missing in the package: {name}")
    return member.read()


def vendor() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        manager = npm_pack(PACKAGE, VERSION, INTEGRITY, Path(tmp))
        fonts = npm_pack(FONT_PACKAGE, FONT_VERSION, FONT_INTEGRITY, Path(tmp))
        files: dict[str, bytes] = {
            "embed.js": _member(manager, "dist/embed.js"),
            "embed.js.LICENSE.txt": _member(manager, "dist/embed.js.LICENSE.txt"),
            "LICENSE": BSD3.encode(),
            "LICENSE-fontawesome-free.txt": _member(fonts, "LICENSE.txt"),
        }
        for member in manager.getmembers():
            if member.name.startswith("package/dist/") and member.name.endswith((".woff2", ".woff")):
                files[Path(member.name).name] = _member(manager, member.name[len("package/") :])
    if f"Font Awesome Free {FONT_VERSION}".encode() not in files["embed.js"]:
        raise SystemExit(f"embed.js does not bundle Font Awesome Free {FONT_VERSION}: update FONT_VERSION")
    if TARGET.exists():
        shutil.rmtree(TARGET)
    TARGET.mkdir(parents=True)
    for name, data in files.items():
        (TARGET / name).write_bytes(data)
    lines = [
        f"{PACKAGE} {VERSION} from the npm registry ({INTEGRITY}),",
        "licence: BSD-3-Clause (LICENSE); bundled third-party notices: embed.js.LICENSE.txt;",
        f"web fonts of {FONT_PACKAGE} {FONT_VERSION} as bundled in dist/ (LICENSE-fontawesome-free.txt).",
        "Written by tools/site/vendor_widgets.py; do not edit by hand. sha256 of each file:",
        "",
    ]
    lines += [f"{_sha256(data)}  {name}" for name, data in sorted(files.items())]
    (TARGET / SOURCE_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files to {TARGET.relative_to(ROOT)}")


def check(target: Path = TARGET) -> list[str]:
    """Problems with the committed copy (empty when every file matches SOURCE.txt)."""
    source = target / SOURCE_FILE
    if not source.exists():
        return [f"{source} is missing: run python tools/site/vendor_widgets.py"]
    problems = []
    listed = {}
    for line in source.read_text(encoding="utf-8").splitlines():
        digest, sep, name = line.partition("  ")
        if sep and len(digest) == 64:
            listed[name] = digest
    for name, digest in listed.items():
        path = target / name
        if not path.exists():
            problems.append(f"missing: {path}")
        elif _sha256(path.read_bytes()) != digest:
            problems.append(f"changed: {path}")
    extra = {p.name for p in target.iterdir()} - set(listed) - {SOURCE_FILE}
    problems += [f"not listed in {SOURCE_FILE}: {name}" for name in sorted(extra)]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only verify the committed copy")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        print("\n".join(problems) or "ok")
        return 1 if problems else 0
    vendor()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""``NOTICE.md``, written from the npm lockfile: every third-party package whose files
the site serves, at its locked version and licence, where it is served from and the
licence text beside it; and those texts, copied into ``web/runtime/`` beside each
package's files (the package's own, or from ``licenses/`` where it ships none).

    python3 scripts/notice.py          # copy the licences into web/runtime/, write NOTICE.md
    python3 scripts/notice.py --check  # exit 1 if NOTICE.md is not what it would write

``scripts/setup-runtime.sh`` runs it once it has filled ``web/runtime/``;
``scripts/build.py`` serves what :func:`text` writes.
"""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTICE = "NOTICE.md"
#: Licences as ``package-lock.json`` spells them -> as SPDX does.
SPDX = {"APACHE-2.0": "Apache-2.0"}


@dataclass(frozen=True)
class Served:
    """A package whose files the site serves from ``web/runtime/<folder>/``."""

    title: str  #: how the notice names it
    package: str  #: its name in ``package-lock.json`` (its version, its licence)
    folder: str
    licence: str  #: its licence text: under ``licenses/``, else in the package
    python: bool = False  #: Python's standard library, at the version Pyodide runs


SERVED = (
    Served("Pyodide (`pyodide`)", "pyodide", "pyodide", "licenses/MPL-2.0.txt"),
    Served(
        "Python's standard library, in Pyodide",
        "pyodide",
        "pyodide",
        "licenses/Python-PSF-2.0.txt",
        python=True,
    ),
    Served("PyScript (`@pyscript/core`)", "@pyscript/core", "pyscript", "LICENSE"),
    Served("Trystero (`trystero`)", "trystero", "trystero", "LICENSE"),
    Served(
        "Trystero's core (`@trystero-p2p/core`)", "@trystero-p2p/core", "trystero/core", "LICENSE"
    ),
    Served(
        "Trystero's Nostr strategy (`@trystero-p2p/nostr`)",
        "@trystero-p2p/nostr",
        "trystero/nostr",
        "LICENSE",
    ),
    Served(
        "Trystero's MQTT strategy (`@trystero-p2p/mqtt`)",
        "@trystero-p2p/mqtt",
        "trystero/mqtt",
        "LICENSE",
    ),
    Served("MQTT.js (`mqtt`), its browser build", "mqtt", "mqtt", "LICENSE.md"),
    Served("`@noble/secp256k1`", "@noble/secp256k1", "noble-secp256k1", "LICENSE"),
    Served("`qrcode-generator`", "qrcode-generator", "qrcode", "licenses/qrcode-generator-MIT.txt"),
)

HEAD = """\
# Third-party software

<!-- Written by python3 scripts/notice.py from package-lock.json: edit the script. -->

The project's own code (the engines in `game/`, the page in `index.html` and `web/`,
the scripts, tests and benchmarks) is under the MIT licence in [LICENSE](LICENSE).

The site that `scripts/setup-runtime.sh` and `scripts/build.py` make also serves files
from the packages below, installed from `package-lock.json` and copied into
`web/runtime/`. Each folder there holds the licence of what it contains (a file whose
name starts with `LICENSE`); where a package ships no licence file, the text comes
from `licenses/` in this repository.

| Package | Version | Licence | Served from | Licence file |
|---|---|---|---|---|
"""

NOTES = """
Notes:

- **Pyodide.** Its files are served unmodified, the three largest gzip-compressed by
  the setup. Their source is at <https://github.com/pyodide/pyodide>, release
  {pyodide}. `pyodide.asm.wasm` is CPython {python} compiled to WebAssembly with
  Emscripten, and carries the C libraries that CPython and Pyodide build in (among
  them zlib, bzip2, xz, SQLite, expat, mpdecimal and HACL\\*), each under its own
  permissive licence; Python's documentation lists them under "Licenses and
  Acknowledgements for Incorporated Software".
- **Python's standard library.** `web/runtime/pyodide/python_stdlib.zip` is a cut-down
  copy of Pyodide's archive of it: only the modules the page imports, compiled to
  bytecode by Pyodide (`scripts/stdlib.py`). `licenses/Python-PSF-2.0.txt` is CPython's
  `LICENSE` file with the notice of copyright that Python {minor} carries
  ("Copyright (c) 2001 Python Software Foundation; All Rights Reserved"). The page's
  memory snapshot (`web/page-*.snapshot.gz`) holds this Python and the page's own
  modules as imported.
- **PyScript.** The whole of the package's `dist/` folder is copied but its source
  maps. Those files include code PyScript bundles from other packages, among them
  polyscript ({polyscript}) and MIT or ISC packages such as coincident,
  `@webreflection/*`, CodeMirror and xterm.js. The package has no NOTICE file.
- **Trystero.** Modified: `scripts/patch_trystero.py` changes one line of
  `web/runtime/trystero/nostr/index.mjs` (an announcement that could not be sent is
  retried after 5.3 s), marked in the file by a comment.
- **MQTT.js.** `mqtt.esm.js` is the package's own browser build, served unchanged; it
  bundles small packages (among them buffer, readable-stream, safe-buffer and the
  regenerator runtime, MIT), whose notices it keeps in its text. `web/brokers.mjs`, the
  project's own, wraps it.
- **qrcode-generator.** `qrcode.js` carries its own notice (Copyright (c) 2009
  Kazuhiko Arase, MIT). "QR Code" is a registered trademark of DENSO WAVE
  INCORPORATED.
"""


def locked(root: Path = ROOT) -> dict[str, dict[str, str]]:
    """``package-lock.json``'s packages, by name."""
    packages = json.loads((root / "package-lock.json").read_text())["packages"]
    return {name.removeprefix("node_modules/"): entry for name, entry in packages.items()}


def spdx(entry: dict[str, str]) -> str:
    """A locked package's licence, as SPDX spells it."""
    return SPDX.get(entry["license"], entry["license"])


def python_version(root: Path = ROOT) -> str:
    """The version of the Python that the locked Pyodide runs (its own lockfile says)."""
    lock = json.loads((root / "web/runtime/pyodide/pyodide-lock.json").read_text())
    return str(lock["info"]["python"])


def licence_text(served: Served, root: Path = ROOT) -> Path:
    """Where the licence text of ``served`` is: in ``licenses/`` or in its package."""
    if served.licence.startswith("licenses/"):
        return root / served.licence
    return root / "node_modules" / served.package / served.licence


def kept_name(served: Served) -> str:
    """The name of its licence beside its files (a ``.md`` file is not served)."""
    return "LICENSE-Python.txt" if served.python else "LICENSE"


def row(served: Served, packages: dict[str, dict[str, str]], python: str) -> str:
    """The notice's line for ``served``."""
    entry = packages[served.package]
    version = python if served.python else entry["version"]
    licence = "PSF-2.0" if served.python else spdx(entry)
    source = (
        f"from `{served.licence}`"
        if served.licence.startswith("licenses/")
        else "the package's" + ("" if served.licence == "LICENSE" else f" `{served.licence}`")
    )
    return (
        f"| {served.title} | {version} | {licence} | `web/runtime/{served.folder}/` "
        f"| `{kept_name(served)}` ({source}) |\n"
    )


def text(root: Path = ROOT) -> str:
    """``NOTICE.md`` as the lockfiles make it."""
    packages, python = locked(root), python_version(root)
    manifest = json.loads((root / "package.json").read_text())
    tests_only = ", ".join(
        f"`{name}` {packages[name]['version']} ({spdx(packages[name])})"
        for name in sorted(manifest["devDependencies"])
    )
    return (
        HEAD
        + "".join(row(served, packages, python) for served in SERVED)
        + f"\nUsed only by the tests, never served: {tests_only}.\n"
        + NOTES.format(
            pyodide=packages["pyodide"]["version"],
            python=python,
            minor=".".join(python.split(".")[:2]),
            polyscript=spdx(packages["polyscript"]),
        )
    )


def copy_licences(root: Path = ROOT) -> None:
    """Put each package's licence beside its files in ``web/runtime/``."""
    for served in SERVED:
        shutil.copyfile(
            licence_text(served, root), root / "web/runtime" / served.folder / kept_name(served)
        )


def main() -> int:
    written = text()
    if "--check" in sys.argv[1:]:
        if (ROOT / NOTICE).read_text() != written:
            print(f"{NOTICE} is out of date (run python3 scripts/notice.py)")
            return 1
        return 0
    copy_licences()
    (ROOT / NOTICE).write_text(written)
    return 0


if __name__ == "__main__":
    sys.exit(main())

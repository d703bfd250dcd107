"""The standard library the page ships: Pyodide's archive of it (2.5 MB) cut down to
the modules the page, its computers' worker and PyScript really import (about a
third of it), so that a first visit fetches less.

    python3 scripts/stdlib.py   # write web/runtime/pyodide/python_stdlib.zip

What "really import" means is found by the page's own Pyodide, in Node, with the whole
library (``scripts/stdlib.mjs``): it imports the page's and the worker's modules (as
``scripts/page_files.py`` declares them) and every module named by an import
statement anywhere in the project's Python or in PyScript's (even inside a function),
then lists the library's files that are loaded. Those modules are shipped as their
bytecode alone, compiled by the same Pyodide (:func:`compiled`), so that a first visit
imports them without compiling. ``scripts/page_files.py`` writes the archive before it
makes the page's memory snapshot, which must see the same one.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Pyodide's whole standard library, as npm installs it.
WHOLE = Path("node_modules/pyodide/python_stdlib.zip")
#: The cut-down archive the page loads.
ARCHIVE = Path("web/runtime/pyodide/python_stdlib.zip")
#: PyScript's own Python: its package, and the snippets its JavaScript runs.
PYSCRIPT = Path("node_modules/@pyscript/core")
#: An import statement in text (Python source, or Python held in JavaScript's strings).
_IMPORT = re.compile(
    r"(?:^|[\n;\"'`]|\\n)[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w.]+))"
)
#: Codecs looked up by name at run time, which no import statement names.
CODECS = (
    "encodings.utf_8",
    "encodings.utf_8_sig",
    "encodings.ascii",
    "encodings.latin_1",
    "encodings.cp437",
    "encodings.idna",
    "encodings.unicode_escape",
)
#: A fixed date for every member, so that the same modules give the same bytes.
_EPOCH = (1980, 1, 1, 0, 0, 0)


def named_in_python(source: str) -> set[str]:
    """The absolute modules that ``source``'s import statements name, at any depth
    (``from a import b`` names ``a`` and ``a.b``, which may be a module).

    >>> sorted(named_in_python("import os.path\\ndef f():\\n    from json import dumps\\n"))
    ['json', 'json.dumps', 'os.path']
    """
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def named_in_text(text: str) -> set[str]:
    """The modules named by what looks like an import statement anywhere in ``text``.

    >>> sorted(named_in_text('run("import os\\\\nfrom pathlib import Path")'))
    ['os', 'pathlib']
    """
    return {m[1] or m[2] for m in _IMPORT.finditer(text)}


def named_modules(root: Path = ROOT) -> set[str]:
    """Every module that the project's Python (``game/``, ``web/``) or PyScript's names."""
    names: set[str] = set()
    for folder in ("game", "web"):
        for path in (root / folder).rglob("*.py"):
            if "runtime" not in path.relative_to(root).parts:
                names |= named_in_python(path.read_text(encoding="utf-8"))
    for path in (root / PYSCRIPT / "src" / "stdlib").rglob("*.py"):
        names |= named_in_python(path.read_text(encoding="utf-8"))
    for path in (root / PYSCRIPT / "dist").glob("*.js"):
        names |= named_in_text(path.read_text(encoding="utf-8"))
    return names


def needed_files(required: list[str], root: Path = ROOT) -> list[str]:
    """The files of the standard library's archive that importing ``required`` and the
    :func:`named_modules` loads in the page's Pyodide.

    The answer is kept in :data:`FOUND` under a hash of all it depends on (the modules
    asked for, the project's Python, the script, the lockfile that pins Pyodide), so
    that asking again, as each test process does, reads it back."""
    optional = sorted(named_modules(root) | set(CODECS))
    arguments = [",".join(required), ",".join(optional)]
    digest = hashlib.sha256("\0".join(arguments).encode())
    sources = [root / "scripts/stdlib.mjs", root / "package-lock.json"]
    for folder in ("game", "web"):
        sources += sorted(
            path
            for path in (root / folder).rglob("*.py")
            if "runtime" not in path.relative_to(root).parts
        )
    for path in sources:
        data = path.read_bytes()
        digest.update(f"{path.relative_to(root)}\0{len(data)}\0".encode() + data)
    kept = FOUND / f"{digest.hexdigest()[:24]}.json"
    if kept.exists():
        files: list[str] = json.loads(kept.read_text())
        return files
    out = subprocess.run(
        ["node", str(root / "scripts" / "stdlib.mjs"), *arguments],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    files = json.loads(out)
    FOUND.mkdir(parents=True, exist_ok=True)
    temporary = kept.with_name(f".{kept.name}.{os.getpid()}")
    temporary.write_text(out)
    temporary.replace(kept)
    return files


#: Where :func:`needed_files` keeps its answers, by hash (git-ignored).
FOUND = ROOT / ".cache" / "stdlib"


def write_archive(required: list[str], root: Path = ROOT) -> int:
    """Write :data:`ARCHIVE` with only the :func:`needed_files`, each module as its
    bytecode alone (:func:`compiled`; the same bytes for the same files); its size in
    bytes."""
    keep = set(needed_files(required, root))
    buffer = io.BytesIO()
    with zipfile.ZipFile(root / WHOLE) as whole, zipfile.ZipFile(buffer, "w") as archive:
        missing = keep - set(whole.namelist())
        if missing:
            raise SystemExit(f"not in {WHOLE}: {', '.join(sorted(missing))}")
        for name in sorted(keep):
            archive.writestr(zipfile.ZipInfo(name, _EPOCH), whole.read(name))
    target = root / ARCHIVE
    temporary = target.with_name(f".{target.name}.{os.getpid()}")
    temporary.write_bytes(compiled(buffer.getvalue(), root))
    temporary.replace(target)
    return target.stat().st_size


def compiled(sources: bytes, root: Path = ROOT) -> bytes:
    """The archive ``sources`` with each module's bytecode, as the page's Pyodide
    compiles it, in place of its source (``scripts/stdlib.mjs --compile``, with
    ``scripts/compile_archive.py``): Python
    then starts about 2 s sooner here on a first visit, as it imports them without
    compiling, for about 0.8 MB more to fetch. Kept in :data:`FOUND` by a hash of the
    sources, the scripts and the lockfile."""
    digest = hashlib.sha256(sources)
    scripts = ("stdlib.mjs", "compile_archive.py")
    for path in (*(root / "scripts" / name for name in scripts), root / "package-lock.json"):
        digest.update(path.read_bytes())
    kept = FOUND / f"{digest.hexdigest()[:24]}.zip"
    if not kept.exists():
        FOUND.mkdir(parents=True, exist_ok=True)
        source, made = (kept.with_name(f".{kept.name}.{os.getpid()}.{end}") for end in "io")
        source.write_bytes(sources)
        script = str(root / "scripts" / "stdlib.mjs")
        subprocess.run(["node", script, "--compile", str(source), str(made)], check=True)
        source.unlink()
        made.replace(kept)
    return kept.read_bytes()


def main() -> int:
    sys.path.insert(0, str(ROOT / "scripts"))
    from page_files import stdlib_imports

    size = write_archive(stdlib_imports())
    print(f"{ARCHIVE}: {size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

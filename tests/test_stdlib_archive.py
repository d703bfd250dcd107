"""The standard library's archive the page ships (scripts/stdlib.py): cut down to what
the page really imports, and missing nothing that the project's Python names."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import stdlib  # noqa: E402


def members(path: Path) -> set[str]:
    with zipfile.ZipFile(path) as archive:
        return set(archive.namelist())


def as_files(module: str) -> tuple[str, str]:
    """Where a module would be in the archive: a file, or a package's ``__init__``."""
    path = module.replace(".", "/")
    return f"{path}.py", f"{path}/__init__.py"


@pytest.fixture(scope="module")
def shipped() -> set[str]:
    if not (ROOT / stdlib.ARCHIVE).exists():
        pytest.fail("the page's runtime is missing: run bash scripts/setup-runtime.sh")
    return members(ROOT / stdlib.ARCHIVE)


def test_every_standard_module_the_code_names_is_shipped(shipped: set[str]) -> None:
    """Each module of Pyodide's whole library that game/, web/ or PyScript names in an
    import statement (however deep in a function) is in the page's archive, with the
    packages above it: a module added to the code without running page_files.py fails."""
    whole = members(ROOT / stdlib.WHOLE)
    missing = []
    for name in sorted(stdlib.named_modules()):
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):
            files = as_files(".".join(parts[:depth]))
            if any(f in whole for f in files) and not any(f in shipped for f in files):
                missing.append(".".join(parts[:depth]))
    assert missing == []


def test_the_archive_holds_what_starting_python_needs(shipped: set[str]) -> None:
    for module in ("encodings", "encodings.utf_8", "encodings.cp437", "_pyodide", "pyodide",
                   "pyodide.ffi", "asyncio", "json", "zipfile", "traceback", "gettext"):
        assert set(as_files(module)) & shipped, module


def test_the_archive_is_cut_down() -> None:
    """Much smaller than the whole library (2.5 MB) and holding none of what the page
    never imports."""
    archive = ROOT / stdlib.ARCHIVE
    assert archive.stat().st_size < 0.45 * (ROOT / stdlib.WHOLE).stat().st_size
    names = members(archive)
    for module in ("unittest", "email", "xml", "multiprocessing", "pdb", "http/server"):
        assert not any(n.startswith(module) for n in names), module


def test_named_modules_sees_imports_in_functions_and_in_javascript() -> None:
    assert {"gettext", "json", "asyncio"} <= stdlib.named_modules()
    assert "pyodide.code" in stdlib.named_modules()  # web/main.py, inside a function

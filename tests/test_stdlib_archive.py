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


def as_files(module: str, suffix: str = ".py") -> tuple[str, str]:
    """Where a module would be in an archive: a file, or a package's ``__init__``, as
    source (the whole library's) or as bytecode (``.pyc``: the page's)."""
    path = module.replace(".", "/")
    return f"{path}{suffix}", f"{path}/__init__{suffix}"


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
            module = ".".join(parts[:depth])
            shipped_as = as_files(module, ".pyc")
            if any(f in whole for f in as_files(module)) and not set(shipped_as) & shipped:
                missing.append(".".join(parts[:depth]))
    assert missing == []


def test_the_archive_holds_what_starting_python_needs(shipped: set[str]) -> None:
    for module in (
        "encodings",
        "encodings.utf_8",
        "encodings.cp437",
        "_pyodide",
        "pyodide",
        "pyodide.ffi",
        "asyncio",
        "json",
        "zipfile",
        "traceback",
        "gettext",
    ):
        assert set(as_files(module, ".pyc")) & shipped, module


def test_the_archive_is_cut_down() -> None:
    """Far fewer modules than the whole library and none of what the page never imports."""
    whole = [name for name in members(ROOT / stdlib.WHOLE) if name.endswith(".py")]
    names = members(ROOT / stdlib.ARCHIVE)
    assert len(names) < 0.4 * len(whole)
    for module in ("unittest", "email", "xml", "multiprocessing", "pdb", "http/server"):
        assert not any(n.startswith(module) for n in names), module


def test_the_modules_are_shipped_as_the_page_s_bytecode_alone(shipped: set[str]) -> None:
    """No source, and every module compiled by the page's own Python (the magic number of
    the page's archive's bytecode), unchecked (no source to check against)."""
    assert not any(name.endswith(".py") for name in shipped)
    with zipfile.ZipFile(ROOT / "web/page.zip") as page:
        magic = page.read(next(n for n in page.namelist() if n.endswith(".pyc")))[:4]
    with zipfile.ZipFile(ROOT / stdlib.ARCHIVE) as archive:
        for name in (n for n in shipped if n.endswith(".pyc")):
            head = archive.read(name)[:8]
            assert head[:4] == magic and int.from_bytes(head[4:8], "little") == 0b01, name


def test_named_modules_sees_imports_in_functions_and_in_javascript() -> None:
    assert {"gettext", "json", "asyncio"} <= stdlib.named_modules()
    assert "pyodide.code" in stdlib.named_modules()  # web/browser/room.py, inside a function

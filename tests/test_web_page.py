"""The page's static parts: pyscript.toml loads exactly the modules the page imports,
and every address in index.html stays on the page's own site."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: What the page imports, directly or through the modules it names.
PAGE_IMPORTS = "web.ui.app, web.ui.shangrila_view, web.ui.tsuro_view, game.shangrila, game.tsuro"


#: What the bots worker imports: web/worker.py (run as a script, not a module), and
#: every module of game.bots (it imports each game's bots when first asked).
WORKER_IMPORTS = (
    "web.worker, game.shangrila, game.tsuro, pkgutil, game.bots\n"
    "for info in pkgutil.walk_packages(game.bots.__path__, 'game.bots.'):\n"
    "    __import__(info.name)"
)


def needed_files(imports: str = PAGE_IMPORTS, skip: tuple[str, ...] = ()) -> list[str]:
    """The project's files that ``import <imports>`` loads (in a clean interpreter)."""
    code = (
        f"import sys, {imports}\n"
        "for name, module in sorted(sys.modules.items()):\n"
        f"    if name.split('.')[0] in ('game', 'web') and name not in {skip!r}:\n"
        "        print(module.__file__)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return sorted(Path(line).resolve().relative_to(ROOT).as_posix() for line in out.split())


def test_pyscript_toml_lists_exactly_the_modules_the_page_imports() -> None:
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    listed = config["files"]
    expected = {f"./{path}": f"./{path}" for path in needed_files()}
    block = "\n".join(f'"{source}" = "{target}"' for source, target in expected.items())
    assert listed == expected, f"pyscript.toml's [files] should be:\n{block}"


def test_the_worker_config_lists_exactly_the_modules_the_bots_import() -> None:
    config = tomllib.loads((ROOT / "web/worker.toml").read_text())
    expected = {
        f"../{path}": f"./{path}"  # sources are relative to web/worker.toml
        for path in needed_files(WORKER_IMPORTS, skip=("web", "web.worker"))
    }
    block = "\n".join(f'"{source}" = "{target}"' for source, target in expected.items())
    assert config["files"] == expected, f"web/worker.toml's [files] should be:\n{block}"


@pytest.mark.parametrize("name", ["pyscript.toml", "web/worker.toml"])
def test_the_interpreter_is_the_local_pyodide(name: str) -> None:
    config = tomllib.loads((ROOT / name).read_text())
    assert config["interpreter"] == "./web/runtime/pyodide/pyodide.mjs"  # from the page
    assert "packages" not in config  # nothing to fetch from a package index


def test_every_address_in_the_page_is_relative() -> None:
    html = (ROOT / "index.html").read_text()
    addresses = re.findall(r'(?:src|href|config)="([^"]*)"', html)
    assert addresses
    for address in addresses:
        assert address.startswith("./") or address == "data:,", address


def test_the_runtime_versions_are_pinned_by_the_lockfile() -> None:
    package = json.loads((ROOT / "package.json").read_text())
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for name, version in package["dependencies"].items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned: {version}"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version

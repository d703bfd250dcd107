"""The page's static parts: pyscript.toml loads exactly the modules the page imports,
and every address in index.html stays on the page's own site."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: What the page imports, directly or through the modules it names.
PAGE_IMPORTS = "web.ui.app, web.ui.shangrila_view, web.ui.tsuro_view, game.shangrila, game.tsuro"


def needed_files() -> list[str]:
    """The project's files that importing the page's modules loads (in a clean interpreter)."""
    code = (
        f"import sys, {PAGE_IMPORTS}\n"
        "for name, module in sorted(sys.modules.items()):\n"
        "    if name.split('.')[0] in ('game', 'web'):\n"
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


def test_the_interpreter_is_the_local_pyodide() -> None:
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert config["interpreter"] == "./web/runtime/pyodide/pyodide.mjs"
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

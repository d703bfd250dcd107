"""The layers of the page's code (docs/architecture.md): import-linter's contracts in
pyproject.toml, which scripts/test.sh checks with ``lint-imports``. Here: every module
of web/ui has its layer, every command has its runner, and a broken contract fails."""

from __future__ import annotations

import importlib
import pkgutil
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import get_args

import web.ui
from web.ui.commands import Command
from web.ui.runner import Performed

ROOT = Path(__file__).resolve().parent.parent
CONTRACTS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"][
    "contracts"
]
SHARED = next(c for c in CONTRACTS if c["name"].startswith("No shared module"))
#: The core above the features (docs/architecture.md names each).
CORE = {
    "messages",
    "model",
    "update",
    "render",
    "intents",
    "guide",
    "runner",
    "storing",
    "computers",
    "lazy",
    "next_visit",
}
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
FLAGS = ["--no-cache", "--no-logo"]


def _names(modules: list[str]) -> set[str]:
    return {module.removeprefix("web.ui.") for module in modules}


def test_every_module_of_the_page_has_its_layer() -> None:
    """A new module of web/ui is named as a feature, the core's or shared (or a test
    fails): a shared module left out of the contract would escape it."""
    features, shared = _names(SHARED["forbidden_modules"]), _names(SHARED["source_modules"])
    modules = {info.name for info in pkgutil.iter_modules(web.ui.__path__)}
    assert not features & shared and not features & CORE and not shared & CORE
    assert modules == features | shared | CORE


def test_every_command_has_its_runner() -> None:
    """Each feature's commands are registered in the runner's union (a command that is
    not is refused when carried out)."""
    for info in pkgutil.walk_packages(web.ui.__path__, "web.ui."):
        if not info.name.endswith(".proof"):  # the puzzles' searches, never in the page
            importlib.import_module(info.name)
    known, seen, todo = set(get_args(Performed)), set(), [Command]
    while todo:
        for kind in todo.pop().__subclasses__():
            seen.add(kind)
            todo.append(kind)
    assert seen and seen <= known


def test_a_shared_module_that_imports_a_feature_breaks_the_contract(tmp_path: Path) -> None:
    """lint-imports on a copy of the code whose save's record imports live play's model."""
    keep = shutil.ignore_patterns("runtime", "node_modules", "__pycache__", "*.zip", "*.gz")
    for part in ("game", "web"):
        shutil.copytree(ROOT / part, tmp_path / part, ignore=keep)
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    kept = subprocess.run([LINT_IMPORTS, *FLAGS], cwd=tmp_path, capture_output=True, text=True)
    assert kept.returncode == 0, kept.stdout
    saved = tmp_path / "web/ui/saved.py"
    saved.write_text(saved.read_text() + "\nfrom web.ui.live.model import Live  # noqa\n")
    broken = subprocess.run([LINT_IMPORTS, *FLAGS], cwd=tmp_path, capture_output=True, text=True)
    assert broken.returncode != 0
    assert "web.ui.saved is not allowed to import web.ui.live" in broken.stdout

"""The Python files the page and its bots worker load, as the ``[files]`` blocks of
``pyscript.toml`` and ``web/worker.toml``.

    python3 scripts/page_files.py          # rewrite both blocks from the imports
    python3 scripts/page_files.py --check  # exit 1 if either block is out of date

The lists come from what importing the page's modules (or the worker's) loads in
a clean interpreter, so a module added to ``game/`` reaches the browser once this
is run; ``tests/test_web_page.py`` fails until it is.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Config file -> (what it imports, modules left out, prefix of sources relative to it).
CONFIGS = {
    "pyscript.toml": (
        "web.ui.app, web.ui.arrows, web.ui.shangrila_view, web.ui.tsuro_view, "
        "game.shangrila, game.tsuro",
        (),
        "./",
    ),
    # web/worker.py runs as a script, not as a module; game.bots imports each game's
    # bots when first asked, so every module of the package is imported here.
    "web/worker.toml": (
        "web.worker, game.shangrila, game.tsuro, pkgutil, game.bots\n"
        "for info in pkgutil.walk_packages(game.bots.__path__, 'game.bots.'):\n"
        "    __import__(info.name)",
        ("web", "web.worker"),
        "../",
    ),
}


def needed_files(imports: str, skip: tuple[str, ...] = ()) -> list[str]:
    """The project's files that ``import <imports>`` loads, in a clean interpreter."""
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


def expected_files(config: str) -> dict[str, str]:
    """The ``[files]`` table that ``config`` should hold: source URL -> path in Python."""
    imports, skip, prefix = CONFIGS[config]
    return {f"{prefix}{path}": f"./{path}" for path in needed_files(imports, skip)}


def listed_files(config: str) -> dict[str, str]:
    """The ``[files]`` table that ``config`` holds now."""
    return tomllib.loads((ROOT / config).read_text())["files"]


def rewrite(config: str) -> None:
    """Replace the ``[files]`` block (the end of the file) with the expected one."""
    path = ROOT / config
    head = path.read_text().split("\n[files]\n")[0] + "\n"
    lines = "".join(
        f'"{source}" = "{target}"\n' for source, target in expected_files(config).items()
    )
    path.write_text(f"{head}[files]\n{lines}")


def main() -> int:
    stale = [config for config in CONFIGS if listed_files(config) != expected_files(config)]
    if "--check" in sys.argv[1:]:
        for config in stale:
            print(f"{config}: [files] is out of date (run python3 scripts/page_files.py)")
        return 1 if stale else 0
    for config in stale:
        rewrite(config)
        print(f"{config}: [files] rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())

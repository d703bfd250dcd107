"""The page's static parts: pyscript.toml loads exactly the modules the page imports,
and every address in index.html stays on the page's own site."""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import page_files  # noqa: E402


@pytest.mark.parametrize("config", sorted(page_files.CONFIGS))
def test_each_config_lists_exactly_the_modules_that_are_imported(config: str) -> None:
    expected = page_files.expected_files(config)
    assert page_files.listed_files(config) == expected, (
        f"{config} is out of date: run python3 scripts/page_files.py"
    )


@pytest.mark.parametrize("config", sorted(page_files.CONFIGS))
def test_the_interpreter_is_the_local_pyodide(config: str) -> None:
    settings = tomllib.loads((ROOT / config).read_text())
    assert settings["interpreter"] == "./web/runtime/pyodide/pyodide.mjs"  # from the page
    assert "packages" not in settings  # nothing to fetch from a package index


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


def test_every_pawn_number_keeps_4_5_to_1_contrast_with_its_pawn() -> None:
    def luminance(colour: str) -> float:
        colour = colour.lstrip("#")
        if len(colour) == 3:
            colour = "".join(c * 2 for c in colour)
        channels = [int(colour[i : i + 2], 16) / 255 for i in (0, 2, 4)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    css = (ROOT / "web" / "board.css").read_text()
    pairs = re.findall(r"\.(p[-\w]+) \{ --player: (#\w+); --ink: (#\w+); \}", css)
    assert len(pairs) == 12  # 4 Shangri-La colours, 8 Tsuro pawns
    for name, player, ink in pairs:
        high, low = sorted([luminance(player), luminance(ink)], reverse=True)
        assert (high + 0.05) / (low + 0.05) >= 4.5, name

"""The page's static parts: pyscript.toml loads exactly the modules the page imports,
and every address in index.html stays on the page's own site."""

from __future__ import annotations

import json
import re
import sys
import tomllib
from html import unescape
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
    assert settings["interpreter"] == "./web/start.mjs"  # may start from the memory snapshot
    start = (ROOT / "web" / "start.mjs").read_text()
    assert re.findall(r'from "([^"]+)"', start) == ["./runtime/pyodide/pyodide.mjs"]
    assert re.findall(r'new URL\("([^"`]+)"', start) == ["./runtime/pyodide/"]
    assert "packages" not in settings  # nothing to fetch from a package index


def test_the_page_carries_pyscript_toml_as_its_config() -> None:
    html = (ROOT / "index.html").read_text()
    (config,) = re.findall(r'<script type="py" src="\./web/main\.py" config="([^"]*)"', html)
    settings = tomllib.loads((ROOT / "pyscript.toml").read_text())
    carried = json.loads(unescape(config))
    version = page_files.page_version(page_files.archive_bytes("pyscript.toml"))
    assert carried["interpreter"] == f"{settings['interpreter']}?page={version}"
    assert carried == {**settings, "interpreter": carried["interpreter"]}
    assert settings["files"] == {"./web/page.zip": "./*"}


def test_every_address_in_the_page_is_relative_or_within_it() -> None:
    html = (ROOT / "index.html").read_text()
    addresses = re.findall(r'(?:src|href)="([^"]*)"', html)
    assert addresses
    for address in addresses:
        assert address.startswith(("./", "#")) or address == "data:,", address


def test_the_runtime_versions_are_pinned_by_the_lockfile() -> None:
    package = json.loads((ROOT / "package.json").read_text())
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for name, version in package["dependencies"].items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned: {version}"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_a_browser_without_javascript_is_told_so_in_every_language() -> None:
    from game import i18n

    html = (ROOT / "index.html").read_text()
    unscripted = re.findall(r"<noscript>(.*?)</noscript>", html, re.S)
    assert len(unscripted) == 1
    said = dict(re.findall(r'<p class="alert" lang="(\w+)">([^<]+)</p>', unscripted[0]))
    assert list(said) == list(i18n.LANGUAGES)
    assert said["en"] == "This game needs JavaScript to run."
    assert len(set(said.values())) == len(said)  # each in its own words

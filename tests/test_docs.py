"""The docs that say how the page's code is built stay true: every feature package,
every screen and every module of ``web/ui`` is named where the docs say they all are."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from web.ui import model

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "web" / "ui"
ARCHITECTURE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
LAYOUT = (ROOT / "docs" / "layout.md").read_text(encoding="utf-8")


def features() -> list[str]:
    """The feature packages: the folders of ``web/ui`` with messages of their own."""
    return sorted(p.parent.name for p in UI.glob("*/messages.py"))


def section(text: str, title: str) -> str:
    """The Markdown section of ``text`` under the heading ``title``, to the next one."""
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else None]


def test_there_are_feature_packages() -> None:
    assert {"daily", "live", "play", "puzzles", "records"} <= set(features())


@pytest.mark.parametrize("feature", features())
def test_each_feature_package_is_named_in_both_docs(feature: str) -> None:
    assert f"`{feature}/`" in ARCHITECTURE
    assert f"`{feature}/`" in LAYOUT


@pytest.mark.parametrize("feature", features())
def test_the_recipe_for_a_button_names_each_feature(feature: str) -> None:
    assert f"`{feature}/`" in section(ARCHITECTURE, "Adding a button")


def test_each_screen_is_named_in_the_layout() -> None:
    screens = [kind.__name__ for kind in typing.get_args(model.Screen)]
    assert len(screens) >= 9
    missing = [name for name in screens if f"`{name}`" not in LAYOUT]
    assert missing == []


def test_each_module_of_the_page_is_named_in_the_layout() -> None:
    """docs/layout.md lists every module: by its file name, under its package."""
    named = set(re.findall(r"`([A-Za-z_0-9]+)(?:\.py)?`", LAYOUT))
    missing = [
        path.relative_to(UI).as_posix()
        for path in sorted(UI.rglob("*.py"))
        if path.stem != "__init__" and path.stem not in named
    ]
    assert missing == []

"""The page's cut-down standard library (scripts/stdlib.py), in the page itself: every
module of the library that the project's Python names imports there."""

from __future__ import annotations

import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import DESKTOP
from pagehelp import KeptDevices, open_page
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import stdlib  # noqa: E402

#: Run by PyScript in the page's interpreter once added: which of the names fail.
CHECK = """
import importlib, json
from pyscript import document
failed = []
for name in json.loads(document.body.dataset.stdlibNames):
    try:
        importlib.import_module(name)
    except ImportError as problem:
        failed.append(f"{name}: {problem}")
document.body.dataset.stdlibFailed = json.dumps(failed)
"""


def library_modules() -> list[str]:
    """The modules the project's Python names that Pyodide's whole library holds."""
    with zipfile.ZipFile(ROOT / stdlib.WHOLE) as whole:
        files = set(whole.namelist())
    return sorted(
        name
        for name in stdlib.named_modules()
        if {f"{name.replace('.', '/')}.py", f"{name.replace('.', '/')}/__init__.py"} & files
    )


@pytest.fixture
def page(kept: KeptDevices) -> Iterator[Page]:
    with kept.page(viewport=DESKTOP) as page:
        yield page


def test_every_library_module_the_code_names_imports_in_the_page(page: Page, site: str) -> None:
    names = library_modules()
    assert len(names) > 20
    open_page(page, site)
    page.evaluate(
        """([names, code]) => {
            document.body.dataset.stdlibNames = JSON.stringify(names);
            const script = document.createElement("script");
            script.type = "py";
            script.textContent = code;
            document.body.append(script);
        }""",
        [names, CHECK],
    )
    failed = page.wait_for_selector("body[data-stdlib-failed]", state="attached")
    assert json.loads(failed.get_attribute("data-stdlib-failed") or "") == []

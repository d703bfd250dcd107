"""The page's loop is checked by mypy: a new button's message without its case in the
update (or without its attributes in web/ui/intents.py) fails the type check, so it
cannot reach the page. Shown on a copy of the sources with one intent added."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parent.parent
NEW_INTENT = '''

@dataclass(frozen=True)
class Shout:
    """A new button that nothing handles yet."""
'''


def copy_sources(to: Path) -> Path:
    """The page's and the engines' Python sources, copied under ``to``."""
    ignore = shutil.ignore_patterns("runtime", "__pycache__", "*.zip", "*.gz", "locale")
    for package in ("game", "web"):
        shutil.copytree(ROOT / package, to / package, ignore=ignore)
    return to


def check(root: Path) -> tuple[str, int]:
    """mypy's report on the update (the router and the features') and the intents of
    the sources under ``root``."""
    updates = sorted(str(path) for path in root.glob("web/ui/*/update.py"))
    targets = [str(root / "web/ui/update"), *updates, str(root / "web/ui/intents.py")]
    options = ["--follow-imports=silent", "--cache-dir", str(root / ".mypy_cache")]
    out, err, status = api.run([*options, *targets])
    return out + err, status


@pytest.fixture
def sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return copy_sources(tmp_path)


def test_the_update_handles_every_message(sources: Path) -> None:
    report, status = check(sources)
    assert status == 0, report


def test_a_message_without_a_case_fails_the_type_check(sources: Path) -> None:
    messages = sources / "web/ui/messages.py"
    text = messages.read_text()
    union = "\n\nIntent = (\n    Plain\n"
    assert union in text
    text = text.replace(union, NEW_INTENT + union.replace("Plain", "Shout\n    | Plain"))
    messages.write_text(text)
    report, status = check(sources)
    assert status == 1
    missing = [line for line in report.splitlines() if '"assert_never"' in line]
    assert any("update/__init__.py" in line and "Shout" in line for line in missing), report
    assert any("intents.py" in line and "Shout" in line for line in missing), report

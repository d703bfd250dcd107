"""The puzzles' data fetched when first needed (web/ui/lazy.py, the runner): not in the
page's archive but in one of its own; a puzzles' button waits for it with the page
saying so, then opens; a failed fetch says why and leaves the screen as it was; a
damaged or foreign archive writes nothing."""

from __future__ import annotations

import doctest
import io
import sys
import zipfile
from pathlib import Path

import pytest
from fakepage import FakePage

from web.ui import lazy
from web.ui.arrival.messages import Opened
from web.ui.messages import OpenGuide
from web.ui.puzzles.messages import DailyPuzzle, ShowPuzzles
from web.ui.puzzles.model import Puzzles, Solving
from web.ui.start.model import Start

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import page_files  # noqa: E402


def test_the_doctests() -> None:
    assert doctest.testmod(lazy).failed == 0


def test_the_puzzles_come_in_their_own_archive_not_in_the_pages() -> None:
    page = set(page_files.archive_files("pyscript.toml"))
    assert not page & set(lazy.PUZZLES.files)
    archive = zipfile.ZipFile(io.BytesIO(page_files.part_archives()[lazy.PUZZLES.archive]))
    assert sorted(archive.namelist()) == sorted(lazy.PUZZLES.files)
    for name in lazy.PUZZLES.files:
        assert archive.read(name) == (ROOT / name).read_bytes()
    assert page_files.part_archives() == page_files.part_archives()  # the same bytes


def _zip(files: dict[str, bytes]) -> bytes:
    """An archive of ``files``, the same bytes at every call: a fixed date, not the
    clock's (each pytest-xdist worker collects the cases, and they must agree)."""
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        for name, content in files.items():
            archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), content)
    return data.getvalue()


@pytest.mark.parametrize(
    "data",
    [
        _zip({"web/ui/puzzles/tsuro.json": b"{}"}),  # one file missing
        _zip({**dict.fromkeys(lazy.PUZZLES.files, b"{}"), "web/ui/x.py": b""}),  # one more
        _zip(dict.fromkeys(["../../etc/x", "web/ui/puzzles/tsuro.json"], b"")),
        b"not an archive",
        _zip(dict.fromkeys(lazy.PUZZLES.files, b"{}"))[:-30],  # cut short
        b"x" * (lazy.LIMIT + 1),
    ],
    ids=["one missing", "one more", "outside", "not an archive", "cut short", "too big"],
)
def test_an_archive_that_is_not_the_parts_writes_nothing(tmp_path: Path, data: bytes) -> None:
    with pytest.raises(ValueError):
        lazy.unpack(lazy.PUZZLES, data, tmp_path)
    assert not list(tmp_path.rglob("*"))


def test_the_parts_archive_is_unpacked_where_python_reads_it(tmp_path: Path) -> None:
    assert not lazy.present(lazy.PUZZLES, tmp_path)
    lazy.unpack(lazy.PUZZLES, page_files.part_archives()[lazy.PUZZLES.archive], tmp_path)
    assert lazy.present(lazy.PUZZLES, tmp_path)
    for name in lazy.PUZZLES.files:
        assert (tmp_path / name).read_bytes() == (ROOT / name).read_bytes()


@pytest.fixture
def first_visit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakePage:
    """A page on its start screen without the puzzles' data, as on a first visit."""
    monkeypatch.setattr(lazy, "ROOT", tmp_path)
    page = FakePage()
    page.send(Opened(""))
    return page


def test_the_puzzles_wait_for_their_data_saying_so(first_visit: FakePage) -> None:
    page = first_visit
    page.send(ShowPuzzles("tsuro"))
    assert isinstance(page.model.screen, Start)
    assert page.state["fetching"] == "puzzles"
    assert "Loading the puzzles" in page.screen["messages"]
    page.send(DailyPuzzle("tsuro"))  # asked again meanwhile: fetched once, the last acted on
    assert len(page.pending) == 1
    page.parts = page_files.part_archives()
    page.deliver()
    assert isinstance(page.model.screen, Solving)
    assert page.state["fetching"] == ""
    assert "Loading" not in page.screen["messages"]
    page.send(ShowPuzzles("shangrila"))  # here now: no fetch
    assert isinstance(page.model.screen, Puzzles) and not page.pending


def test_a_failed_fetch_says_why_and_loses_nothing(first_visit: FakePage) -> None:
    page = first_visit
    before = page.screen["screen"]
    page.send(ShowPuzzles("tsuro"))
    page.deliver()  # offline: nothing comes
    assert isinstance(page.model.screen, Start)
    assert page.screen["screen"] == before and page.state["fetching"] == ""
    assert "The puzzles could not be loaded (the site did not answer)" in page.screen["messages"]
    page.parts = {lazy.PUZZLES.archive: b"damaged"}
    page.send(ShowPuzzles("tsuro"))
    page.deliver()
    assert "could not be loaded (the archive is damaged)" in page.screen["messages"]
    page.parts = page_files.part_archives()  # online again: a second try opens them
    page.send(ShowPuzzles("tsuro"))
    page.deliver()
    assert isinstance(page.model.screen, Puzzles)


def test_a_puzzles_link_waits_for_the_data_too(first_visit: FakePage) -> None:
    assert lazy.wanted(Opened("#puzzle=tsuro/0123456789")) is lazy.PUZZLES
    assert lazy.wanted(Opened("#v=1&g=T1.x")) is None
    page = first_visit
    page.send(Opened("#puzzle=tsuro/0123456789"))
    assert page.state["fetching"] == "puzzles"


def test_what_the_person_did_meanwhile_wins(first_visit: FakePage) -> None:
    """The data come after the person has turned to something else: they are kept for
    the next time, and the screen stays on what the person chose."""
    page = first_visit
    page.send(ShowPuzzles("tsuro"))
    page.send(OpenGuide("tsuro"))
    assert page.state["screen"] == "guide"
    page.parts = page_files.part_archives()
    page.deliver()
    assert page.state["screen"] == "guide" and page.state["fetching"] == ""
    assert "Loading" not in page.screen["messages"]
    assert lazy.present(lazy.PUZZLES)

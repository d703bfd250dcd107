"""Reading a board view's drawing in tests: parse it as XML, find its targets, click them.

``view`` is a view module (:mod:`web.ui.shangrila.view` or :mod:`web.ui.tsuro.view`),
``scene`` a :class:`web.ui.view.Scene` and ``drawing`` what ``view.draw`` gave.
"""

from __future__ import annotations

import copy
import gettext
import inspect
import pickle
import re
import xml.etree.ElementTree as ET
from typing import Any

from game.core import Game
from web.ui.view import BoardView, Drawing, Scene

SVG = "{http://www.w3.org/2000/svg}"
_TARGET = re.compile(r'data-target="([^"]+)"')
#: Keys a player might press, for random presses.
KEYS = ("Enter", "Escape", "r", "R", "e", "1", "2", "3", "x")


def assert_board_view(module: BoardView) -> None:
    """``module`` has the functions of :class:`BoardView`, with its parameters."""
    for name in ("empty", "click", "key", "showing", "draw"):
        wanted = list(inspect.signature(getattr(BoardView, name)).parameters)[1:]
        assert list(inspect.signature(getattr(module, name)).parameters) == wanted, name


def parse(drawing: Drawing) -> tuple[ET.Element, ET.Element]:
    """The board and the panel as XML trees (both must be well-formed)."""
    board = ET.fromstring(drawing.board)
    panel = ET.fromstring(f"<div>{drawing.panel}{drawing.table}</div>")
    return board, panel


def elements(drawing: Drawing) -> list[ET.Element]:
    """Every element of the board and the panel."""
    board, panel = parse(drawing)
    return [*board.iter(), *panel.iter()]


def targets(drawing: Drawing) -> dict[str, ET.Element]:
    """The clickable elements by ``data-target`` (each target must be unique)."""
    found: dict[str, ET.Element] = {}
    for element in elements(drawing):
        target = element.get("data-target")
        if target is not None:
            assert target not in found, f"two elements share the target {target!r}"
            found[target] = element
    return found


def offered_targets(drawing: Drawing) -> list[str]:
    """The targets in the markup, quickly (no parsing; for long games of clicks)."""
    return _TARGET.findall(drawing.board + drawing.panel + drawing.table)


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    """The elements of ``root`` whose class list holds ``name``."""
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def text(element: ET.Element) -> str:
    """All the text inside ``element``."""
    return "".join(element.itertext())


def assert_accessible(drawing: Drawing) -> None:
    """Every target has a role (or is a button), a name, and is reachable by keyboard."""
    for element in elements(drawing):
        if element.get("data-target") is None:
            continue
        label = element.get("aria-label") or (element.text or "").strip()
        assert label, f"{element.get('data-target')} has no accessible name"
        if element.tag == "button":
            assert element.get("disabled") is None
        else:
            assert element.get("role") == "button", element.attrib
            assert element.get("tabindex") == "0", element.attrib


def assert_inert(drawing: Drawing) -> None:
    """Nothing is offered: no target, button, toggle or target highlight, and no tab
    stop but the board itself (named, so that the keyboard can pan its frame)."""
    board, panel = parse(drawing)
    if board.get("tabindex") is not None:
        assert board.get("tabindex") == "0" and board.get("aria-label"), board.attrib
    for element in [*board.iter(), *panel.iter()]:
        assert element.tag != "button", element.attrib
        for attribute in ("data-target", "aria-pressed"):
            assert element.get(attribute) is None, element.attrib
        assert element is board or element.get("tabindex") is None, element.attrib
        assert element.get("role") != "button", element.attrib
        assert "target" not in (element.get("class") or "").split(), element.attrib
    assert not offered_targets(drawing)


def snapshot(game: Game) -> bytes:
    """Everything in ``game`` (history, state, past states), to see it is not changed.
    The legal moves are worked out first: an engine may cache them in its state."""
    game.legal_moves()
    return pickle.dumps(game)


def select(view: BoardView, scene: Scene, clicks: list[str], selection: Any = None) -> Any:
    """The selection after ``clicks``, each offered when it is made and none making a move."""
    selection = view.empty() if selection is None else selection
    for click in clicks:
        drawing = view.draw(scene, selection)
        assert click in offered_targets(drawing), (
            f"{click!r} is not offered; offered: {offered_targets(drawing)}"
        )
        selection, move = view.click(scene, selection, click)
        assert move is None, f"{click!r} made the move {move!r}"
    return selection


def play_by_clicks(view: BoardView, scene: Scene, clicks: list[str]) -> str | None:
    """Click ``clicks`` in turn, each found in the markup first; the move the last makes."""
    selection = select(view, scene, clicks[:-1])
    assert clicks[-1] in offered_targets(view.draw(scene, selection)), clicks[-1]
    after, move = view.click(scene, selection, clicks[-1])
    assert move is None or after == view.empty()
    return move


def press_at_random(view: BoardView, scene: Scene, presses: list[int | str]) -> None:
    """Click offered targets picked by the numbers in ``presses``, press its keys: the
    game and the selections given never change, and every move made is legal."""
    before, legal = snapshot(scene.game), scene.game.legal_moves()
    selection = view.empty()
    for press in presses:
        given, kept = selection, copy.deepcopy(selection)
        if isinstance(press, str):
            selection, move = view.key(scene, given, press)
        else:
            offers = offered_targets(view.draw(scene, given))
            if not offers:
                break
            selection, move = view.click(scene, given, offers[press % len(offers)])
        assert move is None or move in legal
        assert snapshot(scene.game) == before
        assert given == kept
        if move is not None:  # only what lasts past a move is left (Shangri-La's zoom)
            assert selection == view.kept(given)
    view.draw(scene, selection)
    assert snapshot(scene.game) == before


MARK = "§"  # what the test catalog puts before every message


class Marked(gettext.NullTranslations):
    """A catalog in which every message is translated: the English marked with ``MARK``."""

    def gettext(self, message: str) -> str:
        return MARK + message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return MARK + (msgid1 if n == 1 else msgid2)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


def untranslated(drawing: Drawing, plain: re.Pattern[str]) -> list[str]:
    """The words of ``drawing`` (status, text nodes, names, titles) that no message gave,
    but those that ``plain`` allows (names, numbers, notation, symbols)."""
    board, panel = parse(drawing)
    words = [drawing.status]
    for element in [*board.iter(), *panel.iter()]:
        words += [element.text or "", element.tail or ""]
        words += [element.get("aria-label") or "", element.get("title") or ""]
    words = [w.strip() for w in words]
    return [w for w in words if not w.startswith(MARK) and not plain.match(w)]

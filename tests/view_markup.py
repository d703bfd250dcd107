"""Reading a board view's markup in tests: parse it as XML, find its targets."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
_TARGET = re.compile(r'data-target="([^"]+)"')


def parse(view) -> tuple[ET.Element, ET.Element]:
    """The view's board and panel as XML trees (both must be well-formed)."""
    board = ET.fromstring(view.board_svg())
    panel = ET.fromstring(f"<div>{view.panel_html()}</div>")
    return board, panel


def elements(view) -> list[ET.Element]:
    """Every element of the board and the panel."""
    board, panel = parse(view)
    return [*board.iter(), *panel.iter()]


def targets(view) -> dict[str, ET.Element]:
    """The clickable elements by ``data-target`` (each target must be unique)."""
    found: dict[str, ET.Element] = {}
    for element in elements(view):
        target = element.get("data-target")
        if target is not None:
            assert target not in found, f"two elements share the target {target!r}"
            found[target] = element
    return found


def offered(view) -> list[str]:
    """The targets in the markup, quickly (no parsing; for long games of clicks)."""
    return _TARGET.findall(view.board_svg() + view.panel_html())


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    """The elements of ``root`` whose class list holds ``name``."""
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def assert_accessible(view) -> None:
    """Every target has a role (or is a button), a name, and is reachable by keyboard."""
    for element in elements(view):
        if element.get("data-target") is None:
            continue
        label = element.get("aria-label") or (element.text or "").strip()
        assert label, f"{element.get('data-target')} has no accessible name"
        if element.tag == "button":
            assert element.get("disabled") is None
        else:
            assert element.get("role") == "button", element.attrib
            assert element.get("tabindex") == "0", element.attrib


def play_by_clicks(view, clicks: list[str]) -> str | None:
    """Click ``clicks`` in turn, each found in the markup first; the move made, if any."""
    move = None
    for click in clicks:
        assert move is None, f"a move was made before {click!r}"
        assert click in offered(view), f"{click!r} is not offered; offered: {offered(view)}"
        move = view.activate(click)
    return move


def click_at_random(view, clicks: list[int]) -> None:
    """Click offered targets picked by ``clicks``: the game never changes, and every
    move the view returns is legal."""
    before, legal = list(view.game.history), view.game.legal_moves()
    for click in clicks:
        offers = offered(view)
        if not offers:
            break
        move = view.activate(offers[click % len(offers)])
        assert move is None or move in legal
        assert view.game.history == before

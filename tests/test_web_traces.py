"""The traces of docs/architecture.md, measured: the files a peer's move and a click
on the board pass through in the update (from ``update()`` to its commands), and the
files the drawing after such a click enters, ``game/`` counted as one room. A change
that sends any of them through more of the page's code fails here, and the document is
brought up to date with it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType

from fakepage import FakePage, clicks_for
from test_web_live import Room, host, invite, join

from web.ui import intents, render
from web.ui.live.messages import PeerText
from web.ui.messages import Message
from web.ui.play.messages import BoardClick
from web.ui.update import update

ROOT = Path(__file__).resolve().parent.parent

#: The rooms of a peer's move, in the order first entered (docs/architecture.md).
PEER_MOVE = [
    "web/ui/update/__init__.py",
    "web/ui/model.py",
    "web/ui/live/room.py",
    "web/ui/live/model.py",
    "web/ui/live/wire.py",
    "web/ui/bounded.py",
    "web/ui/table_keys.py",
    "web/ui/live/gate.py",
    "game/",
    "web/ui/session.py",
    "web/ui/signing.py",
    "web/ui/ed25519.py",
    "web/ui/live/taking.py",
    "web/ui/tsuro/view.py",
    "web/ui/update/screens.py",
    "web/ui/update/table.py",
    "web/ui/live/follow.py",
    "web/ui/storage/follow.py",
    "web/ui/post/follow.py",
    "web/ui/play/turns.py",
]


#: The rooms of the last click of a move at a live table (docs/architecture.md).
CLICK = [
    "web/ui/update/__init__.py",
    "web/ui/model.py",
    "web/ui/play/update.py",
    "web/ui/session.py",
    "game/",
    "web/ui/tsuro/view.py",
    "web/ui/board.py",
    "web/ui/tsuro/selection.py",
    "web/ui/play/turns.py",
    "web/ui/update/table.py",
    "web/ui/live/follow.py",
    "web/ui/table_keys.py",
    "web/ui/signing.py",
    "web/ui/ed25519.py",
    "web/ui/live/wire.py",
    "web/ui/storage/follow.py",
    "web/ui/post/follow.py",
    "web/ui/update/screens.py",
]


#: The rooms of the drawing after that click (``render``: the state, layout and regions).
DRAWING = [
    "web/ui/render.py",
    "web/ui/model.py",
    "web/ui/session.py",
    "game/",
    "web/ui/screens/frame.py",
    "web/ui/tsuro/view.py",
    "web/ui/board.py",
    "web/ui/tsuro/selection.py",
    "web/ui/tsuro/status.py",
    "web/ui/view.py",
    "web/ui/tsuro/pieces.py",
    "web/ui/tsuro/tiles.py",
    "web/ui/tsuro/words.py",
    "web/ui/svg.py",
    "web/ui/tsuro/panel.py",
    "web/ui/games.py",
    "web/ui/live/view.py",
    "web/ui/live/model.py",
    "web/ui/table_keys.py",
    "web/ui/links.py",
    "web/ui/hosts.py",
    "web/ui/intents.py",
    "web/ui/play/view.py",
]


#: The whole path of a peer's move on the device that receives it, from the room's
#: event to the redraw, as the runner carries it out (docs/architecture.md): the text
#: read as a message, the update, the save carried out, the drawing and the snapshot
#: kept for the next visit.
WHOLE_PEER_MOVE = [
    "web/ui/intents.py",
    "web/ui/runner.py",
    "web/ui/update/__init__.py",
    "web/ui/model.py",
    "web/ui/live/room.py",
    "web/ui/live/model.py",
    "web/ui/live/wire.py",
    "web/ui/bounded.py",
    "web/ui/table_keys.py",
    "web/ui/live/gate.py",
    "game/",
    "web/ui/session.py",
    "web/ui/signing.py",
    "web/ui/ed25519.py",
    "web/ui/live/taking.py",
    "web/ui/tsuro/view.py",
    "web/ui/update/screens.py",
    "web/ui/update/table.py",
    "web/ui/live/follow.py",
    "web/ui/storage/follow.py",
    "web/ui/post/follow.py",
    "web/ui/play/turns.py",
    "web/ui/storing.py",
    "web/ui/saves.py",
    "web/ui/stores.py",
    "web/ui/saved.py",
    "web/ui/render.py",
    "web/ui/screens/frame.py",
    "web/ui/board.py",
    "web/ui/tsuro/selection.py",
    "web/ui/tsuro/status.py",
    "web/ui/view.py",
    "web/ui/tsuro/pieces.py",
    "web/ui/tsuro/tiles.py",
    "web/ui/tsuro/words.py",
    "web/ui/svg.py",
    "web/ui/tsuro/panel.py",
    "web/ui/games.py",
    "web/ui/live/view.py",
    "web/ui/hosts.py",
    "web/ui/play/view.py",
    "web/ui/next_visit.py",
    "web/ui/snapshot.py",
]

#: The browser's own rooms on that path, which CPython cannot enter: the room's event
#: (``web/live.mjs``), its handler (``web/main.py``'s ``on_room``) and the drawing into
#: the document (``web/browser/dom.py``).
BROWSER_ROOMS = ["web/live.mjs", "web/main.py", "web/browser/dom.py"]


def _room(file: str) -> str | None:
    path = Path(file)
    if not path.is_relative_to(ROOT) or path.is_relative_to(ROOT / "tests"):
        return None
    name = path.relative_to(ROOT).as_posix()
    return "game/" if name.startswith("game/") else name


def rooms(page: FakePage, message: Message) -> list[str]:
    """The page's files ``update`` enters for ``message``, in order."""
    return entered_by(lambda: update(page.model, message))


def entered_by(run: Callable[[], object]) -> list[str]:
    """The page's files ``run`` enters, in order."""
    entered: list[str] = []

    def watch(frame: FrameType, event: str, _: object) -> None:
        room = _room(frame.f_code.co_filename) if event == "call" else None
        if room is not None and room not in entered:
            entered.append(room)

    profile: Callable[..., object] = watch
    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return entered


def _live_pair() -> tuple[FakePage, FakePage]:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    bo = join(invite(ann, 1))
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    return ann, bo


def test_a_peers_move_passes_through_the_rooms_the_architecture_names() -> None:
    ann, bo = _live_pair()
    ann.sent = []
    ann.play(ann.model.session.game.legal_moves()[0])
    (text, _to), *_ = ann.sent
    assert rooms(bo, PeerText("ann", text)) == PEER_MOVE
    assert bo.model.session.game.encode() == ann.model.session.game.encode()


def test_a_click_on_the_board_passes_through_the_rooms_the_architecture_names() -> None:
    ann, _bo = _live_pair()
    *first, last = clicks_for(ann.model, ann.model.session.game.legal_moves()[0])
    ann.click(*first)
    assert rooms(ann, BoardClick(last)) == CLICK


def test_the_drawing_after_a_click_enters_the_rooms_the_architecture_names() -> None:
    ann, _bo = _live_pair()
    *first, last = clicks_for(ann.model, ann.model.session.game.legal_moves()[0])
    ann.click(*first, last)
    model = ann.model
    drawn = entered_by(
        lambda: (render.page_state(model), render.layout(model), render.regions(model))
    )
    assert drawn == DRAWING


def test_a_peers_move_from_the_transport_to_the_redraw_passes_through_the_named_rooms() -> None:
    ann, bo = _live_pair()
    ann.sent = []
    ann.play(ann.model.session.game.legal_moves()[0])
    (text, _to), *_ = ann.sent
    drawn = bo.screen
    entered = entered_by(lambda: bo.runner.dispatch(intents.read_room("message", "ann", text)))
    assert entered == WHOLE_PEER_MOVE
    assert bo.model.session.game.encode() == ann.model.session.game.encode()
    assert bo.screen != drawn  # redrawn
    assert len(BROWSER_ROOMS + WHOLE_PEER_MOVE) == 46  # the figure docs/architecture.md gives

"""The one place where the page's markup and its messages meet.

A button carries its intent as ``data-action`` (and ``data-arg``): :func:`attributes`
writes them from a message, :func:`read` reads them back into one; a form control
carries ``data-field`` (:func:`read_field`), a board element ``data-target``. Every
string from the page (a click, a field, the clicks queued by ``web/boot.js`` before
Python ran) becomes a message here and nowhere else, so a renamed button cannot
drift from the code that handles it: the round trip is tested for every intent.

>>> attributes(QuickStart("tsuro"))
'data-action="quick" data-arg="tsuro"'
>>> read("quick", "tsuro")
QuickStart(game='tsuro')
>>> read("seat", "all"), read("seat", "x")
(ChooseSeat(seat=None), None)
>>> read_field("theme", "dark")
ChooseTheme(theme='dark')
"""

from __future__ import annotations

from html import escape
from typing import assert_never, get_args

from web.ui import snapshot
from web.ui.arrival.messages import ChooseSeat, KeepBranch
from web.ui.bounded import read_json
from web.ui.daily.messages import PlayDaily, Practise, ReviewRival, ShareDaily, ShowDay
from web.ui.live.messages import (
    DeviceBack,
    HostsTyped,
    InRoom,
    Invite,
    News,
    PeerJoined,
    PeerLeft,
    PeersUnreachable,
    PeerText,
    RelaysAnswered,
    Say,
    TurnInLinks,
)
from web.ui.live.wire import PHRASES
from web.ui.messages import (
    ChooseLanguage,
    ChoosePace,
    ChooseTheme,
    GuideStep,
    Intent,
    Message,
    OpenGuide,
    Plain,
)
from web.ui.play.messages import BoardClick, Key
from web.ui.post.messages import RelayDown, Relays, RelayText, RelayUp, WentOnline
from web.ui.puzzles.messages import DailyPuzzle, OpenPuzzle, ShowPuzzles
from web.ui.review.messages import ReviewSave, ReviewTo, ShowTurn
from web.ui.start.messages import ChooseGame, FormField, MoveUp, QuickStart, SetUp
from web.ui.storage.messages import AskDelete, Continue, ShowSaves

#: The intents with nothing to say beyond their name, by ``data-action``.
_PLAIN: dict[str, Intent] = {kind.action: kind() for kind in get_args(Plain)}


def action(intent: Intent) -> tuple[str, str]:
    """The ``data-action`` and ``data-arg`` of a button with this intent."""
    if isinstance(intent, Plain):
        return intent.action, ""
    match intent:
        case QuickStart(game):
            return "quick", game
        case SetUp(game):
            return "set-up", game
        case Continue(record_id):
            return "continue", record_id
        case MoveUp(index):
            return "move-up", str(index)
        case ShowSaves(page):
            return "saves-page", str(page)
        case AskDelete(key):
            return "delete", key
        case OpenGuide(game):
            return "guide", game or ""
        case GuideStep(by):
            return "guide-step", str(by)
        case ChooseSeat(seat):
            return "seat", "all" if seat is None else str(seat)
        case KeepBranch(which):
            return "branch", which
        case Invite(seat, how):
            action = "invite" if how == "send" else f"invite-{how}"
            return action, "watch" if seat is None else str(seat)
        case Say(phrase):
            return "say", phrase
        case ReviewSave(record_id):
            return "review-save", record_id
        case ReviewTo(at):
            return "review-to", str(at)
        case ShowTurn(move):
            return "turning-point", str(move)
        case ShowDay(day):
            return "daily-day", day
        case PlayDaily(game):
            return "daily-play", game
        case Practise(game):
            return "daily-practise", game
        case ShareDaily(game):
            return "daily-share", game
        case ReviewRival(game):
            return "daily-rival", game
        case ShowPuzzles(game, theme, page, level):
            return "puzzles", f"{game}:{theme}:{page}" + (f":{level}" if level else "")
        case OpenPuzzle(game, puzzle):
            return "puzzle", f"{game}:{puzzle}"
        case DailyPuzzle(game):
            return "puzzle-of-the-day", game
        case _:
            assert_never(intent)


def attributes(intent: Intent) -> str:
    """The attributes that make a button carry ``intent`` (escaped for HTML)."""
    name, arg = action(intent)
    arg_attribute = f' data-arg="{escape(arg)}"' if arg else ""
    return f'data-action="{name}"{arg_attribute}'


def button(
    intent: Intent, words: str, *, primary: bool = False, label: str = "", more: str = ""
) -> str:
    """A button that carries ``intent``, showing ``words`` (HTML), read out as ``label``
    if given; ``more`` attributes after its own."""
    css = ' class="primary"' if primary else ""
    aria = f' aria-label="{label}"' if label else ""
    return f'<button type="button"{css} {attributes(intent)}{aria}{more}>{words}</button>'


def read(name: str, arg: str = "") -> Intent | None:
    """The intent of a button with ``data-action`` ``name`` and ``data-arg`` ``arg``;
    None if no intent reads so."""
    if name in _PLAIN:
        return _PLAIN[name]
    number = int(arg) if arg.isascii() and arg.isdigit() and len(arg) < 4 else None
    match name:
        case "quick":
            return QuickStart(arg)
        case "set-up":
            return SetUp(arg)
        case "continue":
            return Continue(arg)
        case "delete":
            return AskDelete(arg)
        case "review-save":
            return ReviewSave(arg)
        case "daily-day":
            return ShowDay(arg)
        case "daily-play":
            return PlayDaily(arg)
        case "daily-practise":
            return Practise(arg)
        case "daily-share":
            return ShareDaily(arg)
        case "daily-rival":
            return ReviewRival(arg)
        case "review-to" if number is not None:
            return ReviewTo(number)
        case "turning-point" if number is not None:
            return ShowTurn(number)
        case "move-up" if number is not None:
            return MoveUp(number)
        case "saves-page" if number is not None:
            return ShowSaves(number)
        case "guide":
            return OpenGuide(arg or None)
        case "guide-step" if arg in ("1", "-1"):
            return GuideStep(1 if arg == "1" else -1)
        case "seat" if arg == "all" or number is not None:
            return ChooseSeat(number)
        case "invite" if arg == "watch" or number is not None:
            return Invite(number)
        case "invite-copy" if arg == "watch" or number is not None:
            return Invite(number, "copy")
        case "invite-qr" if arg == "watch" or number is not None:
            return Invite(number, "qr")
        case "say" if arg in PHRASES:
            return Say(arg)
        case "puzzles" | "puzzle" | "puzzle-of-the-day":
            return _puzzles(name, arg)
        case "branch" if arg in ("mine", "theirs", "both"):
            return KeepBranch("mine" if arg == "mine" else "theirs" if arg == "theirs" else "both")
    return None


def _puzzles(name: str, arg: str) -> Intent | None:
    """A puzzles' button: ``game:theme:page`` (``:level`` after it if any), ``game:id``
    or ``game`` (each part checked for its form; the update checks that the game, the
    puzzle and the level exist).

    >>> _puzzles("puzzles", "tsuro::2:hard"), _puzzles("puzzle", "tsuro:<b>")
    (ShowPuzzles(game='tsuro', theme='', page=2, level='hard'), None)
    """
    parts = arg.split(":")
    if not all(part.isascii() and part.replace("_", "").isalnum() for part in parts if part):
        return None
    if name == "puzzles" and len(parts) in (3, 4) and parts[2].isdigit() and len(parts[2]) < 4:
        return ShowPuzzles(parts[0], parts[1], int(parts[2]), "".join(parts[3:]))
    if name == "puzzle" and len(parts) == 2 and all(parts):
        return OpenPuzzle(parts[0], parts[1])
    if name == "puzzle-of-the-day" and len(parts) == 1 and arg:
        return DailyPuzzle(arg)
    return None


def read_field(
    name: str, value: str
) -> (
    ChooseLanguage
    | ChooseTheme
    | ChoosePace
    | ChooseGame
    | ReviewTo
    | HostsTyped
    | TurnInLinks
    | FormField
):
    """The message of a form control with ``data-field`` ``name`` that now holds ``value``
    (the review's slider: the move to show; the live hosts' form: its text, and its
    checkbox, ``"true"`` or ``"false"``)."""
    if name in ("relays", "stun"):
        return HostsTyped("relays" if name == "relays" else "stun", value)
    if name == "turn-in-links":
        return TurnInLinks(value == "true")
    if name == "review-move" and value.isascii() and value.isdigit() and len(value) < 4:
        return ReviewTo(int(value))
    if name == "language":
        return ChooseLanguage(value)
    if name == "theme":
        return ChooseTheme(value)
    if name == "pace":
        return ChoosePace(value)
    if name == "game":
        return ChooseGame(value)
    return FormField(name, value)


#: Keys that never reach the board view (moving the focus, modifiers alone, Space).
_IGNORED_KEYS = ("Tab", "Shift", "Control", "Alt", "Meta", " ")


def read_key(
    key: str, target: str | None, *, button: bool, playing: bool
) -> BoardClick | Key | None:
    """The message of ``key`` pressed on a board element with ``data-target`` ``target``
    (None elsewhere), or on a button, while a game is on screen or not: Enter or Space
    on a board element chooses it (Enter also confirms a move that is ready); other keys
    on the game screen go to the board view; None for what the browser does itself (a
    button's Enter and Space, Tab). Arrows between board elements are
    :mod:`web.ui.arrows`'s.

    >>> read_key("Enter", "space:E:R", button=False, playing=True)
    BoardClick(target='space:E:R', enter=True)
    >>> read_key("r", None, button=False, playing=True)
    Key(name='r')
    >>> read_key(" ", None, button=True, playing=True) is None  # the button's own click
    True
    """
    if key in ("Enter", " ") and (button or target is not None):
        return None if button or target is None else BoardClick(target, enter=key == "Enter")
    if playing and key not in _IGNORED_KEYS:
        return Key(key)
    return None


def read_room(kind: str, peer: str, text: str) -> News | None:
    """The message of an event of the live table's room (``web/live.mjs``): this device
    is in the room as ``self``, a peer ``joined``, ``left`` or sent a ``message``, the
    relays are ``online`` or ``offline``, or a device answered but no direct connection
    opened (``blocked``); None for anything else.

    >>> read_room("message", "p1", '{"t":"say","p":"gg"}')
    PeerText(peer='p1', text='{"t":"say","p":"gg"}')
    >>> read_room("offline", "", ""), read_room("online", "", "2"), read_room("other", "", "")
    (RelaysAnswered(online=False, count=0), RelaysAnswered(online=True, count=2), None)
    """
    match kind:
        case "self":
            return InRoom(peer)
        case "joined":
            return PeerJoined(peer)
        case "left":
            return PeerLeft(peer)
        case "message":
            return PeerText(peer, text)
        case "online":
            count = int(text) if text.isdigit() and len(text) <= 2 else 0
            return RelaysAnswered(True, count)
        case "offline":
            return RelaysAnswered(False)
        case "blocked":
            return PeersUnreachable()
        case "back":
            return DeviceBack()
    return None


#: The longest queue of choices read back (:func:`queued`), and the longest text in it.
QUEUE_LIMIT = 200
_TEXT_LENGTH = 2_000


def queued(text: str) -> list[tuple[str, str, str, Message]]:
    """The choices made before Python ran (``web/boot.js``'s queue as JSON): for each,
    the attribute of its control, the attribute's value and ``data-arg`` (to find the
    control on screen), and its message; anything else in the queue is left out.

    >>> queued('[{"action": "quick", "arg": "tsuro"}, {"x": 1}]')
    [('data-action', 'quick', 'tsuro', QuickStart(game='tsuro'))]
    """
    try:
        items = read_json(text, snapshot.LIMIT)
    except ValueError:
        return []
    events: list[tuple[str, str, str, Message]] = []
    for item in items[:QUEUE_LIMIT] if isinstance(items, list) else []:
        if not isinstance(item, dict) or not all(
            isinstance(v, str) and len(v) <= _TEXT_LENGTH for v in item.values()
        ):
            continue
        if set(item) == {"action", "arg"}:
            intent = read(item["action"], item["arg"])
            if intent is not None:
                events.append(("data-action", item["action"], item["arg"], intent))
        elif set(item) == {"target"}:
            events.append(("data-target", item["target"], "", BoardClick(item["target"])))
        elif set(item) == {"field", "value"}:
            message = read_field(item["field"], item["value"])
            events.append(("data-field", item["field"], "", message))
    return events


def read_relay(kind: str, relay: str, text: str) -> Relays | None:
    """The message of an event of a relay's connection (``web/browser/relays.py``):
    it is ``up``, sent a ``message``, or is ``down``; the device is ``online`` again;
    None for anything else.

    >>> read_relay("message", "wss://r.example", '["EOSE","t"]')
    RelayText(relay='wss://r.example', text='["EOSE","t"]')
    >>> read_relay("up", "wss://r.example", ""), read_relay("other", "", "")
    (RelayUp(relay='wss://r.example'), None)
    """
    match kind:
        case "up":
            return RelayUp(relay)
        case "message":
            return RelayText(relay, text)
        case "down":
            return RelayDown(relay)
        case "online":
            return WentOnline()
    return None

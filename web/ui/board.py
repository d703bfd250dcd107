"""What both board views share: the skeleton of a click and of a key, refusals, the
status line while no one is asked to act, players' names and the winners' names.

A view's selection is a frozen dataclass with a ``message`` (why the last click did
nothing); the helpers here give selections of the view's own class back.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Chosen:
...     message: str = ""
>>> refused(Chosen())
(Chosen(message='That cannot be done now.'), None)
>>> alert(""), alert("No.")
('', '<p class="message" role="alert">No.</p>')
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping
from dataclasses import Field, replace
from typing import Any, ClassVar, Protocol, TypeVar

from game.core import Game
from game.i18n import N_, _
from web.ui.svg import esc, listing
from web.ui.view import Scene

REFUSED = N_("That cannot be done now.")


class Selection(Protocol):
    """A view's selection: a frozen dataclass that says why the last click did nothing."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @property
    def message(self) -> str: ...


S = TypeVar("S", bound=Selection)
G = TypeVar("G", bound=Game)

#: What a click or a key gives: the new selection, and the move it completes, if any.
Reaction = tuple[S, str | None]
#: A view's way to read a click: (scene, selection without its message, the target's
#: kind, the rest of the target) -> its answer, or None when the click is refused.
Act = Callable[[Scene, S, str, str], "Reaction[S] | None"]

#: The keys both boards take, each as a click on a target.
KEYS = {"Escape": "cancel", "Enter": "confirm"}


def game_of(scene: Scene, kind: type[G]) -> G:
    """The scene's game, of the view's own ``kind``."""
    assert isinstance(scene.game, kind), scene.game
    return scene.game


def refused(selection: S) -> Reaction[S]:
    """``selection`` saying that the click could not be taken now, and no move."""
    return replace(selection, message=_(REFUSED)), None


def click(scene: Scene, selection: S, target: str, act: Act[S]) -> Reaction[S]:
    """A click on ``target``: refused while the board is not offered; else ``act`` reads
    it (``space:E:H`` as the kind ``space`` and the rest ``E:H``) from the selection
    without its last message, and a click it does not take is refused."""
    if not scene.offered:
        return refused(selection)
    chosen = replace(selection, message="")
    kind, _colon, rest = target.partition(":")
    answer = act(scene, chosen, kind, rest)
    return refused(chosen) if answer is None else answer


def key(
    scene: Scene,
    selection: S,
    name: str,
    clicked: Callable[[Scene, S, str], Reaction[S]],
    keys: Mapping[str, str],
) -> Reaction[S] | None:
    """A key (``event.key``) as the click it stands for: Escape cancels, Enter confirms,
    and each of ``keys`` (the view's own) clicks its target. Every key does nothing
    while the board is not offered; None for a key that stands for no click."""
    if not scene.offered:
        return selection, None
    target = KEYS.get(name) or keys.get(name)
    return None if target is None else clicked(scene, selection, target)


def waiting(
    game: Game, offered: bool, name: Callable[[Any], str], result: Callable[[], str]
) -> str:
    """The status line when it asks no one to act: the game's ``result`` once it is
    over, whose turn it is while the board is not offered; "" when it asks."""
    if game.is_over():
        # Translators: {result} says who won and why.
        return _("Game over: {result}").format(result=result())
    if not offered:
        return _("{name} to play").format(name=name(game.to_move))
    return ""


def player_name(
    names: Mapping[Hashable, str],
    player: Hashable,
    plain: str,
    qualified: Callable[[str], str],
    defaults: Collection[str] = (),
) -> str:
    """How the board names ``player``: ``plain`` (their colour, their seat) without a
    name of their own (none, or one of ``defaults``), else ``qualified(name)``."""
    name = names.get(player)
    if not name or name in defaults:
        return plain
    return qualified(name)


def winner_names(game: Game, name: Callable[[Any], str]) -> str:
    """The winners' names in one phrase, e.g. "Ann and Bo"."""
    return listing([name(player) for player in game.winners()])


def alert(message: str) -> str:
    """Why the last click did nothing, as the side panel says it (nothing if nothing)."""
    return f'<p class="message" role="alert">{esc(message)}</p>' if message else ""


def pan_hint(always: bool = False) -> str:
    """That the board pans in its frame: said on a narrow screen only (web/style.css),
    where a board drawn for a finger is wider than the screen, or ``always`` (a board
    drawn large)."""
    words = _("The board is wider than its frame: drag it to see the rest.")
    return f'<p class="pan-hint{" always" if always else ""}">{esc(words)}</p>'

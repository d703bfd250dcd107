"""What Tsuro's status line says: whose turn it is and what to do with the tile or start
mark chosen, and at the end who won and why (a solo's result, with the best kept on this
device). :func:`web.ui.tsuro.view.draw` shows it above the board.

>>> from game import tsuro
>>> game = tsuro.new_game(2, deck=range(1, 36))
>>> name = partial(player_name, {0: "Ann"})
>>> name(0), name(1)
('Ann (player 1)', 'Player 2')
>>> turn = Offer(True, frozenset(["c1.0"]), False, False, None, None)
>>> status(game, Selection(start="c1.0"), turn, name)
'Ann (player 1): confirm start mark c1.0 or choose another'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import partial

from game.i18n import N_, _, ngettext
from game.tsuro import SCORED, Tsuro
from web.ui import board
from web.ui.tsuro.selection import Offer, Selection
from web.ui.tsuro.words import Namer

#: A tile's rotation in words, as the hints and the log say it.
TURNED = (N_("unturned"), N_("turned once"), N_("turned twice"), N_("turned three times"))


def player_name(names: Mapping[Hashable, str], player: int) -> str:
    number = player + 1
    plain = _("Player {n}").format(n=number)

    def qualified(name: str) -> str:
        # Translators: a player's name and seat, e.g. "Ann (player 1)".
        return _("{name} (player {n})").format(name=name, n=number)

    return board.player_name(names, player, plain, qualified, (plain, f"Player {number}"))


def status(
    game: Tsuro, chosen: Selection, turn: Offer, name: Namer, you: Hashable | None = None
) -> str:
    """Whose turn and, when the board is offered, what to do."""
    waiting = board.waiting(game, turn.offered, name, partial(winners_text, game, name, you))
    if waiting or game.to_move is None:
        return waiting
    who = name(game.to_move)
    if game.phase == "start" and chosen.start:
        return _("{name}: confirm start mark {mark} or choose another").format(
            name=who, mark=chosen.start
        )
    if game.phase == "start":
        return _("{name}: choose a start mark for your pawn").format(name=who)
    if turn.passing:
        return _("{name}: no tile in hand, pass").format(name=who)
    if turn.bonus:
        return _("{name}: elimination bonus, swap tiles or keep your hand").format(name=who)
    if turn.mover is None:
        return _("{name} to play a tile").format(name=who)
    if chosen.tile is None:
        return _("{name}: choose a tile, turn it, then confirm").format(name=who)
    # Translators: {turned} is "unturned", "turned once", ... (tile numbers are not shown)
    return _("{name}: the tile chosen, {turned}; confirm or change it").format(
        name=who, turned=_(TURNED[chosen.rotation % 4])
    )


def winners_text(game: Tsuro, name: Namer, you: Hashable | None = None) -> str:
    """Who won, and why (said to ``you``, the only person here, if they won alone)."""
    names, winners = board.winner_names(game, name), game.winners()
    if game.variant == "solo":
        return solo_result(game)
    if game.variant in SCORED:
        return _scored_result(game, names, winners == [you])
    if winners == [you]:
        # Translators: after "Game over: ".
        return _("You win: the last pawn on the board")
    if len(winners) == 1:
        return _("{names} wins: the last pawn on the board").format(names=names)
    if all(game.pawn(p) for p in winners):
        return _("{names} share the win: every tile is on the board and their pawns stand").format(
            names=names
        )
    return _("{names} share the win: their pawns left the board together, last of all").format(
        names=names
    )


def solo_result(game: Tsuro) -> str:
    """How a finished solo game went: won (solved), or lost with the tiles placed
    before a pawn left."""
    placed = game.placed_count()
    if game.winners():
        return _("you won: all 35 tiles are on the board and every pawn still stands")
    return ngettext(
        "you lost: a pawn left the board after {n} tile of 35 placed",
        "you lost: a pawn left the board after {n} tiles of 35 placed",
        placed,
    ).format(n=placed)


def solo_end(game: Tsuro, best: tuple[int, int | None] | None) -> str:
    """The end of a solo game, won or lost, with the best result with as many pawns on
    this device (this one when it is a new best)."""
    words = solo_result(game).capitalize() + "."
    if best is None or best[0] != len(game.players):
        return words
    before, placed = best[1], game.placed_count()
    if before is None or placed > before:
        return (
            words
            + " "
            + ngettext(
                "A new best with {pawns} pawns on this device: {n} tile.",
                "A new best with {pawns} pawns on this device: {n} tiles.",
                placed,
            ).format(pawns=best[0], n=placed)
        )
    return (
        words
        + " "
        + ngettext(
            "Your best with {pawns} pawns on this device: {n} tile.",
            "Your best with {pawns} pawns on this device: {n} tiles.",
            before,
        ).format(pawns=best[0], n=before)
    )


def _scored_result(game: Tsuro, names: str, you: bool) -> str:
    """Who won a scored variant, with the winning score."""
    top = max(game.score(p) for p in game.players)
    if game.variant == "longest":
        if you:
            return ngettext(
                "You win: the longest trail, {n} section",
                "You win: the longest trail, {n} sections",
                top,
            ).format(n=top)
        if len(game.winners()) == 1:
            return ngettext(
                "{names} wins: the longest trail, {n} section",
                "{names} wins: the longest trail, {n} sections",
                top,
            ).format(names=names, n=top)
        return ngettext(
            "{names} share the win: the longest trails, {n} section",
            "{names} share the win: the longest trails, {n} sections",
            top,
        ).format(names=names, n=top)
    if you:
        return ngettext(
            "You win: the most crossings, {n}", "You win: the most crossings, {n}", top
        ).format(n=top)
    if len(game.winners()) == 1:
        return ngettext(
            "{names} wins: the most crossings, {n}", "{names} wins: the most crossings, {n}", top
        ).format(names=names, n=top)
    return ngettext(
        "{names} share the win: the most crossings, {n}",
        "{names} share the win: the most crossings, {n}",
        top,
    ).format(names=names, n=top)

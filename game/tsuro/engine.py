"""The Tsuro engine: the rule book (Italian edition, with its FAQ) and RULES.md.

>>> g = new_game(3, deck=range(1, 36))
>>> g.hand(0), g.hand(1), g.pile_size()
([1, 2, 3], [4, 5, 6], 26)
>>> for mark in ("c1.0", "f3.2", "a6.5"):
...     played = g.play("start " + mark)
>>> g.phase, g.to_move, g.legal_moves()  # tile 1 would lead player 0 off the board
('play', 0, ['play 2r1', 'play 2r2', 'play 3r1', 'play 3r2'])
>>> g.play("play 3r1")
'play 3r1'
>>> g.pawn(0), g.trail(0), g.tile_at("c1"), g.hand(0), g.to_move
('b1.2', [('c1', 0, 7)], (3, 1), [1, 2, 10], 1)

Referee decisions (where the book and RULES.md are silent):

- Start marks: a pawn may take any free start mark, also the other mark of a
  side already taken and a mark facing a square another pawn faces (the book asks
  only for "a different start point").
- "Eliminates you" in the ban on self-elimination means leaving the board at the
  edge or by meeting another pawn; only the mover's own path counts, since the
  mover moves first.
- Pawns move one after the other: the mover, then every other pawn facing the new
  tile in turn order. A pawn that reaches the point where another pawn stands is
  out together with it ("moving into each other"); both are listed in
  :meth:`Tsuro.eliminated` in turn order from the mover.
- When the dragon holder is eliminated, the dragon goes to the next living player
  clockwise holding fewer than 3 tiles at that moment (the mover, having just
  played, counts), else back beside the board; then the returned tiles are dealt
  from the holder.
- The mover draws "to replace" the tile played: from the pile, or, if the pile is
  empty and the dragon is free, the mover takes the dragon (not with 2 players).
  While a player holds the dragon, tiles are dealt only when some return.
- A player who passes (holding no tile) draws nothing.
- Returned hands are shuffled into the pile with the game's seed. At the end of the
  game hands of players eliminated in the last turn also go back to the pile.
- The end is checked after every placement, before any swap or draw: no pawn left
  means the players eliminated by that placement share the win; one pawn left wins;
  with all 35 tiles placed, every pawn still standing shares the win.
- Elimination bonus (option, 3 to 8 players): after a placement that eliminates
  other players holding tiles, if the mover is still on the board, holds a tile and
  the game goes on, the mover's next move is a swap: ``swap none`` or
  ``swap 7>21 12>30`` (give 7 and take 21, give 12 and take 30, from the hands of
  the players just eliminated). The swap is normalised with the given tiles
  ascending paired with the taken tiles ascending. Only then are the eliminated
  hands shuffled back and tiles drawn. :attr:`Tsuro.phase` stays ``"play"``.

Variants (``variant``; :data:`VARIANTS`), decided here where they meet the rules:

- ``"classic"``: the rule book's game, as above.
- ``"longest"`` (longest path) and ``"crossings"`` (most crossings): played as the
  classic game, dragon, ban on self-elimination, collisions and elimination bonus
  included; only the winners differ. A player's :meth:`Tsuro.score` is the number
  of tile sections of their trail, or the times their trail crosses itself (two of
  its sections on one tile whose ends alternate around the square); the sections
  travelled on the way off the board count, a pawn knocked out where it stands
  travels none. The game ends as usual (one pawn or none left, or all 35 tiles
  placed) and the top score wins, on the board or not; a tie shares the win.
- ``"open"`` (open tiles): one hand of 3 tiles, face up, shared by every player:
  the player to move plays from it and it is refilled from the pile after every
  placement, whether the mover stays on the board or not. With no hand of one's
  own there is no dragon (nobody waits for tiles: the shared hand just shrinks
  once the pile is empty) and no elimination bonus (refused); the ban on
  self-elimination looks at the shared hand. Winners as in the classic game.
- ``"solo"``: one person moves every pawn (the "players" 0..n-1 are the pawns,
  2 to 8), placing each on its start mark, then playing from one hand of 3 as in
  open tiles, for the pawns in turn. The ban on self-elimination covers every pawn
  (all are the person's): a placement that takes any pawn off the board is legal
  only when every tile and rotation in hand does. The game ends at the first pawn
  out (lost: no winners) or with all 35 tiles placed and every pawn on the board
  (won: every pawn is a winner); the result is :meth:`Tsuro.placed_count`. No
  dragon, no elimination bonus (refused).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import NotRequired, Self, TypedDict

from game.core import SEEDS, Game, IllegalMove, quote
from game.i18n import _
from game.tsuro.notation import Move, Pass, Play, Start, Swap, parse
from game.tsuro.paths import (
    PawnMove,
    Section,
    crossings,
    mover_survives,
    slide,
    surviving,
    walks,
)
from game.tsuro.state import HAND_SIZE, State, rng
from game.tsuro.tiles import (
    SQUARES,
    START_MARKS,
    TILES,
    distinct_rotations,
    parse_place,
    place_name,
    square_index,
)

_ROTATIONS = {number: distinct_rotations(number) for number in TILES}
#: Each tile's codes (``number * 4 + rotation``) at its distinct rotations.
_CODES = {number: tuple(number * 4 + r for r in _ROTATIONS[number]) for number in TILES}
_START_CODES = {mark: s * 8 + p for mark in START_MARKS for s, p in [parse_place(mark)]}
_START_MOVES = {code: str(Start(mark)) for mark, code in _START_CODES.items()}
#: The text of each play move by tile code (``number * 4 + rotation``), written once.
_PLAYS = {n * 4 + r: str(Play(n, r)) for n in TILES for r in range(4)}
#: The tile code of each play move's text (what _apply reads first).
_PLAY_CODES = {text: code for code, text in _PLAYS.items()}

#: The variants of :func:`new_game`, in the order of their number in an encoding.
VARIANTS = ("classic", "longest", "crossings", "open", "solo")
#: The variants won by the top :meth:`Tsuro.score`.
SCORED = ("longest", "crossings")
#: The variants played from one face-up hand shared by every player.
SHARED_HAND = ("open", "solo")


@dataclass(frozen=True)
class Preview:
    """What a ``play`` move would do, worked out before it is played.

    ``steps`` has one :class:`~game.tsuro.paths.PawnMove` per pawn that moves or
    leaves the board, the mover's first; ``legal`` is False when the ban on
    self-elimination forbids the move.
    """

    move: str
    square: str
    path: tuple[Section, ...]
    steps: tuple[PawnMove, ...]
    mover_out: bool
    legal: bool


def new_game(
    players: int = 2,
    seed: int | None = None,
    deck: Iterable[int] | None = None,
    elimination_bonus: bool = False,
    variant: str = "classic",
) -> Tsuro:
    """A new game for 2..8 players, numbered 0..n-1 in turn order (0 starts); in
    ``variant="solo"`` they are the pawns of one person.

    ``deck``: all 35 tile numbers in dealing order (player 0 takes the first 3,
    player 1 the next 3, ...; the pile is the rest, drawn in order); otherwise
    ``seed`` shuffles. ``seed`` is in :data:`game.core.SEEDS` (0 to 2**32 - 1), and
    also shuffles the hands that go back to the pile; ``seed=None`` picks a random
    one, kept in the game. ``variant``: one of :data:`VARIANTS` (see the module's
    docstring); in the shared-hand variants the first 3 tiles of ``deck`` are the
    shared hand.
    """
    return Tsuro(players, seed, None if deck is None else tuple(deck), elimination_bonus, variant)


class Options(TypedDict):
    """The options a game was made with, the seed included; ``variant`` only when it
    is not the classic game (whose options are as they always were)."""

    players: int
    seed: int
    deck: list[int] | None
    elimination_bonus: bool
    variant: NotRequired[str]


class Tsuro(Game):
    """A game of Tsuro; see the module docstring for an example and the rulings."""

    CODE = "T"
    #: Format 2 adds the variant; a classic game is still written in format 1, which
    #: every version of the page reads, and a variant in format 2, which pages made
    #: before the variants refuse by its number.
    VERSION = 2

    _state: State

    def __init__(
        self,
        players: int = 2,
        seed: int | None = None,
        deck: tuple[int, ...] | None = None,
        elimination_bonus: bool = False,
        variant: str = "classic",
    ) -> None:
        super().__init__()
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
            raise ValueError(
                _("Tsuro is for 2 to 8 players, not {players}").format(players=repr(players))
            )
        if variant not in VARIANTS:
            raise ValueError(
                _("Tsuro's variants are {variants}, not {variant}").format(
                    variants=", ".join(VARIANTS), variant=quote(str(variant))
                )
            )
        if elimination_bonus and players == 2:
            raise ValueError(_("the elimination bonus is not used with 2 players"))
        if elimination_bonus and variant in SHARED_HAND:
            raise ValueError(_("the elimination bonus needs a hand for each player"))
        if seed is None:
            seed = random.choice(SEEDS)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed not in SEEDS:
            raise ValueError(_("the seed must be a whole number from 0 to 2**32 - 1"))
        if deck is not None and (len(deck) != len(TILES) or set(deck) != set(TILES)):
            raise ValueError(_("the deck must hold each tile number 1..35 exactly once"))
        self._seed = seed
        self._deck = deck
        self._bonus = bool(elimination_bonus)
        self._variant = variant
        self._shared = variant in SHARED_HAND
        self._view = False
        order = list(deck) if deck is not None else list(TILES)
        if deck is None:
            rng(seed, 0).shuffle(order)
        # A shared hand is kept by the player to move and handed on with the turn.
        dealt = 1 if self._shared else players
        hands = [order[HAND_SIZE * p : HAND_SIZE * (p + 1)] for p in range(dealt)]
        hands += [[] for _p in range(players - dealt)]
        self._state = State(hands, order[HAND_SIZE * dealt :][::-1])

    # -- what the page and bots read ----------------------------------------------

    @property
    def players(self) -> tuple[int, ...]:
        """The players, ``(0, 1, ..., n-1)``, in turn order."""
        return tuple(range(len(self._state.pawns)))

    @property
    def options(self) -> Options:
        """The options this game was made with, the seed included (``deck``: a list or None)."""
        options: Options = {
            "players": len(self._state.pawns),
            "seed": self._seed,
            "deck": None if self._deck is None else list(self._deck),
            "elimination_bonus": self._bonus,
        }
        if self._variant != "classic":
            options["variant"] = self._variant
        return options

    @property
    def variant(self) -> str:
        """The variant played, one of :data:`VARIANTS`."""
        return self._variant

    def score(self, player: int) -> int:
        """``player``'s score in the scored variants (:data:`SCORED`): the tile
        sections of their trail (longest path) or the times it crosses itself (most
        crossings); in the other variants, the sections of the trail too."""
        trail = self._state.trails[player]
        return crossings(trail) if self._variant == "crossings" else len(trail)

    def hands_secret(self) -> bool:
        """True unless every player plays from one face-up hand (open tiles, solo)."""
        return not self._shared

    def shared_hand(self) -> list[int] | None:
        """The face-up hand every player plays from (open tiles, solo), else None."""
        if not self._shared:
            return None
        return [tile for hand in self._state.hands for tile in hand]  # one holds it

    @property
    def phase(self) -> str:
        """``"start"`` (pawns go on start marks), ``"play"`` or ``"over"``."""
        return self._state.phase

    @property
    def to_move(self) -> int | None:
        """The player to move; None once the game is over."""
        return None if self._state.phase == "over" else self._state.turn

    @property
    def dragon(self) -> int | None:
        """The player holding the dragon tile, or None when it lies beside the board."""
        return self._state.dragon

    def winners(self) -> list[int]:
        """The winners, ascending (several share a win); empty before the end."""
        return list(self._state.won)

    def hand(self, player: int) -> list[int]:
        """The tile numbers ``player`` holds, in the order they were dealt or drawn."""
        return list(self._state.hands[player])

    def pawn(self, player: int) -> str | None:
        """The place of ``player``'s pawn (``"c3.4"``), None before its start or once out."""
        code = self._state.pawns[player]
        return None if code < 0 else place_name(code >> 3, code & 7)

    def eliminated(self) -> list[int]:
        """The players out of the game, in order of elimination."""
        return list(self._state.out)

    def elimination(self, player: int) -> tuple[str, str] | None:
        """Why and where ``player`` left the board: ``("edge", "a1.0")`` or
        ``("collision", "c3.4")``; None while on the board."""
        return self._state.fates[player]

    def trail(self, player: int) -> list[Section]:
        """Every tile section ``player``'s pawn travelled, in order:
        ``(square, from_point, to_point)``."""
        return list(self._state.trails[player])

    def tile_at(self, square: str) -> tuple[int, int] | None:
        """``(number, rotation)`` of the tile on ``square``, or None if it is empty."""
        code = self._state.board[square_index(square)]
        return None if code < 0 else (code >> 2, code & 3)

    def board_codes(self) -> tuple[int, ...]:
        """Every square's tile as a code, ``number * 4 + rotation``, or -1 if it is
        empty, by square index (``a1`` first, row by row): :meth:`tile_at` for all
        squares at once, for computer players."""
        return tuple(self._state.board)

    def pawn_codes(self) -> tuple[int, ...]:
        """Every player's place as a code, ``square_index * 8 + point``, or -1 before
        its start or once out: :meth:`pawn` for all players at once, for computer
        players."""
        return tuple(self._state.pawns)

    def pile_size(self) -> int:
        """How many tiles are left to draw."""
        return len(self._state.pile)

    def next_draw(self) -> list[int] | None:
        """The tiles the mover draws after laying a tile that takes no pawn off the board
        and does not end the game, as :meth:`_finish_turn` deals them: the top of the pile,
        or none once it is empty; None if that is not so simple (a shared hand, or a held
        dragon with tiles to deal round the table). For computer players, on their views:
        the pile's order is hidden."""
        st = self._state
        if self._shared or (st.dragon is not None and st.pile):
            return None
        return [st.pile[-1]] if st.pile and st.dragon is None else []

    def placed_count(self) -> int:
        """How many tiles are on the board."""
        return self._state.placed

    def swap_offer(self) -> list[int]:
        """The tiles the mover may take under the elimination bonus now, else []."""
        st = self._state
        return sorted(t for p in st.pending for t in st.hands[p])

    def unseen(self, player: int) -> list[int]:
        """The tiles ``player`` cannot see (other hands and the pile), ascending."""
        st = self._state
        if self._shared:
            return sorted(st.pile)
        shown = st.pending if player == st.turn else ()
        hidden = [t for p, h in enumerate(st.hands) if p != player and p not in shown for t in h]
        return sorted(hidden + st.pile)

    def view(self, player: int, seed: int) -> Self:
        """A copy for ``player``'s bots: the tiles ``player`` cannot see, reshuffled
        with ``seed`` and dealt again in the same sizes to the same hands and pile.

        For search only: games that differ only in hidden tiles give equal views, a
        view cannot take back moves played before it was made and cannot be encoded.
        """
        st = self._state
        view = self.copy()
        tiles = self.unseen(player)
        random.Random(f"tsuro-view/{seed}").shuffle(tiles)
        shown = st.pending if player == st.turn else ()
        for p, hand in enumerate(view._state.hands):
            if p != player and p not in shown and hand and not self._shared:
                view._state.hands[p] = sorted(tiles[: len(hand)])
                del tiles[: len(hand)]
        view._state.pile = tiles
        view._state.moves = None
        view._seed, view._deck, view._view, view._past = seed, None, True, []
        return view

    def preview(self, move: str) -> Preview:
        """What the ``play`` move ``move`` would do, without playing it.

        Works for a tile in hand even when the ban on self-elimination forbids it
        (then ``legal`` is False); IllegalMove for anything else.
        """
        play = self._parse_play(move)
        st = self._state
        mover = st.turn
        square = st.pawns[mover] >> 3
        code = play.tile * 4 + play.rotation
        steps = slide(st.board, st.pawns, square, code, mover)
        out = steps[0].place is None
        legal = self._keeps(code) or not self._survivable()
        return Preview(str(play), SQUARES[square], steps[0].path, tuple(steps), out, legal)

    # -- moves ----------------------------------------------------------------------

    def legal_moves(self) -> list[str]:
        """Every legal move now, in a fixed order."""
        st = self._state
        if st.moves is None:
            st.moves = self._legal_moves()
        return list(st.moves)

    def _legal_moves(self) -> list[str]:
        st = self._state
        if st.phase == "over":
            return []
        if st.phase == "start":
            taken = set(st.pawns)
            return [move for code, move in _START_MOVES.items() if code not in taken]
        if st.pending:
            return self._swaps()
        hand = st.hands[st.turn]
        if not hand:
            return [str(Pass())]
        choices: list[int] = []
        for tile in sorted(hand):
            choices += _CODES[tile]
        return list(map(_PLAYS.__getitem__, self._safe(choices) or choices))

    def _normalise(self, text: str) -> str:
        st = self._state
        if st.moves is not None and text in st.moves:  # already in normal form
            return text
        if st.phase == "over":
            raise IllegalMove(_("the game is over"))
        move = parse(text)
        if st.phase == "start":
            return self._normalise_start(move)
        if st.pending:
            if not isinstance(move, Swap):
                raise IllegalMove(
                    _("first answer the elimination bonus: 'swap none' or swaps like 'swap 7>21'")
                )
            return self._normalise_swap(move)
        if isinstance(move, Start):
            raise IllegalMove(_("every pawn is on the board already"))
        if isinstance(move, Swap):
            raise IllegalMove(_("a swap only answers the elimination bonus, after an elimination"))
        if isinstance(move, Pass):
            if st.hands[st.turn]:
                raise IllegalMove(_("you may pass only when you hold no tile"))
            return str(move)
        play = self._held(move)
        code = play.tile * 4 + play.rotation
        if not self._keeps(code) and self._survivable():
            if self._variant == "solo":
                reason = _(
                    "tile {tile} at rotation {rotation} would take a pawn off the board, "
                    "and another tile or rotation in your hand keeps every pawn on"
                )
            else:
                reason = _(
                    "tile {tile} at rotation {rotation} would take your pawn off the "
                    "board, and another tile or rotation in your hand keeps it on"
                )
            raise IllegalMove(reason.format(tile=play.tile, rotation=play.rotation))
        return str(play)

    def _normalise_start(self, move: Move) -> str:
        if not isinstance(move, Start):
            raise IllegalMove(
                _("every pawn goes on a start mark first: write it like 'start a1.0'")
            )
        if move.mark not in _START_CODES:
            raise IllegalMove(
                _("{mark} is not a start mark (a point on the board's outer edge)").format(
                    mark=quote(move.mark)
                )
            )
        if _START_CODES[move.mark] in self._state.pawns:
            raise IllegalMove(_("another pawn already stands on {mark}").format(mark=move.mark))
        return str(move)

    def _parse_play(self, text: str) -> Play:
        """The play move ``text`` of a tile in hand, at its lowest equivalent rotation."""
        st = self._state
        if st.phase != "play" or st.pending:
            raise IllegalMove(
                _("a tile can't be played now ({example} can)").format(
                    example=repr(self._example())
                )
            )
        move = parse(text)
        if not isinstance(move, Play):
            raise IllegalMove(
                _("write a tile and its rotation 0..3 like 'play 17r2', not {text}").format(
                    text=quote(text)
                )
            )
        return self._held(move)

    def _held(self, move: Play) -> Play:
        """``move`` at its tile's lowest equivalent rotation, if the tile is in hand."""
        hand = self._state.hands[self._state.turn]
        if move.tile not in hand:
            raise IllegalMove(
                _("tile {tile} is not in your hand {hand}").format(tile=move.tile, hand=hand)
            )
        rotations = _ROTATIONS[move.tile]
        return Play(move.tile, rotations[move.rotation % len(rotations)])

    def _survivable(self) -> bool:
        """True if some tile and rotation in hand keeps the mover on (in solo, every
        pawn; asked only about a move that does not, so that move need not be left out)."""
        st = self._state
        return bool(self._safe([t * 4 + r for t in st.hands[st.turn] for r in _ROTATIONS[t]]))

    def _safe(self, codes: list[int]) -> list[int]:
        """The tile codes of ``codes`` the ban on self-elimination allows the mover
        when some are allowed: those keeping the mover on the board, in solo those
        keeping every pawn on."""
        st = self._state
        square = st.pawns[st.turn] >> 3
        kept = surviving(st.board, st.pawns, square, codes, st.turn)
        if self._variant != "solo":
            return kept
        return [
            code
            for code in kept
            if all(walk[1] >= 0 for walk in walks(st.board, st.pawns, square, code, st.turn))
        ]

    def _keeps(self, code: int) -> bool:
        """True if tile code ``code`` is among :meth:`_safe`'s."""
        st = self._state
        square = st.pawns[st.turn] >> 3
        if self._variant == "solo":
            return bool(self._safe([code]))
        return mover_survives(st.board, st.pawns, square, code, st.turn)

    def _swaps(self) -> list[str]:
        hand, offer = sorted(self._state.hands[self._state.turn]), self.swap_offer()
        moves = [str(Swap(()))]
        for size in range(1, len(hand) + 1):
            for give in combinations(hand, size):
                for take in combinations(offer, size):
                    moves.append(str(Swap(tuple(zip(give, take, strict=True)))))
        return moves

    def _normalise_swap(self, move: Swap) -> str:
        give = [given for given, _taken in move.pairs]
        take = [taken for _given, taken in move.pairs]
        hand, offer = self._state.hands[self._state.turn], self.swap_offer()
        if len(set(give)) != len(give) or not set(give) <= set(hand):
            raise IllegalMove(
                _("you can give only tiles of your hand {hand}, each once").format(hand=hand)
            )
        if len(set(take)) != len(take) or not set(take) <= set(offer):
            raise IllegalMove(
                _("you can take only tiles of the eliminated hands {offer}, each once").format(
                    offer=offer
                )
            )
        return str(move)

    # -- playing ------------------------------------------------------------------------

    def _apply(self, move: str) -> None:
        st = self._state
        st.moves = None
        code = _PLAY_CODES.get(move)
        if code is not None:
            self._place(code >> 2, code & 3)
            return
        match parse(move):
            case Start(mark):
                st.pawns[st.turn] = _START_CODES[mark]
                st.turn += 1
                if st.turn == len(st.pawns):
                    st.phase, st.turn = "play", 0
            case Pass():
                st.turn = st.next_alive(st.turn)
            case Swap(pairs):
                self._swap(pairs)
            case Play(tile, rotation):
                self._place(tile, rotation)

    def _place(self, number: int, rotation: int) -> None:
        st = self._state
        mover, count = st.turn, len(st.pawns)
        st.hands[mover] = hand = st.hands[mover][:]  # hands are shared with past states
        hand.remove(number)
        square = st.pawns[mover] >> 3
        steps = walks(st.board, st.pawns, square, number * 4 + rotation, mover)
        st.board[square] = number * 4 + rotation
        st.placed += 1
        newly: list[int] = []
        for player, code, path, out, at in steps:
            if path:
                st.trails[player] += path
            st.pawns[player] = code
            if out:
                if not newly:  # the fates are shared with past states: replaced
                    st.fates = st.fates[:]
                st.fates[player] = (out, place_name(at >> 3, at & 7))
                newly.append(player)
        if newly:
            newly.sort(key=lambda p: (p - mover) % count)
            st.out = st.out + newly
            self._pass_dragon(newly)
        if self._variant == "solo":
            if newly or st.placed == len(TILES):
                st.won = [] if newly else st.alive()
                st.phase = "over"
                return
        elif count - st.pawns.count(-1) <= 1 or st.placed == len(TILES):
            st.phase = "over"
            if self._variant in SCORED:
                scores = [self.score(p) for p in range(count)]
                st.won = [p for p in range(count) if scores[p] == max(scores)]
            else:
                st.won = st.alive() or sorted(newly)
            self._return_hands(newly)
            return
        if (
            newly
            and self._bonus
            and st.pawns[mover] >= 0
            and st.hands[mover]
            and any(st.hands[p] for p in newly)
        ):
            st.pending = tuple(newly)
            return
        self._finish_turn(mover, newly)

    def _swap(self, pairs: tuple[tuple[int, int], ...]) -> None:
        st = self._state
        hand = st.hands[st.turn] = st.hands[st.turn][:]  # hands are shared with past states
        for give, take in pairs:
            owner = next(p for p in st.pending if take in st.hands[p])
            hand[hand.index(give)] = take
            given = st.hands[owner] = st.hands[owner][:]
            given[given.index(take)] = give
        newly, st.pending = list(st.pending), ()
        self._finish_turn(st.turn, newly)

    def _finish_turn(self, mover: int, newly: list[int]) -> None:
        """Return eliminated hands, draw, and give the turn on (the mover's hand is
        this state's own by now: :meth:`_place` and :meth:`_swap` copied it)."""
        st = self._state
        if self._shared:
            # The shared hand is refilled and handed on to the next player.
            hand = st.hands[mover]
            if st.pile:
                hand.append(st.pile.pop())
            st.turn = st.next_alive(mover)
            st.hands[mover], st.hands[st.turn] = [], hand
            return
        if newly:
            self._return_hands(newly)
        if st.dragon is not None:
            if st.pile:
                self._deal_from_dragon(st.dragon)
        elif st.pawns[mover] >= 0:
            if st.pile:
                st.hands[mover].append(st.pile.pop())
            elif len(st.pawns) > 2:
                st.dragon = mover
        st.turn = st.next_alive(mover)

    def _pass_dragon(self, newly: list[int]) -> None:
        """An eliminated holder's dragon goes to the next player clockwise short of tiles."""
        st = self._state
        if st.dragon in newly:
            st.dragon = next(
                (p for p in self._clockwise(st.dragon) if len(st.hands[p]) < HAND_SIZE), None
            )

    def _return_hands(self, newly: list[int]) -> None:
        st = self._state
        if not newly:
            return
        returned = [t for p in newly for t in st.hands[p]]
        if returned:
            for p in newly:
                st.hands[p] = []
            st.pile += returned
            st.shuffles += 1
            rng(self._seed, st.shuffles).shuffle(st.pile)

    def _deal_from_dragon(self, holder: int) -> None:
        """Deal one tile at a time from the dragon ``holder`` clockwise until all hold 3
        (the dragon goes back) or the pile runs out (the dragon goes to the first
        player who could not draw)."""
        st = self._state
        order = [holder, *self._clockwise(holder)]
        while any(len(st.hands[p]) < HAND_SIZE for p in order):
            for p in order:
                if len(st.hands[p]) < HAND_SIZE:
                    if not st.pile:
                        st.dragon = p
                        return
                    st.hands[p] = [*st.hands[p], st.pile.pop()]
        st.dragon = None

    def _clockwise(self, player: int) -> list[int]:
        """The living players after ``player``, clockwise."""
        count = len(self._state.pawns)
        return [
            (player + i) % count
            for i in range(1, count)
            if self._state.pawns[(player + i) % count] >= 0
        ]

    # -- encoding -------------------------------------------------------------------------

    def _version(self) -> int:
        """Format 1 for the classic game, 2 (with the variant) for the others."""
        return 1 if self._variant == "classic" else 2

    def _header(self) -> list[int]:
        """Players, flags (1: elimination bonus, 2: a deck follows), seed, in format 2
        the variant's number in :data:`VARIANTS` (1 or more), then the deck."""
        flags = int(self._bonus) | (2 if self._deck is not None else 0)
        variant = [VARIANTS.index(self._variant)] if self._variant != "classic" else []
        return [len(self._state.pawns), flags, self._seed, *variant, *(self._deck or ())]

    @classmethod
    def _from_header(cls, header: list[int]) -> Self:
        return cls._from_versioned_header(header, 1)

    @classmethod
    def _from_versioned_header(cls, header: list[int], version: int) -> Self:
        fields = 3 if version == 1 else 4
        if len(header) not in (fields, fields + len(TILES)):
            raise ValueError(_("the saved game is damaged: its options are incomplete"))
        players, flags, seed = header[:3]
        variant, deck = (0, header[3:]) if version == 1 else (header[3], header[4:])
        if (
            not 2 <= players <= 8
            or flags > 3
            or seed not in SEEDS
            or bool(flags & 2) != bool(deck)
            or (flags & 1 and players == 2)
            or (version != 1 and not 1 <= variant < len(VARIANTS))
            or (flags & 1 and VARIANTS[variant] in SHARED_HAND)
        ):
            raise ValueError(_("the saved game is damaged: its options are not valid"))
        if deck and sorted(deck) != sorted(TILES):
            raise ValueError(_("the saved game is damaged: its deck is not every tile once"))
        return cls(players, seed, tuple(deck) if deck else None, bool(flags & 1), VARIANTS[variant])

    def encode(self) -> str:
        """The game as a short text (see :meth:`game.core.Game.encode`); not for views."""
        if self._view:
            raise ValueError("a view is for search only and cannot be encoded")
        return super().encode()

    def undo(self) -> str:
        """Take back the last move (see :meth:`game.core.Game.undo`)."""
        if self.history and not self._past:
            raise IndexError("a view cannot take back moves played before it was made")
        return super().undo()

"""What every game engine of this package has in common.

A game is its options, its seed and its moves: :class:`Game` keeps the move
history, takes moves back, copies itself for bots, and turns itself into a short
versioned text (see :mod:`game.codec`) that replays to the same state anywhere.

An engine subclasses :class:`Game` and provides:

- ``CODE`` (one letter naming the game in an encoding) and ``VERSION`` (the newest
  format it writes; it reads every format from 1 to ``VERSION``, and may write
  an older one for a game the older format can hold: ``_version()``);
- ``self._state``: the whole position in one object with a ``copy()`` method
  (:class:`Position`);
- ``_normalise(move)``: the normalised form of a legal move string, or
  :class:`IllegalMove` saying why not (it must not change anything);
- ``_apply(move)``: plays a normalised legal move on ``self._state``;
- ``_header()`` and ``_from_header(ints)``: the options and seed as integers;
  ``_from_header`` reads them from outside (a link, a save), so it checks every
  number (the seed is in :data:`SEEDS`) and the game it makes can play every
  legal move; it reads back exactly what ``_header`` writes;
- ``legal_moves()``, ``to_move``, ``phase``, ``players``, ``is_over()``,
  ``winners()``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from typing import ClassVar, Protocol, Self

from game import codec
from game.i18n import _

#: The seeds a game can have: ``new_game`` picks one of them when given none and
#: refuses any other, and a decoded game's seed is checked to be one of them.
SEEDS = range(2**32)


class IllegalMove(ValueError):
    """A move the rules do not allow now. The game is left untouched."""


#: The most of a text from outside that a message quotes back.
QUOTE_LENGTH = 40


def quote(text: str) -> str:
    """``text`` quoted for a message, cut short if it is long.

    >>> quote("play 17r2"), quote("x" * 50)
    ("'play 17r2'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'")
    """
    return repr(text if len(text) <= QUOTE_LENGTH else text[: QUOTE_LENGTH - 1] + "…")


class Position(Protocol):
    """What :class:`Game` needs of an engine's position: a copy it may change."""

    def copy(self) -> Self: ...


class Game(ABC):
    """History, undo, copying and encoding shared by both engines."""

    CODE: ClassVar[str]
    VERSION: ClassVar[int]

    _state: Position

    def __init__(self) -> None:
        self.history: list[str] = []
        self._past: list[Position] = []  # the state before each move of the history
        self._indices: list[int] = []  # each move's index in legal_moves(), as far as known

    # -- what each engine provides ------------------------------------------------

    @abstractmethod
    def legal_moves(self) -> list[str]:
        """Every legal move now, each once, in a fixed order."""

    @property
    @abstractmethod
    def to_move(self) -> Hashable:
        """The player whose turn it is."""

    @property
    @abstractmethod
    def phase(self) -> str:
        """The game's phase, ending with ``"over"``."""

    @property
    @abstractmethod
    def players(self) -> tuple[Hashable, ...]:
        """The players in turn order."""

    @property
    @abstractmethod
    def options(self) -> Mapping[str, object]:
        """The options the game was made with, its seed included."""

    @abstractmethod
    def winners(self) -> Sequence[Hashable]:
        """The winners (several on a shared win); empty before the end."""

    @abstractmethod
    def _normalise(self, move: str) -> str:
        """The normalised form of ``move`` if it is legal now, else IllegalMove."""

    @abstractmethod
    def _apply(self, move: str) -> None:
        """Play a normalised, legal move on ``self._state``."""

    @abstractmethod
    def _header(self) -> list[int]:
        """The game's options and seed as non-negative integers."""

    @classmethod
    @abstractmethod
    def _from_header(cls, header: list[int]) -> Self:
        """A new game from what :meth:`_header` gave, every number checked; else
        ValueError with a short message that does not repeat the numbers."""

    def _version(self) -> int:
        """The format version this game is written in (by default :attr:`VERSION`)."""
        return self.VERSION

    @classmethod
    def _from_versioned_header(cls, header: list[int], version: int) -> Self:
        """:meth:`_from_header` for a text in format ``version`` (by default the same
        for every version)."""
        return cls._from_header(header)

    # -- shared behaviour ---------------------------------------------------------

    def player_name(self, player: Hashable) -> str:
        """How the rules call ``player`` in messages, e.g. ``"Player 2"``."""
        return _("Player {number}").format(number=player)

    def hands_secret(self) -> bool:
        """True if each player holds a hand the others may not see (none by default)."""
        return False

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "over"

    def play(self, move: str) -> str:
        """Play ``move`` and return it in normalised notation.

        Raises :class:`IllegalMove` (a ``ValueError``) with the reason when the
        move is not legal now; the game is then unchanged.
        """
        if not isinstance(move, str):
            raise IllegalMove(
                _("a move is a text such as {example}").format(example=repr(self._example()))
            )
        normalised = self._normalise(move)
        # The move is applied to a copy: a state kept in the history (which copies of
        # this game share) is never changed, even after an undo made it current again.
        before = self._state
        self._state = before.copy()
        try:
            self._apply(normalised)
        except BaseException:
            self._state = before
            raise
        self._past.append(before)
        self.history.append(normalised)
        return normalised

    def undo(self) -> str:
        """Take back the last move and return it; IndexError if none was played."""
        if not self.history:
            raise IndexError(_("no move to take back"))
        self._state = self._past.pop()
        move = self.history.pop()
        del self._indices[len(self.history) :]
        return move

    def copy(self) -> Self:
        """An independent copy with the same history (what bots search on)."""
        cls = type(self)
        clone = cls.__new__(cls)  # what copy.copy does, without its generic steps
        clone.__dict__.update(self.__dict__)
        clone._state = self._state.copy()
        clone.history = list(self.history)
        clone._past = list(self._past)  # past states are never changed in place
        clone._indices = list(self._indices)
        return clone

    def encode(self) -> str:
        """A short text, safe in a URL fragment, that :func:`decode` turns back
        into this game: the options, the seed and the index of each move in
        :meth:`legal_moves`."""
        return codec.pack(self.CODE, self._version(), self._header(), self._move_indices())

    def _move_indices(self) -> list[int]:
        """Each move's index in the legal moves of its position, each worked out once
        (a page saves after every move, so this must not replay the whole game)."""
        current = self._state
        try:
            for number in range(len(self._indices), len(self.history)):
                self._state = self._past[number]
                self._indices.append(self.legal_moves().index(self.history[number]))
        finally:
            self._state = current
        return self._indices

    @classmethod
    def decode(cls, text: str, known: Game | None = None) -> Self:
        """The game that :meth:`encode` wrote, or ValueError saying what is wrong.

        Only the exact text :meth:`encode` writes is read (see :mod:`game.codec`):
        a game read back encodes to the same text. ``known``, a game that may begin
        as ``text`` does (a page's game, and a peer's with a move more), saves
        replaying the moves the two share: they are taken from it, and the game read
        is the same as without it.
        """
        version, header, indices = codec.unpack(text, cls.CODE)
        if not 1 <= version <= cls.VERSION:
            raise ValueError(
                _(
                    "this game was saved in format version {version}; "
                    "this version of the game reads format {current}"
                ).format(version=version, current=cls.VERSION)
            )
        shared, game = 0, None
        if isinstance(known, cls) and known._version() == version and known._header() == header:
            for mine, theirs in zip(known._move_indices(), indices, strict=False):
                if mine != theirs:
                    break
                shared += 1
            if shared:
                game = known.copy()
                while len(game.history) > shared:
                    game.undo()
        if game is None:
            game = cls._from_versioned_header(header, version)
            if game._version() != version:  # a game written in another format: not canonical
                raise ValueError(_("the saved game is damaged: its options are not valid"))
        for number, index in enumerate(indices[shared:], shared + 1):
            moves = game.legal_moves()
            if index >= len(moves):
                raise ValueError(
                    _("the encoded game is damaged: move {number} is not a legal move").format(
                        number=number
                    )
                )
            game.play(moves[index])
        game._indices = list(indices)
        return game

    def _example(self) -> str:
        moves = self.legal_moves()
        return moves[0] if moves else "pass"

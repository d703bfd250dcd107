"""The shared machinery: history, undo, copy, the codec and its error messages."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import codec, shangrila, tsuro
from game.core import Game, IllegalMove


@dataclasses.dataclass
class _Heap:
    left: int
    mover: int = 0

    def copy(self) -> _Heap:
        return dataclasses.replace(self)


class Nim(Game):
    """A toy game on the shared base: take 1 to 3 from a heap; the last taker wins."""

    CODE, VERSION = "N", 1

    def __init__(self, size: int = 10) -> None:
        super().__init__()
        self.size = size
        self._state = _Heap(size)

    legal = staticmethod(lambda left: [f"take {n}" for n in (1, 2, 3) if n <= left])

    def legal_moves(self) -> list[str]:
        return self.legal(self._state.left)

    to_move = property(lambda self: self._state.mover)
    phase = property(lambda self: "over" if self._state.left == 0 else "play")
    players = property(lambda self: (0, 1))

    options = property(lambda self: {})

    def winners(self) -> list:
        return [1 - self._state.mover] if self.is_over() else []

    def _normalise(self, move: str) -> str:
        move = " ".join(move.lower().split())
        if move not in self.legal_moves():
            raise IllegalMove(f"{move!r} is not one of {self.legal_moves()}")
        return move

    def _apply(self, move: str) -> None:
        self._state.left -= int(move.split()[1])
        self._state.mover = 1 - self._state.mover

    def _header(self) -> list[int]:
        return [self.size]

    @classmethod
    def _from_header(cls, header: list[int]) -> Nim:
        (size,) = header
        return cls(size)


def test_play_normalises_and_records() -> None:
    g = Nim()
    assert g.play("  TAKE   2 ") == "take 2"
    assert g.history == ["take 2"]
    assert g.to_move == 1


def test_illegal_move_is_a_value_error_and_changes_nothing() -> None:
    g = Nim(2)
    g.play("take 1")
    with pytest.raises(ValueError, match="not one of"):
        g.play("take 3")
    with pytest.raises(IllegalMove):
        g.play(7)  # type: ignore[arg-type]
    assert g.history == ["take 1"] and g._state == _Heap(1, 1)


def test_undo_restores_and_complains_when_empty() -> None:
    g = Nim()
    g.play("take 3")
    g.play("take 1")
    assert g.undo() == "take 1"
    assert g._state == _Heap(7, 1) and g.history == ["take 3"]
    g.undo()
    with pytest.raises(IndexError):
        g.undo()


def test_copy_is_independent() -> None:
    g = Nim()
    g.play("take 1")
    clone = g.copy()
    clone.play("take 3")
    clone.undo()
    clone.undo()
    assert g.history == ["take 1"] and g._state == _Heap(9, 1)


@settings(deadline=None)
@given(st.lists(st.integers(0, 2), max_size=12), st.integers(1, 40))
def test_decode_encode_replays_the_same_game(choices: list[int], size: int) -> None:
    g = Nim(size)
    for choice in choices:
        if g.is_over():
            break
        moves = g.legal_moves()
        g.play(moves[choice % len(moves)])
    again = Nim.decode(g.encode())
    assert again.history == g.history and again._state == g._state and again.size == size


@settings(deadline=None)
@given(st.text("SNT0123456789.-_abcXYZ", max_size=30))
def test_unpack_never_crashes_on_garbage(text: str) -> None:
    with contextlib.suppress(ValueError):
        Nim.decode(text)


def _played(game: Game, choices: list[int]) -> Game:
    for choice in choices:
        if game.is_over():
            break
        moves = game.legal_moves()
        game.play(moves[choice % len(moves)])
    return game


@settings(deadline=None, max_examples=60)
@given(
    st.sampled_from(["shangrila", "tsuro"]),
    st.lists(st.integers(0, 50), max_size=25),
    st.lists(st.integers(0, 50), max_size=8),
    st.integers(0, 25),
    st.booleans(),
)
def test_decode_from_a_known_game_reads_the_same_game(
    kind: str, choices: list[int], branch: list[int], back: int, same_seed: bool
) -> None:
    """A known game (behind, ahead, the same, gone another way, another table) only
    spares replaying shared moves: the game read is the one read without it, and the
    known game is left as it was."""
    make = (
        (lambda seed: shangrila.new_game("rby", seed=seed))
        if kind == "shangrila"
        else (lambda seed: tsuro.new_game(3, seed=seed))
    )
    game = _played(make(5), choices)
    text = game.encode()
    known = _played(make(5), choices) if same_seed else make(6)
    for _ in range(min(back, len(known.history))):
        known.undo()
    known = _played(known, branch)
    before = (known.encode(), list(known.history))
    read = type(game).decode(text, known)
    plain = type(game).decode(text)
    assert read.history == plain.history and read.encode() == text
    assert read.legal_moves() == plain.legal_moves() and read.is_over() == plain.is_over()
    assert (known.encode(), known.history) == before
    if read.history:
        read.undo()  # a game read from a known one stands on its own
        assert (known.encode(), known.history) == before


def test_decode_from_a_known_game_still_refuses_an_illegal_move() -> None:
    game = _played(tsuro.new_game(2, seed=1), [0, 0, 3])
    version, header, indices = codec.unpack(game.encode(), "T")
    forged = codec.pack("T", version, header, [*indices, 999])
    with pytest.raises(ValueError, match="move 4 is not a legal move"):
        tsuro.Tsuro.decode(forged, game)
    assert len(game.history) == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a saved game"),
        ("hello", "not a saved game"),
        ("S1.AwQABwMA-gEmI7bG", "another kind"),
        ("N1.AwQABwMA-gEmI7bH", "damaged"),
        ("N1.AwQABwMA-gEmI7b", "damaged"),
        ("N1.A", "damaged"),
    ],
)
def test_damaged_or_foreign_text_gets_a_clear_message(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Nim.decode(text)


def test_a_newer_format_version_is_named() -> None:
    text = codec.pack("N", 2, [5], [0])
    with pytest.raises(ValueError, match="format version 2"):
        Nim.decode(text)


def test_a_move_number_out_of_range_is_damage() -> None:
    with pytest.raises(ValueError, match="move 2 is not a legal move"):
        Nim.decode(codec.pack("N", 1, [5], [0, 9]))


def test_varints_round_trip_large_numbers() -> None:
    text = codec.pack("N", 1, [2**40, 0, 127, 128], [300])
    assert codec.unpack(text, "N") == (1, [2**40, 0, 127, 128], [300])


@settings(deadline=None)
@given(st.lists(st.integers(-1, 2), max_size=30), st.integers(5, 40))
def test_encode_follows_plays_and_undos(steps: list[int], size: int) -> None:
    g = Nim(size)
    for step in steps:
        if step < 0 and g.history:
            g.undo()
        elif step >= 0 and not g.is_over():
            moves = g.legal_moves()
            g.play(moves[step % len(moves)])
        g.encode()  # worked out as the game goes, as the page does after every move
    fresh = Nim(size)
    for move in g.history:
        fresh.play(move)
    assert g.encode() == fresh.encode()
    assert Nim.decode(g.encode()).encode() == g.encode()


@pytest.mark.parametrize("players", [4, 3])
def test_playing_on_a_copy_after_an_undo_leaves_the_original_alone(players: int) -> None:
    for game in (shangrila.new_game("rbyv"[:players], seed=5), tsuro.new_game(players, seed=5)):
        rng = random.Random(players)
        for _ in range(12):
            game.play(rng.choice(game.legal_moves()))
        clone = game.copy()
        for _ in range(3):
            clone.undo()
        for _ in range(5):  # another line of play from the copy
            clone.play(rng.choice(clone.legal_moves()))
        for _ in range(3):
            game.undo()
            again = type(game).decode(game.encode())  # the same moves replayed afresh
            assert game.legal_moves() == again.legal_moves()
            assert game.to_move == again.to_move and game.phase == again.phase

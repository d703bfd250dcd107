"""The Bridges of Shangri-La's computer players: legal, seeded, finishing games, and a
heuristic that counts what its docstring says."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance

from game import bots, shangrila
from game.bots import shangrila as shangrila_bots

LEVELS = ["easy", "medium", "hard"]
TINY = 8  # search iterations in tests: enough to exercise the search, and fast


def _example() -> shangrila.ShangriLa:
    """Red to move on the suggested start; its Yeti-Whisperer student in A can take
    Blue's Yeti-Whisperer master in E by a journey A -> E."""
    game = shangrila.new_game("rby", start="suggested", seed=1)
    for move in ("recruit YA", "place PA", "recruit FF"):
        game.play(move)
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_a_whole_game_with_legal_moves_only(level: str) -> None:
    game = shangrila.new_game("rby", start="random", seed=2)
    while not game.is_over():
        move = bots.choose(game, level, seed=4, iterations=TINY)
        assert move in game.legal_moves()
        game.play(move)
    assert game.winners()


def test_the_setup_is_played_by_every_level() -> None:
    game = shangrila.new_game("rbyv", seed=3)
    seats = dict(zip(game.players, ["easy", "medium", "hard", "medium"], strict=True))
    while game.phase == "setup":
        game.play(bots.choose(game, seats[game.to_move], 1, iterations=TINY))
    assert sum(game.scores().values()) == 28


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_move(level: str) -> None:
    game = _example()
    again = shangrila.decode(game.encode())
    assert bots.choose(game, level, 9, iterations=TINY) == bots.choose(
        again, level, 9, iterations=TINY
    )
    assert game.history == again.history


def test_medium_takes_a_master_rather_than_place_one() -> None:
    assert bots.choose(_example(), "medium", 1) == "journey AE"


def test_value_counts_masters_gained_and_lost() -> None:
    game = _example()
    before = shangrila_bots.value(game, "r")
    placed = game.copy()
    placed.play("place RJ")  # one more master for Red, in a village it is already in
    assert shangrila_bots.value(placed, "r") == pytest.approx(before + 1)


class _Board:
    """Just what :func:`value` reads: space codes, bridges, stones, players."""

    players = ("r", "b")
    tie_to_origin = False

    def __init__(self, spaces: dict[str, tuple[str, bool]], bridges: set[str], stones=()):
        self.spaces, self._bridges, self._stones = spaces, bridges, set(stones)

    def space_codes(self) -> tuple[int, ...]:
        codes = [0] * 91
        for key, (colour, student) in self.spaces.items():
            index = "ABCDEFGHIJKLM".index(key[1]) * 7 + "RPYADHF".index(key[0])
            codes[index] = 1 + "rbyv".index(colour) + 4 * student
        return tuple(codes)

    def bridges(self) -> set[str]:
        return self._bridges

    def stones(self) -> set[str]:
        return self._stones


def _lost(board: _Board) -> float:
    """What Red could lose to a journey next turn."""
    return shangrila_bots._tally(board)[1]["r"]


def test_a_master_is_exposed_to_a_stronger_neighbour_with_a_matching_student() -> None:
    spaces = {"RA": ("r", True), "RB": ("b", True), "PB": ("b", False)}
    assert _lost(_Board(spaces, {"AB"})) == pytest.approx(0.8 + 0.25)
    assert _lost(_Board(spaces, set())) == 0  # no bridge
    assert _lost(_Board(spaces, {"AB"}, stones="A")) == 0  # frozen under a stone
    weaker = {"RA": ("r", True), "PA": ("r", False), "RB": ("b", True)}
    assert _lost(_Board(weaker, {"AB"})) == 0
    other = {"RA": ("r", False), "YB": ("b", True), "PB": ("b", False)}
    assert _lost(_Board(other, {"AB"})) == 0  # no student of the same discipline


def test_a_tie_exposes_only_under_the_origin_ruling() -> None:
    # Two tiles and one master on each side: by default the destination wins a tie.
    board = _Board({"RA": ("r", True), "RB": ("b", True)}, {"AB"})
    assert _lost(board) == 0
    standing = shangrila_bots.standings(board)["r"]
    board.tie_to_origin = True
    # Now each side threatens the other: Red may lose its master and student, and
    # gains a little for the Blue master that its own student threatens.
    assert _lost(board) == pytest.approx(0.8 + 0.25)
    assert shangrila_bots.standings(board)["r"] == pytest.approx(standing - 0.8 - 0.25 + 0.15)


def test_hard_searches_the_favourite_moves_and_replies() -> None:
    game = _example()
    moves, bias = shangrila_bots.shortlist(game)
    ranking = [move for _, move in shangrila_bots._rated(game)]
    assert moves == ranking[: shangrila_bots.CANDIDATES] and max(bias.values()) == 1.0
    tree = shangrila_bots.hard(game, random.Random(2))
    tree.run(300)
    assert sorted(tree.root.children) == sorted(moves)
    for move, child in tree.root.children.items():
        after = game.copy()
        after.play(move)
        assert set(child.children) <= set(shangrila_bots.shortlist(after)[0])
    assert game.encode() == _example().encode()


def test_shares_favour_the_leader_and_add_up_to_one() -> None:
    game = _example()
    shares = shangrila_bots.shares(game)
    assert sum(shares.values()) == pytest.approx(1)
    standing = shangrila_bots.standings(game)
    assert sorted(shares, key=shares.get) == sorted(standing, key=standing.get)


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["rby", "rbyv", "vyb"]), st.integers(0, 2**16), st.integers(0, 150))
def test_any_position_gets_a_legal_move_and_stays_untouched(
    colours: str, seed: int, prefix: int
) -> None:
    game = shangrila.new_game(colours, seed=seed, tie_to_origin=seed % 2 == 1)
    if advance(game, random.Random(seed), prefix).is_over():
        return
    before = game.encode()
    for level in LEVELS:
        assert bots.choose(game, level, seed, iterations=TINY) in game.legal_moves()
    assert game.encode() == before

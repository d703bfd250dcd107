"""Moves as values: each game's ``parse`` and ``str(move)`` (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance
from test_shangrila_properties import GAMES as SHANGRILA_GAMES
from test_shangrila_properties import snapshot

from game import shangrila, tsuro
from game.core import Game, IllegalMove

TSURO_GAMES = st.tuples(st.integers(2, 8), st.integers(0, 2**32 - 1), st.booleans())

#: Texts near the notation of both games, odd digits and letters included.
TEXTS = st.one_of(
    st.text(max_size=16),
    st.lists(
        st.one_of(
            st.sampled_from(["place", "recruit", "journey", "pass", "start", "play", "swap"]),
            st.sampled_from(["none", "NONE", "RE", "yf", "EH", "a1.0", "17r2", "7>21"]),
            st.text(alphabet="RPYADHFAEHMabcfrR0123789.>²٣ıﬀ \t", max_size=6),
        ),
        max_size=4,
    ).map(" ".join),
)


def shangrila_game(options: tuple) -> shangrila.ShangriLa:
    colours, start, tie, seed = options
    return shangrila.new_game(colours, start, tie, seed)


def tsuro_game(options: tuple) -> tsuro.Tsuro:
    players, seed, bonus = options
    return tsuro.new_game(players, seed=seed, elimination_bonus=bonus and players > 2)


def every_legal_move(game: Game, seed: int) -> list[str]:
    """Every legal move of every position of a random game, played to its end."""
    rng, seen = random.Random(seed), []
    while not game.is_over():
        seen += game.legal_moves()
        game.play(rng.choice(game.legal_moves()))
    return seen


@settings(max_examples=10, deadline=None)
@given(SHANGRILA_GAMES)
def test_every_legal_shangrila_move_reads_back_to_its_text(options: tuple) -> None:
    for move in every_legal_move(shangrila_game(options), options[-1]):
        assert str(shangrila.parse(move)) == move


@settings(max_examples=20, deadline=None)
@given(TSURO_GAMES)
def test_every_legal_tsuro_move_reads_back_to_its_text(options: tuple) -> None:
    moves = every_legal_move(tsuro_game(options), options[1])
    for move in moves:
        assert str(tsuro.parse(move)) == move


@settings(deadline=None)
@given(TEXTS)
def test_any_text_is_read_or_refused_with_a_reason(text: str) -> None:
    for parse in (shangrila.parse, tsuro.parse):
        try:
            move = parse(text)
        except IllegalMove as error:
            assert str(error)
        else:
            assert parse(str(move)) == move


@settings(max_examples=30, deadline=None)
@given(SHANGRILA_GAMES, st.integers(0, 150), st.lists(TEXTS, max_size=6))
def test_text_shangrila_refuses_leaves_the_game_untouched(
    options: tuple, length: int, texts: list[str]
) -> None:
    g = advance(shangrila_game(options), random.Random(options[-1]), length)
    before = snapshot(g)
    for text in texts:
        try:
            move = g.play(text)
        except IllegalMove as error:
            assert str(error) and snapshot(g) == before
        else:
            assert move in before[-2] and g.undo() == move


@settings(max_examples=30, deadline=None)
@given(TSURO_GAMES, st.integers(0, 60), st.lists(TEXTS, max_size=6))
def test_text_tsuro_refuses_leaves_the_game_untouched(
    options: tuple, length: int, texts: list[str]
) -> None:
    g = advance(tsuro_game(options), random.Random(options[1]), length)
    state, history, legal = g._state.copy(), list(g.history), g.legal_moves()
    for text in texts:
        try:
            move = g.play(text)
        except IllegalMove as error:
            assert str(error) and g._state == state and g.history == history
        else:
            assert move in legal and g.undo() == move


def test_moves_are_written_in_the_notation_of_legal_moves() -> None:
    assert str(shangrila.Place("R", "E")) == "place RE"
    assert str(shangrila.Recruit((("R", "E"), ("Y", "F")))) == "recruit RE YF"
    assert str(shangrila.Journey("E", "H")) == "journey EH"
    assert str(shangrila.Pass()) == "pass"
    assert str(tsuro.Start("a1.0")) == "start a1.0"
    assert str(tsuro.Play(17, 2)) == "play 17r2"
    assert str(tsuro.Swap(((7, 21), (12, 30)))) == "swap 7>21 12>30"
    assert str(tsuro.Swap(())) == "swap none"
    assert str(tsuro.Pass()) == "pass"


def test_parse_forgives_case_spaces_and_order_as_the_engines_always_did() -> None:
    assert shangrila.parse("  Recruit yf\tre ") == shangrila.Recruit((("R", "E"), ("Y", "F")))
    assert shangrila.parse("JOURNEY eh") == shangrila.Journey("E", "H")
    assert shangrila.parse("Pass") == shangrila.Pass()
    assert tsuro.parse("  PLAY 33R3 ") == tsuro.Play(33, 3)
    assert tsuro.parse("play 017r2") == tsuro.Play(17, 2)
    assert tsuro.parse("Start A1.0") == tsuro.Start("a1.0")
    assert tsuro.parse("swap 12>21 7>30") == tsuro.Swap(((7, 21), (12, 30)))
    assert tsuro.parse("SWAP None") == tsuro.Swap(())


@pytest.mark.parametrize(
    "text",
    [
        "play ²r0",
        "play ٣r1",
        "play 1r²",
        "swap ²>21",
        "swap 7>٣",
        "swap +7>21",
        "start a¹.0",
        "play " + "9" * 5000 + "r1",
        "swap 7>" + "1" * 5000,
        "play 17",
        "swap",
        "swap none 7>21",
        "pass now",
        "",
    ],
)
def test_tsuro_text_that_cannot_be_read_is_refused(text: str) -> None:
    with pytest.raises(IllegalMove):
        tsuro.parse(text)


@pytest.mark.parametrize(
    "text",
    ["place", "place RE YF", "place ZZ", "recruit RA RB RC", "journey E", "journey E H", "fly"],
)
def test_shangrila_text_that_cannot_be_read_is_refused(text: str) -> None:
    with pytest.raises(IllegalMove):
        shangrila.parse(text)


def test_describe_reads_moves_with_parse() -> None:
    assert shangrila.describe("recruit YF RE", "r").startswith(
        "Red recruits two students: Rainmaker"
    )
    assert tsuro.describe("swap 12>21 7>30", 0) == "Player 0 swaps tile 7 for 21 and tile 12 for 30"
    with pytest.raises(IllegalMove):
        tsuro.describe("play ²r0", 0)

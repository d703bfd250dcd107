"""Invariants over random legal games of Shangri-La (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance

from game import shangrila
from game.shangrila.board import BRIDGES, DISCIPLINES, VILLAGES
from game.shangrila.engine import STARTS

GAMES = st.tuples(
    st.sampled_from(["rby", "vyb", "rbyv", "bvry"]),
    st.sampled_from(STARTS),
    st.booleans(),
    st.integers(0, 2**32 - 1),
)


def random_game(options: tuple, moves: int) -> shangrila.ShangriLa:
    """A game of ``moves`` random moves (or fewer, if it ends) from ``options``
    (colours, start, tie, seed)."""
    colours, start, tie, seed = options
    return advance(shangrila.new_game(colours, start, tie, seed), random.Random(seed), moves)


def snapshot(g: shangrila.ShangriLa) -> tuple:
    """Everything the public API shows of a game."""
    return (
        g.phase,
        g.to_move,
        tuple(g.space(v, d) for v in VILLAGES for d in DISCIPLINES),
        tuple(g.supply(c, d) for c in g.colours for d in DISCIPLINES),
        frozenset(g.bridges()),
        frozenset(g.stones()),
        tuple(g.history),
        tuple(g.legal_moves()),
        tuple(g.setup_remaining(c) for c in g.colours),
    )


def check_invariants(g: shangrila.ShangriLa) -> None:
    for colour in g.colours:
        for d in DISCIPLINES:
            on_board = 0
            for v in VILLAGES:
                tile = g.space(v, d)
                if tile and tile[0] == colour:
                    on_board += 2 if tile[1] else 1
            assert g.supply(colour, d) + on_board == 6
    bridges = g.bridges()
    assert bridges <= set(BRIDGES)
    assert g.stones() == {v for v in VILLAGES if not any(v in b for b in bridges)}
    if len(g.colours) == 3:
        assert "C" in g.stones() and not any("C" in b for b in bridges)
    passes = len(g.colours)
    all_passed = len(g.history) >= passes and set(g.history[-passes:]) == {"pass"}
    assert g.is_over() == (len(bridges) == 1 or all_passed)
    assert len(bridges) >= 1


@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_invariants_hold_after_every_move(options: tuple) -> None:
    colours, start, tie, seed = options
    g = shangrila.new_game(colours, start, tie, seed)
    rng = random.Random(seed)
    check_invariants(g)
    while not g.is_over():
        moves = g.legal_moves()
        assert len(set(moves)) == len(moves) and moves
        assert moves == ["pass"] or "pass" not in moves
        move = rng.choice(moves)
        assert g.play(move) == move  # history holds the normalised notation
        check_invariants(g)
    assert g.winners() and set(g.winners()) <= set(colours)
    assert set(g.scores()) == set(colours)


@settings(max_examples=15, deadline=None)
@given(GAMES, st.integers(0, 150))
def test_undo_and_decode_restore_the_exact_state(options: tuple, length: int) -> None:
    g = random_game(options, length)
    again = shangrila.decode(g.encode())
    assert snapshot(again) == snapshot(g) and again.options == g.options
    if g.history:
        before = g.copy()
        before.undo()
        after_move = snapshot(g)
        last = g.undo()
        assert snapshot(g) == snapshot(before)
        g.play(last)
        assert snapshot(g) == after_move


@settings(max_examples=15, deadline=None)
@given(GAMES, st.integers(0, 150), st.data())
def test_illegal_moves_raise_and_change_nothing(options: tuple, length: int, data) -> None:
    g = random_game(options, length)
    before = snapshot(g)
    legal = set(g.legal_moves())
    candidates = [f"place {d}{v}" for d in DISCIPLINES for v in VILLAGES]
    candidates += [f"recruit {d}{v}" for d in DISCIPLINES for v in VILLAGES]
    candidates += [f"journey {a}{b}" for a in VILLAGES for b in VILLAGES]
    candidates += ["pass", "recruit RA RA", "fly AB", "", "place", "journey ABC"]
    illegal = [m for m in candidates if m not in legal]
    for move in data.draw(st.lists(st.sampled_from(illegal), max_size=8)):
        try:
            g.play(move)
        except shangrila.IllegalMove as error:
            assert str(error)
        else:
            raise AssertionError(f"{move!r} was accepted")
        assert snapshot(g) == before


@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_journey_preview_agrees_with_play(options: tuple) -> None:
    colours, start, tie, seed = options
    g = shangrila.new_game(colours, start, tie, seed)
    rng = random.Random(seed)
    while not g.is_over():
        journeys = [m for m in g.legal_moves() if m.startswith("journey")]
        if not journeys:
            g.play(rng.choice(g.legal_moves()))
            continue
        move = rng.choice(journeys)
        preview = g.journey_preview(move)
        origin, destination = move[-2], move[-1]
        before = g.copy()
        g.play(move)
        assert (preview.origin, preview.destination) == (origin, destination)
        for fate in preview.students:
            d, colour = fate.discipline, fate.colour
            assert before.space(origin, d) == (colour, True)
            assert g.space(origin, d) == (colour, False)
            there = g.space(destination, d)
            returned = g.supply(colour, d) - before.supply(colour, d)
            if fate.outcome == "supply":
                assert there == before.space(destination, d) and returned == 1
            elif fate.outcome == "student":
                assert there == (colour, True) and before.space(destination, d) == (colour, False)
            else:
                assert there == (colour, False)
                previous = before.space(destination, d)
                if fate.outcome == "master":
                    assert previous is None
                else:
                    assert previous is not None and previous[0] == fate.displaced != colour
                    assert previous[1] == fate.displaced_student
                    gained = g.supply(fate.displaced, d) - before.supply(fate.displaced, d)
                    assert gained == 1 + previous[1]
        travelled = {f.discipline for f in preview.students}
        for d in DISCIPLINES:
            if d not in travelled:
                assert g.space(destination, d) == before.space(destination, d)
                assert g.space(origin, d) == before.space(origin, d)
        assert g.stones() == before.stones() | set(preview.stones)
        assert g.is_over() == preview.ends_game

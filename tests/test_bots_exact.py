"""Endgames with nothing hidden are searched to the end exactly (issue 52, item 5): the
exact search (game/bots/exact.py) against a plain one without cuts, and Tsuro's Hard,
its hints and the analysis never choosing a move worth less than the best."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from game import bots, tsuro
from game.bots import exact, mcts
from game.bots import tsuro as tsuro_bots
from web import worker

#: A solo game of two pawns (seed 154) played by Medium until the pile is empty: the
#: shared hand holds 35 and 16, and only 35 at rotation 0 keeps both pawns on the board
#: to the end; tile 16 now leaves 35 as the last tile, which takes a pawn off.
SOLO_MOVES = [
    "start a4.7", "start f4.2", "play 26r3", "play 25r2", "play 33r0", "play 5r2",
    "play 15r1", "play 9r1", "play 31r1", "play 34r0", "play 1r0", "play 17r0",
    "play 20r2", "play 22r2", "play 27r1", "play 6r0", "play 8r3", "play 29r0",
    "play 10r0", "play 3r2", "play 12r1", "play 24r0", "play 7r1", "play 21r3",
    "play 4r3", "play 14r1", "play 32r0", "play 30r0", "play 18r0", "play 23r1",
    "play 19r1", "play 13r0", "play 28r0", "play 11r1", "play 2r2",
]  # fmt: skip
WINNING = "play 35r0"


def solo_end() -> tsuro.Tsuro:
    game = tsuro.new_game(2, seed=154, variant="solo")
    for move in SOLO_MOVES:
        game.play(move)
    return game


def plain(game: tsuro.Tsuro, worth: Callable[[tsuro.Tsuro], mcts.Outcome]) -> mcts.Outcome:
    """Best play to the end with no cut: the exact search's reference."""
    if game.is_over():
        return worth(game)
    mover, best = game.to_move, None
    for move in game.legal_moves():
        game.play(move)
        outcome = plain(game, worth)
        game.undo()
        if best is None or outcome.get(mover, 0.0) > best.get(mover, 0.0):
            best = outcome
    assert best is not None
    return best


def worth_of(game: tsuro.Tsuro) -> Callable[[tsuro.Tsuro], mcts.Outcome]:
    return tsuro_bots.solo_shares if game.variant == "solo" else mcts.win_shares


def test_the_only_winning_move_of_a_solo_end_is_found() -> None:
    game = solo_end()
    assert game.pile_size() == 0 and sorted(game.shared_hand() or []) == [16, 35]
    assert tsuro_bots.open_end(game)
    moves = game.legal_moves()
    assert WINNING in moves and len(moves) == 3
    for move in moves:  # only the winning move wins
        after = game.copy()
        after.play(move)
        while not after.is_over():
            after.play(after.legal_moves()[0])
        assert bool(after.winners()) == (move == WINNING)
    for seed in range(3):
        assert bots.choose(game, "hard", seed) == WINNING
        found = bots.hard_tally(game, seed)
        assert found.best() == WINNING and found.chances() == [1.0, 1.0]
    # The hint (the worker's search in steps) and the analysis agree: 100% for the move.
    worker.begin(1, game.encode(), 4)
    while not json.loads(worker.think(1, 0.1))["finished"]:
        pass
    hint = json.loads(worker.answer(1))
    assert hint["move"] == WINNING and hint["chances"] == [["0", 1.0], ["1", 1.0]]
    found = json.loads(worker.analyse(game.encode(), 4, 0.8))
    assert found["move"] == WINNING and found["chances"] == [["0", 1.0], ["1", 1.0]]
    game.play(WINNING)
    game.play(game.legal_moves()[0])
    assert game.is_over() and game.winners() == [0, 1]
    found = json.loads(worker.analyse(game.encode(), 4, 0.8))  # won: 100%, not a half each
    assert found["move"] is None and found["chances"] == [["0", 1.0], ["1", 1.0]]


def test_a_lost_solo_game_is_worth_less_than_a_won_one() -> None:
    game = solo_end()
    game.play("play 16r1")
    game.play(game.legal_moves()[0])
    assert game.is_over() and not game.winners() and game.placed_count() == 35
    assert set(tsuro_bots.solo_shares(game).values()) == {34 / 35}
    assert bots.ended(game) == {}


def positions(variant: str, players: int, seeds: range, pile: int) -> list[tsuro.Tsuro]:
    """Positions with a choice of games of Medium (the mover's views) once at most
    ``pile`` tiles are left to draw: the first of each game where the end is not open
    (``open_end``), else every one to the end, the moves after the first random."""
    found = []
    for seed in seeds:
        game = tsuro.new_game(players, seed=seed, variant=variant)
        rng = random.Random(seed)
        while not game.is_over():
            moves = game.legal_moves()
            if game.phase == "play" and game.pile_size() <= pile and len(moves) > 1:
                found.append(game.view(game.to_move, seed))
                if not tsuro_bots.open_end(game):
                    break
                game.play(rng.choice(moves))
            else:
                game.play(tsuro_bots.medium(game, rng))
    return found


@pytest.mark.parametrize(
    ("variant", "players", "seeds", "pile"),
    [
        ("solo", 2, range(40), 2),
        ("open", 3, range(10), 1),
        ("classic", 3, range(10), 0),
        ("longest", 2, range(10), 0),
    ],
)
def test_the_exact_search_is_best_play_and_its_cuts_change_nothing(
    variant: str, players: int, seeds: range, pile: int
) -> None:
    """On positions played to the end as they stand (views, open or not), the exact
    search gives what a search without cuts gives, and leaves the game as it was."""
    games = positions(variant, players, seeds, pile)
    assert games
    for game in games:
        worth, history = worth_of(game), list(game.history)
        total = None if variant == "solo" else 1.0
        solved = exact.solve(game, worth, 10**6, total=total)
        assert solved is not None and game.history == history
        values = []
        for move in game.legal_moves():
            game.play(move)
            values.append(plain(game, worth))
            game.undo()
        assert solved == values


@pytest.mark.parametrize(
    ("variant", "players", "seeds"),
    [
        ("solo", 2, range(60)),
        ("solo", 3, range(30)),
        ("open", 3, range(10)),
        ("classic", 2, range(10)),
    ],
)
def test_hard_never_plays_a_move_worth_less_than_best_play(
    variant: str, players: int, seeds: range
) -> None:
    """Where the end is open, Hard's move is worth what best play is (the exact value
    of each move from a search without cuts)."""
    pile = 0 if variant == "classic" else 1
    games = [g for g in positions(variant, players, seeds, pile) if tsuro_bots.open_end(g)]
    assert games
    for game in games:
        worth, me = worth_of(game), game.to_move
        values = []
        for move in game.legal_moves():
            game.play(move)
            values.append(plain(game, worth).get(me, 0.0))
            game.undo()
        chosen = game.legal_moves().index(bots.choose(game, "hard", seed=len(game.history)))
        assert values[chosen] == max(values)


def test_the_exact_search_gives_up_past_its_budget() -> None:
    game = tsuro.new_game(2, seed=5, variant="solo")
    for move in ("start a1.0", "start f6.4"):
        game.play(move)
    assert exact.solve(game, tsuro_bots.solo_shares, 500, total=None) is None
    assert len(game.history) == 2
    assert not tsuro_bots.open_end(game)


def test_a_solved_search_splits_into_parts_like_any_other() -> None:
    game = solo_end()
    parts = [bots.search(game, 3, part) for part in range(2)]
    assert all(isinstance(part, mcts.Solved) for part in parts)
    for part in parts:
        part.run(50)
    merged = mcts.merge([part.tally() for part in parts])
    assert merged.best() == WINNING and merged.chances() == [1.0, 1.0] and merged.done == 100

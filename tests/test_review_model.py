"""The review model (web/ui/review/model.py): a game's positions, what a seat may see of
them, and the sandbox, in CPython."""

from __future__ import annotations

import doctest
import random

import pytest

from game import decode, shangrila, tsuro
from game.core import Game, IllegalMove
from web.ui.review import model as review_module
from web.ui.review.model import Review, Sight, sight_of
from web.ui.saved import Record
from web.ui.session import Session


def test_docstring_examples() -> None:
    result = doctest.testmod(review_module)
    assert result.attempted and not result.failed


def played(game: Game, moves: int | None = None, seed: int = 3) -> Game:
    """``game`` after ``moves`` random legal moves (None: to its end)."""
    rng = random.Random(seed)
    while not game.is_over() and (moves is None or len(game.history) < moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def session_of(game: Game, seats: list[str], here: list[int] | None) -> Session:
    names = [f"P{i}" for i in range(len(seats))]
    return Session.open(Record("7", game.encode(), names, seats, "", here=here), game)


def test_each_position_is_the_game_after_that_many_moves() -> None:
    game = played(shangrila.new_game("rby", seed=5))
    session = session_of(game, ["person", "easy", "easy"], [0])
    before = game.encode()
    review = Review.of(session)
    assert review.at == review.total == len(game.history)
    for at in (0, 1, review.total // 2, review.total):
        position = review.go(at).position()
        assert position.history == game.history[:at]
        replay = shangrila.new_game("rby", seed=5)
        for move in game.history[:at]:
            replay.play(move)
        assert position.encode() == replay.encode()
    assert review.go(-4).at == 0 and review.go(10_000).at == review.total
    assert game.encode() == before and session.game is game


def test_the_scene_marks_the_move_and_offers_nothing() -> None:
    game = played(tsuro.new_game(3, seed=2), 8)
    review = Review.of(session_of(game, ["person", "medium", "hard"], [0]), at=5)
    scene = review.scene()
    assert scene.recent == 1 and not scene.offered and not scene.fresh
    assert scene.game.history == game.history[:5]
    assert review.go(0).scene().recent == 0


def test_a_finished_game_played_all_here_shows_every_hand() -> None:
    game = played(tsuro.new_game(3, seed=4))
    session = session_of(game, ["person", "medium", "hard"], [0])
    review = Review.of(session, at=4)
    assert review.sight == Sight(True)
    assert review.scene().viewer == review.position().to_move
    assert sight_of(session_of(game, ["person", "person", "hard"], [0, 1])) == Sight(True)


def test_a_game_under_way_shows_only_the_person_here() -> None:
    game = played(tsuro.new_game(3, seed=4), 9)
    for at in range(10):
        review = Review.of(session_of(game, ["person", "medium", "hard"], [0]), at=at)
        assert review.scene().viewer == 0
    assert sight_of(session_of(game, ["person", "person", "hard"], [1])) == Sight(False, 1)


def test_a_finished_game_by_link_shows_only_this_players_hand() -> None:
    game = played(tsuro.new_game(2, seed=6))
    review = Review.of(session_of(game, ["person", "person"], [1]), at=3)
    assert review.sight == Sight(False, 1)
    assert review.scene().viewer == 1
    watcher = Review.of(session_of(game, ["person", "person"], []))
    assert watcher.sight == Sight(False, None) and watcher.scene().viewer is None


def test_shangrila_has_no_secrets() -> None:
    game = played(shangrila.new_game("rbyv", seed=1), 10)
    session = session_of(game, ["person", "person", "person", "person"], [2])
    assert sight_of(session) == Sight(True)


def test_a_sandbox_plays_any_seat_and_leaves_the_game_alone() -> None:
    game = played(shangrila.new_game("rby", seed=8), 30)
    session = session_of(game, ["person", "hard", "person"], [0])
    encoded, record = game.encode(), session.record
    review = Review.of(session, at=12)
    sandbox = review.try_here(seed=1)
    assert sandbox.real and sandbox.start == 12
    rng = random.Random(1)
    movers = set()
    for _ in range(6):
        movers.add(sandbox.game.to_move)
        sandbox.play(review.kind, review.names, rng.choice(sandbox.game.legal_moves()))
    assert len(movers) == 3 and sandbox.tried() == 6 and len(sandbox.log) == 6
    assert sandbox.scene(review.names).offered and sandbox.scene(review.names).recent == 1
    assert game.encode() == encoded and session.record is record
    assert review.position().history == game.history[:12]
    while sandbox.undo(review.kind):
        pass
    assert sandbox.game.history == game.history[:12] and sandbox.log == []
    with pytest.raises(IllegalMove):
        sandbox.play(review.kind, review.names, "journey ZZ")
    assert sandbox.game.history == game.history[:12]


def test_a_sandbox_is_kept_as_a_new_game_of_the_same_table_all_here() -> None:
    game = played(shangrila.new_game("rby", seed=8), 20)
    session = session_of(game, ["person", "person", "hard"], [1])
    review = Review.of(session, at=7)
    sandbox = review.try_here(seed=1)
    sandbox.play(review.kind, review.names, sandbox.game.legal_moves()[0])
    draft, kept = review.kept("2026-12-01")
    assert draft.id == "" and draft.here == [0, 1] and draft.live is None and draft.sent == 0
    assert draft.names == session.record.names and draft.seats == session.record.seats
    assert decode(draft.game).history == kept.history == sandbox.game.history
    assert kept.history[:7] == game.history[:7] and len(kept.history) == 8


def test_a_sandbox_under_way_never_holds_the_other_players_tiles() -> None:
    game = played(tsuro.new_game(2, seed=11), 6)
    session = session_of(game, ["person", "person"], [1])
    review = Review.of(session, at=4)
    position = review.position()
    sandbox = review.try_here(seed=3)
    assert not sandbox.real
    assert sandbox.game.hand(1) == position.hand(1)
    # the other hand is dealt from the tiles seat 1 could not see
    assert set(sandbox.game.hand(0)) <= set(position.unseen(1))
    with pytest.raises(ValueError):
        review.kept("2026-12-01")
    sandbox.play(review.kind, review.names, sandbox.game.legal_moves()[0])
    assert sandbox.scene(review.names).viewer == sandbox.game.to_move
    assert game.history == decode(session.record.game).history


def test_no_sandbox_at_the_end_or_without_a_hand_to_show() -> None:
    game = played(tsuro.new_game(2, seed=6))
    review = Review.of(session_of(game, ["person", "person"], [0, 1]))
    with pytest.raises(IllegalMove):
        review.try_here(seed=1)
    under_way = played(tsuro.new_game(2, seed=6), 4)
    watcher = Review.of(session_of(under_way, ["person", "person"], []), at=3)
    with pytest.raises(ValueError):
        watcher.try_here(seed=1)
    assert watcher.sandbox is None


def test_the_record_is_one_move_a_line() -> None:
    game = played(tsuro.new_game(2, seed=6))
    review = Review.of(session_of(game, ["person", "easy"], [0]))
    lines = review.text().splitlines()
    assert lines[:4] == ["Tsuro", "Player 1: P0", "Player 2: P1", ""]
    assert len(lines) == 4 + len(game.history)
    assert lines[4].startswith(f"1. {game.history[0]} \N{EM DASH} P0 ")
    assert not any("You" in line for line in lines)  # the record leaves this device


def test_a_name_in_the_record_never_reads_as_more_players_or_moves() -> None:
    game = played(tsuro.new_game(2, seed=6), 2)
    review = Review.of(session_of(game, ["person", "person"], [0]))
    review.names = {0: "Ann", 1: "Bo, Cy 1. 2r1"}
    lines = review.text().splitlines()
    assert lines[1:3] == ["Player 1: Ann", "Player 2: Bo, Cy 1. 2r1"]
    assert [line.split(".")[0] for line in lines[4:]] == ["1", "2"]

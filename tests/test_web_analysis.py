"""The computer's view of a game under review (web/ui/analysis.py and the review's
update): turning points on fixed games, the chart, and the analysis run over
tests/fakepage.py: position by position, stopped, dropped with the review, never
changing the saved game, and searching only what this device may see."""

from __future__ import annotations

import doctest
import random

from fakepage import FakePage, play_person_turns, set_up, words

from game import shangrila, tsuro
from game.core import Game
from web import worker
from web.ui import analysis
from web.ui.analysis import Found, chart, turning_points
from web.ui.arrival.messages import Opened
from web.ui.commands import Focus, ScrollTop
from web.ui.links import make_fragment


def test_doctests() -> None:
    assert doctest.testmod(analysis).failed == 0


def played_game(game: Game, moves: int) -> Game:
    rng = random.Random(5)
    while not game.is_over() and len(game.history) < moves:
        game.play(rng.choice(game.legal_moves()))
    return game


def fixed(game: Game, chances: list[dict[str, float]], best: str = "pass") -> dict[int, Found]:
    """Each position's chances as given, and ``best`` as the search's move."""
    return {
        at: Found(tuple((str(p), shares.get(str(p), 0.0)) for p in game.players), best)
        for at, shares in enumerate(chances)
    }


def test_turning_points_of_a_fixed_shangrila_game() -> None:
    game = played_game(shangrila.new_game("rby", start="suggested", seed=7), 6)
    movers = ["r", "b", "y", "r", "b", "y"]
    played = list(zip(movers, game.history, strict=True))
    # each move is judged by its player's chance at their turn and at their next one
    chances = [
        {"r": 0.34, "b": 0.33, "y": 0.33},
        {"r": 0.30, "b": 0.40, "y": 0.30},
        {"r": 0.40, "b": 0.30, "y": 0.30},
        {"r": 0.30, "b": 0.35, "y": 0.35},  # move 1, r: 0.34 to 0.30, not a turning point
        {"r": 0.45, "b": 0.20, "y": 0.35},  # move 2, b: 0.40 to 0.20
        {"r": 0.40, "b": 0.40, "y": 0.20},  # move 3, y: 0.30 to 0.20
        {"r": 0.00, "b": 0.00, "y": 1.00},  # the end: move 4, r: -0.30; move 5, b: -0.20
    ]
    turns = turning_points(fixed(game, chances), played)
    assert [(t.move, t.player, t.until) for t in turns] == [(2, "b", 4), (4, "r", 6), (5, "b", 6)]
    assert round(turns[1].before, 2) == 0.30 and turns[1].after == 0.0
    assert turns[0].instead == "pass"
    # two at most: the largest falls, in the game's order
    assert [t.move for t in turning_points(fixed(game, chances), played, most=2)] == [2, 4]
    # the search would have played move 4 itself: not a turning point
    same = fixed(game, chances)
    same[3] = Found(same[3].chances, game.history[3])
    assert [t.move for t in turning_points(same, played)] == [2, 3, 5]


def test_turning_points_of_a_fixed_tsuro_game_only_for_the_seat_seen() -> None:
    game = played_game(tsuro.new_game(2, seed=8), 6)
    played = [(str(i % 2), move) for i, move in enumerate(game.history)]
    chances = [
        {"0": 0.5, "1": 0.5},
        {"0": 0.5, "1": 0.5},
        {"0": 0.3, "1": 0.7},  # move 1, 0: -0.2
        {"0": 0.5, "1": 0.5},  # move 2, 1: no change
        {"0": 0.2, "1": 0.8},  # move 3, 0: -0.1
        {"0": 0.8, "1": 0.2},  # move 4, 1: -0.3
        {"0": 0.0, "1": 1.0},  # the end: move 5, 0: -0.2
    ]
    assert [t.move for t in turning_points(fixed(game, chances), played)] == [1, 4, 5]
    seen = turning_points(fixed(game, chances), played, shown=lambda move, player: player == "1")
    assert [t.move for t in seen] == [4]


def test_the_chart_marks_the_turning_points_and_says_what_it_shows() -> None:
    found = {
        0: Found((("0", 0.5), ("1", 0.5)), "x"),
        1: Found((("0", 0.1), ("1", 0.9)), "y"),
    }
    turns = turning_points(found, [("0", "z")])
    svg = chart(found, [("0", "z")], [("0", "Ann"), ("1", "Bo")], 1, turns)
    assert svg.count('class="turn p0"') == 1
    assert 'role="img"' in svg and "<title" in svg and "After move 1: Ann 10%, Bo 90%." in svg
    assert 'stroke-dasharray="6 3"' in svg  # Bo's line is dashed: not told by colour alone


def test_the_worker_analyses_a_finished_game_and_a_forced_move() -> None:
    game = played_game(tsuro.new_game(2, seed=4), 200)
    assert game.is_over()
    import json

    found = json.loads(worker.analyse(game.encode(), 1, 0.05))
    winners = {str(p) for p in game.winners()}
    assert found["move"] is None
    assert {p for p, share in found["chances"] if share > 0} == winners


def finished(game: str, seats: int) -> FakePage:
    page = FakePage()
    page.send(Opened(""))
    set_up(page, game, ["person"] + ["easy"] * (seats - 1), ["Ann", "Bo", "Cy", "Di"][:seats])
    play_person_turns(page, random.Random(2))
    return page


def falling(game: Game, viewer: int) -> tuple[str | None, dict[str, float]]:
    """A fake analysis where every player's chance falls from position 3 on."""
    if game.is_over():
        return None, {str(p): 0.1 for p in game.players}
    best = game.legal_moves()[-1]
    return best, {str(p): 0.1 if len(game.history) >= 3 else 0.6 for p in game.players}


def test_an_analysis_runs_position_by_position_and_marks_turning_points() -> None:
    page = finished("shangrila", 3)
    session = page.model.session
    stored = page.storage.get(f"shangrila-tsuro/save/{session.record.id}")
    total = len(session.game.history)
    page.fake_bots.analyst = falling
    page.press("review")
    assert "The computer’s view of the game" in words(page.screen["analysis"])
    page.press("analyse")
    assert page.state["analysis"] == "running"
    assert f"Analysing move 1 of {total}" in words(page.screen["analysis"])
    for _ in range(5):
        page.deliver()
    assert f"Analysing move 6 of {total}" in words(page.screen["analysis"])
    assert "<polyline" in page.screen["analysis"]
    page.settle()
    assert page.state["analysis"] == "done"
    assert [at for at, _ in page.fake_bots.analysed] == list(range(total + 1))
    assert {viewer for _, viewer in page.fake_bots.analysed} == {-1}  # each mover's sight
    assert "Analysis done" in page.screen["analysis-said"]
    shown = words(page.screen["analysis"])  # what the chart shows, said still, and its axes
    assert "draws each player’s chance to win" in shown
    assert "Each player’s chance to win, move by move" in shown
    assert ">Chance to win<" in page.screen["analysis"] and ">Move<" in page.screen["analysis"]
    assert ">100%<" in page.screen["analysis"]
    assert Focus("#analysis-title", lost=True) in page.commands  # Stop went: if it had it
    # the chance of move 3's player fell: a turning point
    page.press("turning-point", "3")
    assert page.state["review"] == "2"
    panel = words(page.screen["panel"])
    assert "Turning point: move 3" in panel and "The hard computer would have played" in panel
    assert "fell from 60% to 10%" in panel
    assert "Review, before move 3 of" in words(page.screen["status"])  # the board shown
    assert "The board shows the position before it." in panel
    assert panel.index("Previous") < panel.index("Turning point")  # by the board, on a phone
    assert page.commands[-2:] == [Focus("#turn-title"), ScrollTop()]  # the board's top in view
    page.press("review-to", "1")
    assert "Turning point" not in words(page.screen["panel"])
    page.press("review-close")
    assert page.state["analysis"] == "" and len(session.game.history) == total
    assert page.storage.get(f"shangrila-tsuro/save/{session.record.id}") == stored
    page.press("review")
    assert page.state["analysis"] == ""  # leaving the review dropped it


def test_solo_draws_one_line_for_the_pawns_that_win_or_lose_together() -> None:
    game = played_game(tsuro.new_game(3, seed=5, variant="solo"), 200)
    assert game.is_over()
    names = ["Pawn 1", "Pawn 2", "Pawn 3"]
    page = FakePage()
    page.send(Opened("#" + make_fragment(game.encode(), names, ["person"] * 3, to=0)))
    page.fake_bots.analyst = falling
    page.press("review")
    page.press("analyse")
    page.settle()
    drawn = page.screen["analysis"]
    assert drawn.count("<polyline") == 1 and "Your pawns" in words(drawn)
    assert "Pawn 2" not in words(drawn.split("Turning points")[0])  # one line, one name


def test_stop_keeps_what_was_found_and_drops_the_late_answer() -> None:
    page = finished("shangrila", 3)
    page.press("review")
    page.press("analyse")
    page.deliver()
    page.deliver()
    page.press("analysis-stop")
    assert page.state["analysis"] == "stopped"
    page.settle()  # the position asked before the stop answers: dropped
    review = page.model.session.review
    assert review.analysis is not None and sorted(review.analysis.found) == [0, 1]
    assert "Analysis stopped after 2 of" in words(page.screen["analysis"])
    page.press("analyse")  # again, from the start
    assert page.state["analysis"] == "running"


def test_a_tsuro_game_under_way_is_analysed_from_the_seat_here() -> None:
    game = played_game(tsuro.new_game(2, seed=8), 5)
    fragment = make_fragment(game.encode(), ["Ann", "Bo"], ["person", "person"], to=1)
    page = FakePage()
    page.send(Opened("#" + fragment))
    page.fake_bots.analyst = lambda game, viewer: ("pass", falling(game, viewer)[1])
    page.press("review")
    page.press("analyse")
    page.settle()
    assert {viewer for _, viewer in page.fake_bots.analysed} == {1}
    review = page.model.session.review
    # move 3 was the first player's: not shown here, as their hand is not this device's
    assert review.analysis is not None
    assert [t.move for t in turning_points(review.analysis.found, review.analysis.played)] == [2, 3]
    assert [(t.move, t.player) for t in review.turns()] == [(2, "1")]


def test_a_turning_points_better_tile_is_ghosted_on_the_board() -> None:
    page = finished("tsuro", 2)
    page.fake_bots.analyst = falling
    page.press("review")
    page.press("analyse")
    page.settle()
    assert 'class="ghost"' not in page.screen["board"]
    page.press("turning-point", "3")  # the first tile played: the better one is ghosted
    review = page.model.session.review
    assert review.shown is not None and review.shown.startswith("play")
    assert 'class="ghost"' in page.screen["board"]
    assert "data-target" not in page.screen["board"]  # nothing is offered


def test_the_move_log_says_each_move_as_a_sentence() -> None:
    from web.ui.play.view import log

    drawn = log([("pass", "Ann passes"), ("play 3r0", "Bo plays tile 3 unturned.")])
    assert "<span>Ann passes.</span>" in drawn and "<span>Bo plays tile 3 unturned.</span>" in drawn

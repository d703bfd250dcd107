"""What the page says stays readable (issue 60): a refusal never sits above a notice
left from before, and the move log says each move and what it did as sentences of
their own."""

from __future__ import annotations

import random
import re

from fakepage import FakePage

from game import shangrila, tsuro
from game.core import Game
from web.ui.arrival.messages import Opened
from web.ui.links import make_fragment
from web.ui.play.messages import BackToMenu
from web.ui.review.model import Review
from web.ui.saved import Record
from web.ui.session import Session
from web.ui.stores import MemoryStorage


def test_a_refused_link_shows_no_notice_or_refusal_left_from_before() -> None:
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    game = tsuro.new_game(2, seed=5)
    link = "#" + make_fragment(game.encode(), ["Ann", "Bo"], ["person", "person"], to=0)
    page.send(Opened(link))
    page.send(BackToMenu())
    assert "Your game is saved" in page.screen["messages"]
    page.send(Opened("#v=1&g=S1.xx"))  # damaged
    first = page.screen["messages"]
    assert "could not be opened" in first and "Your game is saved" not in first
    page.send(Opened(link.replace("Ann", "A" * 30)))  # a name too long
    second = page.screen["messages"]
    assert "longer than 24 characters" in second
    assert "cut short" not in second and "Your game is saved" not in second


def played_out(game: Game, seed: int) -> Game:
    """``game`` played to its end by random moves from ``seed``."""
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


def logs(game: Game, names: list[str]) -> list[list[str]]:
    """The log's lines of ``game``, as a save opens it and as moves played one by one
    write it, and its record as text for a review (each line after the move's number
    and notation)."""
    seats = ["person"] * len(names)
    opened = Session.open(Record("1", game.encode(), names, seats, ""), game)
    start = game.copy()
    while start.history:
        start.undo()
    playing = Session.open(Record("2", start.encode(), names, seats, ""), start)
    for move in game.history:
        playing.play(move)
    text = Review.of(opened).text().splitlines()
    text = [line.split(" \N{EM DASH} ", 1)[1] for line in text if " \N{EM DASH} " in line]
    return [[words for _, words in opened.log], [words for _, words in playing.log], text]


def test_each_move_and_what_it_did_are_sentences_of_their_own() -> None:
    tsuro_game = played_out(tsuro.new_game(4, seed=24), 1)
    shangrila_game = played_out(shangrila.new_game("rby", start="random", seed=13), 1)
    for game, names, news in (
        (tsuro_game, ["Ann", "Bo", "Cy", "Di"], r"\w+ is out"),
        (shangrila_game, ["Ann", "Bo", "Cy"], r"A stone now lies"),
    ):
        for lines in logs(game, names):
            with_news = [line for line in lines if re.search(news, line)]
            assert with_news, news
            assert all(re.search(rf"[.!] {news}", line) for line in with_news), with_news

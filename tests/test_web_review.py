"""Reviewing a game in the page (web/ui/review/update.py), in CPython over
tests/fakepage.py: the review moves through the game, a sandbox leaves it as it was,
the record is copied, a review link opens at its move."""

from __future__ import annotations

import random

from fakepage import FakePage, play_person_turns, set_up, words

from game import decode
from web.ui.arrival.messages import Opened
from web.ui.intents import read_field
from web.ui.links import read_fragment
from web.ui.play.messages import Key


def finished(game: str = "shangrila", seats: int = 3) -> FakePage:
    page = FakePage()
    page.send(Opened(""))
    kinds = ["person"] + ["easy"] * (seats - 1)
    set_up(page, game, kinds, ["Ann", "Bo", "Cy", "Di"][:seats])
    play_person_turns(page, random.Random(2))
    return page


def test_review_moves_through_the_game_and_leaves_it_alone() -> None:
    page = finished()
    session = page.model.session
    assert session is not None
    stored = page.storage.get(f"shangrila-tsuro/save/{session.record.id}")
    total = len(session.game.history)
    page.press("review")
    assert page.state["review"] == str(total) and page.state["screen"] == "game"
    assert "Review" in words(page.screen["panel"])
    page.press("review-to", "0")
    assert page.state["review"] == "0"
    assert "The start of the game" in page.screen["announce"]
    page.send(Key("ArrowRight"))
    page.send(Key("ArrowRight"))
    assert page.state["review"] == "2"
    assert f"Move 2 of {total}" in page.screen["announce"]
    assert page.screen["log"].count("<li") == 2
    page.send(read_field("review-move", "7"))
    assert page.state["review"] == "7"
    page.send(Key("End"))
    assert page.state["review"] == str(total)
    assert "data-target" not in page.screen["board"]  # nothing offered
    page.press("review-close")
    assert page.state["review"] == "" and len(session.game.history) == total
    assert page.storage.get(f"shangrila-tsuro/save/{session.record.id}") == stored


def test_a_sandbox_plays_any_seat_and_can_be_thrown_away_or_kept() -> None:
    page = FakePage()
    page.send(Opened(""))
    set_up(page, "shangrila", ["person", "easy", "easy"], ["Ann", "Bo", "Cy"])
    page.settle()
    for _ in range(6):
        page.play(page.model.session.game.legal_moves()[0])
        page.settle()
    session = page.model.session
    encoded = session.game.encode()
    page.press("review")
    page.send(read_field("review-move", "3"))
    page.press("try-here")
    assert page.state["review"] == "sandbox"
    assert "Sandbox" in words(page.screen["panel"])
    sandbox = session.review.sandbox
    for _ in range(3):  # every seat, by the board's own clicks
        page.play(sandbox.game.legal_moves()[-1])
    assert sandbox.tried() == 3 and session.game.encode() == encoded
    page.press("try-undo")
    assert sandbox.tried() == 2
    page.press("try-drop")
    assert page.state["review"] == "3" and session.game.encode() == encoded
    page.press("try-here")
    page.play(session.review.sandbox.game.legal_moves()[0])
    line = list(session.review.sandbox.game.history)
    page.press("try-keep")
    kept = page.model.session
    assert kept is not None and kept is not session and kept.review is None
    assert kept.game.history == line and kept.record.id != session.record.id
    old = decode(page.store.read(session.record.id).game)
    assert old.encode() == encoded


def test_the_record_and_a_review_link() -> None:
    page = finished("tsuro", 2)
    session = page.model.session
    total = len(session.game.history)
    page.press("review")
    page.press("copy-record")
    text, download = page.records[-1]
    assert download is None and text.startswith("http://127.0.0.1/#v=1&g=")
    assert len(text.strip().splitlines()) == 2 + 1 + 2 + 1 + total  # link, title, players
    page.press("download-record")
    assert page.records[-1][1] == f"tsuro-{total}-moves.txt"
    page.send(read_field("review-move", "2"))
    page.press("review-link")
    fragment = page.model.session.link.split("#", 1)[1]
    assert read_fragment(fragment).review == 2
    other = FakePage()
    other.send(Opened("#" + fragment))
    assert other.state["review"] == "2" and other.model.session is not None
    assert len(other.model.session.game.history) == total


def test_a_review_link_to_a_move_the_game_lacks_is_refused() -> None:
    page = finished("tsuro", 2)
    fragment = page.model.share_fragment() + "&rv=999"
    other = FakePage()
    other.send(Opened("#" + fragment))
    assert other.model.session is None
    assert "a move the game does not have" in other.model.alert


def test_review_from_a_saved_games_card() -> None:
    page = finished()
    record_id = page.model.session.record.id
    page.press("menu")
    page.press("review-save", record_id)
    assert page.state["review"] == str(len(page.model.session.game.history))
    page.press("review-close")
    assert page.state["review"] == ""

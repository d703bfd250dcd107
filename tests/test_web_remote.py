"""Play by link between devices, in CPython: two fake pages (Ann's and Bo's, each
with its own storage) play whole games by sending each other links only."""

from __future__ import annotations

import random
import re

import pytest
from fakepage import FakePage, play_person_turns, set_up, words

from web.ui.arrival.messages import Opened
from web.ui.play.messages import LinkCopied
from web.ui.stores import MemoryStorage


def device() -> FakePage:
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    return page


def send(page: FakePage) -> str:
    """Press "Send to ..." and return the fragment of the link it sent."""
    page.press("send")
    copied = next(c for c in reversed(page.commands) if type(c).__name__ == "SendLink")
    assert copied.share
    return "#" + copied.fragment


def receive(page: FakePage, fragment: str) -> None:
    page.send(Opened(fragment))
    page.settle()


def hand_tiles(page: FakePage) -> set[int]:
    """The tile numbers drawn as a hand on this page."""
    panel = page.screen.get("panel", "")
    spans = re.findall(r'<span[^>]*class="hand-tile[^"]*"[^>]*aria-label="Tile (\d+),', panel)
    spans += re.findall(r'<span[^>]*aria-label="Tile (\d+),[^"]*"[^>]*class="hand-tile', panel)
    return {int(n) for n in spans}


def play_turns(page: FakePage, rng: random.Random) -> None:
    """Play this device's moves until the game waits for the other device or ends."""
    app = page.model
    while True:
        page.settle()
        session = app.session
        if session.game.is_over() or session.waiting_for() is not None:
            return
        assert app.offered(), app.screen
        page.play(rng.choice(session.game.legal_moves()))


@pytest.mark.parametrize(
    ("game", "kinds", "names"),
    [
        ("tsuro", ["person", "remote"], ["Ann", "Bo"]),
        ("shangrila", ["person", "remote", "easy"], ["Ann", "Bo", "Cy"]),
    ],
)
def test_two_devices_play_a_whole_game_by_links_only(game, kinds, names) -> None:
    ann, bo = device(), device()
    set_up(ann, game, kinds, names)
    rng = random.Random(7)
    turn, waiting_page = ann, bo
    for _ in range(500):
        play_turns(turn, rng)
        session = turn.model.session
        if session.game.is_over():
            break
        other = names[1] if turn is ann else names[0]
        assert words(turn.screen["status"]).startswith(f"Waiting for {other}")
        assert f"Send to {other}" in words(turn.screen["tools"])
        fragment = send(turn)
        receive(waiting_page, fragment)
        assert waiting_page.model.screen.name == "game"  # no seat question, no hand-over
        turn, waiting_page = waiting_page, turn
        if game == "tsuro":
            me = 0 if turn is ann else 1
            them = 1 - me
            assert hand_tiles(turn) <= set(turn.model.session.game.hand(me))
            assert not hand_tiles(turn) & set(turn.model.session.game.hand(them))
    else:
        raise AssertionError("the game did not end")
    receive(waiting_page, send_final(turn))
    for page in (ann, bo):
        assert page.model.session.game.is_over()
        assert len(page.store.read_all()[0]) == 1  # one save per game on each side


def send_final(page: FakePage) -> str:
    page.press("copy-link")
    return "#" + page.model.session.link.split("#")[1]


def test_a_link_to_a_new_game_asks_which_seat_is_yours_once() -> None:
    ann, bo = device(), device()
    set_up(ann, "tsuro", ["person", "remote"], ["Ann", "Bo"])
    ann.play("start a1.0")
    fragment = send_final(ann)  # a plain copied link does not say whose it is
    bo.send(Opened(fragment))
    assert bo.model.screen.name == "seat" and "I am Bo" in words(bo.screen["screen"])
    assert bo.store.read_all() == ([], [])  # nothing saved before the choice
    bo.press("seat", "1")
    assert bo.model.screen.name == "game" and bo.model.session.viewer == 1
    bo.play(bo.model.session.game.legal_moves()[0])
    again = device()
    again.storage = bo.storage
    receive(bo, fragment)  # the same game again: no question
    assert bo.model.screen.name == "game" and "older than your game" in bo.screen["messages"]


def test_stale_same_and_newer_links_and_the_saved_list() -> None:
    ann, bo = device(), device()
    set_up(ann, "tsuro", ["person", "remote"], ["Ann", "Bo"])
    ann.play("start a1.0")
    first = send(ann)
    receive(bo, first)
    assert "now in your saved games" in bo.screen["messages"]
    bo.play("start f6.4")
    receive(ann, send(bo))
    assert "1 new move since your last visit: Bo starts at f6.4" in ann.screen["messages"]
    assert ann.screen["log"].count('class="new"') == 1
    receive(ann, first)  # a stale link changes nothing
    assert "older than your game" in ann.screen["messages"]
    assert len(ann.model.session.game.history) == 2
    receive(ann, send_final(ann))
    assert "already have this position" in ann.screen["messages"]
    ann.press("menu")
    assert "Your turn. Last move: Bo starts at f6.4." in ann.screen["screen"]
    bo.press("menu")
    assert "Waiting for Ann" in words(bo.screen["screen"])
    assert len(ann.store.read_all()[0]) == len(bo.store.read_all()[0]) == 1


@pytest.mark.parametrize("choice", ["mine", "theirs", "both"])
def test_a_branched_link_offers_to_keep_either_game_or_both(choice: str) -> None:
    ann, bo = device(), device()
    set_up(ann, "tsuro", ["person", "remote"], ["Ann", "Bo"])
    ann.play("start a1.0")
    receive(bo, send(ann))
    bo.play("start f6.4")
    receive(ann, send(bo))
    ann.play(ann.model.session.game.legal_moves()[0])
    receive(bo, send(ann))
    ann.press("undo")  # Bo already has that move
    assert "already been sent" in ann.screen["messages"]
    ann.press("undo-yes")
    ann.play(ann.model.session.game.legal_moves()[-1])
    branched = send(ann)
    bo_game = list(bo.model.session.game.history)
    receive(bo, branched)
    assert bo.model.screen.name == "branch"
    bo.press("branch", choice)
    saves = bo.store.read_all()[0]
    assert len(saves) == (2 if choice == "both" else 1)
    expected = bo_game if choice == "mine" else ann.model.session.game.history
    assert bo.model.session.game.history == expected


def test_the_person_before_a_computer_plays_its_move() -> None:
    ann, bo = device(), device()
    set_up(ann, "tsuro", ["easy", "person", "remote"], ["Cy", "Ann", "Bo"])
    session = ann.model.session
    assert session.computer_to_move() is None and session.waiting_for() == 2
    assert "Waiting for Bo" in words(ann.screen["status"])  # Cy's move is Bo's device's to play
    receive(bo, send(ann))
    assert len(bo.model.session.game.history) == 1  # Bo's device played Cy's start
    assert bo.model.session.game.to_move == 1
    assert "Waiting for Ann" in words(bo.screen["status"])


def test_a_shared_link_is_kept_as_sent() -> None:
    ann = device()
    set_up(ann, "tsuro", ["person", "remote"], ["Ann", "Bo"])
    ann.play("start a1.0")
    fragment = send(ann)
    assert "to=1" in fragment
    assert ann.store.read("1").sent == 1
    ann.send(LinkCopied("http://127.0.0.1/" + fragment, True, shared=True))
    assert "Link sent." in ann.screen["messages"]


def test_local_games_ask_nothing_before_undo() -> None:
    page = device()
    set_up(page, "shangrila", ["person"] * 3, ["A", "B", "C"])
    play_person_turns_once(page)
    page.press("undo")
    assert not page.model.session.game.history


def play_person_turns_once(page: FakePage) -> None:
    page.play(page.model.session.game.legal_moves()[0])


def test_whole_local_games_still_play_with_remote_seats_elsewhere() -> None:
    page = device()
    set_up(page, "tsuro", ["person", "person", "easy"], ["A", "B", "C"])
    play_person_turns(page, random.Random(3))
    assert page.model.session.game.is_over()


def test_the_qr_code_of_the_link_is_drawn_while_asked_for() -> None:
    page = device()
    set_up(page, "tsuro", ["person", "remote"], ["Ann", "Bo"])
    page.press("qr")
    drawn = [c for c in page.commands if type(c).__name__ == "DrawQr"]
    assert drawn and drawn[-1].fragment == page.model.share_fragment()
    assert 'id="qr-code"' in page.screen["tools"]
    page.click("start:a1.0")  # the mark chosen: the same game
    page.commands.clear()
    page.click("start:a1.0")  # the code follows the game
    assert [c.fragment for c in page.commands if type(c).__name__ == "DrawQr"] == [
        page.model.share_fragment()
    ]
    page.press("qr")
    assert 'id="qr-code"' not in page.screen["tools"]


def test_a_link_too_long_for_a_qr_code_says_so() -> None:
    page = device()
    names = ["🐉" * 23 + letter for letter in "ABCDEFGH"]
    set_up(page, "tsuro", ["person"] + ["remote"] * 7, names)
    page.press("qr")
    assert "too long for a QR code" in page.screen["tools"]
    assert not [c for c in page.commands if type(c).__name__ == "DrawQr"]

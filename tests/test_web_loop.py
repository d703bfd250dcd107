"""The page's play loop against computer players, in CPython: fake computers and a
fake clock (tests/fakepage.py) drive whole games, undo, late answers, failures."""

from __future__ import annotations

import random
import re

import pytest
from fakepage import FakePage, FullStorage, clicks_for, play_person_turns, step, words

from game import decode
from web.ui import render
from web.ui.arrival.messages import Opened
from web.ui.commands import (
    AskBot,
    Focus,
    ScrollTop,
    SetPace,
    ShowProgress,
    StartBots,
    Unchanged,
    Wait,
)
from web.ui.intents import read, read_field
from web.ui.links import make_fragment
from web.ui.play.messages import BotMoved, BotProgress, TimerDone
from web.ui.play.update import SHOW_MOVE

#: What makes an element something a person can act on.
OFFERED = re.compile(r'data-target=|tabindex="0"|role="button"|<button')


def table(game: str, kinds: list[str], page: FakePage | None = None, **fields: str) -> FakePage:
    """A game started on the page with these seats (``person`` or a level)."""
    page = page or FakePage()
    page.send(Opened(""))
    page.send(read_field("game", game))
    page.send(read_field("count", str(len(kinds))))
    for index, kind in enumerate(kinds):
        page.send(read_field(f"kind-{index}", kind))
    for name, value in fields.items():
        page.send(read_field(name, value))
    page.press("start")
    return page


def board_and_panel(page: FakePage) -> str:
    """The board's content and the panel (the board itself may be a tab stop, to pan
    it: that offers nothing), without the turn's Hint and Undo (Undo stays while a
    computer plays: it goes back to the person's last turn)."""
    board = page.screen["board"]
    panel = re.sub(r'<div class="turn-tools">.*?</div>', "", page.screen["panel"])
    return board[board.index(">") + 1 :] + panel


@pytest.mark.parametrize(
    ("game", "kinds"),
    [
        ("shangrila", ["person", "easy", "hard"]),
        ("shangrila", ["medium", "easy", "person", "easy"]),
        ("tsuro", ["person", "easy"]),
        ("tsuro", ["easy", "person", "medium", "person"]),
    ],
)
def test_whole_games_against_computers_reach_the_end(game: str, kinds: list[str]) -> None:
    page = table(game, kinds, start="random")
    play_person_turns(page, random.Random(len(kinds)))
    session = page.model.session
    assert session.game.is_over() and page.state["turn"] == "over"
    assert page.store.read(session.record.id).game == session.game.encode()
    assert decode(session.game.encode()).history == session.game.history
    assert "Game over" in page.screen["panel"]
    assert len(session.log) == len(session.game.history)


def test_a_computers_turn_is_asked_shown_then_played() -> None:
    page = table("shangrila", ["easy", "person", "person"], start="suggested")
    session = page.model.session
    ask = page.commands[-3]
    assert isinstance(ask, AskBot) and ask.level == "easy"
    assert page.state["activity"] == "thinking" and page.state["turn"] == "r"
    assert "Player 1 (computer) is thinking…" in words(page.screen["status"])
    page.deliver()  # the move arrives: shown, not played yet
    assert page.state["activity"] == "showing" and not session.game.history
    wait = page.commands[-1]
    assert isinstance(wait, Wait) and wait.ms == SHOW_MOVE
    assert page.screen["status"].startswith("Computer plays: Player 1: Red")
    page.deliver()  # the timer ends: played
    assert len(session.game.history) == 1 and page.state["activity"] == "idle"
    assert page.state["turn"] == "b" and page.state["moves"] == "1"


def test_computers_moves_chosen_at_once_are_played_as_they_arrive_and_the_choice_is_kept() -> None:
    page = FakePage()
    page.send(Opened(""))
    assert SetPace("quick") in step(page, read_field("pace", "quick"))
    assert 'value="quick" selected' in render.regions(page.model)["tools"]
    assert not [c for c in step(page, read_field("pace", "slow")) if isinstance(c, SetPace)]
    page.send(read_field("pace", ""))
    page.send(read_field("pace", "quick"))
    assert page.pace == "quick"  # kept on the device
    table("shangrila", ["easy", "person", "person"], page, start="suggested")
    session = page.model.session
    assert 'value="quick" selected' in page.screen["tools"]  # also in the game's menu
    before = len(page.commands)
    page.deliver()  # the move arrives: played at once, with no timer
    assert not [c for c in page.commands[before:] if isinstance(c, Wait)]
    assert len(session.game.history) == 1 and page.state["activity"] == "idle"
    assert page.state["turn"] == "b" and "Player 1" in session.log[-1][1]
    page.send(read_field("pace", ""))  # shown first again
    page.play(session.game.legal_moves()[0])
    page.play(session.game.legal_moves()[0])
    page.deliver()
    assert page.state["activity"] == "showing" and len(session.game.history) == 3


def test_nothing_is_offered_while_a_computer_thinks_or_its_move_is_shown() -> None:
    page = table("shangrila", ["easy", "person", "person"], start="suggested")
    page.settle()  # the computer's first move
    page.bot = lambda game, level, seed: next(
        m for m in decode(game).legal_moves() if m.startswith("journey")
    )
    for _ in range(2):
        page.play(next(m for m in page.model.session.game.legal_moves() if m.startswith("recruit")))
    assert page.state["activity"] == "thinking"
    assert not OFFERED.search(board_and_panel(page))
    page.deliver()
    assert page.state["activity"] == "showing"
    drawn = board_and_panel(page)
    assert not OFFERED.search(drawn)
    assert "travels" in drawn or "stronger" in drawn  # the journey's preview, as information
    assert "confirm" not in page.screen["status"].lower()
    page.deliver()
    assert OFFERED.search(board_and_panel(page))


def test_tsuro_against_a_computer_shows_the_hand_without_offering_it() -> None:
    page = table("tsuro", ["person", "easy"])
    page.play("start a1.0")
    assert page.state["activity"] == "thinking"
    page.settle()
    page.play(page.model.session.game.legal_moves()[0])
    assert page.state["activity"] == "thinking"
    drawn = board_and_panel(page)
    assert "hand-tile" in drawn and not OFFERED.search(drawn)


def test_undo_while_a_computer_thinks_gives_the_turn_back_at_once() -> None:
    page = table("tsuro", ["person", "easy"])
    page.play("start a1.0")
    assert page.state["activity"] == "thinking" and len(page.pending) == 1
    page.press("undo")
    session = page.model.session
    assert session.game.history == [] and page.state["activity"] == "idle"
    assert page.state["turn"] == "0" and page.model.offered()
    assert "data-target" in page.screen["board"]
    page.deliver()  # the computer's late answer is dropped
    assert session.game.history == [] and page.state["activity"] == "idle"
    page.play("start c1.0")
    page.settle()
    assert session.game.history[0] == "start c1.0" and len(session.game.history) == 2


def test_undo_while_a_computers_move_is_shown_drops_it() -> None:
    page = table("tsuro", ["person", "easy"])
    page.play("start a1.0")
    page.deliver()
    assert page.state["activity"] == "showing"
    page.press("undo")
    page.settle()
    assert page.model.session.game.history == [] and page.state["activity"] == "idle"


def test_an_answer_after_the_menu_or_in_another_game_is_dropped() -> None:
    page = table("tsuro", ["person", "easy"])
    page.play("start a1.0")
    [late] = page.answers(page.pending.pop())
    assert isinstance(late, BotMoved)
    page.press("menu")
    page.send(late)
    assert page.model.session is None and page.model.screen.name == "start"
    page.press("continue", "1")
    page.send(late)  # the same game again: a new request is awaited, not this one
    assert page.model.session.game.history == ["start a1.0"]
    page.settle()
    assert len(page.model.session.game.history) == 2
    page.press("menu")
    other = table("tsuro", ["person", "easy"], page)
    other.play("start b1.0")
    other.send(BotMoved(late.token, late.move))
    other.send(TimerDone(late.token))
    assert other.model.session.game.history == ["start b1.0"]


def broken(game: str, level: str, seed: int) -> str:
    """A computer player whose worker never started."""
    raise RuntimeError("the worker did not start")


def test_a_failed_computer_says_so_and_can_try_again() -> None:
    page = FakePage(bot=broken)
    table("tsuro", ["person", "easy"], page)
    page.play("start a1.0")
    page.settle()
    assert page.state["activity"] == "failed"
    assert "could not move (the worker did not start)" in page.screen["messages"]
    assert 'data-action="retry"' in page.screen["tools"]
    assert "could not move" in page.screen["status"]
    page.bot = lambda game, level, seed: decode(game).legal_moves()[0]
    page.press("retry")
    page.settle()
    assert len(page.model.session.game.history) == 2 and page.state["activity"] == "idle"


def test_a_computer_answering_an_illegal_move_is_a_failure() -> None:
    page = FakePage(bot=lambda game, level, seed: "play 99r9")
    table("tsuro", ["easy", "person"], page)
    page.settle()
    assert page.state["activity"] == "failed" and not page.model.session.game.history
    page.press("undo")  # nothing to take back, and it says so
    assert "no move to take back" in page.screen["messages"]


def test_a_save_that_fails_is_said_and_tried_again_at_the_next_move() -> None:
    storage = FullStorage()
    page = table("shangrila", ["person", "person", "person"], FakePage(storage))
    storage.full = True
    page.play(page.model.session.game.legal_moves()[0])
    assert page.state["save"] == "failed"
    assert "did not keep the last move: its storage is full" in page.screen["messages"]
    assert page.store.read("1").move_count == 0
    assert "leaving is safe" not in page.screen["tools"] and "Not saved" in page.screen["tools"]
    storage.full = False
    page.play(page.model.session.game.legal_moves()[0])
    assert page.state["save"] == "saved" and page.store.read("1").move_count == 2


def test_the_menu_after_a_failed_save_does_not_say_it_is_saved() -> None:
    storage = FullStorage()
    page = table("shangrila", ["person", "person", "person"], FakePage(storage))
    storage.full = True
    page.play(page.model.session.game.legal_moves()[0])
    page.press("menu")
    assert page.model.screen.name == "start"
    assert "Your game is saved" not in page.screen["messages"]
    assert "did not keep the game" in page.screen["messages"]


def test_starting_a_game_with_full_storage_says_so() -> None:
    storage = FullStorage()
    storage.full = True
    page = table("tsuro", ["person", "person"], FakePage(storage))
    assert page.state["save"] == "failed" and page.model.screen.name == "handoff"
    assert "storage is full" in page.screen["messages"]
    storage.full = False
    page.press("reveal")
    page.play("start a1.0")
    assert page.state["save"] == "saved" and page.store.read("1").move_count == 1


@pytest.mark.parametrize(
    "where", ["game", "handoff", "thinking", "showing", "failed", "over", "start"]
)
def test_the_menu_is_reachable_from_every_screen(where: str) -> None:
    page = FakePage(bot=broken) if where == "failed" else FakePage()
    if where == "handoff":
        table("tsuro", ["person", "person"], page)
    elif where == "start":
        page.send(Opened(""))
    else:
        table("tsuro", ["person", "easy"], page)
        if where in ("thinking", "showing", "failed"):
            page.play("start a1.0")
            if where != "thinking":
                page.deliver()
        elif where == "over":
            play_person_turns(page, random.Random(1))
    assert where == "start" or page.state["activity"] in (where, "idle")
    page.send(read("menu"))
    assert page.model.screen.name == "start" and page.model.session is None
    page.settle()
    assert page.model.screen.name == "start"


def test_every_screen_change_starts_at_the_top() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("game", "tsuro"))
    page.press("start")
    assert ScrollTop() in page.commands and Focus("#handoff-title") in page.commands
    page.commands.clear()
    page.press("reveal")
    assert page.commands[-2:] == [ScrollTop(), Focus("#status")]
    page.commands.clear()
    page.click("start:a1.0", "confirm")
    assert ScrollTop() in page.commands  # the next person's hand-over screen
    page.press("menu")
    table("shangrila", ["person"] * 3, page)
    page.commands.clear()
    page.play(page.model.session.game.legal_moves()[0])  # the same screen: no scrolling
    assert ScrollTop() not in page.commands and page.model.session.game.history


def test_a_link_opened_while_a_computer_thinks_drops_its_answer() -> None:
    page = table("tsuro", ["person", "easy"])
    page.play("start a1.0")
    linked = page.model.session.game.copy()
    linked.undo()
    fragment = make_fragment(linked.encode(), ["Ann", "Bo"], ["person", "person"], to=0)
    page.send(Opened("#" + fragment))
    page.settle()
    assert page.model.session.game.history == []
    assert page.model.session.record.id == "2"


def test_clicks_for_reaches_every_kind_of_move() -> None:
    page = table("shangrila", ["person"] * 3, start="suggested")
    rng = random.Random(1)
    seen = set()
    while len(seen) < 3:
        moves = page.model.session.game.legal_moves()
        for move in moves:
            kind = move.split()[0]
            if kind not in seen and kind != "pass":
                page.play(move)
                assert page.model.session.game.history[-1] == move
                page.press("undo")
                seen.add(kind)
        page.play(rng.choice(moves))
    assert clicks_for(page.model, "pass") == ["pass"]


def test_the_moves_since_your_last_one_are_marked_listed_and_animated_once() -> None:
    page = table("tsuro", ["person", "easy", "easy"])
    page.play("start a1.0")
    page.settle()  # both computers start
    for _ in range(2):
        page.play(page.model.session.game.legal_moves()[0])
        page.settle()
    session = page.model.session
    assert session.recent() == 2
    panel = page.screen["panel"]
    feed = re.search(r"Since your last move</h2><ol>(.*?)</ol>", panel).group(1)
    assert feed.count("<li>") == 2 and "Player 3" in feed
    board = page.screen["board"]
    assert board.count('class="tile recent"') == 2 and " fresh" in board
    assert "<animateMotion" in board  # the computers' pawns travel their paths
    page.click("rotate:cw")  # the person acts: the marks stay, the motion stops
    assert 'class="tile recent"' in page.screen["board"]
    assert " fresh" not in page.screen["board"] and "<animateMotion" not in page.screen["board"]


def test_reduced_motion_marks_the_moves_without_moving_them() -> None:
    page = FakePage()
    page.send(Opened("", still=True))
    table("shangrila", ["person", "easy", "easy"], page, start="suggested")
    page.play(next(m for m in page.model.session.game.legal_moves() if m.startswith("recruit")))
    page.settle()
    assert " fresh" not in page.screen["board"]
    assert "space disc-" in page.screen["board"] and " recent" in page.screen["board"]


def test_the_computer_players_start_as_soon_as_their_game_is_on_screen() -> None:
    page = table("tsuro", ["person", "easy"])
    names = [type(c).__name__ for c in page.commands]
    # once when the seat was given to a computer, once when the game opened (saved after)
    assert names.count("StartBots") == 2
    assert "Save" in names[max(i for i, name in enumerate(names) if name == "StartBots") :]
    people = table("tsuro", ["person", "person"])
    assert "StartBots" not in [type(c).__name__ for c in people.commands]


# -- hints and the computer's progress -------------------------------------------------


@pytest.mark.parametrize("game", ["shangrila", "tsuro"])
def test_a_hint_shows_hard_s_move_and_the_chances_and_can_be_played(game: str) -> None:
    page = table(game, ["person", "easy", "easy"], start="random")
    page.press("hint")
    ask = next(c for c in reversed(page.commands) if isinstance(c, AskBot))
    assert ask.hint and ask.level == "hard"
    assert "Looking for a good move" in page.screen["panel"]
    assert 'id="progress"' in page.screen["panel"]
    assert 'data-action="hint"' not in page.screen["panel"]  # one hint a turn
    assert Focus("#hint-title") in page.commands
    page.send(BotProgress(ask.token, 300, 1000))
    assert page.commands[-2:] == [Unchanged(), ShowProgress(0.3)]
    page.deliver()
    hint = page.model.session.hint
    assert hint is not None and hint.move in page.model.session.game.legal_moves()
    assert page.commands[-1] == Focus('[data-action="play-hint"]')
    assert page.screen["announce"].startswith("Hint: You ")  # the only person here
    panel = page.screen["panel"]
    assert "The hard computer suggests:" in panel and "Player 3: 33%" in panel
    moves = len(page.model.session.game.history)
    page.press("play-hint")
    session = page.model.session
    assert session.game.history[moves] == hint.move and session.hint is None
    assert "hint-box" not in page.screen["panel"]


def test_a_tsuro_hint_ghosts_the_tile_on_the_board() -> None:
    page = table("tsuro", ["person", "easy"])
    page.play(page.model.session.game.legal_moves()[0])
    page.settle()
    page.press("hint")
    page.deliver()
    move = page.model.session.hint.move
    tile, rotation = move.removeprefix("play ").split("r")
    assert page.model.session.selection.tile == int(tile)
    assert page.model.session.selection.rotation == int(rotation)
    assert "ghost" in page.screen["board"]


def test_a_late_or_stale_hint_is_dropped() -> None:
    page = table("shangrila", ["person", "person", "person"], start="random")
    page.press("hint")
    page.play(page.model.session.game.legal_moves()[0])  # the person moves meanwhile
    page.deliver()
    assert page.model.session.hint is None and "hint-box" not in page.screen["panel"]
    page.press("hint")
    page.press("undo")
    page.deliver()
    assert page.model.session.hint is None


def test_a_failed_hint_says_so_and_loses_nothing() -> None:
    def broken(game: str, level: str, seed: int) -> str:
        raise RuntimeError("the worker did not start")

    page = table("tsuro", ["person", "hard"], page=FakePage(bot=broken))
    page.press("hint")
    page.deliver()
    assert "No hint this time: the computer could not search" in page.screen["messages"]
    assert page.model.session.turn.name == "idle" and 'data-action="hint"' in page.screen["panel"]


def test_hints_are_off_for_a_game_by_link_unless_agreed_and_travel_in_its_link() -> None:
    page = FakePage()
    page.send(Opened(""))
    assert 'data-field="hints" checked' in page.screen["screen"]
    page.send(read_field("kind-1", "remote"))
    assert 'data-field="hints">' in page.screen["screen"]  # off once a person plays elsewhere
    assert "agree on it before you send the link" in page.screen["screen"]
    page.press("start")
    assert 'data-action="hint"' not in page.screen["panel"]
    assert "&h=1" not in page.model.share_fragment()

    agreed = FakePage()
    agreed.send(Opened(""))
    agreed.send(read_field("kind-1", "remote"))
    agreed.send(read_field("hints", "true"))
    agreed.press("start")
    assert 'data-action="hint"' in agreed.screen["panel"]
    fragment = agreed.model.share_fragment()
    assert "&h=1" in fragment

    for link, offered in ((fragment, True), (fragment.replace("&h=1", ""), False)):
        other = FakePage()
        other.send(Opened(link))
        other.send(read("seat", "all"))
        session = other.model.session
        assert session.record.hints is offered
        session.viewer = session.game.to_move
        other.send(Opened(""))
        assert ('data-action="hint"' in other.screen["panel"]) is offered


def test_hints_can_be_switched_off_for_a_learner() -> None:
    page = table("tsuro", ["person", "easy"], hints="false")
    assert 'data-action="hint"' not in page.screen["panel"]
    assert page.model.session.record.hints is False


def test_a_hard_computer_shows_the_progress_of_its_search() -> None:
    page = table("tsuro", ["person", "hard"])
    page.play(page.model.session.game.legal_moves()[0])
    asks = [c for c in page.commands if isinstance(c, AskBot)]
    ask = asks[-1]
    assert ask.level == "hard" and not ask.hint
    assert '<progress id="progress"' in page.screen["status"]
    page.send(BotProgress(ask.token, 500, 1000))
    assert ShowProgress(0.5) in page.commands[-2:]
    assert 'value="0.50"' in render.regions(page.model)["status"]
    page.send(BotProgress(ask.token - 1, 900, 1000))  # an old request's report
    assert page.commands[-1] == Unchanged()


def test_the_computers_start_as_soon_as_a_seat_is_given_to_one() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("kind-1", "remote"))
    assert not any(isinstance(c, StartBots) for c in page.commands)
    page.send(read_field("kind-1", "hard"))
    assert StartBots() in page.commands

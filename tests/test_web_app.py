"""The page's screens and flow (web/ui/app.py), in CPython with an in-memory store."""

from __future__ import annotations

import doctest
import random
import re

import pytest

from game import shangrila
from web.ui import app as app_module
from web.ui.app import App, default_setup
from web.ui.links import make_fragment
from web.ui.saves import MemoryStorage, SaveStore


def make_app(storage: MemoryStorage | None = None, **kwargs) -> App:
    store = SaveStore(storage if storage is not None else MemoryStorage())
    return App(store, clock=lambda: "2026-11-21 07:00", new_seed=lambda: 11, **kwargs)


def started(storage: MemoryStorage | None = None, **kwargs) -> App:
    app = make_app(storage, **kwargs)
    app.action("start")
    return app


def play_first(app: App, count: int) -> None:
    for _ in range(count):
        app.play(app.game.legal_moves()[0])
        app.save()


def test_docstring_examples() -> None:
    assert doctest.testmod(app_module).failed == 0


def test_player_count_stays_within_each_games_limits() -> None:
    app = make_app()
    app.field("count", "9")
    assert len(app.setup.seats) == 4
    app.field("count", "1")
    assert len(app.setup.seats) == 3
    app.field("game", "tsuro")
    app.field("count", "8")
    assert len(app.setup.seats) == 8
    assert "Player 8" in app.regions()["screen"]


def test_choosing_a_taken_colour_swaps_it_and_move_up_changes_the_order() -> None:
    app = make_app()
    app.field("colour-0", "v")
    assert [s.colour for s in app.setup.seats] == ["v", "b", "y", "r"]
    app.field("name-1", "Bo")
    app.action("move-up", "1")
    assert [(s.name, s.colour) for s in app.setup.seats][:2] == [("Bo", "b"), ("Player 1", "v")]
    app.action("start")
    assert app.game.players == ("b", "v", "y", "r")
    assert app.record.names[0] == "Bo"


def test_options_reach_the_new_game() -> None:
    app = make_app()
    app.field("start", "random")
    app.field("tie", "true")
    app.field("count", "3")
    app.action("start")
    assert app.game.options["start"] == "random"
    assert app.game.tie_to_origin
    assert app.game.phase == "play"
    assert len(app.game.players) == 3


def test_computer_seats_are_offered_only_when_the_bots_are_there() -> None:
    assert "Computer (hard)" not in make_app().regions()["screen"]
    assert "Computer (hard)" in make_app(bots=True).regions()["screen"]


def test_a_new_game_is_saved_and_every_move_is_saved() -> None:
    storage = MemoryStorage()
    app = started(storage)
    assert app.screen == "game"
    play_first(app, 3)
    record = app.store.read(app.record.id)
    assert shangrila.decode(record.game).history == app.game.history
    assert record.move_count == 3


def test_reloading_the_page_resumes_the_current_game_exactly() -> None:
    storage = MemoryStorage()
    first = started(storage)
    play_first(first, 5)
    again = make_app(storage)
    assert again.open_page("") is False
    assert again.screen == "game"
    assert again.game.history == first.game.history
    assert again.log == first.log
    assert again.regions()["board"] == first.regions()["board"]


def test_a_board_click_that_makes_a_move_plays_it_and_logs_it_in_words() -> None:
    app = started()
    assert app.activate("space:E:R")
    assert app.game.history == ["place RE"]
    assert app.log == [("place RE", "Player 1: Red places a Rainmaker master in village E")]
    assert "place RE" in app.regions()["log"]


def test_undo_is_repeatable_and_says_when_there_is_nothing_left() -> None:
    app = started()
    play_first(app, 2)
    app.action("undo")
    app.action("undo")
    assert app.game.history == [] and app.log == []
    app.action("undo")
    assert "no move to take back" in app.regions()["messages"]
    app.save()
    assert app.store.read(app.record.id).move_count == 0


def test_undo_against_computers_goes_back_to_the_persons_turn() -> None:
    app = make_app(bots=True)
    app.field("kind-1", "easy")
    app.field("kind-2", "easy")
    app.field("kind-3", "hard")
    app.action("start")
    assert app.computer_turn() is None
    play_first(app, 4)  # the person, then three computers
    assert app.game.to_move == "r"
    assert app.computer_turn() is None
    app.play(app.game.legal_moves()[0])
    encoded, level, _ = app.computer_turn()
    assert (level, shangrila.decode(encoded).history) == ("easy", app.game.history)
    app.action("undo")
    assert len(app.game.history) == 4
    app.action("undo")
    assert app.game.history == []


def test_a_computers_move_is_shown_before_it_is_played() -> None:
    app = make_app(bots=True)
    app.field("kind-0", "easy")
    app.field("start", "suggested")
    app.action("start")
    for _ in range(4):  # red (the computer) and then each person recruits
        recruit = next(m for m in app.game.legal_moves() if m.startswith("recruit"))
        if app.game.to_move == "r":
            app.announce(recruit)
            assert "Confirm recruit" in app.regions()["panel"]
            assert not app.game.history
        app.play(recruit)
    journey = next(m for m in app.game.legal_moves() if m.startswith("journey"))
    origin, destination = journey.split()[1]
    app.announce(journey)
    regions = app.regions()
    assert "Computer plays: Player 1: Red sends the students" in regions["messages"]
    assert f"Confirm journey {origin} to {destination}" in regions["panel"]  # the preview
    assert len(app.game.history) == 4
    app.play(journey)
    assert "Confirm journey" not in app.regions()["panel"]


def test_menu_and_new_game_keep_the_game_saved_and_say_so() -> None:
    storage = MemoryStorage()
    app = started(storage)
    play_first(app, 2)
    app.action("menu")
    assert app.screen == "start"
    assert "saved" in app.regions()["messages"]
    assert app.store.current() is None
    assert "2 moves" in app.regions()["screen"]
    app.action("continue", "1")
    assert app.game.history and app.screen == "game"
    app.action("new-game")
    assert app.screen == "start"
    assert [s.colour for s in app.setup.seats] == ["r", "b", "y", "v"]
    assert make_app(storage).open_page("") is False


def test_delete_asks_first_and_can_be_cancelled() -> None:
    app = started()
    app.action("menu")
    app.action("delete", "1")
    assert "Delete this game for good?" in app.regions()["screen"]
    app.action("delete-no")
    assert app.store.read_all()[0]
    app.action("delete", "1")
    app.action("delete-yes")
    assert app.store.read_all() == ([], [])
    assert "No saved games yet" in app.regions()["screen"]


def test_a_damaged_save_is_listed_as_skipped_and_can_be_deleted() -> None:
    storage = MemoryStorage()
    started(storage).action("menu")
    storage.set("shangrila-tsuro/save/7", "{oops")
    app = make_app(storage)
    app.open_page("")
    screen = app.regions()["screen"]
    assert "could not be read and was skipped" in screen
    assert "Continue" in screen
    app.action("delete", "shangrila-tsuro/save/7")
    app.action("delete-yes")
    assert app.store.read_all()[1] == []


def test_a_damaged_current_game_gives_the_start_screen_with_a_message() -> None:
    storage = MemoryStorage()
    started(storage)
    storage.set("shangrila-tsuro/save/1", "{oops")
    app = make_app(storage)
    app.open_page("")
    assert app.screen == "start"
    assert "could not be opened" in app.regions()["messages"]
    assert app.store.current() is None


def test_a_share_link_opens_the_same_game_as_a_new_save_once() -> None:
    storage = MemoryStorage()
    mine = started(storage)
    play_first(mine, 3)
    url = mine.share_url("http://127.0.0.1:8000/index.html#old")
    assert url.startswith("http://127.0.0.1:8000/index.html#v=1&g=")
    fragment = url.split("#")[1]
    friend = make_app()
    assert friend.open_page("#" + fragment) is True
    assert friend.game.history == mine.game.history
    assert friend.record.names == mine.record.names
    assert "now in your saved games" in friend.regions()["messages"]
    other = make_app(storage)
    other.open_page(
        "#" + make_fragment(shangrila.new_game(seed=3).encode(), list("ABCD"), ["person"] * 4)
    )
    assert len(other.store.read_all()[0]) == 2  # added beside the first game, not over it
    assert other.store.read(mine.record.id).game == mine.record.game
    again = make_app(storage)
    again.open_page("#" + fragment)
    assert len(again.store.read_all()[0]) == 2  # the same link twice: one save


def test_a_link_opened_during_a_game_shows_the_linked_game() -> None:
    app = started()
    app.regions()
    linked = shangrila.new_game("rby", seed=3)
    app.open_page("#" + make_fragment(linked.encode(), list("ABC"), ["person"] * 3))
    assert app.game.history == linked.history and len(app.game.players) == 3
    assert app.regions()["panel"].count('<tr class="player') == 3


@pytest.mark.parametrize("fragment", ["#v=1&g=S1.AQAB", "#v=1&g=S1.AQABAm7t6BQ&s=pp&n=A", "#v=7"])
def test_a_broken_link_gives_a_message_and_the_start_screen(fragment) -> None:
    app = make_app()
    assert app.open_page(fragment) is True
    assert app.screen == "start"
    assert "This link could not be opened" in app.regions()["messages"]


def test_a_link_whose_moves_are_not_legal_is_refused() -> None:
    from game import codec

    text = codec.pack("S", 1, shangrila.new_game(seed=1)._header(), [0, 0, 999])
    app = make_app()
    app.open_page("#" + make_fragment(text, list("ABCD"), ["person"] * 4))
    assert "move 3 is not a legal move" in app.regions()["messages"]


def test_the_end_screen_names_the_winners() -> None:
    app = started()
    rng = random.Random(2)
    while not app.game.is_over():
        app.play(rng.choice(app.game.legal_moves()))
    names = dict(zip(app.game.players, app.record.names, strict=True))
    panel = app.regions()["panel"]
    assert "Game over" in panel
    assert all(names[w] in panel for w in app.game.winners())
    assert 'data-action="new-game"' in panel
    assert winners_lines(panel) == [expected_winners(app)]


def expected_winners(app: App) -> str:
    names = dict(zip(app.game.players, app.record.names, strict=True))
    winners = [names[w] for w in app.game.winners()]
    if len(winners) == 1:
        return f"{winners[0]} wins!"
    return " and ".join(winners) + " share the win!"


def winners_lines(panel: str) -> list[str]:
    """Every sentence of the panel that names the winners (there must be one only)."""
    return re.findall(r"[^<>]*\b(?:wins|share the win)\b[^<>]*", panel)


def test_an_illegal_move_is_reported_and_changes_nothing() -> None:
    app = started()
    app.play("journey AB")
    assert app.game.history == []
    assert "not allowed" in app.regions()["messages"]


def test_every_control_has_an_accessible_name() -> None:
    import re

    app = make_app(bots=True)
    html = app.regions()["screen"]
    for control in re.findall(r"<(?:select|input)[^>]*>", html):
        assert "aria-label" in control or 'type="radio"' in control or 'type="checkbox"' in control
    assert default_setup("tsuro").seats[1].name == "Player 2"


def tsuro_app(kinds: list[str], **fields: str) -> App:
    app = make_app(bots=True)
    app.field("game", "tsuro")
    app.field("count", str(len(kinds)))
    for index, kind in enumerate(kinds):
        app.field(f"kind-{index}", kind)
        app.field(f"name-{index}", "ABCDEFGH"[index] + "nn")
    for name, value in fields.items():
        app.field(name, value)
    app.action("start")
    return app


def test_tsuro_with_two_people_hands_the_device_over_before_each_hand() -> None:
    app = tsuro_app(["person", "person"])
    assert app.screen == "handoff" and "Hand the device to Ann" in app.regions()["screen"]
    app.action("reveal")
    assert app.screen == "game" and app.viewer == 0
    app.play(app.game.legal_moves()[0])
    assert app.screen == "handoff"
    regions = app.regions()
    assert set(regions) == {"messages", "screen"}  # nothing of the board or the hands
    assert "Hand the device to Bnn" in regions["screen"]
    assert not app.activate("start:a1.0")
    app.action("reveal")
    assert app.screen == "game" and app.viewer == 1
    assert "Your hand" in app.regions()["panel"]
    app.action("undo")
    assert app.screen == "handoff"  # back to player 0, who must take the device again
    app.action("reveal")
    again = make_app(app.store.storage)
    again.open_page("")
    assert again.screen == "handoff"  # after a reload, nobody's hand until asked


def test_tsuro_against_computers_always_shows_the_persons_hand() -> None:
    app = tsuro_app(["medium", "person", "easy"])
    assert app.viewer == 1 and app.screen == "game"
    assert app.computer_turn()[1] == "medium"
    play_first(app, 3)
    assert app.screen == "game" and app.viewer == 1


def test_tsuro_log_names_the_players() -> None:
    app = tsuro_app(["person", "hard"])
    app.play("start a1.0")
    assert app.log == [("start a1.0", "Ann starts at a1.0")]


def test_the_elimination_bonus_needs_three_players() -> None:
    app = make_app()
    app.field("game", "tsuro")
    assert '<input type="checkbox" data-field="bonus" disabled>' in app.regions()["screen"]
    app.field("bonus", "true")
    app.action("start")
    assert not app.game.options["elimination_bonus"]
    app = tsuro_app(["person"] * 3, bonus="true")
    assert app.game.options["elimination_bonus"]


def test_a_whole_tsuro_game_ends_on_the_end_screen() -> None:
    app = tsuro_app(["person", "person", "person"])
    rng = random.Random(4)
    while not app.game.is_over():
        if app.screen == "handoff":
            app.action("reveal")
        app.play(rng.choice(app.game.legal_moves()))
        app.save()
    assert app.screen == "game"
    panel = app.regions()["panel"]
    names = dict(zip(app.game.players, app.record.names, strict=True))
    assert "Game over" in panel and all(names[w] in panel for w in app.game.winners())
    assert winners_lines(panel) == [expected_winners(app)]
    assert make_app(app.store.storage).open_page("") is False


def test_new_game_from_a_game_keeps_its_players_and_options() -> None:
    app = make_app(bots=True)
    app.field("count", "3")
    app.field("colour-0", "v")
    app.field("name-0", "Vi")
    app.field("kind-2", "hard")
    app.field("start", "random")
    app.field("tie", "true")
    app.action("start")
    app.action("new-game")
    setup = app.setup
    assert [(s.name, s.colour, s.kind) for s in setup.seats] == [
        ("Vi", "v", "person"),
        ("Player 2", "b", "person"),
        ("Player 3", "y", "hard"),
    ]
    assert (setup.start, setup.tie_to_origin) == ("random", True)

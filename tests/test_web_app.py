"""The page's screens and flow (web/ui/update and its modules), in CPython: messages in,
commands out, carried out by the page's runner over tests/fakepage.py's effects."""

from __future__ import annotations

import doctest
import io
import random
import re

import pytest
from fakepage import FakePage, step, words

from game import codec, shangrila
from web.ui import arrows, games, guide, intents, render, session, snapshot, update
from web.ui.arrival import update as arrivals
from web.ui.arrival import view as arrival
from web.ui.arrival.messages import Opened
from web.ui.commands import Focus, ScrollTop, SetTheme
from web.ui.intents import read, read_field
from web.ui.links import make_fragment
from web.ui.play.messages import BoardClick
from web.ui.prefs import is_theme
from web.ui.screens import frame
from web.ui.start import form
from web.ui.stores import MemoryStorage


@pytest.mark.parametrize(
    "module",
    [arrival, arrivals, arrows, form, frame, games, guide, intents, session, snapshot, update],
)
def test_docstring_examples(module) -> None:
    result = doctest.testmod(module)
    assert result.attempted and not result.failed


def started(storage: MemoryStorage | None = None, **fields: str) -> FakePage:
    page = FakePage(storage)
    page.send(Opened(""))
    for name, value in fields.items():
        page.send(read_field(name, value))
    page.press("start")
    return page


def play_first(page: FakePage, count: int) -> None:
    for _ in range(count):
        page.play(page.model.session.game.legal_moves()[0])


@pytest.mark.parametrize("game", ["shangrila", "tsuro"])
def test_the_kept_markup_holds_every_region_in_its_place(game: str) -> None:
    """What the snapshot keeps is the layout with each region drawn inside the element
    of its id, on the start screen and in a game."""
    page = FakePage()
    page.send(Opened(""))
    models = [(render.layout(page.model), render.regions(page.model))]
    page = started(game=game)
    if page.model.offered():
        play_first(page, 3)
    models.append((render.layout(page.model), render.regions(page.model)))
    for layout, regions in models:
        html = frame.fill(layout, regions)
        for region, drawn in regions.items():
            assert re.search(f'id="{region}"[^>]*>' + re.escape(drawn) + "</", html), region


def test_player_count_stays_within_each_games_limits() -> None:
    page = FakePage()
    page.send(read_field("count", "9"))
    assert len(page.model.setup.seats) == 4
    page.send(read_field("count", "1"))
    assert len(page.model.setup.seats) == 3
    page.send(read_field("game", "tsuro"))
    page.send(read_field("count", "8"))
    assert len(page.model.setup.seats) == 8
    assert "Player 8" in page.screen["screen"]


def test_odd_form_values_change_nothing() -> None:
    page = FakePage()
    before = repr(page.model.setup)
    for name, value in [
        ("count", "²"),
        ("name-9", "X"),
        ("name-²", "X"),
        ("colour-0", "green"),
        ("kind-1", "genius"),
        ("start", "anywhere"),
        ("nonsense", "1"),
        ("game", "chess"),
    ]:
        page.send(read_field(name, value))
    assert repr(page.model.setup) == before


def test_choosing_a_taken_colour_swaps_it_and_move_up_changes_the_order() -> None:
    page = FakePage()
    page.send(read_field("colour-0", "v"))
    assert [s.colour for s in page.model.setup.seats] == ["v", "b", "y", "r"]
    page.send(read_field("name-1", "Bo"))
    page.press("move-up", "1")
    assert [(s.name, s.colour) for s in page.model.setup.seats][:2] == [
        ("Bo", "b"),
        ("Player 1", "v"),
    ]
    page.press("start")
    assert page.model.session.game.players == ("b", "v", "y", "r")
    assert page.model.session.record.names[0] == "Bo"


def test_typing_a_name_does_not_redraw_the_form() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("name-0", "An"))
    assert type(page.commands[-1]).__name__ == "Unchanged"
    assert page.model.setup.seats[0].name == "An"


def test_options_reach_the_new_game() -> None:
    page = started(start="random", tie_to_origin="true", count="3")
    game = page.model.session.game
    assert game.options["start"] == "random" and game.tie_to_origin
    assert game.phase == "play" and len(game.players) == 3


def test_computer_seats_are_offered_only_when_the_bots_are_there() -> None:
    page = FakePage()
    assert "Computer (hard)" in render.regions(page.model)["screen"]
    page.model.bots = False
    assert "Computer (hard)" not in render.regions(page.model)["screen"]


def test_a_new_game_is_saved_and_every_move_is_saved() -> None:
    page = started()
    assert page.model.screen.name == "game" and page.state["save"] == "saved"
    play_first(page, 3)
    record = page.store.read(page.model.session.record.id)
    assert shangrila.decode(record.game).history == page.model.session.game.history
    assert record.move_count == 3 and page.state["moves"] == "3"


def test_reloading_the_page_resumes_the_current_game_exactly() -> None:
    storage = MemoryStorage()
    first = started(storage)
    play_first(first, 5)
    again = FakePage(storage)
    again.send(Opened(""))
    assert again.model.screen.name == "game" and not again.fragment_dropped
    assert again.model.session.game.history == first.model.session.game.history
    assert again.model.session.log == first.model.session.log
    drawn = first.screen["board"].replace(" fresh", "", 1)  # (its last move just played)
    assert again.screen["board"] == drawn


def test_a_board_click_that_makes_a_move_plays_it_and_logs_it_in_words() -> None:
    page = started()
    page.click("space:E:R")  # the master shown, nothing played yet
    assert page.model.session.game.history == []
    page.click("space:E:R")
    session = page.model.session
    assert session.game.history == ["place RE"]
    assert session.log == [("place RE", "Player 1: Red places a master (Rainmaker) in village E")]
    assert "place RE" in page.screen["log"]


def test_undo_is_repeatable_and_says_when_there_is_nothing_left() -> None:
    page = started()
    play_first(page, 2)
    page.press("undo")
    assert ScrollTop() in page.commands  # the board in view again, on a phone too
    page.press("undo")
    assert page.model.session.game.history == [] and page.model.session.log == []
    assert 'data-action="undo" disabled' in page.screen["panel"]
    page.send(read("undo"))
    assert "no move to take back" in page.screen["messages"]
    assert page.store.read(page.model.session.record.id).move_count == 0


def test_menu_and_new_game_keep_the_game_saved_and_say_so() -> None:
    storage = MemoryStorage()
    page = started(storage)
    play_first(page, 2)
    page.press("menu")
    assert page.model.screen.name == "start" and page.model.session is None
    assert "saved" in page.screen["messages"]
    assert page.store.current() is None
    assert "2 moves" in page.screen["screen"]
    page.press("continue", "1")
    assert page.model.session.game.history and page.model.screen.name == "game"
    page.press("new-game")
    assert page.model.screen.name == "start"
    assert [s.colour for s in page.model.setup.seats] == ["r", "b", "y", "v"]
    again = FakePage(storage)
    again.send(Opened(""))
    assert again.model.screen.name == "start"


def test_delete_asks_first_and_can_be_cancelled() -> None:
    page = started()
    page.press("menu")
    page.press("delete", "1")
    assert "Delete this game for good?" in page.screen["screen"]
    page.press("delete-no")
    assert page.store.read_all()[0]
    page.press("delete", "1")
    page.press("delete-yes")
    assert page.store.read_all() == ([], [])
    assert "No saved games yet" in page.screen["screen"]


def test_a_damaged_save_is_listed_as_skipped_and_can_be_deleted() -> None:
    storage = MemoryStorage()
    started(storage).press("menu")
    storage.set("shangrila-tsuro/save/7", "{oops")
    page = FakePage(storage)
    page.send(Opened(""))
    assert "could not be read and was skipped" in page.screen["screen"]
    assert "Continue" in page.screen["screen"]
    page.press("delete", "shangrila-tsuro/save/7")
    page.press("delete-yes")
    assert page.store.read_all()[1] == []


def test_a_damaged_current_game_gives_the_start_screen_with_a_message() -> None:
    storage = MemoryStorage()
    started(storage)
    storage.set("shangrila-tsuro/save/1", "{oops")
    page = FakePage(storage)
    page.send(Opened(""))
    assert page.model.screen.name == "start"
    assert "could not be opened" in page.screen["messages"]
    assert page.store.current() is None


def test_a_save_naming_more_players_than_its_game_has_is_refused_and_forgotten() -> None:
    storage = MemoryStorage()
    page = started(storage, count="3")
    record = page.store.read("1")
    record.names.append("Extra")
    record.seats.append("person")
    page.store.write(record, replaces=record.version)
    again = FakePage(storage)
    again.send(Opened(""))
    assert again.model.screen.name == "start"
    assert "names 4 players for a game of 3" in again.screen["messages"]
    assert again.store.current() is None


def test_a_share_link_opens_the_same_game_as_a_new_save_once() -> None:
    storage = MemoryStorage()
    mine = started(storage)
    play_first(mine, 3)
    mine.press("copy-link")
    url = mine.model.session.link
    assert url.startswith("http://127.0.0.1/#v=1&g=") and "Link copied" in mine.screen["messages"]
    assert f'value="{url.replace("&", "&amp;")}"' in mine.screen["tools"]
    fragment = url.split("#")[1]
    friend = FakePage()
    friend.send(Opened("#" + fragment))
    assert friend.fragment_dropped and friend.model.screen.name == "seat"
    friend.press("seat", "all")
    assert friend.model.session.game.history == mine.model.session.game.history
    assert friend.model.session.record.names == mine.model.session.record.names
    assert "now in your saved games" in friend.screen["messages"]
    other = FakePage(storage)
    linked = shangrila.new_game(seed=3).encode()
    other.send(Opened("#" + make_fragment(linked, list("ABCD"), ["person"] * 4)))
    other.press("seat", "1")
    assert len(other.store.read_all()[0]) == 2  # added beside the first game, not over it
    assert other.store.read(mine.model.session.record.id).game == mine.model.session.record.game
    again = FakePage(storage)
    again.send(Opened("#" + fragment))
    assert len(again.store.read_all()[0]) == 2  # the same link twice: one save
    assert "You already have this position" in again.screen["messages"]


def test_a_link_opened_during_a_game_shows_the_linked_game() -> None:
    page = started()
    linked = shangrila.new_game("rby", seed=3)
    page.send(Opened("#" + make_fragment(linked.encode(), list("ABC"), ["person"] * 3, to=2)))
    assert page.model.session.game.history == linked.history
    assert page.screen["panel"].count('<tr class="player') == 3


@pytest.mark.parametrize(
    "fragment",
    [
        "#v=1&g=S1.AQAB",
        "#v=1&g=S1.AQABAm7t6BQ&s=pp&n=A",
        "#v=7",
        "#v=1&g=T1.AwIABQAAS11Chg&s=ppp&n=A&n=B&n=C",  # three names, two players
    ],
)
def test_a_broken_link_gives_a_message_and_the_start_screen(fragment: str) -> None:
    storage = MemoryStorage()
    page = FakePage(storage)
    page.send(Opened(fragment))
    assert page.model.screen.name == "start" and page.fragment_dropped
    assert "This link could not be opened" in page.screen["messages"]
    again = FakePage(storage)
    again.send(Opened(""))  # the plain address afterwards: the start screen
    assert again.model.screen.name == "start" and again.state["screen"] == "start"


def test_a_link_whose_moves_are_not_legal_is_refused() -> None:
    text = codec.pack("S", 1, shangrila.new_game(seed=1)._header(), [0, 0, 999])
    page = FakePage()
    page.send(Opened("#" + make_fragment(text, list("ABCD"), ["person"] * 4)))
    assert "move 3 is not a legal move" in page.screen["messages"]


def expected_winners(page: FakePage) -> str:
    session = page.model.session
    winners = [session.names[w] for w in session.game.winners()]
    if len(winners) == 1:
        return f"{winners[0]} wins!"
    return " and ".join(winners) + " share the win!"


def winners_lines(panel: str) -> list[str]:
    """Every sentence of the panel that names the winners (there must be one only)."""
    section = re.search(r'<p class="winners">(.*?)</p>', panel)
    return [] if section is None else [words(section.group(1))]


def test_the_end_screen_names_the_winners() -> None:
    page = started()
    rng = random.Random(2)
    while not page.model.session.game.is_over():
        page.play(rng.choice(page.model.session.game.legal_moves()))
    panel = page.screen["panel"]
    assert "Game over" in panel and 'data-action="new-game"' in panel
    assert winners_lines(panel) == [expected_winners(page)]
    assert page.state["turn"] == "over"


def test_an_illegal_move_is_reported_and_changes_nothing() -> None:
    page = started()
    page.send(BoardClick("space:Q:Q"))
    assert page.model.session.game.history == []
    assert "cannot" in page.screen["panel"]


def test_every_control_has_an_accessible_name() -> None:
    html = render.regions(FakePage().model)["screen"]
    for control in re.findall(r"<(?:select|input)[^>]*>", html):
        assert "aria-label" in control or 'type="radio"' in control or 'type="checkbox"' in control


def tsuro_page(kinds: list[str], **fields: str) -> FakePage:
    page = FakePage()
    page.send(read_field("game", "tsuro"))
    page.send(read_field("count", str(len(kinds))))
    for index, kind in enumerate(kinds):
        page.send(read_field(f"kind-{index}", kind))
        page.send(read_field(f"name-{index}", "ABCDEFGH"[index] + "nn"))
    for name, value in fields.items():
        page.send(read_field(name, value))
    page.press("start")
    return page


def test_tsuro_with_two_people_hands_the_device_over_before_each_hand() -> None:
    page = tsuro_page(["person", "person"])
    app = page.model
    assert app.screen.name == "handoff" and "Hand the device to Ann" in words(page.screen["screen"])
    page.press("reveal")
    assert app.screen.name == "game" and app.session.viewer == 0
    page.play(app.session.game.legal_moves()[0])
    assert app.screen.name == "handoff"
    assert set(page.screen) == {"messages", "screen", "tools"}  # nothing of the board or hands
    assert "Hand the device to Bnn" in words(page.screen["screen"])
    page.send(BoardClick("start:a1.0"))
    assert len(app.session.game.history) == 1
    page.press("reveal")
    assert app.screen.name == "game" and app.session.viewer == 1
    assert "Your hand" in page.screen["panel"]
    page.press("undo")
    assert app.screen.name == "handoff"  # back to player 0, who must take the device again
    page.press("reveal")
    again = FakePage(page.storage)
    again.send(Opened(""))
    assert again.model.screen.name == "handoff"  # after a reload, nobody's hand until asked


def test_the_hand_over_screen_has_the_games_menu_without_a_hand() -> None:
    page = tsuro_page(["person", "person"])
    for _ in range(3):
        page.press("reveal")
        play_first(page, 1)
    assert page.model.screen.name == "handoff"
    tools = page.screen["tools"]
    for action in ("undo", "copy-link", "menu"):
        assert f'data-action="{action}"' in tools
    assert "hand-tile" not in page.markup()
    page.press("copy-link")
    assert page.model.screen.name == "handoff" and page.model.session.link
    page.press("undo")  # the link went out: it asks first
    assert "already been sent" in page.screen["messages"]
    page.press("undo-yes")  # the player who moved last still holds the device
    assert page.model.screen.name == "game" and len(page.model.session.game.history) == 2
    assert page.model.session.viewer == page.model.session.game.to_move == 0
    page.press("menu")
    assert page.model.screen.name == "start"


def test_reveal_shows_a_hand_only_from_the_hand_over_screen() -> None:
    page = tsuro_page(["person", "easy"])
    page.play("start a1.0")
    assert page.model.session.game.to_move == 1
    page.send(read("reveal"))  # a stale click: the computer's hand stays hidden
    assert page.model.session.viewer == 0


def test_tsuro_against_computers_always_shows_the_persons_hand() -> None:
    page = tsuro_page(["medium", "person", "easy"])
    assert page.model.session.viewer == 1 and page.model.screen.name == "game"
    assert page.state["activity"] == "thinking"
    page.settle()
    play_first(page, 1)
    page.settle()
    assert page.model.screen.name == "game" and page.model.session.viewer == 1


def test_the_log_speaks_to_the_only_person_here_and_names_the_others() -> None:
    page = tsuro_page(["person", "easy"])
    page.play("start a1.0")
    page.settle()
    assert page.model.session.log == [
        ("start a1.0", "You start at a1.0"),
        ("start f3.2", "Bnn starts at f3.2"),
    ]
    page = tsuro_page(["person", "person"])
    page.press("reveal")
    page.play("start a1.0")
    assert page.model.session.log == [("start a1.0", "Ann starts at a1.0")]


def test_the_elimination_bonus_needs_three_players() -> None:
    page = FakePage()
    page.send(read_field("game", "tsuro"))
    checkbox = '<input type="checkbox" data-field="elimination_bonus" disabled>'
    assert checkbox in page.screen["screen"]
    page.send(read_field("elimination_bonus", "true"))
    page.press("start")
    assert not page.model.session.game.options["elimination_bonus"]
    page = tsuro_page(["person"] * 3, elimination_bonus="true")
    assert page.model.session.game.options["elimination_bonus"]


def test_a_whole_tsuro_game_ends_on_the_end_screen() -> None:
    page = tsuro_page(["person", "person", "person"])
    rng = random.Random(4)
    while not page.model.session.game.is_over():
        if page.model.screen.name == "handoff":
            page.press("reveal")
        page.play(rng.choice(page.model.session.game.legal_moves()))
    assert page.model.screen.name == "game"
    assert winners_lines(page.screen["panel"]) == [expected_winners(page)]
    again = FakePage(page.storage)
    again.send(Opened(""))
    assert again.model.screen.name == "game"


def test_new_game_from_a_game_keeps_its_players_and_options() -> None:
    page = FakePage()
    for name, value in [
        ("count", "3"),
        ("colour-0", "v"),
        ("name-0", "Vi"),
        ("kind-2", "hard"),
        ("start", "random"),
        ("tie_to_origin", "true"),
    ]:
        page.send(read_field(name, value))
    page.press("start")
    page.press("new-game")
    setup = page.model.setup
    assert [(s.name, s.colour, s.kind) for s in setup.seats] == [
        ("Vi", "v", "person"),
        ("Player 2", "b", "person"),
        ("Player 3", "y", "hard"),
    ]
    assert setup.options == {"start": "random", "tie_to_origin": True}


def test_a_game_against_the_computer_in_one_click_and_a_rematch() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("quick", "tsuro")
    session = page.model.session
    assert session.record.seats == ["person", "medium", "medium", "medium"]
    assert session.record.names[0] == "You" and page.model.screen.name == "game"
    assert session.record.names[1:] == ["Computer 2", "Computer 3", "Computer 4"]  # by seat
    play_to_the_end(page)
    page.press("rematch")
    again = page.model.session
    assert again.record.id != session.record.id and again.record.seats == session.record.seats
    assert not again.game.history
    page.press("menu")
    page.send(read_field("game", "shangrila"))
    page.send(read_field("kind-1", "hard"))
    page.press("start")
    page.press("menu")
    page.press("quick", "shangrila")  # the last table with computers
    assert page.model.session.record.seats == ["person", "hard", "medium", "medium"]
    again = FakePage(page.storage)  # kept after a reload too
    again.send(Opened(""))
    again.press("menu")  # (the reload resumed the quick game)
    again.press("quick", "shangrila")
    assert again.model.session.record.seats == ["person", "hard", "medium", "medium"]


@pytest.mark.parametrize(
    "kept", ["{", '{"tsuro": 5}', '{"tsuro": [["x" , "genius", "?"], ["options"]]}', "x" * 9000]
)
def test_a_damaged_kept_table_falls_back_to_the_default(kept: str) -> None:
    storage = MemoryStorage()
    storage.set("shangrila-tsuro/tables", kept)
    page = FakePage(storage)
    page.send(Opened(""))
    page.press("quick", "tsuro")
    assert page.model.session.record.seats[0] == "person"
    assert len(page.model.session.record.seats) in (2, 4)


def play_to_the_end(page: FakePage) -> None:
    rng = random.Random(1)
    while not page.model.session.game.is_over():
        if page.model.offered():
            page.play(rng.choice(page.model.session.game.legal_moves()))
        else:
            page.deliver()


def test_enter_on_a_focused_target_confirms_a_move_that_is_ready() -> None:
    page = tsuro_page(["person", "easy"])
    page.play("start a1.0")
    page.settle()
    tile = page.model.session.game.hand(0)[0]
    page.click(f"tile:{tile}")
    page.send(BoardClick(f"tile:{tile}", enter=True))  # Enter on the focused tile
    assert page.model.session.game.history[2].startswith(f"play {tile}r")


def test_counts_read_right_and_the_log_follows_the_play() -> None:
    page = started()
    play_first(page, 1)
    assert any(type(c).__name__ == "FollowLog" for c in page.commands)
    page.press("menu")
    assert "1 move," in page.screen["screen"] and "1 moves" not in page.screen["screen"]


def test_the_shangrila_ranking_follows_the_rule_books_tie_break() -> None:
    from playout import advance

    from web.ui.shangrila import view as shangrila_view
    from web.ui.view import Scene

    for seed in range(12):
        game = advance(shangrila.new_game("rbyv", seed=seed), random.Random(seed), 10_000)
        names = {c: f"P{c}" for c in game.players}
        panel = shangrila_view.draw(Scene(game, names, None, False), shangrila_view.empty()).panel
        ranked = re.findall(r"<li>P(\w) \(\w+\): (\d+) masters?, present in (\d+) villages?", panel)
        assert ranked and ranked[0][0] in game.winners()
        keys = [(-int(m), -int(p)) for _, m, p in ranked]
        assert keys == sorted(keys)


def test_eliminations_and_the_dragon_are_announced_and_logged() -> None:
    page = tsuro_page(["person", "person", "person"])
    rng = random.Random(4)
    announced = []
    while not page.model.session.game.is_over():
        if page.model.screen.name == "handoff":
            page.press("reveal")
        page.play(rng.choice(page.model.session.game.legal_moves()))
        if " is out: " in page.screen["messages"]:
            announced.append(page.screen["messages"])
    game, names = page.model.session.game, page.model.session.names
    log = " ".join(words for _, words in page.model.session.log)
    for player in game.eliminated():
        assert f"{names[player]} is out: " in log
    assert announced and 'aria-live="polite"' in render.layout(page.model)
    reloaded = FakePage(page.storage)
    reloaded.send(Opened(""))
    assert reloaded.model.session.log == page.model.session.log  # the same words after a reload


def test_the_dragon_changing_hands_is_news() -> None:
    from game import tsuro

    seen = 0
    for seed in range(30):
        game, rng = tsuro.new_game(4, seed=seed), random.Random(seed)
        names = {p: f"P{p}" for p in game.players}
        while not game.is_over():
            before = game.copy()
            game.play(rng.choice(game.legal_moves()))
            news = games.GAMES["tsuro"].news(before, game, names)
            if game.dragon != before.dragon:
                seen += 1
                assert any("dragon tile" in line for line in news)
            else:
                assert not any("dragon" in line for line in news)
    assert seen


@pytest.mark.parametrize("key", ["shangrila", "tsuro"])
def test_how_to_play_opens_from_the_start_screen_and_from_a_game(key: str) -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("guide", key)
    assert page.state["screen"] == "guide" and "How to play" in page.screen["screen"]
    assert "<svg" in page.screen["screen"]  # a real position drawn by the board view
    page.press("close-guide")
    assert page.state["screen"] == "start"
    page.press("quick", key)
    page.settle()
    page.press("guide")
    assert page.state["screen"] == "guide" and not page.model.offered()
    page.settle()  # the computers play on meanwhile
    page.press("close-guide")
    assert page.state["screen"] == "game"


def test_every_move_is_announced_in_a_polite_live_region() -> None:
    page = started()
    play_first(page, 2)
    assert '<div id="announce" class="sr-only" aria-live="polite">' in render.layout(page.model)
    assert page.screen["announce"] == page.model.session.log[-1][1]


@pytest.mark.parametrize("key", ["shangrila", "tsuro"])
def test_the_rule_books_worked_examples_step_through_move_by_move(key: str) -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("guide", key)
    seen = []
    for _ in range(guide.steps(key) + 2):  # one more than there are: it stops at the end
        found = re.search(r"<strong>([^<]*)</strong>, step (\d+)", page.screen["screen"])
        seen.append(found.groups())
        page.send(read("guide-step", "1"))
    assert len(set(seen)) == guide.steps(key) and seen[-1] == seen[-2]
    assert 'data-arg="1" disabled' in page.screen["screen"]
    page.send(read("guide-step", "-1"))
    assert 'data-arg="1" disabled' not in page.screen["screen"]


def test_the_tsuro_example_ends_with_player_1_out() -> None:
    example = guide.EXAMPLES["tsuro"][0]
    game = example.start()
    for move, _ in example.steps:
        game.play(move)
    assert game.eliminated() == [0] and game.elimination(0) == ("edge", "c6.5")


def test_a_theme_chosen_is_kept_on_the_device_and_an_unknown_one_is_ignored() -> None:
    page = FakePage()
    assert not is_theme("nonsense") and page.model.theme == ""
    assert SetTheme("dark") in step(page, read_field("theme", "dark"))
    assert 'value="dark" selected' in render.regions(page.model)["tools"]
    assert not [c for c in step(page, read_field("theme", "sepia")) if isinstance(c, SetTheme)]
    assert page.model.theme == "dark"


def test_the_start_screen_shows_each_game_with_a_picture_and_its_ways_to_begin() -> None:
    page = FakePage()
    page.send(Opened(""))
    screen = render.regions(page.model)["screen"]
    for key, kind in games.GAMES.items():
        card = screen.split(f'aria-labelledby="card-{key}"')[1].split("</article>")[0]
        assert kind.tagline in card and "<svg" in card
        for action in ("quick", "set-up", "guide"):
            assert f'data-action="{action}" data-arg="{key}"' in card
    assert screen.index("Choose a game") < screen.index("Saved games") < screen.index("new-title")


def test_set_up_a_table_chooses_the_game_in_the_form_and_goes_to_it() -> None:
    page = FakePage()
    page.send(Opened(""))
    assert page.model.setup.game == "shangrila"
    commands = step(page, read("set-up", "tsuro"))
    assert page.model.setup.game == "tsuro" and Focus("#new-title") in commands
    assert 'value="tsuro" checked' in render.regions(page.model)["screen"]


def test_a_saved_game_is_listed_with_a_picture_of_its_position() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("quick", "tsuro")
    page.press("menu")
    saved = render.regions(page.model)["screen"].split('class="saves"')[1]
    assert '<div class="save-picture"><svg' in saved


def test_a_language_chosen_is_loaded_used_kept_and_the_log_retold() -> None:
    from babel.messages.mofile import write_mo
    from test_catalogs import catalog

    from game import i18n
    from web.ui.commands import LoadLanguage, SetLanguage
    from web.ui.messages import LanguageLoaded

    compiled = io.BytesIO()
    write_mo(compiled, catalog("it"))
    page = FakePage()
    page.send(Opened(""))
    page.press("quick", "tsuro")
    page.play(page.model.session.game.legal_moves()[0])
    english_log = list(page.model.session.log)
    assert LoadLanguage("it") in step(page, read_field("language", "it"))
    assert page.model.language == "en"  # nothing changes until the catalog is there
    try:
        commands = step(page, LanguageLoaded("it", compiled.getvalue()))
        assert SetLanguage("it") in commands and page.model.language == "it"
        assert i18n.language() == "it"
        page.press("copy-link")
        copied = i18n._("Link copied.")
        assert copied != "Link copied." and copied in render.regions(page.model)["messages"]
        assert 'value="it" lang="it" selected' in render.regions(page.model)["tools"]
        assert len(page.model.session.log) == len(english_log)
        step(page, LanguageLoaded("fr", None))  # could not be loaded: nothing changes
        assert page.model.language == "it" and page.model.alert
        step(page, read_field("language", "en"))
        assert page.model.language == "en" and i18n._("Undo") == "Undo"
    finally:
        i18n.use("en")


def test_the_zoomed_board_stays_zoomed_through_moves_computers_and_undo() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("quick", "shangrila")
    page.click("zoom")
    assert page.model.session.selection.zoom
    page.play(page.model.session.game.legal_moves()[0])
    assert page.model.session.selection.zoom  # through the computers' moves, shown first
    page.settle()
    assert page.model.session.selection.zoom and page.model.offered()
    page.press("undo")
    assert page.model.session.selection.zoom


@pytest.mark.parametrize("key", ["tsuro", "shangrila"])
def test_the_only_person_here_is_told_they_win(key: str) -> None:
    from game import decode, tsuro
    from web.ui.env import Env
    from web.ui.model import Model
    from web.ui.play.model import Playing
    from web.ui.saved import Record
    from web.ui.session import Session

    for seed in range(200):
        game = (
            tsuro.new_game(2, seed=seed)
            if key == "tsuro"
            else shangrila.new_game("rby", start="random", seed=seed)
        )
        rng = random.Random(seed)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        if game.winners() == [game.players[0]]:
            break
    seats = ["person"] + ["easy"] * (len(game.players) - 1)
    names = ["You"] + [f"Computer {n}" for n in range(1, len(game.players))]
    record = Record("1", game.encode(), names, seats, "", here=[0])
    session = Session.open(record, decode(game.encode()))
    regions = render.regions(Model(Env(clock=lambda: ""), Playing(session)))
    assert "You win!" in regions["panel"] and "You wins" not in regions["panel"]
    assert regions["status"].startswith("Game over: You win")

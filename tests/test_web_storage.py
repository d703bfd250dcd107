"""Storage that never loses a game, whatever other tabs do: ids that cannot collide,
other tabs' records read safely, hundreds of saves, names that cannot disguise
themselves. Tabs here are pages on one storage that hear each other's changes when
the test says (as a browser's storage events arrive: later, between two events)."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace

from fakepage import FakePage, FullStorage
from hypothesis import given, settings
from hypothesis import strategies as st

from game import shangrila, tsuro
from game.terminal import run
from web.ui.arrival.messages import Opened
from web.ui.intents import read_field
from web.ui.links import make_fragment, read_fragment
from web.ui.saved import Record
from web.ui.saves import PREFIX, SaveStore
from web.ui.storage import view as stored
from web.ui.storage.messages import Continue, ShowSaves, StorageChanged
from web.ui.stores import MemoryStorage


class Shared(FullStorage):
    """One browser's storage, shared by the tabs opened on it."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[list[str]] = []  # each tab's storage events not delivered yet
        self.writes: list[tuple[str, str]] = []


class TabStorage:
    """A tab's view of :class:`Shared`: what it writes, the other tabs hear of."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.events: list[str] = []
        shared.heard.append(self.events)

    def get(self, key: str) -> str | None:
        return self.shared.get(key)

    def set(self, key: str, value: str) -> None:
        self.shared.set(key, value)  # raises while storage is full
        self.shared.writes.append((key, value))
        self._tell(key)

    def remove(self, key: str) -> None:
        self.shared.remove(key)
        self._tell(key)

    def stored_keys(self) -> list[str]:
        return self.shared.stored_keys()

    def _tell(self, key: str) -> None:
        for events in self.shared.heard:
            if events is not self.events:
                events.append(key)


SEEDS = itertools.count(100)


def tab(shared: Shared, fragment: str = "") -> FakePage:
    """A tab on ``shared`` storage; its games are dealt from seeds of their own."""
    page = FakePage(TabStorage(shared))  # type: ignore[arg-type]
    page.model.env = replace(page.model.env, new_seed=SEEDS.__next__)
    page.send(Opened(fragment))
    return page


def hear(page: FakePage) -> None:
    """The tab gets the storage events of the other tabs' changes."""
    events = page.storage.events
    while events:
        page.send(StorageChanged(events.pop(0)))


def moves_of(page: FakePage) -> list[str]:
    return list(page.model.session.game.history)


def play(page: FakePage, count: int = 1) -> None:
    for _ in range(count):
        page.play(page.model.session.game.legal_moves()[0])


def stored_games(shared: Shared) -> list[Record]:
    return SaveStore(shared).read_all()[0]


# -- 1. ids that cannot collide ------------------------------------------------------------


def test_full_storage_and_two_tabs_never_overwrite_a_game() -> None:
    """The defect as found: both tabs choose the same id (here on purpose), A's first
    save fails, B makes room and plays; A's moves and "Back to menu" never overwrite
    B's game, and A's game ends up saved too."""
    shared = Shared()
    first, second = tab(shared), tab(shared)
    second.press("start")
    play(second)  # an old game, saved
    second.press("menu")
    old = second.model.screen.saves.records[0].id
    shared.full = True
    first.press("start")
    assert first.state["save"] == "failed"
    hear(second)
    second.press("delete", old)
    second.press("delete-yes")
    shared.full = False
    second.store.ids = iter([int(first.model.session.record.id), 50]).__next__
    second.press("start")
    play(second, 2)
    b_game = moves_of(second)
    hear(first)
    play(first)  # A's next move: saved elsewhere, never over B's game
    play(second)
    b_game = moves_of(second)
    assert second.state["save"] == "saved" and "another tab" not in second.screen["messages"]
    first.press("menu")
    games = {tuple(record.moves): record for record in stored_games(shared)}
    assert len(games) == 2
    b_record = SaveStore(shared).read(second.model.session.record.id)
    assert b_record.move_count == len(b_game) == 3
    assert any(record.move_count == 1 for record in games.values())  # A's game


def test_a_new_id_is_drawn_among_the_sites_own_keys_only() -> None:
    storage = MemoryStorage()
    storage.set(PREFIX + "999999999", "junk")
    storage.set("999999999", "another program's")
    storage.set("other/" + PREFIX + "5", "{}")
    store = SaveStore(storage, ids=iter([999999999, 5]).__next__)
    record = store.new_record(tsuro.new_game(2, seed=1).encode(), ["A", "B"], ["person"] * 2, "")
    assert record.id == "5"  # 999999999 is taken (damaged entries hold their id too)
    store.write(record)
    assert store.read("5").names == ["A", "B"]


def test_an_odd_key_leaves_every_new_game_its_own_save() -> None:
    storage = MemoryStorage()
    storage.set(PREFIX + "999999999", '{"junk": 1}')
    storage.set("999999999", "x")
    page = FakePage(storage)
    page.store.ids = SaveStore(storage).ids  # drawn at random, as in the page
    page.send(Opened(""))
    ids = set()
    for _ in range(3):
        page.press("start")
        play(page)
        ids.add(page.model.session.record.id)
        page.press("menu")
    assert len(ids) == 3
    assert all(len(SaveStore(storage).read(i).moves) == 1 for i in ids)


def test_a_write_never_replaces_what_it_did_not_read() -> None:
    store = SaveStore(MemoryStorage())
    game = tsuro.new_game(2, seed=1).encode()
    record = store.new_record(game, ["A", "B"], ["person"] * 2, "")
    store.write(record)
    try:
        store.write(Record(record.id, game, ["C", "D"], ["person"] * 2, ""))
    except Exception as conflict:
        assert conflict.newer == record  # type: ignore[attr-defined]
    else:
        raise AssertionError("a new save was written over another")
    assert store.read(record.id).names == ["A", "B"]


# -- 2. other tabs' records read safely ----------------------------------------------------


def newer_format(shared: Shared, page: FakePage) -> None:
    """Another version of the page rewrites the open game's save in a newer format."""
    key = PREFIX + page.model.session.record.id
    data = json.loads(shared.get(key) or "")
    TabStorage(shared).set(key, json.dumps({**data, "format": 2, "version": 99}))


def test_a_newer_format_under_the_open_game_keeps_it_open_and_asks() -> None:
    shared = Shared()
    page = tab(shared)
    page.press("start")
    play(page, 2)
    newer_format(shared, page)
    hear(page)
    assert page.model.screen.name == "game" and page.state["save"] == "failed"
    assert "changed by another version" not in page.screen["messages"]
    assert "another version of the page changed it" in page.screen["messages"]
    assert "))" not in page.screen["messages"]  # the reason reads without doubled parentheses
    before = dict(shared.data)
    play(page)  # the move is kept here, and nothing is written over the other save
    assert moves_of(page)[2:] and shared.data == before
    page.press("save-as-new")
    assert page.state["save"] == "saved" and "saved as a new game" in page.screen["messages"]
    kept = SaveStore(shared).read(page.model.session.record.id)
    assert kept.moves and len(kept.moves) == 3
    assert SaveStore(shared).read_all()[1]  # the newer save is still there, listed as such


def test_a_game_apart_can_be_left_as_it_is() -> None:
    shared = Shared()
    page = tab(shared)
    page.press("start")
    play(page)
    newer_format(shared, page)
    hear(page)
    page.press("menu")
    records, problems = SaveStore(shared).read_all()
    assert records == [] and len(problems) == 1


def test_another_game_saved_in_the_open_games_place_is_noticed() -> None:
    shared = Shared()
    first = tab(shared)
    first.press("start")
    play(first)
    record = first.model.session.record
    other = Record(record.id, tsuro.new_game(2, seed=9).encode(), ["X", "Y"], ["person"] * 2, "")
    other.version = record.version + 5
    TabStorage(shared).set(PREFIX + record.id, other.to_json())
    hear(first)
    assert "a different game in its place" in first.screen["messages"]
    assert first.model.session.game.history  # still the game of this tab


def test_a_lower_version_of_the_same_game_is_noticed() -> None:
    shared = Shared()
    first = tab(shared)
    first.press("start")
    before = shared.get(PREFIX + first.model.session.record.id) or ""
    play(first, 2)
    TabStorage(shared).set(PREFIX + first.model.session.record.id, before)
    hear(first)
    assert "back to an earlier position" in first.screen["messages"]
    assert len(moves_of(first)) == 2


def test_a_failure_in_an_event_is_reported_on_the_page_not_raised() -> None:
    page = FakePage()
    page.runner.strict = False
    page.send(Opened(""))
    page.runner.store.read_all = None  # type: ignore[assignment]  # a bug, say
    page.send(StorageChanged(None))
    assert "Something went wrong in the page" in page.screen["messages"]


# -- 3. hundreds of saves ----------------------------------------------------------------


class CountingStorage(MemoryStorage):
    def __init__(self) -> None:
        super().__init__()
        self.reads = 0

    def get(self, key: str) -> str | None:
        self.reads += 1
        return super().get(key)


def many_saves(storage: MemoryStorage, count: int) -> None:
    store = SaveStore(storage, ids=iter(range(1, count + 1)).__next__)
    game = tsuro.new_game(2, seed=1)
    game.play(game.legal_moves()[0])
    for i in range(count):
        names = [f"A{i}", f"B{i}"]
        date = f"2026-{1 + i % 12:02}-{1 + i % 28:02} {i % 24:02}:{i % 60:02}"
        store.write(store.new_record(game.encode(), names, ["person"] * 2, date), current=False)


def test_a_thousand_saves_show_four_pictures_and_pages_of_the_rest() -> None:
    storage = CountingStorage()
    many_saves(storage, 1000)
    page = FakePage(storage)
    page.send(Opened(""))
    screen = page.screen["screen"]
    assert screen.count('class="save-picture"') == stored.RECENT
    assert "Show all 1000 saved games" in screen
    assert len(screen) < 200_000
    reads = storage.reads
    page.send(read_field("count", "3"))  # the form redrawn: no save read again
    page.send(read_field("game", "tsuro"))
    assert storage.reads - reads < 10
    page.press("saves-page", "0")
    assert "Page 1 of 40" in page.screen["screen"]
    page.send(ShowSaves(39))
    assert "Page 40 of 40" in page.screen["screen"]
    shown = page.screen["screen"].count('data-action="continue"')
    assert shown == stored.RECENT + 25
    page.press("fewer-saves")
    assert "Page" not in page.screen["screen"]


def test_the_kept_snapshot_stays_under_its_limit_with_a_thousand_saves() -> None:
    from web.ui import snapshot

    storage = MemoryStorage()
    many_saves(storage, 1000)
    page = FakePage(storage)
    page.send(Opened(""))
    kept = storage.get(snapshot.KEY)
    assert kept is not None and len(kept) < snapshot.LIMIT


def test_the_list_follows_other_tabs_by_their_events() -> None:
    shared = Shared()
    first, second = tab(shared), tab(shared)
    second.press("start")
    play(second)
    second.press("menu")
    assert "No saved games yet" in first.screen["screen"]
    hear(first)
    assert 'data-action="continue"' in first.screen["screen"]
    first.send(Continue(second.model.screen.saves.records[0].id))
    assert first.model.screen.name == "game"


# -- 5. names ---------------------------------------------------------------------------


def link(names: list[str]) -> str:
    game = tsuro.new_game(2, seed=5)
    return "#" + make_fragment(game.encode(), names, ["person", "person"])


def test_control_and_invisible_characters_are_taken_out_of_names() -> None:
    read = read_fragment(link(["Ann\u202e:evom", "\u200bBo\u2066"]))
    assert read.names == ["Ann:evom", "Bo"]


def test_blank_or_equal_names_in_a_link_are_refused() -> None:
    for names, reason in (
        (["Ann", "\u200b "], "a player’s name is blank"),
        (["Ann", "ann\u200d"], "two players are called ann"),
    ):
        page = FakePage()
        page.send(Opened(link(names)))
        assert page.model.screen.name == "start"
        assert reason in page.screen["messages"]
        assert page.storage.data == {}


def test_equal_names_on_the_form_are_refused_with_a_message() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("name-0", "Ann"))
    page.send(read_field("name-1", " ANN "))
    page.press("start")
    assert page.model.screen.name == "start" and page.storage.data == {}
    assert "two players are called ANN" in page.screen["messages"]


def test_names_are_isolated_in_the_markup() -> None:
    page = FakePage()
    page.send(Opened(link(["\u05d3\u05e0\u05d9", "Bo"])))
    assert "I am <bdi>\u05d3\u05e0\u05d9</bdi>" in page.markup()
    page.press("seat", "1")
    while "Waiting" not in page.screen["status"]:
        page.play(page.model.session.game.legal_moves()[0])
    assert "Waiting for <bdi>\u05d3\u05e0\u05d9</bdi>" in page.screen["status"]


def test_the_terminal_never_echoes_a_long_line() -> None:
    out: list[str] = []
    lines = iter(["x" * 10_000_000, "quit"])
    run(
        shangrila.new_game("rby", seed=1),
        lambda game, player: "",
        {},
        read=lambda _: next(lines),
        write=out.append,
    )
    refusal = next(line for line in out if line.startswith("Not possible"))
    assert len(refusal) < 300 and "xxx…'" in refusal


# -- the property: no committed move is ever lost -----------------------------------------

ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(["start", "play", "menu", "continue", "delete", "full", "hear", "keep"]),
        st.integers(0, 1),
        st.integers(0, 50),
    ),
    max_size=40,
)


@settings(max_examples=80, deadline=None)
@given(ACTIONS, st.booleans())
def test_two_tabs_in_any_order_never_lose_a_committed_move(actions, same_ids) -> None:
    shared = Shared()
    tabs = [tab(shared), tab(shared)]
    if not same_ids:
        for i, page in enumerate(tabs):
            page.store.ids = iter(range(1 + 1000 * i, 1000 * (i + 1))).__next__
    deleted: set[tuple[object, ...]] = set()
    for action, which, pick in actions:
        page = tabs[which]
        session, screen = page.model.session, page.model.screen
        if action == "full":
            shared.full = not shared.full
        elif action == "hear":
            hear(page)
        elif action == "start" and screen.name == "start":
            page.press("start")
        elif action == "play" and screen.name == "game" and not session.game.is_over():
            moves = session.game.legal_moves()
            page.play(moves[pick % len(moves)])
        elif action == "menu" and session is not None:
            page.press("menu")
        elif action == "keep" and session is not None and session.apart is not None:
            page.press("save-as-new")
        elif action in ("continue", "delete") and screen.name == "start" and screen.saves:
            records = screen.saves.records
            if records:
                record = records[pick % len(records)]
                if action == "continue":
                    page.press("continue", record.id)
                else:
                    page.press("delete", record.id)
                    page.press("delete-yes")
                    deleted.add(record.identity)
    committed: dict[tuple[object, ...], list[int]] = {}
    for key, text in shared.writes:
        if key.startswith(PREFIX):
            record = json.loads(text)
            written = Record(**{k: record[k] for k in ("id", "game", "names", "seats", "date")})
            committed[written.identity] = written.moves
    stored = stored_games(shared)
    for identity, moves in committed.items():
        if identity in deleted:
            continue
        assert any(
            record.identity == identity and record.moves[: len(moves)] == moves for record in stored
        ), "a game's saved moves were lost"

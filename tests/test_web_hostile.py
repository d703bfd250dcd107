"""Input from outside the page: links, storage entries, other tabs, peers' messages and
the workers' answers, of any shape and nesting. The page always starts, says what is
wrong in its own words, and loses no save."""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import random
import string
from dataclasses import replace
from urllib.parse import quote

import pytest
from fakepage import FakePage, play_person_turns, set_up
from hypothesis import given, settings
from hypothesis import strategies as st
from test_web_live import Room, host, invite, join

from game import shangrila, tsuro
from web.ui import bounded, intents, snapshot
from web.ui.arrival.messages import Opened
from web.ui.hosts import AGREED, HOSTS, read_hosts
from web.ui.links import make_fragment
from web.ui.live.messages import PeerText
from web.ui.prefs import LANGUAGE, THEME
from web.ui.saves import CURRENT, PREFIX, SOLO, TABLES, SaveStore, namespace_of
from web.ui.storage.messages import StorageChanged
from web.ui.stores import MemoryStorage
from web.ui.update import update


def tsuro_link(names: list[str]) -> str:
    game = tsuro.new_game(2, seed=5)
    return "#" + make_fragment(game.encode(), names, ["person", "person"], to=0)


def opened(storage: MemoryStorage, fragment: str = "") -> FakePage:
    page = FakePage(storage)
    page.send(Opened(fragment))
    return page


def test_a_name_longer_than_the_forms_limit_is_refused() -> None:
    storage = MemoryStorage()
    page = opened(storage, tsuro_link(["A" * 25, "Bo"]))
    assert page.model.screen.name == "start"
    assert "longer than 24 characters" in page.screen["messages"]
    assert "A" * 25 not in page.screen["messages"]
    assert storage.data == {}
    assert opened(storage, tsuro_link(["A" * 24, "Bo"])).model.screen.name == "game"


def test_messages_never_repeat_what_came_from_outside() -> None:
    junk = "x" * 5000
    for fragment in (f"#v={junk}", f"#v=1&g=S1.{junk}", f"#v=1&g={junk}"):
        page = opened(MemoryStorage(), fragment)
        assert "This link could not be opened" in page.screen["messages"]
        assert len(page.screen["messages"]) < 400


@pytest.mark.parametrize(
    "record_id", ['" autofocus onfocus="window.__xss=1', "²", "0", "01", "1" * 40, "-1"]
)
def test_a_save_under_an_id_this_page_never_gives_is_listed_as_damaged(record_id: str) -> None:
    storage = MemoryStorage()
    page = opened(storage)
    page.press("start")
    page.press("menu")
    record = json.loads(storage.data[PREFIX + "1"])
    storage.set(PREFIX + record_id, json.dumps(dict(record, id=record_id)))
    storage.set(CURRENT, record_id)
    page = opened(storage)
    screen = page.screen["screen"]
    assert page.model.screen.name == "start" and '" autofocus' not in screen
    assert "its name is not one this page gives its saves" in screen
    assert 'data-action="continue" data-arg="1"' in screen  # the good save is still there


def test_every_id_and_key_in_the_saves_list_is_escaped() -> None:
    storage = MemoryStorage()
    storage.set(PREFIX + '"><b>x', "{}")
    screen = opened(storage).screen["screen"]
    assert "<b>" not in screen and "&quot;&gt;&lt;b&gt;x" in screen


def test_saves_live_in_the_sites_namespace_and_old_ones_move_in() -> None:
    storage = MemoryStorage()
    old = SaveStore(storage)
    game = shangrila.new_game("rby", seed=2)
    record = old.new_record(game.encode(), list("ABC"), ["person"] * 3, "2026-11-01 10:00")
    old.write(record)
    storage.set("other-project/save/1", "theirs")
    site = SaveStore(storage, namespace_of("/shangrila-tsuro/"), ids=iter([5]).__next__)
    assert [r.game for r in site.read_all()[0]] == [record.game]
    assert site.current() == "5"
    assert set(storage.data) == {
        "/shangrila-tsuro/shangrila-tsuro/save/5",
        "/shangrila-tsuro/shangrila-tsuro/current",
        "other-project/save/1",
    }
    fork = SaveStore(storage, namespace_of("/fork/index.html"))
    assert fork.read_all() == ([], [])


def two_tabs() -> tuple[MemoryStorage, FakePage, FakePage]:
    storage = MemoryStorage()
    first = opened(storage)
    first.send(Opened(""))
    first.press("start")
    first.play(first.model.session.game.legal_moves()[0])
    second = opened(storage)
    assert second.model.session.game.history == first.model.session.game.history
    return storage, first, second


def test_a_tab_never_writes_over_moves_another_tab_saved() -> None:
    _, first, second = two_tabs()
    first.play(first.model.session.game.legal_moves()[0])
    ahead = list(first.model.session.game.history)
    second.play(second.model.session.game.legal_moves()[-1])  # on the older position
    assert first.store.read("1").move_count == 2
    assert second.model.session.game.history == ahead  # it shows the newer position instead
    assert "went on in another tab" in second.screen["messages"]
    second.play(second.model.session.game.legal_moves()[0])
    assert second.store.read("1").move_count == 3


def test_a_tab_follows_another_tabs_moves_when_told_storage_changed() -> None:
    _, first, second = two_tabs()
    first.play(first.model.session.game.legal_moves()[0])
    second.send(StorageChanged())
    assert second.model.session.game.history == first.model.session.game.history
    first.send(StorageChanged())  # nothing new for the tab that wrote it
    assert first.screen["messages"] == ""


def test_a_game_deleted_in_another_tab_is_not_written_back() -> None:
    storage, first, second = two_tabs()
    first.press("menu")
    first.press("delete", "1")
    first.press("delete-yes")
    second.play(second.model.session.game.legal_moves()[0])
    assert storage.data == {}
    assert (
        second.model.screen.name == "start"
        and "deleted in another tab" in second.screen["messages"]
    )


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_mutated_links_open_or_are_refused_and_write_nothing_when_refused(data) -> None:
    game = shangrila.new_game("rby", seed=3)
    game.play(game.legal_moves()[0])
    fragment = make_fragment(game.encode(), ["Ann", "Bo", "Cy"], ["person", "easy", "person"])
    chars = list(fragment)
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(chars) - 1))
        action = data.draw(st.sampled_from(["flip", "drop", "insert", "double"]))
        letter = data.draw(st.sampled_from(string.printable + "²é&=#"))
        if action == "flip":
            chars[at] = letter
        elif action == "drop" and len(chars) > 1:
            del chars[at]
        elif action == "insert":
            chars.insert(at, letter)
        else:
            chars[at:at] = chars[at : at + 8]
    storage = MemoryStorage()
    page = opened(storage, "#" + "".join(chars))
    if page.model.screen.name == "daily":  # read as a daily link (a "Dg" for "g"): refused
        assert page.model.alert.startswith("This daily challenge link could not be opened")
        assert _only_today_seen(storage)
        return
    assert page.model.screen.name in ("start", "game", "handoff", "seat")
    if page.model.screen.name == "seat":
        page.press("seat", "all")
    if page.model.session is None:
        assert storage.data == {}
    else:
        record = SaveStore(storage).read(page.model.session.record.id)
        assert len(record.names) == len(page.model.session.game.players)
    assert opened(storage).state["screen"] in ("start", "game", "handoff")


def _only_today_seen(storage: MemoryStorage) -> bool:
    """Nothing kept but the daily screen's own note of the newest day seen (no day
    played, no friend's game): what showing today's challenges writes."""
    daily = storage.data.pop("shangrila-tsuro/daily", None)
    kept = json.loads(daily) if daily is not None else {"days": {}, "friends": {}}
    return storage.data == {} and kept["days"] == {} and kept["friends"] == {}


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(max_size=30), st.text(max_size=60), max_size=5))
def test_any_storage_content_lets_the_page_start(entries: dict[str, str]) -> None:
    storage = MemoryStorage()
    for key, value in entries.items():
        storage.set(PREFIX + key if len(key) % 2 else key, value)
        storage.set(CURRENT, key)
    page = opened(storage)
    assert page.model.screen.name == "start" or page.model.session is not None
    page.send(Opened(""))


# -- texts of any shape: nesting and length are bounded before any parsing ---------------

#: Every key the page reads from storage (a save's, under an id this page gives).
PAGE_KEYS = [
    PREFIX + "1",
    PREFIX + "7",
    CURRENT,
    TABLES,
    SOLO,
    THEME,
    LANGUAGE,
    HOSTS,
    AGREED,
    snapshot.KEY,
]
DEEP = [
    "[" * 20_000,
    "{" * 20_000,
    '{"a":' * 10_000,
    "[" * 20_000 + "]" * 20_000,
    '{"format":1,"id":"1","names":' + "[" * 5_000 + "]" * 5_000 + "}",
]


def a_good_save(storage: MemoryStorage) -> None:
    page = opened(storage)
    page.press("start")
    page.press("menu")


def read_everything(storage: MemoryStorage) -> None:
    """Every reader of the page's storage, as the shell and the start use them."""
    store = SaveStore(storage)
    store.read_all(), store.tables(), store.solo_bests(), store.fingerprint()
    with contextlib.suppress(ValueError):
        read_hosts(storage.get(HOSTS))
    snapshot.check(storage.get(snapshot.KEY), "test", "", "")
    intents.queued(storage.get(snapshot.KEY) or "[]")


@pytest.mark.parametrize("text", DEEP, ids=["brackets", "braces", "objects", "closed", "names"])
def test_a_deeply_nested_save_is_listed_as_damaged_and_the_others_stay_usable(text) -> None:
    storage = MemoryStorage()
    a_good_save(storage)
    storage.set(PREFIX + "7", text)
    storage.set(CURRENT, "7")
    page = opened(storage)
    screen = page.screen["screen"]
    assert page.model.screen.name == "start"
    assert "could not be read and was skipped" in screen
    assert 'data-action="continue" data-arg="1"' in screen
    page.press("delete", PREFIX + "7")
    page.press("delete-yes")
    assert PREFIX + "7" not in storage.data and PREFIX + "1" in storage.data
    assert "could not be read" not in page.screen["screen"]
    page.press("continue", "1")
    assert page.model.screen.name == "game"


@pytest.mark.parametrize("key", PAGE_KEYS)
def test_deep_nesting_under_any_key_of_the_page_lets_it_start(key: str) -> None:
    for text in DEEP:
        storage = MemoryStorage()
        a_good_save(storage)
        storage.set(key, text)
        read_everything(storage)
        page = opened(storage)
        page.send(StorageChanged(key))
        page.send(StorageChanged(None))
        assert page.model.screen.name in ("start", "game")


def json_values() -> st.SearchStrategy[object]:
    scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
    return st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    )


def texts() -> st.SearchStrategy[str]:
    """Texts of any shape: random, random JSON, nested to any depth, cut short."""
    nested = st.builds(
        lambda opening, n, tail: opening * n + tail,
        st.sampled_from(["[", "{", '{"a":', '["', "[1,", '{"format":1,"names":']),
        st.integers(0, 30_000),
        st.sampled_from(["", "]", "}", '"', "\\"]),
    )
    return st.one_of(
        st.text(max_size=80),
        st.builds(json.dumps, json_values()),
        nested,
        st.builds(
            lambda text, at: text[:at], st.builds(json.dumps, json_values()), st.integers(0, 40)
        ),
    )


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(PAGE_KEYS), texts()), min_size=1, max_size=4))
def test_no_text_under_any_key_of_the_page_stops_it(entries: list[tuple[str, str]]) -> None:
    storage = MemoryStorage()
    for key, text in entries:
        storage.set(key, text)
    read_everything(storage)
    page = opened(storage)  # the fake page is strict: anything raised fails the test
    assert page.model.screen.name in ("start", "game", "handoff")
    for key, _text in entries:
        page.send(StorageChanged(key))
    page.send(Opened(""))


@settings(max_examples=60, deadline=None)
@given(texts())
def test_no_link_of_any_shape_stops_the_page(text: str) -> None:
    for fragment in ("#" + text, "#v=1&g=" + text, "#" + quote(text)):
        page = opened(MemoryStorage(), fragment)
        assert page.model.screen.name in ("start", "game", "handoff", "seat")


def test_the_bounded_reader_refuses_in_the_pages_words() -> None:
    assert bounded.read_json('{"a":[1,{"b":"[[["}]}', 100) == {"a": [1, {"b": "[[["}]}
    assert bounded.depth('"\\"[[') == 0  # an escaped quote does not close its string
    for text, words in (
        ('{"a":' * 20_000, "nested too deeply"),
        ("[" * 33 + "]" * 33, "nested too deeply"),
        ("[1]" * 40, "far longer"),
        ("[1", "not readable"),
        (None, "not readable"),
    ):
        with pytest.raises(ValueError, match=words):
            bounded.read_json(text, 100 if text is None or text[0] == "[" else 100_000)
    assert bounded.read_json("[" * 32 + "]" * 32, 100) == json.loads("[" * 32 + "]" * 32)


def test_running_out_of_stack_in_an_event_is_a_refusal_not_a_crash(monkeypatch) -> None:
    page = opened(MemoryStorage())
    page.runner.strict = False

    def overflow(model, message):
        if isinstance(message, Opened):
            raise RecursionError("maximum recursion depth exceeded")
        return update(model, message)

    monkeypatch.setattr("web.ui.runner.update", overflow)
    page.send(Opened(""))
    monkeypatch.undo()
    alert = page.model.alert
    assert "nested too deeply to be read, and was refused" in alert
    assert "Something went wrong" not in alert


@functools.cache
def live_table() -> FakePage:
    """Ann's page at a live table of three, Bo's device joined (shared by the examples:
    nothing a hostile peer says may change it)."""
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    ann.model.env = replace(ann.model.env, now=itertools.count(0.0, 1.0).__next__)  # no flood
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", join(invite(ann, 1)))
    return ann


@settings(max_examples=80, deadline=None)
@given(texts(), st.sampled_from(["bo", "x", "y"]))
def test_no_peer_text_of_any_shape_stops_the_page(text: str, peer: str) -> None:
    ann = live_table()
    before = ann.model.session.game.encode()
    for sent in (text, json.dumps({"t": "move", "game": text}), '{"t":"hello","seats":' + text):
        ann.send(PeerText(peer, sent))  # the fake page is strict: anything raised fails
    assert ann.model.session.game.encode() == before
    assert ann.model.screen.name == "game"


def test_a_deeply_nested_peer_message_is_refused_in_words() -> None:
    ann = live_table()
    ann.send(PeerText("x", "[" * 10_000))
    assert ann.model.session.live.refused[-1] == (
        "Refused from a watcher: a message that is not one of the page's."
    )


def test_a_link_damaged_in_its_first_characters_is_never_ignored() -> None:
    game = tsuro.new_game(2, seed=5)
    fragment = make_fragment(game.encode(), ["Ann", "Bo"], ["person", "person"], to=0)
    silent = []
    for at in range(8):
        for letter in ("", "x", "9", "%", "&", "=", "#", "V", "%76"):
            damaged = fragment[:at] + letter + fragment[at + 1 :]
            page = opened(MemoryStorage(), "#" + damaged)
            said = "could not be opened" in page.screen["messages"]
            if page.model.screen.name == "start" and not said:
                silent.append(damaged[:12])
    assert silent == []
    page = opened(MemoryStorage(), "#v91" + fragment[3:])
    assert "this link is damaged: its beginning is missing or changed" in page.screen["messages"]


def test_every_damaged_save_can_be_deleted_at_once() -> None:
    storage = MemoryStorage()
    a_good_save(storage)
    for i, text in enumerate(DEEP):
        storage.set(PREFIX + str(20 + i), text)
    storage.set(PREFIX + "x", "{}")
    page = opened(storage)
    assert "Delete all 6 damaged saves" in page.screen["screen"]
    page.press("delete", "damaged")
    assert "Delete the 6 damaged saves for good?" in page.screen["screen"]
    page.press("delete-no")
    assert len(storage.data) == 8
    page.press("delete", "damaged")
    page.press("delete-yes")
    assert "6 damaged saves were deleted." in page.screen["messages"]
    assert [key for key in storage.data if key.startswith(PREFIX)] == [PREFIX + "1"]
    assert "damaged" not in page.screen["screen"]
    page.press("continue", "1")
    assert page.model.screen.name == "game"


def test_javascripts_stack_overflow_in_an_event_is_a_refusal_too() -> None:
    class JsException(Exception):  # as Pyodide raises a JavaScript error in Python
        name = "RangeError"

    page = opened(MemoryStorage())
    page.runner.report(JsException("RangeError: Maximum call stack size exceeded"))
    assert "nested too deeply to be read, and was refused" in page.model.alert
    page.runner.report(JsException("RangeError: Invalid array length"))
    assert "Something went wrong" in page.model.alert


def test_a_workers_answer_nested_too_deeply_fails_the_analysis_in_words() -> None:
    page = opened(MemoryStorage())
    set_up(page, "tsuro", ["person", "easy"], ["Ann", "Bo"])
    play_person_turns(page, random.Random(2))

    async def deep(game: str, seed: int, seconds: float, viewer: int) -> str:
        return "[" * 20_000

    page.fake_bots.analyse = deep  # type: ignore[method-assign]
    page.press("review")
    page.press("analyse")
    page.settle()  # the fake page is strict: anything raised fails the test
    assert page.state["analysis"] == "failed"
    assert "could not search (it is nested too deeply" in page.model.alert


def test_a_save_another_tab_put_in_place_of_the_one_listed_is_not_deleted() -> None:
    storage, first, _second = two_tabs()
    first.press("menu")
    other = SaveStore(storage, first.store.prefix.removesuffix(PREFIX))
    listed = other.read("1")
    game = tsuro.new_game(2, seed=99)  # another game under the same id, unseen by this tab
    other.write(
        replace(listed, game=game.encode(), version=listed.version + 1), replaces=listed.version
    )
    first.press("delete", "1")
    first.press("delete-yes")
    assert other.read("1").game == game.encode()
    assert "Nothing was deleted: another tab" in first.screen["messages"]
    first.press("delete", "1")  # the list shown anew: now it deletes what it shows
    first.press("delete-yes")
    assert storage.get(other.key("1")) is None


def test_a_plain_link_with_a_stray_daily_field_is_a_damaged_plain_link() -> None:
    """Found by the mutation test above: ``Dn`` (a daily link's own field, any case)
    in a plain game link made the page read it as a daily challenge link."""
    storage = MemoryStorage()
    page = opened(storage, "#v=1&g=S1.BFYAAAMAti2KHQ&s=pep&Dn=Ann&n=Bo&n=Cy")
    assert page.model.screen.name in ("start", "game", "handoff", "seat")
    if page.model.session is None:
        assert storage.data == {}

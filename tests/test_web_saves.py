"""Saved games (web/ui/saves.py, saved.py, stores.py, prefs.py) and share links
(web/ui/links.py), in CPython."""

from __future__ import annotations

import doctest
import json
import random

import pytest
from playout import advance

from game import shangrila, tsuro
from web.ui import links, prefs, saved, saves, stores
from web.ui.links import Link, make_fragment, read_fragment
from web.ui.saves import CURRENT, PREFIX, SaveStore
from web.ui.stores import MemoryStorage

FOUR = ["person"] * 4


def a_game(moves: int = 3) -> str:
    game = shangrila.new_game("rbyv", seed=5)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game.encode()


@pytest.mark.parametrize("module", [saves, saved, stores, prefs, links])
def test_docstring_examples(module) -> None:
    assert doctest.testmod(module).failed == 0


def test_a_written_record_reads_back_and_becomes_current() -> None:
    store = SaveStore(MemoryStorage())
    record = store.new_record(a_game(), ["A", "B", "C", "D"], FOUR, "2026-11-21 07:00")
    store.write(record)
    assert store.read(record.id) == record
    assert store.current() == record.id
    assert (record.kind, record.move_count) == ("shangrila", 3)


def test_new_records_never_reuse_an_id_and_the_newest_comes_first() -> None:
    store = SaveStore(MemoryStorage())
    first = store.new_record(a_game(1), list("ABCD"), FOUR, "2026-11-21 07:00")
    store.write(first)
    second = store.new_record(a_game(2), list("ABCD"), FOUR, "2026-11-21 07:05")
    store.write(second)
    assert first.id != second.id
    assert [r.id for r in store.read_all()[0]] == [second.id, first.id]


def elsewhere(store: SaveStore, key: str, text: str) -> None:
    """Another tab writes ``text`` under ``key``; the browser tells this one."""
    store.storage.set(key, text)
    store.refresh(key)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "not readable"),
        ('"a string"', "not readable"),
        ('{"format": 99, "id": "9"}', "a format this version does not read"),
        ('{"format": 1, "id": "9", "names": []}', "incomplete"),
    ],
)
def test_a_damaged_entry_is_reported_and_skipped_and_the_others_stay(text, reason) -> None:
    store = SaveStore(MemoryStorage())
    good = store.new_record(a_game(), list("ABCD"), FOUR, "2026-11-21 07:00")
    store.write(good)
    elsewhere(store, PREFIX + "9", text)
    records, problems = store.read_all()
    assert records == [good]
    assert len(problems) == 1 and problems[0][0] == PREFIX + "9"
    assert reason in problems[0][1]


def test_a_tampered_game_or_wrong_players_in_a_record_are_reported() -> None:
    store = SaveStore(MemoryStorage())
    record = store.new_record(a_game(), list("ABCD"), FOUR, "2026-11-21 07:00")
    data = json.loads(record.to_json())
    text, middle = data["game"], len(data["game"]) // 2
    swapped = "A" if text[middle] != "A" else "B"
    tampered = dict(data, game=text[:middle] + swapped + text[middle + 1 :])
    elsewhere(store, PREFIX + record.id, json.dumps(tampered))
    assert "damaged" in store.read_all()[1][0][1]
    elsewhere(store, PREFIX + record.id, json.dumps(dict(data, names=["A", "B"])))
    assert "seats do not match" in store.read_all()[1][0][1]
    elsewhere(store, PREFIX + record.id, json.dumps(dict(data, seats=["robot"] * 4)))
    assert "neither a person" in store.read_all()[1][0][1]
    with pytest.raises(ValueError, match="neither a person"):
        store.read(record.id)


def test_entries_of_other_programs_are_left_alone() -> None:
    storage = MemoryStorage()
    storage.set("someone-else", "{}")
    assert SaveStore(storage).read_all() == ([], [])


def test_delete_removes_a_save_and_forgets_it_as_current() -> None:
    store = SaveStore(MemoryStorage())
    record = store.new_record(a_game(), list("ABCD"), FOUR, "2026-11-21 07:00")
    store.write(record)
    store.delete(record.id)
    assert store.read_all() == ([], [])
    assert store.storage.get(CURRENT) is None
    with pytest.raises(ValueError, match="no longer there"):
        store.read(record.id)


def test_find_matches_game_and_players_exactly() -> None:
    store = SaveStore(MemoryStorage())
    record = store.new_record(a_game(), list("ABCD"), FOUR, "2026-11-21 07:00")
    store.write(record)
    assert store.find(record.identity) == record
    other = store.new_record(record.game, list("ABCE"), FOUR, "2026-11-21 07:00")
    assert store.find(other.identity) is None


def test_a_link_carries_game_names_and_seats_with_any_characters() -> None:
    names = ["Ann & Bo", "Zoë=1", "x,y#z", "\u05d3\u05e0\u05d9 ?"]
    seats = ["person", "easy", "medium", "hard"]
    fragment = make_fragment(a_game(), names, seats)
    assert "#" not in fragment
    assert read_fragment("#" + fragment) == Link(a_game(), names, seats)


@pytest.mark.parametrize(
    ("fragment", "reason"),
    [
        ("v=2&g=S1.AA", "another version of the page"),
        ("g=S1.AA", "its beginning is missing or changed"),
        ("s=pp&n=A", "not a link to a game"),
        ("v=1&s=pppp&n=A", "no game in it"),
        ("v=1&g=hello&s=pppp&n=A&n=B&n=C&n=D", "not a saved game"),
        ("v=1&g=S1.AQABAm7t6B&s=pppp&n=A&n=B&n=C&n=D", "damaged"),
        ("v=1&g=S1.AQABAm7t6BQ&s=ppp&n=A&n=B&n=C&n=D", "seats do not match"),
        ("v=1&g=S1.AQABAm7t6BQ&s=pp&n=A&n=B", "2 players"),
    ],
)
def test_a_broken_link_says_what_is_wrong(fragment, reason) -> None:
    with pytest.raises(ValueError, match=reason):
        read_fragment(fragment)


def test_a_truncated_link_is_refused() -> None:
    fragment = make_fragment(a_game(20), list("ABCD"), FOUR)
    cut = fragment[: fragment.index("&s=") - 3]
    with pytest.raises(ValueError, match=r"no game|damaged"):
        read_fragment(cut)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("kind", ["shangrila", "tsuro"])
def test_a_link_to_a_complete_game_stays_under_2000_characters(kind, seed) -> None:
    if kind == "shangrila":
        game = shangrila.new_game("rbyv", seed=seed)
    else:
        game = tsuro.new_game(8, seed=seed, elimination_bonus=True)
    assert advance(game, random.Random(seed), 10**6).is_over()
    names = ["A long name, 24 letters."] * len(game.players)  # the longest a name can be
    seats = ["hard"] * len(names)
    url = "https://someone.github.io/shangrila-tsuro/#" + make_fragment(game.encode(), names, seats)
    assert len(url) < 2000, len(url)


def test_hints_are_kept_in_a_save_and_old_saves_offer_them_only_to_a_table_all_here() -> None:
    store = SaveStore(MemoryStorage())
    game = tsuro.new_game(2, seed=1).encode()
    record = store.new_record(game, ["Ann", "Bo"], ["person", "person"], "2026-11-23 07:00")
    record.here, record.hints = [0], False
    store.write(record)
    assert store.read(record.id).hints is False
    for here, offered in (([0, 1], True), ([0], False), (None, False)):
        data = json.loads(record.to_json())
        del data["hints"]
        data["here"] = here
        store.storage.set(store.key(record.id), json.dumps(data))
        assert store.read(record.id).hints is offered
    data["hints"] = "yes"
    store.storage.set(store.key(record.id), json.dumps(data))
    with pytest.raises(ValueError, match="damaged"):
        store.read(record.id)


def test_a_link_says_whether_hints_were_agreed_and_nothing_else_about_them() -> None:
    game = tsuro.new_game(2, seed=1).encode()
    agreed = make_fragment(game, ["Ann", "Bo"], ["person", "person"], 1, hints=True)
    assert read_fragment(agreed) == Link(game, ["Ann", "Bo"], ["person", "person"], 1, True)
    assert read_fragment(agreed.replace("&h=1", "")).hints is False
    with pytest.raises(ValueError, match="hints"):
        read_fragment(agreed.replace("&h=1", "&h=yes"))

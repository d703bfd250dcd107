"""The record on this device (web/ui/records/) through the page's own runner: games
played to the end are kept once as the person here played them, the record page
shows their counts and rating, finished saved games are counted once, and the record
leaves and comes back as a file, hostile files refused with nothing lost."""

from __future__ import annotations

import json
import random

import pytest
from fakepage import FakePage, FullStorage, play_person_turns, set_up, words

from game import shangrila, tsuro
from web.ui import intents
from web.ui.records import result, view
from web.ui.records.book import KEY, MAX_RESULTS, Book, Result, book_json, read_book
from web.ui.records.messages import BookFile, OpenRecords
from web.ui.records.model import FILE_LIMIT
from web.ui.records.result import places, result_of
from web.ui.saved import Record


def finish(page: FakePage, game: str, kinds: list[str], names: list[str], seed: int) -> None:
    """Play a table to its end through the page, then back to the start screen."""
    set_up(page, game, kinds, names)
    play_person_turns(page, random.Random(seed))
    page.press("menu")


def book_of(page: FakePage) -> Book:
    return read_book(page.storage.get(KEY))


def test_games_played_to_the_end_are_counted_on_the_record_page() -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    finish(page, "tsuro", ["person", "medium", "easy"], ["Ann", "Mo", "Bot"], 2)
    finish(page, "shangrila", ["person", "easy", "easy"], ["Ann", "B", "C"], 3)
    book = book_of(page)
    assert len(book.results) == 3
    assert [r.kind for r in book.results] == ["tsuro", "tsuro", "shangrila"]
    assert book.results[1].opponents == ("medium", "easy")
    assert all(r.day == "2026-11-23" for r in book.results)
    page.press("records")
    assert page.state["screen"] == "records" and page.focused[-1] == "#records-title"
    said = words(page.screen["screen"])
    tsuro_tally = book.tally(kind="tsuro")
    assert f"Played {tsuro_tally.played}, won {tsuro_tally.won}." in said
    rating = round(book.rating("tsuro").value)
    assert f"Your rating: {rating:,}" in said
    assert "Computer (medium)" in said and "3 players" in said  # by opponent, by players
    assert page.screen["screen"].count('role="img"') == 4  # two charts a game
    page.press("records-close")
    assert page.state["screen"] == "start"


def test_a_game_counts_once_even_if_taken_back_and_played_otherwise() -> None:
    page = FakePage()
    set_up(page, "tsuro", ["person", "easy"], ["Ann", "Bot"])
    play_person_turns(page, random.Random(1))
    page.press("undo")
    play_person_turns(page, random.Random(5))
    assert len(book_of(page).results) == 1


def test_pass_and_play_is_nobodys_record_and_solo_is_the_persons() -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "person"], ["Ann", "Bo"], 4)
    assert book_of(page).results == ()
    page.send(intents.read_field("variant", "solo"))
    page.press("start")
    play_person_turns(page, random.Random(6))
    (solo,) = book_of(page).results
    game = page.model.session.game
    assert (solo.variant, solo.opponents, solo.score) == ("solo", (), game.placed_count())


def test_a_person_at_another_device_is_named_and_places_are_shared_on_a_tie() -> None:
    game = tsuro.new_game(2, seed=9)
    rng = random.Random(2)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    record = Record("5", game.encode(), ["Ann", "Zoë"], ["person", "person"], "", here=[0])
    result = result_of(record, game, "2026-11-28", daily="2026-11-28")
    assert result is not None
    assert result.opponents == ("person:Zoë",) and result.daily == "2026-11-28"
    assert result.place == (1 if 0 in game.winners() else 2)
    colours = shangrila.new_game("rby", seed=1)
    assert places(colours) == {"r": 1, "b": 1, "y": 1}  # (no winner yet: all level)


def test_tsuro_pawns_out_on_the_same_move_share_a_place() -> None:
    together = None
    for seed in range(200):  # a seeded game where one move takes two pawns off, mid-game
        game, rng = tsuro.new_game(4, seed=seed), random.Random(seed)
        while not game.is_over() and together is None:
            before = len(game.eliminated())
            game.play(rng.choice(game.legal_moves()))
            newly = game.eliminated()[before:]
            if len(newly) == 2 and not game.is_over():
                together = newly
        if together is not None:
            break
    assert together is not None
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    ranks = places(game)
    assert ranks[together[0]] == ranks[together[1]]
    assert sorted(ranks.values()) == sorted(
        1 + sum(other > mine for other in _order(game).values()) for mine in _order(game).values()
    )


def _order(game: tsuro.Tsuro) -> dict[int, tuple[bool, int]]:
    """Each player's standing, from the game itself: a winner, or the moves played
    when its pawn left (replayed from the start)."""
    replay = tsuro.new_game(**game.options)
    left: dict[int, int] = {}
    for move in game.history:
        replay.play(move)
        left.update({p: len(replay.history) for p in replay.eliminated() if p not in left})
    winners, end = game.winners(), len(game.history) + 1
    return {p: (p in winners, left.get(p, end)) for p in range(len(game.players))}


def test_an_old_finished_save_is_counted_once() -> None:
    page = FakePage()
    set_up(page, "tsuro", ["person", "easy"], ["Ann", "Bot"])
    play_person_turns(page, random.Random(1))
    page.press("menu")
    page.storage.remove(KEY)  # as if it ended before the record was kept
    page.press("records")
    assert page.model.notice == "1 finished saved game added to the record."
    assert len(book_of(page).results) == 1
    page.press("records-close")
    page.press("records")
    assert page.model.notice == "" and len(book_of(page).results) == 1
    assert "Played 1," in words(page.screen["screen"])


def test_export_then_import_elsewhere_adds_each_game_once() -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    finish(page, "tsuro", ["person", "hard"], ["Ann", "Bot"], 2)
    page.press("records")
    page.press("records-export")
    text, name = page.records[-1]
    assert name == f"shangrila-tsuro-record-{page.model.env.today().isoformat()}.json"
    assert read_book(text) == book_of(page)
    other = FakePage()
    finish(other, "tsuro", ["person", "easy"], ["Cy", "Bot"], 3)
    other.press("records")
    other.send(BookFile(len(text), text))
    assert other.model.notice == "2 games from the file added to the record."
    assert len(book_of(other).results) == 3
    other.send(BookFile(len(text), text))
    assert other.model.notice == "0 games from the file added to the record."
    assert len(book_of(other).results) == 3
    assert "Played 3," in words(other.screen["screen"])


GOOD = Result("1-a", "tsuro", "classic", 2, ("easy",), 1, "2026-11-20")


@pytest.mark.parametrize(
    ("text", "size"),
    [
        (None, FILE_LIMIT + 1),  # too large: the browser did not read it
        ("x" * 100, FILE_LIMIT + 1),
        ("not json", 8),
        ('{"v": 2, "results": []}', 23),
        (json.dumps({"v": 1, "results": [{"g": "1-a"}]}), 30),
        (book_json(Book((GOOD,))).replace('"easy"', '"god"'), 100),
        (book_json(Book((GOOD,))).replace('"classic"', '"x"'), 100),
        ("[" * 10_000, 10_000),
    ],
)
def test_a_hostile_file_is_refused_in_words_and_nothing_is_lost(
    text: str | None, size: int
) -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    before = page.storage.get(KEY)
    page.press("records")
    page.send(BookFile(size, text))
    assert "Nothing was changed." in page.model.alert
    assert page.storage.get(KEY) == before


def test_a_damaged_record_is_left_as_it_is_and_said() -> None:
    page = FakePage()
    page.storage.set(KEY, '{"v":1,"results":[{"g":"?"}]}')
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    assert page.storage.get(KEY) == '{"v":1,"results":[{"g":"?"}]}'
    page.press("records")
    assert "cannot be read" in words(page.screen["screen"])
    text = book_json(Book((GOOD,)))
    page.send(BookFile(len(text), text))
    assert "Nothing was imported" in page.model.alert
    assert page.storage.get(KEY) == '{"v":1,"results":[{"g":"?"}]}'


def test_a_full_storage_is_said_and_the_record_kept() -> None:
    storage = FullStorage()
    page = FakePage(storage)
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    before = storage.get(KEY)
    storage.full = True
    page.press("records")
    text = book_json(Book((GOOD,)))
    page.send(BookFile(len(text), text))
    assert "storage is full" in page.model.alert
    assert storage.get(KEY) == before


def line(**fields: object) -> dict[str, object]:
    """A line of a record file: a game won against Easy, with ``fields`` changed."""
    good = json.loads(book_json(Book((GOOD,))))["results"][0]
    return {**good, **fields}


def file_of(*lines: dict[str, object]) -> str:
    return json.dumps({"v": 1, "results": list(lines)})


@pytest.mark.parametrize(
    "bad",
    [
        line(n=1, o=[]),  # 1 player against a computer: the rating divided by zero
        line(n=1),
        line(n=2, p=3),  # a place beyond the players (3 lines: a rating of -1,847)
        line(d="2999-01-01"),  # a day to come
    ],
)
def test_a_line_that_breaks_its_games_rules_is_refused_and_the_page_still_opens(
    bad: dict[str, object],
) -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    before = page.storage.get(KEY)
    page.press("records")
    text = file_of(line(g="2-b"), bad, line(g="3-c"))
    page.send(BookFile(len(text), text))
    assert page.model.alert == (
        "That file was not imported: Game 2 in it is not one this page could have kept. "
        "Nothing was changed."
    )
    assert page.storage.get(KEY) == before
    page.press("records-close")
    page.press("records")
    assert "Played 1, won" in words(page.screen["screen"])


def test_a_stored_record_that_breaks_the_rules_is_said_and_can_still_be_exported() -> None:
    page = FakePage()
    stored = file_of(line(n=1))  # kept by an older page that let it in
    page.storage.set(KEY, stored)
    page.send(OpenRecords())
    said = words(page.screen["screen"])
    assert "cannot be read" in said and "export it as a file" in said
    page.press("records-export")
    assert page.records[-1][0] == stored and page.storage.get(KEY) == stored


def test_a_record_the_page_cannot_draw_still_offers_its_export(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)

    def broken(*_args: object) -> str:
        raise ArithmeticError("as a rating that could not be computed")

    monkeypatch.setattr(view, "_figures", broken)
    page.press("records")
    assert "This record cannot be shown." in words(page.screen["screen"])
    page.press("records-export")
    assert read_book(page.records[-1][0]) == book_of(page)


def test_an_import_past_the_limit_keeps_every_game_kept_and_says_so() -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    (kept,) = book_of(page).results
    today = page.model.env.today().isoformat()
    text = file_of(*(line(g=f"{n}-x", d=today) for n in range(MAX_RESULTS)))
    page.press("records")
    page.send(BookFile(len(text), text))
    assert page.model.notice == (
        "9999 games from the file added to the record. 1 game from the file was left "
        "out: the record keeps at most 10,000 games, and every game it held stays."
    )
    book = book_of(page)
    assert len(book.results) == MAX_RESULTS and kept in book.results


def test_two_devices_scored_dailies_of_one_day_count_once() -> None:
    page = FakePage()
    page.storage.set(KEY, file_of(line(dc="2026-11-20")))
    page.send(OpenRecords())
    text = file_of(line(g="2-b", dc="2026-11-20", p=2), line(g="3-c", dc="2026-11-19"))
    page.send(BookFile(len(text), text))
    assert page.model.notice == (
        "2 games from the file added to the record. 1 daily challenge was already scored "
        "for its game and day: it is kept as practice."
    )
    said = words(page.screen["screen"])
    assert "Daily challenges: played 2, won 2." in said and "Played 2, won 2." in said


def test_a_solo_is_counted_as_solo_and_months_are_named() -> None:
    page = FakePage()
    solo = line(g="2-b", va="solo", n=4, o=[], p=1, s=35, d="2026-12-02")
    page.storage.set(KEY, file_of(line(), line(g="3-c", n=3, o=["easy", "hard"]), solo))
    page.send(OpenRecords())
    screen = page.screen["screen"]
    players = screen[screen.index("By number of players") :]
    assert "Solo" in words(players) and "4 players" not in screen
    assert "2 players" in players and "3 players" in players
    rating = words(screen[screen.index("Your rating month by month") :])
    assert "November 2026" in rating and "2026-11" not in rating


def test_saves_already_looked_at_are_not_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    page = FakePage()
    finish(page, "tsuro", ["person", "easy"], ["Ann", "Bot"], 1)
    page.storage.remove(KEY)  # as if it ended before the record was kept
    under_way = []
    for seed in range(3):  # and three games under way
        game = tsuro.new_game(2, seed=seed)
        record = page.store.new_record(
            game.encode(), ["Ann", "Bot"], ["person", "easy"], "2026-11-20 10:00"
        )
        record.here = [0]
        page.store.write(record, current=False)
        under_way.append((record, game))
    replayed: list[str] = []
    real = result.decode
    monkeypatch.setattr(result, "decode", lambda text: replayed.append(text) or real(text))
    page.press("records")
    assert len(replayed) == 4 and len(book_of(page).results) == 1
    page.press("records-close")
    page.press("records")
    assert len(replayed) == 4  # none again
    record, game = under_way[0]
    game.play(game.legal_moves()[0])  # a save changed since: looked at again
    version, record.game = record.version, game.encode()
    record.version += 1
    page.store.write(record, current=False, replaces=version)
    page.press("records-close")
    page.press("records")
    assert len(replayed) == 5

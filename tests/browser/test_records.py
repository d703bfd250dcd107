"""The record on this device in Chromium, on a phone: a Tsuro solo played to its end is
on the record page, which fits the screen; the record is exported as a file (a
download), and imported back from it (a file chosen), a hostile file refused; axe
finds no accessibility violation on a full record page, in the light and dark themes."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from pagehelp import (
    KeptDevices,
    button,
    click_tsuro_move,
    current_game,
    expect_screen,
    open_page,
    seed_saves,
    store_all,
    wait_saved,
)
from playwright.sync_api import Page, expect
from test_accessibility import violations

from web.ui.records.book import KEY, Book, Result, book_json, read_book

PHONE = {"width": 390, "height": 844}


def play_solo(page: Page, seed: int) -> int:
    """Start Tsuro's solo with two pawns and click random moves to its end: the tiles
    placed."""
    page.get_by_role("radio", name="Tsuro").check()
    page.get_by_role("radio", name=re.compile("^Solo:")).check()
    button(page, "Start game")
    expect_screen(page, "game")
    game, rng = current_game(page), random.Random(seed)
    while not game.is_over():
        move = rng.choice(game.legal_moves())
        click_tsuro_move(page, move)
        game.play(move)
        wait_saved(page, game)
    return int(game.placed_count())  # type: ignore[attr-defined]


def test_a_finished_game_is_on_the_record_and_survives_export_and_import(
    kept: KeptDevices, site: str, tmp_path: Path
) -> None:
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        open_page(page, site)
        placed = play_solo(page, 3)
        button(page, "Back to menu")
        button(page, "Show your record")
        expect_screen(page, "records")
        record = page.locator("section.records")
        expect(record.get_by_role("heading", name="Tsuro")).to_be_visible()
        expect(record).to_contain_text("Played 1, won")
        expect(record.get_by_role("cell", name="Solo")).to_have_count(0)  # one variant
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= PHONE["width"], "the record page is wider than the phone"

        with page.expect_download() as download:
            button(page, "Export the record as a file")
        assert re.fullmatch(
            r"shangrila-tsuro-record-\d{4}-\d\d-\d\d\.json", download.value.suggested_filename
        )
        path = tmp_path / "record.json"
        download.value.save_as(path)
        (result,) = read_book(path.read_text()).results
        assert (result.kind, result.variant, result.score) == ("tsuro", "solo", placed)

        # the record gone from this device, then brought back from the file
        page.evaluate(
            "key => Object.keys(localStorage).filter(k => k.endsWith(key))"
            ".forEach(k => localStorage.removeItem(k))",
            KEY,
        )
        chooser = page.get_by_label("Import a record file")
        chooser.set_input_files(path)
        expect(page.locator("#messages")).to_contain_text(
            "1 game from the file added to the record."
        )
        expect(record).to_contain_text("Played 1, won")
        chooser.set_input_files(
            {"name": "other.json", "mimeType": "application/json", "buffer": b'{"v": 1, "x'}
        )
        expect(page.get_by_role("alert")).to_contain_text("That file was not imported")
        chooser.set_input_files(path)  # the same file again: nothing new
        expect(page.locator("#messages")).to_contain_text(
            "0 games from the file added to the record."
        )
        expect(record).to_contain_text("Played 1, won")


def a_month() -> Book:
    """A month of games against computers and a person, some of them daily challenges."""
    rng, results = random.Random(1), []
    for i in range(30):
        level = rng.choice(["easy", "medium", "hard"])
        opponents = (level, "person:Zoë") if i % 5 == 0 else (level,)
        day = f"2026-11-{1 + i // 2:02}"
        results.append(
            Result(
                f"{i}-x",
                "tsuro",
                rng.choice(["classic", "longest"]),
                len(opponents) + 1,
                opponents,
                rng.choice([1, 1, 2]),
                day,
                daily=day if i % 2 else "",
            )
        )
    results.append(Result("99-x", "shangrila", "", 3, ("medium", "medium"), 2, "2026-11-20"))
    return Book(tuple(results))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_accessibility_violations_on_the_record_page(
    kept: KeptDevices, site: str, scheme: str
) -> None:
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True, color_scheme=scheme) as page:
        open_page(page, site)
        store_all(page, {KEY: book_json(a_month())})
        button(page, "Show your record")
        expect_screen(page, "records")
        bars = page.get_by_role("img", name="Games won of games played, by opponent")
        expect(bars).to_have_count(2)
        page.get_by_text("Your rating month by month").first.click()  # a table opened
        assert violations(page) == []


def test_a_file_that_breaks_the_rules_is_refused_and_the_page_still_works(
    kept: KeptDevices, site: str
) -> None:
    won = Result("1-a", "tsuro", "classic", 2, ("easy",), 1, "2026-11-20")
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        open_page(page, site)
        store_all(page, {KEY: book_json(Book((won,)))})
        button(page, "Show your record")
        expect_screen(page, "records")
        record = page.locator("section.records")
        expect(record).to_contain_text("Played 1, won 1.")
        one_player = {**json.loads(book_json(Book((won,))))["results"][0], "g": "2-b", "n": 1}
        text = json.dumps({"v": 1, "results": [one_player]}).encode()
        page.get_by_label("Import a record file").set_input_files(
            {"name": "bad.json", "mimeType": "application/json", "buffer": text}
        )
        expect(page.get_by_role("alert")).to_contain_text(
            "That file was not imported: Game 1 in it is not one this page could have kept."
        )
        expect(record).to_contain_text("Played 1, won 1.")
        button(page, "Back to menu")
        button(page, "Show your record")  # the page still opens, with its export
        expect(record).to_contain_text("Played 1, won 1.")
        with page.expect_download() as download:
            button(page, "Export the record as a file")
        assert read_book(Path(download.value.path()).read_text()) == Book((won,))


def four_thousand() -> Book:
    """4,000 games over about three years against the computers and seven people."""
    rng, results = random.Random(4), []
    people = [f"person:Friend {n}" for n in range(7)]
    for n in range(4000):
        day = f"{2024 + n * 3 // 4000}-{1 + n % 12:02}-{1 + n % 28:02}"
        opponents = (rng.choice(["easy", "medium", "hard"]), rng.choice(people))
        results.append(Result(f"{n}-b", "tsuro", "classic", 3, opponents, rng.randint(1, 3), day))
    return Book(tuple(sorted(results, key=lambda r: r.day)))


def test_a_record_of_four_thousand_games_and_a_thousand_saves_opens(
    kept: KeptDevices, site: str
) -> None:
    book = four_thousand()
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        open_page(page, site)
        seed_saves(page, 1000)
        store_all(page, {KEY: book_json(book)})
        open_page(page, site)
        button(page, "Show your record")
        record = page.locator("section.records")
        tally = book.tally(kind="tsuro")
        expect(record).to_contain_text(f"Played {tally.played}, won {tally.won}.")
        expect(
            record.get_by_role("img", name="Games won of games played, by opponent")
        ).to_be_visible()
        expect(record.get_by_role("row", name=re.compile("^Friend 0 "))).to_have_count(1)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= PHONE["width"], "the record page is wider than the phone"
        button(page, "Back to menu")
        button(page, "Show your record")  # again, the saves already looked at
        expect(record).to_contain_text(f"Played {tally.played}, won {tally.won}.")

"""The record on this device in Chromium, on a phone: a Tsuro solo played to its end is
on the record page, which fits the screen; the record is exported as a file (a
download), and imported back from it (a file chosen), a hostile file refused."""

from __future__ import annotations

import random
import re
from pathlib import Path

from pagehelp import (
    KeptDevices,
    button,
    click_tsuro_move,
    current_game,
    expect_screen,
    open_page,
    wait_saved,
)
from playwright.sync_api import Page, expect

from web.ui.records.book import KEY, read_book

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
        assert re.fullmatch(r"shangrila-tsuro-record-\d{4}-\d\d-\d\d\.json",
                            download.value.suggested_filename)
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

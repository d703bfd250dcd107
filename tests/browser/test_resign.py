"""Resigning in Chromium on a phone: a person playing Tsuro against the computers
resigns from the game's menu, answers the question, sees the game over and finds it
lost on the record."""

from __future__ import annotations

from pagehelp import KeptDevices, button, expect_screen, open_page, settled
from playwright.sync_api import expect

PHONE = {"width": 390, "height": 844}


def test_a_person_resigns_against_the_computer_and_sees_it_on_the_record(
    kept: KeptDevices, site: str
) -> None:
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        open_page(page, site)
        button(page, "Play Tsuro against the computer")
        expect_screen(page, "game")
        settled(page)
        button(page, "Resign")
        question = page.get_by_text("Resign this game? It counts as lost on your record.")
        expect(question).to_be_visible()
        expect(page.get_by_role("button", name="Keep playing")).to_be_focused()
        button(page, "Keep playing")  # not yet: the game goes on
        expect(question).to_have_count(0)
        button(page, "Resign")
        button(page, "Resign")  # the question's answer (the menu's button is gone)
        settled(page, turn="over")
        expect(page.locator("#status")).to_have_text("You resigned. The game is over.")
        expect(page.get_by_role("button", name="Resign")).to_have_count(0)
        expect(page.get_by_role("button", name="Undo")).to_be_disabled()
        button(page, "Back to menu")
        button(page, "Show your record")
        expect_screen(page, "records")
        record = page.locator("section.records")
        expect(record.get_by_role("heading", name="Tsuro")).to_be_visible()
        expect(record).to_contain_text("Played 1, won 0.")

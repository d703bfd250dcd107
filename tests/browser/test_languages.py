"""The page in the rule books' languages: a browser set to Italian plays both games in
Italian (status, panel, log and menu), and a game's link opens in a French browser."""

from __future__ import annotations

import gettext
import io
import re

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from conftest import ROOT
from pagehelp import Watch, current_game, new_context, open_page, saved, settled, wait_for_turn
from playwright.sync_api import Browser, Page, expect

from web.ui.links import make_fragment

#: Words that only an English page would show (not words of Italian or French too, such
#: as "village"; the notation's words are in <code>, which is not read).
ENGLISH = re.compile(
    r"\b(the|master|students?|places|tiles?|turn|your|undo|saved|waiting|plays|"
    r"passes|choose|confirm|supply|bridge|journey)\b",
    re.IGNORECASE,
)


def translation(code: str) -> gettext.GNUTranslations:
    """The catalog of ``code`` as the page loads it (compiled here from its .po)."""
    with (ROOT / "game" / "locale" / code / "LC_MESSAGES" / "messages.po").open("rb") as po:
        catalog = read_po(po, locale=code)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    return gettext.GNUTranslations(io.BytesIO(compiled.getvalue()))


def english_on(page: Page) -> list[str]:
    """English words in what the player reads: status, panel, the log's words, menu."""
    texts = page.evaluate(
        """() => [
            document.querySelector('#status')?.innerText ?? '',
            document.querySelector('#panel')?.innerText ?? '',
            ...[...document.querySelectorAll('#log li span')].map((e) => e.innerText),
            document.querySelector('#tools')?.innerText ?? '',
            ...[...document.querySelectorAll('#board [aria-label]')].slice(0, 40)
                .map((e) => e.getAttribute('aria-label')),
        ]"""
    )
    return [f"{word!r} in {text!r}" for text in texts for word in ENGLISH.findall(text)]


def click(page: Page, *targets: str) -> None:
    for target in targets:
        page.locator(f'[data-target="{target}"]').first.click()


def play_shangrila(page: Page, move: str) -> None:
    word, *args = move.split()
    if word == "place":
        click(page, f"space:{args[0][1]}:{args[0][0]}", "confirm")
    elif word == "recruit":
        click(page, *(f"space:{a[1]}:{a[0]}" for a in args), "confirm")
    elif word == "journey":
        click(page, f"village:{args[0][0]}", f"village:{args[0][1]}", "confirm")
    else:
        click(page, "pass")


def play_tsuro(page: Page, move: str) -> None:
    word, _, rest = move.partition(" ")
    if word == "start":
        click(page, f"start:{rest}", "confirm")
    elif word == "pass":
        click(page, "pass")
    else:
        number, rotation = (int(part) for part in rest.split("r"))
        click(page, f"tile:{number}", *["rotate:cw"] * rotation, "confirm")


@pytest.mark.parametrize(
    ("key", "first", "play"),
    [("shangrila", "r", play_shangrila), ("tsuro", 0, play_tsuro)],
    ids=["shangrila", "tsuro"],
)
def test_a_game_in_italian_and_its_link_in_french(
    browser: Browser, site: str, key: str, first: object, play
) -> None:
    italian, french = translation("it"), translation("fr")
    watch = Watch(site)
    context = new_context(browser, visited=site, locale="it-IT")
    watch.attach(context)
    page = context.new_page()
    open_page(page, site)
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.get_by_role("heading", name=italian.gettext("Choose a game"))).to_be_visible()
    page.locator(f'[data-action="quick"][data-arg="{key}"]').click()
    for _turn in range(3):
        game = wait_for_turn(page, first)
        assert english_on(page) == []
        play(page, game.legal_moves()[0])
        page.wait_for_selector(f'body:not([data-moves="{len(game.history)}"])', state="attached")
    game = current_game(page)
    assert english_on(page) == []
    record = saved(page)
    fragment = make_fragment(record["game"], record["names"], record["seats"], to=0)
    context.close()
    watch.check()

    watch = Watch(site)
    context = new_context(browser, visited=site, locale="fr-FR")
    watch.attach(context)
    page = context.new_page()
    page.goto(site + "#" + fragment)
    settled(page, len(game.history))
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.get_by_role("button", name=french.gettext("Back to menu"))).to_be_visible()
    assert english_on(page) == []
    context.close()
    watch.check()


def test_the_first_screen_before_python_is_in_the_browser_s_language(
    browser: Browser, site: str
) -> None:
    from test_instant import held_page

    spanish = translation("es")
    watch = Watch(site)
    context = new_context(browser, visited=site, locale="es-ES")
    watch.attach(context)
    page, held = held_page(context, site)
    expect(page.locator("body")).to_have_attribute("data-boot", "start")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_role("heading", name=spanish.gettext("Choose a game"))).to_be_visible()
    expect(page.locator(".card-picture svg")).to_have_count(2)
    held.release()
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(page.get_by_role("heading", name=spanish.gettext("Choose a game"))).to_be_visible()
    context.close()
    watch.check()

"""The Shangri-La board view speaks through gettext: every word it shows comes from the
catalog (only names, numbers, village letters and symbols stand as they are)."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import view_markup
from playout import advance
from view_markup import MARK, Marked, select

from game import i18n, shangrila
from game.shangrila import ShangriLa
from web.ui.shangrila import view as sv
from web.ui.shangrila import words
from web.ui.shangrila.view import Selection
from web.ui.view import Drawing, Scene

NAMES = {"r": "Ann", "b": "Bo", "y": "Cy", "v": "Di"}
#: What may stand untranslated: a name, a number, a village's or discipline's letter (notation),
#: a clan's sign, the turn's arrow, a key hint such as "(Z)".
PLAIN = re.compile(rf"^(?:{'|'.join(NAMES.values())}|[\d.,:]+|[A-MPRY]|[■●◆⬢◀]|\([A-Z]\)|)$")


def untranslated(drawing: Drawing) -> list[str]:
    return view_markup.untranslated(drawing, PLAIN)


def random_game(colours: str, seed: int, moves: int) -> ShangriLa:
    return advance(shangrila.new_game(colours, seed=seed), random.Random(seed), moves)


def scene(game: ShangriLa, offered: bool = True, names: bool = True, recent: int = 0) -> Scene:
    return Scene(game, NAMES if names else {}, None, offered, recent, fresh=bool(recent))


def forced_pass() -> ShangriLa:
    """A game in which the player to move can only pass."""
    for seed in range(60):
        rng, game = random.Random(seed), shangrila.new_game("rbyv", seed=seed)
        while not game.is_over() and game.legal_moves() != ["pass"]:
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            return game
    raise AssertionError("no forced pass found")


def rare() -> list[tuple[ShangriLa, Selection]]:
    """Rarer sights: setup limits lifted, a journey that ends the game, a shared win."""
    found = []
    rng, game = random.Random(239), shangrila.new_game("rby", seed=239)
    while len(game.history) < 19:  # seed 239 lifts the limits at the 20th placement
        game.play(rng.choice(game.legal_moves()))
    found.append((game, sv.empty()))
    last = False
    for seed in (49, *range(20)):  # seed 49: a random 4-player game with a shared win
        rng, game = random.Random(seed), shangrila.new_game("rbyv", seed=seed)
        while not game.is_over():
            for move in [m for m in game.legal_moves() if m.startswith("journey")]:
                if not last and game.journey_preview(move).ends_game:
                    found.append((game.copy(), sv.showing(scene(game), move)))
                    last = True
            game.play(rng.choice(game.legal_moves()))
        if seed == 49:
            assert len(game.winners()) > 1
            found.append((game, sv.empty()))
        if last:
            return found
    raise AssertionError("no journey to the last stone found")


def cases() -> list[tuple[ShangriLa, Selection]]:
    """Positions of every kind, each with selections that show the view's words."""
    games = [
        random_game(colours, seed, moves)
        for colours in ("rby", "rbyv")
        for seed, moves in enumerate([0, 3, 25, 60, 100, 140, 400, 1000])
    ]
    games += [random_game("rby" if seed % 2 else "rbyv", seed, 1000) for seed in range(8)]
    games.append(forced_pass())
    found = rare()
    for game in games:
        found.append((game, sv.empty()))
        if game.is_over():
            continue
        here = scene(game)
        found.append((game, sv.click(here, sv.empty(), "confirm")[0]))  # refused
        found.append((game, sv.click(here, sv.empty(), "village:Z")[0]))  # no journey
        found.append((game, replace(sv.empty(), zoom=True)))
        moves = game.legal_moves()
        for move in [m for m in moves if m.startswith("place")][:1]:  # a master shown
            discipline, village = move.split()[1]
            found.append((game, select(sv, here, [f"space:{village}:{discipline}"])))
        for move in [m for m in moves if m.startswith(("recruit", "journey"))][:12]:
            shown = sv.showing(here, move)  # a whole recruit, or a journey and its preview
            found.append((game, shown))
            if shown.origin:
                found.append((game, select(sv, here, [f"village:{shown.origin}"])))
            else:
                discipline, village = shown.recruit[0]
                found.append((game, select(sv, here, [f"space:{village}:{discipline}"])))
    return found


def test_every_word_comes_from_the_catalog(monkeypatch):
    monkeypatch.setattr(i18n, "_catalog", Marked())
    monkeypatch.setattr(i18n, "_language", "xx")  # a language of its own for the caches
    for game, selection in cases():
        for offered in (True, False):
            for names in (True, False):
                for recent in (0, 4):
                    here = scene(game, offered, names, min(recent, len(game.history)))
                    drawing = sv.draw(here, selection)
                    where = (game.colours, len(game.history), selection, offered)
                    assert not untranslated(drawing), (where, untranslated(drawing))
        for move in game.legal_moves():
            if move.startswith("journey") and not game.is_over():
                assert all(line.startswith(MARK) for line in words.journey_lines(game, move))
    game = random_game("rbyv", 1, 60)
    here = scene(game)
    for target in ("confirm", "village:Z", "space:E:Q"):
        assert sv.click(here, sv.empty(), target)[0].message.startswith(MARK)
    assert sv.click(scene(game, False), sv.empty(), "pass")[0].message.startswith(MARK)
    monkeypatch.undo()  # and in English, the check finds the words
    english = untranslated(sv.draw(scene(game), sv.empty()))
    assert "Board of Shangri-La" in english
    assert any(word.startswith("Bridge A to B") for word in english)


def test_the_words_follow_the_language_in_use(monkeypatch):
    game = random_game("rby", 2, 25)
    before = sv.draw(scene(game), sv.empty())
    monkeypatch.setattr(i18n, "_catalog", Marked())
    monkeypatch.setattr(i18n, "_language", "xx")
    marked = sv.draw(scene(game), sv.empty())
    assert marked.board != before.board  # the cached villages and spaces are not reused
    monkeypatch.undo()
    assert sv.draw(scene(game), sv.empty()) == before

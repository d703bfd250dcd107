"""The player palettes of web/board.css: told apart by everyone, and never by colour alone.

Colour vision deficiency is simulated with ``colorspacious`` (Machado et al. 2009, at
severity 100: deuteranopia, protanopia and tritanopia), and two colours' difference is
their Euclidean distance ΔE in CAM02-UCS, a space made so that equal distances look
about equally different. For scale: ΔE 1 is about the least difference seen between two
patches side by side; pieces that stand apart on a board, small and among other colours,
need far more to be named at a glance.

The thresholds are the largest round figures the palettes meet (they were tuned by a
search for the largest smallest ΔE over every pair and every kind of vision):

- Shangri-La, 4 colours: ΔE ≥ 40 between any two, in normal vision and in each
  simulated deficiency (the palette reaches 45.8). Its colours keep the hues the rule
  book names (red, blue, yellow, violet): blue is light and violet deep, so that they
  differ in lightness where a red-green deficiency makes both blue.
- Tsuro, 8 colours: ΔE ≥ 20 (the palette reaches 21.1). Eight colours cannot all be far
  apart for a dichromat (the hue families red, blue, yellow, green, purple, orange,
  black and white allow about 23, any colours at all about 30), so a closer pair may
  look alike: which is why identity never rests on colour. Each pawn carries its
  number, each trail its own dash pattern, each Shangri-La colour its own shape, and
  those are checked here too.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import numpy as np
import pytest
from colorspacious import cspace_convert

from game import tsuro
from web.ui.shangrila import pieces as shangrila_view
from web.ui.tsuro import view as tsuro_view
from web.ui.view import Scene

ROOT = Path(__file__).resolve().parent.parent
CSS = (ROOT / "web" / "board.css").read_text()
#: A player's colour and the colour of what is drawn on it (a number, an icon).
RULE = re.compile(r"\.(p-[a-z]|p\d) \{ --player: (#[0-9a-f]{6}); --ink: (#[0-9a-f]{3,6}); \}")
PALETTE = {name: (colour, ink) for name, colour, ink in RULE.findall(CSS)}
SHANGRILA = {name[2:]: colour for name, (colour, _) in PALETTE.items() if name.startswith("p-")}
TSURO = {int(name[1:]): colour for name, (colour, _) in PALETTE.items() if name[1:].isdigit()}

VISIONS = ("normal", "deuteranomaly", "protanomaly", "tritanomaly")
SHANGRILA_DELTA_E = 40
TSURO_DELTA_E = 20


def rgb(colour: str) -> np.ndarray:
    """``#rrggbb`` (or ``#rgb``) as sRGB in 0..1."""
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return np.array([int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)])


def seen(colour: str, vision: str) -> np.ndarray:
    """Where ``colour`` lies in CAM02-UCS for ``vision``."""
    shown = rgb(colour)
    if vision != "normal":
        cvd = {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}
        shown = np.clip(cspace_convert(shown, cvd, "sRGB1"), 0, 1)
    return cspace_convert(shown, "sRGB1", "CAM02-UCS")


def closest(colours: dict, vision: str) -> tuple[float, object, object]:
    """The smallest ΔE between two of ``colours`` for ``vision``, and that pair."""
    return min(
        (float(np.linalg.norm(seen(a, vision) - seen(b, vision))), p, q)
        for (p, a), (q, b) in itertools.combinations(colours.items(), 2)
    )


def luminance(colour: str) -> float:
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb(colour)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_both_palettes_are_in_the_stylesheet() -> None:
    assert sorted(SHANGRILA) == ["b", "r", "v", "y"]
    assert sorted(TSURO) == list(range(8))


@pytest.mark.parametrize("vision", VISIONS)
def test_shangrila_colours_stay_apart(vision: str) -> None:
    distance, a, b = closest(SHANGRILA, vision)
    assert distance >= SHANGRILA_DELTA_E, f"{a} and {b}: ΔE {distance:.1f} ({vision})"


@pytest.mark.parametrize("vision", VISIONS)
def test_tsuro_colours_stay_apart(vision: str) -> None:
    distance, a, b = closest(TSURO, vision)
    assert distance >= TSURO_DELTA_E, f"pawns {a} and {b}: ΔE {distance:.1f} ({vision})"


def test_shangrila_colours_keep_the_hues_the_rule_book_names() -> None:
    hues = {"r": (15, 40), "b": (225, 265), "y": (75, 105), "v": (290, 330)}  # CIECAM02 h
    for colour, (low, high) in hues.items():
        _, chroma, hue = cspace_convert(rgb(SHANGRILA[colour]), "sRGB1", "JCh")
        assert low <= hue <= high and chroma >= 40, (colour, hue, chroma)


def test_every_pawn_number_keeps_4_5_to_1_contrast_with_its_pawn() -> None:
    assert len(PALETTE) == 12  # 4 Shangri-La colours, 8 Tsuro pawns
    for name, (player, ink) in PALETTE.items():
        high, low = sorted([luminance(player), luminance(ink)], reverse=True)
        assert (high + 0.05) / (low + 0.05) >= 4.5, name


def test_every_shangrila_colour_has_its_own_shape() -> None:
    assert sorted(shangrila_view.SHAPES) == sorted(SHANGRILA)
    assert len(set(shangrila_view.SHAPES.values())) == len(SHANGRILA)


def cycle(pattern: str) -> tuple[float, ...]:
    """A dash pattern as the shortest repeat of its dashes and gaps, turned to start at
    its least rotation: two patterns look the same on a long trail if these are equal."""
    if pattern == "none":
        return ()
    values = [float(v) for v in pattern.replace(",", " ").split()]
    values = values * (2 if len(values) % 2 else 1)  # an odd list repeats to pair up
    for size in range(2, len(values) + 1, 2):
        if len(values) % size == 0 and values == values[:size] * (len(values) // size):
            values = values[:size]
            break
    return min(tuple(values[i:] + values[:i]) for i in range(0, len(values), 2))


def test_every_trail_has_its_own_dash_pattern() -> None:
    patterns = [cycle(p) for p in tsuro_view.DASHES]
    assert len(patterns) == 8 and len(set(patterns)) == 8
    assert cycle("10 10 10 10") == cycle("10") == (10.0, 10.0)
    assert cycle("4 6 2 6") == cycle("2 6 4 6")


def test_every_pawn_on_the_board_shows_its_own_number_and_trail_pattern() -> None:
    game = tsuro.new_game(8, seed=3)
    while game.phase == "start" or any(not game.trail(p) for p in game.players):
        if game.is_over():
            pytest.fail("a pawn left the board before every trail began")
        moves = game.legal_moves()
        safe = [m for m in moves if m.startswith("start") or not game.preview(m).mover_out]
        game.play((safe or moves)[0])
    board = tsuro_view.draw(Scene(game, {}, None, False), tsuro_view.empty()).board
    numbers = re.findall(r'<g role="img" aria-label="Pawn (\d)[^"]*" class="pawn-mark (p\d)', board)
    texts = re.findall(r'<text class="pawn-letter"[^>]*>(\d)</text>', board)
    shown = [p for p in game.players if game.pawn(p) or game.elimination(p)]
    assert sorted(texts) == sorted(n for n, _ in numbers) == [str(p + 1) for p in shown]
    assert len(shown) == 8
    dashes = dict(re.findall(r'class="trail (p\d)" stroke-dasharray="([^"]+)"', board))
    assert len(dashes) == 8 and len(set(dashes.values())) == 8

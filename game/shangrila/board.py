"""The board of The Bridges of Shangri-La, as data: villages, bridges, spaces.

Copied from the published board (13 villages ``A``..``M``, 23 bridges). ``x`` and
``y`` are the centres of villages and the breaks of paths, as fractions of the
board's width and height with (0, 0) at the top left: usable as layout positions.

>>> VILLAGES["A"].neighbours
('B', 'D', 'E', 'G')
>>> sorted(BRIDGES)[:3]
['AB', 'AD', 'AE']
>>> SPACE_GRID[1]
('D', 'P', 'Y')
>>> DISCIPLINES["Y"], COLOURS["v"], CLANS["v"]
('Yeti-Whisperer', 'violet', 'Li-Lamas')
"""

from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_, _

#: The seven disciplines, letter -> name (in English: :func:`discipline_name` says
#: it in the player's language), in the order used everywhere.
DISCIPLINES: dict[str, str] = {
    "R": N_("Rainmaker"),
    "P": N_("Priest"),
    "Y": N_("Yeti-Whisperer"),
    "A": N_("Astrologer"),
    "D": N_("Dragonbreeder"),
    "H": N_("Healer"),
    "F": N_("Firekeeper"),
}

#: The four player colours, letter -> name (an English identifier: players see
#: :func:`game.shangrila.journey.colour_name`), in the order of their numbering.
COLOURS: dict[str, str] = {"r": "red", "b": "blue", "y": "yellow", "v": "violet"}

#: Each colour's name as players see it, to translate where shown.
COLOUR_NAMES: dict[str, str] = {
    "r": N_("Red"),
    "b": N_("Blue"),
    "y": N_("Yellow"),
    "v": N_("Violet"),
}

#: The clan each colour plays.
CLANS: dict[str, str] = {"r": "Ro-Tarya", "b": "Ba-Lao", "y": "Gyl-Den", "v": "Li-Lamas"}

#: Tiles of one discipline in one colour's box.
TILES_PER_DISCIPLINE = 6


class Village(NamedTuple):
    """A village: its centre on the board and its neighbours across a bridge."""

    x: float
    y: float
    neighbours: tuple[str, ...]


#: The villages, id -> position and neighbours.
VILLAGES: dict[str, Village] = {
    "A": Village(0.17, 0.151, ("B", "D", "E", "G")),
    "B": Village(0.549, 0.145, ("A", "C", "F")),
    "C": Village(0.847, 0.179, ("B", "F", "J")),
    "D": Village(0.241, 0.485, ("A", "E", "G", "K")),
    "E": Village(0.438, 0.344, ("A", "D", "F", "H")),
    "F": Village(0.698, 0.32, ("B", "C", "E", "I")),
    "G": Village(0.17, 0.762, ("A", "D", "K")),
    "H": Village(0.473, 0.657, ("E", "I", "K", "L")),
    "I": Village(0.675, 0.514, ("F", "H", "J", "M")),
    "J": Village(0.887, 0.528, ("C", "I", "M")),
    "K": Village(0.396, 0.902, ("D", "G", "H", "L")),
    "L": Village(0.699, 0.888, ("H", "K", "M")),
    "M": Village(0.822, 0.71, ("I", "J", "L")),
}

#: The bridges, named by their two villages in alphabetical order -> the (x, y)
#: of the break in the path.
BRIDGES: dict[str, tuple[float, float]] = {
    "AB": (0.345, 0.089),
    "AD": (0.167, 0.333),
    "AE": (0.298, 0.234),
    "AG": (0.052, 0.415),
    "BC": (0.713, 0.067),
    "BF": (0.671, 0.198),
    "CF": (0.852, 0.33),
    "CJ": (0.933, 0.356),
    "DE": (0.42, 0.498),
    "DG": (0.188, 0.643),
    "DK": (0.296, 0.694),
    "EF": (0.567, 0.272),
    "EH": (0.485, 0.508),
    "FI": (0.616, 0.428),
    "GK": (0.156, 0.943),
    "HI": (0.618, 0.644),
    "HK": (0.399, 0.778),
    "HL": (0.588, 0.779),
    "IJ": (0.79, 0.428),
    "IM": (0.729, 0.622),
    "JM": (0.967, 0.649),
    "KL": (0.544, 0.941),
    "LM": (0.874, 0.891),
}

#: The red-walled village, out of play (under a stone) with 3 players.
RED_VILLAGE = "C"

#: The master spaces inside every village, row by row as printed (2-3-2).
SPACE_GRID: tuple[tuple[str, ...], ...] = (("R", "A"), ("D", "P", "Y"), ("F", "H"))


def discipline_name(discipline: str) -> str:
    """The name of the discipline lettered ``discipline``, in the player's language.

    >>> discipline_name("A")
    'Astrologer'
    """
    return _(DISCIPLINES[discipline])


def bridge(a: str, b: str) -> str:
    """The name of the bridge between villages ``a`` and ``b``.

    >>> bridge("H", "E")
    'EH'
    """
    return a + b if a < b else b + a

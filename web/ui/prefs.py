"""The preferences this device keeps: the page's theme, its language and the pace of
the computers' moves; their storage keys, their values, the words for them and their
checks. Choosing one is :mod:`web.ui.update.preferences`; keeping it, web/browser/kept.py.

>>> is_theme("dark"), is_theme("pink"), is_pace("quick"), is_pace("slow")
(True, False, True, False)
"""

from __future__ import annotations

from typing import Literal, TypeGuard

from game.i18n import N_

#: The theme chosen on this device (the whole origin; index.html reads it before any paint).
THEME = "shangrila-tsuro/theme"
#: The language chosen on this device (a code of game.i18n.LANGUAGES).
LANGUAGE = "shangrila-tsuro/language"
#: A theme of the page ("" follows the system's).
Theme = Literal["", "light", "dark", "contrast"]
#: The themes a player can choose, with the words for them.
THEMES: dict[Theme, str] = {
    "": N_("As the system"),
    "light": N_("Light"),
    "dark": N_("Dark"),
    "contrast": N_("High contrast"),
}
#: How this device's computers play: each move shown a moment first, or played at once.
PACE = "shangrila-tsuro/pace"
#: A pace of the computers' moves ("" shows each move first, "quick" plays it at once).
Pace = Literal["", "quick"]
#: The paces a player can choose, with the words for them.
PACES: dict[Pace, str] = {"": N_("Shown first"), "quick": N_("Played at once")}


def is_theme(word: object) -> TypeGuard[Theme]:
    """True if ``word`` names a theme of the page."""
    return word in THEMES


def is_pace(word: object) -> TypeGuard[Pace]:
    """True if ``word`` names a pace of the computers' moves."""
    return word in PACES

"""The computer players' levels: the one list the rules' bots, the page's seats, saves
and record all name them by, and the words a player reads for each.

>>> LEVELS, is_level("hard"), is_level("human")
(('easy', 'medium', 'hard'), True, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, TypeGuard, get_args

from game.i18n import N_

#: A computer player's level.
Level = Literal["easy", "medium", "hard"]
#: The levels, weakest first.
LEVELS: tuple[Level, ...] = get_args(Level)
#: Each level's words as a seat or an opponent.
LEVEL_WORDS: Mapping[str, str] = {
    "easy": N_("Computer (easy)"),
    "medium": N_("Computer (medium)"),
    "hard": N_("Computer (hard)"),
}
#: Each level's short words (beside its line on the record's rating chart).
LEVEL_SHORT: Mapping[str, str] = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}


def is_level(word: object) -> TypeGuard[Level]:
    """True if ``word`` names a computer player's level."""
    return word in LEVELS

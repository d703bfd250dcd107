"""How hard a puzzle is, as its data says (from the search that made it): the keys of
:data:`DIFFICULTIES`, in order, each with its name in words."""

from __future__ import annotations

from game.i18n import N_

#: Each difficulty and its name, the easiest first.
DIFFICULTIES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}

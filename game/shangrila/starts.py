"""Suggested first-game starting positions ("suggested start", not the printed card).

Copied from one public source that could not be checked against the printed
starting-position cards. Each entry is ``colour + discipline + village``: ``"bRA"``
is blue's Rainmaker in village A. The 4-player source lists 27 of the 28 tiles:
violet's Astrologer is missing, and we put it in village C (``"vAC"``), an empty
village in 4-player games where the setup limits allow it (at most 2 tiles of a
colour and 3 in all per village).

>>> len(SUGGESTED[3]), len(SUGGESTED[4])
(21, 28)
"""

from __future__ import annotations

#: Players -> the starting masters, as colour + discipline + village.
SUGGESTED: dict[int, tuple[str, ...]] = {
    3: (
        *("bRA", "rYA", "bAD", "rFD", "bYE", "rPE", "bHF", "yFF", "bPG", "yYG"),
        *("rAH", "yRH", "bDI", "yHI", "rDJ", "yPJ", "rRK", "yDK", "bFL", "rHL"),
        "yAM",
    ),
    4: (
        *("rHA", "vFA", "vYA", "rAB", "yDB", "bYE", "rPE", "bFF", "bHF", "bAG"),
        *("rFG", "yPG", "rRH", "vPH", "yAH", "bDI", "yHI", "yRI", "rDJ", "rYJ"),
        *("vRJ", "vDL", "vHL", "yFL", "bPM", "bRM", "yYM"),
        "vAC",  # missing from the source: see the module docstring
    ),
}

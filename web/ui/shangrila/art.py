"""The drawings that Shangri-La's board reuses, defined once as SVG ``<symbol>``s.

The page holds them once (:func:`web.ui.screens.layout`); boards place them with
``<use href="#…">``. Each discipline's icon (``#sl-R`` … ``#sl-F``, by the
discipline's letter) is drawn on a 24 x 24 grid in ``currentColor``, so that the
board's styles colour it for the piece it sits on and for the theme. The land
under the board (``#sl-land``: mountains, valleys, the villages' cliffs) is drawn
once by :func:`web.ui.shangrila.land.landscape`, when :func:`symbols` is first asked
for: the page's sprite is written into ``index.html`` by ``scripts/page_files.py``,
so the browser never draws the land.
"""

from functools import cache

from web.ui.shangrila.land import landscape

#: Each discipline's icon, by letter: the inside of its ``<symbol>``.
ICONS = {
    # Rainmaker: a cloud letting rain fall
    "R": '<path d="M6.5 14.5a4.2 4.2 0 0 1 .3-8.4A5.6 5.6 0 0 1 17.4 7.7a3.4 3.4 0 0 1 '
    '.3 6.8z"/><path d="M8 17l-1.5 4M12.5 17L11 21M17 17l-1.5 4" fill="none" '
    'stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
    # Priest: a temple bell on its loop, with its clapper
    "P": '<path d="M12 1.5a2 2 0 0 1 2 2v.7c3 .9 4.5 3.5 4.5 6.8v4.5l2.5 3H3l2.5-3V11c0-3.3 '
    '1.5-5.9 4.5-6.8v-.7a2 2 0 0 1 2-2z"/><path d="M9.5 20h5a2.5 2.5 0 0 1-5 0z"/>',
    # Yeti-Whisperer: a yeti's footprint, a broad sole and five toes
    "Y": '<path d="M12.5 23c-3.6 0-5.6-2.4-5.6-5.4 0-3.8 1.8-8.4 5.8-8.4 3.8 0 5.3 4.2 '
    '5.3 7.8 0 3.4-1.8 6-5.5 6z"/><circle cx="5.4" cy="8.6" r="1.9"/>'
    '<circle cx="8.2" cy="5" r="2"/><circle cx="12.2" cy="3.4" r="2.1"/>'
    '<circle cx="16.2" cy="4.4" r="2"/><circle cx="19" cy="7.6" r="1.8"/>',
    # Astrologer: a five-pointed star beside a crescent moon
    "A": '<path d="M10 3l2.3 5 5.4.6-4 3.7 1.1 5.4L10 15l-4.8 2.7 1.1-5.4-4-3.7 5.4-.6z"/>'
    '<path d="M19.5 12.5a5 5 0 1 0 2.5 8.6 4 4 0 1 1-2.5-8.6z"/>',
    # Dragonbreeder: a dragon's head in profile: horns, a spiny neck, its jaw open
    "D": '<path fill-rule="evenodd" d="M3.5 23l.6-4.4-2.4-.6 3.2-2.6-1.8-1.6 3.9-1.3-.9-1.8 '
    "3.4-.1L6 3.5l5.5 4.7-1-5.7 3.5 5.3 8 3-.4 2.2-5.6.6 5 3.2-1.4 1.8-6-1.6c-2 1.6-3.2 "
    '3.6-3.6 6zM14.2 9.4a1.1 1.1 0 1 0 .1 0z"/>',
    # Healer: a healing leaf, its vein cut out
    "H": '<path fill-rule="evenodd" d="M4.5 20.5C3 11 9 3.5 21 3c.4 11.5-6.5 18.6-16.5 '
    '17.5zM6.2 19.6L16.8 7.4l-.9-.7L5.3 18.9z"/>',
    # Firekeeper: a flame with its bright heart cut out
    "F": '<path fill-rule="evenodd" d="M12 1c1.2 4.5 7 6.8 7 13.5a7 7 0 0 1-14 0c0-3.5 '
    "2.2-6 3.6-7 0 2.2.9 3.6 2.2 4C10.6 7.5 10.2 4.6 12 1zM12 21.2a3.2 3.2 0 0 0 3.2-3.2"
    'c0-2.2-1.8-3.4-2.4-5.6-1.2 2.3-4 3.4-4 5.6a3.2 3.2 0 0 0 3.2 3.2z"/>',
}

#: Each icon's square viewBox, tight around its drawing (an icon of 22 px is
#: a drawing of about 21 px).
FRAMES = {
    "R": "1.7 2.4 20 20",
    "P": "1.2 1.2 21.5 21.5",
    "Y": "1.1 1.1 22 22",
    "A": "2 2.6 20.2 20.2",
    "D": "1.3 2.2 21 21",
    "H": "3.5 2.7 18.2 18.2",
    "F": "1.5 .7 21 21",
}


@cache
def symbols() -> str:
    """Every ``<symbol>`` of Shangri-La's board: the icons and the land."""
    icons = "".join(
        f'<symbol id="sl-{letter}" viewBox="{FRAMES[letter]}"><g fill="currentColor">{body}</g>'
        "</symbol>"
        for letter, body in ICONS.items()
    )
    return icons + f'<symbol id="sl-land" viewBox="0 0 1000 1000">{landscape()}</symbol>'

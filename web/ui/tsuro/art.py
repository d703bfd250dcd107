"""The drawings that Tsuro's board reuses, defined once as SVG ``<symbol>``s.

The page holds them once (:func:`web.ui.screens.layout`); boards place them with
``<use href="#…">``. Their colours are the theme's custom properties
(``--ts-…``, set in ``web/tsuro.css``), so one drawing serves every theme:

- ``ts-dragon``: the dragon tile, a gold dragon on a red lacquered tile;
- ``ts-back``: the back of a path tile (the pile, the tiles in a hand);
- ``ts-start``: the arrow of a start mark, pointing into the board (drawn for the
  top edge, turned for the others);
- ``ts-corner``: the fret ornament in a corner of the board's frame (drawn for the
  top left corner, turned for the others).

>>> SYMBOLS.count("<symbol"), SYMBOLS.count("</symbol>")
(4, 4)
"""

_GOLD = "var(--ts-gold)"

SYMBOLS = (
    '<symbol id="ts-dragon" viewBox="0 0 40 40">'
    '<rect x="1" y="1" width="38" height="38" rx="6" '
    f'style="fill:var(--ts-dragon);stroke:{_GOLD};stroke-width:2"/>'
    f'<path d="M7 33c6 4 15 1 12-6s-10-5-8-13c2-6 9-7 13-4" style="fill:none;stroke:{_GOLD};'
    'stroke-width:3.4;stroke-linecap:round"/>'
    f'<g style="fill:{_GOLD}">'
    '<path d="M9 21l-5-1 4-3zM10 13l-3-4 5 1zM16 8l0-5 4 4zM22 27l5 0-3 4z'
    'M22 8l8-2 7 3-5 2 4 3-8 1-5-2zM24 7l-3-4 6 3zM8 33l-5-5 0 8z"/></g>'
    '<circle cx="28" cy="9.2" r="1.3" style="fill:var(--ts-dragon)"/>'
    f'<path d="M36 12c2 1 2 3 1 5" style="fill:none;stroke:{_GOLD};'
    'stroke-width:1.6;stroke-linecap:round"/>'
    "</symbol>"
    '<symbol id="ts-back" viewBox="0 0 40 40">'
    '<rect x="1" y="1" width="38" height="38" rx="5" '
    f'style="fill:var(--ts-back);stroke:{_GOLD};stroke-width:2"/>'
    f'<g style="fill:none;stroke:{_GOLD};stroke-width:1.6">'
    '<rect x="7" y="7" width="26" height="26" rx="2"/>'
    '<path d="M20 12l8 8-8 8-8-8z"/></g>'
    "</symbol>"
    '<symbol id="ts-start" viewBox="-10 -10 20 20">'
    '<path d="M-6-4h12L0 6z" style="fill:currentColor"/>'
    "</symbol>"
    '<symbol id="ts-corner" viewBox="0 0 40 40">'
    f'<path d="M7 33V7h26M13 33V13h14v10h-8v-4" style="fill:none;stroke:{_GOLD};'
    'stroke-width:2.2;stroke-linecap:square"/>'
    "</symbol>"
)

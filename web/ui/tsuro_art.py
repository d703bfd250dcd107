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
    f'<g style="fill:none;stroke:{_GOLD};stroke-width:3.2;stroke-linecap:round;'
    'stroke-linejoin:round">'
    '<path d="M7 33c6 3 14 1 12-5s-10-5-9-12c1-6 9-8 14-5"/>'
    '<path d="M13 27l-3 3M16 17l-4-2M22 31l1 3" style="stroke-width:2"/>'
    '<path d="M24 5l1 4M29 6l-2 3" style="stroke-width:1.8"/></g>'
    f'<path d="M22 9l9-1 5 4-4 3h-6z" style="fill:{_GOLD}"/>'
    '<circle cx="29" cy="11" r="1.4" style="fill:var(--ts-dragon)"/>'
    f'<path d="M7 33l-4-4 1 6z" style="fill:{_GOLD}"/>'
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

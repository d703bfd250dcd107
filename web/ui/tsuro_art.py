"""The drawings that Tsuro's board reuses, defined once as SVG ``<symbol>``s.

The page holds them once (:func:`web.ui.screens.layout`); boards place them with
``<use href="#…">``.
"""

SYMBOLS = ""

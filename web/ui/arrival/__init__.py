"""Links arriving: a feature of the page, in four modules (:mod:`web.ui.links` beside
them reads and writes the links themselves).

- :mod:`~web.ui.arrival.messages`: the page opened with an address, the saved game of
  the same table found, the answers to a link's questions;
- :mod:`~web.ui.arrival.model`: the link waiting for an answer, and its screens;
- :mod:`~web.ui.arrival.update`: a link merged with its saved game, or a question asked;
- :mod:`~web.ui.arrival.view`: the questions' screens (which seat, which line of play).
"""

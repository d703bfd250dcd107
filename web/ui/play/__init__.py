"""A game being played: a feature of the page, in four modules
(:mod:`web.ui.session` beside them is the game on screen, which live play and the
review share; :mod:`web.ui.update.table` what every feature does to a table).

- :mod:`~web.ui.play.messages`: the board's clicks and keys, the turn's buttons, the
  game's menu, the computers' answers;
- :mod:`~web.ui.play.model`: the screens of a game (playing, the hand-over);
- :mod:`~web.ui.play.update`: turns, computers, hints, undo, the game's link, leaving;
- :mod:`~web.ui.play.view`: the game's screen around the board (status, log, menu).
"""

"""The start screen: a feature of the page, in five modules.

- :mod:`~web.ui.start.messages`: what can happen on it (a game started, the form
  changed, the last table with computers read);
- :mod:`~web.ui.start.model`: the start screen's state; :mod:`~web.ui.start.form`: the
  form (its seats, options and the table it makes);
- :mod:`~web.ui.start.update`: the form changed, a new game made from it;
- :mod:`~web.ui.start.view`: the screen (the games' cards, the form; the saved games
  drawn by :mod:`web.ui.storage.view`).
"""

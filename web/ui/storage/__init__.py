"""The saved games: a feature of the page, in three modules (:mod:`web.ui.saves` beside
them is the store itself: records, their keys and their checks).

- :mod:`~web.ui.storage.messages`: the saves listed, read, made, continued or deleted,
  and storage's answers (a save refused, another tab's change, a copy saved);
- :mod:`~web.ui.storage.update`: what each does to the model, and the commands asked;
- :mod:`~web.ui.storage.view`: the list of saved games on the start screen.
"""

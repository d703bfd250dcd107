"""The daily challenge: the same game for everyone on a date, found from the date alone.

The day's table and seed (:mod:`web.ui.challenge`) and the mark a daily game's save
carries (:mod:`web.ui.daily_mark`) are a save's data, so they sit below the features,
beside :mod:`web.ui.saved`.
"""

"""The one list of what follows a game's opening, a move and a game's end: each
feature's subscribers (:mod:`web.ui.follow`), in the order they are called.

A live table's moves are signed and sent before the save (which keeps what was sent)
and before a table by post publishes them (with their signatures), and the next turn
(its screen, a computer asked) comes after them; when a move ends the
game, the result is kept before the daily's attempt is marked over.
"""

from __future__ import annotations

from web.ui.daily import follow as daily
from web.ui.live import follow as live
from web.ui.post import follow as post
from web.ui.records import follow as records
from web.ui.storage import follow as storage
from web.ui.update.screens import show_turn

#: The subscribers, registered by the router (:mod:`web.ui.update`).
OPENED = (live.go_live, post.opened, records.opened)
MOVED = (live.moved, storage.moved, post.moved, show_turn)
ENDED = (records.ended, daily.ended)

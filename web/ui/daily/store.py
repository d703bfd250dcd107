"""What the runner does for the daily challenge's storage entry (:mod:`web.ui.daily.kept`):
read it, change it, write it back."""

from __future__ import annotations

from game.i18n import _
from web.ui.daily import kept
from web.ui.daily.commands import KeepDaily
from web.ui.daily.messages import DailyRead
from web.ui.saves import SaveStore


def carry_out(command: KeepDaily, store: SaveStore) -> DailyRead:
    """Read the entry, change it as ``command`` says and write it; what it keeps then
    (a damaged entry reads as nothing kept, is said, and is made anew by a change)."""
    key = store.namespace + kept.KEY
    now, problem = kept.read(store.storage.get(key))
    day = command.day
    if day is None or not command.change:
        return DailyRead(now, problem)
    match command.change:
        case "started":
            changed = kept.started(now, command.kind, day)
        case "over":
            changed = kept.ended(now, command.kind, day)
        case "seen":
            changed = kept.saw(now, day)
        case _:
            changed = kept.befriend(now, command.kind, day, command.game)
    if changed == now:
        return DailyRead(now, problem)
    try:
        store.storage.set(key, kept.encode(changed))
    except Exception:  # storage full or blocked
        return DailyRead(now, _("this device's storage refused it"))
    return DailyRead(changed, problem)  # (a damaged entry said once, then made anew)

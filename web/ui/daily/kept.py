"""What this device keeps of the daily challenges apart from the saved games, in one
storage entry: each game's days played for their score, the newest day (UTC) the
device has seen, and the friends' games that links brought, each kept as soon as its
link is opened.

- A day's scored attempt is ``"started"`` when it starts and ``"over"`` when it ends:
  deleting its save keeps the day played (a later game of it is practice).
- ``seen`` is only ever raised (to today, never past a real date). Should today be
  earlier (the clock went forward, then back), a day after today that was played is
  ``"ahead"``: played before its time, it is never scored.
- At most :data:`FRIENDS_A_DAY` friends' games a game and day, and :data:`MOST_FRIENDS`
  in all (the oldest days' dropped first).

The entry is ``{"v": 1, "seen": "2026-11-28", "days": {"tsuro": {"2026-11-28":
"over"}}, "friends": {"tsuro": {"2026-11-28": ["<encoded game>"]}}}``, read by the
bounded reader and checked whole before anything of it is used: a damaged entry reads
as none, with the reason.

>>> from datetime import timedelta
>>> day = date(2026, 11, 28)
>>> kept = started(Kept(), "tsuro", day)
>>> kept.played("tsuro", day), kept.played("shangrila", day)
('started', None)
>>> read(encode(ended(kept, "tsuro", day)))[0].played("tsuro", day)
'over'
>>> read('{"v": 1, "days": {"tsuro": {"2026-11-28": "won"}}}')
(Kept(seen=None, days={}, friends={}), 'its daily challenges are not readable')
>>> back = saw(saw(kept, day + timedelta(days=3)), day - timedelta(days=1))
>>> back.seen, back.played("tsuro", day)
(datetime.date(2026, 12, 1), 'ahead')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date
from typing import TypeVar

from game.i18n import _
from web.ui.bounded import read_json
from web.ui.daily_mark import KINDS, RIVAL_LENGTH, is_challenge, kind_of_code, read_day

T = TypeVar("T")

#: The entry's key (after the site's namespace).
KEY = "shangrila-tsuro/daily"
#: The version of the entry's layout.
VERSION = 1
#: What a day played may be.
STATES = ("started", "over", "ahead")
#: The most days kept of each game (more than ten years of them).
MOST_DAYS = 4_000
#: The most friends' games kept of one game on one day, and in all.
FRIENDS_A_DAY = 3
MOST_FRIENDS = 30
#: The longest entry read.
LENGTH = MOST_FRIENDS * (RIVAL_LENGTH + 8) + len(KINDS) * MOST_DAYS * 24 + 200


@dataclass(frozen=True)
class Kept:
    """The entry, read: ``days[kind][day]`` one of :data:`STATES`, ``friends[kind][day]``
    the encoded games that friends' links brought."""

    seen: date | None = None
    days: dict[str, dict[date, str]] = field(default_factory=dict)
    friends: dict[str, dict[date, tuple[str, ...]]] = field(default_factory=dict)

    def played(self, kind: str, day: date) -> str | None:
        """What this device played of ``kind``'s challenge of ``day`` for its score
        (None: nothing)."""
        return self.days.get(kind, {}).get(day)

    def brought(self, kind: str, day: date) -> tuple[str, ...]:
        """The friends' games of ``kind``'s challenge of ``day`` that links brought."""
        return self.friends.get(kind, {}).get(day, ())


def _with_day(kept: Kept, kind: str, day: date, state: str) -> Kept:
    days = {k: dict(v) for k, v in kept.days.items()}
    days.setdefault(kind, {})[day] = state
    if len(days[kind]) > MOST_DAYS:  # the oldest go first
        del days[kind][min(days[kind])]
    return replace(kept, days=days)


def started(kept: Kept, kind: str, day: date) -> Kept:
    """The scored attempt of ``kind``'s challenge of ``day`` started (a day played
    already stays as it is)."""
    return kept if kept.played(kind, day) else _with_day(kept, kind, day, "started")


def ended(kept: Kept, kind: str, day: date) -> Kept:
    """The scored attempt of ``kind``'s challenge of ``day`` over (a day played ahead of
    its time stays so)."""
    return (
        kept if kept.played(kind, day) in ("over", "ahead") else _with_day(kept, kind, day, "over")
    )


def saw(kept: Kept, today: date) -> Kept:
    """The device's today seen: ``seen`` raised to it; if today is earlier than a day
    seen, every day after today that was played is ``"ahead``"."""
    if kept.seen is None or today > kept.seen:
        return replace(kept, seen=today)
    for kind, days in kept.days.items():
        for day, state in days.items():
            if day > today and state != "ahead":
                kept = _with_day(kept, kind, day, "ahead")
    return kept


def befriend(kept: Kept, kind: str, day: date, game: str) -> Kept:
    """A friend's game of ``kind``'s challenge of ``day`` kept (once; at most
    :data:`FRIENDS_A_DAY` a day, the first ones; the oldest days dropped beyond
    :data:`MOST_FRIENDS` in all)."""
    games = kept.brought(kind, day)
    if game in games or len(games) >= FRIENDS_A_DAY:
        return kept
    friends = {k: dict(v) for k, v in kept.friends.items()}
    friends.setdefault(kind, {})[day] = (*games, game)
    while sum(len(g) for days in friends.values() for g in days.values()) > MOST_FRIENDS:
        oldest = min((d, k) for k, days in friends.items() for d in days)
        del friends[oldest[1]][oldest[0]]
    return replace(kept, friends=friends)


def encode(kept: Kept) -> str:
    """The entry for ``kept``."""
    data: dict[str, object] = {"v": VERSION}
    if kept.seen is not None:
        data["seen"] = kept.seen.isoformat()
    data["days"] = {k: {d.isoformat(): s for d, s in v.items()} for k, v in kept.days.items()}
    data["friends"] = {
        k: {d.isoformat(): list(g) for d, g in v.items()} for k, v in kept.friends.items()
    }
    return json.dumps(data, separators=(",", ":"))


def read(text: str | None) -> tuple[Kept, str]:
    """What the entry (None: none) keeps, and why it could not be read ("" if it
    could): a damaged entry reads as nothing kept."""
    if text is None:
        return Kept(), ""
    try:
        data = read_json(text, LENGTH)
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise ValueError
        seen = data.get("seen")
        kept = Kept(
            None if seen is None else read_day(seen),
            _by_day(data.get("days", {}), MOST_DAYS, _state),
            _by_day(data.get("friends", {}), MOST_FRIENDS, _games),
        )
        for kind, days in kept.friends.items():
            for day, games in days.items():
                if not all(kind_of_code(g) == kind and is_challenge(g, day) for g in games):
                    raise ValueError
    except ValueError:
        return Kept(), _("its daily challenges are not readable")
    return kept, ""


def _by_day(data: object, most: int, each: Callable[[object], T]) -> dict[str, dict[date, T]]:
    """A mapping of each game to a mapping of days, each value read by ``each``
    (ValueError for anything else)."""
    if not isinstance(data, dict) or set(data) - set(KINDS.values()):
        raise ValueError
    found: dict[str, dict[date, T]] = {}
    for kind, days in data.items():
        if not isinstance(days, dict) or len(days) > most:
            raise ValueError
        found[kind] = {read_day(d): each(v) for d, v in days.items()}
    return found


def _state(value: object) -> str:
    if value not in STATES:
        raise ValueError
    return str(value)


def _games(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not 0 < len(value) <= FRIENDS_A_DAY:
        raise ValueError
    if not all(isinstance(g, str) and len(g) <= RIVAL_LENGTH for g in value):
        raise ValueError
    return tuple(value)

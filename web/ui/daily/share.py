"""Sharing a daily challenge's result: a short text without spoilers, and a link that
opens the same challenge for a friend and carries the sharer's game, shown to the
friend only once their own scored attempt is over.

The link's fragment is ``daily=2&day=2026-11-28&`` followed by the sharer's game under
the daily link's own field names: ``dg`` the game (:mod:`game.codec`), ``ds`` its seats,
``dn`` each name. A plain game link has ``v``, ``g``, ``s`` and ``n`` instead, so a
daily link with its first fields removed is no game link: it is still read as a daily
one (:func:`is_daily_link`) and refused in words, never opened with the friend's moves.
Its fields are read back by :func:`web.ui.links.read_fragment`, with its checks and
limits.

>>> from web.ui.challenge import challenge
>>> day = date(2026, 11, 28)
>>> game = challenge("tsuro", day).start().encode()
>>> fragment = link_fragment(day, game, ["Pawn 1", "Pawn 2"], ["person", "person"])
>>> fragment.startswith("daily=2&day=2026-11-28&dg=T2.")
True
>>> is_daily_link("#" + fragment), is_daily_link("#v=1&g=T2.x"), is_daily_link("#dAY=1")
(True, False, True)
>>> is_daily_link("#" + fragment.split("&", 2)[2])  # its daily fields taken away
True
>>> is_daily_link("#v=1&g=S1.x&s=pep&Dn=Ann")  # a plain link with a stray field
False
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import game as engines
from game.i18n import _
from web.ui.daily.model import score
from web.ui.daily_mark import is_challenge, kind_of_code, read_day
from web.ui.games import GAMES
from web.ui.links import MAX_FIELDS, MAX_LENGTH, make_fragment, read_fragment
from web.ui.links import VERSION as LINK_VERSION

#: The version of the daily link's layout (1: the game under a plain link's names).
VERSION = "2"
#: The daily link's game fields, by the plain game link's names they stand for.
FIELDS = {"dg": "g", "ds": "s", "dn": "n"}


def share_text(kind: str, day: date, encoded: str) -> str:
    """The words shared with a result: the game, the day and the score, no moves.

    >>> from web.ui.challenge import challenge
    >>> day = date(2026, 11, 28)
    >>> share_text("tsuro", day, challenge("tsuro", day).start().encode())
    'Tsuro, daily challenge of 2026-11-28: not finished. Play the same challenge:'
    """
    words = _("{game}, daily challenge of {day}: {score}.").format(
        game=_(GAMES[kind].title), day=day.isoformat(), score=score(engines.decode(encoded))
    )
    return words + " " + _("Play the same challenge:")


def link_fragment(day: date, game: str, names: list[str], seats: list[str]) -> str:
    """The fragment (without ``#``) of a link to ``day``'s challenge carrying ``game``
    under the daily link's own field names."""
    from urllib.parse import parse_qsl, urlencode  # here: it costs a page start 0.1 s

    plain = parse_qsl(make_fragment(game, names, seats), keep_blank_values=True)
    names_of = {plain_name: own for own, plain_name in FIELDS.items()}
    fields = [(names_of[key], value) for key, value in plain if key in names_of]
    return f"daily={VERSION}&day={day.isoformat()}&" + urlencode(fields)


def _plain(rest: str) -> str:
    """The game link's fragment that the daily link's game fields stand for (a field of
    another name: ValueError)."""
    from urllib.parse import parse_qsl, urlencode  # here: it costs a page start 0.1 s

    try:
        fields = parse_qsl(rest, keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except ValueError:
        raise ValueError(_("this link has more parts than a game's link")) from None
    if any(key not in FIELDS for key, _value in fields):
        raise ValueError(_("this link is damaged: it has a part no daily challenge link has"))
    return urlencode([("v", LINK_VERSION), *((FIELDS[k], v) for k, v in fields)])


def is_daily_link(fragment: str) -> bool:
    """True when a URL fragment looks like a daily challenge's link, even a damaged one
    (and should be read as one): one of its first parts is named ``daily`` or ``day``,
    or it has a daily link's own game fields and no plain game link's game (a plain
    link with a stray ``dn`` is a damaged plain link, not a daily one)."""
    from urllib.parse import unquote  # here: it costs a page start 0.1 s to import

    text = fragment.lstrip("#")[:MAX_LENGTH]
    keys = {
        unquote(part.split("=", 1)[0][:8]).strip().lower()
        for part in text.split("&", MAX_FIELDS)[:MAX_FIELDS]
    }
    return bool(keys & {"daily", "day"}) or bool(keys & set(FIELDS) and "g" not in keys)


@dataclass(frozen=True)
class Shared:
    """What a daily link carries: the game kind, the day, and the sharer's game."""

    kind: str
    day: date
    game: str


def read_link(fragment: str, today: date) -> Shared:
    """What a daily link's fragment carries, or ValueError saying what is wrong: its
    version and day checked (no day after ``today``), then the game link's fields by
    :func:`web.ui.links.read_fragment`, its game replayed, and it must be that day's
    challenge, played to its end."""
    text = fragment.lstrip("#")
    if len(text) > MAX_LENGTH:
        raise ValueError(_("this link is far longer than any game's link"))
    head, _sep, rest = text.partition("&")
    day_field, _sep, rest = rest.partition("&")
    if head != f"daily={VERSION}":
        version = head.removeprefix("daily=")
        if head.startswith("daily=") and version.isascii() and version.isdigit():
            raise ValueError(_("this link was made by another version of the page"))
        raise ValueError(_("this link is damaged: its beginning is missing or changed"))
    if not day_field.startswith("day="):
        raise ValueError(_("this link is damaged: it has no day"))
    try:
        day = read_day(day_field.removeprefix("day="))
    except ValueError as reason:
        raise ValueError(_("this link is damaged: {reason}").format(reason=reason)) from None
    if day > today:
        raise ValueError(_("its day has not come yet"))
    link = read_fragment(_plain(rest))
    played = engines.decode(link.game)  # (its moves replayed: ValueError if one is illegal)
    kind = kind_of_code(link.game)
    if not is_challenge(link.game, day):
        raise ValueError(_("its game is not that day's challenge"))
    if not played.is_over():
        raise ValueError(_("its game is not finished"))
    return Shared(kind, day, link.game)

"""The relay protocol's messages (NIP-01) that a table kept on relays needs, written
(:func:`publish`, :func:`request`, :func:`close`) and read (:func:`read`) in one place.

Out: ``["EVENT", event]``, ``["REQ", sub, filter]``, ``["CLOSE", sub]``. In:
``["OK", id, ok, message]`` (:class:`Accepted`), ``["EVENT", sub, event]``
(:class:`Found`, its event checked by :func:`web.ui.post.event.checked`, signature
and all), ``["EOSE", sub]`` (:class:`Stored`: the stored events of a request are all
sent), ``["NOTICE", message]`` (:class:`Notice`) and ``["CLOSED", sub, message]``
(:class:`Closed`). Reading is bounded (:func:`web.ui.bounded.read_json`: length and
nesting checked before parsing) and never raises: anything else, too long, malformed
or an event that does not check, is :class:`Ignored` with a reason (for a log, never
shown to the player).

>>> read('["EOSE","t1"]')
Stored(sub='t1')
>>> read('["AUTH","challenge"]')
Ignored(reason='a message of a kind not read here: AUTH')
>>> request("t1", Filter(kinds=(30078,), tags=(("t", ("abc",)),), limit=20))
'["REQ","t1",{"kinds":[30078],"#t":["abc"],"limit":20}]'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from web.ui.bounded import read_json
from web.ui.post.event import BadEvent, Event, checked

#: The longest message read from a relay (characters): an event's content is at most
#: 4,096, the rest of it well under 1,000.
MAX_MESSAGE = 8_000
#: The longest subscription id (NIP-01: 64) and relay message kept.
MAX_SUB, MAX_TEXT = 64, 500


@dataclass(frozen=True)
class Filter:
    """A ``REQ``'s filter: the event ``kinds``, ``authors`` (hexadecimal public keys),
    tag filters (``(letter, values)``: ``#letter`` in the filter), ``since`` (a time,
    None: any) and ``limit`` (None: the relay's own)."""

    kinds: tuple[int, ...] = ()
    authors: tuple[str, ...] = ()
    tags: tuple[tuple[str, tuple[str, ...]], ...] = ()
    since: int | None = None
    limit: int | None = None

    def data(self) -> dict[str, object]:
        """The filter as JSON data."""
        data: dict[str, object] = {}
        if self.kinds:
            data["kinds"] = list(self.kinds)
        if self.authors:
            data["authors"] = list(self.authors)
        for letter, values in self.tags:
            data[f"#{letter}"] = list(values)
        if self.since is not None:
            data["since"] = self.since
        if self.limit is not None:
            data["limit"] = self.limit
        return data


@dataclass(frozen=True)
class Accepted:
    """A relay's answer to an event published: ``ok`` whether it took it (a duplicate
    counts as taken), and its ``message`` (e.g. ``"invalid: ..."``). nostr-relay 1.14
    names no event (``event_id`` "") when it refuses one."""

    event_id: str
    ok: bool
    message: str


@dataclass(frozen=True)
class Found:
    """An event a relay sent for the subscription ``sub`` (checked, signature and all)."""

    sub: str
    event: Event


@dataclass(frozen=True)
class Stored:
    """The relay has sent every event it stores that the subscription ``sub`` asked for;
    any after this are new."""

    sub: str


@dataclass(frozen=True)
class Notice:
    """A relay's notice to the user (kept short)."""

    message: str


@dataclass(frozen=True)
class Closed:
    """The relay ended (or refused) the subscription ``sub``, saying ``message``."""

    sub: str
    message: str


@dataclass(frozen=True)
class Ignored:
    """A message not read, and why."""

    reason: str


RelayMessage = Accepted | Found | Stored | Notice | Closed | Ignored
"""What :func:`read` makes of a relay's message."""


def _text(message: list[object], at: int) -> str | None:
    """The text at place ``at`` of ``message`` (cut to :data:`MAX_TEXT`), or None."""
    value = message[at] if len(message) > at else None
    return value[:MAX_TEXT] if isinstance(value, str) else None


def _sub(message: list[object]) -> str | None:
    sub = _text(message, 1)
    return sub if sub is not None and 0 < len(sub) <= MAX_SUB else None


def read(text: str, spend: Callable[[], None] = lambda: None) -> RelayMessage:
    """What a relay's ``text`` says (see the module's docstring); ``spend()`` is called
    before an event's signature is checked."""
    try:
        data = read_json(text, MAX_MESSAGE)
    except ValueError as reason:
        return Ignored(f"not read: {reason}")
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        return Ignored("not a relay's message")
    kind = data[0][:16]
    match kind:
        case "OK":
            # (a relay that leaves the message out is read as saying nothing)
            ident, message = _text(data, 1), _text(data, 3) if len(data) > 3 else ""
            ok = data[2] if len(data) > 2 else None
            if ident is None or type(ok) is not bool or message is None:
                return Ignored("an OK not of its form")
            return Accepted(ident, ok, message)
        case "EVENT":
            sub = _sub(data)
            if sub is None or len(data) != 3:
                return Ignored("an EVENT not of its form")
            try:
                return Found(sub, checked(data[2], spend=spend))
            except BadEvent as reason:
                return Ignored(f"an event not read: {reason}")
        case "EOSE":
            sub = _sub(data)
            return Ignored("an EOSE not of its form") if sub is None else Stored(sub)
        case "NOTICE":
            message = _text(data, 1)
            return Ignored("a NOTICE not of its form") if message is None else Notice(message)
        case "CLOSED":
            sub, message = _sub(data), _text(data, 2)
            if sub is None:
                return Ignored("a CLOSED not of its form")
            return Closed(sub, message or "")
    return Ignored(f"a message of a kind not read here: {kind}")


def _compact(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def publish(event: Event) -> str:
    """The message that publishes ``event``."""
    return _compact(["EVENT", event.data()])


def request(sub: str, *filters: Filter) -> str:
    """The message that opens the subscription ``sub`` for events matching any of
    ``filters``."""
    return _compact(["REQ", sub, *(each.data() for each in filters)])


def close(sub: str) -> str:
    """The message that ends the subscription ``sub``."""
    return _compact(["CLOSE", sub])

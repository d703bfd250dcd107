"""What the update needs from outside that is not a message (:class:`Env`): the clock,
new seeds and random tokens, timers; a value every feature may read, below them all."""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime

_TOKEN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def random_token(length: int) -> str:
    """``length`` random URL-safe characters, from the system's secure source."""
    return "".join(secrets.choice(_TOKEN_LETTERS) for _ in range(length))


@dataclass(frozen=True)
class Env:
    """What the update needs from outside that is not a message: the time of day for
    a save's date, a new seed for each new game, a live table's random keys, and a
    clock in seconds for the limit on peers' messages, a timer of the work each peer's
    messages cost, and today's date (UTC)."""

    clock: Callable[[], str]
    new_seed: Callable[[], int] = field(default=lambda: random.randrange(2**31))
    token: Callable[[int], str] = random_token
    now: Callable[[], float] = time.monotonic
    #: The thread's time in seconds, to measure what each peer's messages cost.
    cost: Callable[[], float] = time.perf_counter
    #: The time in seconds since 1970 (UTC), the time of a game's event on the relays.
    epoch: Callable[[], float] = time.time
    #: Today's date in UTC, the daily challenge's (:func:`web.ui.challenge.today`).
    today: Callable[[], date] = field(default=lambda: datetime.now(UTC).date())

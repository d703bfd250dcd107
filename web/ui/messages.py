"""What can happen to the page, one type per intent: :func:`web.ui.update.update` takes
one of these and returns the commands to carry out (:mod:`web.ui.commands`). The
features' messages are in their packages (``start``, ``storage``, ``arrival``,
``play``, ``live``, ``review``); here are the core's own (the preferences and the
guide, a failure in the page) and the page's unions, built from them.

Three kinds of messages come in:

- a person's intent, from a button (written into the markup and read back by
  :mod:`web.ui.intents`, the only place a string from the page becomes a message),
  a form field, a click or a key on the board;
- the world's answer to a command: a computer's move, a timer, a save refused,
  a saved game read from storage;
- the browser's news: the page opened with an address, another tab changed storage.

A computer's answer and a timer carry the ``token`` of the request they answer: the
update drops one whose game has moved on (an undo, the menu, another game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from web.ui.arrival import messages as arrival
from web.ui.daily import messages as daily
from web.ui.live import messages as live
from web.ui.play import messages as play
from web.ui.post import messages as post
from web.ui.puzzles import messages as puzzles
from web.ui.records import messages as records
from web.ui.review import messages as review
from web.ui.start import messages as start
from web.ui.storage import messages as storage

# -- the core's own: the preferences and the guide ---------------------------------------


@dataclass(frozen=True)
class OpenGuide:
    """Open the how-to-play guide of ``game`` (None: the game on screen's)."""

    game: str | None = None


@dataclass(frozen=True)
class GuideStep:
    """Go one step forward (1) or back (-1) in the guide's example."""

    by: Literal[-1, 1]


@dataclass(frozen=True)
class CloseGuide:
    """Close the guide."""

    action: ClassVar[str] = "close-guide"


@dataclass(frozen=True)
class ChooseLanguage:
    """The page should speak ``language``."""

    language: str


@dataclass(frozen=True)
class ChooseTheme:
    """The page should be drawn in ``theme`` ("" follows the system)."""

    theme: str


@dataclass(frozen=True)
class ChoosePace:
    """The computers should play at ``pace`` ("quick": at once; "": each move shown first)."""

    pace: str


@dataclass(frozen=True)
class LanguageLoaded:
    """The compiled catalog of ``language`` arrived (``None``: it could not be loaded)."""

    language: str
    catalog: bytes | None


@dataclass(frozen=True)
class Crashed:
    """Carrying out an event failed in the page (``problem`` says how)."""

    problem: str


@dataclass(frozen=True)
class Overflowed:
    """Carrying out an event ran out of stack (Python's recursion limit, or the
    browser's): something from outside the page nested too deeply, refused."""


# -- the page's unions --------------------------------------------------------------------

Plain = (
    start.Plain
    | storage.Plain
    | play.Plain
    | CloseGuide
    | review.Plain
    | live.Plain
    | records.Plain
    | daily.Plain
    | puzzles.Plain
    | post.Plain
)
"""The intents with nothing to say beyond their name: the button's ``data-action`` is the
class's ``action`` (:mod:`web.ui.intents` reads every one of them back)."""

Intent = (
    Plain
    | start.Intent
    | storage.Intent
    | arrival.Intent
    | OpenGuide
    | GuideStep
    | review.Intent
    | live.Intent
    | daily.Intent
    | puzzles.Intent
)
"""A button's intent (written into and read from the markup by :mod:`web.ui.intents`)."""

Preference = (
    ChooseLanguage | LanguageLoaded | ChooseTheme | ChoosePace | OpenGuide | GuideStep | CloseGuide
)
"""What the person chooses about the page itself (:mod:`web.ui.update.preferences`)."""

Message = (
    Intent
    | Preference
    | start.Form
    | storage.Saves
    | storage.Stored
    | storage.SoloKept
    | arrival.Arriving
    | play.OnScreen
    | play.Awaited
    | Crashed
    | Overflowed
    | review.Results
    | records.Results
    | daily.Results
    | puzzles.Results
    | live.HostsMessage
    | live.News
    | post.Relays
)

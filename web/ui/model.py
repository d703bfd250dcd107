"""Everything the page shows, as one value: :class:`Model`.

The screen is one of :data:`Screen`, each carrying what it needs and each defined by
its feature: the start screen (the form and the saved games, :mod:`web.ui.start.model`),
a link's question (which seat is yours, which line of play to keep,
:mod:`web.ui.arrival.model`), the hand-over screen before a secret hand, and a game
being played (:mod:`web.ui.play.model`).
The how-to-play guide opens over any of them. A game on screen is a
:class:`~web.ui.session.Session`, whose ``turn`` says where a computer's move stands.

>>> model = Model(env=Env(clock=lambda: "2026-11-23 07:00"))
>>> model.screen, model.session is None
(Start(deleting=None, saves=None, page=None), True)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from web.ui.arrival.model import BranchChoice, SeatChoice
from web.ui.daily.model import Daily
from web.ui.env import Env
from web.ui.hosts import Network
from web.ui.links import QR_LIMIT, game_fragment, invite_fragment
from web.ui.play.model import HandOver, Playing
from web.ui.post.model import Post
from web.ui.prefs import Pace, Theme
from web.ui.puzzles.model import Puzzles, Solving
from web.ui.records.model import Records
from web.ui.session import Idle, Session
from web.ui.start.form import Setup, default_setup
from web.ui.start.model import Start

Screen = (
    Start | SeatChoice | BranchChoice | HandOver | Playing | Records | Daily | Puzzles | Solving
)


@dataclass(frozen=True)
class Guide:
    """The how-to-play guide of ``game``, at ``step`` of its example."""

    game: str
    step: int = 0


@dataclass
class Model:
    """The page's whole state (see the module docstring)."""

    env: Env
    screen: Screen = field(default_factory=Start)
    #: The start screen's form: kept while a game is played, for its next table.
    setup: Setup = field(default_factory=default_setup)
    guide: Guide | None = None
    #: The last event's outcome: something went wrong, or something happened.
    alert: str = ""
    notice: str = ""
    #: The computer players can play (their worker is part of the page).
    bots: bool = False
    #: The theme chosen on this device, and the language the page speaks.
    theme: Theme = ""
    language: str = "en"
    #: The computers' moves are played at once ("quick") or shown a moment first.
    pace: Pace = ""
    #: Moves are marked but never animated (the browser asks for reduced motion).
    still: bool = False
    #: The undo that waits for the player to say yes (it takes back a sent move).
    confirming_undo: bool = False
    #: The last number given to a request or a timer: answers carry theirs, and one
    #: that does not match what the game waits for is out of date and dropped.
    tokens: int = 0
    #: Live play's own state: this device's hosts, the player's yes to them, whether
    #: invitations carry its TURN servers, and their form while it is open.
    network: Network = field(default_factory=Network)
    #: Play by post's own state: the tables kept on relays, the games waiting here.
    post: Post = field(default_factory=Post)
    #: What the tab's title begins with now (the turn of a live game in the background).
    title: str = ""

    @property
    def session(self) -> Session | None:
        """The game on screen (behind the guide, if it is open), if any."""
        return self.screen.session if isinstance(self.screen, HandOver | Playing) else None

    def token(self) -> int:
        """A new request's number."""
        self.tokens += 1
        return self.tokens

    def offered(self) -> bool:
        """True when the board takes this device's clicks: a person's turn in a game on
        screen (at a live table, a person of this device), nothing else going on."""
        screen = self.screen
        if not isinstance(screen, Playing) or self.guide is not None:
            return False
        session = screen.session
        return (
            isinstance(session.turn, Idle)
            and session.review is None
            and session.ending() is None
            and session.computer(session.game.to_move) is None
            # at a live table, only the device of the seat to move plays its move
            and (session.live is None or session.waiting_for() is None)
        )

    def hints_offered(self) -> bool:
        """True when the person to move may ask for a hint now (the game offers them, a
        computer can search, and no hint was asked for this turn)."""
        session = self.session
        return (
            self.bots
            and self.offered()
            and session is not None
            and session.record.hints
            and session.hint is None
        )

    def share_fragment(self, to: int | None = None) -> str:
        """The address fragment (after ``#``) of a link to the game on screen (sent to
        seat ``to``); empty without a game."""
        session = self.session
        return "" if session is None else game_fragment(session.record, session.game, to)

    def review_fragment(self) -> str:
        """The fragment of a link that opens the review of the game on screen at the
        move shown; empty without a review."""
        session = self.session
        if session is None or session.review is None:
            return ""
        review = session.review
        return game_fragment(session.record, review.game, review=review.at)

    def invite_fragment(self, to: int | None) -> str:
        """The fragment of a link that joins the live table on screen at seat ``to``
        (None: to watch it); empty without a live table (:func:`invite_fragment`)."""
        session = self.session
        if session is None:
            return ""
        return invite_fragment(session.record, session.game, self.network, to)

    def qr_shown(self) -> bool:
        """True when the QR code of the game's link is on screen (asked for, and short
        enough to be one)."""
        session = self.session
        return session is not None and session.qr and len(self.share_fragment()) <= QR_LIMIT

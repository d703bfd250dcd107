"""What the page's loop (:class:`web.ui.runner.Runner`) needs from the page around it:
the browser's effects (``web/browser/``) or the CPython tests' fake page
(``tests/fakepage.py``), and the computer players in their workers."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any, Protocol

from web.ui.prefs import Pace, Theme


class Bots(Protocol):
    """The computer players (``web/worker.py``, in a worker in the page)."""

    async def choose_move(self, game: str, level: str, seed: int) -> str: ...
    async def begin(
        self, token: int, game: str, seed: int, worker: int, workers: int
    ) -> object: ...
    async def think(self, token: int, step: float) -> str: ...
    async def tallies(self, token: int) -> str: ...
    async def answer(self, token: int, others: str) -> str: ...
    async def analyse(self, game: str, seed: int, seconds: float, viewer: int) -> str: ...
    async def computers(self, game: str, seats: str, base: int) -> int: ...


class Effects(Protocol):
    """What the runner needs from the page around it."""

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background."""

    def start_bots(self, every: bool) -> None:
        """Start the computer players' worker, if it has not started; with ``every``,
        also the others that share a search split in parts
        (:func:`web.ui.computers.workers_for`)."""

    async def bots(self) -> Bots:
        """The computer players, once their worker runs."""

    async def searchers(self) -> list[Bots]:
        """The workers that share a search, once they run: :meth:`bots`'s first, then
        the others started by :meth:`start_bots` (those that failed to start left
        out)."""

    async def sleep(self, ms: int) -> None: ...

    async def send_link(self, fragment: str, share: bool) -> tuple[str, bool, bool]:
        """Share or copy the page's address with ``fragment``: the address, whether it
        went, and whether it went through the share sheet."""

    async def send_record(self, text: str, download: str | None) -> bool:
        """Copy ``text`` to the clipboard (or save it as the file named ``download``):
        whether it went."""

    def address(self, fragment: str) -> str:
        """The page's address with ``fragment``."""

    async def load_catalog(self, language: str) -> bytes | None: ...

    async def fetch_part(self, address: str) -> bytes | None:
        """The file at ``address`` (from the page's folder) on the page's site, or None
        if it could not be fetched."""

    async def draw_qr(self, fragment: str, target: str) -> None: ...

    def drop_fragment(self) -> None: ...

    def set_theme(self, theme: Theme) -> None: ...

    def set_pace(self, pace: Pace) -> None: ...

    def set_language(self, language: str) -> None: ...

    def show_progress(self, value: float) -> None: ...

    def join_room(self, room: str, key: str, relays: tuple[str, ...], ice: str) -> None:
        """Join a live table's room (leaving any other); its news comes back as messages
        (``PeerJoined``, ``PeerLeft``, ``PeerText``, ``RelaysAnswered``)."""

    def say(self, text: str, peer: str | None) -> None:
        """Send ``text`` to a peer of the room (None: to all)."""

    def leave_room(self) -> None: ...

    def keep_hosts(self, hosts: str) -> None:
        """Keep the hosts agreed to on this device."""

    def set_hosts(self, hosts: str | None) -> None:
        """Keep the hosts live play contacts on this device (None: the page's own)."""

    def open_relays(self, relays: tuple[str, ...]) -> None:
        """Keep one connection open to each of ``relays``, closing any other; each one's
        news comes back as messages (``RelayUp``, ``RelayText``, ``RelayDown``)."""

    def to_relay(self, relay: str, text: str) -> None:
        """Send ``text`` on ``relay``'s connection, if it is open."""

    def close_relays(self) -> None: ...

    def set_badge(self, count: int) -> None:
        """Show ``count`` on the installed app's icon (0: clear it), where supported."""

    def notify(self, title: str, body: str, tag: str) -> None:
        """A notification, if the player allowed them and the page is hidden."""

    def keep_device(self, text: str) -> None:
        """Keep this device's secret for play by post (not kept: made anew next visit)."""

    async def ask_notifications(self) -> bool:
        """Ask whether the page may notify (the browser asks the player): granted."""

    def set_title(self, words: str) -> None:
        """Begin the tab's title with ``words`` (nothing: the page's own title)."""

    def draw(self, layout: str, regions: dict[str, str], state: dict[str, str]) -> None:
        """Draw what changed: the layout, the regions in it, the page's state on
        ``<body>``."""

    def scroll_top(self) -> None: ...

    def follow_log(self) -> None: ...

    def focus(self, selector: str, lost: bool = False) -> None:
        """Focus the element ``selector`` finds (if ``lost``, only when no control
        has the focus)."""

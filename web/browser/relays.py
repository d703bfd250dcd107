"""Play by post's connections to the Nostr relays (:mod:`web.ui.post`): one WebSocket a
relay, opened and closed as the update asks (:class:`web.ui.post.commands.OpenRelays`,
``ToRelay``, ``CloseRelays``), their news told to ``web/main.py``."""

import asyncio
import contextlib

from pyodide.ffi import create_proxy
from pyscript import window

#: ``WebSocket.readyState`` of a connection that is open.
_OPEN = 1
#: The socket's events heard, each with a handler of its own.
_EVENTS = ("open", "message", "error", "close")


class _Connection:
    """A WebSocket to one relay and its handlers (proxies kept alive while it lives)."""

    def __init__(self, relay: str, socket, handlers: dict) -> None:
        self.relay = relay
        self.socket = socket
        self.handlers = handlers  # event name -> proxy

    def detach(self) -> None:
        """Stop hearing the socket's events, and free the handlers once the event being
        handled, if any, has returned (a proxy is not destroyed while it runs)."""
        for name, handler in self.handlers.items():
            with contextlib.suppress(Exception):
                self.socket.removeEventListener(name, handler)
        handlers, self.handlers = list(self.handlers.values()), {}
        asyncio.get_event_loop().call_soon(_destroy, handlers)


def _destroy(handlers: list) -> None:
    for handler in handlers:
        with contextlib.suppress(Exception):
            handler.destroy()


class Relays:
    """The runner's effects on the relays of play by post. ``news`` is called with each
    connection's news (``kind, relay, text``, read by :func:`web.ui.intents.read_relay`):
    ``up`` once it opens, ``message`` with each text frame (binary frames are ignored),
    ``down`` once when it closes or fails, or could not be opened (a URL the browser
    refuses). A connection that went down is forgotten and not opened again until asked.
    Nothing is told of a connection closed on purpose (by :meth:`close_relays`, or by
    :meth:`open_relays` leaving it out): the update asked for that. News never comes
    during a call to these methods, only from the browser's event loop, so the runner
    never hears of a relay while it carries out a command."""

    def __init__(self, news) -> None:
        self.relay_news = news
        self.relays: dict[str, _Connection] = {}

    def open_relays(self, relays: tuple[str, ...]) -> None:
        for relay in [relay for relay in self.relays if relay not in relays]:
            self._drop(relay)
        for relay in relays:
            if relay not in self.relays:
                self._open(relay)

    def to_relay(self, relay: str, text: str) -> None:
        connection = self.relays.get(relay)
        if connection is not None:
            with contextlib.suppress(Exception):  # closing meanwhile: dropped as if closed
                if connection.socket.readyState == _OPEN:
                    connection.socket.send(text)

    def close_relays(self) -> None:
        for relay in list(self.relays):
            self._drop(relay)

    def _open(self, relay: str) -> None:
        try:
            socket = window.WebSocket.new(relay)
        except Exception:  # a SyntaxError: not a WebSocket URL the browser takes
            asyncio.get_event_loop().call_soon(self.relay_news, "down", relay, "")
            return
        connection = _Connection(relay, socket, {})
        for name in _EVENTS:
            handler = create_proxy(self._hearer(connection, name))
            connection.handlers[name] = handler
            socket.addEventListener(name, handler)
        self.relays[relay] = connection

    def _hearer(self, connection: _Connection, name: str):
        """The handler of the socket's event ``name``."""

        def heard(event) -> None:
            if self.relays.get(connection.relay) is not connection:
                return  # dropped meanwhile (an event already queued)
            if name == "open":
                self.relay_news("up", connection.relay, "")
            elif name == "message":
                data = event.data
                if isinstance(data, str):
                    self.relay_news("message", connection.relay, data)
            else:  # error (then close), or close: told once, then forgotten
                del self.relays[connection.relay]
                connection.detach()
                with contextlib.suppress(Exception):
                    connection.socket.close()  # after an error it may still be open
                self.relay_news("down", connection.relay, "")

        return heard

    def _drop(self, relay: str) -> None:
        """Close the connection to ``relay`` on purpose: nothing more is told of it."""
        connection = self.relays.pop(relay)
        connection.detach()
        with contextlib.suppress(Exception):
            connection.socket.close()

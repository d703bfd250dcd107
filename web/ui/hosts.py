"""The hosts a live table contacts: Nostr relays and MQTT brokers that carry its
encrypted offers, STUN and TURN servers for its connections (:class:`Hosts`): the page's
defaults, or those typed in its form (:func:`hosts_from_lines`: every line checked, the
first wrong one named) and kept on this device (:func:`read_hosts`: the same rules), or
named by a live table's link and kept with that table alone (:func:`hosts_of_data`);
and this device's choices about them (:class:`Network`)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import _
from web.ui.bounded import read_json

if TYPE_CHECKING:
    from web.ui.table_keys import Table

#: The hosts live play contacts, if changed from the defaults (``{"relays": [...],
#: "stun": [...]}``, with ``"turn_in_links": true`` when this device's invitations carry
#: its TURN servers), and the hosts the player agreed to contact (:func:`hosts_json`'s
#: text, without that choice).
HOSTS = "shangrila-tsuro/live-hosts"
AGREED = "shangrila-tsuro/live-agreed"
#: The most relays and STUN servers kept, and the longest address.
MAX_HOSTS, HOST_LENGTH = 12, 200
#: How a relay line names an MQTT broker: ``mqtt wss://broker.example.org:8084/mqtt``.
MQTT = "mqtt "


@dataclass(frozen=True)
class Hosts:
    """The relays that carry the encrypted offers (Nostr relays, and MQTT brokers as
    ``mqtt wss://host[:port]/path``: a second way to meet), and the STUN servers that tell
    a device its public address (none: only devices on one network connect), among them
    TURN servers (``turn:host[:port] username credential``), which pass a connection on
    when no direct one can be made."""

    relays: tuple[str, ...]
    stun: tuple[str, ...]

    def names(self) -> list[str]:
        """The host names contacted, for the notice."""
        return [_host_of(url) for url in (*self.relays, *self.stun)]

    def brokers(self) -> tuple[str, ...]:
        """The MQTT brokers among :attr:`relays` (their lines, ``mqtt`` and address)."""
        return tuple(line for line in self.relays if line.startswith(MQTT))

    def turn(self) -> tuple[str, ...]:
        """The TURN servers among :attr:`stun` (as typed, with their credentials)."""
        return tuple(line for line in self.stun if line.startswith("turn"))

    def without_turn(self) -> Hosts:
        """These hosts less their TURN servers (and so their usernames and passwords):
        what an invitation carries unless the player chose to send them.

        >>> Hosts(("wss://a.org",), ("stun:s.org", "turn:t.org bo pw")).without_turn()
        Hosts(relays=('wss://a.org',), stun=('stun:s.org',))
        """
        return Hosts(self.relays, tuple(line for line in self.stun if not line.startswith("turn")))

    def covered_by(self, own: Hosts) -> bool:
        """True when a link naming these hosts names this device's ``own``: the same
        relays and STUN servers, and no TURN server that ``own`` lacks (an invitation
        leaves its TURN servers out unless its sender chose to send them).

        >>> mine = Hosts(("wss://a.org",), ("stun:s.org", "turn:t.org bo pw"))
        >>> mine.without_turn().covered_by(mine), mine.covered_by(mine.without_turn())
        (True, False)
        """
        return self.without_turn() == own.without_turn() and set(self.turn()) <= set(own.turn())

    def ice_servers(self) -> str:
        """The servers a connection may use, as WebRTC's ``iceServers`` (JSON text).

        >>> Hosts((), ("stun:a.org", "turn:b.org:3478 bo s3cret")).ice_servers()
        '[{"urls": ["stun:a.org"]}, {"urls": "turn:b.org:3478", "username": "bo", \
"credential": "s3cret"}]'
        """
        stun = [line for line in self.stun if not line.startswith("turn")]
        servers: list[dict[str, object]] = [{"urls": stun}] if stun else []
        for line in self.turn():
            url, username, credential = line.split()
            servers.append({"urls": url, "username": username, "credential": credential})
        return json.dumps(servers)


#: Several public relays and two MQTT brokers (from the pinned Trystero's own lists, kept
#: up by its maintainers: tests/test_trystero.py) and STUN servers.
DEFAULT_HOSTS = Hosts(
    relays=(
        "wss://nos.lol",
        "wss://relay.mostr.pub",
        "wss://purplerelay.com",
        "wss://nostr.data.haus",
        "wss://relay.agorist.space",
        "mqtt wss://broker.emqx.io:8084/mqtt",
        "mqtt wss://broker.hivemq.com:8884/mqtt",
    ),
    stun=("stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"),
)


def _host_of(url: str) -> str:
    rest = url.removeprefix(MQTT).split()[0].split("://", 1)[-1]
    for scheme in ("stuns:", "stun:", "turns:", "turn:"):
        rest = rest.removeprefix(scheme)
    return rest.split("/", 1)[0].split("?", 1)[0]


_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_NAME = rf"(?:{_LABEL}\.)*{_LABEL}"
_HOST = rf"(?:{_NAME}|\[(?P<ip6>[0-9A-Fa-f:.]{{2,45}})\])"
_PORT = r"(?::(?P<port>[0-9]{1,5}))?"
#: A relay: ``wss://host[:port][/path]``, or ``ws://`` to this machine (a local relay);
#: an MQTT broker likewise, after :data:`MQTT`.
_RELAY = re.compile(
    rf"(?:wss://{_HOST}|ws://(?:127\.0\.0\.1|localhost|\[::1\])){_PORT}(?:/[!-~]*)?"
)
#: A STUN server: ``stun:host[:port]`` or ``stuns:host[:port]``; a TURN server,
#: ``turn:`` or ``turns:`` likewise (its transport may be named), then its username and
#: credential.
_STUN = re.compile(rf"stuns?:{_HOST}{_PORT}")
_TURN = re.compile(rf"turns?:{_HOST}{_PORT}(?:\?transport=(?:udp|tcp))?")
_CREDENTIAL = re.compile(r"[!-~]{1,128}")


def is_relay(url: str) -> bool:
    """True for an address this page can use as a relay, or for an MQTT broker's.

    >>> is_relay("wss://relay.example.org"), is_relay("ws://127.0.0.1:7000/")
    (True, True)
    >>> is_relay("ws://relay.example.org"), is_relay("https://relay.example.org")
    (False, False)
    >>> is_relay("mqtt wss://broker.example.org:8084/mqtt"), is_relay("mqtt  wss://b.org")
    (True, False)
    """
    return _address(_RELAY, url.removeprefix(MQTT)) and len(url) <= HOST_LENGTH


def is_stun(url: str) -> bool:
    """True for an address this page can use as a STUN server, or for a TURN server's
    address followed by its username and credential.

    >>> is_stun("stun:stun.example.org:3478"), is_stun("stuns:stun.example.org")
    (True, True)
    >>> is_stun("turn:turn.example.org"), is_stun("stun:x.org:99999")
    (False, False)
    >>> is_stun("stun:[2001:db8::1]:3478"), is_stun("stun:[::::::::::::::::::::::::::]")
    (True, False)
    >>> is_stun("turns:turn.example.org:5349?transport=tcp bo s3cret")
    True
    """
    if not url.startswith("turn"):
        return _address(_STUN, url)
    parts = url.split(" ")
    return (
        len(parts) == 3
        and _address(_TURN, parts[0])
        and all(_CREDENTIAL.fullmatch(part) for part in parts[1:])
    )


def _address(pattern: re.Pattern[str], url: str) -> bool:
    if len(url) > HOST_LENGTH or not url.isascii() or "#" in url:
        return False
    found = pattern.fullmatch(url)
    if found is None:
        return False
    port, literal = found.group("port"), found.group("ip6")
    return (port is None or 0 < int(port) < 65_536) and (literal is None or _is_ip6(literal))


def _is_ip6(text: str) -> bool:
    """True if ``text`` is an IPv6 address (what a URL may put in brackets)."""
    import ipaddress  # here: only an address in brackets needs it

    try:
        ipaddress.IPv6Address(text)
    except ValueError:
        return False
    return True


#: The longest text of kept hosts read.
_KEPT_LENGTH = MAX_HOSTS * 2 * (HOST_LENGTH + 2 * 128 + 8) + 64


def read_hosts(text: str | None) -> Hosts:
    """The hosts kept on this device (``{"relays": [...], "stun": [...]}``); the
    defaults for nothing kept, ValueError for something unreadable."""
    if text is None:
        return DEFAULT_HOSTS
    try:
        data = read_json(text, _KEPT_LENGTH)
    except ValueError:
        data = None
    hosts = hosts_of_data(data)
    if hosts is None:
        raise ValueError(_("the list of relays kept on this device is damaged"))
    return hosts


def turn_in_links(text: str | None) -> bool:
    """Whether the hosts kept on this device say that its invitations carry its TURN
    servers (False for anything else, damaged text included)."""
    try:
        data = read_json(text, _KEPT_LENGTH) if text is not None else None
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("turn_in_links") is True


def hosts_of_data(data: object) -> Hosts | None:
    """The hosts ``data`` holds (``{"relays": [...], "stun": [...]}``, parsed), each
    address checked as typed ones are; None if it holds anything else.

    >>> hosts_of_data({"relays": ["wss://a.org"], "stun": []})
    Hosts(relays=('wss://a.org',), stun=())
    >>> hosts_of_data({"relays": ["http://a.org"], "stun": []}), hosts_of_data([])
    (None, None)
    """
    if not isinstance(data, dict):
        return None
    relays, stun = data.get("relays"), data.get("stun")
    for urls, check in ((relays, is_relay), (stun, is_stun)):
        if not (isinstance(urls, list) and len(urls) <= MAX_HOSTS):
            return None
        if not all(isinstance(url, str) and check(url) for url in urls):
            return None
    if not (isinstance(relays, list) and relays and isinstance(stun, list)):
        return None
    return Hosts(tuple(map(str, relays)), tuple(map(str, stun)))


def hosts_from_lines(relays: str, stun: str) -> Hosts:
    """The hosts typed in the page, one address a line (blank lines skipped); a
    ValueError in the page's words naming the first line that is not an address, or
    saying what is missing or too much."""
    picked = _lines(
        (" ".join(line.split()) for line in relays.splitlines()),
        is_relay,
        _(
            "Relays, line {line}: “{text}” is neither a relay's address "
            "(wss://relay.example.org) nor an MQTT broker's after the word mqtt "
            "(mqtt wss://broker.example.org:8084/mqtt)."
        ),
        _("At most {n} relays."),
    )
    servers = _lines(
        (" ".join(line.split()) for line in stun.splitlines()),
        is_stun,
        _(
            "STUN and TURN servers, line {line}: “{text}” is neither a STUN server's address "
            "(stun:stun.example.org:3478) nor a TURN server's with its username and "
            "password (turn:turn.example.org:3478 name password)."
        ),
        _("At most {n} STUN and TURN servers."),
    )
    if not picked:
        raise ValueError(_("Give at least one relay."))
    return Hosts(tuple(picked), tuple(servers))


def _lines(
    lines: Iterable[str], check: Callable[[str], bool], wrong: str, too_many: str
) -> list[str]:
    """The addresses of ``lines``, each checked, each kept once, in the order typed
    (``wrong``: the words for a line that is not one; ``too_many``: for more than
    :data:`MAX_HOSTS`, said as soon as one too many is read). One pass over the lines."""
    urls: dict[str, None] = {}  # a set that keeps the order typed
    for number, line in enumerate(lines, 1):
        url = line.strip()
        if not url:
            continue
        if not check(url):
            shown = url if len(url) <= 60 else url[:59] + "…"
            raise ValueError(wrong.format(line=number, text=shown))
        urls[url] = None
        if len(urls) > MAX_HOSTS:
            raise ValueError(too_many.format(n=MAX_HOSTS))
    return list(urls)


def hosts_lines(hosts: Hosts) -> tuple[str, str]:
    """The hosts as the form shows them: the relays, then the STUN servers, one a line."""
    return "\n".join(hosts.relays), "\n".join(hosts.stun)


def hosts_json(hosts: Hosts, *, turn_in_links: bool = False) -> str:
    """The hosts as kept on this device (and as agreed to: without ``turn_in_links``,
    this device's choice to put its TURN servers in its invitations)."""
    data: dict[str, object] = {"relays": list(hosts.relays), "stun": list(hosts.stun)}
    if turn_in_links:
        data["turn_in_links"] = True
    return json.dumps(data)


@dataclass(frozen=True)
class HostsForm:
    """The form that changes the hosts, open: what is typed in it, why it was not
    kept ("" before Save), and whether invitations are to carry the TURN servers."""

    relays: str
    stun: str
    problem: str = ""
    turn_in_links: bool = False


@dataclass(frozen=True)
class Network:
    """This device's choices for live play, live play's own state in the model: the
    hosts it contacts (kept on this device), whether the player agreed to contact them
    (asked once, the first time), whether its invitations carry its TURN servers with
    their usernames and passwords (the player's choice; off: never), and the form that
    changes them, while it is open. A table whose link named other hosts keeps its own,
    and its own yes (:meth:`for_table`, :meth:`agreed_to`)."""

    hosts: Hosts = DEFAULT_HOSTS
    agreed: bool = False
    turn_in_links: bool = False
    form: HostsForm | None = None

    def for_table(self, table: Table) -> Hosts:
        """The hosts ``table`` contacts: its own, named by the link that brought it, or
        else this device's."""
        return self.hosts if table.hosts is None else table.hosts

    def agreed_to(self, table: Table) -> bool:
        """True when the player agreed to contact the hosts of ``table``: for a table's
        own hosts, its own yes; for this device's, the device's."""
        return self.agreed if table.hosts is None else table.agreed

    def in_links(self) -> Hosts:
        """This device's hosts as its invitations name them (without the TURN servers
        unless the player chose to send them)."""
        return self.hosts if self.turn_in_links else self.hosts.without_turn()

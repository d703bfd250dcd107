"""Share links: a URL fragment that carries a whole game and who plays it.

The fragment is ``v=1&g=<encoded game>&s=<seats>&n=<name>&n=<name>...``: the
link format version, the game's compact text (:mod:`game.codec`), one letter
per seat (``p`` person, ``e``/``m``/``h`` computer level) and the names; a link
sent to one player also says which seat is theirs (``&to=<seat number>``), and
``&h=1`` says that the players agreed on hints when the game was set up, and
``&rv=<move>`` opens the review at that move (0: before the first). A live
table's link adds its room, password and seat keys (``&r=…&k=…&c=…``), the move its
signatures start at if not the first (``&ts=…``) and each seat's last signature
(``&sg=…``, which vouch for the moves before them), sent to a seat, that seat's
secret (``&sk=…``), and the table's hosts when they are
not the page's defaults (``&rl=…&st=…``, one address a line), see :mod:`web.ui.live`.

>>> fragment = make_fragment("S1.AQABAm7t6BQ", ["Ann", "Bo", "Cy"], ["person", "person", "hard"])
>>> fragment
'v=1&g=S1.AQABAm7t6BQ&s=pph&n=Ann&n=Bo&n=Cy'
>>> link = read_fragment("#" + fragment + "&to=1")
>>> link.names, link.seats, link.to, link.hints
(['Ann', 'Bo', 'Cy'], ['person', 'person', 'hard'], 1, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from game import codec
from game.core import Game
from game.i18n import _
from web.ui.hosts import DEFAULT_HOSTS, Hosts, Network, hosts_from_lines
from web.ui.saved import SEAT_KINDS, Record, check_names, check_players, clean_name
from web.ui.table_keys import Table

#: The version of the fragment layout.
VERSION = "1"
#: The longest fragment read: a long game's text, eight long names and room to spare.
MAX_LENGTH = 16_000
#: The longest link fragment drawn as a QR code (a QR code holds about 2,300
#: characters at the error correction used; the rest is room for the address).
QR_LIMIT = 1_500


#: The most fields a fragment may have: the version, the game, the seats, 8 names, to,
#: hints, the move reviewed, and a live table's room, password, seat keys, first
#: signed move, last signature of each seat, whether it is kept on relays (play by
#: post) and seat secret, and the table's relays and STUN servers.
MAX_FIELDS = 23
_LETTERS = {kind[0]: kind for kind in SEAT_KINDS}
#: The names of a link's fields.
KEYS = frozenset(
    {"v", "g", "s", "n", "to", "h", "rv", "r", "k", "c", "ts", "sg", "pt", "sk", "rl", "st"}
)


@dataclass(frozen=True)
class Link:
    """What a link carries."""

    game: str
    names: list[str]
    seats: list[str]
    #: The seat of the player the link was sent to, if it says.
    to: int | None = None
    #: The players agreed to be offered hints.
    hints: bool = False
    #: The live table it joins (with the secret of seat ``to``, if sent to one).
    live: Table | None = None
    #: The move the review opens at (None: the game opens to be played).
    review: int | None = None
    #: The live table's relays and STUN servers, when the link names them (None: the
    #: page's defaults); they are the table's own, never this device's.
    hosts: Hosts | None = None


def make_fragment(
    game: str,
    names: list[str],
    seats: list[str],
    to: int | None = None,
    *,
    hints: bool = False,
    live: Table | None = None,
    review: int | None = None,
    hosts: Hosts | None = None,
) -> str:
    """The fragment (without ``#``) of a link to this game (sent to seat ``to``; with
    ``hints`` agreed; joining the ``live`` table; opening the review at move
    ``review``)."""
    letters = "".join(seat[0] for seat in seats)
    fields = [("v", VERSION), ("g", game), ("s", letters), *(("n", n) for n in names)]
    if to is not None:
        fields.append(("to", str(to)))
    if hints:
        fields.append(("h", "1"))
    if review is not None:
        fields.append(("rv", str(review)))
    if live is not None:
        fields += live.fields(to)
        if hosts is not None:  # the table's own: the invited page proposes the same
            fields += [("rl", "\n".join(hosts.relays)), ("st", "\n".join(hosts.stun))]
    from urllib.parse import urlencode  # here: it costs a page start 0.1 s to import

    return urlencode(fields)


def invite_fragment(record: Record, game: Game, network: Network, to: int | None) -> str:
    """The fragment of a link that joins ``record``'s live table at seat ``to`` (None:
    to watch it); empty for a game not live. It names the table's hosts when they are
    not the page's defaults: a table's own as its link named them, or this device's as
    its invitations name them (:meth:`~web.ui.hosts.Network.in_links`)."""
    table = record.live
    if table is None:
        return ""
    hosts = network.in_links() if table.hosts is None else table.hosts
    return make_fragment(
        game.encode(),
        record.names,
        record.seats,
        to,
        hints=record.hints,
        live=table,
        hosts=None if hosts == DEFAULT_HOSTS else hosts,
    )


def game_fragment(
    record: Record, game: Game, to: int | None = None, *, review: int | None = None
) -> str:
    """The fragment of a link to ``game`` as ``record`` saves it: its players and
    whether hints were agreed (sent to seat ``to``; opening the review at move
    ``review``)."""
    names, seats = record.names, record.seats
    return make_fragment(game.encode(), names, seats, to, hints=record.hints, review=review)


def is_game_link(fragment: str) -> bool:
    """True when a URL fragment looks like a share link, even a damaged one (and should
    be read as one): one of its ``&``-separated parts is named as a link's fields are,
    percent-encoded or not. Only the first :data:`MAX_FIELDS` parts are looked at.

    >>> [is_game_link(f) for f in ("#v=1&g=T1.x", "#v91&g=T1.x", "#%76=1", "#x=1&s=pp")]
    [True, True, True, True]
    >>> [is_game_link(f) for f in ("", "#", "#top", "#a=1&b=2", "#" + "&" * 10_000 + "g=")]
    [False, False, False, False, False]
    """
    text = fragment.lstrip("#")
    if text.startswith(("v=", "g=")):
        return True
    from urllib.parse import unquote  # here: it costs a page start 0.1 s to import

    for part in text[:MAX_LENGTH].split("&", MAX_FIELDS)[:MAX_FIELDS]:
        key = unquote(part.split("=", 1)[0][:8]).strip().lower()
        if key in KEYS:
            return True
    return False


def read_fragment(fragment: str) -> Link:
    """What a link's fragment carries, or ValueError saying what is wrong.

    The game's checksum is verified here; replaying its moves (which finds moves
    that are not legal) is left to :func:`game.decode`.
    """
    fields = _fields(fragment)
    games, letters = fields.get("g", []), fields.get("s", [""])[0]
    if len(games) != 1:
        raise ValueError(_("this link has no game in it; it may have been cut short"))
    names = fields.get("n", [])
    seats = [_LETTERS.get(letter, "?") for letter in letters]
    try:
        moves = len(codec.unpack(games[0], codec.game_code(games[0]))[2])
        check_players(games[0], names, seats)
        names = [clean_name(name) for name in names]
        check_names(names)
    except ValueError as reason:
        raise ValueError(_("this link is damaged: {reason}").format(reason=reason)) from None
    hints = fields.get("h", [""])[0]
    if hints not in ("", "1"):
        raise ValueError(_("this link is damaged: it says nothing readable about hints"))
    seat = _addressee(fields.get("to", [""])[0], seats)
    review = _review_at(fields.get("rv", [""])[0], moves)
    live, hosts = None, None
    if "r" in fields:
        table_fields: dict[str, str] = {}
        for name in ("r", "k", "c", "ts", "sg", "pt", "sk"):
            table_fields[name] = fields.get(name, [""])[0]
        try:
            live = Table.from_fields(table_fields, seat, seats)
            if "rl" in fields or "st" in fields:  # checked as typed hosts are
                hosts = hosts_from_lines(*(fields.get(k, [""])[0] for k in ("rl", "st")))
        except ValueError as reason:
            raise ValueError(_("this link is damaged: {reason}").format(reason=reason)) from None
    return Link(games[0], names, seats, seat, hints == "1", live, review, hosts)


def _fields(fragment: str) -> dict[str, list[str]]:
    """A link's fields, by name, once its length and its version are checked
    (ValueError saying what is wrong)."""
    if len(fragment) > MAX_LENGTH:
        raise ValueError(_("this link is far longer than any game's link"))
    try:
        from urllib.parse import parse_qs  # here: it costs a page start 0.1 s to import

        fields = parse_qs(fragment.lstrip("#"), keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except ValueError:
        raise ValueError(_("this link has more parts than a game's link")) from None
    version = fields.get("v", [""])[0]
    if version != VERSION:
        if version.isascii() and version.isdigit() and len(version) <= 3:
            raise ValueError(_("this link was made by another version of the page"))
        if version or fields.get("g"):  # a link whose first field was changed
            raise ValueError(_("this link is damaged: its beginning is missing or changed"))
        raise ValueError(_("this link is not a link to a game"))
    return fields


def _addressee(to: str, seats: list[str]) -> int | None:
    """The seat a link is sent to (its field ``to``; None: to no one in particular)."""
    if to == "":
        return None
    if not (to.isascii() and to.isdigit() and len(to) == 1 and int(to) < len(seats)):
        raise ValueError(_("this link is damaged: it is sent to a seat the game does not have"))
    if seats[int(to)] != "person":
        raise ValueError(_("this link is damaged: it is sent to a computer's seat"))
    return int(to)


def _review_at(reviewed: str, moves: int) -> int | None:
    """The move a link opens the review at (its field ``rv``; None: no review)."""
    if reviewed == "":
        return None
    short = reviewed.isascii() and reviewed.isdigit() and len(reviewed) <= 4
    if not (short and int(reviewed) <= moves):
        raise ValueError(
            _("this link is damaged: it opens the review at a move the game does not have")
        )
    return int(reviewed)

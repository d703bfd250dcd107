"""A saved game's record: :class:`Record`, its JSON, and how a record read from outside
(storage any page of this site can write, a link) is checked and bounded. The store
that keeps records under their ids is :mod:`web.ui.saves`.

A record holds the encoded game (options, seed and moves, see :mod:`game.codec`), the
players' names, who plays each seat (a person or a computer level), the date of the
last move, and a version that counts the writes.

>>> record = Record("7", "T1.AwIAB64RMT8", ["Ann", "Bo"], ["person", "easy"], "")
>>> record.kind, record.move_count, record_of("7", json.loads(record.to_json())) == record
('tsuro', 0, True)
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import asdict, dataclass

from game import GAMES, codec
from game.i18n import _, ngettext
from game.levels import LEVELS
from web.ui.daily_mark import Marker, marker_data, read_marker
from web.ui.games import GAMES as KINDS
from web.ui.table_keys import Table

#: The longest record read (a long game's record is a few hundred characters).
RECORD_LENGTH = 64_000
#: The version of the record layout; a record of another version is reported, not read.
FORMAT = 1
#: What a seat can be: a person at this device, or a computer at a level.
SEAT_KINDS = ("person", *LEVELS)
#: The longest player name (the start screen's limit, and every name read from outside).
NAME_LENGTH = 24
#: The ids this page gives records: a number without leading zeros.
ID = re.compile(r"[1-9][0-9]{0,8}")
#: The highest id (the longest number :data:`ID` allows).
MAX_ID = 10**9 - 1
_DATE = re.compile(r"[0-9: -]{0,20}")
#: How a save says it was ended early (see :attr:`Record.ended`).
_ENDED = re.compile(r"[a-z]{0,16}")
#: The highest version a record may have (far beyond any real game's writes).
MAX_VERSION = 10**9
_EVERY_PERSON: list[int] = []  # stands for a record's missing "here" while it is read


@dataclass
class Record:
    """One saved game."""

    id: str
    game: str
    names: list[str]
    seats: list[str]
    date: str
    version: int = 0
    #: The seats played on this device (None: not chosen yet, for a game from a link).
    here: list[int] | None = None
    #: Moves that have left this device in a link, or came in one: other devices
    #: have them, so taking one back starts a different line of play.
    sent: int = 0
    #: The people here may ask for a hint (for a game by link: all players agreed).
    hints: bool = True
    #: The live table this game is played at (None: at one device, or by link).
    live: Table | None = None
    #: The daily challenge this game is (None: none), see :mod:`web.ui.daily_mark`.
    daily: Marker | None = None
    #: How the person here ended it before the rules did: a word naming the way (as
    #: the game's menu offers it), "" while the rules decide. It is then over, and lost
    #: for that person; only a game of one person against computers may say so.
    ended: str = ""

    @property
    def identity(self) -> tuple[object, ...]:
        """What makes two saves the same game: its kind, options, seed and players."""
        code = codec.game_code(self.game)
        version, header, _moves = codec.unpack(self.game, code)
        return code, version, tuple(header), tuple(self.names), tuple(self.seats)

    @property
    def moves(self) -> list[int]:
        """The game's moves, as their indices in the legal moves (see game.codec)."""
        return codec.unpack(self.game, codec.game_code(self.game))[2]

    @property
    def kind(self) -> str:
        """``"shangrila"`` or ``"tsuro"``."""
        return GAMES[codec.game_code(self.game)]

    @property
    def move_count(self) -> int:
        """Moves played so far (read from the encoding, without replaying it)."""
        return len(self.moves)

    def to_json(self) -> str:
        data = {"format": FORMAT, **asdict(self)}
        daily = data.pop("daily")
        if daily is not None and self.daily is not None:  # (kept out of saves of no challenge)
            data["daily"] = marker_data(self.daily)
        return json.dumps(data, separators=(",", ":"))


def clean_name(text: str) -> str:
    """A player's name as the page shows it: without control, format (bidirectional
    overrides, zero-width characters) or private-use characters, which could make it
    read as something else, and with single spaces.

    >>> clean_name("  Ann\u202e evil\u200b  "), clean_name("\u2066\u200d")
    ('Ann evil', '')
    """
    spaced = (" " if char.isspace() else char for char in text)
    kept = "".join(char for char in spaced if unicodedata.category(char)[0] != "C")
    return " ".join(kept.split())


def check_names(names: list[str]) -> None:
    """ValueError if a name is blank or two are the same (whatever their case)."""
    if any(not name for name in names):
        raise ValueError(_("a player’s name is blank"))
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            raise ValueError(_("two players are called {name}").format(name=name))
        seen.add(name.casefold())


def check_players(game: str, names: object, seats: object) -> None:
    """ValueError unless ``names`` and ``seats`` fit a game of this kind."""
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise ValueError(_("its player names are missing"))
    if not (isinstance(seats, list) and len(seats) == len(names)):
        raise ValueError(_("its seats do not match its players"))
    if any(seat not in SEAT_KINDS for seat in seats):
        raise ValueError(_("one of its seats is neither a person nor a computer level"))
    if any(len(name) > NAME_LENGTH for name in names):
        raise ValueError(_("a player’s name is longer than {n} characters").format(n=NAME_LENGTH))
    kind = GAMES.get(codec.game_code(game))
    if kind is None:
        return  # the game itself is refused where it is read
    low, high = KINDS[kind].limits
    if not low <= len(names) <= high:
        raise ValueError(
            ngettext("it has {n} player", "it has {n} players", len(names)).format(n=len(names))
        )


def record_of(record_id: str, data: object) -> Record:
    """The record with this id that ``data`` (a stored text, parsed) holds, or
    ValueError saying what is wrong with it."""
    if not isinstance(data, dict):
        raise ValueError(_("it is not readable (damaged data)"))
    if data.get("format") != FORMAT:
        raise ValueError(
            _(
                "it was saved in a format this version does not read: it reads format {format} only"
            ).format(format=FORMAT)
        )
    try:
        record = Record(**{name: data[name] for name in ("id", "game", "names", "seats", "date")})
    except KeyError:
        raise ValueError(_("it is incomplete")) from None
    record.version = data.get("version", 0)
    record.here = data.get("here", _EVERY_PERSON)
    record.sent = data.get("sent", 0)
    live = data.get("live")  # None: not a live table
    hints = data.get("hints")  # None: saved before hints
    if (
        record.id != record_id
        or not isinstance(record.date, str)
        or not _DATE.fullmatch(record.date)
        or type(record.version) is not int
        or not 0 <= record.version <= MAX_VERSION
        or not isinstance(hints, bool | None)
    ):
        raise ValueError(_("it is not readable (damaged data)"))
    if not isinstance(record.game, str):
        raise ValueError(_("its game is missing"))
    code = codec.game_code(record.game)
    if code not in GAMES:
        raise ValueError(_("it holds a game this page does not know"))
    moves = record.move_count  # (checks the encoding's checksum)
    check_players(record.game, record.names, record.seats)
    record.names = [clean_name(name) for name in record.names]  # (saved by older pages)
    if record.here is _EVERY_PERSON:  # saved before seats could be elsewhere
        record.here = [i for i, seat in enumerate(record.seats) if seat == "person"]
    if hints is None:  # saved before hints: offered if every person plays here
        people = [i for i, seat in enumerate(record.seats) if seat == "person"]
        hints = record.here is not None and set(people) <= set(record.here)
    record.hints = hints
    if live is not None:
        record.live = Table.from_data(live, record.seats)
    if data.get("daily") is not None:
        record.daily = read_marker(data["daily"], record.game)
    record.ended = _ended(data.get("ended", _before_ended(data)), record)
    if not _valid_here(record.here, record.seats) or not (
        type(record.sent) is int and 0 <= record.sent <= moves
    ):
        raise ValueError(_("it is not readable (damaged data)"))
    return record


def version_in(data: object) -> int | None:
    """The version a stored record (parsed) claims, if it claims one."""
    version = data.get("version", 0) if isinstance(data, dict) else None
    return version if type(version) is int else None


def _before_ended(data: dict[str, object]) -> object:
    """The way a save written before ``ended`` says it was ended: its ``resigned``
    (yes: ended so; no or absent: not ended; None, refused, for anything else)."""
    before = data.get("resigned", False)
    return "resigned" if before is True else "" if before is False else None


def _ended(value: object, record: Record) -> str:
    """How a record read says it was ended early ("" when it does not say), or
    ValueError: a short word of small letters, other than the rules' ``finished``, and
    only for a game of one person here against computers alone, not live nor a daily
    challenge's."""
    if not isinstance(value, str) or not _ENDED.fullmatch(value) or value == "finished":
        raise ValueError(_("how it was ended is not readable"))
    here = record.here or []
    alone = len(here) == 1 and all(s in LEVELS for i, s in enumerate(record.seats) if i != here[0])
    if value and not (alone and record.live is None and record.daily is None):
        raise ValueError(_("it says it was ended early, but only a game against computers can be"))
    return value


def _valid_here(here: object, seats: list[str]) -> bool:
    """True if ``here`` is None or distinct person seats of ``seats``."""
    if here is None:
        return True
    return (
        isinstance(here, list)
        and len(set(here)) == len(here)
        and all(type(i) is int and 0 <= i < len(seats) and seats[i] == "person" for i in here)
    )

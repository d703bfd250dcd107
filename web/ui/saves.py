"""Saved games in the browser's ``localStorage`` (any string store in tests).

A saved game is one JSON record under ``shangrila-tsuro/save/<id>``: the encoded
game (options, seed and moves, see :mod:`game.codec`), the players' names, who
plays each seat (a person or a computer level) and the date of the last move.
The record is checked when read, so a damaged entry is reported and skipped
while every other save stays usable.

>>> store = SaveStore(MemoryStorage())
>>> seats = ["person", "person"]
>>> record = store.new_record("T1.AwIAB64RMT8", ["Ann", "Bo"], seats, "2026-11-21 07:00")
>>> record.id, record.kind, record.move_count
('1', 'tsuro', 0)
>>> store.write(record)
>>> [r.names for r in store.read_all()[0]]
[['Ann', 'Bo']]
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Protocol

from game import GAMES, codec
from web.ui.games import GAMES as KINDS

PREFIX = "shangrila-tsuro/save/"
CURRENT = "shangrila-tsuro/current"
#: The version of the record layout; a record of another version is reported, not read.
FORMAT = 1
#: What a seat can be: a person at this device, or a computer at a level.
SEAT_KINDS = ("person", "easy", "medium", "hard")


class Storage(Protocol):
    """The part of the Web Storage API that saving uses."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def stored_keys(self) -> list[str]: ...


class MemoryStorage:
    """A :class:`Storage` in a dict, for tests and for a browser without storage."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def stored_keys(self) -> list[str]:
        return list(self.data)


@dataclass
class Record:
    """One saved game."""

    id: str
    game: str
    names: list[str]
    seats: list[str]
    date: str

    @property
    def kind(self) -> str:
        """``"shangrila"`` or ``"tsuro"``."""
        return GAMES[codec.game_code(self.game)]

    @property
    def move_count(self) -> int:
        """Moves played so far (read from the encoding, without replaying it)."""
        return len(codec.unpack(self.game, codec.game_code(self.game))[2])

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, **asdict(self)}, separators=(",", ":"))


def check_players(game: str, names: list, seats: list) -> None:
    """ValueError unless ``names`` and ``seats`` fit a game of this kind."""
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        raise ValueError("its player names are missing")
    if not (isinstance(seats, list) and len(seats) == len(names)):
        raise ValueError("its seats do not match its players")
    if any(seat not in SEAT_KINDS for seat in seats):
        raise ValueError("one of its seats is neither a person nor a computer level")
    kind = GAMES.get(codec.game_code(game))
    if kind is None:
        return  # the game itself is refused where it is read
    low, high = KINDS[kind].limits
    if not low <= len(names) <= high:
        raise ValueError(f"it has {len(names)} players")


def parse_record(key: str, text: str | None) -> Record:
    """The record stored under ``key``, or ValueError saying what is wrong with it."""
    try:
        data = json.loads(text or "")
    except ValueError:
        raise ValueError("it is not readable (damaged data)") from None
    if not isinstance(data, dict):
        raise ValueError("it is not readable (damaged data)")
    if data.get("format") != FORMAT:
        raise ValueError(
            f"it was saved in an unknown format ({data.get('format')!r}); "
            f"this version reads format {FORMAT}"
        )
    try:
        record = Record(**{name: data[name] for name in ("id", "game", "names", "seats", "date")})
    except KeyError as missing:
        raise ValueError(f"it is incomplete (no {missing})") from None
    if record.id != key.removeprefix(PREFIX) or not isinstance(record.date, str):
        raise ValueError("it is not readable (damaged data)")
    if not isinstance(record.game, str):
        raise ValueError("its game is missing")
    code = codec.game_code(record.game)
    if code not in GAMES:
        raise ValueError(f"it holds a game this page does not know ({code!r})")
    record.move_count  # noqa: B018  (checks the encoding's checksum)
    check_players(record.game, record.names, record.seats)
    return record


class SaveStore:
    """Saved games in a :class:`Storage`."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def read_all(self) -> tuple[list[Record], list[tuple[str, str]]]:
        """Every readable save, newest first, and ``(key, reason)`` for each damaged one."""
        records, problems = [], []
        for key in self.storage.stored_keys():
            if not key.startswith(PREFIX):
                continue
            try:
                records.append(parse_record(key, self.storage.get(key)))
            except ValueError as reason:
                problems.append((key, str(reason)))
        records.sort(key=lambda r: (r.date, _number(r.id)), reverse=True)
        return records, sorted(problems)

    def read(self, record_id: str) -> Record:
        """The save with this id, or ValueError (missing or damaged)."""
        key = PREFIX + record_id
        text = self.storage.get(key)
        if text is None:
            raise ValueError("this saved game is no longer there")
        return parse_record(key, text)

    def new_record(self, game: str, names: list[str], seats: list[str], date: str) -> Record:
        """A record with an id that no stored entry uses (not yet written)."""
        used = [_number(key.removeprefix(PREFIX)) for key in self.storage.stored_keys()]
        return Record(str(max(used, default=0) + 1), game, list(names), list(seats), date)

    def find(self, game: str, names: list[str], seats: list[str]) -> Record | None:
        """A readable save of exactly this game and these players, if there is one."""
        for record in self.read_all()[0]:
            if (record.game, record.names, record.seats) == (game, names, seats):
                return record
        return None

    def write(self, record: Record, *, current: bool = True) -> None:
        """Store ``record`` (replacing the save with its id); with ``current``, make it
        the game that a reload resumes."""
        self.storage.set(PREFIX + record.id, record.to_json())
        if current:
            self.storage.set(CURRENT, record.id)

    def delete(self, key_or_id: str) -> None:
        """Remove a save, by id or by storage key (damaged entries have only a key)."""
        key = key_or_id if key_or_id.startswith(PREFIX) else PREFIX + key_or_id
        self.storage.remove(key)
        if self.current() == key.removeprefix(PREFIX):
            self.storage.remove(CURRENT)

    def current(self) -> str | None:
        """The id of the game last played here, if any."""
        return self.storage.get(CURRENT)

    def forget_current(self) -> None:
        """Leave the current game (it stays saved)."""
        self.storage.remove(CURRENT)


def _number(record_id: str) -> int:
    return int(record_id) if record_id.isdigit() else 0

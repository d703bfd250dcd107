"""Saved games in the browser's ``localStorage`` (any string store in tests).

A saved game is one JSON record (:mod:`web.ui.saved`) under
``<namespace>shangrila-tsuro/save/<id>``, in a :class:`~web.ui.stores.Storage`. The
namespace is the site's path, so that two sites on one origin (GitHub Pages projects of
one user) keep their own saves. Everything read is checked and bounded, so a damaged or
hostile entry is reported and skipped while every other save stays usable; a write that
would replace a newer version (another tab played on) is refused.

A new save's id is drawn at random among the ids no save of this site uses, so
that two tabs, each making a game while storage refuses writes, never choose the
same; a save is only written over the version it replaces (a new one only where
nothing is stored). The list of saves is read once and then kept up to date by
this store's own writes and by :meth:`SaveStore.refresh` (another tab's changes).

>>> from web.ui.stores import MemoryStorage
>>> store = SaveStore(MemoryStorage(), ids=iter([7, 7, 3]).__next__)
>>> seats = ["person", "person"]
>>> record = store.new_record("T1.AwIAB64RMT8", ["Ann", "Bo"], seats, "2026-11-21 07:00")
>>> record.id, record.kind, record.move_count
('7', 'tsuro', 0)
>>> store.write(record)
>>> store.new_record("T1.AwIAB64RMT8", ["Cy", "Di"], seats, "2026-11-21 07:05").id
'3'
>>> [r.names for r in store.read_all()[0]]
[['Ann', 'Bo']]
>>> namespace_of("/shangrila-tsuro/index.html"), namespace_of("/")
('/shangrila-tsuro/', '')
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from dataclasses import replace

from game.i18n import _
from web.ui.bounded import read_json
from web.ui.saved import ID, MAX_ID, RECORD_LENGTH, Record, record_of, version_in
from web.ui.stores import Storage

#: The keys of saves with no namespace (the site at the root of its origin, and every
#: save made before namespaces): read where the site is at the root, moved elsewhere.
PREFIX = "shangrila-tsuro/save/"
CURRENT = "shangrila-tsuro/current"
#: The last table with computers of each game, for the start screen's quick start.
TABLES = "shangrila-tsuro/tables"
#: The best solo result of Tsuro on this device, by number of pawns: ``{"3": 22}``.
SOLO = "shangrila-tsuro/solo"
#: The longest kept solo results' text read back.
SOLO_LENGTH = 200
#: The longest kept tables' text read back.
TABLES_LENGTH = 4_000


def namespace_of(path: str) -> str:
    """The namespace of the site at ``path`` (its folder); empty at the root."""
    folder = path[: path.rfind("/") + 1] or "/"
    return "" if folder == "/" else folder


class Conflict(Exception):
    """A save was not written: its stored version is not the one it replaces.

    ``newer`` is what is stored now (another tab played on, or made another game
    there), or None if it was deleted (``problem`` empty) or cannot be read
    (``problem`` says why).
    """

    def __init__(self, newer: Record | None, problem: str = "") -> None:
        super().__init__(_("the saved game was changed elsewhere"))
        self.newer, self.problem = newer, problem


def parse_record(key: str, text: str | None, prefix: str = PREFIX) -> Record:
    """The record stored under ``key``, or ValueError saying what is wrong with it."""
    record_id = key.removeprefix(prefix)
    if not ID.fullmatch(record_id):
        raise ValueError(_("its name is not one this page gives its saves"))
    data = read_json(text, RECORD_LENGTH)  # (Unreadable: a ValueError in the page's words)
    return record_of(record_id, data)


def _parse_safely(key: str, text: str | None, prefix: str) -> Record:
    """:func:`parse_record`, with any failure a ValueError: however an entry was
    damaged, reading it never stops the page."""
    try:
        return parse_record(key, text, prefix)
    except ValueError:
        raise
    except Exception:  # RecursionError, or a bug met by data no page writes
        raise ValueError(_("it is not readable (damaged data)")) from None


def _version_of(text: str | None) -> int | None:
    """The version a stored text claims, if it claims one (0 for records before versions)."""
    try:
        return version_in(read_json(text, RECORD_LENGTH))
    except ValueError:
        return None


#: A save as listed: its version as stored (``?`` if unreadable), and the record or
#: what is wrong with it.
Entry = tuple[str, Record | str]


def _random_id() -> int:
    return random.SystemRandom().randint(1, MAX_ID)


class SaveStore:
    """Saved games in a :class:`Storage`, under the site's ``namespace``; ``ids`` draws
    the id of a new save (at random, by default)."""

    def __init__(
        self, storage: Storage, namespace: str = "", ids: Callable[[], int] = _random_id
    ) -> None:
        self.storage = storage
        self.namespace = namespace
        self.prefix = namespace + PREFIX
        self.current_key = namespace + CURRENT
        self.tables_key = namespace + TABLES
        self.solo_key = namespace + SOLO
        self.ids = ids
        self._index: dict[str, Entry] | None = None  # by key, once read
        if namespace:
            self._adopt_saves_without_namespace()

    def key(self, record_id: str) -> str:
        """The storage key of the save with this id."""
        return self.prefix + record_id

    def read_all(self) -> tuple[list[Record], list[tuple[str, str]]]:
        """Every readable save, newest first, and ``(key, reason)`` for each damaged one."""
        records, problems = [], []
        for key, (_version, read) in self._entries().items():
            if isinstance(read, Record):
                records.append(replace(read))
            else:
                problems.append((key, read))
        records.sort(key=lambda r: (r.date, int(r.id)), reverse=True)
        return records, sorted(problems)

    def fingerprint(self) -> str:
        """Every save's id and stored version (see :func:`web.ui.snapshot.fingerprint`,
        which reads them from storage)."""
        return ",".join(
            sorted(
                f"{key.removeprefix(self.prefix)}:{version}"
                for key, (version, _read) in self._entries().items()
            )
        )

    def refresh(self, key: str | None) -> None:
        """Read again what another tab changed: the entry under ``key``, or every
        save (None)."""
        if key is None:
            self._index = None
        elif self._index is not None and key.startswith(self.prefix):
            self._index.pop(key, None)
            text = self.storage.get(key)
            if text is not None:
                self._index[key] = self._entry(key, text)

    def read(self, record_id: str) -> Record:
        """The save with this id, or ValueError (missing or damaged)."""
        key = self.key(record_id)
        text = self.storage.get(key)
        if text is None:
            raise ValueError(_("this saved game is no longer there"))
        return _parse_safely(key, text, self.prefix)

    def new_record(self, game: str, names: list[str], seats: list[str], date: str) -> Record:
        """A record under an id that no save of this site uses (not yet written)."""
        while True:
            record_id = str(self.ids())
            key = self.key(record_id)
            if (
                ID.fullmatch(record_id)
                and key not in self._entries()
                and (self.storage.get(key) is None)
            ):
                return Record(record_id, game, list(names), list(seats), date)

    def find(self, identity: tuple[object, ...]) -> Record | None:
        """The newest readable save of the game with this identity, if there is one."""
        for record in self.read_all()[0]:
            if record.identity == identity:
                return record
        return None

    def write(self, record: Record, *, current: bool = True, replaces: int | None = None) -> None:
        """Store ``record`` in place of the save at version ``replaces`` under its id
        (None: a new save, where nothing is stored); with ``current``, make it the
        game that a reload resumes.

        If storage holds anything else there, nothing is written and
        :class:`Conflict` says what it holds: a tab never writes over the moves
        another tab saved, nor over another game, nor brings back a save deleted
        elsewhere.
        """
        key = self.key(record.id)
        text = self.storage.get(key)
        if (text is None and replaces is not None) or (
            text is not None and (replaces is None or _version_of(text) != replaces)
        ):
            self.refresh(key)  # what this store had listed there is out of date
            try:
                newer: Record | None = self.read(record.id)
            except ValueError as problem:
                raise Conflict(None, "" if text is None else str(problem)) from None
            raise Conflict(newer)
        written = record.to_json()
        self.storage.set(key, written)
        if self._index is not None:
            self._index[key] = (str(record.version), replace(record))
        if current:
            self.storage.set(self.current_key, record.id)

    def version(self, record_id: str) -> int | None:
        """The stored version of a save; None if it is missing or damaged."""
        text = self.storage.get(self.key(record_id))
        return None if text is None else _version_of(text)

    def delete(self, key_or_id: str, shown: tuple[object, ...] | None = None) -> bool:
        """Remove a save, by id or by storage key (damaged entries have only a key);
        with ``shown``, only if it still holds the game of that identity. True if
        removed (or already gone)."""
        key = key_or_id if key_or_id.startswith(self.prefix) else self.key(key_or_id)
        if shown is not None and (text := self.storage.get(key)) is not None:
            try:
                if _parse_safely(key, text, self.prefix).identity != shown:
                    return False
            except ValueError:
                return False  # damaged since it was listed: left to be seen
        self.storage.remove(key)
        if self._index is not None:
            self._index.pop(key, None)
        if self.current() == key.removeprefix(self.prefix):
            self.storage.remove(self.current_key)
        return True

    def _entries(self) -> dict[str, Entry]:
        """Every save of this site, read from storage the first time."""
        if self._index is None:
            self._index = {
                key: self._entry(key, self.storage.get(key))
                for key in self.storage.stored_keys()
                if key.startswith(self.prefix)
            }
        return self._index

    def _entry(self, key: str, text: str | None) -> Entry:
        """A save as listed, its text read once; whatever it holds, nothing is raised."""
        record_id, problem = key.removeprefix(self.prefix), ""
        try:
            data = read_json(text, RECORD_LENGTH)
        except ValueError as reason:
            data, problem = None, str(reason)
        version = version_in(data)
        shown = "?" if version is None else str(version)
        try:
            if not ID.fullmatch(record_id):
                raise ValueError(_("its name is not one this page gives its saves"))
            if problem:
                return shown, problem
            return shown, record_of(record_id, data)
        except ValueError as reason:
            return shown, str(reason)
        except Exception:  # RecursionError, or a bug met by data no page writes
            return shown, _("it is not readable (damaged data)")

    def tables(self) -> dict[str, object]:
        """The kept tables, by game (empty if none or unreadable)."""
        text = self.storage.get(self.tables_key) or ""
        try:
            data = read_json(text, TABLES_LENGTH)
        except ValueError:
            data = None
        return data if isinstance(data, dict) else {}

    def keep_tables(self, tables: dict[str, object]) -> None:
        """Keep the tables (they are only a convenience: a refusal is ignored)."""
        with contextlib.suppress(Exception):  # storage full or blocked
            self.storage.set(self.tables_key, json.dumps(tables, separators=(",", ":")))

    def solo_bests(self) -> dict[int, int]:
        """The best solo results kept, tiles placed by number of pawns; entries that
        are not a number of pawns (2 to 8) with 0 to 35 tiles are dropped."""
        text = self.storage.get(self.solo_key) or ""
        try:
            data = read_json(text, SOLO_LENGTH)
        except ValueError:
            data = None
        if not isinstance(data, dict):
            return {}
        return {
            int(pawns): best
            for pawns, best in data.items()
            if pawns in ("2", "3", "4", "5", "6", "7", "8")
            and isinstance(best, int)
            and not isinstance(best, bool)
            and 0 <= best <= 35
        }

    def keep_solo(self, pawns: int, placed: int) -> int | None:
        """Keep ``placed`` as the best solo result with ``pawns`` pawns if it is one;
        the best before it (None: none). A refusal of storage is ignored."""
        bests = self.solo_bests()
        before = bests.get(pawns)
        if before is None or placed > before:
            bests[pawns] = placed
            with contextlib.suppress(Exception):  # storage full or blocked
                text = json.dumps({str(p): b for p, b in sorted(bests.items())})
                self.storage.set(self.solo_key, text)
        return before

    def current(self) -> str | None:
        """The id of the game last played here, if any."""
        return self.storage.get(self.current_key)

    def forget_current(self) -> None:
        """Leave the current game (it stays saved)."""
        self.storage.remove(self.current_key)

    def _adopt_saves_without_namespace(self) -> None:
        """Move saves made before namespaces into this one, under new ids."""
        for key in self.storage.stored_keys():
            old_id = key.removeprefix(PREFIX)
            if key == old_id or not ID.fullmatch(old_id):
                continue
            try:
                record = parse_record(key, self.storage.get(key))
                was_current = self.storage.get(CURRENT) == old_id
                record.id = self.new_record(record.game, [], [], "").id
                self.write(record, current=was_current)
            except Exception:  # damaged, or no room: left where it is
                continue
            self.storage.remove(key)
            if was_current:
                self.storage.remove(CURRENT)

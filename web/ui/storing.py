"""The storage interpreter: the commands on what this device keeps, carried out for the
runner (:mod:`web.ui.runner`), each answered at once (the saves, the record of games,
the puzzles solved, the daily challenges). A save refused by full storage is tried
once more without the page's snapshot.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from typing import assert_never

from web.ui.arrival.messages import LinkMatched
from web.ui.commands import (
    CheckStored,
    Delete,
    FindSave,
    ForgetCurrent,
    KeepSolo,
    KeepTable,
    ListSaves,
    MakeRecord,
    ReadSave,
    ReadTable,
    Refresh,
    Save,
    SaveCopy,
    StoreCommand,
)
from web.ui.daily import store as daily_store
from web.ui.daily.commands import KeepDaily
from web.ui.messages import Message
from web.ui.puzzles import solved
from web.ui.puzzles.commands import ReadSolved, SolvedCommand
from web.ui.puzzles.messages import SolvedRead
from web.ui.records import store as records
from web.ui.records.commands import BookCommand
from web.ui.saves import Conflict, SaveStore
from web.ui.start.messages import TableRead
from web.ui.storage.messages import (
    CopySaved,
    DeleteRefused,
    Loaded,
    RecordMade,
    SaveFailed,
    SaveRefused,
    SavesListed,
    SoloKept,
    StoredNow,
)

#: Every command on storage.
StorageCommand = StoreCommand | BookCommand | SolvedCommand | KeepDaily


def carry_out(
    command: StorageCommand, store: SaveStore, drop: Callable[[], None]
) -> Message | None:
    """Carry out a command on storage; its answer, if it has one. ``drop`` frees room
    in storage for a save that full storage refused (the page's snapshot)."""
    if isinstance(command, StoreCommand):
        return keep(command, store, drop)
    if isinstance(command, BookCommand):
        return records.carry_out(command, store)
    if isinstance(command, SolvedCommand):
        return mark_solved(command, store)
    return daily_store.carry_out(command, store)


def keep(command: StoreCommand, store: SaveStore, drop: Callable[[], None]) -> Message | None:
    """Carry out a command on the saves; its answer, if it has one."""
    match command:
        case Save():
            return _save(command, store, drop)
        case SaveCopy(record, current):
            made = store.new_record(record.game, record.names, record.seats, record.date)
            copy = replace(record, id=made.id, version=0)
            failed = _save(Save(copy, current), store, drop)
            return failed if failed is not None else CopySaved(copy)
        case Refresh(key):
            store.refresh(key)
        case ListSaves():
            saves, problems = store.read_all()
            return SavesListed(tuple(saves), tuple(problems))
        case ReadSave(record_id, review):
            return _read(store, record_id, review)
        case MakeRecord(draft, game, opening):
            made = store.new_record(draft.game, draft.names, draft.seats, draft.date)
            return RecordMade(replace(draft, id=made.id), game, opening)
        case FindSave(link, game, theirs):
            return LinkMatched(link, game, theirs, store.find(theirs.identity))
        case CheckStored(record_id):
            try:
                return StoredNow(store.read(record_id))
            except ValueError as problem:
                gone = store.storage.get(store.key(record_id)) is None
                return StoredNow(None, "" if gone else str(problem))
        case ReadTable(game):
            return TableRead(game, store.tables().get(game))
        case KeepTable(game, table):
            store.keep_tables({**store.tables(), game: table})
        case KeepSolo(pawns, placed):
            return SoloKept(pawns, store.keep_solo(pawns, placed))
        case ForgetCurrent():
            store.forget_current()
        case Delete(key, shown):
            if not store.delete(key, shown):
                return DeleteRefused()
        case _:
            assert_never(command)
    return None


def mark_solved(command: SolvedCommand, store: SaveStore) -> SolvedRead:
    """Read the puzzles solved on this device, or add one (a refusal of storage is
    ignored); what storage holds then."""
    storage, key = store.storage, store.namespace + solved.KEY
    marks, problem = solved.read(storage.get(key))
    if isinstance(command, ReadSolved):
        return SolvedRead(marks, problem)
    marks |= {command.puzzle}
    with contextlib.suppress(Exception):  # storage full or blocked
        storage.set(key, solved.encode(marks))
    return SolvedRead(marks)


def _save(command: Save, store: SaveStore, drop: Callable[[], None]) -> Message | None:
    """Write a save; if storage refuses, once more without the page's snapshot."""
    for attempt in range(2):
        try:
            store.write(command.record, current=command.current, replaces=command.replaces)
            return None
        except Conflict as conflict:
            return SaveRefused(command.record, command.replaces, conflict.newer, conflict.problem)
        except Exception:  # the browser refused: storage full or blocked
            if attempt == 0:
                drop()
    return SaveFailed(command.replaces)


def _read(store: SaveStore, record_id: str | None, review: bool = False) -> Message | None:
    """A save read (None: the one a reload resumes; no answer if there is none)."""
    resumed = record_id is None
    record_id = store.current() if record_id is None else record_id
    if record_id is None:
        return None
    try:
        return Loaded(store.read(record_id), resumed=resumed, review=review)
    except ValueError as reason:
        return Loaded(None, str(reason), resumed=resumed, review=review)

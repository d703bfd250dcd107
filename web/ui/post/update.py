"""Play by post's update: the tables this device keeps on relays learnt from its saves
(:func:`sync`), the relays' answers read (:func:`heard`): every other device's newest
game of a table judged at the same gate as a live peer's (:func:`web.ui.live.gate.judge`)
and its moves taken, into the game on screen or into the table's save; this device's
newest game published again to a relay that lacks it; and the relays asked again every
few minutes and whenever the device comes online (:func:`ticked`).

A relay is trusted with nothing: an event is checked (its id, its signature), opened
with the table's password, and its game must pass the gate, whose signatures vouch for
every move. A game the gate refuses is dropped and, at a game on screen, noted once; an
event the password does not open is dropped without a word (anyone can copy a table's
hashed tag from a relay).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import game as engines
from game import codec
from game.i18n import _
from web.ui import secp256k1
from web.ui.arrival.model import BranchChoice
from web.ui.commands import Command, Save, Wait
from web.ui.env import Env
from web.ui.hosts import Network
from web.ui.live.gate import Behind, Diverged, OursKept, Taken, judge
from web.ui.live.taking import diverged, keep_signed, played_in
from web.ui.outcome import Outcome
from web.ui.post import store, wire
from web.ui.post.commands import (
    AskNotifications,
    CloseRelays,
    KeepDevice,
    Notify,
    OpenRelays,
    SetBadge,
    ToRelay,
)
from web.ui.post.event import Event, of_table
from web.ui.post.messages import (
    AskNotify,
    NotifyAnswered,
    RelayDown,
    Relays,
    RelayText,
    RelayUp,
    WentOnline,
)
from web.ui.post.model import (
    DEVICE_TEXT,
    FETCH_SECONDS,
    MAX_READ,
    MAX_TABLES,
    Post,
    device_of,
    nostr_relays,
    waiting_in,
)
from web.ui.saved import Record
from web.ui.session import Session

#: The subscription id of this device's request to a relay (one for all its tables: a
#: new request replaces the last).
SUB = "post"

#: What the relays' news comes to: its commands and words, the question which line to
#: keep when a table's game went another way, or moves taken into the game on screen.
Heard = Outcome[BranchChoice | None]


@dataclass(frozen=True)
class Reading:
    """What play by post reads of the page besides its own state: the clock and the
    Unix time (``env``), a new timer's number (``token``), this device's hosts and the
    player's yes to them (``network``) and the game on screen (``session``)."""

    env: Env
    token: Callable[[], int]
    network: Network
    session: Session | None


def sync(
    post: Post, reading: Reading, records: tuple[Record, ...] | None = None
) -> tuple[Post, list[Command]]:
    """``post`` with the tables it keeps on relays as they are now: one for each save of
    a table by post (``records``: the saves as just listed; None: as last read) and the
    game on screen's, whose hosts the player agreed to; each table new to a relay that
    is open asked for there, the relays connected to or left as they change, the timer
    of the next fetch set, and the games waiting for a person here counted anew."""
    saves = post.saves if records is None else _posted(records)
    session = reading.session
    if session is not None and _is_post(session.record):
        saves = _with(saves, _now(session))
    made: list[Command] = []
    if not post.device and any(_agreed(reading.network, record) for record in saves):
        text = reading.env.token(DEVICE_TEXT)  # this device's secret, made once
        post, made = replace(post, device=device_of(text)), [KeepDevice(text)]
    if not post.device:
        return replace(post, saves=saves), []
    tables = tuple(_kept(post, reading.network, record) for record in saves[:MAX_TABLES])
    known = tuple(kept for kept in tables if kept is not None)
    before = {kept.room for kept in post.tables}
    post = replace(post, saves=saves, tables=known)
    commands: list[Command] = []
    if any(kept.room not in before for kept in known):
        post, commands = _ask(post, tuple(post.up))
    post, connecting = _connect(post, reading)
    post, counted = _count(post)
    return post, made + commands + connecting + counted


def _agreed(network: Network, record: Record) -> bool:
    return record.live is not None and network.agreed_to(record.live)


def _now(session: Session) -> Record:
    """The save of the game on screen with its game as it is now."""
    return replace(session.record, game=session.game.encode())


def _posted(records: tuple[Record, ...]) -> tuple[Record, ...]:
    return tuple(record for record in records if _is_post(record))


def _is_post(record: Record) -> bool:
    return record.live is not None and record.live.post and record.live.keyed


def _with(saves: tuple[Record, ...], record: Record) -> tuple[Record, ...]:
    """``saves`` with ``record`` in place of its table's save (first if it had none)."""
    room = record.live.room if record.live is not None else ""
    others = tuple(r for r in saves if r.live is None or r.live.room != room)
    return (record, *others)


def _kept(post: Post, network: Network, record: Record) -> store.Kept | None:
    """The table of ``record`` as this device keeps it on relays (what is known of it
    kept), or None while the player has not agreed to its hosts."""
    table = record.live
    if table is None or not _agreed(network, record):
        return None
    relays = nostr_relays(network.for_table(table))
    kept = post.table(table.room)
    if kept is not None and kept.relays == relays:
        return kept
    fresh = store.keep(table.room, table.key, post.device_id, post.device, list(relays))
    return fresh if kept is None else replace(fresh, ours=kept.ours)


def _connect(post: Post, reading: Reading) -> tuple[Post, list[Command]]:
    """The relays of the tables kept, connected to (those no longer needed closed), and
    the timer of the next fetch set while any is."""
    wanted = post.wanted()
    commands: list[Command] = []
    if wanted != post.relays:
        commands.append(OpenRelays(wanted) if wanted else CloseRelays())
        post = replace(post, relays=wanted, up=post.up & set(wanted))
    if wanted and not post.tick:
        post = replace(post, tick=reading.token())
        commands.append(Wait(post.tick, FETCH_SECONDS * 1000))
    return post, commands


def _ask(post: Post, relays: tuple[str, ...]) -> tuple[Post, list[Command]]:
    """Ask each of ``relays`` for every event of the tables kept there (one request,
    replacing the last)."""
    commands: list[Command] = []
    tables = post.tables
    for relay in relays:
        here = [kept for kept in tables if relay in kept.relays]
        if not here:
            continue
        tables = tuple(store.asking(k, relay) if relay in k.relays else k for k in tables)
        commands.append(ToRelay(relay, wire.request(SUB, *(store.ask(k) for k in here))))
    read = tuple((name, n) for name, n in post.read if name not in relays)
    return replace(post, tables=tables, read=read), commands


def _count(post: Post) -> tuple[Post, list[Command]]:
    """The games waiting for a person here counted anew: the app's badge shows their
    number, and a game newly waiting is told in a notification if the player allowed
    them."""
    waiting = tuple(w for w in map(waiting_in, post.saves) if w is not None)
    commands: list[Command] = []
    if len(waiting) != len(post.waiting):
        commands.append(SetBadge(len(waiting)))
    before = {(w.record, w.since) for w in post.waiting}
    if post.notify:
        for new in (w for w in waiting if (w.record, w.since) not in before):
            others = ", ".join(name for name in new.names if name != new.to_move)
            body = _("{name}, it is your turn in the game with {others}.").format(
                name=new.to_move, others=others
            )
            commands.append(Notify(_("Your turn"), body, "post-" + new.record))
    return replace(post, waiting=waiting), commands


def ticked(post: Post, reading: Reading) -> tuple[Post, list[Command]]:
    """The fetch's timer ended, or the device came online: every relay asked again
    (those not connected, connected anew), and the next timer set."""
    post = replace(post, tick=0)
    commands: list[Command] = []
    if post.wanted():
        commands.append(OpenRelays(post.wanted()))  # (the missing ones opened again)
    post, asked = _ask(post, tuple(post.up))
    post, connecting = _connect(post, reading)
    return post, commands + asked + connecting


def heard(post: Post, reading: Reading, message: Relays | AskNotify) -> tuple[Post, Heard]:
    """A relay's connection opened or closed, or what it said; the device online again;
    the player's wish to be notified, and the browser's answer."""
    match message:
        case RelayUp(relay) if relay in post.relays:
            post, commands = _ask(replace(post, up=post.up | {relay}), (relay,))
            return post, Outcome(None, commands)
        case RelayDown(relay):
            return replace(post, up=post.up - {relay}), Outcome(None)
        case RelayText(relay, text) if relay in post.up:
            return _said(post, reading, relay, text)
        case WentOnline():
            post, commands = ticked(post, reading)
            return post, Outcome(None, commands)
        case AskNotify():
            return post, Outcome(None, [AskNotifications()])
        case NotifyAnswered(granted):
            told = _("You will be told when a game by post waits for you, while this page is open.")
            refused = _(
                "This browser does not let the page tell you: the start screen and the tab's "
                "title still do."
            )
            notice = told if granted else refused
            return replace(post, notify=granted), Outcome(None, notice=notice)
    return post, Outcome(None)


def _said(post: Post, reading: Reading, relay: str, text: str) -> tuple[Post, Heard]:
    """A relay's message: an event of a table (judged), the end of what it stores (this
    device's newest game published again if it lacks it), or its answer to a publish."""
    if text.startswith('["EVENT"'):
        count = post.events_read(relay)
        if count >= MAX_READ:
            return post, Outcome(None)  # (a relay that floods: not read until asked again)
        others = tuple((name, n) for name, n in post.read if name != relay)
        post = replace(post, read=(*others, (relay, count + 1)))
    said = wire.read(text)
    match said:
        case wire.Found(_sub, event):
            return _found(post, reading, relay, event)
        case wire.Stored(_sub):
            post, commands = _stored(post, reading, relay)
            return post, Outcome(None, commands)
        case wire.Accepted(ident, ok, _said_back):
            tables = tuple(store.accepted(kept, relay, ident, ok) for kept in post.tables)
            return replace(post, tables=tables), Outcome(None)
    return post, Outcome(None)


def _author(kept: store.Kept) -> str:
    return secp256k1.public_key(kept.secret).hex()


def _found(post: Post, reading: Reading, relay: str, event: Event) -> tuple[Post, Heard]:
    """An event a relay holds: kept in what the relay is known to hold; this device's
    own remembered as its newest; another device's judged against the table's game."""
    kept = next((k for k in post.tables if of_table(event, k.table)), None)
    if kept is None:
        return post, Outcome(None)
    kept = store.found(kept, relay, event)
    if event.pubkey == _author(kept):
        if kept.ours is None or (event.created_at, kept.ours.id) > (kept.ours.created_at, event.id):
            kept = replace(kept, ours=event)
        return _put(post, kept), Outcome(None)
    post = _put(post, kept)
    try:
        found = store.candidate(kept, event)
    except store.NotAGame:
        return post, Outcome(None)  # (another table's, or not sealed with its password)
    session = _on_screen(reading, kept.room)
    if session is not None:
        return post, _into_screen(session, found)
    record = post.save(kept.room)
    if record is None:
        return post, Outcome(None)
    return _into_save(post, reading, record, found)


def _on_screen(reading: Reading, room: str) -> Session | None:
    """The game on screen, if it is the table in ``room``'s."""
    session = reading.session
    table = None if session is None else session.record.live
    return session if table is not None and table.room == room else None


def _put(post: Post, kept: store.Kept) -> Post:
    return replace(post, tables=tuple(kept if k.room == kept.room else k for k in post.tables))


def _elsewhere(record: Record) -> tuple[int, ...]:
    """The seats of the people who play on other devices: the moves a relay brings."""
    here = record.here or []
    return tuple(i for i, seat in enumerate(record.seats) if seat == "person" and i not in here)


def _into_screen(session: Session, found: store.Candidate) -> Heard:
    """Another device's game judged against the game on screen: its moves taken (what
    follows a move is the core's), the question which line to keep, or refused in
    the live table's notes."""
    try:
        verdict = judge(session, _elsewhere(session.record), found.game, found.signed, strict=False)
    except ValueError as reason:
        if session.live is not None:
            session.live.note(_("Refused from the relays: {reason}.").format(reason=reason))
        return Outcome(None)
    match verdict:
        case Taken():
            played_in(session, verdict)
            if session.live is not None:
                session.live.peers_have = max(session.live.peers_have, len(session.game.history))
            return Outcome(None, follow="moved")
        case Behind(_moves, signed):
            keep_signed(session, signed)
        case Diverged():
            return diverged(session, _("a device of the table, through the relays"), verdict)
        case OursKept():
            pass
    return Outcome(None)


def _into_save(
    post: Post, reading: Reading, record: Record, found: store.Candidate
) -> tuple[Post, Heard]:
    """Another device's game judged against a table's save (not on screen): its moves
    taken into the save; anything else waits for the game to be opened."""
    try:
        session = Session.open(record, engines.decode(record.game))
        verdict = judge(session, _elsewhere(record), found.game, found.signed, strict=False)
    except ValueError:
        return post, Outcome(None)
    if not isinstance(verdict, Taken):
        return post, Outcome(None)
    played_in(session, verdict)
    session.stored = record.version
    saved = session.snapshot(reading.env.clock())
    post = replace(post, saves=_with(post.saves, saved))
    post, counted = _count(post)
    return post, Outcome(None, [Save(saved, False, replaces=record.version), *counted])


def _stored(post: Post, reading: Reading, relay: str) -> tuple[Post, list[Command]]:
    """``relay`` sent all it stores of the tables asked: this device's newest game of
    each published to it again if it does not hold it (forgotten, or refused before)."""
    commands: list[Command] = []
    for kept in post.tables:
        if relay not in kept.relays:
            continue
        kept = _current(post, reading, store.stored(kept, relay))
        if relay in store.lacking(kept) and kept.ours is not None:
            commands.append(ToRelay(relay, wire.publish(kept.ours)))
        post = _put(post, kept)
    return post, commands


def _current(post: Post, reading: Reading, kept: store.Kept) -> store.Kept:
    """``kept`` with this device's newest event holding every move made on this device,
    made anew if it does not (moves made while no relay was reached, or an event every
    relay forgot); a move of another device it lacks is that device's to publish."""
    session = _on_screen(reading, kept.room)
    record = post.save(kept.room) if session is None else _now(session)
    if record is None or record.live is None:
        return kept
    last = _last_made_here(record)
    if last is None:
        return kept
    if kept.ours is not None:
        try:
            if _moves(store.candidate(kept, kept.ours).game) > last:
                return kept
        except (store.NotAGame, ValueError):
            pass
    return store.posted(kept, record.game, record.live.signed, int(reading.env.epoch()))


def _moves(game: str) -> int:
    """How many moves the game's text holds (read without replaying them)."""
    return len(codec.unpack(game, codec.game_code(game))[2])


def _last_made_here(record: Record) -> int | None:
    """The number of the last move a seat of this device signed (None: none)."""
    here = {str(i) for i in record.here or []}
    table = record.live
    signed = table.signed if table is not None else ()
    start = table.start if table is not None else 0
    made = [at for at, entry in enumerate(signed) if entry and entry.partition(":")[0] in here]
    return start + made[-1] if made else None

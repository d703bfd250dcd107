"""Live play: going live (once the player agreed to the hosts contacted), invitations,
quick messages, and what the other devices say, read with nothing trusted.

A peer's game is taken only when it is the same table's, the engine accepts every move
of it, and it comes from a device that proved a seat; a move message must also hold
only moves of the seats its sender plays, none of this device's (a greeting may: a
device back from its link has lost its own moves, and they come back with the game). Two
games that went different ways go to the "which game to keep" question. Anything
refused is noted in the page's words and changes nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import assert_never

import game as engines
from game.core import Game
from game.i18n import _, ngettext
from web.ui import signing
from web.ui.arrival.model import Arrival, BranchChoice
from web.ui.commands import Command, Focus, SendLink, Unchanged, Wait
from web.ui.links import Link
from web.ui.live.commands import KeepHosts, LeaveRoom, SendPeers, SetHosts
from web.ui.live.hosts import (
    DEFAULT_HOSTS,
    Hosts,
    HostsForm,
    hosts_from_lines,
    hosts_json,
    hosts_lines,
)
from web.ui.live.messages import (
    ByLink,
    CloseHosts,
    DefaultHosts,
    DeviceBack,
    EditHosts,
    GoLive,
    HostsMessage,
    HostsTyped,
    Invite,
    News,
    OnScreen,
    PeerJoined,
    PeerLeft,
    PeersUnreachable,
    PeerText,
    RelaysAnswered,
    SaveHosts,
    Say,
    TurnInLinks,
)
from web.ui.live.model import MAX_PEERS, Live, Peer, computer_device
from web.ui.live.table import claimed, new_table, proof
from web.ui.live.wire import PHRASES, Hello, Moved, Said, encode, read
from web.ui.model import Model
from web.ui.session import Idle, Session, Thinking
from web.ui.update.table import changed, join, next_turn, save


def act(model: Model, session: Session, message: OnScreen) -> list[Command]:
    """The player goes live (or tries again), goes on by link, invites, or says a phrase."""
    live = session.live
    match message:
        case GoLive():
            commands: list[Command] = []
            if live is None:  # a game by link (or at one device) turned live
                record = session.record
                table = new_table(record.seats, record.here or [], model.env.token)
                live = session.live = Live(table, peers_have=len(session.game.history))
                commands = save(model, session, replace(record, live=table))
            kept = session.record.live
            if kept is not None and kept.hosts is not None:  # the table's own hosts
                if not kept.agreed:  # a yes for this table alone, kept with it
                    live.table = replace(live.table, agreed=True)
                    agreed = replace(session.record, live=replace(kept, agreed=True))
                    commands += save(model, session, agreed)
            elif not model.agreed:
                model.agreed = True
                commands.append(KeepHosts(hosts_json(model.hosts)))
            live.status, live.peers, live.gone, live.blocked = "connecting", {}, set(), False
            return [*commands, join(model, live)]
        case ByLink() if live is not None:
            session.live = None
            model.notice = _(
                "This game goes on by link: send the link to the player it waits for."
            )
            return [LeaveRoom(), *save(model, session, replace(session.record, live=None))]
        case Invite(seat, how) if live is not None and _invitable(session, seat):
            if live.invitation != (seat,):
                live.invitation, live.invitation_url, live.invitation_qr = (seat,), "", False
            if how == "qr":
                live.invitation_qr = not live.invitation_qr
                return []  # drawn after the box (update._after)
            return [SendLink(model.invite_fragment(seat), share=how == "send")]
        case Say(phrase) if live is not None and live.company() and phrase in PHRASES:
            live.hear(_("You"), phrase)
            return [SendPeers(encode(Said(phrase)))]
    return []


def _invitable(session: Session, seat: int | None) -> bool:
    """True for a watch link (None) or a person's seat played on another device whose
    invitation this device can give (it knows the seat's key)."""
    record, live = session.record, session.live
    if seat is None:
        return True
    return 0 <= seat < len(record.seats) and record.seats[seat] == "person" and (
        seat not in (record.here or [])
    ) and live is not None and live.table.secret(seat) is not None


def hosts(model: Model, session: Session | None, message: HostsMessage) -> list[Command]:
    """The form of this device's relays and STUN servers: opened, typed in, its
    checkbox (invitations carry the TURN servers) changed, kept (only if every line is
    an address), back to the defaults, or closed. New hosts are asked about again
    before the page contacts them: a live table on screen that uses them leaves its
    room meanwhile."""
    form = model.hosts_form
    match message:
        case EditHosts():
            model.hosts_form = HostsForm(
                *hosts_lines(model.hosts), turn_in_links=model.turn_in_links
            )
            return [Focus("#live-relays")]
        case HostsTyped(field, text) if form is not None:
            model.hosts_form = (
                replace(form, relays=text) if field == "relays" else replace(form, stun=text)
            )
            return [Unchanged()]  # the field already shows it
        case TurnInLinks(on) if form is not None:
            model.hosts_form = replace(form, turn_in_links=on)
            return [Unchanged()]  # the box already shows it
        case SaveHosts() if form is not None:
            try:
                chosen = hosts_from_lines(form.relays, form.stun)
            except ValueError as reason:
                model.hosts_form = replace(form, problem=str(reason))
                return [Focus("#live-hosts-problem")]
            return _new_hosts(model, session, chosen, form.turn_in_links)
        case DefaultHosts():
            return _new_hosts(model, session, DEFAULT_HOSTS, False)
        case CloseHosts():
            model.hosts_form = None
            return [Focus("#live-title")]
    return []


def _new_hosts(
    model: Model, session: Session | None, chosen: Hosts, turn_in_links: bool
) -> list[Command]:
    """Use and keep ``chosen`` as this device's hosts (asked about before they are
    contacted, if they changed), and whether its invitations carry its TURN servers. A
    table that keeps its own hosts goes on with them."""
    model.hosts_form = None
    if chosen == model.hosts and turn_in_links == model.turn_in_links:
        model.notice = _("The relays and STUN servers are unchanged.")
        return [Focus("#live-title")]
    model.turn_in_links = turn_in_links
    kept = None if chosen == DEFAULT_HOSTS and not turn_in_links else hosts_json(
        chosen, turn_in_links=turn_in_links
    )
    commands: list[Command] = [SetHosts(kept)]
    if chosen == model.hosts:  # only the checkbox changed: nothing new is contacted
        model.notice = (
            _("Your invitations will carry your TURN servers, with their usernames and "
              "passwords.")
            if turn_in_links
            else _("Your invitations will no longer carry your TURN servers.")
        )
        return [*commands, Focus("#live-title")]
    model.hosts, model.agreed = chosen, False
    model.notice = _("The relays and STUN servers were changed on this device.")
    live = session.live if session is not None else None
    if live is not None and live.table.hosts is None and live.status != "asking":
        live.status, live.peers = "asking", {}
        commands.append(LeaveRoom())
    return [*commands, Focus("#live-title")]



#: s: the least time between two joins of the room anew (a device back, relays back).
REJOIN_SECONDS = 20.0


def news(model: Model, session: Session | None, message: News) -> list[Command]:
    """The room's news: relays answered (or not), a peer came, went, or said something."""
    live = session.live if session is not None else None
    if session is None or live is None or live.status == "asking":
        return []  # the room was left meanwhile
    match message:
        case RelaysAnswered(False):
            live.status = "offline"  # none answered yet (they are still tried)
        case RelaysAnswered(True, count):
            back = live.status == "online" and live.relays == 0 < count
            live.status, live.relays = "online", count
            if back:  # the relays are back: announce this device again if one is missing
                return _rejoin(model, session, live)
        case DeviceBack() if live.status == "online":
            return _rejoin(model, session, live)
        case PeersUnreachable():
            # said only while no device is connected: one that connects takes it back
            live.blocked = live.status == "online" and not live.peers
        case PeerJoined(peer):
            live.blocked = False
            if peer not in live.peers and len(live.peers) >= MAX_PEERS:
                return [Unchanged()]  # one too many: ignored, not greeted
            live.peers.setdefault(peer, Peer())
            return [SendPeers(hello(session, live), peer)]
        case PeerLeft(peer):
            live.left(peer, model.env.clock()[-5:])
            return next_turn(model, session)  # a computer it played may be played here now
        case PeerText(peer, text):
            return _heard(model, session, live, peer, text)
    return []


def _rejoin(model: Model, session: Session, live: Live) -> list[Command]:
    """Join the room anew (at most every REJOIN_SECONDS) while a person's device is
    missing: the room's other devices then hear of this one at once, where they would
    otherwise wait for its next announcement (a minute). The devices connected meanwhile
    connect again within a second, and say hello again."""
    record = session.record
    here = record.here or []
    missing = any(
        seat == "person" and i not in here and live.holder(i) is None
        for i, seat in enumerate(record.seats)
    )
    now = model.env.now()
    if not missing or now - live.joined < REJOIN_SECONDS:
        return []
    live.joined, live.peers = now, {}
    return [join(model, live)]


def hello(session: Session, live: Live) -> str:
    """This device's greeting: the seats it holds, each with its proof, its game and its
    moves' signatures."""
    here = session.record.here or []
    seats = tuple((i, proof(live.table, i, s)) for i, s in live.table.secrets if i in here)
    table = session.record.live
    signed = table.signed if table is not None else ()
    return encode(Hello(seats, session.game.encode(), signed))


def _heard(model: Model, session: Session, live: Live, peer_id: str, text: str) -> list[Command]:
    """A peer's text: read, checked, and acted on, or refused and noted. A refusal
    costs constant time, and a redraw at most every NOTE_SECONDS from each peer (none
    once it floods); peers past MAX_PEERS are ignored."""
    commands: list[Command] = []
    if peer_id not in live.peers:  # it spoke before its arrival was told: greet it too
        if len(live.peers) >= MAX_PEERS:
            return [Unchanged()]
        commands.append(SendPeers(hello(session, live), peer_id))
    peer = live.peers.setdefault(peer_id, Peer())
    now = model.env.now()
    if peer.flood(now):
        if peer.flooding:
            return [*commands, Unchanged()]
        peer.flooding = True
        return commands + _refuse(model, session, live, peer, _("too many messages at once"), now)
    try:
        message = read(text)
        match message:
            case Hello(claims, game, signed):
                seats = claimed(live.table, claims, session.record.here or [])
                for other in live.peers.values():  # a seat proved again moved device
                    if other is not peer:
                        other.seats = tuple(s for s in other.seats if s not in seats)
                peer.seats, peer.hello = seats, True
                live.gone -= set(seats)
                to_move = session.game.to_move
                if isinstance(session.turn, Thinking) and not session.plays_here(to_move):
                    session.turn = Idle()  # its computer's device is back: its answer is dropped
                return commands + _merge(
                    model, session, live, peer_id, game, signed, strict=False
                )
            case Moved(game, signed):
                if not peer.hello:
                    raise ValueError(_("a move from a device that has not said who it is"))
                return commands + _merge(model, session, live, peer_id, game, signed, strict=True)
            case Said(phrase):
                live.hear(_who(session, peer), phrase)
            case _:
                assert_never(message)
    except ValueError as reason:
        return commands + _refuse(model, session, live, peer, str(reason), now)
    return commands


def _who(session: Session, peer: Peer) -> str:
    """A peer, in words: the names of its seats, or a watcher."""
    if not peer.seats:
        return _("a watcher")
    return ", ".join(session.record.names[i] for i in peer.seats)


def _refuse(
    model: Model, session: Session, live: Live, peer: Peer, reason: str, now: float
) -> list[Command]:
    """Note a refusal: drawn at once, or, if this peer's refusals were drawn just
    before, by a timer (whose answer, matching no move shown, only draws the page)."""
    live.note(
        _("Refused from {who}: {reason}.").format(who=_who(session, peer), reason=reason)
    )
    wait = peer.drawing(now)
    if wait == 0:
        return []
    if wait is None:
        return [Unchanged()]
    return [Unchanged(), Wait(model.token(), max(1, round(wait * 1000)))]


@dataclass(frozen=True)
class Behind:
    """The peer's game is this device's, or behind it (a late or repeated message):
    the peer has ``moves`` of ours; ``signed``: its signatures this device lacks (None:
    none to keep)."""

    moves: int
    signed: tuple[str, ...] | None


@dataclass(frozen=True)
class OursKept:
    """The two games raced over a computer's turn, and both devices keep this one."""


@dataclass(frozen=True)
class Diverged:
    """The two games went different ways: a question for the player (``theirs``: the
    peer's game, encoded)."""

    theirs: str


@dataclass(frozen=True)
class Taken:
    """The peer's game is taken: this device's moves from ``at`` give way to
    ``moves``, with the signatures ``signed``; ``raced``: this device's computers'
    moves given up in a race; ``own``: moves for this device's seats it lacked."""

    at: int
    moves: tuple[str, ...]
    signed: tuple[str, ...] | None
    raced: int
    own: int


Verdict = Behind | OursKept | Diverged | Taken
"""What :func:`judge` finds of a peer's game against the one on screen."""


def judge(
    session: Session, peer: Peer, text: str, signed: tuple[str, ...], *, strict: bool
) -> Verdict:
    """A peer's game ``text`` (and its moves' signatures ``signed``) against the one on
    screen, changing neither: taken if it is the longer valid one, each move this
    device lacks signed by a seat that may make it, asked about if the two went
    different ways. ValueError (its reason in words) when it is refused."""
    ours = session.game
    try:
        theirs = engines.decode(text, known=ours)  # only the moves ours lacks are played
    except ValueError as reason:
        rules = _("a game the rules do not allow ({reason})").format(reason=reason)
        raise ValueError(rules) from None
    if _header(text) != _header(ours.encode()):
        raise ValueError(_("a game of another table"))
    mine, their_moves = ours.history, theirs.history
    if their_moves == mine or mine[: len(their_moves)] == their_moves:
        kept = None
        with contextlib.suppress(ValueError):  # signatures this device lacks, if they hold
            kept = _signed(session, theirs, len(their_moves), signed, {})
        return Behind(len(their_moves), kept)
    if not peer.seats:
        raise ValueError(_("moves from a watcher"))
    at = len(mine)
    if their_moves[:at] != mine:
        raced_at = _raced(session, their_moves, text)
        if raced_at is None:
            return Diverged(theirs.encode())
        if raced_at == at:
            return OursKept()
        at = raced_at
    raced = len(mine) - at  # this device's computers' moves given up for the peer's
    replay, own, movers = ours.copy(), 0, {}
    for _move in mine[at:]:
        replay.undo()
    for index, move in enumerate(their_moves[at:], at):
        mover = movers[index] = replay.to_move
        if raced and session.computer(mover) is not None:
            pass  # in a race, the peer's device played this computer too
        elif session.plays_here(mover):
            # only a hello brings them: this device's own moves, made before it lost
            # them (back from its link) or on another device of the same seat
            if strict:
                raise ValueError(_("a move for a seat played on this device"))
            own += 1
        elif strict and not _may_move(session, mover, peer.seats):
            raise ValueError(_("a move for a seat they do not hold"))
        replay.play(move)
    checked = _signed(session, theirs, at, signed, movers)
    return Taken(at, tuple(their_moves[at:]), checked, raced, own)


def _merge(
    model: Model,
    session: Session,
    live: Live,
    peer_id: str,
    text: str,
    signed: tuple[str, ...],
    *,
    strict: bool,
) -> list[Command]:
    """A peer's game judged (:func:`judge`, ValueError: refused) and the verdict
    carried out on the game on screen."""
    peer = live.peers[peer_id]
    verdict = judge(session, peer, text, signed, strict=strict)
    match verdict:
        case Behind(moves, kept):
            live.peers_have = max(live.peers_have, moves)
            _keep_signed(session, kept)
            return []  # our hello brings them up to date
        case OursKept():  # the peer is sent the game both keep
            return [SendPeers(hello(session, live), peer_id)]
        case Diverged(theirs):
            return _diverged(model, session, theirs)
        case Taken():
            return _take(model, session, live, peer, verdict)
        case _:
            assert_never(verdict)


def _take(model: Model, session: Session, live: Live, peer: Peer, taken: Taken) -> list[Command]:
    """Play the peer's game on screen in place of this device's (from ``taken.at``)."""
    for _move in session.game.history[taken.at :]:
        session.take_back()
    for move in taken.moves:
        session.play(move)
    _keep_signed(session, taken.signed)
    session.turn = Idle()
    live.peers_have = session.record.sent = len(session.game.history)
    # (other devices have these moves now: taking one back asks first)
    commands = changed(model, session)
    if taken.raced:
        model.notice = ngettext(
            "Two devices played a computer's turn at once: this device took the other's "
            "move instead of its own.",
            "Two devices played a computer's turn at once: this device took the other's "
            "{n} moves instead of its own.",
            taken.raced,
        ).format(n=taken.raced)
    if taken.own:
        model.notice = _(
            "{who} brought this device the table's game, with moves played for this "
            "device's seats that it did not have."
        ).format(who=_who(session, peer))
    return commands


def _signed(
    session: Session,
    theirs: Game,
    at: int,
    signed: tuple[str, ...],
    movers: dict[int, Hashable],
) -> tuple[str, ...] | None:
    """The signatures of a peer's game ``theirs`` whose moves from ``at`` this device
    lacks (see :func:`web.ui.signing.checked`; ``movers``: who made some of the moves,
    the others found by replaying the game when needed); None for a table that signs
    nothing."""
    record = session.record
    table = record.live
    if table is None or not table.keyed:
        return None
    players = session.game.players
    persons = {i for i, seat in enumerate(record.seats) if seat == "person"}

    def allowed(index: int) -> set[int]:
        if index not in movers:
            movers.update(enumerate(_movers(theirs)))
        seat = players.index(movers[index])
        return {seat} if seat in persons else persons  # a computer's: a person's device

    return signing.checked(table, theirs.history, at, signed, allowed)


def _movers(game: Game) -> list[Hashable]:
    """Who made each move of ``game``, in order."""
    replay = game.copy()
    while replay.history:
        replay.undo()
    movers = []
    for move in game.history:
        movers.append(replay.to_move)
        replay.play(move)
    return movers


def _keep_signed(session: Session, signed: tuple[str, ...] | None) -> None:
    """Keep the table's moves' signatures (those of moves beyond them kept too)."""
    table = session.record.live
    if signed is None or table is None:
        return
    kept = (*signed, *table.signed[len(signed) :])
    if kept != table.signed:
        session.record = replace(session.record, live=replace(table, signed=kept))


def _raced(session: Session, theirs: list[str], text: str) -> int | None:
    """Where this device's game and a peer's went different ways only because both
    played a computer's turn (each took itself for that computer's device, having
    heard of a departure or a return in another order): how many of this device's
    moves both keep; None if the two went apart otherwise (a question for the player).

    Of the two games the longer is kept, or the one whose text sorts first, so that
    both devices keep the same one without asking; this device gives up only
    computers' moves, never a person's.
    """
    game, mine = session.game, session.game.history
    at = next(i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b)
    replay = game.copy()
    for _move in mine[at:]:
        replay.undo()
    for move in mine[at:]:
        if session.computer(replay.to_move) is None:
            return None
        replay.play(move)
    ours_kept = len(mine) > len(theirs) or (len(mine) == len(theirs) and game.encode() < text)
    return len(mine) if ours_kept else at


def _header(encoded: str) -> tuple[object, ...]:
    """A game's kind, options and seed (what makes two games one table's)."""
    from game import codec

    code = codec.game_code(encoded)
    version, header, _moves = codec.unpack(encoded, code)
    return code, version, tuple(header)


def _may_move(session: Session, player: Hashable, seats: tuple[int, ...]) -> bool:
    """True when a device holding ``seats`` may send ``player``'s move: a person's own;
    a computer's, from the device that plays it, or from the one that would once that
    device left (it saw the departure before this device did)."""
    players = session.game.players
    person = session.player_of(player)
    if person is None:
        return False
    seat = players.index(person)
    if seat in seats:
        return True
    if session.live is None or session.computer(player) is None:
        return False
    persons = [session.computer(p) is None for p in players]
    return computer_device(persons, players.index(player), session.live.gone | {seat}) in seats


def _diverged(model: Model, session: Session, theirs: str) -> list[Command]:
    """The peer's game and this one went different ways: which one to keep (the room is
    left meanwhile; the game kept joins it again)."""
    record = session.record
    link = Link(theirs, list(record.names), list(record.seats), hints=record.hints,
                live=record.live)
    game = engines.decode(theirs)
    arrival_record = replace(record, game=theirs, id="", version=0)
    model.screen = BranchChoice(Arrival(link, game, arrival_record), record)
    model.notice = _("Another device of this live table has a different game.")
    return [LeaveRoom()]

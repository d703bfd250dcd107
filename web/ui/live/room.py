"""The live table's room: relays answering, peers coming and going, and what the
other devices say, read with nothing trusted.

Each peer gets a slot (:meth:`web.ui.live.model.Live.admit`) and a greeting with a fresh
challenge; it proves its seats by answering it (:func:`web.ui.table_keys.claimed`).
Every game it sends passes the gate (:func:`web.ui.live.gate.judge`) before anything is
shown, asked or saved; the signatures checked and the time its messages take are
charged to it. Anything refused is noted in the page's words and changes nothing.
What a peer's news comes to is an :class:`~web.ui.outcome.Outcome`: its commands, or the
question which line of play to keep, which the core puts on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import assert_never

from game.i18n import _, ngettext
from web.ui.commands import Command, Unchanged, Wait
from web.ui.env import Env
from web.ui.hosts import Network
from web.ui.live.commands import SendPeers
from web.ui.live.follow import join
from web.ui.live.gate import Behind, Diverged, OursKept, Taken, judge
from web.ui.live.messages import (
    DeviceBack,
    InRoom,
    News,
    PeerJoined,
    PeerLeft,
    PeersUnreachable,
    PeerText,
    RelaysAnswered,
)
from web.ui.live.model import MAX_WATCHERS, WAIT_SECONDS, Live, Peer
from web.ui.live.taking import Heard, diverged, joined, keep_signed, played_in, then
from web.ui.live.wire import CHALLENGE_LENGTH, Hello, Moved, Said, encode, read
from web.ui.outcome import Outcome
from web.ui.play.messages import TimerDone
from web.ui.session import Idle, Session, Thinking
from web.ui.table_keys import claimed, proof

#: s: the least time between two joins of the room anew (a device back, relays back).
REJOIN_SECONDS = 20.0


@dataclass(frozen=True)
class Hearing:
    """What the room reads of the page, in place of the whole model: the clock, the
    random tokens and what a peer's messages cost the thread (``env``), a new request's
    number (``token``), and this device's hosts (``network``, to join the room anew)."""

    env: Env
    token: Callable[[], int]
    network: Network


def news(hearing: Hearing, session: Session | None, message: News) -> Heard:
    """The room's news: relays answered (or not), a peer came, went, or said something."""
    live = session.live if session is not None else None
    if session is None or live is None or live.status == "asking":
        return Outcome(None)  # the room was left meanwhile
    if isinstance(message, PeerText):
        return _heard(hearing, session, live, message.peer, message.text)
    return _news(hearing, session, live, message)


def _news(hearing: Hearing, session: Session, live: Live, message: News) -> Heard:
    """The room's news other than a peer's text."""
    match message:
        case RelaysAnswered(False):
            live.status = "offline"  # none answered yet (they are still tried)
        case RelaysAnswered(True, count):
            back = live.status == "online" and live.relays == 0 < count
            live.status, live.relays = "online", count
            if back:  # the relays are back: announce this device again if one is missing
                return Outcome(None, _rejoin(hearing, session, live))
        case DeviceBack() if live.status == "online":
            return Outcome(None, _rejoin(hearing, session, live))
        case PeersUnreachable():
            # said only while no device is connected: one that connects takes it back
            live.blocked = live.status == "online" and not live.peers
        case InRoom(me):
            live.me = me
        case PeerJoined(peer):
            live.blocked = False
            live.gone_peers.pop(peer, None)  # a new connection: listened to again
            return Outcome(None, _greet(hearing, session, live, peer) or [Unchanged()])
        case PeerLeft(peer):
            live.left(peer, hearing.env.clock()[-5:])
            return Outcome(None, follow="turn")  # a computer it played may be played here now
    return Outcome(None)


def _rejoin(hearing: Hearing, session: Session, live: Live) -> list[Command]:
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
    now = hearing.env.now()
    if not missing or now - live.joined < REJOIN_SECONDS:
        return []
    live.joined, live.peers = now, {}
    return [join(hearing.network, live)]


def _greet(hearing: Hearing, session: Session, live: Live, peer_id: str) -> list[Command]:
    """Listen to a peer that came (in place of one without a seat if every slot is
    taken) and greet it with a new challenge; nothing for a peer that left or was let go
    (a late message of a device gone)."""
    known = peer_id in live.peers
    peer = live.admit(peer_id, hearing.env.now())
    if peer is None or known:
        return []
    peer.challenge = hearing.env.token(CHALLENGE_LENGTH)
    return [SendPeers(hello(session, live, peer_id), peer_id)]


def hello(session: Session, live: Live, peer_id: str) -> str:
    """This device's greeting to ``peer_id``: its challenge to it, and, once it heard the
    peer's challenge, the seats it holds, each proved by an answer to it; its game and
    its moves' signatures."""
    peer = live.peers[peer_id]
    here = session.record.here or []
    seats = tuple(
        (i, proof(live.table, i, s, peer.heard, peer_id))
        for i, s in live.table.secrets
        if i in here and peer.heard
    )
    table = session.record.live
    signed = table.signed if table is not None else ()
    message = Hello(peer.challenge, peer.heard, seats, session.game.encode(), signed)
    return encode(message)


def _heard(hearing: Hearing, session: Session, live: Live, peer_id: str, text: str) -> Heard:
    """A peer's text: read, checked, and acted on, or refused and noted. A refusal
    costs constant time, and a redraw at most every NOTE_SECONDS from each peer (none
    once it floods); the greeting and move messages of a peer that had its share of
    checks or of the thread lately wait (:func:`_wait`); a peer that left, or was
    turned away, is not heard."""
    commands = _greet(hearing, session, live, peer_id)  # it spoke before its arrival was told
    peer = live.peers.get(peer_id)
    if peer is None:
        return Outcome(None, [Unchanged()])
    now = hearing.env.now()
    if peer.flood(now):
        if peer.flooding:
            return Outcome(None, [*commands, Unchanged()])
        peer.flooding = True
        reason = _("too many messages at once")
        return Outcome(None, commands + _refuse(hearing, session, live, peer, reason, now))
    if not peer.ready(now):
        return Outcome(None, commands + _wait(hearing, session, live, peer_id, text))
    return then(commands, _work(hearing, session, live, peer_id, text))


def _work(hearing: Hearing, session: Session, live: Live, peer_id: str, text: str) -> Heard:
    """A peer's text read and acted on, or refused and noted; what it cost the page's
    thread is counted to the peer."""
    peer, now = live.peers[peer_id], hearing.env.now()
    began = hearing.env.cost()
    try:
        return _read(hearing, session, live, peer_id, text)
    except ValueError as reason:
        return Outcome(None, _refuse(hearing, session, live, peer, str(reason), now))
    finally:
        peer.worked(now, hearing.env.cost() - began)


#: The kinds of message that wait while their peer has had its share of the thread (the
#: last of each is read later: it brings the whole game), by how their text begins.
_WAITING = {'{"t":"hello"': "hello", '{"t":"move"': "move"}


def _wait(hearing: Hearing, session: Session, live: Live, peer_id: str, text: str) -> list[Command]:
    """A peer that had its share of checks or of the thread lately: its greeting or
    move message waits (the last of each kind), to be read by a timer; anything else
    is refused."""
    peer, now = live.peers[peer_id], hearing.env.now()
    kind = next((k for start, k in _WAITING.items() if text.startswith(start)), None)
    if kind is None:
        reason = _("more messages than this device has time for at once")
        return _refuse(hearing, session, live, peer, reason, now)
    peer.waiting[kind] = text
    if peer.wake is not None:
        return [Unchanged()]
    peer.wake = hearing.token()
    live.wakes[peer.wake] = peer_id
    return [Unchanged(), Wait(peer.wake, round(WAIT_SECONDS * 1000))]


def waking(session: Session, done: TimerDone) -> bool:
    """True when ``done`` is the timer of a peer's waiting messages."""
    return session.live is not None and done.token in session.live.wakes


def woken(hearing: Hearing, session: Session, token: int) -> Heard:
    """The timer of a peer's waiting messages: they are read now if it is ready (its
    greeting first, and nothing after a game that went another way), else they wait
    again."""
    live = session.live
    peer_id = live.wakes.pop(token, None) if live is not None else None
    peer = live.peers.get(peer_id) if live is not None and peer_id is not None else None
    if live is None or peer_id is None or peer is None:
        return Outcome(None, [Unchanged()])
    peer.wake = None
    if not peer.ready(hearing.env.now()):
        texts, peer.waiting = list(peer.waiting.values()), {}
        return Outcome(None, [c for t in texts for c in _wait(hearing, session, live, peer_id, t)])
    heard: Heard = Outcome(None)
    for kind in ("hello", "move"):
        text = peer.waiting.pop(kind, None)
        if text is not None and peer_id in live.peers and heard.screen is None:
            heard = joined(heard, _work(hearing, session, live, peer_id, text))
    done = heard.commands or heard.screen is not None or heard.follow or heard.notice
    return heard if done else Outcome(None, [Unchanged()])


def _read(hearing: Hearing, session: Session, live: Live, peer_id: str, text: str) -> Heard:
    """A peer's text read and acted on (ValueError: refused, in words)."""
    peer = live.peers[peer_id]
    message = read(text)
    match message:
        case Hello():
            return _hello(hearing, session, live, peer_id, message)
        case Moved(game, signed):
            if not peer.answered:
                raise ValueError(_("a move from a device that has not said who it is"))
            return _merge(hearing, session, live, peer_id, game, signed, strict=True)
        case Said(phrase):
            live.hear(_who(session, peer), phrase)
        case _:
            assert_never(message)
    return Outcome(None)


def _hello(hearing: Hearing, session: Session, live: Live, peer_id: str, message: Hello) -> Heard:
    """A peer's greeting: its challenge answered (once: a greeting back, with this
    device's proofs), its proofs checked if they answer this device's challenge (then
    the seats it holds are known: a seat it proved moves to it, none: a watcher), and
    its game judged once they are known."""
    peer = live.peers[peer_id]
    now = hearing.env.now()
    commands: list[Command] = []
    peer.hello = True
    if message.challenge != peer.heard:
        peer.heard = message.challenge
        commands.append(SendPeers(hello(session, live, peer_id), peer_id))
    if message.answers != peer.challenge:
        # not an answer to this device's challenge (it had not heard it yet, or it is
        # another connection's): its proofs prove nothing; its game waits for its answer
        if message.seats:
            raise ValueError(_("a proof of a seat made for another connection"))
        return then(
            commands,
            _merge(
                hearing,
                session,
                live,
                peer_id,
                message.game,
                message.signed,
                strict=True,
                early=True,
            ),
        )
    here = session.record.here or []
    seats = claimed(
        live.table, message.seats, here, peer.challenge, live.me, lambda: peer.spend(now)
    )
    if not seats and not peer.answered and live.watchers() >= MAX_WATCHERS:
        live.left(peer_id)
        live.note(
            _(
                "A device that asked to watch was turned away: the table has {n} watchers already."
            ).format(n=MAX_WATCHERS)
        )
        return Outcome(None, commands)
    for other in live.peers.values():  # a seat proved anew moved device
        if other is not peer:
            other.seats = tuple(s for s in other.seats if s not in seats)
    peer.seats, peer.answered = seats, True
    live.gone -= set(seats)
    to_move = session.game.to_move
    if isinstance(session.turn, Thinking) and not session.plays_here(to_move):
        session.turn = Idle()  # its computer's device is back: its answer is dropped
    merged = _merge(hearing, session, live, peer_id, message.game, message.signed, strict=False)
    return then(commands, merged)


def _who(session: Session, peer: Peer) -> str:
    """A peer, in words: the names of its seats, or a watcher."""
    if not peer.seats:
        return _("a watcher")
    return ", ".join(session.record.names[i] for i in peer.seats)


def _refuse(
    hearing: Hearing, session: Session, live: Live, peer: Peer, reason: str, now: float
) -> list[Command]:
    """Note a refusal: drawn at once, or, if this peer's refusals were drawn just
    before, by a timer (whose answer, matching no move shown, only draws the page)."""
    live.note(_("Refused from {who}: {reason}.").format(who=_who(session, peer), reason=reason))
    wait = peer.drawing(now)
    if wait == 0:
        return []
    if wait is None:
        return [Unchanged()]
    return [Unchanged(), Wait(hearing.token(), max(1, round(wait * 1000)))]


def _merge(
    hearing: Hearing,
    session: Session,
    live: Live,
    peer_id: str,
    text: str,
    signed: tuple[str, ...],
    *,
    strict: bool,
    early: bool = False,
) -> Heard:
    """A peer's game judged at the gate (:func:`web.ui.live.gate.judge`, ValueError:
    refused) and the verdict carried out on the game on screen. ``early``: the peer has
    not answered this device's challenge yet, so its seats are not known: only a game
    this device is ahead of, or has, is taken (its signatures), the rest waits for its
    answer, which brings the game again."""
    peer = live.peers[peer_id]
    now = hearing.env.now()
    try:
        verdict = judge(
            session, peer.seats, text, signed, strict=strict, spend=lambda: peer.spend(now)
        )
    except ValueError:
        if early:
            return Outcome(None)
        raise
    if early and not isinstance(verdict, Behind):
        return Outcome(None)
    match verdict:
        case Behind(moves, kept):
            live.peers_have = max(live.peers_have, moves)
            keep_signed(session, kept)
            return Outcome(None)  # our hello brings them up to date
        case OursKept():  # the peer is sent the game both keep
            return Outcome(None, [SendPeers(hello(session, live, peer_id), peer_id)])
        case Diverged():
            return _diverged(session, peer, verdict)
        case Taken():
            return _take(session, live, peer, verdict)
        case _:
            assert_never(verdict)


def _take(session: Session, live: Live, peer: Peer, taken: Taken) -> Heard:
    """Play the peer's game on screen in place of this device's (from ``taken.at``):
    what follows a move is the core's (``follow``)."""
    played_in(session, taken)
    live.peers_have = len(session.game.history)
    notice = None
    if taken.raced:
        notice = ngettext(
            "Two devices played a computer's turn at once: this device took the other's "
            "move instead of its own.",
            "Two devices played a computer's turn at once: this device took the other's "
            "{n} moves instead of its own.",
            taken.raced,
        ).format(n=taken.raced)
    if taken.own:
        notice = _(
            "{who} brought this device the table's game, with moves played for this "
            "device's seats that it did not have."
        ).format(who=_who(session, peer))
    return Outcome(None, notice=notice, follow="moved")


def _diverged(session: Session, peer: Peer, branch: Diverged) -> Heard:
    """The peer's game and this one went different ways, and every move of the peer's
    from there is signed: which one to keep (the core leaves the game, and its room,
    meanwhile; the game kept joins it again)."""
    return diverged(session, _who(session, peer), branch)

"""Live play in CPython: fake pages, each with its own storage, joined in one room by a
fake transport that delivers each page's messages to the others (web/ui/live/model.py,
web/ui/live/room.py). The browser tests play the same through a real relay."""

from __future__ import annotations

import doctest
import itertools
import json
import random
from dataclasses import asdict, replace
from urllib.parse import parse_qs

import pytest
from fakepage import FakePage, set_up

from game import decode
from web.ui import hosts as live_hosts
from web.ui import signing
from web.ui import table_keys as live_table
from web.ui.arrival.messages import Opened
from web.ui.commands import DrawQr, SendLink
from web.ui.intents import read_field, read_room
from web.ui.links import read_fragment
from web.ui.live import model as live
from web.ui.live import wire as live_wire
from web.ui.live.commands import JoinRoom
from web.ui.live.messages import (
    DeviceBack,
    GoLive,
    InRoom,
    PeerJoined,
    PeerLeft,
    PeersUnreachable,
    PeerText,
    RelaysAnswered,
)
from web.ui.live.room import hello
from web.ui.stores import MemoryStorage
from web.ui.table_keys import Table, commit, new_table


class Room:
    """Pages in one live room: :meth:`flush` delivers what each sent to the others."""

    def __init__(self) -> None:
        self.pages: dict[str, FakePage] = {}

    def enter(self, name: str, page: FakePage) -> None:
        assert page.room is not None, "the page did not join its room"
        page.send(InRoom(name))
        page.send(RelaysAnswered(True))
        for other_name, other in self.pages.items():
            other.send(PeerJoined(name))
            page.send(PeerJoined(other_name))
        self.pages[name] = page
        self.flush()

    def leave(self, name: str) -> None:
        self.pages.pop(name)
        for other in self.pages.values():
            other.send(PeerLeft(name))

    def flush(self) -> None:
        for _ in range(1_000):
            moving = [(n, p) for n, p in self.pages.items() if p.sent]
            if not moving:
                return
            for name, page in moving:
                sent, page.sent = page.sent, []
                for text, to in sent:
                    for other_name, other in list(self.pages.items()):
                        if other_name != name and to in (None, other_name):
                            other.send(PeerText(name, text))
        raise AssertionError("the pages never stopped talking")


def device(agreed: bool = True) -> FakePage:
    page = FakePage(MemoryStorage())
    page.model.network = replace(page.model.network, agreed=agreed)
    page.send(Opened(""))
    return page


def host(game: str, kinds: list[str], names: list[str], agreed: bool = True) -> FakePage:
    """A page that set up a live table from the form."""
    page = device(agreed)
    set_up(page, game, kinds, names)
    return page


def invite(page: FakePage, seat: int | None) -> str:
    page.press("invite", "watch" if seat is None else str(seat))
    sent = next(c for c in reversed(page.commands) if isinstance(c, SendLink))
    return "#" + sent.fragment


def join(fragment: str) -> FakePage:
    page = device()
    page.send(Opened(fragment))
    return page


def play_live(room: Room, rng: random.Random, limit: int = 500) -> None:
    """Each page plays its own turns (and its computers') until the game ends."""
    for _ in range(limit):
        room.flush()
        pages = list(room.pages.values())
        games = {p.model.session.game.encode() for p in pages}
        assert len(games) == 1, "the boards differ"
        if pages[0].model.session.game.is_over():
            return
        for page in pages:
            if page.pending:
                page.settle()
                break
            if page.model.offered():
                page.play(rng.choice(page.model.session.game.legal_moves()))
                break
        else:
            raise AssertionError("nobody can move")
    raise AssertionError("the game did not end")


def test_docstring_examples() -> None:
    for module in (live, live_hosts, live_table, live_wire):
        assert doctest.testmod(module).failed == 0


def test_two_devices_play_a_whole_tsuro_game_live() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    assert isinstance(next(c for c in ann.commands if isinstance(c, JoinRoom)), JoinRoom)
    fragment = invite(ann, 1)
    fields = parse_qs(fragment[1:])
    assert {"r", "k", "c", "sk"} <= set(fields) and fields["to"] == ["1"]
    bo = join(fragment)
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    assert bo.model.session.record.here == [1]
    assert "Bo: connected" in ann.markup()
    play_live(room, random.Random(3))
    for page in (ann, bo):
        assert page.state["turn"] == "over"
        stored = page.store.read(page.model.session.record.id)
        assert decode(stored.game).is_over()


def test_three_devices_a_computer_and_a_watcher() -> None:
    ann = host("tsuro", ["person", "live", "easy", "live"], ["Ann", "Bo", "Cpu", "Di"])
    bo, di, eve = join(invite(ann, 1)), join(invite(ann, 3)), join(invite(ann, None))
    assert eve.model.session.record.here == []
    room = Room()
    for name, page in (("ann", ann), ("bo", bo), ("di", di), ("eve", eve)):
        room.enter(name, page)
    assert "Watching: 1" in ann.markup()
    play_live(room, random.Random(5))
    assert eve.model.session.game.is_over()


def test_nothing_is_joined_before_the_player_agrees_and_then_the_hosts_are_kept() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"], agreed=False)
    assert ann.room is None and not any(isinstance(c, JoinRoom) for c in ann.commands)
    panel = ann.screen["panel"]
    assert "nos.lol" in panel and "stun.l.google.com" in panel
    assert "MQTT brokers, a second way" in panel and "broker.emqx.io" in panel
    ann.press("go-live")
    assert ann.room is not None
    assert json.loads(ann.kept_hosts)["relays"] == list(live_hosts.DEFAULT_HOSTS.relays)


def test_no_relay_offers_to_go_on_by_link_and_the_page_keeps_trying() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.send(RelaysAnswered(False))
    assert "No connection could be made" in ann.markup()
    assert ann.room is not None  # the relays are still tried
    ann.send(RelaysAnswered(True, 1))
    assert "Connected to the relays: 1 of 7 answer." in ann.markup()
    ann.send(RelaysAnswered(False))
    ann.press("by-link")
    assert ann.room is None
    record = ann.store.read(ann.model.session.record.id)
    assert record.live is None
    assert "Send to Bo" in ann.markup() or ann.model.offered()


def joins(page: FakePage) -> int:
    return sum(isinstance(command, JoinRoom) for command in page.commands)


def test_the_box_says_how_many_relays_answer_and_when_a_device_was_last_seen() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    bo = join(invite(ann, 1))
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    ann.send(RelaysAnswered(True, 3))
    box = ann.markup()
    assert "Connected to the relays: 3 of 7 answer." in box
    assert "Bo: connected" in box and "Invite Bo" not in box  # no invitation needed
    assert "Quick messages" in box
    ann.send(RelaysAnswered(True, 0))
    assert "No relay answers now: the devices already connected play on" in ann.markup()
    room.leave("bo")
    box = ann.markup()
    assert "Bo: not connected (last seen at 07:00)" in box and "Invite Bo" in box
    assert "Quick messages" not in box  # nobody to read them
    # Bo's own page offers no invitation to Ann's seat: it does not hold its key
    assert "Invite Ann" not in bo.markup() and "You are watching" not in bo.markup()


def test_a_device_joins_anew_when_the_relays_come_back_and_a_player_is_missing() -> None:
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo, cy = join(invite(ann, 1)), join(invite(ann, 2))
    room = Room()
    for name, page in (("ann", ann), ("bo", bo), ("cy", cy)):
        room.enter(name, page)
    ann.send(RelaysAnswered(True, 0))
    ann.send(RelaysAnswered(True, 1))
    before = joins(ann)
    assert before == joins(ann)  # everyone is there: the room is kept
    ann.send(RelaysAnswered(True, 0))
    room.leave("cy")  # Cy's page reloads during the outage
    ann.send(RelaysAnswered(True, 1))
    assert joins(ann) == before + 1 and ann.room is not None  # announced again at once
    ann.send(DeviceBack())  # at most every REJOIN_SECONDS
    assert joins(ann) == before + 1
    assert "Bo: not connected" in ann.markup()  # until Bo's device says hello again
    room.enter("bo", room.pages.pop("bo"))
    assert "Bo: connected" in ann.markup()


def test_a_watcher_is_told_it_watches_and_cannot_undo() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    bo, eve = join(invite(ann, 1)), join(invite(ann, None))
    room = Room()
    for name, page in (("ann", ann), ("bo", bo), ("eve", eve)):
        room.enter(name, page)
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    box = eve.markup()
    assert "You are watching this table." in box and "Latest moves" in box
    assert "Since your last move" not in box
    assert "Invite Ann" not in box and "Invite Bo" not in box
    eve.press("undo")
    assert "only its players take moves back" in eve.model.alert
    assert len(eve.model.session.game.history) == 1


def test_a_reload_keeps_the_seat_and_a_device_that_was_away_catches_up() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    bo = join(invite(ann, 1))
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    rng = random.Random(1)
    for _ in range(3):
        play_live_once(room, rng)
    room.leave("bo")
    if ann.model.offered():
        ann.play(rng.choice(ann.model.session.game.legal_moves()))
    # Bo reloads: the same save, a new peer id
    again = FakePage(bo.storage)
    again.model.network = replace(again.model.network, agreed=True)
    again.send(Opened(""))
    room.enter("bo2", again)
    assert again.model.session.game.history == ann.model.session.game.history
    assert ann.model.session.live.holder(1) == "bo2"


def test_a_device_back_from_its_link_takes_its_own_moves_from_the_table() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    link = invite(ann, 1)
    bo = join(link)
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    rng = random.Random(2)
    for _ in range(4):  # Ann's and Bo's moves
        play_live_once(room, rng)
    room.leave("bo")
    again = join(link)  # its storage lost: the link's first position
    assert again.model.session.game.history == []
    room.enter("bo2", again)
    assert again.model.session.game.history == ann.model.session.game.history
    assert "moves played for this device&#x27;s seats" in again.markup()
    assert not again.model.session.live.refused
    play_live_once(room, rng)
    assert again.model.session.game.history == ann.model.session.game.history


def play_live_once(room: Room, rng: random.Random) -> None:
    for page in room.pages.values():
        if page.model.offered():
            page.play(rng.choice(page.model.session.game.legal_moves()))
            room.flush()
            return


@pytest.fixture
def table() -> tuple[FakePage, FakePage, Room]:
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo = join(invite(ann, 1))
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    return ann, bo, room


def refused(page: FakePage) -> str:
    return page.model.session.live.refused[-1]


def greeting(
    page: FakePage,
    peer: str,
    table: Table,
    seats: tuple[int, ...],
    game: str,
    signed: tuple[str, ...] = (),
    *,
    answers: str | None = None,
    verifier: str | None = None,
) -> str:
    """A greeting from ``peer`` to ``page`` proving ``seats`` with ``table``'s secrets:
    an answer to the page's challenge to it, unless ``answers`` or ``verifier`` say
    otherwise (a proof made for another connection)."""
    live_state = page.model.session.live
    if peer not in live_state.peers:
        page.send(PeerJoined(peer))
    challenge = live_state.peers[peer].challenge if answers is None else answers
    me = live_state.me if verifier is None else verifier
    claims = tuple(
        (seat, live_table.proof(table, seat, table.secret(seat), challenge, me)) for seat in seats
    )
    return live_wire.encode(live_wire.Hello("C" * 22, challenge, claims, game, signed))


def test_hostile_messages_are_refused_and_change_nothing(table) -> None:
    ann, _bo, _room = table
    ann.model.env = replace(ann.model.env, now=itertools.count(0.0, 1.0).__next__)  # 1 s apart
    session = ann.model.session
    before = session.game.encode()
    kept = session.record.live
    secret = kept.secret(2)
    ann.send(PeerJoined("x"))
    challenge, me = session.live.peers["x"].challenge, session.live.me

    def hello(claims: list[list[object]], answers: str = challenge) -> str:
        return json.dumps(
            {"t": "hello", "c": "C" * 22, "a": answers, "seats": claims, "game": before}
        )

    proved = live_table.proof(kept, 2, secret, challenge, me)  # Cy's proof of seat 2, to Ann
    elsewhere = live_table.proof(kept, 2, secret, "D" * 22, me)  # to another challenge
    to_bo = live_table.proof(kept, 2, secret, challenge, "bo")  # to another device
    cases = [
        ("x" * 70_000, "far longer"),
        ("{not json", "not one of the page's"),
        ('{"t":"say","p":"free words"}', "quick message"),
        (json.dumps({"t": "hello", "seats": [[2, proved]], "game": before}), "its challenge"),
        (hello([[0, proved]]), "played on this device"),
        (hello([[2, "A" * 16]]), "without its key"),
        (hello([[2, secret]]), "without its key"),
        (hello([[2, elsewhere]]), "without its key"),
        (hello([[2, to_bo]]), "without its key"),
        (hello([[2, proved]], answers="D" * 22), "made for another connection"),
        (hello([[2, proved], [2, proved]]), "same seat twice"),
        (hello([[1, proved], [2, proved], [1, proved], [2, proved]]), "more seats than"),
        (json.dumps({"t": "move", "game": before}), "has not said who it is"),
    ]
    for text, words in cases:
        ann.send(PeerText("x", text))
        assert words in refused(ann), (words, refused(ann))
    assert not session.live.peers["x"].seats
    # Cy proves seat 2 (its key's signature of Ann's challenge), then plays Ann's move
    ann.send(PeerText("x", hello([[2, proved]])))
    assert session.live.peers["x"].seats == (2,)
    forged = decode(before)
    forged.play(forged.legal_moves()[0])  # Ann's first move, played by someone else
    ann.send(PeerText("x", json.dumps({"t": "move", "game": forged.encode()})))
    assert "played on this device" in refused(ann)
    bad = before[:-3] + "xyz"
    ann.send(PeerText("x", json.dumps({"t": "move", "game": bad})))
    assert "rules do not allow" in refused(ann)
    assert session.game.encode() == before
    assert ann.store.read(session.record.id).game == before
    assert "Refused from Cy" in ann.markup()


def test_a_seat_proof_passed_on_proves_nothing() -> None:
    """A watcher that heard Cy's proof to its own device, or copies Cy's proof to Ann,
    sends it to Bo's device: refused, and Cy keeps its seat there."""
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo, cy, eve = join(invite(ann, 1)), join(invite(ann, 2)), join(invite(ann, None))
    room = Room()
    for name, page in (("ann", ann), ("bo", bo), ("eve", eve)):
        room.enter(name, page)
    room.enter("cy", cy)
    to_ann, to_eve = (hello(cy.model.session, cy.model.session.live, to) for to in ("ann", "eve"))
    assert '"seats":[[2' in to_ann and '"seats":[[2' in to_eve
    for text in (to_ann, to_eve):
        bo.send(PeerText("eve", text))
        assert "made for another connection" in refused(bo)
    # with the answer changed to Bo's challenge to Eve, the signature no longer holds
    answer = bo.model.session.live.peers["eve"].challenge
    data = json.loads(to_eve)
    data["a"] = answer
    bo.send(PeerText("eve", json.dumps(data)))
    assert "without its key" in refused(bo)
    assert bo.model.session.live.holder(2) == "cy"
    assert not bo.model.session.live.peers["eve"].seats
    play_live(room, random.Random(5))  # Cy's moves are still taken everywhere


def test_a_move_for_a_seat_the_sender_does_not_hold_is_refused(table) -> None:
    ann, _bo, room = table
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    # it is Bo's turn: Cy's device (seat 2) sends Bo's move
    table = ann.model.session.record.live
    game = ann.model.session.game.copy()
    ann.send(PeerText("cy", greeting(ann, "cy", table, (2,), game.encode())))
    game.play(game.legal_moves()[0])
    ann.send(PeerText("cy", json.dumps({"t": "move", "game": game.encode()})))
    assert "do not hold" in refused(ann)
    assert len(ann.model.session.game.history) == 1


def test_a_flood_is_refused_once(table) -> None:
    ann, _bo, _room = table
    for _ in range(live.FLOOD_COUNT + 10):
        ann.send(PeerText("bo", '{"t":"say","p":"gg"}'))
    assert ann.model.session.live.refused.count("Refused from Bo: too many messages at once.") == 1


def test_games_that_went_different_ways_ask_which_to_keep(table) -> None:
    ann, bo, room = table
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    room.leave("bo")
    # Ann takes her move back and plays another while Bo is away
    ann.press("undo")
    ann.press("undo-yes")
    ann.play(ann.model.session.game.legal_moves()[-1])
    room.enter("bo", bo)
    assert "branch" in (ann.model.screen.name, bo.model.screen.name)


def test_quick_messages_reach_the_others(table) -> None:
    ann, bo, room = table
    ann.press("say", "gg")
    room.flush()
    assert "Ann: Well played!" in bo.markup()


def test_the_title_says_your_turn_in_a_live_game() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    assert ann.title == "Your turn"
    ann.play(ann.model.session.game.legal_moves()[0])
    assert ann.title == ""


def test_a_table_reads_back_from_its_link_and_refuses_a_wrong_secret() -> None:
    digits = itertools.count()
    table = new_table(["person", "person", "hard"], [0], lambda n: str(next(digits)) * n)
    assert table.commits[2] == "" and table.commits[0] == live_table.public_of("0" * 22)
    from web.ui.links import make_fragment

    fragment = make_fragment(
        "T1.AwIAB64RMT8", ["A", "B", "C"], ["person", "person", "hard"], 1, live=table
    )
    link = read_fragment(fragment)
    assert link.live == Table(table.room, table.key, table.commits, ((1, "1" * 22),))
    with pytest.raises(ValueError, match="seat key"):
        read_fragment(fragment.replace("sk=" + "1" * 22, "sk=" + "b" * 22))
    # seat keys that are not keys, or one key for two seats, are refused
    identity = live_table.b64((1).to_bytes(32, "little"))  # the curve's neutral point
    not_a_point = live_table.b64((2).to_bytes(32, "little"))
    shared = f"{table.commits[0]}.{table.commits[0]}."
    for commits, words in (
        (f"{identity}.{table.commits[1]}.", "not a key"),
        (f"{not_a_point}.{table.commits[1]}.", "not a key"),
        (shared, "share one key"),
    ):
        damaged = fragment.replace(".".join(table.commits).replace(".", "%2E"), commits)
        damaged = damaged.replace("c=" + ".".join(table.commits), "c=" + commits)
        with pytest.raises(ValueError, match=words):
            read_fragment(damaged.replace("&sk=" + "1" * 22, ""))
    # a table set up before moves were signed (a hash of each seat's secret) still reads
    old = Table(table.room, table.key, (commit("a" * 16), commit("b" * 16), ""))
    fragment = make_fragment(
        "T1.AwIAB64RMT8",
        ["A", "B", "C"],
        ["person", "person", "hard"],
        1,
        live=replace(old, secrets=((1, "b" * 16),)),
    )
    assert read_fragment(fragment).live == replace(old, secrets=((1, "b" * 16),))
    assert not old.keyed


def test_a_live_link_carries_each_seats_last_signature_and_nothing_unsigned_is_taken() -> None:
    """An invitation sent mid-game carries the signatures that vouch for its moves: the
    invited device keeps them and passes the table's game on; a link whose moves lack
    them, or whose signatures were changed, is refused in words and saves nothing."""
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo = join(invite(ann, 1))
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    for _ in range(2):
        play_live_once(room, random.Random(1))
    fragment = invite(ann, 2)
    fields = parse_qs(fragment[1:])
    assert len(fields["sg"][0].split(".")) == 2  # Ann's last and Bo's last
    cy = join(fragment)
    kept = cy.model.session.record.live
    assert cy.model.session.game.encode() == ann.model.session.game.encode()
    assert [bool(entry) for entry in kept.signed] == [True, True]
    room.enter("cy", cy)
    play_live(room, random.Random(2))
    signature = fields["sg"][0].split(".")[0].split(":")[2]
    changed = signature[:10] + ("A" if signature[10] != "A" else "B") + signature[11:]
    for broken in (fragment.replace("&sg=", "&nothing="), fragment.replace(signature, changed)):
        page = device()
        page.send(Opened(broken))
        assert "could not be opened" in page.model.alert
        assert page.store.read_all() == ([], [])


def test_a_table_set_up_before_signatures_takes_only_the_senders_own_moves() -> None:
    """At an older table (hashes of the seats' secrets, nothing signed) a greeting may
    bring only the moves of the seats its sender proved, and a game that went another
    way is refused: nothing there could vouch for it."""
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo = join(invite(ann, 1))
    secrets = {0: "a" * 16, 1: "b" * 16, 2: "c" * 16}
    kept = ann.model.session.record.live
    old = Table(kept.room, kept.key, tuple(commit(s) for s in secrets.values()))
    for page, seats in ((ann, (0, 1, 2)), (bo, (1,))):
        session = page.model.session
        table = replace(old, secrets=tuple((i, secrets[i]) for i in seats))
        session.record = replace(session.record, live=table)
        session.live = replace(session.live, table=table)
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    assert ann.model.session.live.holder(1) == "bo"
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    assert bo.model.session.game.encode() == ann.model.session.game.encode()
    game = ann.model.session.game.copy()
    game.play(game.legal_moves()[0])  # Bo's turn, played by Cy's device
    cy_table = replace(old, secrets=((2, secrets[2]),))
    ann.send(PeerText("cy", greeting(ann, "cy", cy_table, (2,), game.encode())))
    assert "do not hold" in refused(ann)
    other = decode(ann.model.session.game.encode())
    other.undo()
    other.play(other.legal_moves()[-1])  # Ann's first move, another way
    ann.send(PeerText("cy", greeting(ann, "cy", cy_table, (2,), other.encode())))
    assert "cannot check" in refused(ann) and ann.model.screen.name == "game"
    assert len(ann.model.session.game.history) == 1


def test_the_hosts_kept_are_checked() -> None:
    assert live_hosts.read_hosts(None) == live_hosts.DEFAULT_HOSTS
    hosts = live_hosts.read_hosts('{"relays": ["ws://127.0.0.1:1"], "stun": []}')
    assert hosts.relays == ("ws://127.0.0.1:1",) and hosts.names() == ["127.0.0.1:1"]
    for text in ("[]", '{"relays": ["http://x"], "stun": []}', '{"relays": "x"}'):
        with pytest.raises(ValueError):
            live_hosts.read_hosts(text)


def test_going_live_from_a_game_by_link() -> None:
    page = device()
    page.send(read_field("game", "tsuro"))
    page.send(read_field("kind-1", "remote"))
    page.press("start")
    assert page.model.session.live is None
    page.send(GoLive())
    record = page.store.read(page.model.session.record.id)
    assert record.live is not None and page.room == record.live.room


@pytest.mark.parametrize(
    ("relays", "stun", "words"),
    [
        ("wss://ok.example.org\nhttp://relay.example.org", "", "Relays, line 2"),
        ("ws://relay.example.org", "", "Relays, line 1"),  # ws:// only to this machine
        ("wss://a.org", "\n\nturn:turn.example.org", "STUN and TURN servers, line 3"),
        ("wss://a.org", "stun:stun.example.org:99999", "STUN and TURN servers, line 1"),
        ("wss://" + "a" * 300 + ".org", "", "Relays, line 1"),
        ("wss://a.org/\u00e9", "", "Relays, line 1"),
        ("  \n", "stun:stun.example.org", "at least one relay"),
        ("\n".join(f"wss://r{i}.org" for i in range(live_hosts.MAX_HOSTS + 1)), "", "At most 12"),
        ("\n".join(f"wss://r{i}.org" for i in range(40_000)), "", "At most 12"),
        ("wss://a.org", "stun:[::::::::::::::::::::::::::]", "STUN and TURN servers, line 1"),
        ("wss://a.org", "stun:[1.2.3.4]", "STUN and TURN servers, line 1"),
        ("wss://[12345::]", "", "Relays, line 1"),
        ("wss://a.org", "turn:turn.example.org:3478 bo", "STUN and TURN servers, line 1"),
        ("wss://a.org", "turn:t.org bo pass extra", "STUN and TURN servers, line 1"),
        ("wss://a.org", "turns:t.org?transport=sctp bo pass", "STUN and TURN servers, line 1"),
        ("wss://a.org", "stun:s.org bo pass", "STUN and TURN servers, line 1"),
        ("mqtt https://broker.example.org", "", "Relays, line 1"),
        ("mqtt", "", "Relays, line 1"),
        ("mqttwss://broker.example.org", "", "Relays, line 1"),
    ],
)
def test_hosts_typed_are_checked_line_by_line(relays: str, stun: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        live_hosts.hosts_from_lines(relays, stun)


def test_hosts_typed_are_read_one_a_line() -> None:
    hosts = live_hosts.hosts_from_lines(
        " wss://relay.example.org \n\nws://127.0.0.1:7000\nwss://relay.example.org/x\n"
        "wss://relay.example.org \n mqtt   wss://broker.example.org:8084/mqtt",
        "stun:stun.example.org:3478\nstuns:[2001:db8::1]:5349\nstun:10.0.0.1",
    )
    assert hosts.relays == (
        "wss://relay.example.org",
        "ws://127.0.0.1:7000",
        "wss://relay.example.org/x",
        "mqtt wss://broker.example.org:8084/mqtt",
    )
    assert hosts.brokers() == ("mqtt wss://broker.example.org:8084/mqtt",)
    assert hosts.names()[3] == "broker.example.org:8084"
    assert hosts.names()[-2:] == ["[2001:db8::1]:5349", "10.0.0.1"]
    assert live_hosts.read_hosts(live_hosts.hosts_json(hosts)) == hosts
    defaults = live_hosts.DEFAULT_HOSTS
    assert live_hosts.hosts_from_lines(*live_hosts.hosts_lines(defaults)) == defaults


def test_the_hosts_are_changed_in_the_page_and_asked_about_again() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.send(RelaysAnswered(True))
    assert ann.room is not None
    ann.press("hosts")
    assert 'data-field="relays"' in ann.markup() and "wss://nos.lol" in ann.markup()
    ann.send(read_field("relays", "wss://relay.example.org\nhttps://relay.example.org"))
    ann.send(read_field("stun", ""))
    ann.press("hosts-save")
    assert "Relays, line 2: “https://relay.example.org” is neither" in ann.markup()
    assert ann.model.network.hosts == live_hosts.DEFAULT_HOSTS and ann.hosts_set == []
    assert ann.room is not None  # nothing changed
    ann.send(read_field("relays", "wss://relay.example.org"))
    ann.press("hosts-save")
    assert ann.hosts_set == ['{"relays": ["wss://relay.example.org"], "stun": []}']
    assert ann.room is None and not ann.model.network.agreed
    panel = ann.screen["panel"]
    assert "Nothing is sent until you agree" in panel and "relay.example.org" in panel
    assert "nos.lol" not in panel and 'data-field="relays"' not in panel
    ann.press("go-live")
    assert ann.room is not None and ann.kept_hosts == ann.hosts_set[-1]
    ann.press("hosts")
    ann.press("hosts-close")
    assert ann.room is not None and 'data-field="relays"' not in ann.markup()
    ann.press("hosts")
    ann.press("hosts-default")
    assert ann.hosts_set[-1] is None and ann.model.network.hosts == live_hosts.DEFAULT_HOSTS
    assert ann.room is None and "nos.lol" in ann.screen["panel"]
    ann.press("hosts")
    ann.press("menu")  # the form goes with the game
    assert ann.model.network.form is None


def three_devices(kinds: list[str]) -> tuple[FakePage, FakePage, FakePage, Room]:
    """Ann's table of Tsuro with a computer, Bo and Cy at the next live seats, all in
    one room."""
    live = iter(["Bo", "Cy"])
    names = ["Ann" if k == "person" else next(live) if k == "live" else "Cpu" for k in kinds]
    ann = host("tsuro", kinds, names)
    bo, cy = (join(invite(ann, seat)) for seat, k in enumerate(kinds) if k == "live")
    room = Room()
    for name, page in (("ann", ann), ("bo", bo), ("cy", cy)):
        room.enter(name, page)
    return ann, bo, cy, room


def test_a_computer_is_played_by_the_next_device_when_its_own_leaves() -> None:
    ann, bo, cy, room = three_devices(["person", "easy", "live", "live"])
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    assert ann.pending and not bo.pending  # Ann's device plays the computer after her
    # Ann's device leaves while its computer thinks; Bo hears of it before Cy does
    room.pages.pop("ann")
    bo.send(PeerLeft("ann"))
    assert bo.model.session.live.gone == {0}
    assert bo.pending, "nobody plays the computer: the game stalls"
    bo.settle()
    room.flush()
    for page in (bo, cy):
        assert len(page.model.session.game.history) == 2
        assert not page.model.session.live.refused
    cy.send(PeerLeft("ann"))
    assert not cy.pending  # Bo's device plays it now, not Cy's
    # Ann comes back: her device's own answer is dropped, the table's game taken
    room.enter("ann", ann)
    ann.settle()
    room.flush()
    games = {p.model.session.game.encode() for p in (ann, bo, cy)}
    assert len(games) == 1 and not ann.model.session.live.refused
    assert bo.model.session.live.gone == set()
    play_live(room, random.Random(6))


def test_two_devices_that_both_play_a_computer_keep_the_same_game() -> None:
    """Ann's device drops while it thinks for her computer, so Bo's plays the computer's
    turn; Ann's plays it too, differently, before it is back. Every device keeps the
    same one of the two games without asking, and the game goes on."""
    ann, bo, cy, room = three_devices(["person", "easy", "live", "live"])
    ann.bot = lambda game, level, seed: decode(game).legal_moves()[0]
    bo.bot = lambda game, level, seed: decode(game).legal_moves()[-1]
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    room.leave("ann")
    assert ann.pending and bo.pending
    ann.settle()
    bo.settle()
    room.flush()
    assert ann.model.session.game.history[1] != bo.model.session.game.history[1]
    ann.sent.clear()  # its move, sent while it was alone, reached nobody
    # Bo's greeting reaches Ann's device first: it takes Bo's game, or keeps its own
    # and sends it to Bo's device, which may not have it
    ann.send(PeerJoined("bo"))
    ann.sent.clear()
    bo_session = bo.model.session
    ann.send(
        PeerText(
            "bo",
            greeting(
                ann,
                "bo",
                bo_session.record.live,
                (2,),
                bo_session.game.encode(),
                bo_session.record.live.signed,
            ),
        )
    )
    if ann.model.session.game.history != bo.model.session.game.history:
        sent = [json.loads(text)["game"] for text, to in ann.sent if to == "bo"]
        assert sent[-1] == ann.model.session.game.encode()
    ann.sent.clear()
    room.enter("ann", ann)  # the greetings bring each device the other's game
    games = {p.model.session.game.encode() for p in (ann, bo, cy)}
    assert len(games) == 1
    for page in (ann, bo, cy):
        assert page.model.screen.name == "game" and not page.model.session.live.refused
    gave_up = [p for p in (ann, bo, cy) if "took the other's move" in p.model.notice]
    assert gave_up, "nobody gave up a move"
    assert all(p.store.read(p.model.session.record.id).game in games for p in gave_up)
    play_live(room, random.Random(8))


def test_a_computers_move_from_a_device_that_does_not_play_it_is_refused() -> None:
    ann, bo, cy, room = three_devices(["person", "live", "easy", "live"])
    for page in (ann, bo):
        page.play(page.model.session.game.legal_moves()[0])
        room.flush()
    assert bo.pending  # Bo's device plays the computer after Bo
    forged = ann.model.session.game.copy()
    forged.play(forged.legal_moves()[0])  # the computer's move, sent by Ann's device
    cy.send(PeerText("ann", json.dumps({"t": "move", "game": forged.encode()})))
    assert "do not hold" in refused(cy)
    assert len(cy.model.session.game.history) == 2


def test_a_network_that_blocks_direct_connections_offers_to_go_on_by_link() -> None:
    assert read_room("blocked", "", "") == PeersUnreachable()
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.send(PeersUnreachable())  # still connecting to the relays: nothing said
    assert not ann.model.session.live.blocked
    ann.send(RelaysAnswered(True))
    ann.send(PeersUnreachable())
    assert "no direct connection could be made" in ann.markup()
    assert ann.room is not None  # it may still connect
    ann.send(PeerJoined("bo"))
    assert "no direct connection" not in ann.markup()
    ann.send(PeersUnreachable())  # a device is connected: not blocked
    assert "no direct connection" not in ann.markup()
    ann.send(PeerLeft("bo"))
    ann.send(PeersUnreachable())
    ann.press("go-live")  # try again: asked anew
    assert "no direct connection" not in ann.markup() and ann.room is not None
    ann.send(RelaysAnswered(True))
    ann.send(PeersUnreachable())
    ann.press("by-link")
    assert ann.room is None and ann.store.read(ann.model.session.record.id).live is None


def test_a_late_or_repeated_move_message_is_silent(table) -> None:
    ann, bo, room = table
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    early = bo.model.session.game.encode()  # Bo's board after Ann's first move
    bo.play(bo.model.session.game.legal_moves()[0])
    room.flush()
    refusals = list(ann.model.session.live.refused)
    for _ in range(3):  # Bo's earlier message arrives again, late
        ann.send(PeerText("bo", json.dumps({"t": "move", "game": early})))
    assert ann.model.session.live.refused == refusals
    assert len(ann.model.session.game.history) == 2


def test_slots_go_to_seats_first_and_a_device_that_left_leaves_no_ghost(table) -> None:
    """Silent peers fill every slot, watchers crowd in, Bo's device drops and its last
    move comes late: Bo's device, back, is still listened to and proves its seat."""
    ann, bo, room = table
    clock = [0.0]
    ann.model.env = replace(ann.model.env, now=lambda: clock[0])
    state, game = ann.model.session.live, ann.model.session.game.encode()
    for i in range(live.MAX_PEERS + 50):  # connections that never speak
        ann.send(PeerJoined(f"silent-{i}"))
        clock[0] += 0.01
    assert len(state.peers) == live.MAX_PEERS and state.holder(1) == "bo"
    clock[0] += live.SILENT_SECONDS
    table_kept = ann.model.session.record.live
    for i in range(live.MAX_WATCHERS + 3):  # watchers: the first ones stay
        ann.send(PeerText(f"eve-{i}", greeting(ann, f"eve-{i}", table_kept, (), game)))
    assert state.watchers() == live.MAX_WATCHERS
    assert not any(p.startswith("silent") for p in state.peers)  # let go once silent
    assert "turned away" in refused(ann)
    room.leave("bo")
    late = decode(game)
    late.play(late.legal_moves()[0])
    refusals = list(state.refused)
    ann.send(PeerText("bo", json.dumps({"t": "move", "game": late.encode()})))
    assert "bo" not in state.peers and state.refused == refusals  # dropped: no ghost
    for i in range(live.MAX_PEERS):  # the slots taken again
        ann.send(PeerJoined(f"again-{i}"))
    room.enter("bo", bo)
    assert state.holder(1) == "bo" and "Bo: connected" in ann.markup()


def test_a_peer_whose_messages_keep_the_thread_busy_is_refused_at_once_for_a_while(table) -> None:
    """Each message of Bo's costs the thread 30 ms here: the fourth within 10 s is the
    last one read, the next ones are refused unread, and 10 s later Bo is heard again."""
    ann, _bo, _room = table
    clock, spent = [0.0], [0.0]

    def cost() -> float:
        spent[0] += 0.03  # read before and after each message: 30 ms a message
        return spent[0]

    ann.model.env = replace(ann.model.env, now=lambda: clock[0], cost=cost)
    state = ann.model.session.live
    for _ in range(4):
        ann.send(PeerText("bo", '{"t":"say","p":"gg"}'))
        clock[0] += 0.1
    assert len([who for who, _ in state.said if who == "Bo"]) == 4
    ann.send(PeerText("bo", '{"t":"say","p":"hi"}'))
    assert "has time for" in refused(ann) and state.said[-1] != ("Bo", "hi")
    clock[0] += live.CHECK_SECONDS
    ann.send(PeerText("bo", '{"t":"say","p":"hi"}'))
    assert state.said[-1] == ("Bo", "hi")


def test_moves_from_a_peer_that_had_its_share_wait_and_are_taken_later(table) -> None:
    """Bo's device sends moves while Ann's has checked its share of his signatures:
    they wait (the last move message, which brings the whole game), and a timer reads
    them once the time has passed; nothing is lost."""
    ann, bo, room = table
    clock = [0.0]
    ann.model.env = replace(ann.model.env, now=lambda: clock[0])
    state = ann.model.session.live
    ann.play(ann.model.session.game.legal_moves()[0])
    room.flush()
    for _ in range(live.CHECK_COUNT):
        state.peers["bo"].spend(clock[0])
    ann.pending.clear()
    bo.play(bo.model.session.game.legal_moves()[0])
    room.flush()
    assert len(ann.model.session.game.history) == 1 and "move" in state.peers["bo"].waiting
    assert ann.pending and not state.refused  # a timer, no refusal
    ann.deliver()  # too soon: it waits again
    assert len(ann.model.session.game.history) == 1
    clock[0] += live.CHECK_SECONDS
    ann.settle()
    assert ann.model.session.game.encode() == bo.model.session.game.encode()
    assert not state.peers["bo"].waiting and not state.refused
    # what follows a move followed it: saved, and the board drawn anew
    assert ann.store.read(ann.model.session.record.id).move_count == 2
    assert ann.state["moves"] == "2"


def test_a_flooding_peer_costs_no_drawing(table) -> None:
    ann, _bo, _room = table
    for _ in range(live.FLOOD_COUNT):
        ann.send(PeerText("bo", "{not json"))
    drawn = dict(ann.screen)
    ann.screen.clear()
    for _ in range(1_000):
        ann.send(PeerText("bo", "{not json"))
    assert ann.screen == {}  # not drawn again
    assert ann.model.session.live.refused[-1] == "Refused from Bo: too many messages at once."
    assert drawn


def test_a_burst_of_refusals_is_drawn_once_then_once_more_by_a_timer(table) -> None:
    ann, _bo, _room = table
    ann.model.env = replace(ann.model.env, now=lambda: 100.0)  # all at one moment
    ann.send(PeerJoined("x"))
    ann.send(PeerText("x", "{first"))
    assert "Refused from a watcher" in ann.markup()
    ann.pending.clear()
    for text in ("[" * 10_000, '{"t":"say","p":"free words"}', "x" * 70_000):
        ann.send(PeerText("x", text))
    assert "far longer" not in ann.markup()  # noted, not drawn yet
    assert len(ann.pending) == 1  # one drawing asked for, whatever came after
    ann.deliver()
    assert "far longer" in ann.markup()


#: A device's own hosts: a relay, a local relay, an MQTT broker, a STUN and a TURN server.
OWN_HOSTS = live_hosts.Hosts(
    ("wss://relay.example.org", "ws://127.0.0.1:7000", "mqtt wss://broker.example.org/mqtt"),
    ("stun:stun.example.org", "turn:turn.example.org bo s3cret"),
)


def last_join(page: FakePage) -> JoinRoom:
    return next(c for c in reversed(page.commands) if isinstance(c, JoinRoom))


def test_an_invitation_carries_the_tables_own_relays_and_the_invited_page_proposes_them() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    assert "rl" not in parse_qs(invite(ann, 1)[1:])  # the defaults go without saying
    ann.model.network = replace(ann.model.network, hosts=OWN_HOSTS)
    public = OWN_HOSTS.without_turn()
    for seat in (1, None):
        fragment = invite(ann, seat)
        assert read_fragment(fragment).hosts == public  # the TURN server stays home
        assert "s3cret" not in fragment and "turn" not in fragment
        bo = device()  # a device that agreed to the defaults
        bo.send(Opened(fragment))
        assert bo.room is None  # asked first: the device's yes is not the table's
        assert bo.model.network.hosts == live_hosts.DEFAULT_HOSTS and bo.model.network.agreed
        box = bo.markup()
        assert "These hosts came from the link to this table" in box
        assert "Nothing is sent until you agree" in box and "relay.example.org" in box
        assert "MQTT brokers" in box and "broker.example.org" in box
        assert "nos.lol" not in box and "TURN servers" not in box
        bo.press("go-live")
        assert bo.room is not None and last_join(bo).relays == public.relays
        assert last_join(bo).ice == public.ice_servers()
        # nothing of this device's own changed: its hosts, its yes, its storage
        assert bo.model.network.hosts == live_hosts.DEFAULT_HOSTS and bo.model.network.agreed
        assert bo.hosts_set == [] and bo.kept_hosts == ""
        saved = bo.store.read(bo.model.session.record.id).live
        assert saved is not None and saved.hosts == public and saved.agreed


def test_a_link_with_hosts_is_asked_about_for_its_table_alone() -> None:
    """Bo's device has its own relays and a table of its own; a link from a table on
    other relays is asked about, then joined through them, while Bo's own table, a
    new one, and the link's table after a reload go on as agreed, without asking."""
    mine = live_hosts.Hosts(("wss://mine.example.org",), ("turn:turn.mine.org bo pw",))
    storage = MemoryStorage()
    bo = FakePage(storage)
    bo.model.network = replace(bo.model.network, hosts=mine, agreed=True)
    bo.send(Opened(""))
    set_up(bo, "tsuro", ["person", "live"], ["Bo", "Di"])
    assert last_join(bo).relays == mine.relays
    own_table = bo.model.session.record.id
    bo.press("menu")
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.model.network = replace(ann.model.network, hosts=OWN_HOSTS)
    joined = joins(bo)
    bo.send(Opened(invite(ann, 1)))
    assert joins(bo) == joined and bo.room is None  # nothing contacted before the yes
    assert "These hosts came from the link to this table" in bo.markup()
    bo.press("go-live")
    assert last_join(bo).relays == OWN_HOSTS.relays
    link_table = bo.model.session.record.id
    # the device's own hosts, and its yes, are as they were
    assert bo.model.network.hosts == mine and bo.model.network.agreed
    assert bo.hosts_set == [] and bo.kept_hosts == ""
    # the device's own table joins through its own hosts, without a new question
    bo.press("menu")
    bo.press("continue", own_table)
    assert bo.room is not None and last_join(bo).relays == mine.relays
    assert "Nothing is sent until you agree" not in bo.markup()
    assert "relay.example.org" not in parse_qs(invite(bo, 1)[1:]).get("rl", [""])[0]
    bo.press("menu")
    set_up(bo, "tsuro", ["person", "live"], ["Bo", "Cy"])  # and so does a new table
    assert last_join(bo).relays == mine.relays
    # after a reload the link's table joins through its own hosts, asked once only
    again = FakePage(storage)
    again.model.network = replace(again.model.network, hosts=mine, agreed=True)
    again.send(Opened(""))
    again.press("menu")
    again.press("continue", link_table)
    assert again.room is not None and last_join(again).relays == OWN_HOSTS.relays
    # the yes to the link's hosts is not one to this device's, nor the other way round
    doubtful = FakePage(storage)
    # (the device's yes not given)
    doubtful.model.network = replace(doubtful.model.network, hosts=mine)
    doubtful.send(Opened(""))
    doubtful.press("menu")
    doubtful.press("continue", own_table)
    assert doubtful.room is None and "Nothing is sent until you agree" in doubtful.markup()
    assert "came from the link" not in doubtful.markup()
    doubtful.press("menu")
    doubtful.press("continue", link_table)
    assert doubtful.room is not None and last_join(doubtful).relays == OWN_HOSTS.relays


def test_a_link_naming_this_devices_own_hosts_asks_nothing_new() -> None:
    """A link whose hosts are this device's own, less its TURN servers (which the
    sender does not know), is joined through this device's hosts, TURN included."""
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.model.network = replace(ann.model.network, hosts=OWN_HOSTS)
    bo = device()
    bo.model.network = replace(bo.model.network, hosts=OWN_HOSTS)
    bo.send(Opened(invite(ann, 1)))
    assert bo.room is not None and last_join(bo).ice == OWN_HOSTS.ice_servers()
    assert bo.model.session.record.live.hosts is None
    assert "came from the link" not in bo.markup()


def test_an_invitation_carries_turn_passwords_only_when_the_player_ticks_the_box() -> None:
    ann = device()
    ann.model.network = replace(ann.model.network, hosts=OWN_HOSTS)
    set_up(ann, "tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    assert "s3cret" not in invite(ann, 1) and "s3cret" not in invite(ann, None)
    ann.press("hosts")
    form = ann.markup()
    assert 'data-field="turn-in-links"' in form and "Put my TURN servers in my invitations" in form
    assert 'data-field="turn-in-links" aria-describedby="live-turn-in-links-help">' in form
    ann.send(read_field("turn-in-links", "true"))
    ann.press("hosts-save")
    assert json.loads(ann.hosts_set[-1])["turn_in_links"] is True
    assert "Your invitations will carry your TURN servers" in ann.model.notice
    assert ann.room is not None and ann.model.network.agreed  # nothing new to contact: not asked
    fragment = invite(ann, 1)
    assert read_fragment(fragment).hosts == OWN_HOSTS
    # the table's own hosts travel on, with the TURN server its link carried
    bo = device()
    bo.send(Opened(fragment))
    bo.press("go-live")
    assert last_join(bo).ice == OWN_HOSTS.ice_servers()
    assert read_fragment(invite(bo, None)).hosts == OWN_HOSTS
    ann.press("hosts")
    assert 'data-field="turn-in-links" aria-describedby="live-turn-in-links-help" checked>' in (
        ann.markup()
    )
    ann.send(read_field("turn-in-links", "false"))
    ann.press("hosts-save")
    assert "will no longer carry" in ann.model.notice and "turn_in_links" not in ann.hosts_set[-1]
    assert "s3cret" not in invite(ann, 2)
    # a table whose link left the TURN server out passes on the same hosts, without it
    cy = device()
    cy.send(Opened(invite(ann, 2)))
    cy.press("go-live")
    assert read_fragment(invite(cy, None)).hosts == OWN_HOSTS.without_turn()
    kept = '{"relays": ["wss://a.org"], "stun": [], "turn_in_links": true}'
    assert live_hosts.turn_in_links(kept)
    assert not live_hosts.turn_in_links("[") and not live_hosts.turn_in_links(None)


def test_a_link_with_damaged_relays_is_refused_in_words() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    relay = live_hosts.Hosts(("wss://relay.example.org",), ())
    ann.model.network = replace(ann.model.network, hosts=relay)
    fragment = invite(ann, 1).replace("relay.example.org", "relay.example.org%0Ahttp%3A%2F%2Fx")
    with pytest.raises(ValueError, match="this link is damaged: Relays, line 2"):
        read_fragment(fragment)
    bo = device()
    bo.send(Opened(fragment))
    assert "This link could not be opened: this link is damaged: Relays, line 2" in bo.model.alert
    assert bo.model.session is None and bo.hosts_set == [] and bo.room is None
    no_relay = invite(ann, 1).replace("&rl=wss%3A%2F%2Frelay.example.org", "")
    with pytest.raises(ValueError, match="this link is damaged: Give at least one relay"):
        read_fragment(no_relay)
    # a table's own hosts, damaged in its save, are refused as its table is
    table = ann.model.session.record.live
    data = {**asdict(table), "hosts": {"relays": ["http://x"], "stun": []}}
    with pytest.raises(ValueError, match="its live table is damaged"):
        Table.from_data(data, ["person", "person"])
    kept = {**asdict(table), "hosts": asdict(OWN_HOSTS), "agreed": True}
    assert Table.from_data(json.loads(json.dumps(kept)), ["person", "person"]) == replace(
        table, hosts=OWN_HOSTS, agreed=True
    )


def test_turn_servers_are_typed_with_their_credentials_and_given_to_webrtc() -> None:
    hosts = live_hosts.hosts_from_lines(
        "wss://relay.example.org", "stun:s.org\n  turns:t.example.org:5349?transport=tcp  bo  pw"
    )
    assert hosts.stun == ("stun:s.org", "turns:t.example.org:5349?transport=tcp bo pw")
    assert live_hosts.read_hosts(live_hosts.hosts_json(hosts)) == hosts  # kept, and read back
    assert json.loads(hosts.ice_servers()) == [
        {"urls": ["stun:s.org"]},
        {"urls": "turns:t.example.org:5349?transport=tcp", "username": "bo", "credential": "pw"},
    ]
    ann = device(agreed=False)
    ann.model.network = replace(ann.model.network, hosts=hosts)
    set_up(ann, "tsuro", ["person", "live"], ["Ann", "Bo"])
    panel = ann.markup()
    assert "TURN servers, which pass the connection on" in panel and "t.example.org" in panel
    assert "pw" not in panel.replace("password", "")  # the credential is not shown
    ann.press("go-live")
    assert next(c for c in reversed(ann.commands) if isinstance(c, JoinRoom)).ice == (
        hosts.ice_servers()
    )


def test_the_invitation_is_shown_in_the_box_to_copy_share_or_scan() -> None:
    ann = host("tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.press("invite", "1")
    box = ann.markup()
    fragment = invite(ann, 1)[1:]
    assert "Invitation for Bo" in box and fragment.replace("&", "&amp;") in box
    for action in ("invite-copy", "invite-qr"):
        assert f'data-action="{action}" data-arg="1"' in box
    ann.press("invite-copy", "1")
    assert isinstance(ann.commands[-1], SendLink) and not ann.commands[-1].share
    ann.press("invite-qr", "1")
    assert any(
        isinstance(c, DrawQr) and c.target == "invite-qr" and c.fragment == fragment
        for c in ann.commands[-3:]
    )
    assert 'id="invite-qr"' in ann.markup()
    ann.press("invite-qr", "1")
    assert 'id="invite-qr"' not in ann.markup()
    ann.press("invite", "watch")
    assert "Link to watch this table" in ann.markup()


def forger(page: FakePage, seat: int) -> live_table.Table:
    """The table as the device of ``seat`` knows it (only its own seat's secret)."""
    return page.model.session.record.live.only([seat])


def test_a_greeting_cannot_bring_moves_its_sender_may_not_sign() -> None:
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo, cy = join(invite(ann, 1)), join(invite(ann, 2))
    room = Room()
    for name, page in (("ann", ann), ("bo", bo), ("cy", cy)):
        room.enter(name, page)
    ann.play(ann.model.session.game.legal_moves()[0])  # Ann, then it is Bo's turn
    room.flush()
    before = ann.model.session.game.encode()
    table = forger(cy, 2)
    room.leave("cy")
    for page in (ann, bo):
        page.send(PeerJoined("mallory"))
    game = decode(before)
    game.play(game.legal_moves()[0])  # Bo's turn, played by Cy's device
    forged = signing.sign(table, game.history, lambda index: 2)  # signed with Cy's key
    for signed in ((), forged.signed):
        for page in (ann, bo):  # Bo's own turn, and a third player's for Ann
            page.send(
                PeerText("mallory", greeting(page, "mallory", table, (2,), game.encode(), signed))
            )
            assert "signature of a player who may make it" in refused(page)
            assert page.model.session.game.encode() == before
    # Bo's own move, made on Bo's device, is taken: it carries Bo's signature
    bo.play(bo.model.session.game.legal_moves()[0])
    room.flush()
    assert ann.model.session.game.encode() == bo.model.session.game.encode() != before


def test_every_move_of_a_live_game_is_signed_by_its_seat_and_kept() -> None:
    ann = host("tsuro", ["person", "live", "easy"], ["Ann", "Bo", "Cpu"])
    bo = join(invite(ann, 1))
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", bo)
    play_live(room, random.Random(4))
    for page in (ann, bo):
        record = page.store.read(page.model.session.record.id)
        moves = decode(record.game).history
        assert len(record.live.signed) == len(moves) and all(record.live.signed)
        assert (
            signing.checked(record.live, moves, 0, record.live.signed, lambda index: {0, 1})
            == record.live.signed
        )

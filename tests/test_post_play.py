"""Play by post in CPython, with the page's own runner (tests/fakepage.py) and relays
in memory (tests/post_net.py): tables set up with a seat "Person elsewhere
(turn-based)", games played by devices that are never online at the same time,
relays that forget or refuse, forged events, and the games waiting on the start
screen."""

from __future__ import annotations

import json
import random

from fakepage import FakePage, set_up, words
from post_net import Net
from test_web_live import invite

from game import decode
from web.ui.arrival.messages import Opened
from web.ui.hosts import Hosts, Network
from web.ui.post import event as events
from web.ui.post import seal, store, wire
from web.ui.post.commands import KeepDevice, OpenRelays, ToRelay
from web.ui.post.messages import RelayText
from web.ui.post.model import DEVICE, MAX_READ
from web.ui.stores import MemoryStorage

RELAYS = ("wss://one.example", "wss://two.example")


def device(storage: MemoryStorage | None = None, *, agreed: bool = True) -> FakePage:
    """A page on a device whose hosts are the test's relays (agreed to or not), opened."""
    page = FakePage(storage if storage is not None else MemoryStorage())
    page.model.network = Network(Hosts(RELAYS, ()), agreed=agreed)
    page.send(Opened(""))
    return page


def play_own_turns(page: FakePage, rng: random.Random) -> int:
    """The page plays while it is its turn (its computers' too); the moves played."""
    session = page.model.session
    assert session is not None
    moves = len(session.game.history)
    for _ in range(50):
        page.settle()
        if not page.model.offered():
            break
        page.play(rng.choice(session.game.legal_moves()))
    return len(session.game.history) - moves


def test_a_table_by_post_is_set_up_from_the_form_and_kept_on_the_relays() -> None:
    net = Net(*RELAYS)
    ann = device()
    assert DEVICE not in ann.storage.data  # nothing kept before a table by post
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    record = ann.model.session.record
    assert record.live is not None and record.live.post and record.live.keyed
    assert any(isinstance(c, KeepDevice) for c in ann.commands)
    assert DEVICE in ann.storage.data
    assert next(c for c in ann.commands if isinstance(c, OpenRelays)).relays == RELAYS
    net.online(ann)
    ann.play(ann.model.session.game.legal_moves()[0])
    net.flush()
    for relay in net.relays.values():  # one event each, holding nothing in clear
        (kept,) = relay.stored
        assert kept["kind"] == events.KIND
        assert "Ann" not in json.dumps(kept) and record.live.room not in json.dumps(kept)
    assert "2 of 2 relays hold this device's last move" in words(ann.markup())
    shown = words(ann.markup())
    assert "Waiting for Bo, who plays turn-based" in shown
    assert "Bo: plays turn-based, through the relays" in shown


def play_by_post(
    game: str, names: list[str], seed: int, turns: int = 2_000
) -> tuple[Net, list[FakePage]]:
    """A game of ``names`` (the first sets the table up, each other plays by post on a
    device of their own), where the device of the player to move opens the page, finds
    the others' moves, plays, and leaves: never two online at once; until it ends, or
    for ``turns`` turns."""
    net, rng = Net(*RELAYS), random.Random(seed)
    host = device()
    set_up(host, game, ["person"] + ["post"] * (len(names) - 1), names)
    links = [invite(host, seat) for seat in range(1, len(names))]
    storages = [host.storage] + [MemoryStorage() for _ in links]
    pages = [host]
    net.online(host)
    for storage, link in zip(storages[1:], links, strict=True):  # each opens its link once
        net.offline(pages[-1])
        page = device(storage)
        page.send(Opened(link))
        pages.append(page)
        net.online(page)
    net.offline(pages[-1])
    for _turn in range(turns):
        newest = max(pages, key=lambda p: len(p.model.session.game.history))  # type: ignore[union-attr]
        known = newest.model.session
        assert known is not None
        if known.game.is_over():
            break
        seat = known.game.players.index(known.game.to_move)
        page = device(storages[seat])  # the page opened anew, the game resumed
        net.online(page)
        assert play_own_turns(page, rng) > 0, f"{names[seat]} found no move to play"
        net.offline(page)
        pages[seat] = page
    for page in pages:  # each opens the page once more: the game ends everywhere
        again = device(page.storage)
        net.online(again)
        net.offline(again)
        pages[pages.index(page)] = again
    return net, pages


def test_two_people_play_a_whole_tsuro_game_never_online_at_once() -> None:
    net, pages = play_by_post("tsuro", ["Ann", "Bo"], 9)
    games = {p.model.session.game.encode() for p in pages}  # type: ignore[union-attr]
    assert len(games) == 1
    game = decode(games.pop())
    assert game.is_over() and len(game.history) >= 10
    # the load: one event a move and relay (no relay forgot here), each under 1 KB
    moves, total = len(game.history), sum(r.events for r in net.relays.values())
    assert total == len(RELAYS) * moves
    assert sum(r.bytes for r in net.relays.values()) < 1_000 * total
    assert all(len(r.stored) == 2 for r in net.relays.values())  # one a device


def test_four_people_play_shangrila_by_post_never_online_at_once() -> None:
    """Three rounds of four-player Shangri-La (a whole game: 5.5 s here, too long for
    the suite; the browser's test plays over two days)."""
    _net, pages = play_by_post("shangrila", ["Ann", "Bo", "Cy", "Di"], 3, turns=12)
    games = {p.model.session.game.encode() for p in pages}  # type: ignore[union-attr]
    assert len(games) == 1 and len(decode(games.pop()).history) == 12


def test_a_move_that_arrives_while_the_start_screen_is_open_waits_there() -> None:
    net, rng = Net(*RELAYS), random.Random(2)
    ann = device()
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    link = invite(ann, 1)
    net.online(ann)
    play_own_turns(ann, rng)
    ann.press("menu")  # back to the start screen: nothing waits for Ann
    assert ann.model.screen.name == "start" and ann.title == ""
    bo = device()
    bo.send(Opened(link))
    net.online(bo)
    play_own_turns(bo, rng)
    net.flush()  # Bo's move reaches Ann's start screen through the relays
    assert ann.title == "1 game waits for you" and ann.badge == 1
    listed = words(ann.screen["screen"])
    assert "Ann, your turn" in listed and "Tsuro with Bo" in listed
    saved = ann.store.read(ann.model.post.waiting[0].record)
    assert len(decode(saved.game).history) == len(bo.model.session.game.history)  # type: ignore[union-attr]
    ann.press("continue", ann.model.post.waiting[0].record)
    assert ann.model.offered()


def test_a_relay_that_forgets_gets_the_game_again_and_one_that_refuses_is_named() -> None:
    net, rng = Net(*RELAYS), random.Random(6)
    one, two = net.relays.values()
    two.refusing = True
    ann = device()
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    net.online(ann)
    play_own_turns(ann, rng)
    net.flush()
    assert len(one.stored) == 1 and two.stored == []
    assert "1 of 2 relays holds this device's last move" in words(ann.markup())
    net.offline(ann)
    one.lose()
    again = device(ann.storage)
    net.online(again)  # asked: the relay lacks the game, which is published again
    assert len(one.stored) == 1
    bo = device()
    bo.send(Opened(invite(again, 1)))
    net.online(bo)
    assert bo.model.session.game.encode() == again.model.session.game.encode()  # type: ignore[union-attr]


def test_a_forged_event_changes_nothing() -> None:
    """Events from a relay that the page must not believe: sealed with another
    password, or sealed with the table's but with moves nobody signed."""
    net = Net(*RELAYS)
    ann = device()
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    net.online(ann)
    session = ann.model.session
    assert session is not None and session.record.live is not None
    table = session.record.live
    before = session.game.encode()
    kept = ann.model.post.table(table.room)
    assert kept is not None
    forger = store.keep(table.room, table.key, "forger", b"f" * 32, list(RELAYS))
    game = session.game.copy()
    game.play(game.legal_moves()[0])  # a move for Ann, not signed by her seat
    forged = store.posted(forger, game.encode(), (), int(ann.epoch))
    other = store.keep(table.room, "x" * 22, "forger", b"g" * 32, list(RELAYS))
    wrong = store.posted(other, game.encode(), (), int(ann.epoch))
    for made in (forged, wrong):
        assert made.ours is not None
        text = wire.publish(made.ours).replace('["EVENT",', '["EVENT","post",', 1)
        ann.send(RelayText(RELAYS[0], text))
    assert session.game.encode() == before
    assert "Refused from the relays" in words(ann.markup())
    notes = list(session.live.refused)  # type: ignore[union-attr]
    ann.send(RelayText(RELAYS[0], text))  # the same event, fetched again: said once
    assert session.live.refused == notes  # type: ignore[union-attr]
    assert seal.MAX_SEALED > 0  # (the module is the one the page uses)


def test_the_player_may_ask_to_be_told_and_is_told_of_a_game_that_waits() -> None:
    net, rng = Net(*RELAYS), random.Random(8)
    ann = device()
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    link = invite(ann, 1)
    net.online(ann)
    play_own_turns(ann, rng)
    ann.press("menu")
    ann.press("post-notify")
    assert "You will be told" in ann.model.notice
    bo = device()
    bo.send(Opened(link))
    net.online(bo)
    play_own_turns(bo, rng)
    net.flush()
    ((title, body, tag),) = ann.notified
    assert title == "Your turn" and "Ann" in body and "Bo" in body and tag.startswith("post-")


def test_a_table_whose_hosts_are_not_agreed_to_contacts_no_relay() -> None:
    ann = device(agreed=False)
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    ann.play(ann.model.session.game.legal_moves()[0])  # type: ignore[union-attr]
    assert not any(isinstance(c, OpenRelays | ToRelay) for c in ann.commands)
    assert DEVICE not in ann.storage.data
    ann.press("go-live")  # the player agrees: the relays are contacted
    assert next(c for c in ann.commands if isinstance(c, OpenRelays)).relays == RELAYS


def test_a_relay_that_floods_the_page_is_not_read_past_its_share(monkeypatch) -> None:
    """Each event a relay sends costs a signature's check: past MAX_READ since the
    relay was last asked, its events are not read at all until it is asked again."""
    net = Net(*RELAYS)
    ann = device()
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    net.online(ann)
    checked = []
    monkeypatch.setattr(events.secp256k1, "verify", lambda *a: checked.append(1) or False)
    table = ann.model.session.record.live  # type: ignore[union-attr]
    forger = store.keep(table.room, table.key, "forger", b"f" * 32, list(RELAYS))
    made = store.posted(forger, ann.model.session.game.encode(), (), int(ann.epoch))  # type: ignore[union-attr]
    assert made.ours is not None
    text = wire.publish(made.ours).replace('["EVENT",', '["EVENT","post",', 1)
    for _ in range(MAX_READ + 30):
        ann.send(RelayText(RELAYS[0], text))
    assert len(checked) == MAX_READ
    ann.ring()  # minutes pass: the relays are asked again, and read again
    net.flush()
    ann.send(RelayText(RELAYS[0], text))
    assert len(checked) == MAX_READ + 1


def test_before_the_hosts_are_agreed_to_the_box_says_what_the_relays_will_keep() -> None:
    ann = device(agreed=False)
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    box = words(ann.markup())
    assert "the relays will also keep one small event per device" in box
    assert "never the game in clear" in box

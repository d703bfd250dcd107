"""What one table keeps on relays (web/ui/post/store.py): the event published after a
move, which relays hold it and which lack it, the other devices' newest events, and
one of them made a candidate game that live play's gate takes, or refused."""

from __future__ import annotations

import doctest
import random
from dataclasses import replace

import pytest
from fakepage import FakePage, set_up
from hypothesis import given, settings
from hypothesis import strategies as st

from game.arena import new_game
from web.ui import post, secp256k1
from web.ui.arrival.messages import Opened
from web.ui.commands import SendLink
from web.ui.live import gate
from web.ui.post import event, seal, store, wire
from web.ui.post.store import NotAGame
from web.ui.stores import MemoryStorage

ROOM, PASSWORD = "r" * 16, "k" * 22
RELAYS = ["ws://one", "ws://two", "ws://three"]
SIGNED = ("0:" + "A" * 86, "1:" + "B" * 86, "", "0:" + "C" * 86)


def device(name: str) -> store.Kept:
    return store.keep(ROOM, PASSWORD, name, name.encode() * 4, RELAYS)


def test_docstring_examples() -> None:
    for module in (post, store):
        assert doctest.testmod(module).failed == 0


def test_the_payload_keeps_each_seat_s_last_signature() -> None:
    text = store.payload("T1.game", SIGNED)
    assert text == '{"v":1,"g":"T1.game","s":["1:1:' + "B" * 86 + '","3:0:' + "C" * 86 + '"]}'
    assert store.read_payload(text) == ("T1.game", ("", "1:" + "B" * 86, "", "0:" + "C" * 86))
    assert store.read_payload(store.payload("T1.g", ())) == ("T1.g", ())


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        '{"v":2,"g":"x","s":[]}',
        '{"v":1,"g":5,"s":[]}',
        '{"v":1,"g":"x","s":{}}',
        '{"v":1,"g":"x","s":[5]}',
        '{"v":1,"g":"x","s":["x:0:' + "A" * 86 + '"]}',
        '{"v":1,"g":"x","s":["1000:0:' + "A" * 86 + '"]}',
        '{"v":1,"g":"x","s":["1:0:short"]}',
        '{"v":1,"g":"x","s":["1:"]}',
        '{"v":1,"g":"x","s":' + str(["1:0:" + "A" * 86] * 9).replace("'", '"') + "}",
        '{"v":1,"g":"x","s":[[[[]]]]}',
    ],
)
def test_a_payload_not_of_its_form_is_refused(text: str) -> None:
    with pytest.raises(NotAGame):
        store.read_payload(text)


def test_each_device_and_table_has_its_own_author_key() -> None:
    ann, bo = device("ann"), device("bo")
    assert ann.secret != bo.secret and ann.secret == device("ann").secret
    other_table = store.keep("R" * 16, PASSWORD, "ann", b"ann" * 4, RELAYS)
    assert other_table.secret != ann.secret
    assert secp256k1.public_key(ann.secret)  # a key
    assert PASSWORD not in repr(ann) and "secret" not in repr(ann)  # never in a log


def test_a_move_makes_an_event_that_replaces_the_last() -> None:
    ann = store.posted(device("ann"), "T1.one", SIGNED, now=1_000)
    first = ann.ours
    assert first is not None and first.created_at == 1_000 and first.kind == 30078
    assert first.tags == ann.tags and first.tag("t") == ann.table
    assert ROOM not in first.content and "T1.one" not in first.content  # (random text: not "T1")
    assert event.checked(first.data()) == first
    ann = store.posted(ann, "T1.two", SIGNED, now=1_000)  # within the same second
    second = ann.ours
    assert second is not None and second.created_at == 1_001 and second.tag("d") == first.tag("d")
    assert store.posted(ann, "T1.three", (), now=5_000).ours.created_at == 5_000  # type: ignore[union-attr]
    with pytest.raises(seal.Unsealable):
        store.posted(ann, "x" * seal.MAX_PLAIN, (), now=6_000)


def test_what_each_relay_holds_and_which_lack_the_newest() -> None:
    ann, bo = device("ann"), store.posted(device("bo"), "T1.bo", (), now=50)
    ann = store.posted(ann, "T1.a", (), now=100)
    assert ann.ours is not None and bo.ours is not None
    ask = store.ask(ann)
    assert ask.data() == {"kinds": [30078], "#t": [ann.table], "limit": store.LIMIT}
    assert store.subscription(ann).startswith("post-") and ROOM not in store.subscription(ann)
    assert store.lacking(ann) == () and store.holding(ann) == ()
    for relay in RELAYS:
        ann = store.asking(ann, relay)
    ann = store.accepted(ann, "ws://one", ann.ours.id, True)
    ann = store.accepted(ann, "ws://two", ann.ours.id, False)  # refused
    ann = store.accepted(ann, "ws://nowhere", ann.ours.id, True)  # not one of the table's
    ann = store.found(ann, "ws://two", bo.ours)
    ann = store.found(ann, "ws://three", ann.ours)
    for relay in ("ws://one", "ws://two"):
        ann = store.stored(ann, relay)
    assert store.holding(ann) == ("ws://one", "ws://three")
    assert store.lacking(ann) == ("ws://two",)  # answered without it; three has not answered
    ann = store.stored(ann, "ws://three")
    assert store.lacking(ann) == ("ws://two",)
    # the next move: nobody holds it until they say so
    ann = store.posted(ann, "T1.a2", (), now=200)
    assert store.holding(ann) == () and store.lacking(ann) == tuple(RELAYS)
    ann = store.asking(ann, "ws://one")
    assert store.lacking(ann) == ("ws://two", "ws://three") and ann.of("ws://one") == ()


def test_older_versions_and_other_tables_events_are_left_out() -> None:
    ann = store.posted(device("ann"), "T1.a", (), now=100)
    old = ann.ours
    ann = store.posted(ann, "T1.b", (), now=100)
    new = ann.ours
    assert old is not None and new is not None
    ann = store.found(ann, "ws://one", new)
    assert store.found(ann, "ws://one", old) == ann  # the relay keeps an older one too
    assert store.found(ann, "ws://one", new) == ann
    stranger = store.posted(
        store.keep("R" * 16, "K" * 22, "x", b"x" * 8, RELAYS), "T1.s", (), now=9
    )
    assert stranger.ours is not None and store.found(ann, "ws://one", stranger.ours) == ann
    note = event.signed(b"\x01" * 32, 5, 1, (("t", ann.table),), "hello")
    assert store.found(ann, "ws://one", note) == ann  # another kind
    with pytest.raises(NotAGame, match="another table"):
        store.candidate(ann, stranger.ours)


def test_the_others_newest_events_and_a_candidate_from_each() -> None:
    ann = store.posted(device("ann"), "T1.ann", (), now=300)
    bo = store.posted(device("bo"), "T1.bo-old", SIGNED, now=100)
    bo_old = bo.ours
    bo = store.posted(bo, "T1.bo", SIGNED, now=200)
    cy = store.posted(device("cy"), "T1.cy", (), now=150)
    events = [e for e in (ann.ours, bo_old, bo.ours, cy.ours) if e is not None]
    newest = store.others(ann, events)
    assert newest == (bo.ours, cy.ours)
    found = store.candidate(ann, newest[0])
    assert found == store.Candidate(
        "T1.bo", ("", "1:" + "B" * 86, "", "0:" + "C" * 86), bo.ours.pubkey, 200
    )  # type: ignore[union-attr]


def test_a_candidate_needs_the_table_s_password_and_its_own_d_tag() -> None:
    ann, bo = device("ann"), store.posted(device("bo"), "T1.bo", (), now=100)
    assert bo.ours is not None
    # a table member who knows the room but seals with another password
    wrong = store.Kept(ROOM, "K" * 22, "eve", b"\x05" * 32, tuple(RELAYS))
    forged = event.table_event(
        wrong.secret,
        ann.tags,
        seal.seal(store.payload("T1.x", ()), seal.table_keys(ROOM, "K" * 22), bound=ann.tags[0][1]),
        100,
    )
    with pytest.raises(NotAGame, match="does not unseal"):
        store.candidate(ann, forged)
    # bo's content moved under another d tag (a replay as another device's)
    moved = event.table_event(b"\x06" * 32, ann.tags, bo.ours.content, 100)
    with pytest.raises(NotAGame, match="does not unseal"):
        store.candidate(ann, moved)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["ask", "found", "stored", "ok", "no", "post"]),
            st.integers(0, 3),
            st.integers(0, 2),
        ),
        max_size=25,
    )
)
def test_whatever_the_relays_say_the_state_holds_together(
    steps: list[tuple[str, int, int]],
) -> None:
    """Holding and lacking never overlap, lacking only answered relays, and no relay
    is known to hold more than one version of one device's event."""
    devices = [store.posted(device(name), f"T1.{name}", (), now=10) for name in ("ann", "bo", "cy")]
    ann, now = devices[0], 10
    relays = [*RELAYS, "ws://stranger"]
    for step, relay_at, who in steps:
        relay = relays[relay_at]
        theirs = devices[who].ours
        assert theirs is not None and ann.ours is not None
        match step:
            case "ask":
                ann = store.asking(ann, relay)
            case "found":
                ann = store.found(ann, relay, ann.ours if who == 0 else theirs)
            case "stored":
                ann = store.stored(ann, relay)
            case "ok" | "no":
                ann = store.accepted(ann, relay, ann.ours.id, step == "ok")
            case "post":
                now += who
                ann = store.posted(ann, f"T1.{now}", (), now=now)
                devices[0] = ann
        holding, lacking = set(store.holding(ann)), set(store.lacking(ann))
        assert not holding & lacking and lacking <= ann.answered <= set(RELAYS)
        for _relay, seen in ann.held:
            assert len({(s.author, s.device) for s in seen}) == len(seen)


# The whole way, with the page's own devices: a move made on one device, kept as its
# event, taken by the other through live play's gate.


def live_pair() -> tuple[FakePage, FakePage]:
    ann = FakePage(MemoryStorage())
    ann.model.network = replace(ann.model.network, agreed=True)
    ann.send(Opened(""))
    set_up(ann, "tsuro", ["person", "live"], ["Ann", "Bo"])
    ann.press("invite", "1")
    link = next(c for c in reversed(ann.commands) if isinstance(c, SendLink))
    bo = FakePage(MemoryStorage())
    bo.model.network = replace(bo.model.network, agreed=True)
    bo.send(Opened("#" + link.fragment))
    return ann, bo


def test_a_move_kept_on_a_relay_passes_the_gate_and_a_forged_one_does_not() -> None:
    ann, bo = live_pair()
    rng = random.Random(5)
    for _ in range(3):  # Ann's moves, made while Bo is away (nothing delivered)
        if not ann.model.offered():
            break
        ann.play(rng.choice(ann.model.session.game.legal_moves()))
    table = ann.model.session.record.live
    assert table is not None and table.keyed
    kept = store.posted(
        device("ann-device"), ann.model.session.game.encode(), table.signed, now=1_000
    )
    assert kept.ours is not None
    read = wire.read(wire.publish(kept.ours).replace('["EVENT",', '["EVENT","s",', 1))
    assert isinstance(read, wire.Found)
    found = store.candidate(device("bo-device"), read.event)
    persons_elsewhere = (0,)  # every person's seat not played on Bo's device
    verdict = gate.judge(
        bo.model.session, persons_elsewhere, found.game, found.signed, strict=False
    )
    assert isinstance(verdict, gate.Taken) and verdict.moves
    # the same game without Ann's signatures: refused
    with pytest.raises(ValueError):
        gate.judge(bo.model.session, persons_elsewhere, found.game, (), strict=False)


@pytest.mark.parametrize(("name", "players"), [("shangrila", 4), ("tsuro", 8)])
def test_a_whole_game_s_event_is_well_within_a_relay_s_limit(name: str, players: int) -> None:
    """A finished random game with every seat's signature: its sealed content well
    under the 4,096 characters a relay takes, its EVENT message under 2 KB (the load
    on a relay: one such event a move, replacing the last)."""
    game = new_game(name, players, 1)
    rng = random.Random(1)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    signed = tuple(f"{i % players}:" + "A" * 86 for i in range(len(game.history)))
    kept = store.posted(device("ann"), game.encode(), signed, now=1_800_000_000)
    assert kept.ours is not None
    assert len(kept.ours.content) < seal.MAX_SEALED // 3
    assert len(wire.publish(kept.ours)) < 2_000

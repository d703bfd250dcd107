"""The relays' messages (web/ui/post/wire.py): each written as NIP-01 has it, each read,
and anything else, malformed, too long or too deep, ignored with a reason, never
raised."""

from __future__ import annotations

import doctest
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.ui.post import event, wire
from web.ui.post.wire import Accepted, Closed, Filter, Found, Ignored, Notice, Stored

EVENT = event.signed(
    bytes(31) + b"\x09", 1_764_600_000, event.KIND, (("t", "x"),), "c", aux=bytes(32)
)


def test_docstring_examples() -> None:
    assert doctest.testmod(wire).failed == 0


def test_what_is_written() -> None:
    assert json.loads(wire.publish(EVENT)) == ["EVENT", EVENT.data()]
    every = Filter(
        kinds=(30078,),
        authors=("ab" * 32,),
        tags=(("t", ("x", "y")), ("d", ("z",))),
        since=5,
        limit=9,
    )
    assert json.loads(wire.request("s", every, Filter())) == [
        "REQ",
        "s",
        {
            "kinds": [30078],
            "authors": ["ab" * 32],
            "#t": ["x", "y"],
            "#d": ["z"],
            "since": 5,
            "limit": 9,
        },
        {},
    ]
    assert wire.close("s") == '["CLOSE","s"]'
    assert " " not in wire.publish(EVENT)


@pytest.mark.parametrize(
    ("message", "read"),
    [
        (["OK", "ab" * 32, True, ""], Accepted("ab" * 32, True, "")),
        (
            ["OK", "ab" * 32, False, "invalid: too old"],
            Accepted("ab" * 32, False, "invalid: too old"),
        ),
        (["EVENT", "s", EVENT.data()], Found("s", EVENT)),
        (["EOSE", "s"], Stored("s")),
        (["NOTICE", "slow down"], Notice("slow down")),
        (["CLOSED", "s", "error: shutting down"], Closed("s", "error: shutting down")),
        (["CLOSED", "s"], Closed("s", "")),
        (["OK", "ab" * 32, True], Accepted("ab" * 32, True, "")),
    ],
)
def test_what_is_read(message: list[object], read: wire.RelayMessage) -> None:
    assert wire.read(json.dumps(message)) == read


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "not read: it is not readable (damaged data)"),
        ("[" * 100, "not read: it is nested too deeply to be anything this page writes"),
        (
            '["NOTICE","' + "x" * 9_000 + '"]',
            "not read: it is far longer than anything this page writes",
        ),
        ("{}", "not a relay's message"),
        ("[]", "not a relay's message"),
        ("[1]", "not a relay's message"),
        ('["AUTH","x"]', "a message of a kind not read here: AUTH"),
        ('["OK","x","true",""]', "an OK not of its form"),
        ('["OK","x"]', "an OK not of its form"),
        ('["OK","x",true,5]', "an OK not of its form"),
        ('["EVENT",{}]', "an EVENT not of its form"),
        ('["EVENT","","x"]', "an EVENT not of its form"),
        ('["EVENT","' + "s" * 65 + '",{}]', "an EVENT not of its form"),
        ('["EVENT","s",{}]', "an event not read: its id, author or signature is not of their form"),
        ('["EOSE"]', "an EOSE not of its form"),
        ('["NOTICE",5]', "a NOTICE not of its form"),
        ('["CLOSED",null,"x"]', "a CLOSED not of its form"),
    ],
)
def test_anything_else_is_ignored_with_its_reason(text: str, reason: str) -> None:
    assert wire.read(text) == Ignored(reason)


def test_an_event_tampered_after_signing_is_ignored_and_its_check_costs() -> None:
    spent: list[int] = []
    tampered = {**EVENT.data(), "content": "d"}
    tampered["id"] = event.event_id(EVENT.pubkey, EVENT.created_at, EVENT.kind, EVENT.tags, "d")
    read = wire.read(json.dumps(["EVENT", "s", tampered]), spend=lambda: spent.append(1))
    assert read == Ignored("an event not read: its signature does not hold") and spent == [1]


def test_a_relay_s_long_words_are_cut() -> None:
    read = wire.read(json.dumps(["NOTICE", "x" * 2_000]))
    assert isinstance(read, Notice) and len(read.message) == wire.MAX_TEXT


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["OK", "EVENT", "EOSE", "NOTICE", "CLOSED", "REQ", ""]),
    st.lists(
        st.none() | st.booleans() | st.integers() | st.text(max_size=6) | st.just({}), max_size=4
    ),
)
def test_nothing_read_raises(kind: str, rest: list[object]) -> None:
    assert isinstance(wire.read(json.dumps([kind, *rest])), wire.RelayMessage)

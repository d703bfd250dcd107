"""Live play between browser contexts through a small Nostr relay on 127.0.0.1
(tests/relay.py) and no STUN server: whole games, a watcher, a reload, a hostile peer,
the relay down, the relays changed in the page, and nothing sent anywhere before the
player agrees."""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import socket
import struct
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pagehelp import (
    KeptDevices,
    Watch,
    button,
    click_shangrila_move,
    click_tsuro_move,
    computers_at_once,
    current_game,
    new_context,
    open_page,
    pick_shangrila_move,
    settled,
    store_all,
    wait_ready,
)
from playwright.sync_api import Browser, Frame, Page, expect
from test_page import DESKTOP, start_game, start_shangrila

from game.core import Game
from web.ui.hosts import AGREED, HOSTS

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from relay import Relay

#: ms: a peer's move on the other boards, a connection (the relay is local).
LIVE_TIMEOUT = 30_000
#: ms: the longest wait between two retries of a relay that is down (web/live.mjs).
RETRY_CAP = 30_000
#: What Trystero writes to the console as an error when a peer leaves or a relay fails.
TRYSTERO_NOISE = ["Trystero peer error", "Trystero: relay failure"]


#: A relay started by hand, to run these tests against another implementation than
#: tests/relay.py (``LIVE_RELAY=ws://127.0.0.1:PORT``; see docs/live-play.md).
#: The tests that stop the relay or count its events are then skipped.
ELSEWHERE = os.environ.get("LIVE_RELAY", "")


class OtherRelay:
    """A relay this suite did not start: its address only."""

    def __init__(self, url: str) -> None:
        self.url = url.rstrip("/")

    @property
    def port(self) -> int:
        pytest.skip("the relay was not started by the suite")

    @property
    def events(self) -> int:
        pytest.skip("the relay's events are not counted")

    def stop(self) -> None:
        pytest.skip("the relay was not started by the suite")


@pytest.fixture
def relay() -> Iterator[Relay]:
    if ELSEWHERE:
        yield OtherRelay(ELSEWHERE)  # type: ignore[misc]
        return
    with Relay() as running:
        yield running


Opener = Callable[..., Page]

#: A network that blocks peer-to-peer: every WebRTC connection may only go through a
#: TURN relay, and there is none, so no candidate is ever found.
BLOCK_DIRECT = """{
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = function (config) {
        return new Native({...(config || {}), iceTransportPolicy: "relay"});
    };
    window.RTCPeerConnection.prototype = Native.prototype;
}"""


@pytest.fixture
def device(browser: Browser, site: str, relay: Relay, kept: KeptDevices) -> Iterator[Opener]:
    """A function that opens the page in a browser context of its own whose live play
    uses the local relay and no STUN server (``agreed``: the player already agreed to
    it): a kept device (:class:`pagehelp.KeptDevices`) unless it needs init scripts or
    the clock (``blocked``, ``clock``), then a new context."""
    opened: list[tuple[object, Watch]] = []
    keeping, stack, count = kept, contextlib.ExitStack(), iter(range(100))
    clipboard = ("clipboard-read", "clipboard-write")

    def make(
        url: str = "",
        *,
        agreed: bool = True,
        relay_url: str = "",
        expected: tuple = (),
        kept: bool = True,
        blocked: bool = False,
        clock: bool = False,
        servers: tuple[str, ...] = (),
        relays: tuple[str, ...] = (),
    ) -> Page:
        """``kept``: the hosts are set in storage (else the page's own until changed);
        ``blocked``: its network lets no direct connection through (WebRTC may only use
        TURN servers: ``servers`` names them, none by default); ``clock``: Playwright's
        clock is installed (the test moves time on); ``relays``: its relay lines (else
        ``relay_url``, else the local relay's)."""
        lines = relays or (relay_url or relay.url,)
        hosts = json.dumps({"relays": list(lines), "stun": list(servers)})
        keys = {HOSTS: hosts, **({AGREED: hosts} if agreed else {})} if kept else {}
        # Trystero reports a peer that went (a reload) and a relay that refused, as errors
        if not blocked and not clock:
            page = stack.enter_context(
                keeping.page(
                    viewport=DESKTOP,
                    permissions=clipboard,
                    device=next(count),
                    relays=frozenset(line.removeprefix("mqtt ") for line in lines),
                    expected=(*TRYSTERO_NOISE, *expected),
                )
            )
            store_all(page, keys)  # stored before the page starts
            open_page(page, site + url)
            return page
        watch = Watch(
            site,
            relays={line.removeprefix("mqtt ") for line in lines},
            expected=[*TRYSTERO_NOISE, *expected],
        )
        context = new_context(browser, visited=site, viewport=DESKTOP)
        context.grant_permissions(list(clipboard))
        context.add_init_script(
            "try { for (const [key, value] of Object.entries(" + json.dumps(keys) + "))"
            " localStorage.setItem(key, value); } catch (error) {}"  # (about:blank has none)
        )
        if blocked:
            context.add_init_script(BLOCK_DIRECT)
        watch.attach(context)
        opened.append((context, watch))
        page = context.new_page()
        if clock:
            page.clock.install()
        open_page(page, site + url)
        return page

    with stack:
        yield make
    for context, watch in opened:
        context.close()  # type: ignore[attr-defined]
        watch.check()


def live_box(page: Page):
    return page.get_by_role("region", name="Live table")


def invite(page: Page, name: str | None) -> str:
    """Press "Invite <name>" (or "Link to watch") and return the link it gave."""
    field = page.get_by_label("Share link")
    before = field.input_value() if field.count() else ""
    if name is None:
        button(page, "Link to watch")
    else:
        page.get_by_role("button", name=f"Invite {name}", exact=True).click()
    expect(field).not_to_have_value(before)
    expect(field).to_have_value(re.compile("&r=.*&k=.*&c="))
    return "#" + field.input_value().split("#", 1)[1]


def connected(page: Page, name: str) -> None:
    expect(live_box(page)).to_contain_text(f"{name}: connected", timeout=LIVE_TIMEOUT)


def play_out(
    pages: dict[int, Page],
    watchers: list[Page],
    rng: random.Random,
    stop: int | None = None,
    click: Callable[[Page, Game, random.Random], None] = lambda page, game, rng: click_tsuro_move(
        page, rng.choice(game.legal_moves())
    ),
    people: set[int] | None = None,
) -> Game:
    """Each seat's device plays its moves (a seat without a page is a computer, played
    by one of them, or a person away); every board shows each move, and the computers'
    after it (to ``stop`` moves or a few more, or the end). ``people``: the seats of
    persons (those of ``pages``, unless given)."""
    page = next(iter(pages.values()))
    game = current_game(page)
    turns = {str(game.players[seat]) for seat in (people or pages)}
    while not game.is_over() and (stop is None or len(game.history) < stop):
        seat = game.players.index(game.to_move)
        if seat in pages:
            click(pages[seat], game, rng)
        for each in [*pages.values(), *watchers]:
            settled_live(each, len(game.history), turns)
        game = current_game(page)
    return game


def settled_live(page: Page, moves: int, turns: set[str] | None = None) -> None:
    """Wait until the page is idle with its game saved: at ``moves`` moves, or (with
    ``turns``) past ``moves`` and on one of ``turns`` (the computers have played)."""
    selector = 'body[data-activity="idle"][data-save="saved"]'
    if turns is None:
        selector += f'[data-moves="{moves}"]'
    else:
        selector += "".join(f':not([data-moves="{n}"])' for n in range(moves + 1))
        on = ",".join(f'[data-turn="{turn}"]' for turn in (*sorted(turns), "over"))
        selector += f":is({on})"
    page.wait_for_selector(selector, state="attached", timeout=LIVE_TIMEOUT)


def ended_alike(pages: list[Page], game: Game) -> None:
    """Every page shows ``game``, over."""
    for page in pages:
        expect(page.get_by_role("heading", name="Game over")).to_be_visible()
        assert current_game(page).history == game.history


def test_nothing_leaves_the_page_before_the_player_agrees(device, relay: Relay) -> None:
    ann = device(agreed=False)
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    box = live_box(ann)
    expect(box).to_contain_text("Nothing is sent until you agree")
    expect(box).to_contain_text(relay.url.removeprefix("ws://"))
    assert ann.evaluate(
        "performance.getEntriesByType('resource').every((r) => !r.name.includes('trystero'))"
    ), "Trystero loaded too soon"
    assert relay.events == 0
    button(ann, "Play live")
    expect(box).to_contain_text("Connected to the relays", timeout=LIVE_TIMEOUT)
    assert ann.evaluate(
        "performance.getEntriesByType('resource').some((r) => r.name.includes('trystero'))"
    )


def test_two_devices_play_a_whole_game_live_and_a_reload_keeps_the_seat(device) -> None:
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    expect(live_box(ann)).to_contain_text("Connected to the relays", timeout=LIVE_TIMEOUT)
    bo = device(invite(ann, "Bo"))
    box = live_box(ann)  # the invitation stays in the box, to copy, share or scan
    expect(box.get_by_role("textbox", name="Invitation for Bo")).to_have_value(re.compile("&sk="))
    box.get_by_role("button", name="QR code").click()
    qr = box.get_by_role("img", name="QR code of Invitation for Bo")
    expect(qr.locator("svg")).to_have_count(1)
    connected(ann, "Bo")
    connected(bo, "Ann")
    rng = random.Random(7)
    game = play_out({0: ann, 1: bo}, [], rng, stop=4)
    bo.reload()
    wait_ready(bo)  # (until then the page shows its last screen, kept: web/boot.js)
    settled_live(bo, len(game.history))
    connected(bo, "Ann")
    ended_alike([ann, bo], play_out({0: ann, 1: bo}, [], rng))


def test_three_players_and_a_watcher(device) -> None:
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo", "Cy"], seats=["person", "live", "live"])
    bo, cy, eve = device(invite(ann, "Bo")), device(invite(ann, "Cy")), device(invite(ann, None))
    for name in ("Bo", "Cy"):
        connected(ann, name)
    expect(live_box(ann)).to_contain_text("Watching: 1", timeout=LIVE_TIMEOUT)
    expect(eve.locator(".hand-tile")).to_have_count(0)
    play_out({0: ann, 1: bo, 2: cy}, [eve], random.Random(4))
    expect(eve.get_by_role("heading", name="Game over")).to_be_visible()


#: A page's own transport (web/live.mjs) used by hand, as a hostile device would: it
#: joins a room and records everything it hears (``window.heard``: ``[kind, peer,
#: text]``, its own id in the room first, as ``self``).
INTRUDE = """async ([room, key, relay]) => {
    const live = await import('./web/live.mjs');
    window.heard = [];
    window.live = live;
    live.join(room, key, [relay], '[]',
              (kind, peer, text) => window.heard.push([kind, peer, text]));
}"""

#: The greetings heard (``[peer, text]``), those that answer ``answers`` if given.
GREETINGS = """([answers]) => window.heard.filter(([kind, peer, text]) => {
    if (kind !== 'message') return false;
    try {
        const data = JSON.parse(text);
        return data.t === 'hello' && (answers === null || data.a === answers);
    } catch (error) { return false; }
}).map(([kind, peer, text]) => [peer, text])"""


def link_fields(link: str) -> dict[str, str]:
    """The fields of a link's fragment (``#r=...&k=...``)."""
    return dict(pair.split("=", 1) for pair in link.lstrip("#").split("&"))


def intrude(page: Page | Frame, link: str, relay: Relay) -> str:
    """Join the room of ``link`` (its id and password only) with ``page``'s own transport
    (or a frame's) used by hand (:data:`INTRUDE`): this device's id in the room."""
    fields = link_fields(link)
    page.evaluate(INTRUDE, [fields["r"], fields["k"], relay.url])
    return str(page.evaluate("window.heard[0][1]"))


def greetings(page: Page | Frame, count: int, answers: str | None = None) -> dict[str, dict]:
    """The greetings an intruding page (:func:`intrude`) heard from each peer, once
    ``count`` peers greeted it (those that answer its challenge ``answers``, if given):
    each peer's last, read."""
    page.wait_for_function(
        f"new Set(({GREETINGS})([{json.dumps(answers)}]).map(([peer]) => peer)).size >= {count}",
        timeout=LIVE_TIMEOUT,
    )
    return {peer: json.loads(text) for peer, text in page.evaluate(GREETINGS, [answers])}


def say(page: Page, data: dict | str, peer: str | None = None) -> None:
    """An intruding page says ``data`` (a text, or a message to encode) to ``peer`` (or
    to every peer)."""
    text = data if isinstance(data, str) else json.dumps(data)
    page.evaluate("([text, peer]) => window.live.say(text, peer || undefined)", [text, peer])


#: A challenge of the length and letters of the page's (web/ui/live/wire.py).
MALLORYS_CHALLENGE = "m" * 22


def test_a_hostile_peer_is_refused(device, relay: Relay) -> None:
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    mallory = device()  # the start screen, and the page's own transport, used by hand
    intrude(mallory, invite(ann, "Bo"), relay)  # the room of Bo's invitation, without its key
    welcome = next(iter(greetings(mallory, 1).values()))  # Ann's, with her challenge
    game = current_game(ann)
    forged = game.copy()
    forged.play(forged.legal_moves()[0])
    answer = {
        "t": "hello",
        "c": MALLORYS_CHALLENGE,
        "a": welcome["c"],
        "seats": [[1, "A" * 86]],
        "game": game.encode(),
    }  # a made-up proof of Bo's seat
    for text in (
        "x" * 70_000,
        "[" * 10_000,  # a fatal error for Pyodide's parser, were it parsed
        {"t": "hello", "seats": [[1, "A" * 16]], "game": game.encode()},  # no challenge
        answer,
        {"t": "move", "game": forged.encode()},
    ):
        say(mallory, text)
    refused = ann.get_by_role("list", name="Refused from peers")
    expect(refused).to_contain_text("far longer than any game", timeout=LIVE_TIMEOUT)
    expect(refused).to_contain_text("a message that is not one of the page's")
    expect(refused).to_contain_text("a greeting without its challenge")
    expect(refused).to_contain_text("a claim on a seat without its key")
    expect(refused).to_contain_text("has not said who it is")
    # mallory is not taken for Bo: the box still offers to invite him
    expect(ann.get_by_role("button", name="Invite Bo", exact=True)).to_be_visible()
    settled(ann, moves=0)


def test_relay_down_offers_to_go_on_by_link(device) -> None:
    down = Relay()
    down.stop()
    ann = device(relay_url=down.url, expected=(f"WebSocket connection to '{down.url}/' failed",))
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    box = live_box(ann)
    expect(box).to_contain_text("No connection could be made", timeout=LIVE_TIMEOUT)
    button(ann, "Continue by link")
    expect(ann.get_by_role("button", name="Send to Bo")).to_have_count(0)
    expect(live_box(ann)).to_have_count(0)


def test_the_relays_are_changed_in_the_page_and_then_used(device, relay: Relay) -> None:
    ann = device(agreed=False, kept=False)
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    box = live_box(ann)
    expect(box).to_contain_text("nos.lol")
    box.get_by_role("button", name="Relays and STUN servers…").click()
    form = box.get_by_role("group", name="Relays and STUN servers")
    relays, stun = (
        form.get_by_role("textbox", name=n, exact=True) for n in ("Relays", "STUN and TURN servers")
    )
    expect(relays).to_be_focused()
    expect(relays).to_have_value(re.compile("^wss://nos.lol\n"))
    relays.fill(f"{relay.url}\nhttps://relay.example.org")
    stun.fill("")
    form.get_by_role("button", name="Save", exact=True).click()
    expect(form.get_by_role("alert")).to_contain_text(
        "Relays, line 2: “https://relay.example.org” is neither a relay's address"
    )
    relays.fill(relay.url)
    form.get_by_role("button", name="Save", exact=True).click()
    expect(form).to_have_count(0)
    expect(box).to_contain_text("Nothing is sent until you agree")
    expect(box).to_contain_text(relay.url.removeprefix("ws://"))
    expect(box).not_to_contain_text("nos.lol")
    assert relay.events == 0
    button(ann, "Play live")
    expect(box).to_contain_text("Connected to the relays", timeout=LIVE_TIMEOUT)
    bo = device(invite(ann, "Bo"))
    connected(ann, "Bo")
    connected(bo, "Ann")
    play_out({0: ann, 1: bo}, [], random.Random(2), stop=2)
    assert relay.events > 0


#: Records every value the page writes in ``<body data-activity>`` (a computer thinks
#: on this device when it says "thinking").
WATCH_ACTIVITY = """() => {
    window.activities = [];
    new MutationObserver(() => window.activities.push(document.body.dataset.activity))
        .observe(document.body, {attributes: true, attributeFilter: ["data-activity"]});
}"""


def test_shangri_la_live_with_a_computer_played_by_one_device(device) -> None:
    ann = device()
    computers_at_once(ann)
    start_shangrila(ann, ["Ann", "Bo", "Cpu"], seats=["person", "live", "easy"])
    bo = device(invite(ann, "Bo"))
    connected(ann, "Bo")
    connected(bo, "Ann")
    for page in (ann, bo):
        page.evaluate(WATCH_ACTIVITY)
    game = play_out({0: ann, 1: bo}, [], random.Random(3), stop=12, click=shangrila_move)
    assert game.players[2] in _movers(game), "the computer never moved"
    assert current_game(bo).history == game.history
    # the computer (after Bo) thought on Bo's device only
    assert "thinking" in bo.evaluate("window.activities")
    assert "thinking" not in ann.evaluate("window.activities")
    expect(ann.get_by_role("region", name="Moves")).to_contain_text("Cpu")


def shangrila_move(page: Page, game: Game, _: random.Random) -> None:
    click_shangrila_move(page, pick_shangrila_move(game))


def _movers(game: Game) -> list[object]:
    """Who made each move of ``game``, in order."""
    replay, movers = game.copy(), []
    while replay.history:
        replay.undo()
    for move in game.history:
        movers.append(replay.to_move)
        replay.play(move)
    return movers


def test_a_device_that_dropped_comes_back_from_its_link(device) -> None:
    ann = device()
    computers_at_once(ann)
    start_game(ann, "Tsuro", ["Ann", "Cpu", "Bo"], seats=["person", "easy", "live"])
    link = invite(ann, "Bo")
    bo = device(link)
    connected(ann, "Bo")
    rng = random.Random(8)
    game = play_out({0: ann, 2: bo}, [], rng, stop=3)  # Ann, the computer, Bo
    bo.context.close()  # Bo's device drops (its tab, its storage)
    expect(live_box(ann)).to_contain_text("Bo: not connected", timeout=LIVE_TIMEOUT)
    game = play_out({0: ann}, [], rng, stop=len(game.history) + 1, people={0, 2})
    # the others played on while Bo was away, to Bo's turn (unless a tile took Bo's
    # pawn off the board: the deal is the page's own)
    assert game.to_move == 2 or 2 in game.eliminated() or game.is_over()
    bo = device(link)  # back from the link, at the table's first position
    connected(bo, "Ann")
    settled_live(bo, len(game.history))
    assert current_game(bo).history == game.history
    ended_alike([ann, bo], play_out({0: ann, 2: bo}, [], rng))


def test_a_network_that_blocks_direct_connections_offers_to_go_on_by_link(device) -> None:
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    expect(live_box(ann)).to_contain_text("Connected to the relays", timeout=LIVE_TIMEOUT)
    bo = device(invite(ann, "Bo"), blocked=True)
    for page in (ann, bo):
        expect(live_box(page).get_by_role("alert")).to_contain_text(
            "no direct connection could be made", timeout=LIVE_TIMEOUT
        )
    button(ann, "Continue by link")
    expect(live_box(ann)).to_have_count(0)
    expect(ann.locator("#app")).to_contain_text("This game goes on by link")


@pytest.mark.parametrize("minutes", [2, 10])
def test_an_invitation_opened_minutes_later_connects(device, minutes: int) -> None:
    ann = device(clock=True)
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    expect(live_box(ann)).to_contain_text("Connected to the relays", timeout=LIVE_TIMEOUT)
    link = invite(ann, "Bo")
    ann.clock.fast_forward(minutes * 60_000)  # the invitation waits in a chat
    bo = device(link)
    connected(bo, "Ann")
    connected(ann, "Bo")


#: A pooled offer of Trystero's as the page makes it, renewed as the pool renews offers
#: older than its TTL: the description it sends then, and that of the same renewal with
#: the browser's own connection (``plain``).
RENEWED_OFFER = """async (plain) => {
    const {default: makePeer} = await import('./web/runtime/trystero/core/peer.mjs');
    const {WatchedConnection} = await import('./web/live.mjs');
    const polyfill = plain ? RTCPeerConnection : WatchedConnection;
    const peer = makePeer(true, {rtcConfig: {iceServers: []}, rtcPolyfill: polyfill});
    await peer.getOffer();
    await new Promise((resolve) => {  // the pool's offers are old: their candidates found
        const pc = peer.connection;
        const check = () => pc.iceGatheringState === "complete" && resolve();
        pc.addEventListener("icegatheringstatechange", check);
        check();
    });
    const renewed = await peer.getOffer(true);
    peer.destroy();
    return renewed.sdp;
}"""


def test_an_offer_renewed_by_trysteros_pool_still_leads_to_a_connection(device) -> None:
    page = device()
    sdp = page.evaluate(RENEWED_OFFER, False)
    assert "m=application" in sdp, "the renewed offer lost its data channel"
    assert "a=candidate" in sdp, "the renewed offer carries no address"
    # Trystero 0.25.4 alone: when this fails, it renews offers well and the page's mend
    # (web/live.mjs, WatchedConnection) can go
    assert "m=application" not in page.evaluate(RENEWED_OFFER, True)


def test_after_a_relay_outage_every_device_comes_back_without_a_click(device, relay) -> None:
    down = (f"WebSocket connection to '{relay.url}/' failed",)
    ann = device(expected=down)
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    bo = device(invite(ann, "Bo"), expected=down)
    eve = device(invite(ann, None), expected=down)
    for page, name in ((ann, "Bo"), (bo, "Ann"), (eve, "Ann"), (eve, "Bo")):
        connected(page, name)
    expect(live_box(eve)).to_contain_text("Connected to the relays: 1 of 1 answer.")
    relay.stop()
    for page in (ann, eve):
        expect(live_box(page)).to_contain_text("No relay answers now", timeout=LIVE_TIMEOUT)
    bo.reload()  # Bo's page comes back while the relay is down: it finds no one
    expect(live_box(bo)).to_contain_text("No connection could be made", timeout=LIVE_TIMEOUT)
    with Relay(relay.port):  # the relay is back
        # a device that saw the relay down long enough retries it every 30 s
        # (web/live.mjs RETRY_MS), so it may find it up to 30 s after its return
        for page, name in ((ann, "Bo"), (bo, "Ann"), (eve, "Bo")):
            expect(live_box(page)).to_contain_text(
                f"{name}: connected", timeout=RETRY_CAP + LIVE_TIMEOUT
            )
        expect(live_box(eve)).to_contain_text("Connected to the relays: 1 of 1 answer.")
        play_out({0: ann, 1: bo}, [eve], random.Random(5), stop=2)


def test_a_device_announces_itself_again_soon_after_a_relay_outage(device, relay) -> None:
    """Trystero backs off a relay whose connection was closed when it announced itself
    (60 s, doubling to 15 minutes); patched (scripts/patch_trystero.py), it tries again
    after 5.3 s, so that devices at the table during an outage find each other soon."""
    ann = device(clock=True, expected=(f"WebSocket connection to '{relay.url}/' failed",))
    ann.evaluate(
        """async ([relay]) => {
            const live = await import('./web/live.mjs');
            window.heard = [];
            live.join('R'.repeat(16), 'K'.repeat(22), [relay], '[]',
                      (kind, peer, text) => window.heard.push(kind + text));
        }""",
        [relay.url],
    )
    ann.wait_for_function("window.heard.includes('online1')", timeout=LIVE_TIMEOUT)
    relay.stop()
    ann.wait_for_function("window.heard.includes('online0')", timeout=LIVE_TIMEOUT)
    ann.clock.fast_forward(61_000)  # its next announcement falls in the outage
    with Relay(relay.port) as back:
        ann.clock.fast_forward(31_000)  # the page tries the relay again
        ann.wait_for_function("window.heard.at(-1) === 'online1'", timeout=LIVE_TIMEOUT)
        assert back.wait_events(1, 15), "no announcement within 15 s of the relay's return"


def test_an_invitation_brings_the_tables_own_relay_to_a_device_with_the_defaults(
    device, relay: Relay
) -> None:
    ann = device()  # the local relay is this table's own
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    bo = device(invite(ann, "Bo"), agreed=False, kept=False)  # the page's defaults
    box = live_box(bo)
    expect(box).to_contain_text("Nothing is sent until you agree")
    expect(box).to_contain_text(relay.url.removeprefix("ws://"))
    expect(box).not_to_contain_text("nos.lol")
    button(bo, "Play live")
    connected(bo, "Ann")
    connected(ann, "Bo")


@pytest.fixture
def turn(tmp_path: Path) -> Iterator[str]:
    """A TURN server on 127.0.0.1 (Debian's coturn, as scripts/test.sh installs it): the
    line that names it in the hosts form, with its username and password. Its port is
    free for TCP and UDP when chosen, and the server is used only once it answers a STUN
    request over UDP (as browsers reach it): another process (a browser of another test)
    may take the UDP port first, and the server then listens on TCP alone."""
    for attempt in range(5):
        port = _free_port(udp=True)
        server = subprocess.Popen(
            [
                "turnserver",
                "-n",
                "--listening-ip=127.0.0.1",
                f"--listening-port={port}",
                "--relay-ip=127.0.0.1",
                "--allow-loopback-peers",
                "--lt-cred-mech",
                "--user=bo:s3cret",
                "--realm=table",
                "--no-tls",
                "--no-dtls",
                "--no-cli",
                "--min-port=49200",
                "--max-port=49400",
                f"--log-file={tmp_path / f'turn{attempt}.log'}",
                "--simple-log",
                f"--userdb={tmp_path / f'turn{attempt}.db'}",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            _listening(port, server)
            if any(_answers_stun(port) for _try in range(20)):
                yield f"turn:127.0.0.1:{port} bo s3cret"
                return
        finally:
            server.terminate()
            server.wait(10)
    raise AssertionError("no TURN server answered over UDP")


def _answers_stun(port: int) -> bool:
    """True if a STUN server answers a binding request over UDP on ``port`` (within
    half a second: the request is waited on, not slept over)."""
    request_id = os.urandom(12)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.settimeout(0.5)
        probe.sendto(struct.pack("!HHI", 1, 0, 0x2112A442) + request_id, ("127.0.0.1", port))
        try:
            answer = probe.recv(2048)
        except (TimeoutError, ConnectionRefusedError):
            return False
    return answer[:2] == b"\x01\x01" and answer[8:20] == request_id


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[str]:
    """An MQTT broker on 127.0.0.1 serving MQTT over WebSocket (Debian's mosquitto, as
    scripts/test.sh installs it; it needs a plain listener too): its relay line."""
    plain, port = _free_port(), _free_port()
    config = tmp_path / "mosquitto.conf"
    config.write_text(
        f"listener {plain} 127.0.0.1\nlistener {port} 127.0.0.1\nprotocol websockets\n"
        "allow_anonymous true\n"
    )
    server = subprocess.Popen(
        ["/usr/sbin/mosquitto", "-c", str(config)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _listening(port, server)
        yield f"mqtt ws://127.0.0.1:{port}/mqtt"
    finally:
        server.terminate()
        server.wait(10)


def _free_port(*, udp: bool = False) -> int:
    """A port free on 127.0.0.1 for TCP (and for UDP too, with ``udp``) just now."""
    while True:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        if not udp:
            return port
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as datagrams:
            try:
                datagrams.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port


@pytest.mark.parametrize("relay_answers", [False, True])
def test_an_mqtt_broker_brings_the_devices_together_even_when_no_relay_answers(
    device, relay: Relay, broker: str, relay_answers: bool
) -> None:
    """Each device joins the room through the relays and through the broker: once
    through both (each move still arrives once), or only through the broker."""
    nowhere = f"ws://127.0.0.1:{_free_port()}"  # a relay that never answers
    lines = (relay.url if relay_answers else nowhere, broker)
    refused = (f"WebSocket connection to '{nowhere}/' failed",)
    ann = device(relays=lines, expected=refused)
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    answers = "2 of 2 answer" if relay_answers else "1 of 2 answer"
    expect(live_box(ann)).to_contain_text(answers, timeout=LIVE_TIMEOUT)
    bo = device(invite(ann, "Bo"), relays=lines, expected=refused)
    connected(ann, "Bo")
    connected(bo, "Ann")
    play_out({0: ann, 1: bo}, [], random.Random(8), stop=4)


def _listening(port: int, server: subprocess.Popen[bytes], attempts: int = 200) -> None:
    """Return once ``server`` accepts connections on ``port`` (it starts in a moment)."""
    for _attempt in range(attempts):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except ConnectionRefusedError:
            if server.poll() is not None:
                break
            server_wait = threading.Event()
            server_wait.wait(0.05)  # a process starting has no event to wait on
    raise AssertionError(f"the server did not start on port {port}")


def test_a_turn_server_connects_devices_on_a_network_that_blocks_direct_ones(
    device, turn: str
) -> None:
    ann = device(blocked=True, servers=(turn,))
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    expect(live_box(ann)).to_contain_text("Connected to the relays", timeout=LIVE_TIMEOUT)
    bo = device(invite(ann, "Bo"), blocked=True, servers=(turn,))
    connected(ann, "Bo")
    connected(bo, "Ann")
    play_out({0: ann, 1: bo}, [], random.Random(6), stop=2)


def test_a_page_frozen_in_the_background_catches_up_when_resumed(device) -> None:
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    bo = device(invite(ann, "Bo"))
    connected(ann, "Bo")
    connected(bo, "Ann")
    cdp = bo.context.new_cdp_session(bo)
    cdp.send("Page.setWebLifecycleState", {"state": "frozen"})  # a phone's tab, hidden
    game = current_game(ann)
    click_tsuro_move(ann, random.Random(9).choice(game.legal_moves()))
    settled_live(ann, 1)
    cdp.send("Page.setWebLifecycleState", {"state": "active"})
    settled_live(bo, 1)
    connected(bo, "Ann")
    assert current_game(bo).history == current_game(ann).history
    play_out({0: ann, 1: bo}, [], random.Random(9), stop=3)


def test_the_pages_signatures_are_ed25519_as_the_browser_knows_it(device) -> None:
    """A move's signature made by the page's Python holds for Chromium's own Ed25519
    (WebCrypto), and Chromium's holds for the page's Python."""
    from web.ui import ed25519

    seed, message = bytes(range(32)), b"move\nroom"
    public = ed25519.public_key(seed)
    page = device()
    theirs = page.evaluate(
        """async ([publicKey, message, signature]) => {
            const bytes = (values) => new Uint8Array(values);
            const key = await crypto.subtle.importKey(
                "raw", bytes(publicKey), {name: "Ed25519"}, false, ["verify"]);
            const ours = await crypto.subtle.verify(
                {name: "Ed25519"}, key, bytes(signature), bytes(message));
            const pair = await crypto.subtle.generateKey({name: "Ed25519"}, true,
                                                          ["sign", "verify"]);
            const made = await crypto.subtle.sign({name: "Ed25519"}, pair.privateKey,
                                                  bytes(message));
            const raw = await crypto.subtle.exportKey("raw", pair.publicKey);
            return [ours, [...new Uint8Array(raw)], [...new Uint8Array(made)]];
        }""",
        [list(public), list(message), list(ed25519.sign(seed, message))],
    )
    held, key, signature = theirs
    assert held, "Chromium refused the page's signature"
    assert ed25519.verify(bytes(key), message, bytes(signature))

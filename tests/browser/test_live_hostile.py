"""A live table against devices in its room that mean harm, in Chromium through the
local relay (tests/relay.py): a proof of a seat replayed by a device that holds only a
link to watch, and a room crowded by devices that never say a word."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pagehelp import wait_ready
from playwright.sync_api import Browser, Frame, Page, expect
from relay import Relay, matches
from test_live import (  # noqa: F401 (device: a fixture)
    ELSEWHERE,
    MALLORYS_CHALLENGE,
    OtherRelay,
    connected,
    device,
    greetings,
    intrude,
    invite,
    live_box,
    play_out,
    say,
)
from test_page import start_game

from web.ui.live.model import MAX_PEERS

ROOT = Path(__file__).resolve().parents[2]


class HeldRelay(Relay):
    """The tests' relay, able to hold back for a while what one device sends to the
    others through it (:meth:`hold`): that device is then the last to meet a device
    that joins the room meanwhile."""

    def __init__(self) -> None:
        self.holding = ""  # what names the device held back, in its events
        self.held: list[dict[str, Any]] = []
        super().__init__()

    async def _event(self, socket: Any, event: dict[str, Any]) -> None:
        content = event.get("content")
        if self.holding and isinstance(content, str) and self.holding in content:
            self.held.append(event)  # (Trystero names its sender in each of its events)
            await socket.send(json.dumps(["OK", event.get("id", ""), True, ""]))
            return
        await super()._event(socket, event)

    @contextlib.contextmanager
    def hold(self, peer: str) -> Iterator[None]:
        """Hold back the events of the device whose Trystero id is ``peer``, then pass
        them on."""
        self.holding = f'"peerId":"{peer}"'
        try:
            yield
        finally:
            asyncio.run_coroutine_threadsafe(self._release(), self.loop).result(10)

    async def _release(self) -> None:
        self.holding, held, self.held = "", self.held, []
        for event in held:
            for (other, sub_id), filters in list(self.subscriptions.items()):
                if any(matches(event, f) for f in filters):
                    with contextlib.suppress(Exception):  # (a connection gone meanwhile)
                        await other.send(json.dumps(["EVENT", sub_id, event]))


@pytest.fixture
def relay() -> Iterator[Relay]:
    """The relay of the live tests (``device`` uses it), here one that can hold back a
    device's events."""
    if ELSEWHERE:
        yield OtherRelay(ELSEWHERE)  # type: ignore[misc]
        return
    with HeldRelay() as running:
        yield running


def refused(page: Page):
    return page.get_by_role("list", name="Refused from peers")


def test_a_proof_of_a_seat_passed_on_proves_nothing(device, relay: Relay) -> None:  # noqa: F811
    """Mallory holds a link to watch. Bo proves his seat to her, answering her challenge
    with a signature that names her connection; she passes it on to Ann as it is, then
    as an answer to Ann's challenge. Ann refuses both and Bo keeps his seat."""
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    bo = device(invite(ann, "Bo"))
    connected(ann, "Bo")
    connected(bo, "Ann")
    mallory = device()
    intrude(mallory, invite(ann, None), relay)  # the room's id and password only
    game = next(iter(greetings(mallory, 2).values()))["game"]  # Ann's and Bo's welcome
    say(mallory, {"t": "hello", "c": MALLORYS_CHALLENGE, "seats": [], "game": game})
    answers = greetings(mallory, 2, answers=MALLORYS_CHALLENGE)  # with their proofs
    seats = {peer: hello["seats"][0][0] for peer, hello in answers.items()}
    ann_id = next(peer for peer, seat in seats.items() if seat == 0)
    bo_id = next(peer for peer, seat in seats.items() if seat == 1)
    bos = answers[bo_id]  # Bo's proof of seat 1, made for mallory's connection
    say(mallory, bos, ann_id)
    expect(refused(ann)).to_contain_text("a proof of a seat made for another connection")
    say(mallory, {**bos, "a": answers[ann_id]["c"]}, ann_id)  # as if it answered Ann
    expect(refused(ann)).to_contain_text("a claim on a seat without its key")
    connected(ann, "Bo")
    expect(live_box(ann)).not_to_contain_text("Bo: not connected")
    expect(ann.get_by_role("button", name="Invite Bo", exact=True)).to_have_count(0)
    play_out({0: ann, 1: bo}, [], random.Random(11), stop=2)  # Ann's move, then Bo's


#: A document of the site that loads nothing but the import map of the page's runtime
#: (index.html's), from which web/live.mjs can be imported: a device in the room that
#: runs no Python (``{site}``: the site's address, its base).
BARE_PAGE = (
    '<!doctype html><html><head><base href="{site}"><link rel="icon" href="data:,">'
    + re.search(r'<script type="importmap">.*?</script>', (ROOT / "index.html").read_text(), re.S)
    .group(0)
    .replace("{", "{{")
    .replace("}", "}}")
    + "</head><body></body></html>"
)

#: Opens ``count`` frames of one document (``html``), each a document of its own with
#: its own modules (so a Trystero id of its own); resolves once all have loaded.
FRAMES = """([html, count]) => Promise.all(Array.from({length: count}, () =>
    new Promise((loaded) => {
        const frame = document.createElement('iframe');
        frame.onload = loaded;
        frame.srcdoc = html;
        document.body.append(frame);
    })))"""

#: Silent devices in one page, each in a frame of its own. Trystero keeps 20
#: connections ready for each device, and Chromium gives one page's process at most 500
#: (32 devices in one page never joined: "Cannot create so many PeerConnections").
FRAMES_A_PAGE = 8


@contextlib.contextmanager
def silent_devices(
    browser: Browser, site: str, link: str, through: Relay, count: int
) -> Iterator[list[Frame]]:
    """``count`` devices that join the room of ``link`` (its id and password) through
    the relay ``through`` and never say a word: frames of a few pages of the site
    (:data:`FRAMES_A_PAGE` a page; a context is about ten times as slow to open)."""
    with contextlib.ExitStack() as stack:
        frames: list[Frame] = []
        for first in range(0, count, FRAMES_A_PAGE):
            context = browser.new_context()
            stack.callback(context.close)
            page = context.new_page()
            page.goto(site + "web/style.css")  # the site's origin, and its address space
            page.set_content(BARE_PAGE.format(site=site))
            page.evaluate(FRAMES, [BARE_PAGE.format(site=site), min(FRAMES_A_PAGE, count - first)])
            frames += page.main_frame.child_frames
        for frame in frames:
            intrude(frame, link, through)
        yield frames


def test_a_seated_device_back_in_a_room_crowded_by_silent_devices_is_admitted(
    device,  # noqa: F811 (the fixture, by its name)
    relay: Relay,
    browser: Browser,
    site: str,
) -> None:
    """MAX_PEERS (32) devices with a link to watch join the room and never say a word.
    Bo's page reloads meanwhile, while the relay holds back what Ann's device sends:
    Bo's device meets the 32 silent ones first (within a second: 0.5 s measured) and
    listens to each, then Ann's comes, one more than its slots, and is listened to in
    place of a silent one (or after them all, were they silent for 5 s by then: a
    slow machine). Ann's device lets the silent ones go once they have been
    silent for 5 s, and listens to Bo's. Bo proves his seat: both say that the other is
    connected, and Bo's move reaches Ann's board (a move is taken only from the device
    that proved the seat). The silent devices are frames of a few pages
    (:func:`silent_devices`): 32 contexts took 40 s to open on two cores, 4 pages of
    frames 2 to 5 s."""
    if not isinstance(relay, HeldRelay):
        pytest.skip("the relay was not started by the suite")
    ann = device()
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "live"])
    bo = device(invite(ann, "Bo"))
    connected(ann, "Bo")
    connected(bo, "Ann")
    anns = ann.evaluate("async () => (await import('trystero')).selfId")  # her id in the room
    with silent_devices(browser, site, invite(ann, None), relay, MAX_PEERS) as crowd:
        for frame in crowd:
            greetings(frame, 2)  # Ann's and Bo's devices listen to it, and greet it
        with relay.hold(anns):
            bo.reload()
            wait_ready(bo)  # (until then the page shows its last screen, kept: web/boot.js)
            for frame in crowd:
                greetings(frame, 3)  # Bo's device, back, listens to each of them
            expect(live_box(bo)).to_contain_text("Ann: not connected")
            assert relay.held, "Ann's device sent nothing to hold back"
        connected(bo, "Ann")
        play_out({0: ann, 1: bo}, [], random.Random(12), stop=2)  # Ann's move, then Bo's
        connected(ann, "Bo")
        for page in (ann, bo):
            expect(refused(page)).to_have_count(0)

"""Play by post in Chromium, end to end, against real storing relays (PyPI's nostr-relay,
tests/nostr_relay.py): each person a browser context of their own, whose page is
opened when they play and closed when they leave (its storage stays), never two of
them online at once, over two days of Playwright's clock; a relay that loses its
events and one that refuses them; a forged event; and what the relays are sent and
keep, per move and per table (printed, and held to what the docs say)."""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pagehelp import (
    Watch,
    button,
    click_shangrila_move,
    click_tsuro_move,
    current_game,
    new_context,
    open_page,
    pick_shangrila_move,
    settled,
)
from playwright.sync_api import Browser, BrowserContext, Page, WebSocket, expect
from test_live import TRYSTERO_NOISE, invite, link_fields, live_box
from test_page import DESKTOP, start_game
from websockets.sync.client import connect

from game import decode
from game.core import Game
from web.ui.hosts import AGREED, HOSTS
from web.ui.post import seal, store, wire
from web.ui.post.event import KIND, table_event

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nostr_relay import NostrRelay

#: ms: a relay's answers reaching the page (the page opened, its tables asked for).
RELAY_TIMEOUT = 30_000
#: s: the most the test waits for a relay's answer to its own request.
ANSWER = 30.0
#: The first day, at 09:00 UTC two days ago: the second day is then yesterday, so every
#: event is dated in the past, as the relay's check of their time wants (it refuses
#: those more than an hour ahead, and those more than a year back).
DAY_ONE = datetime.now(UTC).replace(hour=9, minute=0, second=0, microsecond=0) - timedelta(days=2)
HOUR = 3_600_000  # ms
#: The most a public relay takes, and what the docs promise of each event: under 2 KB.
EVENT_BYTES = 2_000
#: The moves played of a Tsuro game by post (unless it ends sooner): a whole game is
#: about 20, each a page opened (about 3 s).
TSURO_MOVES = 6

Move = Callable[[Page, Game, random.Random], None]


def tsuro_move(page: Page, game: Game, rng: random.Random) -> None:
    click_tsuro_move(page, rng.choice(game.legal_moves()))


def shangrila_move(page: Page, game: Game, _rng: random.Random) -> None:
    click_shangrila_move(page, pick_shangrila_move(game))


@dataclass
class Load:
    """What the ``pages`` opened sent the relays and read from them (counted on their
    WebSockets): play by post's events (kind 30078) sent, each ``(relay, bytes)``, and
    those read (bytes each); how many events live play's transport sent beside them
    (Trystero's offers and announcements)."""

    posted: list[tuple[str, int]] = field(default_factory=list)
    read: list[int] = field(default_factory=list)
    others: int = 0
    pages: int = 0
    sockets: list[WebSocket] = field(default_factory=list)

    def attach(self, page: Page) -> None:
        self.pages += 1
        page.on("websocket", self._socket)

    def _socket(self, socket: WebSocket) -> None:
        self.sockets.append(socket)
        url = socket.url.rstrip("/")
        socket.on("framesent", lambda payload: self._sent(url, payload))
        socket.on("framereceived", self._received)

    def _sent(self, url: str, payload: str | bytes) -> None:
        if not isinstance(payload, str) or not payload.startswith('["EVENT"'):
            return
        if f'"kind":{KIND},' in payload:
            self.posted.append((url, len(payload.encode())))
        else:
            self.others += 1

    def _received(self, payload: str | bytes) -> None:
        if (
            isinstance(payload, str)
            and payload.startswith('["EVENT"')
            and (f'"kind":{KIND},' in payload)
        ):
            self.read.append(len(payload.encode()))

    def to(self, url: str) -> list[int]:
        """The sizes of the events published to ``url``."""
        return [size for relay, size in self.posted if relay == url]


def held(url: str) -> list[dict]:
    """Every event of play by post that the relay at ``url`` holds (asked as a client)."""
    with connect(url, open_timeout=ANSWER) as socket:
        socket.send(json.dumps(["REQ", "test", {"kinds": [KIND]}]))
        events = []
        while True:
            said = json.loads(socket.recv(timeout=ANSWER))
            if said[0] == "EOSE":
                return events
            if said[0] == "EVENT":
                events.append(said[2])


def publish(url: str, text: str) -> None:
    """Publish an event (``text``: the ``EVENT`` message) to the relay at ``url`` as a
    client, and check that it took it."""
    with connect(url, open_timeout=ANSWER) as socket:
        socket.send(text)
        said = json.loads(socket.recv(timeout=ANSWER))
        assert said[0] == "OK" and said[2] is True, said


class Device:
    """A person's device: a browser context of its own, whose hosts are ``relays``
    (``agreed`` to, or not yet) and whose clock starts at ``start``; the page opened when
    the person comes (:meth:`open`) and closed when they leave (:meth:`leave`): its
    storage stays."""

    def __init__(
        self,
        browser: Browser,
        site: str,
        relays: list[str],
        start: datetime,
        load: Load,
        agreed: bool = True,
    ) -> None:
        self.site, self.load = site, load
        self.watch = Watch(site, relays=set(relays), expected=list(TRYSTERO_NOISE))
        self.context: BrowserContext = new_context(
            browser, visited=site, viewport=DESKTOP, timezone_id="UTC"
        )
        self.context.grant_permissions(["clipboard-read", "clipboard-write"])
        hosts = json.dumps({"relays": relays, "stun": []})
        keys = json.dumps({HOSTS: hosts, **({AGREED: hosts} if agreed else {})})
        self.context.add_init_script(  # (the player's yes, once given, is not undone)
            f"try {{ for (const [k, v] of Object.entries({keys})) localStorage.setItem(k, v); }}"
            " catch (error) {}"  # (about:blank has no storage)
        )
        self.watch.attach(self.context)
        self.context.clock.install(time=start)
        self.page: Page | None = None

    def open(self, url: str = "") -> Page:
        """The person opens the page (at ``url``, a link's fragment, if given)."""
        page = self.context.new_page()
        self.load.attach(page)
        open_page(page, self.site + url)
        self.page = page
        return page

    def leave(self) -> None:
        """The person goes back to the start screen and closes the page: this device is
        offline until it opens it again."""
        assert self.page is not None
        button(self.page, "Back to menu")
        expect(self.page.locator("body")).to_have_attribute("data-screen", "start")
        self.page.close()
        self.page = None

    def later(self, hours: float) -> None:
        """Time passes on this device while its page is closed."""
        self.context.clock.fast_forward(int(hours * HOUR))

    def close(self) -> None:
        self.context.close()
        self.watch.check()


Devices = Callable[..., Device]


@pytest.fixture
def devices(browser: Browser, site: str) -> Iterator[Devices]:
    """A function that makes a person's device (:class:`Device`); each closed and
    checked after the test."""
    made: list[Device] = []

    def make(relays: list[str], start: datetime, load: Load, agreed: bool = True) -> Device:
        device = Device(browser, site, relays, start, load, agreed)
        made.append(device)
        return device

    yield make
    for device in made:
        device.close()


@pytest.fixture
def relay(tmp_path: Path) -> Iterator[NostrRelay]:
    with NostrRelay(folder(tmp_path, "relay")) as running:
        yield running


def folder(tmp_path: Path, name: str) -> Path:
    made = tmp_path / name
    made.mkdir()
    return made


def holds(page: Page, count: int, total: int) -> None:
    """Wait until the live box says ``count`` of ``total`` relays hold this device's last
    move (the relays answered its publication, or its request)."""
    verb = "holds" if count == 1 else "hold"
    expect(live_box(page)).to_contain_text(
        f"{count} of {total} relays {verb} this device's last move", timeout=RELAY_TIMEOUT
    )


def move_and_wait(page: Page, rng: random.Random, play: Move, relays: tuple[int, int]) -> Game:
    """Play this device's move, once the page shows the game; wait until ``relays`` (how
    many of how many) hold it: the game then."""
    game = current_game(page)
    play(page, game, rng)
    settled(page, moves=len(game.history) + 1)
    holds(page, *relays)
    return current_game(page)


def first_visit(
    device: Device,
    link: str,
    moves: int,
    rng: random.Random,
    play: Move,
    relays: tuple[int, int] = (1, 1),
) -> Game:
    """A person invited opens their link: the moves made since it was given arrive from
    the relays (``moves`` in all), and they play theirs, then leave."""
    page = device.open(link)
    settled(page, moves=moves)
    game = move_and_wait(page, rng, play, relays)
    device.leave()
    return game


def take_turn(
    device: Device,
    name: str,
    others: str,
    rng: random.Random,
    play: Move,
    title: str = "Tsuro",
    relays: tuple[int, int] = (1, 1),
    day: datetime | None = None,
) -> Game:
    """``device``'s person opens the page and finds the game waiting for them on the start
    screen (since ``day``, if given), the tab's title counting it; they continue it,
    move and leave: the game as it then is."""
    page = device.open()
    waiting = page.get_by_role("region", name="Your turn by post")
    expect(waiting).to_contain_text(f"{name}, your turn", timeout=RELAY_TIMEOUT)
    expect(waiting).to_contain_text(f"{title} with {others}")
    since = re.escape(f"since {day:%Y-%m-%d} ") if day is not None else r"since \S"
    expect(waiting).to_contain_text(re.compile(since))
    expect(page).to_have_title(re.compile("^1 game waits for you"))
    waiting.get_by_role("button", name=f"Continue the game with {others}").click()
    game = move_and_wait(page, rng, play, relays)
    device.leave()
    return game


def report(what: str, load: Load, url: str, moves: int, devices: int) -> None:
    """Print the load of a table on the relay at ``url`` and check it against the docs:
    one event a move, each under 2 KB, and one event kept per device."""
    sent, kept, read = load.to(url), held(url), load.read
    sizes = [len(json.dumps(event, separators=(",", ":")).encode()) for event in kept]
    print(
        f"\n{what}: {moves} moves, {len(sent)} events published to the relay "
        f"({len(sent) / moves:.2f} a move), {sum(sent)} bytes ({sum(sent) / len(sent):.0f} "
        f"a move on average, {max(sent)} at most); the relay keeps {len(kept)} events of "
        f"the table ({sum(sizes)} bytes, {max(sizes)} at most); the {load.pages} pages opened "
        f"read {len(read)} events ({sum(read)} bytes); live play's transport sent "
        f"{load.others} other events"
    )
    assert len(sent) == moves, "one event a move and relay"
    assert max(sent) < EVENT_BYTES and max(sizes) < EVENT_BYTES
    assert len(kept) == devices, "one event a device"


def test_two_people_play_tsuro_by_post_over_two_days(devices: Devices, relay: NostrRelay) -> None:
    load, rng = Load(), random.Random(5)
    ann = devices([relay.url], DAY_ONE, load, agreed=False)
    bo = devices([relay.url], DAY_ONE + timedelta(hours=9), load)
    # The first day: Ann sets the table up, agrees to its relay, invites Bo and moves;
    # Bo opens his link later
    page = ann.open()
    start_game(page, "Tsuro", ["Ann", "Bo"], seats=["person", "post"])
    box = live_box(page)
    expect(box).to_contain_text("Nothing is sent until you agree")
    expect(box).to_contain_text("the relays will also keep one small event per device")
    assert ann.watch.sockets == [] and held(relay.url) == []
    button(page, "Play live")
    expect(box).to_contain_text("Turn-based: each move is also kept on the relays")
    link = invite(page, "Bo")
    game = move_and_wait(page, rng, tsuro_move, (1, 1))
    ann.leave()
    game = first_visit(bo, link, 1, rng, tsuro_move)
    # The second day: each opens the page, finds the game waiting, moves and leaves
    ann.later(23)  # 08:00
    bo.later(16)  # 10:00
    people = [(ann, "Ann", "Bo"), (bo, "Bo", "Ann")]
    while not game.is_over() and len(game.history) < TSURO_MOVES:
        device, name, other = people[len(game.history) % 2]
        game = take_turn(device, name, other, rng, tsuro_move, day=DAY_ONE + timedelta(days=1))
        device.later(2)
    report("Tsuro by post, 2 people", load, relay.url, len(game.history), 2)


def test_four_people_play_shangrila_by_post_over_two_days(
    devices: Devices, relay: NostrRelay
) -> None:
    load, rng = Load(), random.Random(3)
    names = ["Ann", "Bo", "Cy", "Di"]
    people = [devices([relay.url], DAY_ONE + timedelta(hours=2 * i), load) for i in range(4)]
    page = people[0].open()
    start_game(
        page,
        "The Bridges of Shangri-La",
        names,
        ["person", "post", "post", "post"],
        start="Random start",
    )
    links = [invite(page, name) for name in names[1:]]
    game = move_and_wait(page, rng, shangrila_move, (1, 1))
    people[0].leave()
    # Bo and Cy open their links on the first day, Di hers on the second
    for seat in (1, 2):
        game = first_visit(people[seat], links[seat - 1], seat, rng, shangrila_move)
    for device, hours in zip(people, (32, 32, 24, 24), strict=True):
        device.later(hours)  # Di at 15:00 on the second day, then Ann at 17:00 and Bo
    game = first_visit(people[3], links[2], 3, rng, shangrila_move)
    # The second round begins: Ann finds the game waiting for her, and Bo after her
    ann = take_turn(
        people[0],
        "Ann",
        "Bo, Cy, Di",
        rng,
        shangrila_move,
        "The Bridges of Shangri-La",
        day=DAY_ONE + timedelta(days=1),
    )
    assert ann.history[:4] == game.history and len(ann.history) == 5
    game = take_turn(
        people[1],
        "Bo",
        "Ann, Cy, Di",
        rng,
        shangrila_move,
        "The Bridges of Shangri-La",
        day=DAY_ONE + timedelta(days=1),
    )
    report("Shangri-La by post, 4 people", load, relay.url, len(game.history), 4)


def test_a_relay_that_forgets_gets_the_game_again_and_one_that_refuses_is_counted_out(
    devices: Devices, relay: NostrRelay, tmp_path: Path
) -> None:
    """Three relays: one that keeps the game, one that refuses every event of play by
    post (it takes only kind 1, text notes), and one that loses every event (started
    anew on an empty database) while nobody is online."""
    with (
        NostrRelay(folder(tmp_path, "refusing"), kinds=(1,)) as refusing,
        NostrRelay(folder(tmp_path, "forgetting")) as forgetting,
    ):
        urls = [relay.url, refusing.url, forgetting.url]
        load, rng = Load(), random.Random(8)
        ann = devices(urls, DAY_ONE, load)
        bo = devices(urls, DAY_ONE + timedelta(hours=9), load)
        page = ann.open()
        start_game(page, "Tsuro", ["Ann", "Bo"], seats=["person", "post"])
        link = invite(page, "Bo")
        move_and_wait(page, rng, tsuro_move, (2, 3))  # the refusing relay lacks it
        ann.leave()
        assert len(held(forgetting.url)) == 1 and held(refusing.url) == []
        forgetting.stop()  # it loses everything
        with NostrRelay(folder(tmp_path, "forgot"), port=forgetting.port) as forgot:
            assert held(forgot.url) == []
            # Ann's move reaches Bo from the relay that kept it
            game = first_visit(bo, link, 1, rng, tsuro_move, (2, 3))
            assert len(held(forgot.url)) == 1  # Bo's
            # The next day Ann's device gives the relay that forgot her game its newest
            # version again, as she continues the game; play goes on
            ann.later(23)
            page = ann.open()
            waiting = page.get_by_role("button", name="Continue the game with Bo")
            expect(waiting).to_be_visible(timeout=RELAY_TIMEOUT)
            waiting.click()
            holds(page, 2, 3)
            authors = {event["pubkey"] for event in held(forgot.url)}
            assert len(authors) == 2, "the relay that forgot lacks Ann's game"
            game = move_and_wait(page, rng, tsuro_move, (2, 3))
            ann.leave()
            bo.later(16)
            after = take_turn(bo, "Bo", "Ann", rng, tsuro_move, relays=(2, 3))
            assert after.history[: len(game.history)] == game.history
            assert held(refusing.url) == []
            assert len(held(forgot.url)) == len(held(relay.url)) == 2


def test_forged_events_change_nothing_and_are_noted(devices: Devices, relay: NostrRelay) -> None:
    """Events the test publishes to the table's relay, as anyone who had Bo's invitation
    could, under a key of their own: Ann's game and a move for Bo sealed with another
    password (under the table's tags, so the page asks for it), then the same sealed
    with the table's password, but Bo's move signed by nobody. Neither changes Ann's
    game; the second is named in the live box as the relay sends it on the open
    request, and not named again when the page asks the relay anew, three minutes
    later, and reads it again."""
    rng, load = random.Random(4), Load()
    ann = devices([relay.url], datetime.now(UTC) - timedelta(hours=1), load)
    page = ann.open()
    start_game(page, "Tsuro", ["Ann", "Bo"], seats=["person", "post"])
    fields = link_fields(invite(page, "Bo"))
    game = move_and_wait(page, rng, tsuro_move, (1, 1))
    forged = decode(game.encode())
    forged.play(rng.choice(forged.legal_moves()))  # Bo's move
    forger = store.keep(fields["r"], fields["k"], "forger", b"f" * 32, [relay.url])
    now = int(datetime.now(UTC).timestamp()) - 3_600
    other = seal.seal(
        store.payload(forged.encode(), ()),
        seal.table_keys(fields["r"], "x" * 22),  # another password
        bound=forger.tags[0][1],
    )
    # (published first and dated later, the event sealed with another password comes
    # first both on the open request and in the relay's answers, newest first: the
    # other's note then tells that both were read)
    publish(relay.url, wire.publish(table_event(b"g" * 32, forger.tags, other, now + 60)))
    unsigned = store.posted(forger, forged.encode(), (), now).ours
    assert unsigned is not None
    publish(relay.url, wire.publish(unsigned))
    refused = page.get_by_role("list", name="Refused from peers").get_by_role("listitem")
    expect(refused).to_have_count(1, timeout=RELAY_TIMEOUT)
    expect(refused.first).to_contain_text("Refused from the relays")
    socket = next(s for s in load.sockets if s.url.rstrip("/") == relay.url)
    with socket.expect_event(
        "framereceived", lambda frame: str(frame).startswith('["EOSE"'), timeout=RELAY_TIMEOUT
    ):
        page.clock.fast_forward(180_000)  # the relay asked again: the same events read
    # a click after those messages is handled after them: the form shows once they are
    page.get_by_role("button", name="Relays and STUN servers…").click()
    expect(page.get_by_role("group", name="Relays and STUN servers")).to_be_visible()
    expect(refused).to_have_count(1)  # the same refusal is noted once
    settled(page, moves=1)
    assert current_game(page).history == game.history
    holds(page, 1, 1)
    print(f"\nRefused: {refused.all_inner_texts()}")

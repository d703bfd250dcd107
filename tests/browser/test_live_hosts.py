"""A live table's own hosts in Chromium: an invitation whose relay is not this device's
is asked about as the link's, joined through that relay alone once the player says
yes, and leaves the hosts this device keeps (and its yes to them) as they were."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pagehelp import KeptDevices, open_page, saved, settled, store_all
from playwright.sync_api import expect

from game import tsuro
from web.ui.env import random_token
from web.ui.hosts import AGREED, HOSTS, Hosts
from web.ui.links import make_fragment
from web.ui.table_keys import new_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from relay import Relay

#: ms: the local relay answering.
LIVE_TIMEOUT = 30_000
#: What Trystero writes to the console as an error when a relay fails.
TRYSTERO_NOISE = ("Trystero peer error", "Trystero: relay failure")
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture
def relay() -> Iterator[Relay]:
    with Relay() as running:
        yield running


def test_an_invitations_own_relay_is_asked_about_as_the_links_and_the_devices_stay(
    kept: KeptDevices, site: str, relay: Relay
) -> None:
    # Ann's table meets on the local relay; this device keeps another relay, agreed to
    seats, names = ["person", "person"], ["Ann", "Bo"]
    table = new_table(seats, [0], random_token)
    game = tsuro.new_game(players=2, seed=4).encode()
    link = make_fragment(game, names, seats, 1, live=table, hosts=Hosts((relay.url,), ()))
    own = json.dumps({"relays": ["wss://relay.example.org"], "stun": []})
    with kept.page(
        viewport=DESKTOP, relays=frozenset({relay.url}), expected=TRYSTERO_NOISE
    ) as page:
        store_all(page, {HOSTS: own, AGREED: own})
        open_page(page, site + "#" + link)
        box = page.get_by_role("region", name="Live table")
        expect(box).to_contain_text("These hosts came from the link to this table")
        expect(box).to_contain_text(relay.url.removeprefix("ws://"))
        expect(box).not_to_contain_text("relay.example.org")
        assert relay.events == 0  # nothing is contacted before the yes
        box.get_by_role("button", name="Play live").click()
        expect(box).to_contain_text("Connected to the relays: 1 of 1 answer.", timeout=LIVE_TIMEOUT)
        settled(page, moves=0)
        kept_now = page.evaluate(
            "keys => keys.map(key => localStorage.getItem(key))", [HOSTS, AGREED]
        )
        assert kept_now == [own, own]  # this device's own hosts, and its yes, unchanged
        live = saved(page)["live"]
        assert live["hosts"] == {"relays": [relay.url], "stun": []} and live["agreed"] is True
        # the form changes this device's hosts, and says the table keeps its own
        box.get_by_role("button", name="Relays and STUN servers…").click()
        form = box.get_by_role("group", name="Relays and STUN servers")
        expect(form).to_contain_text("This table uses the hosts named by its link.")
        expect(form.get_by_role("textbox", name="Relays", exact=True)).to_have_value(
            "wss://relay.example.org"
        )
        expect(
            form.get_by_role("checkbox", name="Put my TURN servers in my invitations")
        ).not_to_be_checked()

"""Tsuro's variants in the page (CPython, the page's own runner): the start form,
the panel's scores, open tiles without a hand-over screen, and solo's best result."""

from __future__ import annotations

import json
import random

from fakepage import FakePage, play_person_turns, words
from test_web_app import tsuro_page

from game import tsuro
from web.ui.intents import read_field
from web.ui.saves import SOLO, SaveStore
from web.ui.stores import MemoryStorage


def test_the_form_offers_each_variant_with_a_line_of_explanation() -> None:
    page = FakePage()
    page.send(read_field("game", "tsuro"))
    form = words(page.screen["screen"])
    for line in (
        "Classic: the last pawn on the board wins",
        "Longest path: the longest trail wins, on the board or not",
        "Most crossings: the trail that crosses itself most often wins",
        "Open tiles: everyone plays from one hand of three, face up",
        "Solo: you move every pawn",
    ):
        assert line in form
    page = tsuro_page(["person", "easy"], variant="longest")
    game = page.model.session.game
    assert isinstance(game, tsuro.Tsuro) and game.variant == "longest"
    assert game.encode().startswith("T2.")  # links and saves carry it


def test_longest_path_shows_each_trail_as_it_grows() -> None:
    page = tsuro_page(["person", "easy"], variant="longest")
    play_person_turns(page, random.Random(3))
    game = page.model.session.game
    panel = page.screen["panel"]
    for player in game.players:
        assert f'data-score="{game.score(player)}"' in panel
    assert "the longest trail" in words(page.screen["status"])


def test_open_tiles_need_no_hand_over_and_show_the_shared_hand() -> None:
    page = tsuro_page(["person", "person"], variant="open")
    model = page.model
    assert model.screen.name == "game"
    for mark in ("start:a1.0", "start:f6.4"):
        page.play(mark.replace(":", " "))
        assert model.screen.name == "game"
    assert "face up" in words(page.screen["panel"])
    play_person_turns(page, random.Random(4))
    assert model.session.game.is_over()


def test_solo_is_played_to_its_end_and_keeps_the_best_result() -> None:
    storage = MemoryStorage()
    page = FakePage(storage)
    for _ in range(2):
        page = tsuro_page_on(page, ["person", "person", "person"], variant="solo")
        assert page.model.screen.name == "game"
        play_person_turns(page, random.Random(7))
        game = page.model.session.game
        assert game.is_over() and game.winners() == []
        end = words(page.screen["panel"])
        placed = game.placed_count()
        assert f"You lost: a pawn left the board after {placed} tile" in end
        assert f"Tiles placed: {placed} of 35" in end
        assert "best with 3 pawns on this device" in end
    best = SaveStore(storage).solo_bests()
    assert set(best) == {3} and 1 <= best[3] <= 35


def tsuro_page_on(page: FakePage, kinds: list[str], **fields: str) -> FakePage:
    """A new Tsuro game set up on ``page``'s storage."""
    fresh = FakePage(page.storage)
    fresh.send(read_field("game", "tsuro"))
    fresh.send(read_field("count", str(len(kinds))))
    for index, kind in enumerate(kinds):
        fresh.send(read_field(f"kind-{index}", kind))
        fresh.send(read_field(f"name-{index}", "ABCDEFGH"[index] + "nn"))
    for name, value in fields.items():
        fresh.send(read_field(name, value))
    fresh.press("start")
    return fresh


def test_the_best_solo_results_are_read_strictly() -> None:
    storage = MemoryStorage()
    store = SaveStore(storage)
    assert store.solo_bests() == {} and store.keep_solo(3, 12) is None
    assert store.keep_solo(3, 9) == 12 and store.solo_bests() == {3: 12}
    assert store.keep_solo(3, 20) == 12 and store.solo_bests() == {3: 20}
    storage.set(SOLO, json.dumps({"3": 20, "9": 4, "2": 36, "4": True, "5": "7", "6": 5}))
    assert store.solo_bests() == {3: 20, 6: 5}
    for damaged in ("{", "[1]", "x" * 1000):
        storage.set(SOLO, damaged)
        assert store.solo_bests() == {}


def test_in_solo_the_person_here_plays_every_pawn_whatever_the_seats_said() -> None:
    page = tsuro_page(["easy", "remote", "live"], variant="solo")
    session = page.model.session
    assert session.record.seats == ["person"] * 3 and session.record.here == [0, 1, 2]
    assert session.live is None and page.model.screen.name == "game"
    assert page.model.hints_offered()


def test_solo_speaks_of_pawns_and_tiles_placed_from_the_form_to_the_end() -> None:
    page = FakePage()
    page.send(read_field("game", "tsuro"))
    page.send(read_field("count", "3"))
    page.send(read_field("variant", "solo"))
    form = words(page.screen["screen"])
    assert "Number of pawns" in form and "You move every pawn" in form
    for asked in ("Number of players", "Played by", "Move up", "Name"):
        assert asked not in form
    page.press("start")
    session = page.model.session
    assert list(session.names.values()) == ["Pawn 1", "Pawn 2", "Pawn 3"]
    assert "Tiles placed: 0 of 35" in words(page.screen["panel"])
    for _ in range(3):  # the start marks, then a tile: the latest moves, not "since yours"
        page.play(random.Random(1).choice(session.game.legal_moves()))
    page.play(session.game.legal_moves()[0])
    panel = words(page.screen["panel"])
    assert f"Tiles placed: {session.game.placed_count()} of 35" in panel
    assert "Since your last move" not in panel


def test_a_solo_end_says_won_or_lost_and_the_best_in_numbers() -> None:
    from web.ui.tsuro.status import solo_end

    lost = tsuro.new_game(4, seed=3, variant="solo")
    rng = random.Random(3)
    while not lost.is_over():
        lost.play(rng.choice(lost.legal_moves()))
    placed = lost.placed_count()
    assert not lost.winners() and placed < 34
    assert solo_end(lost, (4, None)).startswith(f"You lost: a pawn left the board after {placed}")
    assert solo_end(lost, (4, None)).endswith(
        f"A new best with 4 pawns on this device: {placed} tiles."
    )
    assert solo_end(lost, (4, 34)).endswith("Your best with 4 pawns on this device: 34 tiles.")


def test_the_game_screen_names_its_variant_and_how_it_is_won() -> None:
    for variant, line in (
        ("classic", "Classic: the last pawn on the board wins"),
        ("longest", "Longest path: the longest trail wins, on the board or not"),
    ):
        page = tsuro_page(["person", "easy"], variant=variant)
        assert line in words(page.screen["panel"])
        play_person_turns(page, random.Random(3))
        assert line in words(page.screen["panel"])  # at the end too, beside who won


def test_a_turn_names_the_tile_chosen_by_its_turns_not_its_number() -> None:
    page = tsuro_page(["person", "person"], variant="open")
    for mark in ("start:a1.0", "start:f6.4"):
        page.play(mark.replace(":", " "))
    tile = page.model.session.game.shared_hand()[0]
    page.click(f"tile:{tile}", "rotate:cw", "rotate:cw")
    status = words(page.screen["status"])
    assert "the tile chosen, turned twice" in status and str(tile) not in status.split(":")[1]
    assert "Turning turns every tile of the hand alike." in words(page.screen["panel"])

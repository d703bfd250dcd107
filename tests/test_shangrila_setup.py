"""Setup: the board for 3 and 4 players, the placement phase and its limits, the starts."""

from __future__ import annotations

import random

import pytest

from game import shangrila
from game.shangrila.board import BRIDGES, DISCIPLINES, VILLAGES
from game.shangrila.starts import SUGGESTED


def test_the_board_data_is_consistent() -> None:
    assert len(VILLAGES) == 13 and len(BRIDGES) == 23
    for name in BRIDGES:
        a, b = name
        assert a < b and b in VILLAGES[a].neighbours and a in VILLAGES[b].neighbours
    assert sum(len(v.neighbours) for v in VILLAGES.values()) == 2 * len(BRIDGES)


def test_four_players_use_every_village_and_bridge() -> None:
    g = shangrila.new_game("rbyv")
    assert g.bridges() == set(BRIDGES) and g.stones() == set()
    assert g.players == ("r", "b", "y", "v") and g.colours == "rbyv"


def test_three_players_leave_the_red_village_out() -> None:
    g = shangrila.new_game("byr")
    assert g.stones() == {"C"}
    assert g.bridges() == set(BRIDGES) - {"BC", "CF", "CJ"} and len(g.bridges()) == 20
    assert not [m for m in g.legal_moves() if m.endswith("C")]
    with pytest.raises(shangrila.IllegalMove, match="stone"):
        g.play("place RC")


@pytest.mark.parametrize("colours", ["rbyv", "vbr", "yrvb"])
def test_setup_goes_round_one_master_at_a_time_from_the_first_colour(colours: str) -> None:
    g = shangrila.new_game(colours, seed=5)
    rng = random.Random(1)
    for turn in range(7 * len(colours)):
        assert g.phase == "setup" and g.to_move == colours[turn % len(colours)]
        assert all(m.startswith("place ") for m in g.legal_moves())
        g.play(rng.choice(g.legal_moves()))
    assert g.phase == "play" and g.to_move == colours[0]
    for colour in colours:
        assert g.setup_remaining(colour) == ""
        assert all(g.supply(colour, d) == 5 for d in DISCIPLINES)


def test_each_player_places_one_master_of_each_discipline() -> None:
    g = shangrila.new_game("rby")
    g.play("place RA")
    g.play("place RB")
    g.play("place RD")
    assert g.setup_remaining("r") == "PYADHF"
    assert not [m for m in g.legal_moves() if m.startswith("place R")]
    with pytest.raises(shangrila.IllegalMove, match=r"already placed a master \(Rainmaker\)"):
        g.play("place RE")


def _villages(moves: list[str]) -> set[str]:
    return {m[-1] for m in moves}


def test_setup_limits_with_four_players() -> None:
    g = shangrila.new_game("rbyv")
    for move in ("place RE", "place RA", "place PA", "place YA"):
        g.play(move)
    assert "A" not in _villages(g.legal_moves())  # A holds 3 tiles: full for setup
    with pytest.raises(shangrila.IllegalMove, match=r"at most 2 tile.* and 3 in all"):
        g.play("place DA")
    for move in ("place PE", "place PB", "place YB", "place AB"):
        g.play(move)
    # E holds 2 tiles, both red: room for others, not for red
    assert g.to_move == "r" and _villages(g.legal_moves()).isdisjoint("ABE")
    g.play("place YD")
    assert "E" in _villages(g.legal_moves())


def test_setup_limits_with_three_players() -> None:
    g = shangrila.new_game("rby")
    for move in ("place RA", "place PA", "place RB"):
        g.play(move)
    assert g.to_move == "r" and _villages(g.legal_moves()).isdisjoint("A")
    g.play("place PB")  # B: yellow, red: full
    g.play("place YD")
    assert g.to_move == "y" and _villages(g.legal_moves()).isdisjoint("AB")
    g.play("place AE")
    assert g.to_move == "r" and _villages(g.legal_moves()).isdisjoint("AB")
    g.play("place YE")  # E: yellow, red: full
    assert g.to_move == "b" and _villages(g.legal_moves()).isdisjoint("ABE")


#: A 3-player setup found by random play after which Blue's last placement, its
#: Astrologer, fits in no village within the limits (the test below checks that).
STUCK_SETUP = [
    *("place PD", "place DE", "place FD", "place RL", "place RB", "place HG", "place HA"),
    *("place PJ", "place AI", "place YB", "place HM", "place YL", "place DH", "place FG"),
    *("place PH", "place AF", "place YK", "place RA", "place FM"),
]


def test_three_player_limits_are_lifted_when_no_placement_fits_them() -> None:
    # Found by random play: a player's next placement fits nowhere within the
    # limits, so for that placement any free matching space is allowed.
    g = shangrila.new_game("rby", seed=0)
    for move in STUCK_SETUP:
        g.play(move)
    colour, remaining = g.to_move, g.setup_remaining(g.to_move)
    free = {
        f"place {d}{v}" for v in VILLAGES for d in remaining if v != "C" and g.space(v, d) is None
    }
    assert free and set(g.legal_moves()) == free
    for move in free:
        tiles = [g.space(move[-1], d) for d in DISCIPLINES]
        assert sum(t is not None for t in tiles) >= 2 or (colour, False) in tiles
    while g.phase == "setup":
        g.play(g.legal_moves()[0])
    assert all(g.supply(c, d) == 5 for c in "rby" for d in DISCIPLINES)


def test_suggested_start_three_players() -> None:
    g = shangrila.new_game("rby", start="suggested", seed=3)
    assert g.phase == "play" and g.to_move == "r" and g.history == []
    assert g.space("A", "R") == ("b", False) and g.space("M", "A") == ("y", False)
    assert all(g.supply(c, d) == 5 for c in "rby" for d in DISCIPLINES)
    assert g.stones() == {"C"}


def test_suggested_start_four_players_completes_violet() -> None:
    g = shangrila.new_game("rbyv", start="suggested", seed=3)
    assert g.space("C", "A") == ("v", False)
    assert all(g.supply(c, d) == 5 for c in "rbyv" for d in DISCIPLINES)
    # the completed card keeps the 4-player setup limits
    for village in VILLAGES:
        tiles = [g.space(village, d) for d in DISCIPLINES]
        assert sum(t is not None for t in tiles) <= 3
        for colour in "rbyv":
            assert sum(t is not None and t[0] == colour for t in tiles) <= 2
    assert len(SUGGESTED[4]) == 28


def test_suggested_start_maps_the_card_colours_onto_the_colours_in_play() -> None:
    g = shangrila.new_game("vyb", start="suggested", seed=3)
    # card red -> blue, card blue -> yellow, card yellow -> violet
    assert g.space("A", "R") == ("y", False) and g.space("A", "Y") == ("b", False)
    assert g.to_move == "v"


@pytest.mark.parametrize("colours", ["rby", "rbyv"])
def test_random_start_is_legal_and_follows_the_seed(colours: str) -> None:
    g = shangrila.new_game(colours, start="random", seed=42)
    again = shangrila.new_game(colours, start="random", seed=42)
    other = shangrila.new_game(colours, start="random", seed=43)
    assert g.phase == "play" and g.history == []
    board = [[g.space(v, d) for d in DISCIPLINES] for v in VILLAGES]
    assert board == [[again.space(v, d) for d in DISCIPLINES] for v in VILLAGES]
    assert board != [[other.space(v, d) for d in DISCIPLINES] for v in VILLAGES]
    assert all(g.supply(c, d) == 5 for c in colours for d in DISCIPLINES)


def test_options_and_seed_are_kept() -> None:
    g = shangrila.new_game("rbv", start="random", tie_to_origin=True, seed=9)
    assert g.options == {"colours": "rbv", "start": "random", "tie_to_origin": True, "seed": 9}
    seeded = shangrila.new_game()
    assert isinstance(seeded.options["seed"], int) and seeded.options["seed"] >= 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"colours": "rb"}, "3 or 4"),
        ({"colours": 3}, "3 or 4"),
        ({"colours": ["r", "b", "y"]}, "3 or 4"),
        ({"colours": "rbyx"}, "letters"),
        ({"colours": "rrb"}, "different"),
        ({"start": "card"}, "start must be"),
        ({"seed": -1}, "seed"),
    ],
)
def test_bad_options_are_refused(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        shangrila.new_game(**kwargs)

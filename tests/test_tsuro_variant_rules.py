"""Tsuro's variants: longest path, most crossings, open tiles and solo; each decision
of the engine's docstring on how they meet the rule book's rules is pinned here."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_tsuro_arrange import arrange, deck_with

import game
from game import codec, tsuro
from game.tsuro.engine import Tsuro
from game.tsuro.paths import crossings
from game.tsuro.tiles import SQUARES, TILES

VARIANTS = ("longest", "crossings", "open", "solo")


def finish(g, seed=0):
    """Play ``g`` to its end at random."""
    choose = random.Random(seed)
    while not g.is_over():
        g.play(choose.choice(g.legal_moves()))
    return g


# -- options -------------------------------------------------------------------------


def test_the_variant_is_an_option_and_the_classic_game_keeps_its_options():
    assert tsuro.new_game(3, seed=4).options == {
        "players": 3,
        "seed": 4,
        "deck": None,
        "elimination_bonus": False,
    }
    for variant in VARIANTS:
        g = tsuro.new_game(3, seed=4, variant=variant)
        assert g.variant == variant and g.options["variant"] == variant
    with pytest.raises(ValueError, match="variants are"):
        tsuro.new_game(3, variant="longest path")


@pytest.mark.parametrize("variant", ["open", "solo"])
def test_no_elimination_bonus_without_a_hand_for_each_player(variant):
    with pytest.raises(ValueError, match="hand for each player"):
        tsuro.new_game(3, elimination_bonus=True, variant=variant)


# -- longest path and most crossings ----------------------------------------------------


def test_longest_path_counts_the_sections_travelled_on_the_way_out():
    # 0 at a1.0 playing 20r0 goes to b1.7 and sends 2 (at a1.1) off the left edge;
    # player 1 is out already, so one pawn is left and the game ends.
    g = arrange(3, {0: "a1.0", 2: "a1.1"}, {0: [20, 2, 3], 2: [4, 5, 6]}, variant="longest")
    g._state.trails = [(("b1", 0, 1),), (("c1", 2, 3),) * 3, (("d1", 4, 5),) * 2]
    g.play("play 20r0")
    assert g.elimination(2) is not None and g.is_over()
    assert [g.score(p) for p in g.players] == [2, 3, 3]
    assert g.score(2) == len(g.trail(2))
    assert g.winners() == [1, 2]  # the longest trails share the win, both off the board


def test_the_longest_trail_wins_even_off_the_board():
    g = arrange(3, {0: "a1.0", 2: "a1.1"}, {0: [20, 2, 3], 2: [4, 5, 6]}, variant="longest")
    g._state.trails = [(), (), (("d1", 4, 5),) * 4]
    g.play("play 20r0")
    assert g.pawn(0) is not None and g.winners() == [2]
    classic = arrange(3, {0: "a1.0", 2: "a1.1"}, {0: [20, 2, 3], 2: [4, 5, 6]})
    classic.play("play 20r0")
    assert classic.winners() == [0]


def test_a_pawn_knocked_out_where_it_stands_travels_nothing():
    # tile 1 joins points 0 and 1: 0 runs into 1, both are out, the game ends
    g = arrange(2, {0: "c1.0", 1: "c1.1"}, {0: [1], 1: [5, 6, 7]}, variant="longest")
    g.play("play 1r0")
    assert g.elimination(1) == ("collision", "c1.1") and g.is_over()
    assert (g.score(0), g.score(1)) == (1, 0) and g.winners() == [0]


@pytest.mark.parametrize("variant", ["longest", "crossings"])
def test_the_scored_variants_keep_the_ban_on_self_elimination(variant):
    pawns, hands = {0: "c1.0", 1: "f3.2", 2: "a6.5"}, {0: [1, 2, 3]}
    scored, classic = arrange(3, pawns, hands, variant=variant), arrange(3, pawns, hands)
    assert (
        scored.legal_moves()
        == classic.legal_moves()
        == [
            "play 2r1",
            "play 2r2",
            "play 3r1",
            "play 3r2",
        ]
    )
    with pytest.raises(tsuro.IllegalMove, match="off the board"):
        scored.play("play 1r0")


@pytest.mark.parametrize("variant", ["longest", "crossings"])
def test_the_scored_variants_keep_the_dragon_and_the_elimination_bonus(variant):
    pawns = {0: "c1.0", 1: "f6.4", 2: "c6.4"}
    g = arrange(3, pawns, {0: [2, 3, 4], 1: [5, 6, 7]}, pile=[], variant=variant)
    g.play("play 2r1")
    assert g.dragon == 0
    corner = {0: "a1.0", 1: "f6.4", 2: "a1.1", 3: "c6.4"}
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    g = arrange(4, corner, hands, pile=[1, 2, 3, 4, 5], bonus=True, variant=variant)
    g.play("play 20r0")
    assert g.swap_offer() == [10, 11, 12] and g.legal_moves()[0] == "swap none"


def test_most_crossings_counts_the_trail_crossing_itself():
    g = arrange(3, {0: "a1.0", 2: "a1.1"}, {0: [20, 2, 3], 2: [4, 5, 6]}, variant="crossings")
    long_and_straight = tuple(("e5", 0, 1) for _ in range(9))
    crossing = (("d4", 0, 4), ("d3", 4, 0), ("d4", 2, 6))
    g._state.trails = [long_and_straight, crossing, long_and_straight]
    assert [g.score(p) for p in g.players] == [0, 1, 0]
    g.play("play 20r0")
    assert g.is_over() and g.winners() == [1]


def test_crossings_are_pairs_of_sections_on_one_square_whose_ends_alternate():
    assert crossings([("a1", 0, 4), ("a1", 2, 6)]) == 1  # a plus sign
    assert crossings([("a1", 0, 4), ("b1", 2, 6)]) == 0  # other squares
    assert crossings([("a1", 0, 1), ("a1", 7, 2)]) == 0  # nested, not crossing
    assert crossings([("a1", 5, 1), ("a1", 0, 3), ("a1", 4, 7)]) == 2


def test_scores_follow_the_trails_in_real_games():
    found = 0
    for seed in range(30):
        g = finish(tsuro.new_game(2 + seed % 4, seed=seed, variant="crossings"), seed)
        for p in g.players:
            assert g.score(p) == crossings(g.trail(p))
        found += any(g.score(p) for p in g.players)
    assert found  # real games cross


# -- open tiles ------------------------------------------------------------------------


def test_open_tiles_share_one_face_up_hand_refilled_after_each_placement():
    g = tsuro.new_game(3, deck=range(1, 36), variant="open")
    for mark in ("c1.0", "f3.2", "a6.5"):
        g.play(f"start {mark}")
    assert g.hand(0) == g.shared_hand() == [1, 2, 3] and g.hand(1) == g.hand(2) == []
    assert g.pile_size() == 32 and g.unseen(1) == list(range(4, 36))
    g.play("play 2r1")
    assert g.to_move == 1 and g.shared_hand() == g.hand(1) == [1, 3, 4] and g.hand(0) == []
    assert g.pile_size() == 31
    view = g.view(2, seed=9)
    assert view.shared_hand() == [1, 3, 4] and sorted(view._state.pile) == g.unseen(2)


def test_open_tiles_refill_after_the_mover_leaves_the_board():
    g = arrange(3, {0: "c1.0", 1: "f3.2", 2: "a6.5"}, {0: [1]}, pile=[9, 10], variant="open")
    g.play("play 1r0")  # forced: the only tile takes pawn 0 off the top edge
    assert g.elimination(0) is not None and g.to_move == 1 and g.shared_hand() == [9]


def test_open_tiles_have_no_dragon_the_shared_hand_shrinks():
    pawns = {0: "c1.0", 1: "f6.4", 2: "c6.4"}
    g = arrange(3, pawns, {0: [2, 3, 4]}, pile=[], variant="open")
    g.play("play 2r1")
    assert g.dragon is None and g.shared_hand() == [3, 4] and g.to_move == 1


def test_open_tiles_end_and_win_as_the_classic_game():
    g = arrange(3, {0: "a1.0", 2: "a1.1"}, {0: [20, 2, 3]}, variant="open")
    g.play("play 20r0")
    assert g.is_over() and g.winners() == [0]


# -- solo ----------------------------------------------------------------------------


def test_solo_places_every_pawn_then_plays_for_each_in_turn():
    g = tsuro.new_game(3, deck=range(1, 36), variant="solo")
    assert g.phase == "start" and g.to_move == 0
    for mark in ("c1.0", "f3.2", "a6.5"):
        g.play(f"start {mark}")
    assert g.phase == "play" and g.shared_hand() == [1, 2, 3]
    g.play(g.legal_moves()[0])
    assert g.to_move == 1 and len(g.shared_hand() or []) == 3


def test_solo_bans_a_tile_that_takes_any_pawn_off_while_another_keeps_all_on():
    # 20r0 keeps pawn 0 on but sends pawn 1 off the left edge; 2r2 keeps both on
    solo = arrange(2, {0: "a1.0", 1: "a1.1"}, {0: [20, 2]}, variant="solo")
    classic = arrange(2, {0: "a1.0", 1: "a1.1"}, {0: [20, 2], 1: [3]})
    assert "play 20r0" in classic.legal_moves()
    assert solo.legal_moves() == ["play 2r2"] and not solo.preview("play 20r0").legal
    with pytest.raises(tsuro.IllegalMove, match="keeps every pawn on"):
        solo.play("play 20r0")


def test_solo_is_lost_at_the_first_pawn_out():
    g = arrange(3, {0: "a1.0", 1: "a1.1", 2: "f6.4"}, {0: [20]}, variant="solo")
    g.play("play 20r0")  # forced: every tile and rotation in hand takes a pawn off
    assert g.is_over() and g.winners() == [] and g.placed_count() == 1
    assert g.pawn(2) is not None


def test_solo_is_won_with_every_tile_placed_and_every_pawn_on_the_board():
    # Every square full but c3 and d3; tile 8 unturned joins 6 to 2, so pawn 0
    # crosses c3 into d3, where pawn 1 waits.
    others = [t for t in TILES if t != 8]
    free = [s for s in SQUARES if s not in ("c3", "d3")]
    board = {square: (tile, 0) for square, tile in zip(free, others, strict=True)}
    g = arrange(2, {0: "c3.6", 1: "d3.0"}, {0: [8]}, board=board, pile=[], variant="solo")
    g.play("play 8r0")
    assert g.is_over() and g.placed_count() == 35 and g.winners() == [0, 1]
    assert g.pawn(0) == "d3.7" and g.pawn(1) == "d3.0"


# -- notation and encoding ------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_variants_round_trip_through_the_encoding_in_format_2(variant):
    for deck in (None, deck_with([33, 11, 12], [1, 2, 3])):
        g = finish(tsuro.new_game(3, seed=8, deck=deck, variant=variant), 3)
        text = g.encode()
        assert text.startswith("T2.")
        back = tsuro.decode(text)
        assert back.history == g.history and back._state == g._state
        assert back.options == g.options and back.encode() == text
        assert game.decode(text).history == g.history
        for move in g.history:
            assert str(tsuro.parse(move)) == move
            assert tsuro.describe(move, 0)


def test_the_classic_game_is_still_written_in_format_1():
    assert finish(tsuro.new_game(3, seed=8)).encode().startswith("T1.")


def test_a_page_from_before_the_variants_refuses_them_by_format(monkeypatch):
    text = tsuro.new_game(2, seed=1, variant="longest").encode()
    classic = tsuro.new_game(2, seed=1).encode()
    monkeypatch.setattr(Tsuro, "VERSION", 1)
    assert tsuro.decode(classic).options["seed"] == 1
    with pytest.raises(ValueError, match="format version 2; this version of the game reads"):
        tsuro.decode(text)


@pytest.mark.parametrize(
    ("version", "header"),
    [
        (2, [3, 0, 5, 0]),  # the classic game in format 2
        (2, [3, 0, 5, 5]),  # no fifth variant
        (2, [3, 1, 5, 3]),  # the elimination bonus with open tiles
        (2, [3, 1, 5, 4]),  # and with solo
        (2, [3, 0, 5]),  # no variant
        (1, [3, 0, 5, 1]),  # a variant in format 1
        (3, [3, 0, 5, 1]),  # a newer format
    ],
)
def test_every_variant_header_is_checked(version, header):
    with pytest.raises(ValueError, match=r"damaged|format version 3"):
        tsuro.decode(codec.pack("T", version, header, []))


# -- properties over random games --------------------------------------------------------

games = st.tuples(
    st.sampled_from(VARIANTS),
    st.integers(2, 8),
    st.integers(0, 2**32 - 1),
    st.integers(0, 2**32 - 1),
)


@settings(max_examples=80, deadline=None)
@given(games)
def test_random_games_of_each_variant(example):
    variant, players, seed, choice = example
    bonus = variant in ("longest", "crossings") and players > 2 and choice % 2 == 1
    g = tsuro.new_game(players, seed=seed, variant=variant, elimination_bonus=bonus)
    choose = random.Random(choice)
    scores = [0] * players
    while not g.is_over():
        g.play(choose.choice(g.legal_moves()))
        now = [g.score(p) for p in g.players]
        assert all(a <= b for a, b in zip(scores, now, strict=True))  # scores never fall
        scores = now
        held = [t for p in g.players for t in g.hand(p)]
        assert len(held) + g.pile_size() + g.placed_count() == 35
        if variant in ("open", "solo"):
            assert g.dragon is None and len(held) <= 3
            assert held == (g.shared_hand() if not g.is_over() else held)
    winners = g.winners()
    if variant in ("longest", "crossings"):
        assert winners and set(winners) == {p for p in g.players if scores[p] == max(scores)}
    elif variant == "solo":
        out = [p for p in g.players if g.pawn(p) is None]
        assert (winners == [] and out) or (winners == list(g.players) and not out)
        assert g.placed_count() == 35 or out
    else:
        assert winners
    assert tsuro.decode(g.encode())._state == g._state

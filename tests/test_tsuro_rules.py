"""Tsuro's rules: setup, start marks, the turn, moving pawns, eliminations, the ban
on self-elimination, passing and the ends of the game (book and FAQ)."""

import random

import pytest
from test_tsuro_arrange import arrange, deck_with

from game import tsuro
from game.tsuro.tiles import START_MARKS


def started(players, marks, deck=None, **options):
    game = tsuro.new_game(players, seed=1, deck=deck, **options)
    for mark in marks:
        game.play(f"start {mark}")
    return game


# -- setup -----------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 9))
def test_deal_three_each_and_the_rest_is_the_pile(players):
    g = tsuro.new_game(players, seed=3)
    hands = [g.hand(p) for p in g.players]
    assert g.players == tuple(range(players))
    assert all(len(h) == 3 for h in hands)
    assert g.pile_size() == 35 - 3 * players
    assert len({t for h in hands for t in h}) == 3 * players


def test_deck_gives_the_dealing_order_and_the_pile_is_drawn_in_order():
    g = started(2, ["c1.0", "f6.4"], deck=range(1, 36))
    assert g.hand(0) == [1, 2, 3] and g.hand(1) == [4, 5, 6]
    g.play("play 3r1")
    assert g.hand(0) == [1, 2, 7]


def test_the_seed_decides_the_deal():
    assert tsuro.new_game(4, seed=9).hand(2) == tsuro.new_game(4, seed=9).hand(2)
    deals = {tuple(tsuro.new_game(4, seed=s).hand(0)) for s in range(10)}
    assert len(deals) > 5


@pytest.mark.parametrize("players", [1, 9, 0, "3", True])
def test_only_2_to_8_players(players):
    with pytest.raises(ValueError):
        tsuro.new_game(players)


def test_a_deck_must_be_the_35_tiles():
    with pytest.raises(ValueError):
        tsuro.new_game(2, deck=range(1, 35))
    with pytest.raises(ValueError):
        tsuro.new_game(2, deck=[1] * 35)


# -- start marks -------------------------------------------------------------------


def test_every_pawn_goes_on_a_free_start_mark_before_any_tile():
    g = tsuro.new_game(3, seed=1)
    assert g.phase == "start" and g.to_move == 0
    assert g.legal_moves() == [f"start {m}" for m in START_MARKS]
    assert g.play("start a1.0") == "start a1.0"
    assert g.to_move == 1 and g.pawn(0) == "a1.0" and g.pawn(1) is None
    assert "start a1.0" not in g.legal_moves() and len(g.legal_moves()) == 47
    with pytest.raises(tsuro.IllegalMove, match="already"):
        g.play("start a1.0")
    with pytest.raises(tsuro.IllegalMove, match="start mark"):
        g.play("start b2.0")
    with pytest.raises(tsuro.IllegalMove):
        g.play("play 1r0")
    g.play("start a1.1")  # the other mark of the same side is free: allowed
    assert g.phase == "start"
    g.play("start a1.7")  # a third pawn facing the same square: allowed
    assert g.phase == "play" and g.to_move == 0


# -- the turn ------------------------------------------------------------------------


def test_play_a_tile_on_the_faced_square_move_then_draw():
    g = started(3, ["c1.0", "f3.2", "a6.5"], deck=range(1, 36))
    assert g.play("play 3r1") == "play 3r1"  # tile 3 turned once joins 0 and 7
    assert g.tile_at("c1") == (3, 1)
    assert g.pawn(0) == "b1.2" and g.trail(0) == [("c1", 0, 7)]
    assert g.hand(0) == [1, 2, 10] and g.pile_size() == 25
    assert g.to_move == 1 and g.placed_count() == 1


def test_equal_rotations_are_listed_once_and_accepted_as_the_lowest():
    g = started(2, ["c1.0", "f6.4"], deck=deck_with([33, 11, 12], [1, 2, 3]))
    assert [m for m in g.legal_moves() if m.startswith("play 33")] == ["play 33r0", "play 33r1"]
    assert g.play("play 33r2") == "play 33r0"
    assert g.history[-1] == "play 33r0" and g.tile_at("c1") == (33, 0)


def test_move_notation_errors_leave_the_game_untouched():
    g = started(2, ["c1.0", "f6.4"], deck=range(1, 36))
    state, history = g._state.copy(), list(g.history)
    for bad in ["play 4r1", "play 1r4", "play 1", "play x", "jump", "", "pass", "start a1.0"]:
        with pytest.raises(tsuro.IllegalMove):
            g.play(bad)
    with pytest.raises(tsuro.IllegalMove):
        g.play(17)  # type: ignore[arg-type]
    assert g._state == state and g.history == history


def test_every_other_pawn_facing_the_new_tile_moves_too():
    g = started(2, ["c1.0", "c1.1"], deck=range(1, 36))
    g.play("play 3r1")  # 0-7 and 1-6
    assert g.pawn(0) == "b1.2" and g.pawn(1) == "b1.3"
    assert g.trail(1) == [("c1", 1, 6)]


def test_a_path_is_followed_through_earlier_tiles():
    g = started(2, ["c1.0", "d1.0"], deck=deck_with([14, 1, 2], [3, 4, 5]))
    g.play("play 14r1")  # c1: 0 joins 6, to b1.3
    g.play("play 3r1")  # d1: 0 joins 7, into c1 at 2, which joins 4, down to c2.1
    assert g.trail(1) == [("d1", 0, 7), ("c1", 2, 4)] and g.pawn(1) == "c2.1"


def test_a_path_that_comes_back_to_the_new_tile_follows_it_again():
    g = arrange(2, {0: "b1.0", 1: "f6.4"}, {0: [20], 1: [2]}, board={"c1": (1, 0)})
    g.play("play 20r0")  # b1: 0 joins 2, into c1 at 7, which turns back at 6 into b1 at 3
    assert g.trail(0) == [("b1", 0, 2), ("c1", 7, 6), ("b1", 3, 4)] and g.pawn(0) == "b2.1"


def test_reaching_the_edge_eliminates_and_returns_the_hand():
    g = started(3, ["a1.0", "a1.1", "f6.4"], deck=deck_with([20, 1, 2], [3, 4, 5]))
    assert g.pile_size() == 26
    g.play("play 20r0")  # 0 goes to 2 (b1.7), 1 goes to 6: off the left edge
    assert g.pawn(0) == "b1.7" and g.pawn(1) is None
    assert g.eliminated() == [1] and g.elimination(1) == ("edge", "a1.6")
    assert g.hand(1) == [] and g.pile_size() == 26 + 3 - 1
    assert g.to_move == 2
    g.play(g.legal_moves()[0])
    assert g.to_move == 0  # player 1 is skipped


def test_pawns_that_meet_are_both_eliminated():
    # FAQ: two paths that meet eliminate both players.
    g = started(3, ["b1.0", "c1.0", "c1.1"], deck=deck_with([14, 1, 2], [22, 3, 4]))
    g.play("play 14r0")  # player 0: b1 0 -> 2, now facing c1 at 7
    assert g.pawn(0) == "c1.7"
    preview = g.preview("play 22r0")  # c1: 0-2 (player 1 safe), 1-7 (player 2 into player 0)
    g.play("play 22r0")
    assert g.pawn(1) == "d1.7"
    assert sorted(g.eliminated()) == [0, 2] and g.elimination(2) == ("collision", "c1.7")
    assert g.elimination(0) == ("collision", "c1.7")
    assert {s.player: s.out for s in preview.steps} == {1: None, 2: "collision", 0: "collision"}
    assert g.is_over() and g.winners() == [1]  # the last pawn on the board wins


def test_two_pawns_with_one_tile_between_them_collide_and_share_the_win():
    # FAQ: all remaining players eliminated in the same turn share the victory.
    g = arrange(2, {0: "c1.0", 1: "c1.1"}, {0: [1], 1: [2, 3, 4]})
    assert g.legal_moves() == ["play 1r0"]  # forced: it is the only tile
    g.play("play 1r0")
    assert g.eliminated() == [0, 1] and g.elimination(1) == ("collision", "c1.1")
    assert g.is_over() and g.winners() == [0, 1] and g.to_move is None
    assert g.legal_moves() == []
    with pytest.raises(tsuro.IllegalMove, match="over"):
        g.play("pass")


# -- the ban on eliminating yourself --------------------------------------------------


def test_no_tile_that_eliminates_you_while_another_keeps_you_on():
    g = started(2, ["c1.0", "f6.4"], deck=range(1, 36))
    # tile 1 always joins 0 to 1 (off the top); tile 2 does at rotations 0 and 3
    assert g.legal_moves() == ["play 2r1", "play 2r2", "play 3r1", "play 3r2"]
    for banned in ["play 1r0", "play 2r0", "play 2r3", "play 3r0"]:
        with pytest.raises(tsuro.IllegalMove, match="off the board"):
            g.play(banned)
        assert g.preview(banned).legal is False
    assert g.history[-1] == "start f6.4"


def test_moving_into_another_pawn_counts_as_eliminating_yourself():
    g = arrange(2, {0: "c1.0", 1: "c1.1"}, {0: [1, 3], 1: [4]})
    assert "play 1r0" not in g.legal_moves()
    with pytest.raises(tsuro.IllegalMove):
        g.play("play 1r0")


def test_when_every_choice_eliminates_you_you_must_still_play():
    # FAQ: only if you have no other move; near the end you may be forced.
    g = arrange(3, {0: "a1.0", 1: "f6.4", 2: "c6.4"}, {0: [1, 35], 1: [2], 2: [3]})
    assert g.legal_moves() == ["play 1r0", "play 35r0"]
    assert all(g.preview(m).legal and g.preview(m).mover_out for m in g.legal_moves())
    g.play("play 35r0")
    assert g.eliminated() == [0] and g.elimination(0) == ("edge", "a1.7")
    assert not g.is_over() and g.to_move == 1


# -- passing ---------------------------------------------------------------------------


def test_a_player_without_tiles_passes():
    g = arrange(3, {0: "c1.0", 1: "f6.4", 2: "c6.4"}, {1: [2, 3], 2: [4, 5]}, pile=[], dragon=1)
    assert g.legal_moves() == ["pass"]
    with pytest.raises(tsuro.IllegalMove):
        g.play("play 2r0")
    assert g.play("pass") == "pass" and g.to_move == 1
    with pytest.raises(tsuro.IllegalMove, match="pass only"):
        g.play("pass")


# -- ends ----------------------------------------------------------------------------


def random_game(players, seed):
    g = tsuro.new_game(players, seed=seed)
    choose = random.Random(seed)
    while not g.is_over():
        g.play(choose.choice(g.legal_moves()))
    return g


def test_all_tiles_placed_the_pawns_still_standing_share_the_win():
    # FAQ: when every tile is played and two or more pawns remain, they share.
    g = random_game(2, 29)
    assert g.placed_count() == 35 and g.eliminated() == []
    assert g.winners() == [0, 1] and g.pile_size() == 0
    g = random_game(8, 3)
    standing = [p for p in g.players if g.pawn(p) is not None]
    assert g.placed_count() == 35 and len(standing) == 3 and g.winners() == standing


def test_last_pawn_standing_wins():
    g = random_game(4, 2)
    assert g.is_over() and g.placed_count() < 35
    assert len(g.winners()) == 1 and g.pawn(g.winners()[0]) is not None
    assert sorted(g.eliminated() + g.winners()) == [0, 1, 2, 3]

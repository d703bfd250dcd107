"""Drawing, the dragon tile, returned hands and the elimination-bonus variant."""

import pytest
from test_tsuro_arrange import arrange

from game import tsuro

# Player 0 at a1.0 playing tile 20 unturned goes to b1.7 and sends a pawn at a1.1
# off the left edge: the way these tests eliminate a player without the mover.
CORNER = {0: "a1.0", 1: "f6.4", 2: "a1.1", 3: "c6.4"}


def test_no_dragon_with_two_players():
    g = arrange(2, {0: "c1.0", 1: "f6.4"}, {0: [2, 3, 4], 1: [5, 6, 7]}, pile=[])
    g.play("play 2r1")
    assert g.hand(0) == [3, 4] and g.dragon is None


def test_first_player_unable_to_draw_takes_the_free_dragon():
    g = arrange(3, {0: "c1.0", 1: "f6.4", 2: "c6.4"}, {0: [2, 3, 4], 1: [5, 6, 7]}, pile=[])
    g.play("play 2r1")
    assert g.hand(0) == [3, 4] and g.dragon == 0


def test_the_dragon_held_by_another_cannot_be_taken():
    # FAQ: you can only be handed the dragon.
    hands = {0: [2, 3, 4], 1: [5, 6], 2: [7, 8, 9]}
    g = arrange(3, {0: "c1.0", 1: "f6.4", 2: "c6.4"}, hands, pile=[], dragon=1)
    g.play("play 2r1")
    assert g.hand(0) == [3, 4] and g.dragon == 1


def test_returned_tiles_are_dealt_from_the_dragon_holder_until_all_hold_three():
    hands = {0: [20, 30, 31], 1: [32, 33], 2: [10, 11, 12], 3: [13, 14]}
    g = arrange(4, CORNER, hands, pile=[], dragon=1)
    g.play("play 20r0")
    assert g.eliminated() == [2] and g.hand(2) == []
    assert [len(g.hand(p)) for p in (0, 1, 3)] == [3, 3, 3]
    assert {g.hand(0)[-1], g.hand(1)[-1], g.hand(3)[-1]} == {10, 11, 12}
    assert g.pile_size() == 0 and g.dragon is None  # everyone reached 3: back beside the board


def test_when_the_pile_runs_out_again_the_dragon_goes_to_the_first_who_could_not_draw():
    hands = {0: [20, 30, 31], 1: [32, 33], 2: [10], 3: [13, 14]}
    g = arrange(4, CORNER, hands, pile=[], dragon=1)
    g.play("play 20r0")
    assert g.hand(1) == [32, 33, 10]  # the holder draws first, not the mover
    assert g.hand(3) == [13, 14] and g.hand(0) == [30, 31]
    assert g.dragon == 3


def test_dealing_goes_round_until_the_pile_is_empty():
    hands = {0: [20], 1: [32], 2: [10, 11], 3: [13]}
    g = arrange(4, CORNER, hands, pile=[], dragon=3)
    g.play("play 20r0")  # 0 holds none, 1 and 3 one each; 2 tiles come back
    # one at a time from player 3 clockwise: 3, then 0, then 1 finds the pile empty
    assert (len(g.hand(3)), len(g.hand(0)), len(g.hand(1))) == (2, 1, 1)
    assert g.dragon == 1
    hands[2] = [10, 11, 12]
    g = arrange(4, CORNER, hands, pile=[], dragon=3)
    g.play("play 20r0")  # 3, 0, 1 draw; 3 is next and cannot: it keeps the dragon
    assert (len(g.hand(3)), len(g.hand(0)), len(g.hand(1))) == (2, 1, 2)
    assert g.dragon == 3


def test_an_eliminated_dragon_holder_hands_it_to_the_next_player_short_of_tiles():
    # FAQ: the dragon goes to the first player clockwise with fewer than three tiles.
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [], 3: [13, 14]}
    g = arrange(4, CORNER, hands, pile=[], dragon=2)
    g.play("play 20r0")
    assert g.eliminated() == [2] and g.dragon == 3
    hands[3].append(15)
    g = arrange(4, CORNER, hands, pile=[], dragon=2)
    g.play("play 20r0")
    assert g.dragon == 0  # player 3 holds three: the mover (two after playing) is next


def test_an_eliminated_dragon_holder_with_nobody_short_puts_it_back():
    # FAQ: if nobody has fewer than three tiles, it goes back beside the board.
    pawns = {0: "c1.0", 1: "c1.1", 2: "f6.4", 3: "a6.5"}
    hands = {0: [1], 1: [5], 2: [6, 7, 8], 3: [9, 10, 11]}
    g = arrange(4, pawns, hands, pile=[], dragon=1)
    g.play("play 1r0")  # forced: players 0 and 1 meet
    assert g.eliminated() == [0, 1] and g.dragon is None
    assert g.pile_size() == 1 and g.to_move == 2 and not g.is_over()


def test_returned_hands_are_shuffled_into_the_pile_with_the_seed():
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    piles = set()
    for seed in range(6):
        g = arrange(4, CORNER, hands, pile=[1, 2, 3, 4, 5], seed=seed)
        g.play("play 20r0")
        assert g.hand(0) == [30, 31, g.hand(0)[2]] and g.pile_size() == 7
        piles.add(tuple(g._state.pile))
        assert sorted([*g._state.pile, g.hand(0)[2]]) == [1, 2, 3, 4, 5, 10, 11, 12]
    assert len(piles) > 1


# -- the elimination-bonus variant ------------------------------------------------------


def bonus_game():
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    return arrange(4, CORNER, hands, pile=[1, 2, 3, 4, 5], bonus=True)


def test_not_with_two_players():
    with pytest.raises(ValueError, match="2 players"):
        tsuro.new_game(2, elimination_bonus=True)


def test_after_eliminating_others_the_mover_may_swap_with_their_hands():
    g = bonus_game()
    g.play("play 20r0")
    assert g.eliminated() == [2] and g.to_move == 0 and g.phase == "play"
    assert g.swap_offer() == [10, 11, 12] and g.hand(2) == [10, 11, 12]
    moves = g.legal_moves()
    assert moves[0] == "swap none" and "swap 30>10 31>12" in moves
    assert len(moves) == 1 + 2 * 3 + 3
    assert g.play("swap 31>12 30>11") == "swap 30>11 31>12"
    assert g.hand(0)[:2] == [11, 12] and len(g.hand(0)) == 3 and g.hand(2) == []
    assert g.to_move == 1 and g.pile_size() == 5 + 3 - 1
    assert 30 in g._state.pile or 30 in g.hand(0)


def test_swap_none_keeps_the_hand():
    g = bonus_game()
    g.play("play 20r0")
    g.play("swap none")
    assert g.hand(0)[:2] == [30, 31] and len(g.hand(0)) == 3 and g.to_move == 1


@pytest.mark.parametrize(
    "bad", ["swap 20>10", "swap 30>13", "swap 30>10 30>11", "swap 30>10 31>10", "swap 30", "pass"]
)
def test_bad_swaps_are_refused(bad):
    g = bonus_game()
    g.play("play 20r0")
    before = g._state.copy()
    with pytest.raises(tsuro.IllegalMove):
        g.play(bad)
    with pytest.raises(tsuro.IllegalMove):
        g.play("play 30r0")
    assert g._state == before


def test_no_swap_offered_without_tiles_to_take_or_without_the_option():
    g = arrange(4, CORNER, {0: [20, 30], 2: [], 1: [1, 2, 3], 3: [4, 5, 6]}, pile=[], bonus=True)
    g.play("play 20r0")
    assert g.to_move == 1 and g.swap_offer() == []
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    g = arrange(4, CORNER, hands, pile=[1, 2, 3])
    g.play("play 20r0")
    assert g.to_move == 1 and not g.legal_moves()[0].startswith("swap")


def test_no_swap_for_a_mover_who_played_its_last_tile():
    hands = {0: [20], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    g = arrange(4, CORNER, hands, pile=[1, 2, 3, 4, 5], bonus=True)
    g.play("play 20r0")  # nothing left in hand to give
    assert g.eliminated() == [2] and g.to_move == 1 and g.swap_offer() == []
    assert len(g.hand(0)) == 1 and g.pile_size() == 5 + 3 - 1


def test_no_swap_for_a_mover_eliminated_in_the_same_placement():
    pawns = {0: "c1.0", 1: "c1.1", 2: "f6.4", 3: "a6.5"}
    hands = {0: [1], 1: [5, 6], 2: [7, 8, 9], 3: [10, 11, 12]}
    g = arrange(4, pawns, hands, pile=[], bonus=True)
    g.play("play 1r0")
    assert g.eliminated() == [0, 1] and g.to_move == 2 and g.swap_offer() == []

"""The rule book's example of play (three players, three turns each), rebuilt.

The book shows it in pictures; this deck and these moves follow its story:
player 2's first tile takes its path onto player 1's tile; player 1's third
tile brings its pawn beside player 2's; player 2's third tile sends player 1
towards player 3; player 3's third tile leads player 1 off the board. Book
players 1, 2, 3 are players 0, 1, 2 here.
"""

from game import tsuro

DECK = [33, 29, 8, 13, 27, 32, 21, 25, 20, 19, 34, 4, 1, 10, 23, 14, 5, 28]
DECK += [9, 2, 12, 17, 24, 3, 15, 35, 22, 6, 31, 30, 26, 7, 16, 11, 18]


def faced(game, player):
    return game.pawn(player).split(".")[0]


def test_the_example_of_play():
    g = tsuro.new_game(3, seed=0, deck=DECK)
    for mark in ["b6.5", "a6.6", "b6.4"]:  # figure 1: free start marks
        g.play(f"start {mark}")
    assert g.phase == "play"

    g.play("play 8r3")  # player 0 (book: 1) plays on b6
    assert g.tile_at("b6") == (8, 3)
    assert g.pawn(0) == "c6.6" and g.pawn(2) == "b5.5"  # player 2's pawn faced b6 too
    g.play("play 27r0")  # player 1 extends its path onto player 0's tile
    assert g.trail(1) == [("a6", 6, 2), ("b6", 7, 6), ("a6", 3, 0)]
    g.play("play 21r1")

    # figure 2: a second tile each, nobody out
    for move in ["play 19r1", "play 13r1", "play 4r0"]:
        g.play(move)
    assert g.eliminated() == [] and g.placed_count() == 6
    assert faced(g, 0) != faced(g, 1)

    # figure 3: player 0's third tile brings it beside player 1
    g.play("play 29r2")
    assert g.pawn(0) == "a4.2" and faced(g, 0) == faced(g, 1) == "a4"
    # player 1's third tile sends player 0 towards player 2
    preview = g.preview("play 10r1")
    g.play("play 10r1")
    assert [s.player for s in preview.steps] == [1, 0]
    assert g.pawn(0) == "c4.6" and g.pawn(2) == "c4.7"
    # player 2's third tile joins player 0's path to the edge: player 0 is out
    g.play("play 20r1")
    assert g.eliminated() == [0] and g.elimination(0) == ("edge", "c6.5")
    assert g.trail(0)[-3:] == [("c4", 6, 5), ("c5", 0, 4), ("c6", 1, 5)]
    assert g.pawn(1) == "a3.4" and g.pawn(2) == "c3.4"
    assert not g.is_over() and g.to_move == 1 and g.hand(0) == []

"""The Tsuro tile set and board geometry."""

from collections import Counter
from itertools import combinations

from game import tsuro
from game.tsuro.tiles import (
    SQUARES,
    START_MARKS,
    TILES,
    canonical,
    connections,
    distinct_rotations,
    neighbour,
    pairings,
    parse_place,
    rotated,
    square_index,
)


def test_thirty_five_tiles_numbered_from_1():
    assert sorted(TILES) == list(range(1, 36))
    assert tsuro.TILES is TILES


def test_first_and_last_tile_as_the_issue_fixes_them():
    assert TILES[1] == ((0, 1), (2, 3), (4, 5), (6, 7))
    assert TILES[35] == ((0, 7), (1, 2), (3, 4), (5, 6))


def test_each_tile_is_four_disjoint_pairs_covering_all_points():
    for pairs in TILES.values():
        assert len(pairs) == 4
        assert sorted(p for pair in pairs for p in pair) == list(range(8))
        assert all(a < b for a, b in pairs)
        assert list(pairs) == sorted(pairs)


def test_tiles_are_canonical_and_in_ascending_order():
    forms = [TILES[n] for n in range(1, 36)]
    assert forms == sorted(forms)
    for pairs in forms:
        assert pairs == min(rotated(pairs, r) for r in range(4))


def test_tiles_pairwise_different_under_rotation():
    for a, b in combinations(TILES.values(), 2):
        assert all(rotated(a, r) != b for r in range(4))


def test_rotations_of_all_tiles_are_the_105_pairings():
    every = {rotated(pairs, r) for pairs in TILES.values() for r in range(4)}
    assert len(pairings()) == 105
    assert every == set(pairings())


def test_20_10_5_tiles_with_4_2_1_distinct_rotations():
    counts = Counter(len(distinct_rotations(n)) for n in TILES)
    assert counts == {4: 20, 2: 10, 1: 5}
    assert distinct_rotations(1) == (0,) and distinct_rotations(35) == (0,)


def test_quarter_turn_moves_each_point_two_steps_clockwise():
    # tile 2 joins 4-6 and 5-7; turned once, 6-0 and 7-1
    assert TILES[2] == ((0, 1), (2, 3), (4, 6), (5, 7))
    assert rotated(TILES[2], 1) == ((0, 6), (1, 7), (2, 3), (4, 5))
    assert rotated(TILES[2], 4) == TILES[2]
    assert canonical(rotated(TILES[17], 3)) == TILES[17]


def test_connections_are_a_symmetric_pairing():
    for number in TILES:
        for r in range(4):
            partner = connections(number, r)
            assert all(partner[partner[p]] == p != partner[p] for p in range(8))


def test_squares_named_column_then_row_top_to_bottom():
    assert SQUARES[0] == "a1" and SQUARES[5] == "f1" and SQUARES[6] == "a2"
    assert SQUARES[35] == "f6" and square_index("c3") == 14


def test_neighbour_rule_on_every_side():
    b2 = square_index("b2")
    assert neighbour(b2, 0) == (square_index("b1"), 5)  # top-left meets bottom-left
    assert neighbour(b2, 1) == (square_index("b1"), 4)
    assert neighbour(b2, 2) == (square_index("c2"), 7)  # right-top meets left-top
    assert neighbour(b2, 3) == (square_index("c2"), 6)
    assert neighbour(b2, 4) == (square_index("b3"), 1)
    assert neighbour(b2, 5) == (square_index("b3"), 0)
    assert neighbour(b2, 6) == (square_index("a2"), 3)
    assert neighbour(b2, 7) == (square_index("a2"), 2)
    for square in range(36):
        for point in range(8):
            other = neighbour(square, point)
            if other is not None:
                assert neighbour(*other) == (square, point)


def test_48_start_marks_are_the_edge_points():
    assert len(START_MARKS) == len(set(START_MARKS)) == 48
    edge = [(s, p) for s in range(36) for p in range(8) if neighbour(s, p) is None]
    assert sorted(parse_place(m) for m in START_MARKS) == sorted(edge)
    assert {"a1.0", "a1.1", "a1.6", "a1.7", "f6.2", "f6.5", "c1.0", "a4.6"} <= set(START_MARKS)
    assert "b2.0" not in START_MARKS and "a1.2" not in START_MARKS

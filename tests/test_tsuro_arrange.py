"""A helper that sets up Tsuro positions for the rule tests, and its own checks.

``arrange`` writes a position straight into a game's state, so that a test can
start from exactly the situation a rule speaks about (a hand of one tile, an
empty pile, the dragon held by a given player).
"""

from game import tsuro
from game.tsuro.tiles import TILES, parse_place, square_index


def deck_with(*hands: list[int]) -> list[int]:
    """A full deck dealing ``hands`` in turn order, the other tiles after, ascending."""
    dealt = [t for hand in hands for t in hand]
    return dealt + [t for t in TILES if t not in dealt]


def arrange(
    players: int,
    pawns: dict[int, str],
    hands: dict[int, list[int]],
    *,
    board: dict[str, tuple[int, int]] | None = None,
    pile: list[int] | None = None,
    dragon: int | None = None,
    turn: int = 0,
    bonus: bool = False,
    seed: int = 5,
    variant: str = "classic",
) -> tsuro.Tsuro:
    """A game in its play phase: ``pawns`` by player (the others are out),
    ``hands``, tiles on ``board``, the ``pile`` in drawing order (default: every
    other tile, ascending), the dragon and the player to move (in the shared-hand
    variants, the hand of the player to move is the shared one)."""
    game = tsuro.new_game(players, seed=seed, elimination_bonus=bonus, variant=variant)
    st = game._state
    board = board or {}
    st.board = [-1] * 36
    for square, (number, rotation) in board.items():
        st.board[square_index(square)] = number * 4 + rotation
    st.placed = len(board)
    st.pawns = [-1] * players
    for player, place in pawns.items():
        square, point = parse_place(place)
        st.pawns[player] = square * 8 + point
    st.out = [p for p in range(players) if p not in pawns]
    st.hands = [list(hands.get(p, [])) for p in range(players)]
    used = {n for n, _ in board.values()} | {t for h in st.hands for t in h}
    st.pile = [t for t in TILES if t not in used] if pile is None else list(pile)
    st.pile.reverse()
    st.dragon, st.turn, st.phase = dragon, turn, "play"
    return game


def test_arrange_builds_the_position_asked_for():
    g = arrange(3, {0: "a1.0", 2: "c1.1"}, {0: [5], 2: [6, 7]}, board={"f6": (9, 1)}, dragon=2)
    assert (g.pawn(0), g.pawn(1), g.pawn(2)) == ("a1.0", None, "c1.1")
    assert g.hand(0) == [5] and g.hand(2) == [6, 7] and g.eliminated() == [1]
    assert g.tile_at("f6") == (9, 1) and g.placed_count() == 1
    assert g.pile_size() == 35 - 4 and g.dragon == 2 and g.to_move == 0


def test_deck_with_deals_the_hands_first():
    deck = deck_with([14, 1, 2], [22, 3, 4])
    assert deck[:6] == [14, 1, 2, 22, 3, 4] and sorted(deck) == list(TILES)
    g = tsuro.new_game(2, deck=deck)
    assert g.hand(0) == [14, 1, 2] and g.hand(1) == [22, 3, 4]

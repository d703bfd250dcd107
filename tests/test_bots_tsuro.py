"""Tsuro's computer players: legal, seeded, blind to hidden tiles, and able to finish games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance

from game import bots, tsuro
from game.bots import greedy, mcts
from game.bots import tsuro as tsuro_bots
from game.tsuro.tiles import parse_place

LEVELS = ["easy", "medium", "hard"]
TINY = 12  # search iterations in tests: enough to exercise the search, and fast


def _started(players: int, seed: int, deck: list[int] | None = None) -> tsuro.Tsuro:
    game = tsuro.new_game(players, seed=seed, deck=deck)
    marks = ["a1.0", "f6.4", "a6.6", "f1.2", "c1.0", "d6.4", "a3.6", "f4.2"]
    for mark in marks[:players]:
        game.play(f"start {mark}")
    return game


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_bots_play_whole_games_with_legal_moves_only(level: str, players: int) -> None:
    game = tsuro.new_game(players, seed=players)
    while not game.is_over():
        move = bots.choose(game, level, seed=3, iterations=TINY)
        assert move in game.legal_moves()
        game.play(move)
    assert game.winners()


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_move(level: str) -> None:
    game = _started(3, seed=11)
    first = bots.choose(game, level, seed=5, iterations=TINY)
    again = bots.choose(tsuro.decode(game.encode()), level, seed=5, iterations=TINY)
    assert first == again and game.history == tsuro.decode(game.encode()).history


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_tiles_do_not_change_the_move(level: str) -> None:
    # Player 0 holds 1, 2, 3 in both games; the other hands and the pile differ.
    rest = list(range(4, 36))
    shuffled = rest[:]
    random.Random(2).shuffle(shuffled)
    one = _started(3, seed=1, deck=[1, 2, 3, *rest])
    two = _started(3, seed=1, deck=[1, 2, 3, *shuffled])
    assert one.hand(0) == two.hand(0) and one.hand(1) != two.hand(1)
    for seed in range(3):
        assert bots.choose(one, level, seed, iterations=TINY) == bots.choose(
            two, level, seed, iterations=TINY
        )


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 8), st.integers(0, 2**16), st.integers(0, 40))
def test_playouts_never_pick_a_suicidal_tile_while_another_keeps_the_pawn_on(
    players: int, seed: int, moves: int
) -> None:
    # Hard's playouts pick among legal_moves(), and the rules leave a tile that
    # takes the mover off the board out of them while another tile keeps it on.
    game = tsuro.new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            return
        game.play(rng.choice(game.legal_moves()))
    if game.phase != "play" or not game.hand(game.to_move) or game.swap_offer():
        return
    tiles = [f"play {t}r{r}" for t in game.hand(game.to_move) for r in range(4)]
    survive = {move for move in tiles if not game.preview(move).mover_out}
    playout = {mcts.random_move(game, random.Random(n)) for n in range(20)}
    assert playout <= set(game.legal_moves())
    assert not survive or all(not game.preview(move).mover_out for move in playout)


def test_medium_takes_a_win_when_there_is_one() -> None:
    chances = 0
    for seed in range(12):
        game = _started(2, seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            mover, winning = game.to_move, []
            for move in game.legal_moves():
                after = game.copy()
                after.play(move)
                if after.winners() == [mover]:
                    winning.append(move)
            if winning:
                chances += 1
                assert bots.choose(game, "medium", seed) in winning
            game.play(rng.choice(game.legal_moves()))
    assert chances > 0


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**16), st.integers(0, 60), st.integers(0, 35))
def test_room_is_the_empty_region_reached_from_a_square(
    players: int, seed: int, moves: int, first: int
) -> None:
    game = advance(tsuro.new_game(players, seed=seed), random.Random(seed), moves)
    board = tsuro_bots._board(game)
    # Every square in turn, from ``first`` on: later ones may reuse regions found before.
    for start in [*range(first, 36), *range(first)]:
        seen, todo = {start}, [start]  # a plain search of the region, square by square
        while todo:
            square = todo.pop()
            c, r = square % 6, square // 6
            for column, row in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
                near = row * 6 + column
                if 0 <= column < 6 and 0 <= row < 6 and near not in seen and board[near] is None:
                    seen.add(near)
                    todo.append(near)
        assert tsuro_bots._room(tsuro_bots._empty(board), start) == len(seen)


def test_hard_plays_out_with_medium_once_four_pawns_are_left() -> None:
    rng = random.Random(3)
    for players in (2, 4):
        game = _started(players, seed=3)
        assert bots.budget(game) == tsuro_bots.HEAVY_ITERATIONS
        assert tsuro_bots.hard(game, rng).playout is tsuro_bots.playout_move
    six = _started(6, seed=3)
    assert bots.budget(six) == tsuro_bots.HARD_ITERATIONS
    assert tsuro_bots.hard(six, rng).playout is mcts.random_move
    while len(six.eliminated()) < 2 and not six.is_over():
        six.play(rng.choice(six.legal_moves()))
    assert six.is_over() or bots.budget(six) == tsuro_bots.HEAVY_ITERATIONS
    longest = tsuro.new_game(2, seed=3, variant="longest")
    assert bots.budget(longest) == tsuro_bots.HARD_ITERATIONS


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**16), st.integers(2, 40))
def test_the_playouts_medium_move_is_one_medium_rates_best(
    players: int, seed: int, moves: int
) -> None:
    game = advance(tsuro.new_game(players, seed=seed), random.Random(seed), moves)
    if game.is_over():
        return
    history = list(game.history)
    move = tsuro_bots.playout_move(game, random.Random(seed))
    assert game.history == history  # the game is left as it was
    me, out = game.to_move, len(game.eliminated())
    ranking = greedy.rated(game, lambda after: tsuro_bots.rate(after, me, out))
    assert move in [m for score, m in ranking if score > ranking[0][0] - greedy.TIE]


@settings(max_examples=60, deadline=None)
@given(
    st.integers(2, 8),
    st.integers(0, 2**16),
    st.integers(0, 80),
    st.booleans(),
    st.sampled_from(tsuro.VARIANTS),
)
def test_the_playouts_ratings_are_those_of_playing_each_move(
    players: int, seed: int, moves: int, bonus: bool, variant: str
) -> None:
    # Every kind of move: pawns taken out, the last tile, the dragon, the bonus, variants.
    if variant in ("open", "solo"):
        bonus = False
    game = tsuro.new_game(
        players if variant != "solo" else 2,
        seed=seed,
        elimination_bonus=bonus and players > 2,
        variant=variant,
    )
    game = advance(game, random.Random(seed), moves)
    if game.is_over():
        return
    history = list(game.history)
    view = game.view(game.to_move or 0, seed)
    legal = view.legal_moves()
    assert tsuro_bots._ratings(view, legal) == _rated_by_playing(view)
    assert view.legal_moves() == legal and game.history == history


def _rated_by_playing(game: tsuro.Tsuro) -> list[float]:
    me, out = game.to_move, len(game.eliminated())
    assert me is not None
    played = []
    for move in game.legal_moves():
        game.play(move)
        played.append(tsuro_bots.rate(game, me, out))
        game.undo()
    return played


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_playouts_ratings_of_start_marks_are_those_of_playing_each(players: int) -> None:
    # Rated without being played (a pawn on its mark changes nothing else), from the
    # first pawn to the last, next to others already on their marks.
    game = tsuro.new_game(players, seed=players)
    rng = random.Random(players)
    while game.phase == "start":
        view = game.view(game.to_move or 0, players)
        assert tsuro_bots._ratings(view, view.legal_moves()) == _rated_by_playing(view)
        game.play(rng.choice(game.legal_moves()))


def test_the_playouts_ratings_of_moves_that_take_another_pawn_out_or_end_the_game() -> None:
    # Two pawns facing one square: some tiles there take the second one out.
    shared = tsuro.new_game(2, seed=5)
    shared.play("start a1.0")
    shared.play("start a1.1")
    assert any(shared.preview(move).steps[-1].out for move in shared.legal_moves())
    assert tsuro_bots._ratings(shared, shared.legal_moves()) == _rated_by_playing(shared)
    # The last tile, two ways, neither taking a pawn out: either ends the game (a game
    # of four Medium players, seed 339, up to its last tile).
    last = tsuro.Tsuro.decode("T1.AwQA0wItBxIeBgABAgkIAwUFBwEHBQQCBAIBAAACAQEAAgcBAQQBAAIAAByEFUQ")
    assert last.placed_count() == len(tsuro.TILES) - 1 and len(last.legal_moves()) == 2
    assert tsuro_bots._ratings(last, last.legal_moves()) == _rated_by_playing(last)


def test_edge_distance_and_room() -> None:
    assert [tsuro_bots._edge_distance(12 + c) for c in range(6)] == [0, 1, 2, 2, 1, 0]
    game = _started(2, seed=4)
    assert tsuro_bots._room(tsuro_bots._empty(tsuro_bots._board(game)), 0) == 36
    game.play(game.legal_moves()[0])
    assert tsuro_bots._room(tsuro_bots._empty(tsuro_bots._board(game)), 35) == 35


def test_pairing_share_follows_paths_to_the_edge() -> None:
    share, safety = tsuro_bots._pairing_share, tsuro_bots._exit_safety
    empty: tsuro_bots.Board = [None] * 36

    def one(square: int, tile: int) -> tsuro_bots.Board:
        board = list(empty)
        board[square] = tsuro_bots._EXITS[tile, 0]
        return board

    # Facing a middle square of an empty board, every tile leaves the pawn on it.
    assert share(safety(empty, 14 * 8), 0) == 1
    # Entering the corner a1 from its top: the exits on the top and left sides lose,
    # which is 3 of the 7 other points, so 3/7 of the pairings.
    assert share(safety(empty, 0), 0) == pytest.approx(4 / 7)
    # Leaving a1 to the right onto b1: tile 1 turns the pawn back to face a1 again;
    # tile 35 joins b1's point 7 to its top point 0, over the edge.
    assert safety(one(1, 1), 0) >> 2 & 1
    assert not safety(one(1, 35), 0) >> 2 & 1
    assert not safety(empty, 2) & 1  # point 0 of a1, seen from its point 2


def test_room_counts_the_empty_squares_reachable_from_a_square() -> None:
    tile = tsuro_bots._EXITS[1, 0]

    def room(board: tsuro_bots.Board, start: int) -> int:
        return tsuro_bots._room(tsuro_bots._empty(board), start)

    empty: tsuro_bots.Board = [None] * 36
    assert room(empty, 0) == room(empty, 35) == 36
    # Tiles down the third column wall columns a and b off from the rest.
    walled = [tile if square % 6 == 2 else None for square in range(36)]
    assert room(walled, 0) == room(walled, 31) == 12
    assert room(walled, 5) == 18
    # A tile's own square counts once, even with no empty square around it.
    alone = [None if square == 0 else tile for square in range(36)]
    assert room(alone, 0) == 1


def test_pairing_share_is_the_share_of_all_105_pairings() -> None:
    pairings = sorted(set(tsuro_bots._EXITS.values()))
    assert len(pairings) == tsuro_bots._PAIRINGS == 105
    game, rng = _started(4, seed=3), random.Random(5)
    for _ in range(8):
        game.play(rng.choice(game.legal_moves()))
    board = tsuro_bots._board(game)
    for square in range(36):
        if board[square] is not None:
            continue
        for point in range(8):
            safety = tsuro_bots._exit_safety(board, square * 8 + point)
            brute = sum(safety >> exits[point] & 1 for exits in pairings)
            assert tsuro_bots._pairing_share(safety, point) == brute / 105
    # A pawn's own point leads back along its trail and off the board: never safe.
    for place in game.pawn_codes():
        if place >= 0:  # seen from another point of its square, which counts it
            assert not tsuro_bots._exit_safety(board, place ^ 1) >> (place & 7) & 1


class _Board:
    """Just what :func:`value` reads: pawns on an empty board, nobody out, no tiles."""

    players = (0, 1)

    def __init__(self, *pawns: str) -> None:
        self.pawns = pawns

    def is_over(self) -> bool:
        return False

    def eliminated(self) -> list[int]:
        return []

    def board_codes(self) -> tuple[int, ...]:
        return (-1,) * 36

    def pawn_codes(self) -> tuple[int, ...]:
        return tuple(square * 8 + point for square, point in map(parse_place, self.pawns))

    def hand(self, player: int) -> list[int]:
        return []


def test_value_prefers_the_middle_for_itself_and_the_edge_for_others() -> None:
    value = tsuro_bots.value
    assert value(_Board("c3.0", "a6.6"), 0, 0) > value(_Board("a1.0", "a6.6"), 0, 0)
    assert value(_Board("a1.0", "a6.6"), 0, 0) > value(_Board("a1.0", "c4.0"), 0, 0)


def test_value_counts_crowding_and_eliminations() -> None:
    value = tsuro_bots.value
    apart, beside, same = (value(_Board("c3.0", other), 0, 0) for other in ("d4.0", "c4.0", "c3.1"))
    assert apart - beside == 2 and beside - same == tsuro_bots.SHARED
    assert value(_Board("c3.0", "d4.0"), 0, -1) == apart + 100


def test_value_scores_the_end_of_the_game() -> None:
    game = _started(2, seed=8)
    while not game.is_over():
        game.play(game.legal_moves()[0])
    winners = game.winners()
    for player in (0, 1):
        expected = 1000 / len(winners) if player in winners else -1000
        assert tsuro_bots.value(game, player, 0) == expected


def test_the_page_worker_answers_from_the_encoded_game() -> None:
    from web.worker import choose_move

    game = _started(2, seed=6)
    for level in LEVELS:
        assert choose_move(game.encode(), level, 3) in game.legal_moves()
    # Hard's search has a time cap in the page, so only the others are sure to repeat.
    assert choose_move(game.encode(), "medium", 3) == choose_move(game.encode(), "medium", 3)


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 8), st.integers(0, 2**16), st.integers(0, 60))
def test_any_position_gets_a_legal_move_and_stays_untouched(
    players: int, seed: int, prefix: int
) -> None:
    game = tsuro.new_game(players, seed=seed, elimination_bonus=seed % 2 == 1 and players > 2)
    if advance(game, random.Random(seed), prefix).is_over():
        return
    before = game.encode()
    for level in LEVELS:
        assert bots.choose(game, level, seed, iterations=TINY) in game.legal_moves()
    assert game.encode() == before


def test_shares_favour_the_pawn_with_more_room() -> None:
    shares = tsuro_bots.shares(_Board("c3.0", "a1.0"))
    assert sum(shares.values()) == pytest.approx(1) and shares[0] > shares[1]
    game = _started(3, seed=2)
    assert set(tsuro_bots.shares(game)) == {0, 1, 2}


def test_hard_plays_out_to_the_end_once_the_board_fills() -> None:
    rng = random.Random(4)
    game = _started(2, seed=4)
    while game.placed_count() < tsuro_bots.ENDGAME - 1:
        game.play(rng.choice(game.legal_moves()))
        assert not game.is_over()
    assert tsuro_bots.hard(game, rng).depth == 2 * tsuro_bots.ROUNDS
    game.play(rng.choice(game.legal_moves()))
    assert not game.is_over() and tsuro_bots.hard(game, rng).depth is None
    assert bots.choose(game, "hard", seed=1, iterations=TINY) in game.legal_moves()


def test_hard_plays_out_to_the_end_only_with_two_pawns_left() -> None:
    rng = random.Random(4)
    game, full = _started(3, seed=4), 0
    while game.placed_count() < tsuro_bots.ENDGAME or len(game.eliminated()) < 1:
        assert not game.is_over()
        if game.placed_count() >= tsuro_bots.ENDGAME:  # three pawns still on the board
            assert tsuro_bots.hard(game, rng).depth == 3 * tsuro_bots.ROUNDS
            full += 1
        game.play(rng.choice(game.legal_moves()))
    assert full and not game.is_over() and tsuro_bots.hard(game, rng).depth is None


# -- the variants -------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["longest", "crossings", "open", "solo"])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_every_variant_to_its_end(variant: str, level: str) -> None:
    game = tsuro.new_game(3, seed=11, variant=variant)
    while not game.is_over():
        move = bots.choose(game, level, seed=2, iterations=TINY)
        assert move in game.legal_moves()
        game.play(move)
    search = bots.search(tsuro.new_game(3, seed=11, variant=variant), seed=1)
    search.run(TINY)
    assert search.best() in search.moves  # hints work in every variant


def test_scored_shares_count_players_out_and_add_up_to_one() -> None:
    game = tsuro.new_game(3, seed=4, variant="longest")
    rng = random.Random(3)
    while not game.eliminated():
        game.play(rng.choice(game.legal_moves()))
    shares = tsuro_bots.scored_shares(game)
    assert set(shares) == set(game.players) and abs(sum(shares.values()) - 1) < 1e-9
    assert all(shares[p] > 0 for p in game.eliminated())  # their trails may still win


def test_medium_aims_at_the_longest_path() -> None:
    """From the same position, Medium at longest path rates a move by the trail it adds."""
    game = tsuro.new_game(2, seed=6, variant="longest")
    rng = random.Random(5)
    while game.phase != "play" or game.placed_count() < 12:
        game.play(rng.choice(game.legal_moves()))
    me = game.to_move
    assert me is not None
    rated = []
    for move in game.legal_moves():
        after = game.copy()
        after.play(move)
        if me not in after.eliminated() and not after.is_over():
            gain = after.score(me) - game.score(me)
            rated.append(
                (tsuro_bots.scored_value(after, me, 0) - tsuro_bots.value(after, me, 0), gain)
            )
    leads = {gain: lead for lead, gain in rated}
    assert all(leads[a] < leads[b] for a in leads for b in leads if a < b)


def test_solo_rates_the_tiles_placed_the_same_for_every_pawn() -> None:
    game = tsuro.new_game(3, seed=4, variant="solo")
    rng = random.Random(1)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    worth = tsuro_bots.solo_shares(game)
    # Lost: the tiles placed before the one that took a pawn off.
    assert not game.winners() and set(worth.values()) == {(game.placed_count() - 1) / 35}
    assert tsuro_bots.solo_value(game) < 0

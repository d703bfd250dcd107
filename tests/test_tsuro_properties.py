"""Invariants over random legal games of Tsuro, 2 to 8 players (hypothesis)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance

from game import tsuro
from game.tsuro.paths import SPOT
from game.tsuro.tiles import SQUARES, TILES, connections, neighbour, parse_place, place_name

games = st.tuples(
    st.integers(2, 8), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.booleans()
)


def new(players, seed, bonus):
    return tsuro.new_game(players, seed=seed, elimination_bonus=bonus and players > 2)


def check_invariants(g):
    st_ = g._state
    in_hands = [t for p in g.players for t in g.hand(p)]
    assert len(in_hands) + g.pile_size() + g.placed_count() == 35
    assert sorted(in_hands + st_.pile + [c >> 2 for c in st_.board if c >= 0]) == list(TILES)
    assert all(len(g.hand(p)) <= 3 for p in g.players)
    places = [g.pawn(p) for p in g.players if g.pawn(p) is not None]
    spots = [SPOT[s * 8 + point] for s, point in map(parse_place, places)]
    assert len(set(spots)) == len(spots)
    for place in places:
        assert g.tile_at(place.split(".")[0]) is None
    if g.dragon is not None:
        assert len(g.players) > 2 and g.pawn(g.dragon) is not None
    if g.phase == "play" and not g.swap_offer() and len(g.players) > 2:
        # nobody is left short while tiles wait in the pile, and the dragon is free
        # only while everyone holds three
        assert g.dragon is None or g.pile_size() == 0
        standing = [p for p in g.players if g.pawn(p) is not None]
        assert g.dragon is not None or all(len(g.hand(p)) == 3 for p in standing)


def check_legal_moves_follow_the_ban(g):
    """The legal plays are those that keep the mover on, or all when none does."""
    choices = [f"play {t}r{r}" for t in g.hand(g.to_move) for r in range(4)]
    previews = {g.preview(m).move: g.preview(m) for m in choices}
    safe = {m for m, p in previews.items() if not p.mover_out}
    assert set(g.legal_moves()) == (safe or set(previews))
    assert all(p.legal == (m in g.legal_moves()) for m, p in previews.items())


def check_preview(g, move, before):
    preview = before.preview(move)
    assert preview.legal and preview.move == move
    for step in preview.steps:
        assert g.pawn(step.player) == step.place
        assert g.trail(step.player)[-len(step.path) :] == list(step.path) or not step.path
        if step.out:
            assert g.elimination(step.player) == (step.out, step.at)
    moved = {s.player for s in preview.steps}
    for p in before.players:
        if p not in moved:
            assert g.pawn(p) == before.pawn(p)
    assert preview.mover_out == (g.pawn(before.to_move) is None)


def follow(before, square, tile, point):
    """Walk a path with the tile geometry alone: (sections, end place or None at the edge)."""
    s, sections = square, []
    while True:
        q = connections(*(tile if s == square else before.tile_at(SQUARES[s])))[point]
        sections.append((SQUARES[s], point, q))
        if (across := neighbour(s, q)) is None:
            return sections, None
        s, point = across
        if s != square and before.tile_at(SQUARES[s]) is None:
            return sections, place_name(s, point)


def check_paths(g, move, before):
    """Each pawn that moved went where the tiles lead, or met a pawn on the way."""
    preview = before.preview(move)
    square = parse_place(before.pawn(before.to_move))[0]
    tile = tuple(int(x) for x in move[5:].split("r"))
    facing = {p for p in before.players if (before.pawn(p) or ".").split(".")[0] == SQUARES[square]}
    assert facing <= {step.player for step in preview.steps}
    for step in preview.steps:
        if not step.path:  # hit where it stood
            assert step.out == "collision" and before.pawn(step.player) == step.at
            continue
        start = parse_place(before.pawn(step.player))
        assert start[0] == square
        sections, end = follow(before, square, tile, start[1])
        if step.out == "collision":
            assert list(step.path) == sections[: len(step.path)]
            last, _, exit_point = step.path[-1]
            met = parse_place(step.at)
            crossing = neighbour(SQUARES.index(last), exit_point)
            assert met in ((SQUARES.index(last), exit_point), crossing)
        else:
            assert list(step.path) == sections and step.place == end
            assert (step.out == "edge") == (end is None)


@settings(max_examples=60, deadline=None)
@given(games)
def test_random_games_keep_the_invariants_and_end_with_a_winner(game):
    players, seed, choice, bonus = game
    g, choose = new(players, seed, bonus), random.Random(choice)
    while not g.is_over():
        move = choose.choice(g.legal_moves())
        if move.startswith("play"):
            check_legal_moves_follow_the_ban(g)
        before = g.copy()
        g.play(move)
        check_invariants(g)
        if move.startswith("play"):
            check_preview(g, move, before)
            check_paths(g, move, before)
    assert g.winners() and set(g.winners()) <= set(g.players)
    standing = [p for p in g.players if g.pawn(p) is not None]
    assert g.winners() == (standing or sorted(g.winners()))
    assert g.placed_count() == 35 or len(standing) <= 1


@settings(max_examples=40, deadline=None)
@given(games)
def test_banned_and_illegal_moves_raise_and_change_nothing_and_undo_restores(game):
    players, seed, choice, bonus = game
    g, choose = new(players, seed, bonus), random.Random(choice)
    while not g.is_over():
        legal = g.legal_moves()
        state, history = g._state.copy(), list(g.history)
        candidates = [f"play {t}r{r}" for t in TILES for r in range(4)]
        candidates += [f"start {m}" for m in tsuro.START_MARKS] + ["pass", "swap none", "x"]
        for bad in choose.sample(candidates, 8):
            normal = bad
            if bad.startswith("play") and g.phase == "play" and not g._state.pending:
                number = int(bad[5:].split("r")[0])
                if number in g.hand(g.to_move):
                    normal = g.preview(bad).move
            if normal not in legal:
                try:
                    g.play(bad)
                except tsuro.IllegalMove:
                    pass
                else:
                    raise AssertionError(f"{bad!r} was accepted; legal: {legal}")
        assert g._state == state and g.history == history
        move = choose.choice(legal)
        g.play(move)
        after = g._state.copy()
        assert g.undo() == move and g._state == state and g.history == history
        g.play(move)
        assert g._state == after


@settings(max_examples=40, deadline=None)
@given(games, st.booleans())
def test_decode_of_encode_restores_the_exact_game(game, with_deck):
    players, seed, choice, bonus = game
    deck = random.Random(seed).sample(list(TILES), 35) if with_deck else None
    g = tsuro.new_game(players, seed=seed, deck=deck, elimination_bonus=bonus and players > 2)
    choose = random.Random(choice)
    advance(g, choose, choose.randrange(players + 40))
    h = tsuro.decode(g.encode())
    assert h._state == g._state and h.history == g.history and h.options == g.options

"""The public API beyond play: options, encoding, preview, trails, views, describe."""

import random

import pytest
from test_tsuro_arrange import arrange, deck_with

import game
from game import tsuro
from game.tsuro.tiles import SQUARES, parse_place


def started(players=2, deck=None, marks=("c1.0", "f6.4", "a6.5", "a3.6"), seed=1):
    g = tsuro.new_game(players, seed=seed, deck=deck)
    for mark in marks[:players]:
        g.play(f"start {mark}")
    return g


def test_options_keep_the_seed_and_a_random_seed_is_stored():
    g = tsuro.new_game(3, seed=12, elimination_bonus=True)
    assert g.options == {"players": 3, "seed": 12, "deck": None, "elimination_bonus": True}
    g = tsuro.new_game(4)
    seed = g.options["seed"]
    assert isinstance(seed, int) and seed >= 0
    assert tsuro.new_game(4, seed=seed).hand(3) == g.hand(3)
    with pytest.raises(ValueError):
        tsuro.new_game(2, seed=-1)


def test_encode_decode_round_trip_with_and_without_a_deck():
    deck = deck_with([33, 11, 12], [1, 2, 3])
    for g in (started(2, deck=deck), started(3, seed=99)):
        g.play(g.legal_moves()[-1])
        text = g.encode()
        assert text.startswith("T1.")
        h = tsuro.decode(text)
        assert h.history == g.history and h._state == g._state and h.options == g.options
        assert game.decode(text).history == g.history  # the package reads either game


def test_decode_refuses_damaged_or_foreign_text():
    text = started().encode()
    with pytest.raises(ValueError):
        tsuro.decode(text[:-3] + "AAA")
    with pytest.raises(ValueError):
        tsuro.decode("S1." + text[3:])
    with pytest.raises(ValueError):
        tsuro.decode("hello")


def test_moves_are_normalised_in_the_history():
    g = started(2, deck=deck_with([33, 11, 12], [1, 2, 3]))
    g.play("  PLAY 33R3 ")
    assert g.history[-1] == "play 33r1"


def test_trail_lists_every_section_in_order_and_elimination_says_where():
    g = started(3, deck=deck_with([14, 1, 2], [3, 4, 5]), marks=("c1.0", "d1.0", "f6.4"))
    assert g.trail(0) == [] and g.elimination(0) is None
    g.play("play 14r1")
    g.play("play 3r1")
    assert g.trail(0) == [("c1", 0, 6)]
    assert g.trail(1) == [("d1", 0, 7), ("c1", 2, 4)]


def test_preview_tells_what_a_move_would_do_without_doing_it():
    g = started(2, deck=range(1, 36), marks=("c1.0", "c1.1"))
    state = g._state.copy()
    preview = g.preview("play 3r1")
    assert preview == tsuro.Preview(
        move="play 3r1",
        square="c1",
        path=(("c1", 0, 7),),
        steps=(
            tsuro.PawnMove(0, "b1.2", (("c1", 0, 7),), code=10),
            tsuro.PawnMove(1, "b1.3", (("c1", 1, 6),), code=11),
        ),
        mover_out=False,
        legal=True,
    )
    banned = g.preview("play 1r2")  # tile 1 joins 0 and 1: into the other pawn
    assert banned.move == "play 1r0" and banned.mover_out and not banned.legal
    assert banned.steps[0].out == "collision" and banned.steps[0].at == "c1.1"
    assert g._state == state and g.history[-1] == "start c1.1"
    for bad in ["play 9r0", "pass", "play 1r9"]:
        with pytest.raises(tsuro.IllegalMove):
            g.preview(bad)


def test_unseen_is_every_tile_the_player_cannot_see():
    g = started(3, deck=range(1, 36), marks=("c1.0", "f3.2", "a6.5"))
    assert g.unseen(0) == list(range(4, 36))
    assert g.unseen(1) == [1, 2, 3, *range(7, 36)]


def test_board_and_pawn_codes_agree_with_tile_at_and_pawn():
    g = started(3, seed=4, marks=("c1.0", "f3.2", "a6.5"))
    for _ in range(5):
        g.play(g.legal_moves()[-1])
    board = g.board_codes()
    for index, square in enumerate(SQUARES):
        tile = g.tile_at(square)
        assert board[index] == (-1 if tile is None else tile[0] * 4 + tile[1])
    for player, code in zip(g.players, g.pawn_codes(), strict=True):
        place = g.pawn(player)
        square, point = parse_place(place) if place else (-1, 0)
        assert code == (-1 if place is None else square * 8 + point)


def test_a_view_redeals_the_hidden_tiles_and_keeps_the_rest():
    g = started(3, seed=4, marks=("c1.0", "f3.2", "a6.5"))
    g.play(g.legal_moves()[0])
    view = g.view(1, seed=8)
    assert view.hand(1) == g.hand(1) and view.history == g.history
    assert [view.pawn(p) for p in g.players] == [g.pawn(p) for p in g.players]
    assert view.tile_at("c1") == g.tile_at("c1") and view.dragon == g.dragon
    assert [len(view.hand(p)) for p in g.players] == [len(g.hand(p)) for p in g.players]
    assert view.pile_size() == g.pile_size() and view.unseen(1) == g.unseen(1)
    assert sorted(view.hand(0) + view.hand(2)) != sorted(g.hand(0) + g.hand(2))
    while not view.is_over():  # a view plays on for search
        view.play(view.legal_moves()[0])
    with pytest.raises(ValueError, match="view"):
        view.encode()
    copy = g.view(1, seed=8)
    copy.play(copy.legal_moves()[0])
    copy.undo()
    with pytest.raises(IndexError, match="view"):
        copy.undo()


def test_games_differing_only_in_hidden_tiles_give_equal_views():
    deck = list(range(1, 36))
    other = deck[:3] + deck[3:9][::-1] + deck[9:10] + deck[10:][::-1]  # same hand 0, same draw
    games = [
        started(3, deck=d, marks=("c1.0", "f3.2", "a6.5"), seed=s)
        for d, s in [(deck, 1), (other, 2)]
    ]
    for g in games:
        g.play("play 3r1")
    a, b = (g.view(0, seed=5) for g in games)
    assert games[0].hand(1) != games[1].hand(1)
    assert a._state == b._state and a.history == b.history and a.options == b.options


def test_a_view_during_a_swap_shows_the_offered_hands_to_the_mover_only():
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    pawns = {0: "a1.0", 1: "f6.4", 2: "a1.1", 3: "c6.4"}
    g = arrange(4, pawns, hands, pile=[1, 2, 3, 4, 5], bonus=True)
    g.play("play 20r0")
    assert 10 not in g.unseen(0) and 10 in g.unseen(1)
    assert g.view(0, seed=1).swap_offer() == [10, 11, 12]


def test_describe_says_each_move_in_words():
    assert tsuro.describe("start c1.0", 3) == "Player 3 starts at c1.0"
    assert tsuro.describe("play 17r0", 0) == "Player 0 plays tile 17 unturned"
    assert tsuro.describe("play 17r3", 0) == "Player 0 plays tile 17 turned three times"
    assert tsuro.describe("pass", 2) == "Player 2 passes, holding no tile"
    assert tsuro.describe("swap none", 1) == "Player 1 keeps their hand"
    assert tsuro.describe("swap 5>20", 1) == "Player 1 swaps tile 5 for 20"
    with pytest.raises(ValueError):
        tsuro.describe("fly", 0)


def test_options_give_the_deck_as_dealt():
    deck = deck_with([33, 11, 12], [1, 2, 3])
    g = tsuro.new_game(2, seed=4, deck=deck)
    assert g.options["deck"] == deck and tsuro.decode(g.encode()).options["deck"] == deck


def test_next_draw_is_what_a_calm_placement_draws():
    # Over random games: every placement that takes no pawn out and goes on draws it.
    checked = 0
    for seed in range(12):
        g = tsuro.new_game(2 + seed % 5, seed=seed)
        rng = random.Random(seed)
        while not g.is_over():
            mover, draw = g.to_move, g.next_draw()
            out, hand = len(g.eliminated()), g.hand(mover)
            move = rng.choice(g.legal_moves())
            g.play(move)
            calm = len(g.eliminated()) == out and not g.is_over()
            if move.startswith("play") and draw is not None and calm:
                assert g.hand(mover)[len(hand) - 1 :] == draw
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    ("variant", "players", "secret"),
    [
        ("classic", 2, True),
        ("longest", 3, True),
        ("crossings", 2, True),
        ("open", 2, False),
        ("solo", 2, False),
    ],
)
def test_hands_are_secret_unless_every_player_plays_from_one_open_hand(
    variant: str, players: int, secret: bool
) -> None:
    assert tsuro.new_game(players, seed=1, variant=variant).hands_secret() is secret


def test_shangrila_hands_nothing_secret() -> None:
    assert game.shangrila.new_game("rby", seed=1).hands_secret() is False

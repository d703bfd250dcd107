"""The Tsuro board view: markup drawn from the game, clicks and keys turned into legal moves."""

from __future__ import annotations

import doctest
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance
from test_tsuro_arrange import arrange
from view_markup import (
    SVG,
    assert_accessible,
    click_at_random,
    offered,
    parse,
    play_by_clicks,
    targets,
    with_class,
)

from game import tsuro
from game.tsuro.tiles import SQUARES
from web.ui import tsuro_view
from web.ui.svg import listing
from web.ui.tsuro_view import TsuroView, path_data, preview_lines

NAMES = {0: "Ann", 1: "Bo", 2: "Cy", 3: "Di", 4: "Ed", 5: "Flo", 6: "Gus", 7: "Hal"}


def random_game(players: int, seed: int, moves: int, bonus: bool = False) -> tsuro.Tsuro:
    """A game after up to ``moves`` random legal moves."""
    game = tsuro.new_game(players, seed=seed, elimination_bonus=bonus)
    return advance(game, random.Random(seed), moves)


def positions():
    """A spread of positions: start, play and the end, for 2 to 8 players."""
    for players in (2, 3, 5, 8):
        for moves in (1, players + 3, players + 12, 200):
            yield random_game(players, players * 10 + moves, moves, bonus=players > 2)


def view_for(game) -> TsuroView:
    """The view of the player to move (the page's choice with one person per turn)."""
    return TsuroView(game, NAMES, game.to_move)


def clicks_for(move: str) -> list[str]:
    """The clicks the view's scheme takes for ``move`` (starting from rotation 0)."""
    kind, _, rest = move.partition(" ")
    if kind == "start":
        return [f"start:{rest}"]
    if kind == "play":
        number, rotation = rest.split("r")
        return [f"tile:{number}"] + ["rotate:cw"] * int(rotation) + ["confirm"]
    if kind == "swap":
        pairs = [] if rest == "none" else [p.split(">") for p in rest.split()]
        return [f"give:{g}" for g, _ in pairs] + [f"take:{t}" for _, t in pairs] + ["confirm"]
    return ["pass"]


def ids(game) -> str:
    return f"{len(game.players)}p-{len(game.history)}"


def test_the_examples_in_the_docstrings_hold():
    result = doctest.testmod(tsuro_view)
    assert result.attempted and not result.failed


# -- drawing --------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_the_board_shows_the_game(game):
    board, panel = parse(view_for(game))
    assert board.tag == f"{SVG}svg"
    assert board.get("viewBox") == "0 0 680 680"
    assert board.get("width") is None and board.get("height") is None
    placed = {s: game.tile_at(s) for s in SQUARES if game.tile_at(s)}
    tiles = with_class(board, "tile")
    assert len(tiles) == len(placed)
    assert len(with_class(board, "cell")) == 36 - len(placed)
    assert {t.get("aria-label") for t in tiles} == {
        f"Tile {n}, rotation {r}, on {s}" for s, (n, r) in placed.items()
    }
    assert len(with_class(board, "mark")) == 48
    on_board = [p for p in game.players if game.pawn(p)]
    out = game.eliminated()
    assert len(with_class(board, "pawn")) == len(on_board) + len(out)
    assert len(with_class(board, "eliminated")) == len(out)
    assert len(with_class(board, "out")) == len(out)  # a cross, not only a colour
    for player in game.players:
        (mark,) = [e for e in with_class(board, "pawn-mark") if f"p{player}" in e.get("class")] or [
            None
        ]
        if game.pawn(player):
            assert (
                mark.get("aria-label")
                == f"Pawn {player + 1}, {NAMES[player]}, at {game.pawn(player)}"
            )
            assert mark.find(f"{SVG}text").text == str(player + 1)
        elif player in out:
            _, at = game.elimination(player)
            assert at in mark.get("aria-label") and "out" in mark.get("aria-label")
    trails = with_class(board, "trail")
    assert len(trails) == sum(1 for p in game.players if game.trail(p))
    for trail in trails:
        player = int(trail.get("class").split()[1][1:])
        assert trail.get("d") == path_data(game.trail(player))
    text = "".join(panel.itertext())
    assert f"Pile: {game.pile_size()} tiles." in text


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_every_target_has_a_role_a_name_and_a_tab_stop(game):
    view = view_for(game)
    assert_accessible(view)
    for move in game.legal_moves()[:6]:
        view = view_for(game)
        for click in clicks_for(move)[:-1]:
            view.activate(click)
            assert_accessible(view)


def test_start_marks_are_offered_while_free():
    game = tsuro.new_game(3, seed=1)
    view = view_for(game)
    marks = {t for t in targets(view) if t.startswith("start:")}
    assert len(marks) == 48
    assert targets(view)["start:a1.0"].get("aria-label") == "Start mark a1.0"
    game.play(view.activate("start:a1.0"))
    assert "start:a1.0" not in targets(view)
    assert len([t for t in targets(view) if t.startswith("start:")]) == 47
    assert view.status() == "Bo (player 2): choose a start mark for your pawn"


def test_the_hand_is_shown_to_its_viewer_only():
    game = random_game(3, 4, 3)
    mover = game.to_move
    assert {t for t in targets(view_for(game)) if t.startswith("tile:")} == {
        f"tile:{n}" for n in game.hand(mover)
    }
    hidden = TsuroView(game, NAMES, None)
    assert not [t for t in targets(hidden) if t.startswith("tile:")]
    assert "Hands are hidden" in hidden.panel_html()
    other = (mover + 1) % 3
    watcher = TsuroView(game, NAMES, other)
    panel = watcher.panel_html()
    assert not [t for t in targets(watcher) if t.startswith(("tile:", "rotate:"))]
    for number in game.hand(other):
        assert f'aria-label="Tile {number}, rotation 0"' in panel
    for number in game.hand(mover):
        if number not in game.hand(other):
            assert f"Tile {number}," not in panel
    assert watcher.activate(f"tile:{game.hand(mover)[0]}") is None
    assert watcher.tile is None


# -- playing by clicks and keys ----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4, 8])
def test_every_legal_move_is_made_by_its_clicks(players):
    rng = random.Random(players)
    game = tsuro.new_game(players, seed=players, elimination_bonus=players > 2)
    seen = set()
    while not game.is_over():
        for move in game.legal_moves()[:40]:
            assert play_by_clicks(view_for(game), clicks_for(move)) == move
            seen.add(move.split()[0])
        game.play(rng.choice(game.legal_moves()))
    assert {"start", "play"} <= seen


@pytest.mark.parametrize("players", [2, 4, 8])
def test_a_whole_game_is_played_by_random_clicks_on_offered_targets(players):
    kinds = set()
    for seed in range(3):
        rng = random.Random(seed)
        game = tsuro.new_game(players, seed=seed, elimination_bonus=players > 2)
        view = TsuroView(game, NAMES, 0)
        for _ in range(5000):
            if game.is_over():
                break
            view.viewer = game.to_move
            move = view.activate(rng.choice(offered(view)))
            if move is not None:
                assert move in game.legal_moves()
                game.play(move)
                kinds.add(move.split()[0])
        assert game.is_over()
        assert view.status().startswith("Game over: ")
    assert {"start", "play"} <= kinds
    if players > 2:
        assert "swap" in kinds


def test_keys_turn_pick_confirm_and_cancel():
    game = random_game(2, 3, 2)
    view = view_for(game)
    hand = game.hand(game.to_move)
    view.key("2")
    assert view.tile == hand[1]
    view.key("r")
    view.key("r")
    assert view.rotation == 2
    view.key("R")
    view.key("e")
    assert view.rotation == 0
    view.key("Escape")
    assert view.tile is None
    for number in hand:
        for turns in range(4):
            view = view_for(game)
            view.key(str(hand.index(number) + 1))
            for _ in range(turns):
                view.key("r")
            preview = game.preview(f"play {number}r{turns}")
            assert view.key("Enter") == (preview.move if preview.legal else None)


def test_the_status_after_a_move_forgets_the_chosen_tile():
    game = random_game(2, 3, 2)
    view = TsuroView(game, NAMES, game.to_move)
    move = game.legal_moves()[0]
    game.play(play_by_clicks(view, clicks_for(move)))
    game.play(game.legal_moves()[0])
    assert view.status() == f"{view._name(game.to_move)}: choose a tile, turn it, then confirm"


def test_a_pass_is_offered_only_with_an_empty_hand():
    # random play hardly ever empties a hand, so the position is arranged
    game = arrange(3, {0: "c1.0", 1: "f6.4", 2: "c6.4"}, {1: [2, 3], 2: [4, 5]}, pile=[], dragon=1)
    view = view_for(game)
    assert set(targets(view)) == {"pass"}
    assert targets(view)["pass"].get("aria-label") == "Pass: no tile in hand"
    assert "Ann (player 1) holds no tile, so passes this turn." in view.panel_html()
    assert view.status() == "Ann (player 1): no tile in hand, pass"
    assert view.activate("pass") == "pass"
    game.play("pass")
    assert "pass" not in targets(view_for(game))


def test_the_elimination_bonus_swap_is_chosen_tile_by_tile():
    for seed in range(40):
        game = random_game(5, seed, 0, bonus=True)
        rng = random.Random(seed)
        while not game.is_over() and game.legal_moves()[0] != "swap none":
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        view = view_for(game)
        hand, offer = game.hand(game.to_move), game.swap_offer()
        assert set(targets(view)) == {f"give:{n}" for n in hand} | {f"take:{n}" for n in offer} | {
            "confirm",
            "cancel",
        }
        assert targets(view)["confirm"].get("aria-label") == "Keep my hand"
        view.activate(f"give:{hand[0]}")
        assert "confirm" not in targets(view)
        assert view.activate("confirm") is None
        view.activate(f"take:{offer[0]}")
        label = f"Confirm swap {hand[0]}>{offer[0]}"
        assert targets(view)["confirm"].get("aria-label") == label
        assert view.activate("confirm") == f"swap {hand[0]}>{offer[0]}"
        return
    pytest.fail("no elimination bonus found")


# -- the ghost and its warnings ------------------------------------------------------------


def choose(game, number: int, rotation: int) -> TsuroView:
    view = view_for(game)
    view.activate(f"tile:{number}")
    for _ in range(rotation):
        view.activate("rotate:cw")
    return view


def check_choice(game, number: int, rotation: int) -> tuple[bool, bool]:
    """The view of one choice agrees with ``game.preview``: (banned, forced out)."""
    preview = game.preview(f"play {number}r{rotation}")
    view = choose(game, number, rotation)
    board, panel = parse(view)
    (ghost,) = with_class(board, "ghost")
    assert ("deadly" in ghost.get("class")) == preview.mover_out
    label = f"Tile {number}, rotation {rotation}, ghosted on {preview.square}"
    assert ghost.get("aria-label").startswith(label)
    assert ghost.get("aria-label").endswith("would eliminate you") == preview.mover_out
    (move,) = with_class(ghost, "move")
    assert move.get("d") == path_data(preview.path)
    items = [li.text for li in panel.iter("li") if li.text]
    assert items[-len(preview.steps) :] == preview_lines(preview, view._name)
    text = "".join(panel.itertext())
    if not preview.legal:
        assert "Not allowed:" in text
        assert "confirm" not in targets(view)
        assert view.activate("confirm") is None
        assert "Not allowed:" in view.panel_html()
        return True, False
    forced = preview.mover_out
    assert ("Every tile and rotation in your hand eliminates you" in text) == forced
    assert view.activate("confirm") == preview.move
    assert preview.move in game.legal_moves()
    return False, forced


def test_the_ghost_and_its_preview_are_the_engines():
    banned = checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        game = tsuro.new_game(4, seed=seed)
        while not game.is_over():
            if game.phase == "play" and len(game.history) % 2 == 0:
                for number in game.hand(game.to_move):
                    for rotation in range(4):
                        banned += check_choice(game, number, rotation)[0]
                        checked += 1
            game.play(rng.choice(game.legal_moves()))
    assert checked > 100 and banned


def test_a_forced_self_elimination_is_allowed_with_a_warning():
    game = arrange(3, {0: "a1.0", 1: "f6.4", 2: "c6.4"}, {0: [1, 35], 1: [2], 2: [3]})
    assert check_choice(game, 35, 0) == (False, True)
    assert check_choice(game, 1, 2) == (False, True)


def test_preview_lines_name_every_moved_pawn():
    game = tsuro.new_game(2, deck=range(1, 36))
    game.play("start c1.0")
    game.play("start c1.1")
    preview = game.preview("play 1r0")  # both pawns face c1: tile 1 joins 0 and 1
    lines = preview_lines(preview, {0: "Ann", 1: "Bo"}.get)
    assert lines == [
        "Ann would collide at c1.1: eliminated.",
        "Bo would collide at c1.1: eliminated.",
    ]


# -- words ------------------------------------------------------------------------------------


def test_the_dragon_holder_and_the_pile_are_shown():
    for seed in range(30):
        game = random_game(6, seed, 0)
        rng = random.Random(seed)
        while not game.is_over() and game.dragon is None:
            game.play(rng.choice(game.legal_moves()))
        if game.dragon is None:
            continue
        view = view_for(game)
        text = "".join(parse(view)[1].itertext())
        holder = view._name(game.dragon)
        assert f"The dragon tile: {holder}." in text
        assert f"{holder}" in text and "holds the dragon tile" in text
        assert f"Pile: {game.pile_size()} tiles." in text
        return
    pytest.fail("no dragon holder found")


def test_two_players_have_no_dragon_and_the_end_names_the_winners():
    game = random_game(2, 1, 200)
    assert game.is_over()
    view = TsuroView(game, NAMES, None)
    text = "".join(parse(view)[1].itertext())
    assert "No dragon tile with 2 players." in text
    names = listing([view._name(p) for p in game.winners()])
    assert view.status() == "Game over: " + names + (
        " share the win" if len(game.winners()) > 1 else " wins"
    )
    assert targets(view) == {}


def test_the_hand_is_seen_but_not_played_while_pawns_are_placed():
    game = tsuro.new_game(3, deck=range(1, 36))
    view = view_for(game)
    panel = view.panel_html()
    assert "Your hand:" in panel
    for number in (1, 2, 3):
        assert f'aria-label="Tile {number}, rotation 0"' in panel
    assert not [t for t in targets(view) if not t.startswith("start:")]


@settings(max_examples=30, deadline=None)
@given(
    st.integers(2, 8),
    st.integers(0, 10**6),
    st.integers(0, 60),
    st.lists(st.integers(0, 10**6), max_size=8),
)
def test_clicks_never_change_the_game_and_only_make_legal_moves(players, seed, moves, clicks):
    game = random_game(players, seed, moves, bonus=players > 2)
    click_at_random(view_for(game), clicks)


def test_the_square_the_mover_faces_is_marked():
    game = random_game(3, 2, 3)
    board, _ = parse(view_for(game))
    (facing,) = with_class(board, "facing")
    square = game.pawn(game.to_move).partition(".")[0]
    assert facing.get("aria-label") == f"Square {square}, empty, where the next tile goes"
    start, _ = parse(view_for(tsuro.new_game(3, seed=1)))
    assert not with_class(start, "facing")

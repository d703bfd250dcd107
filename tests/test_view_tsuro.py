"""The Tsuro board view: markup drawn from the game, clicks and keys turned into legal moves."""

from __future__ import annotations

import copy
import doctest
import random
import re
import xml.etree.ElementTree as ET

import pytest
import view_markup
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance
from test_tsuro_arrange import arrange
from view_markup import (
    KEYS,
    MARK,
    SVG,
    Marked,
    assert_accessible,
    assert_board_view,
    assert_inert,
    offered_targets,
    parse,
    play_by_clicks,
    press_at_random,
    select,
    snapshot,
    targets,
    text,
    with_class,
)

from game import i18n, tsuro
from game.tsuro import Play, Start, Swap
from game.tsuro import parse as parse_move
from game.tsuro.tiles import SQUARES
from web.ui.svg import listing
from web.ui.tsuro import art as tsuro_art
from web.ui.tsuro import pieces, status, tiles
from web.ui.tsuro import view as tv
from web.ui.tsuro.tiles import path_data
from web.ui.tsuro.view import Selection
from web.ui.tsuro.words import preview_lines
from web.ui.view import Drawing, Scene

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


MOVER = -1  # the viewer who is the player to move


def scene(game, offered: bool = True, viewer: int | None = MOVER) -> Scene:
    """The scene of ``viewer``, by default the player to move (the page's choice with
    one person per turn)."""
    return Scene(game, NAMES, game.to_move if viewer == MOVER else viewer, offered)


def drawn(game, selection: Selection | None = None, offered: bool = True, **kw) -> Drawing:
    return tv.draw(scene(game, offered, **kw), selection or tv.empty())


def name(player: int) -> str:
    return f"{NAMES[player]} (player {player + 1})"


def clicks_for(move: str) -> list[str]:
    """The clicks the view's scheme takes for ``move`` (starting from rotation 0)."""
    match parse_move(move):
        case Start(mark):
            return [f"start:{mark}", "confirm"]
        case Play(tile, rotation):
            return [f"tile:{tile}"] + ["rotate:cw"] * rotation + ["confirm"]
        case Swap(pairs):
            return [f"give:{g}" for g, _ in pairs] + [f"take:{t}" for _, t in pairs] + ["confirm"]
    return ["pass"]


def chosen(game, move: str) -> Selection:
    """The selection that the clicks for ``move`` make, before its confirmation."""
    return select(tv, scene(game), clicks_for(move)[:-1])


def ids(game) -> str:
    return f"{len(game.players)}p-{len(game.history)}"


@pytest.mark.parametrize("module", [tv, status, tiles, pieces], ids=lambda m: m.__name__)
def test_the_examples_in_the_docstrings_hold(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed


def test_the_module_is_a_board_view():
    assert_board_view(tv)


# -- drawing --------------------------------------------------------------------------


@pytest.mark.parametrize("offered", [True, False])
@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_the_board_shows_the_game(game, offered):
    board, panel = parse(drawn(game, offered=offered))
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
    assert f"Pile: {game.pile_size()} tiles." in text(panel)


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_every_target_has_a_role_a_name_and_a_tab_stop(game):
    assert_accessible(drawn(game))
    for move in game.legal_moves()[:6]:
        selection = tv.empty()
        for click in clicks_for(move)[:-1]:
            selection = select(tv, scene(game), [click], selection)
            assert_accessible(drawn(game, selection))


def test_a_start_mark_is_chosen_and_shown_before_it_is_taken():
    game = tsuro.new_game(3, seed=1)
    chosen = select(tv, scene(game), ["start:a1.0"])
    drawing = drawn(game, chosen)
    assert drawing.status == "Ann (player 1): confirm start mark a1.0 or choose another"
    assert targets(drawing)["start:a1.0"].get("aria-pressed") == "true"
    assert targets(drawing)["confirm"].get("aria-label") == "Confirm start mark a1.0"
    assert tv.click(scene(game), chosen, "cancel")[0] == tv.empty()
    other = select(tv, scene(game), ["start:b1.0"])
    assert tv.click(scene(game), chosen, "start:b1.0") == (other, None)


def test_start_marks_are_offered_while_free():
    game = tsuro.new_game(3, seed=1)
    marks = {t for t in targets(drawn(game)) if t.startswith("start:")}
    assert len(marks) == 48
    assert targets(drawn(game))["start:a1.0"].get("aria-label") == "Start mark a1.0"
    game.play(play_by_clicks(tv, scene(game), ["start:a1.0", "start:a1.0"]))  # chosen, taken
    assert "start:a1.0" not in targets(drawn(game))
    assert len([t for t in targets(drawn(game)) if t.startswith("start:")]) == 47
    assert drawn(game).status == "Bo (player 2): choose a start mark for your pawn"


def test_the_hand_is_shown_to_its_viewer_only():
    game = random_game(3, 4, 3)
    mover = game.to_move
    assert {t for t in targets(drawn(game)) if t.startswith("tile:")} == {
        f"tile:{n}" for n in game.hand(mover)
    }
    hidden = drawn(game, viewer=None)
    assert not [t for t in targets(hidden) if t.startswith("tile:")]
    assert "Hands are hidden" in hidden.panel
    other = (mover + 1) % 3
    watcher = drawn(game, viewer=other)
    assert not [t for t in targets(watcher) if t.startswith(("tile:", "rotate:"))]
    assert f"Hand of {name(other)}:" in watcher.panel
    for number in game.hand(other):
        assert f'aria-label="Tile {number}, rotation 0"' in watcher.panel
    for number in game.hand(mover):
        if number not in game.hand(other):
            assert f"Tile {number}," not in watcher.panel
    selection, move = tv.click(scene(game, viewer=other), tv.empty(), f"tile:{game.hand(mover)[0]}")
    assert selection.tile is None and move is None


# -- playing by clicks and keys ----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4, 8])
def test_every_legal_move_is_made_by_its_clicks(players):
    rng = random.Random(players)
    game = tsuro.new_game(players, seed=players, elimination_bonus=players > 2)
    seen = set()
    while not game.is_over():
        for move in game.legal_moves()[:40]:
            assert play_by_clicks(tv, scene(game), clicks_for(move)) == move
            seen.add(move.split()[0])
        game.play(rng.choice(game.legal_moves()))
    assert {"start", "play"} <= seen


@pytest.mark.parametrize("players", [2, 4, 8])
def test_a_whole_game_is_played_by_random_clicks_on_offered_targets(players):
    kinds = set()
    for seed in range(3):
        rng = random.Random(seed)
        game = tsuro.new_game(players, seed=seed, elimination_bonus=players > 2)
        selection = tv.empty()
        for _ in range(5000):
            if game.is_over():
                break
            target = rng.choice(offered_targets(tv.draw(scene(game), selection)))
            selection, move = tv.click(scene(game), selection, target)
            if move is not None:
                assert move in game.legal_moves() and selection == tv.empty()
                game.play(move)
                kinds.add(move.split()[0])
        assert game.is_over()
        assert drawn(game, selection).status.startswith("Game over: ")
    assert {"start", "play"} <= kinds
    if players > 2:
        assert "swap" in kinds


def test_keys_turn_pick_confirm_and_cancel():
    game = random_game(2, 3, 2)
    hand = game.hand(game.to_move)

    def keys(*names: str, selection: Selection | None = None) -> tuple[Selection, str | None]:
        selection, move = selection or tv.empty(), None
        for key in names:
            assert move is None
            selection, move = tv.key(scene(game), selection, key)
        return selection, move

    assert keys("2")[0].tile == hand[1]
    assert keys("2", "r", "r")[0] == Selection(tile=hand[1], rotation=2)
    assert keys("2", "r", "r", "R", "e")[0].rotation == 0
    assert keys("2", "r", "Escape")[0] == Selection(rotation=1)
    assert keys("x") == (tv.empty(), None)
    for number in hand:
        for turns in range(4):
            preview = game.preview(f"play {number}r{turns}")
            selection, move = keys(str(hand.index(number) + 1), *["r"] * turns, "Enter")
            assert move == (preview.move if preview.legal else None)
            assert (selection == tv.empty()) == preview.legal


def test_a_pass_is_offered_only_with_an_empty_hand():
    # random play hardly ever empties a hand, so the position is arranged
    game = arrange(3, {0: "c1.0", 1: "f6.4", 2: "c6.4"}, {1: [2, 3], 2: [4, 5]}, pile=[], dragon=1)
    drawing = drawn(game)
    assert set(targets(drawing)) == {"pass"}
    assert targets(drawing)["pass"].get("aria-label") == "Pass: no tile in hand"
    assert "You hold no tile, so you pass this turn." in drawing.panel  # said to its holder
    assert drawing.status == "Ann (player 1): no tile in hand, pass"
    assert tv.click(scene(game), tv.empty(), "pass") == (tv.empty(), "pass")
    assert_inert(drawn(game, offered=False))
    game.play("pass")
    assert "pass" not in targets(drawn(game))


def bonus_game() -> tsuro.Tsuro:
    """A game where the player to move may swap under the elimination bonus."""
    for seed in range(40):
        game = random_game(5, seed, 0, bonus=True)
        rng = random.Random(seed)
        while not game.is_over() and game.legal_moves()[0] != "swap none":
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            return game
    pytest.fail("no elimination bonus found")


def test_the_elimination_bonus_swap_is_chosen_tile_by_tile():
    game = bonus_game()
    hand, offer = game.hand(game.to_move), game.swap_offer()
    drawing = drawn(game)
    assert set(targets(drawing)) == {f"give:{n}" for n in hand} | {f"take:{n}" for n in offer} | {
        "confirm",
        "cancel",
    }
    assert targets(drawing)["confirm"].get("aria-label") == "Keep my hand"
    assert (
        drawing.status == f"{name(game.to_move)}: elimination bonus, swap tiles or keep your hand"
    )
    selection = select(tv, scene(game), [f"give:{hand[0]}"])
    assert "confirm" not in targets(drawn(game, selection))
    assert tv.click(scene(game), selection, "confirm") == (
        Selection(give=(hand[0],), message="Give as many tiles as you take."),
        None,
    )
    selection = select(tv, scene(game), [f"take:{offer[0]}"], selection)
    label = f"Confirm swap {hand[0]}>{offer[0]}"
    assert targets(drawn(game, selection))["confirm"].get("aria-label") == label
    assert tv.click(scene(game), selection, "confirm") == (
        tv.empty(),
        f"swap {hand[0]}>{offer[0]}",
    )
    assert select(tv, scene(game), [f"give:{hand[0]}"], selection).give == ()  # a toggle
    assert_inert(drawn(game, selection, offered=False))


# -- the ghost and its warnings ------------------------------------------------------------


def check_choice(game, number: int, rotation: int) -> tuple[bool, bool]:
    """The drawing of one choice agrees with ``game.preview``: (banned, forced out)."""
    preview = game.preview(f"play {number}r{rotation}")
    selection = select(tv, scene(game), [f"tile:{number}"] + ["rotate:cw"] * rotation)
    drawing = drawn(game, selection)
    board, panel = parse(drawing)
    (ghost,) = with_class(board, "ghost")
    assert ("deadly" in ghost.get("class")) == preview.mover_out
    label = f"Tile {number}, rotation {rotation}, ghosted on {preview.square}"
    assert ghost.get("aria-label").startswith(label)
    assert ghost.get("aria-label").endswith("would eliminate you") == preview.mover_out
    (move,) = with_class(ghost, "move")
    assert move.get("d") == path_data(preview.path)
    items = [li.text for li in panel.iter("li") if li.text]
    assert items[-len(preview.steps) :] == preview_lines(preview, name, game.to_move)
    assert not with_class(parse(drawn(game, selection, offered=False))[0], "ghost")
    if not preview.legal:
        assert "Not allowed:" in text(panel)
        assert "confirm" not in targets(drawing)
        refused, made = tv.click(scene(game), selection, "confirm")
        assert made is None and "Not allowed:" in drawn(game, refused).panel
        return True, False
    forced = preview.mover_out
    assert ("Every tile and rotation in your hand eliminates you" in text(panel)) == forced
    assert tv.click(scene(game), selection, "confirm") == (tv.empty(), preview.move)
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
    assert preview_lines(preview, {0: "Ann", 1: "Bo"}.get, 0) == [
        "You would collide at c1.1: eliminated.",
        *lines[1:],
    ]
    assert lines == [
        "Ann would collide at c1.1: eliminated.",
        "Bo would collide at c1.1: eliminated.",
    ]


# -- the board not offered: a computer's turn, or another device's -----------------------


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_nothing_is_offered_when_the_board_is_not(game):
    for viewer in {game.to_move, None, game.players[-1]}:
        drawing = drawn(game, offered=False, viewer=viewer)
        assert_inert(drawing)
        if game.is_over():
            assert drawing.status.startswith("Game over: ")
        else:
            assert drawing.status == f"{name(game.to_move)} to play"
        if viewer is not None and not game.is_over():
            _, panel = parse(drawing)
            shown = [e.get("aria-label") for e in with_class(panel, "hand-tile")]
            assert shown == [f"Tile {n}, rotation 0" for n in game.hand(viewer)]
    for move in game.legal_moves()[:10]:
        assert tv.showing(scene(game, False), move) == tv.empty()
        selection = chosen(game, move)  # a selection made before the board was taken away
        assert_inert(drawn(game, selection, offered=False))
        assert tv.click(scene(game, False), selection, clicks_for(move)[-1])[1] is None
        for key in KEYS:
            assert tv.key(scene(game, False), selection, key) == (selection, None)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 8), st.integers(0, 10**6), st.integers(0, 60))
def test_nothing_is_offered_in_any_position_when_the_board_is_not(players, seed, moves):
    game = random_game(players, seed, moves, bonus=players > 2)
    assert_inert(drawn(game, offered=False))
    assert_inert(drawn(game, offered=False, viewer=None))


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_click_key_and_showing_never_change_the_game_or_the_selection(game):
    before = snapshot(game)
    for move in game.legal_moves()[:20]:
        for offered in (True, False):
            tv.showing(scene(game, offered), move)
            selection = chosen(game, move)
            kept = copy.deepcopy(selection)
            for target in [*clicks_for(move), "cancel", "rotate:cw", "tile:1", "give:1"]:
                tv.click(scene(game, offered), selection, target)
            for key in KEYS:
                tv.key(scene(game, offered), selection, key)
            tv.draw(scene(game, offered), selection)
            assert selection == kept
    assert snapshot(game) == before


# -- words ------------------------------------------------------------------------------------


def test_the_status_follows_the_choice_and_forgets_it_after_a_move():
    game = random_game(2, 3, 2)
    who = name(game.to_move)
    assert drawn(game).status == f"{who}: choose a tile, turn it, then confirm"
    number = game.hand(game.to_move)[0]
    selection = select(tv, scene(game), [f"tile:{number}", "rotate:cw"])
    assert (
        drawn(game, selection).status
        == f"{who}: the tile chosen, turned once; confirm or change it"
    )
    assert drawn(game, selection, viewer=None).status == f"{who} to play a tile"
    game.play(play_by_clicks(tv, scene(game), clicks_for(game.legal_moves()[0])))
    game.play(game.legal_moves()[0])
    assert drawn(game).status == f"{who}: choose a tile, turn it, then confirm"


def test_the_dragon_holder_and_the_pile_are_shown():
    for seed in range(30):
        game = random_game(6, seed, 0)
        rng = random.Random(seed)
        while not game.is_over() and game.dragon is None:
            game.play(rng.choice(game.legal_moves()))
        if game.dragon is None or not game.pawn(game.dragon):
            continue
        board, panel = parse(drawn(game))
        holder = name(game.dragon)
        assert f"The dragon tile: {holder}." in text(panel)
        assert f"{holder}" in text(panel) and "holds the dragon tile" in text(panel)
        assert f"Pile: {game.pile_size()} tiles." in text(panel)
        # drawn where it lies: beside the holder's pawn, and by their name
        (dragon,) = with_class(board, "dragon")
        (pawn,) = [m for m in with_class(board, f"p{game.dragon}") if dragon in list(m)]
        assert "pawn-mark" in pawn.get("class")
        held = drawn(game, viewer=game.dragon, offered=False).panel
        assert 'aria-label="The dragon tile: you draw first when tiles come back"' in held
        rows = with_class(panel, "player")
        (row,) = [r for r in rows if "#ts-dragon" in ET.tostring(r, "unicode")]
        assert holder in text(row)
        return
    pytest.fail("no dragon holder found")


def test_the_dragon_tile_lies_beside_the_board_until_it_is_taken():
    game = random_game(3, 4, 5)
    assert game.dragon is None
    board, panel = parse(drawn(game))
    assert not with_class(board, "dragon")
    (pile,) = with_class(panel, "pile")
    assert "#ts-dragon" in ET.tostring(pile, "unicode")
    two, two_panel = parse(drawn(random_game(2, 4, 5)))
    assert "ts-dragon" not in ET.tostring(two, "unicode") + ET.tostring(two_panel, "unicode")


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_every_drawing_it_uses_is_in_the_sprite(game):
    drawing = drawn(game)
    used = set(re.findall(r'href="#([\w-]+)"', drawing.board + drawing.panel))
    assert used and used <= set(re.findall(r'<symbol id="([\w-]+)"', tsuro_art.SYMBOLS))


@pytest.mark.parametrize("game", list(positions()), ids=ids)
def test_the_thumbnail_is_a_small_picture_with_nothing_to_find_or_press(game):
    markup = tv.thumbnail(game)
    picture = ET.fromstring(markup)
    assert picture.tag == f"{SVG}svg" and "thumb" in picture.get("class").split()
    assert picture.get("aria-hidden") == "true"
    for element in picture.iter():
        for attribute in ("id", "role", "tabindex", "data-target", "aria-label"):
            assert element.get(attribute) is None, element.attrib
    placed = [s for s in SQUARES if game.tile_at(s)]
    assert len(with_class(picture, "tile-face")) == len(placed)
    assert len(with_class(picture, "trail")) == sum(1 for p in game.players if game.trail(p))
    assert len(with_class(picture, "pawn")) == sum(1 for p in game.players if game.pawn(p))
    assert "href" not in markup  # it stands alone, even where the sprite is not
    assert len(markup) < 25_000


def test_two_players_have_no_dragon_and_the_end_names_the_winners():
    game = random_game(2, 1, 200)
    assert game.is_over()
    for offered in (True, False):
        drawing = drawn(game, offered=offered, viewer=None)
        assert "No dragon tile with 2 players." in text(parse(drawing)[1])
        names = listing([name(p) for p in game.winners()])
        assert drawing.status.startswith(
            "Game over: " + names + (" share the win: " if len(game.winners()) > 1 else " wins: ")
        )
        assert targets(drawing) == {}


def test_the_hand_is_seen_but_not_played_while_pawns_are_placed():
    game = tsuro.new_game(3, deck=range(1, 36))
    drawing = drawn(game)
    assert "Your hand:" in drawing.panel
    for number in (1, 2, 3):
        assert f'aria-label="Tile {number}, rotation 0"' in drawing.panel
    assert not [t for t in targets(drawing) if not t.startswith("start:")]


@settings(max_examples=30, deadline=None)
@given(
    st.integers(2, 8),
    st.integers(0, 10**6),
    st.integers(0, 60),
    st.lists(st.one_of(st.integers(0, 10**6), st.sampled_from(KEYS)), max_size=10),
)
def test_clicks_never_change_the_game_and_only_make_legal_moves(players, seed, moves, presses):
    game = random_game(players, seed, moves, bonus=players > 2)
    press_at_random(tv, scene(game), presses)


def test_the_square_the_mover_faces_is_marked():
    game = random_game(3, 2, 3)
    board, _ = parse(drawn(game))
    (facing,) = with_class(board, "facing")
    square = game.pawn(game.to_move).partition(".")[0]
    assert facing.get("aria-label") == f"Square {square}, empty, where the next tile goes"
    start, _ = parse(drawn(tsuro.new_game(3, seed=1)))
    assert not with_class(start, "facing")


def test_pawns_that_collide_are_drawn_side_by_side() -> None:
    import re

    from game import tsuro as engine
    from web.ui.tsuro import view as tsuro_view
    from web.ui.view import Scene

    for seed in range(200):
        game, rng = engine.new_game(4, seed=seed), random.Random(seed)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        places = [game.elimination(p) for p in game.players]
        crashed = [p for p in game.players if places[p] and places[p][0] == "collision"]
        if len(crashed) < 2:
            continue
        names = {p: str(p) for p in game.players}
        board = tsuro_view.draw(Scene(game, names, None, False), tsuro_view.empty()).board
        centres = re.findall(r'<circle class="pawn" cx="([\d.]+)" cy="([\d.]+)"', board)
        assert len(set(centres)) == len(centres), f"pawns drawn on top of each other ({seed})"
        return
    raise AssertionError("no collision in 200 games")


def test_the_end_says_why_the_winners_won():
    reasons = set()
    for seed in range(60):
        game = random_game(3, seed, 300)
        status = drawn(game, offered=False, viewer=None).status
        reasons.add(status.split(": ", 2)[-1])
    assert "the last pawn on the board" in reasons
    assert len(reasons) >= 2  # a shared end says why too


#: What may stand untranslated: a name, a number, notation (c1.0, a1), a symbol.
PLAIN = re.compile(rf"^(?:{'|'.join(NAMES.values())}|[\d.,:]+|[a-f][1-6](?:\.\d)?|[⟲⟳◀]|)$")


def untranslated(drawing: Drawing) -> list[str]:
    return view_markup.untranslated(drawing, PLAIN)


def test_every_word_comes_from_the_catalog(monkeypatch):
    monkeypatch.setattr(i18n, "_catalog", Marked())
    monkeypatch.setattr(i18n, "_language", "xx")  # a language of its own for the caches
    passing = arrange(3, {0: "c1.0", 1: "f6.4", 2: "c6.4"}, {1: [2, 3], 2: [4, 5]}, pile=[])
    forced = arrange(3, {0: "a1.0", 1: "f6.4", 2: "c6.4"}, {0: [1, 35], 1: [2], 2: [3]})
    bonus = bonus_game()
    cases = [(game, tv.empty()) for game in [*positions(), passing, bonus]]
    cases += [(bonus, select(tv, scene(bonus), [f"give:{bonus.hand(bonus.to_move)[0]}"]))]
    cases += [(forced, Selection(tile=35)), (forced, Selection(tile=1, rotation=3))]
    for game in positions():
        if game.phase == "play" and not game.is_over() and game.hand(game.to_move):
            refused = tv.click(scene(game), tv.empty(), "confirm")[0]
            assert refused.message.startswith(MARK)
            cases += [(game, refused), (game, Selection(tile=game.hand(game.to_move)[0]))]
    for game, selection in cases:
        for offered in (True, False):
            drawing = tv.draw(scene(game, offered), selection)
            assert not untranslated(drawing), (ids(game), untranslated(drawing))
    monkeypatch.undo()  # and in English, the check finds the words
    assert "Board of Tsuro" in untranslated(tv.draw(scene(bonus), tv.empty()))

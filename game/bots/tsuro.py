"""The medium and hard computer players of Tsuro.

Both look only at the mover's view of the game (``game.view(player, seed)``),
in which every tile the mover cannot see, other hands and the pile, has been
dealt afresh at random: they never learn a hidden tile.

Medium plays every legal move on one such view and keeps the move whose
position :func:`value` rates best (ties broken at random). The value counts:

- survival: a lost game or an eliminated pawn is -1000; a won game is +1000,
  shared among the winners;
- opponents' exits: +100 for each opponent the move eliminates, and -10 times
  the opponents' average room to move (below): the fewer ways they have to
  stay on the board, the better;
- room to move: +30 times the share of the 105 ways a tile can lie on the
  square the pawn faces that would leave it on the board, following the path
  through the tiles already there; and +1 per square of the square root of
  the empty region it faces into, as a small region soon runs out of tiles;
- room to move in hand: +30 times the share of the mover's own tiles and
  rotations that it could lay next and stay on the board, and -40 if none;
- distance from the edge: +2 for each square between the faced square and the
  nearest edge of the board;
- crowding: -25 for each other pawn facing the same square (whose tile there
  moves both, and may send the mover off the board), -2 for each facing a
  neighbouring square.

Hard is information-set Monte Carlo tree search (:mod:`game.bots.mcts`): each
iteration draws a new view, so the hidden tiles are sampled, and plays on at
random for :data:`ROUNDS` rounds (the rules already forbid a pawn to eliminate
itself while it has a choice, which makes random playouts sensible), then
guesses each player's chance of winning with :func:`shares`; once
:data:`ENDGAME` tiles are on the board and two pawns are left, it plays on to
the end instead. Once nothing left is hidden from the mover or left to chance
(:func:`open_end`), it samples nothing and searches to the end exactly
(:mod:`game.bots.exact`).

In the variants (see :mod:`game.tsuro.engine`) both aim at the variant's goal:

- longest path and most crossings (:func:`scored_value`, :func:`scored_shares`):
  Medium adds :data:`LEAD` points per point of score ahead of the best other
  player (the score of most crossings also gains a little from the trail's
  length, which crossings need), and a pawn out is no longer lost but stops
  scoring: -:data:`STOPPED` for the mover; Hard's guess of the winner is a softmax
  over each player's score plus what it may still gain: :data:`RATE` points a
  turn, over its share of the turns left, times its room to move.
- open tiles: as the classic game (the shared hand, handed on, is nobody's).
- solo: every pawn is the person's. Medium adds up the classic room to move of
  every pawn (a pawn out: lost), Hard rates a finished game by the tiles placed
  (35 is the win) and an unfinished one by the tiles placed plus the pawns' room.
"""

from __future__ import annotations

import math
import operator
import random
from collections.abc import Sequence

from game.bots import exact, greedy, mcts
from game.tsuro.engine import SCORED, Tsuro
from game.tsuro.notation import Play, Start
from game.tsuro.paths import CONN, NEXT, walks
from game.tsuro.tiles import SIZE, START_MARKS, TILES, connections, parse_place

#: Hard's number of search iterations while more than two pawns are on the board:
#: at most the think time of the 600 it had before the engine and evaluation were
#: made faster (0.25 s a move in 2-player games here, 0.4 s in 4-player ones).
HARD_ITERATIONS = 1000
#: Hard's number of search iterations once at most :data:`HEAVY_PAWNS` pawns are left
#: in the classic game, where its playouts are Medium's moves (:func:`playout_move`),
#: each several times the cost of a random one. Against Medium on the tuning seeds:
#: 0.845 against 0.780 with random playouts at 2 players, 0.502 against 0.445 at 4
#: (and 0.790 and 0.428 at 120 and 150 rounds; see docs/computer-players.md).
HEAVY_ITERATIONS = 300
#: Up to how many pawns on the board Hard's playouts are Medium's moves: measured at 2
#: and 4 players; with more, a round of Medium's moves costs too much for the page.
HEAVY_PAWNS = 4
#: How many searches with seeds of their own (parts, see :func:`parts`) share Hard's
#: budget while more than :data:`HEAVY_PAWNS` pawns are on the board: the page runs
#: them in as many workers at once, so that at up to 8 pawns its search reaches the
#: whole budget in time (docs/computer-players.md).
SPLIT_PARTS = 2

#: The most positions Hard's exact search of an endgame with nothing hidden may reach
#: (:func:`open_end`); past them it gives up and Hard searches as elsewhere. Such
#: endgames have at most 4 tiles to place (6 in the classic game): most take under a
#: thousand positions (about 10 microseconds each in CPython).
EXACT_NODES = 20_000

#: How many rounds of play a playout lasts before the position is judged.
ROUNDS = 2
#: From this many tiles on the board (of 35), with two pawns left, playouts go on
#: to the end of the game instead: most games Hard lost to Medium were decided
#: after 20 tiles, where the rounds' guess is least sure and the end is near enough
#: to be played out (2p, 400 games: 0.807 against 0.790 judging every position after
#: 2 rounds). With more pawns left, random play to the end says less than the guess
#: (4p, 200 games: 0.491 against 0.503).
ENDGAME = 20
#: The progressive bias of medium's favourite move at the root of hard's search
#: (rewards are win shares, 0 to 1); it fades as the move's visits grow.
BIAS = 1.0
#: How far below medium's best (in :func:`value` points) a move gets no bias.
SPREAD = 50.0
#: How much more room to move makes a pawn likelier to win, in :func:`shares`
#: (the smaller, the more: 0.15 won more games against medium than 0.25, see
#: docs/computer-players.md).
TEMPERATURE = 0.15

#: The exits of each square's tile, by square index (None: empty), see :func:`_board`.
Board = list[tuple[int, ...] | None]

LOST, WON = -1000.0, 1000.0
#: The cost of facing the same square as another pawn, whose tile there moves both.
SHARED = 25

#: Medium's points per point of score ahead of the best other player, by variant.
LEAD = {"longest": 15.0, "crossings": 40.0}
#: Medium's cost of a pawn out in the scored variants: it scores no more.
STOPPED = 300.0
#: The score a pawn on the board gains a turn, by variant (measured over random
#: games: about 1.5 sections, 0.3 crossings), and the softmax width of Hard's guess.
RATE = {"longest": 1.5, "crossings": 0.3}
SCORE_TEMPERATURE = {"longest": 2.0, "crossings": 0.7}


def medium(game: Tsuro, rng: random.Random) -> str:
    """The legal move that :func:`value` rates best, judged on one view."""
    me = game.to_move
    assert me is not None, "the game is over"
    view = game.view(me, rng.getrandbits(32))
    out = len(view.eliminated())
    return greedy.best(greedy.rated(view, lambda after: rate(after, me, out)), rng)


def rate(game: Tsuro, me: int, out_before: int) -> float:
    """Medium's rating of the position for ``me`` in the game's variant: :func:`value`,
    :func:`scored_value` or :func:`solo_value`."""
    if game.variant in SCORED:
        return scored_value(game, me, out_before)
    if game.variant == "solo":
        return solo_value(game)
    return value(game, me, out_before)


def hard(game: Tsuro, rng: random.Random) -> mcts.Search[Tsuro]:
    """Hard's search, not run yet: rounds over sampled views, the moves medium
    likes steering the first rounds (:func:`greedy.bias`), played out to the end
    in the endgame."""
    me = game.to_move
    assert me is not None, "the game is over"
    solo = game.variant == "solo"
    if open_end(game):
        # Nothing left is hidden or left to chance: the end is searched exactly.
        outcomes = exact.solve(
            game.view(me, 0),
            solo_shares if solo else mcts.win_shares,
            EXACT_NODES,
            total=None if solo else 1.0,
        )
        if outcomes is not None:
            return mcts.Solved(game, rng, outcomes)
    view = game.view(me, rng.getrandbits(32))
    out = len(view.eliminated())
    ranking = greedy.rated(view, lambda after: rate(after, me, out))
    return mcts.Search(
        game,
        rng,
        determinize=lambda r: game.view(me, r.getrandbits(32)),
        depth=None if _endgame(game) and not solo else ROUNDS * len(game.players),
        evaluate=solo_shares if solo else scored_shares if game.variant in SCORED else shares,
        bias=greedy.bias(ranking, BIAS, SPREAD),
        finish=solo_shares if solo else mcts.win_shares,
        playout=playout_move if _heavy(game) else mcts.random_move,
    )


def open_end(game: Tsuro) -> bool:
    """True when nothing of the rest of ``game`` is hidden from its mover or left to
    chance, so that Hard searches it to the end exactly (:mod:`game.bots.exact`): with
    a shared face-up hand (open tiles, solo), once at most one tile is left to draw
    (whose order then is no secret); else once the pile is empty, at most two pawns
    are on the board (a pawn out then ends the game: no hand goes back to the pile to
    be shuffled) and at most one other player holds tiles (all those the mover cannot
    see), with no elimination bonus to answer.

    >>> from game import tsuro
    >>> open_end(tsuro.new_game(2, seed=1, variant="solo"))
    False
    """
    if game.phase != "play":
        return False
    if game.shared_hand() is not None:
        return game.pile_size() <= 1
    me = game.to_move
    holders = sum(1 for player in game.players if player != me and game.hand(player))
    return game.pile_size() == 0 and _pawns(game) <= 2 and holders <= 1 and not game.swap_offer()


def budget(game: Tsuro) -> int:
    """How many rounds of :func:`hard`'s search make a hard move in ``game``:
    :data:`HEAVY_ITERATIONS` once its playouts are Medium's, else
    :data:`HARD_ITERATIONS`."""
    return HEAVY_ITERATIONS if _heavy(game) else HARD_ITERATIONS


def parts(game: Tsuro) -> int:
    """How many searches with seeds of their own share a hard move's :func:`budget`
    (their root tallies added up, ``mcts.merge``): :data:`SPLIT_PARTS` while more
    than :data:`HEAVY_PAWNS` pawns are on the board, else one.

    >>> from game import tsuro
    >>> parts(tsuro.new_game(4)), parts(tsuro.new_game(5)), parts(tsuro.new_game(8))
    (1, 2, 2)
    """
    return SPLIT_PARTS if _pawns(game) > HEAVY_PAWNS else 1


def _pawns(game: Tsuro) -> int:
    """How many pawns are still on the board."""
    return len(game.players) - len(game.eliminated())


def _heavy(game: Tsuro) -> bool:
    """True when Hard's playouts are Medium's moves: in the classic game, once at
    most :data:`HEAVY_PAWNS` pawns are left."""
    return game.variant == "classic" and _pawns(game) <= HEAVY_PAWNS


def playout_move(game: Tsuro, rng: random.Random) -> str:
    """Medium's move in a playout: the legal move that :func:`rate` rates best for
    the mover (ties broken at random), judged on the sampled game itself."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    top, best = -math.inf, []
    for move, score in zip(moves, _ratings(game, moves), strict=True):
        if score > top + greedy.TIE:
            top, best = score, [move]
        elif score > top - greedy.TIE:
            best.append(move)
    return rng.choice(best)


def _ratings(game: Tsuro, moves: list[str]) -> list[float]:
    """:func:`rate` of the position after each of ``moves`` for the mover, the same
    numbers as playing each move and rating the game, but quicker in the classic game.

    There, a tile that takes no pawn off the board and leaves tiles to place changes
    only the board, the pawns that face its square and the mover's hand, which then
    holds the tiles it kept and what every such move draws alike. Those moves are
    rated from :func:`~game.tsuro.paths.walks` (or :func:`_landing`) without playing
    them (if the game cannot tell what they draw, :meth:`~game.tsuro.engine.Tsuro.next_draw`,
    the first is played to learn it); the others are played, rated and taken back.
    """
    me = game.to_move
    assert me is not None, "the game is over"
    if game.phase == "start" and game.variant == "classic":
        return _start_ratings(game, me, moves)
    out = len(game.eliminated())
    codes = [_PLAY_CODES.get(move, -1) for move in moves]
    fast = game.variant == "classic" and -1 not in codes and game.placed_count() + 1 < len(TILES)
    board, places = list(game.board_codes()), list(game.pawn_codes())
    exits = list(map(_CODE_EXITS.__getitem__, board))
    square = places[me] >> 3
    # What every calm move draws, if the game can tell without playing one (else the
    # first calm move is played to learn it).
    hand, drawn = game.hand(me), game.next_draw() if fast else None
    # The empty squares once a tile is laid on ``square``, and the exit safety of other
    # pawns' places whose ways out never reach it: whatever the tile, it stays as now.
    filled, known = 0, {}
    if fast:
        filled = _empty(exits) ^ 1 << 8 * square
        for place in places:
            if place >= 0 and place >> 3 != square:
                safety = _exit_safety(exits, place, square)
                if safety >= 0:
                    known[place] = safety
    # The pawns' places after the tile (None if it takes one off the board) by the
    # point where it sends the mover out of ``square``, while no other pawn faces the
    # square and the mover's way does not come back to it: any tile sending it there
    # sends every pawn to the same places.
    alone = [place >> 3 for place in places].count(square) == 1
    landings: dict[int, list[int] | None] = {}
    point, off = places[me] & 7, places.count(-1)
    taken = {at for p, at in enumerate(places) if p != me and at >= 0}
    # While the mover alone faces ``square``, the tiles that take no pawn off the
    # board move no other pawn: their :func:`_others` is the same, once all are known.
    others = None
    if alone and all(at in known for p, at in enumerate(places) if p != me and at >= 0):
        others = _others(exits, places, me, known)
    ratings = []
    for move, code in zip(moves, codes, strict=True):
        after = None
        if fast:
            way = CONN[code][point]
            if way in landings:
                after = landings[way]
            elif alone:  # only the mover moves: :func:`_landing` is enough
                landing, back = _landing(exits, square, CONN[code], way, taken)
                if landing >= 0:
                    after = list(places)
                    after[me] = landing
                if not back:
                    landings[way] = after
            else:
                after = list(places)
                for step in walks(board, places, square, code, me):
                    after[step[0]] = step[1]
                if after.count(-1) != off:
                    after = None
        if after is not None and drawn is not None:
            kept = list(hand)
            kept.remove(code >> 2)
            exits[square] = _CODE_EXITS[code]
            ratings.append(_standing(exits, filled, after, me, 0, kept + drawn, known, others))
            exits[square] = None
            continue
        game.play(move)
        if after is not None:  # the first calm move: what it draws, every calm move draws
            drawn = game.hand(me)
            for tile in hand:
                if tile != code >> 2:
                    drawn.remove(tile)
        ratings.append(rate(game, me, out))
        game.undo()
    return ratings


def _landing(
    exits: Board, square: int, tile: tuple[int, ...], way: int, taken: set[int]
) -> tuple[int, bool]:
    """Where the mover, the only pawn facing empty ``square``, stops once ``tile`` (its
    exits) lies there and has sent it out at point ``way``, as
    :func:`~game.tsuro.paths.walks` moves it: its new place code, or -1 if it leaves the
    board or meets a pawn at one of the places ``taken``; and whether its way came back
    to ``square`` (then the place depends on more of the tile than ``way``)."""
    exit_code, back = square * 8 + way, False
    joins: tuple[int, ...] | None
    while True:
        across = NEXT[exit_code]
        if across < 0 or exit_code in taken or across in taken:
            return -1, back
        if across >> 3 == square:
            back, joins = True, tile
        elif (joins := exits[across >> 3]) is None:
            return across, back
        exit_code = (across & ~7) + joins[across & 7]


def _start_ratings(game: Tsuro, me: int, moves: list[str]) -> list[float]:
    """:func:`_ratings` of start moves in the classic game: a pawn going on its start
    mark changes nothing else (no tile, no hand, no other pawn, no one out), so each is
    rated by :func:`_standing` on the same board without playing it."""
    board = _board(game)
    empty, places, hand = _empty(board), list(game.pawn_codes()), game.hand(me)
    # Before the first tile (always, in the classic game) every start mark's
    # :func:`_exit_safety` is known.
    known = _START_SAFETY if game.placed_count() == 0 else {}
    others = _others(board, places, me, known)
    ratings = []
    for move in moves:
        places[me] = _START_PLACES[move]
        ratings.append(_standing(board, empty, places, me, 0, hand, known, others))
    return ratings


def _endgame(game: Tsuro) -> bool:
    """True once Hard's playouts go on to the end of the game (see :data:`ENDGAME`)."""
    return game.placed_count() >= ENDGAME and _pawns(game) <= 2


def shares(game: Tsuro) -> mcts.Outcome:
    """Each player's chance of winning as guessed from the position: a softmax,
    :data:`TEMPERATURE` wide, of the room to move of the pawn (the share of tiles
    that would keep it on the board) plus a little for its distance from the
    edge and the square root of its empty region. Players out have none."""
    board = _board(game)
    empty = _empty(board)
    out = set(game.eliminated())
    standing = {}
    for player, place in zip(game.players, game.pawn_codes(), strict=True):
        if player in out:
            continue
        if place < 0:  # not on the board yet: all room, at the edge
            standing[player] = 1 + 0.05 * math.sqrt(SIZE * SIZE)
            continue
        square = place >> 3
        standing[player] = (
            _pairing_share(_exit_safety(board, place), place & 7)
            + 0.1 * _edge_distance(square)
            + 0.05 * math.sqrt(_room(empty, square))
        )
    top = max(standing.values())
    weights = {p: math.exp((s - top) / TEMPERATURE) for p, s in standing.items()}
    total = mcts.plain_sum(weights.values())
    return {p: w / total for p, w in weights.items()}


def scored_shares(game: Tsuro) -> mcts.Outcome:
    """Hard's guess of each player's chance to win a scored variant (see the module)."""
    board = _board(game)
    out = set(game.eliminated())
    standing = len(game.players) - len(out)
    turns = (len(TILES) - game.placed_count()) / max(1, standing)
    expected = {}
    for player, place in zip(game.players, game.pawn_codes(), strict=True):
        expected[player] = float(game.score(player))
        if player in out:
            continue
        room = 1.0
        if place >= 0:
            room = _pairing_share(_exit_safety(board, place), place & 7)
        expected[player] += RATE[game.variant] * turns * room
    top = max(expected.values())
    width = SCORE_TEMPERATURE[game.variant]
    weights = {p: math.exp((s - top) / width) for p, s in expected.items()}
    total = mcts.plain_sum(weights.values())
    return {p: w / total for p, w in weights.items()}


def scored_value(game: Tsuro, me: int, out_before: int) -> float:
    """Medium's rating in the scored variants: :func:`value` for a pawn on the board,
    plus :data:`LEAD` per point of score ahead (see the module)."""
    if game.is_over():
        winners = game.winners()
        return WON / len(winners) if me in winners else LOST
    best_other = max(game.score(p) for p in game.players if p != me)
    lead = LEAD[game.variant] * (game.score(me) - best_other)
    if game.variant == "crossings":
        lead += 3 * len(game.trail(me))
    if me in game.eliminated():
        return lead - STOPPED + 100.0 * (len(game.eliminated()) - out_before - 1)
    return lead + value(game, me, out_before)


def solo_value(game: Tsuro) -> float:
    """Medium's rating in solo: the tiles placed if lost, else every pawn's room to
    move, less :data:`SHARED` for each pawn facing the square of an earlier one."""
    if game.is_over():
        return WON if game.winners() else LOST + game.placed_count()
    board = _board(game)
    empty = _empty(board)
    total, faced = 0.0, set()
    for place in game.pawn_codes():
        if place < 0:  # not on the board yet
            continue
        square, point = place >> 3, place & 7
        total += 30 * _pairing_share(_exit_safety(board, place), point)
        total += 2 * _edge_distance(square) + math.sqrt(_room(empty, square))
        total -= SHARED * (square in faced)
        faced.add(square)
    return total


def solo_shares(game: Tsuro) -> mcts.Outcome:
    """Hard's worth of a solo position, the same for every pawn: the share of the 35
    tiles placed, and for a game going on a little for every pawn's room to move; a
    lost game counts the tiles placed before its last (which took a pawn off), so
    that losing with the 35th tile is worth less than winning."""
    worth = game.placed_count() / len(TILES)
    if not game.is_over():
        board = _board(game)
        rooms = [
            _pairing_share(_exit_safety(board, place), place & 7)
            for place in game.pawn_codes()
            if place >= 0
        ]
        worth += 0.05 * min(rooms, default=1.0)
    elif game.winners():
        worth = 1.0
    else:
        worth = (game.placed_count() - 1) / len(TILES)
    return dict.fromkeys(game.players, min(worth, 1.0))


def value(game: Tsuro, me: int, out_before: int) -> float:
    """How good the position is for player ``me`` (see the module's docstring);
    ``out_before`` is how many players were eliminated before the move."""
    if game.is_over():
        winners = game.winners()
        return WON / len(winners) if me in winners else LOST
    eliminated = game.eliminated()
    if me in eliminated:
        return LOST
    places = game.pawn_codes()
    board = _board(game)
    taken_out = len(eliminated) - out_before
    return _standing(board, _empty(board), places, me, taken_out, game.hand(me))


def _standing(
    board: Board,
    empty: int,
    places: Sequence[int],
    me: int,
    taken_out: int,
    tiles: list[int],
    known: dict[int, int] | None = None,
    others: tuple[float, list[int]] | None = None,
) -> float:
    """:func:`value` of a game going on with ``me`` on the board: ``board`` as
    :func:`_board` gives it and its :func:`_empty` squares, every pawn's place code,
    how many pawns the move took out, ``me``'s hand, any places'
    :func:`_exit_safety` known already, and :func:`_others` if known already."""
    place = places[me]
    assert place >= 0, "a player who has moved and is not out stands on the board"
    if known is None:
        known = {}
    square = place >> 3
    score = 100.0 * taken_out
    # Written out for speed, the same sums in the same order: :func:`_pairing_share`
    # (a pawn's own point is never in its :func:`_exit_safety`), :func:`_edge_distance`.
    exits = known[place] if place in known else _exit_safety(board, place)
    score += 30 * (15 * exits.bit_count() / _PAIRINGS) + 2 * _EDGE_DISTANCE[square]
    score += _ROOT[_room(empty, square)]
    if tiles:
        lanes, turns, kept = exits * _LANES, _TURNS[place & 7], 0
        for tile in tiles:
            kept += (lanes & turns[tile]).bit_count()
        safe = kept / (4 * len(tiles))
        score += 30 * safe - 40 * (safe == 0)
    # The other pawns' room (their mean :func:`_pairing_share`) and crowding (other
    # pawns on the same or a side-by-side square).
    near = _NEAR[square]
    room, faced = _others(board, places, me, known) if others is None else others
    if faced:
        score -= 10 * room / len(faced)
        for other in faced:
            if near >> other & 1:
                score -= SHARED * (other == square) + 2
    return score


def _others(
    board: Board, places: Sequence[int], me: int, known: dict[int, int]
) -> tuple[float, list[int]]:
    """The other pawns' room for :func:`_standing`, the sum of their
    :func:`_pairing_share` (the same sum in the same order), and the squares they
    face in turn order."""
    room, faced = 0.0, []
    for p, at in enumerate(places):
        if p == me or at < 0:
            continue
        safety = known[at] if at in known else _exit_safety(board, at)
        room += 15 * safety.bit_count() / _PAIRINGS
        faced.append(at >> 3)
    return room, faced


def _board(game: Tsuro) -> Board:
    """The exits of every tile on the board, by square index (None: empty)."""
    return list(map(_CODE_EXITS.__getitem__, game.board_codes()))


def _exit_safety(board: Board, place: int, hole: int = -1) -> int:
    """For the empty square that a pawn at ``place`` faces, bit ``k`` set for each
    point 0..7 where a pawn leaving the square stops before the edge (following the
    tiles on its way); -1 if a way out stops at the empty square ``hole``, whose tile
    would change the answer. The pawn's own point is left out (its bit is never set):
    from there a pawn on the board goes back along its trail and off it, and every
    use of the answer leaves that point out anyway."""
    safety = 0
    for bit, across in _WAYS_OUT[place]:
        while True:
            exits = board[across >> 3]
            if exits is None:
                if across >> 3 == hole:
                    return -1
                safety |= bit
                break
            across = NEXT[(across & ~7) + exits[across & 7]]
            if across < 0:
                break
    return safety


def _pairing_share(safety: int, point: int) -> float:
    """The share of the 105 ways a tile can lie on a square (all pairings of its
    8 points) that keep a pawn entering at ``point`` on the board, given the
    square's :func:`_exit_safety`. Each other point is joined to ``point`` in 15
    of them, so this is 15 times the safe exits over 105."""
    return 15 * (safety & ~(1 << point)).bit_count() / _PAIRINGS


def _distance(square: int, other: int) -> int:
    """How many steps apart two squares are, across sides."""
    return abs(square % SIZE - other % SIZE) + abs(square // SIZE - other // SIZE)


def _edge_distance(square: int) -> int:
    column, row = square % SIZE, square // SIZE
    return min(column, row, SIZE - 1 - column, SIZE - 1 - row)


def _empty(board: Board) -> int:
    """The empty squares of ``board``, one byte a square (bit ``8 * square`` set if
    it is empty), for :func:`_room`."""
    return int.from_bytes(bytes(map(operator.not_, board)), "little")


def _room(empty: int, start: int) -> int:
    """How many squares of ``empty`` (see :func:`_empty`) are reachable from ``start``
    through them (``start`` included): a flood fill. The regions of the last empty
    squares seen are kept: the moves a rating compares fill the same square, so share
    its regions."""
    start_bit = 1 << 8 * start
    seen, regions = _last_regions[0]
    if seen != empty:
        regions = []
        _last_regions[0] = (empty, regions)
    for region in regions:
        if region & start_bit:
            return region.bit_count()
    reached, grown = start_bit, 0
    while grown != reached:
        grown = reached
        reached |= (
            ((grown << 8) & _NOT_FIRST_COLUMN)
            | ((grown >> 8) & _NOT_LAST_COLUMN)
            | (grown << _ROW)
            | (grown >> _ROW)
        ) & empty
    if empty & start_bit:  # grown from a tile, it may join several regions: not kept
        regions.append(reached)
    return reached.bit_count()


#: The empty squares of the board :func:`_room` saw last and the regions of it found
#: so far: a cache (each region holds for those empty squares whoever reads it).
_last_regions: list[tuple[int, list[int]]] = [(-1, [])]


#: ``(number, rotation)`` -> the point each point 0..7 of the tile is joined to.
_EXITS = {(n, r): connections(n, r) for n in TILES for r in range(4)}
#: The tile code (``number * 4 + rotation``) of each play move's text.
_PLAY_CODES = {str(Play(n, r)): n * 4 + r for n, r in _EXITS}
#: The place code (``square * 8 + point``) of each start move's mark.
_START_PLACES = {
    str(Start(mark)): square * 8 + point
    for mark in START_MARKS
    for square, point in [parse_place(mark)]
}
#: The same by tile code, ``number * 4 + rotation``.
_CODE_EXITS: dict[int, tuple[int, ...] | None] = {
    -1: None,
    **{n * 4 + r: exits for (n, r), exits in _EXITS.items()},
}


def _turn_masks(number: int, point: int) -> int:
    """The points that ``point`` is joined to in the tile's four rotations, one byte
    a rotation, so that a square's :func:`_exit_safety` times :data:`_LANES` (one copy
    a byte), masked with it, has a bit set for each rotation that keeps a pawn entering
    at ``point`` on the board.

    >>> [_EXITS[2, turn][0] for turn in range(4)], hex(_turn_masks(2, 0))
    ([1, 6, 2, 1], '0x2044002')
    """
    return sum(1 << 8 * turn + _EXITS[number, turn][point] for turn in range(4))


#: One copy of a square's :func:`_exit_safety` in each byte: see :func:`_turn_masks`.
_LANES = 0x01010101
#: Point 0..7 -> tile number -> :func:`_turn_masks`.
_TURNS = [{n: _turn_masks(n, point) for n in TILES} for point in range(8)]
#: Square -> the squares on it or side by side with it, as bits.
_NEAR = [
    sum(1 << other for other in range(SIZE * SIZE) if _distance(square, other) <= 1)
    for square in range(SIZE * SIZE)
]
#: Square -> :func:`_edge_distance`.
_EDGE_DISTANCE = [_edge_distance(square) for square in range(SIZE * SIZE)]
#: The square roots of the rooms a square can have, 0 to 36 squares.
_ROOT = [math.sqrt(room) for room in range(SIZE * SIZE + 1)]
#: Place code -> ``(1 << point, code across)`` for each other point of its square that
#: does not face the edge (see :func:`_exit_safety`).
_WAYS_OUT = [
    tuple(
        (1 << point, NEXT[place & ~7 | point])
        for point in range(8)
        if point != place & 7 and NEXT[place & ~7 | point] >= 0
    )
    for place in range(SIZE * SIZE * 8)
]
#: Start place code -> its :func:`_exit_safety` on the empty board.
_START_SAFETY = {
    place: _exit_safety([None] * (SIZE * SIZE), place) for place in _START_PLACES.values()
}
#: The squares off the first and off the last column, one byte a square (see :func:`_room`).
_NOT_FIRST_COLUMN = sum(1 << 8 * square for square in range(SIZE * SIZE) if square % SIZE)
_NOT_LAST_COLUMN = sum(1 << 8 * square for square in range(SIZE * SIZE) if square % SIZE < SIZE - 1)
#: A row's bits, one byte a square (see :func:`_room`).
_ROW = 8 * SIZE
#: How many ways a tile can lie on a square (the 105 pairings of 8 points).
_PAIRINGS = len(set(_EXITS.values()))

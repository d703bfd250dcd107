"""Find Tsuro puzzles in seeded games and prove them exactly: ``web/ui/puzzles/tsuro.json``.

    python3 scripts/make_puzzles.py --seed 1-400 --count 300 --keep web/ui/puzzles/tsuro.json

For each seed and each table of :data:`TABLES` (solo with 2 and 3 pawns, open tiles
with 2 to 4 players, the classic game with 2), Medium plays the game (its moves
depend on the game and the seed alone, so a run is the same every time). Near the
end (:func:`near_end`) every legal move of the mover is also tried, each line played
on by Medium to the end: the puzzles are positions of those games. At every position
where nothing left is hidden from the mover or left to chance
(:func:`game.bots.tsuro.open_end`), every legal move is searched to the end
(:func:`web.ui.puzzles.tsuro.worths`); the position is a puzzle when exactly one move
gives the mover the most it can be sure of, every other strictly less, among at least
:data:`MIN_LEGAL` legal moves, and (but in solo) that most is a win or a share of one.
At most :data:`PER_GAME` puzzles are kept from one game (those of the older data file
``--keep`` first, so that their ids, which solved marks name, stay; then the first
found), and none that shares its game and answer, or its hand and answer, with one
kept before. Each puzzle keeps the line after its answer under best play
(:func:`web.ui.puzzles.proof.best_line`), how many finished games its search looked at
and its difficulty from that (:func:`difficulty`). The run stops once ``--count``
puzzles are found (or the seeds run out) and writes them sorted by table, seed and
moves, one a line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import bots  # noqa: E402
from game.bots.tsuro import open_end  # noqa: E402
from game.tsuro.engine import Tsuro, new_game  # noqa: E402
from web.ui.puzzles.proof import best_line, counted, worths  # noqa: E402
from web.ui.puzzles.tsuro import DATA, VERSION  # noqa: E402

#: The tables played: (variant, players).
TABLES = (("solo", 2), ("solo", 3), ("open", 2), ("open", 3), ("open", 4), ("classic", 2))
#: The fewest legal moves a puzzle has.
MIN_LEGAL = 4
#: The most puzzles kept from one game (its main line and the lines tried near its end).
PER_GAME = 3
#: The most positions one puzzle's proof may search.
NODES = 100_000
#: The fewest finished games a medium puzzle's search looks at, and a hard one's.
EASY, HARD = 20, 40


def near_end(game: Tsuro) -> bool:
    """True where every legal move is tried besides Medium's: a few tiles before the
    end is open (two tiles to draw with a shared hand, else the pile empty)."""
    if game.phase != "play":
        return False
    if game.shared_hand() is not None:
        return game.pile_size() <= 10
    return game.pile_size() <= 5


def puzzle_id(game: Tsuro) -> str:
    """A short name for a position, from its game and moves."""
    o = game.options
    text = f"{o.get('variant', 'classic')}/{o['players']}/{o['seed']}/{' '.join(game.history)}"
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def danger(game: Tsuro, wrong: list[str]) -> int | None:
    """The pawn that leaves the board first most often after the ``wrong`` moves (of
    several leaving at once, the mover's own if it is among them), each line played on
    by best play: the mover of the puzzle (in solo, the person) takes
    its best move, every other player the move worst for it."""
    me = game.to_move
    assert me is not None
    first: Counter[int] = Counter()
    for move in wrong:
        before = len(game.eliminated())
        played = 1
        game.play(move)
        while not game.is_over() and len(game.eliminated()) == before:
            values = worths(game, NODES, me)
            assert values is not None
            pick = max if game.variant == "solo" or game.to_move == me else min
            game.play(game.legal_moves()[values.index(pick(values))])
            played += 1
        gone = game.eliminated()[before:]
        if gone:  # pawns that leave together: the mover's own first
            first[me if me in gone else gone[0]] += 1
        for _undo in range(played):
            game.undo()
    return first.most_common(1)[0][0] if first else None


def theme(game: Tsuro, answer: str, best: float) -> str:
    """The puzzle's theme (see :data:`web.ui.puzzles.tsuro.THEMES`)."""
    if game.variant == "solo":
        return "solo_win" if best == 1.0 else "solo_longest"
    me = game.to_move
    before = set(game.eliminated())
    game.play(answer)
    off = [p for p in game.eliminated() if p not in before and p != me]
    won = game.is_over() and game.winners() == [me]
    game.undo()
    if len(off) >= 2:
        return "two_off"
    if won:
        return "win_now"
    return "win_later" if best == 1.0 else "share"


def puzzle(game: Tsuro) -> dict[str, object] | None:
    """The position as a puzzle, or None if it is not one."""
    moves = game.legal_moves()
    if len(moves) < MIN_LEGAL:
        return None
    values, endings = counted(game, NODES)
    if values is None:
        return None
    best = max(values)
    if values.count(best) != 1 or (game.variant != "solo" and best <= 0):
        return None
    answer = moves[values.index(best)]
    o = game.options
    return {
        "id": puzzle_id(game),
        "players": o["players"],
        "seed": o["seed"],
        "variant": o.get("variant", "classic"),
        "moves": list(game.history),
        "answer": answer,
        "theme": theme(game, answer, best),
        "legal": len(moves),
        "danger": danger(game, [m for m in moves if m != answer]),
        "line": best_line(game, answer, NODES),
        "endings": endings,
        "difficulty": difficulty(endings),
    }


def difficulty(endings: int) -> str:
    """How hard a puzzle is, from how many finished games its search looked at."""
    return "easy" if endings < EASY else "medium" if endings < HARD else "hard"


def same(row: dict[str, object], game: Tsuro) -> tuple[tuple[object, ...], tuple[object, ...]]:
    """What no two puzzles share: their game and answer; their hand and answer."""
    hand = game.shared_hand() or game.hand(game.to_move or 0)
    return (
        (row["variant"], row["players"], row["seed"], row["answer"]),
        (row["variant"], tuple(sorted(hand)), row["answer"]),
    )


def line(game: Tsuro, seed: int) -> Iterator[Tsuro]:
    """Every position of the game from here as Medium plays it on (the game itself,
    moved on; it is left at the end)."""
    while not game.is_over():
        yield game
        game.play(bots.choose(game, "medium", seed))


def positions(variant: str, players: int, seed: int) -> Iterator[Tsuro]:
    """The positions of one seeded game where the end is open: its main line, then
    the lines of every other move tried near its end (:func:`near_end`)."""
    main = new_game(players, seed, variant=variant)
    branches: list[list[str]] = []
    for game in line(main, seed):
        if open_end(game):
            yield game
        if near_end(game):
            chosen = bots.choose(game, "medium", seed)
            branches += [[*game.history, m] for m in game.legal_moves() if m != chosen]
    for start in branches:
        game = new_game(players, seed, variant=variant)
        for move in start:
            game.play(move)
        for position in line(game, seed):
            if open_end(position):
                yield position


def seeds(text: str) -> list[int]:
    """``"1-200"`` or ``"7"`` as a list of seeds."""
    first, _dash, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def chosen(
    variant: str, players: int, seed: int, keep: set[str], taken: set[tuple[object, ...]]
) -> list[dict[str, object]]:
    """The puzzles kept from one game: every puzzle of its positions, those of ``keep``
    (the ids of an older data file) first, then in the order found, at most
    :data:`PER_GAME`, none sharing its game and answer or its hand and answer with one
    kept before (``taken``, updated)."""
    found: dict[str, tuple[dict[str, object], tuple[tuple[object, ...], ...]]] = {}
    for game in positions(variant, players, seed):
        key = puzzle_id(game)
        if key not in found and (made := puzzle(game)) is not None:
            found[key] = made, same(made, game)
    kept = []
    for row, keys in sorted(found.values(), key=lambda item: item[0]["id"] not in keep):
        if len(kept) < PER_GAME and not taken & set(keys):
            taken.update(keys)
            kept.append(row)
    return kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", default="1-200", help="the seeds of the games, like 1-200")
    parser.add_argument("--count", type=int, default=300, help="stop once this many are found")
    parser.add_argument("--out", type=Path, default=DATA, help="the data file written")
    parser.add_argument("--keep", type=Path, help="an older data file whose puzzles come first")
    args = parser.parse_args(argv)
    start = time.process_time()
    keep = (
        {row["id"] for row in json.loads(args.keep.read_text(encoding="utf-8"))["puzzles"]}
        if args.keep
        else set()
    )
    found: list[dict[str, object]] = []
    taken: set[tuple[object, ...]] = set()
    for seed in seeds(args.seed):
        for variant, players in TABLES:
            found += chosen(variant, players, seed, keep, taken)[: args.count - len(found)]
        print(
            f"seed {seed}: {len(found)} puzzles, {time.process_time() - start:.0f} s",
            file=sys.stderr,
        )
        if len(found) == args.count:
            break
    rows = sorted(
        found,
        key=lambda p: (p["variant"], p["players"], p["seed"], len(p["moves"]), p["moves"]),  # type: ignore[arg-type]
    )
    body = ",\n".join(json.dumps(row, separators=(",", ":"), sort_keys=True) for row in rows)
    args.out.write_text(f'{{"version":{VERSION},"puzzles":[\n{body}\n]}}\n', encoding="utf-8")
    themes = Counter(str(row["theme"]) for row in rows)
    print(
        f"{len(rows)} puzzles, {dict(sorted(themes.items()))}, "
        f"{time.process_time() - start:.0f} s of processor time",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

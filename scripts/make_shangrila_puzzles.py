"""Find Shangri-La puzzles in seeded games and confirm them: ``web/ui/puzzles/shangrila.json``.

    python3 scripts/make_shangrila_puzzles.py --seed 11-200 --log found.jsonl
    python3 scripts/make_shangrila_puzzles.py --from found.jsonl --count 300
    python3 scripts/make_shangrila_puzzles.py --from web/ui/puzzles/shangrila.json --count 1000

For each seed and each table of :data:`TABLES` (3 and 4 players, free placement),
Medium plays the game (its moves depend on the game and the seed alone). Every
:data:`STEP`-th position of the play (after the setup) where Medium's rating
(:func:`game.bots.shangrila.value`) puts its favourite move :data:`GAP` masters or more
ahead of the next is searched by the confirming search
(:func:`web.ui.puzzles.shangrila.confirm`, ten times Hard's rounds, every legal move
at the root); what it finds is written to ``--log``, one JSON line a position,
puzzle or not. ``--check`` also runs a second search with a seed of its own and logs
its move and margin (to choose and test the threshold). A position whose margin is
:data:`web.ui.puzzles.shangrila.THRESHOLD` or more is searched a second time, with a
seed of its own (``--second`` adds that search to older logs). ``--from`` reads such
logs (or an older data file) and writes the data file: the positions where both
searches find the same answer ahead by the threshold or more, at most :data:`PER_GAME`
from one game and one of a game's answer, none whose answer is the only legal move of
its kind (:func:`alone`), sorted by table, seed and moves; each with the line the
confirming search expects after the answer, the other moves' best ratings and the
difficulty they give (:func:`finish`, :func:`difficulty`). ``--recheck N`` searches the first ``N``
puzzles of the data file again with a seed of their own and prints how often that
search finds the same answer (with a 95% interval) and its margins.
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
from game.arena import wilson  # noqa: E402
from game.bots import greedy  # noqa: E402
from game.bots import shangrila as bot  # noqa: E402
from game.shangrila.engine import ShangriLa, new_game  # noqa: E402
from game.shangrila.notation import parse  # noqa: E402
from web.ui.puzzles.proof import confirm, confirmed  # noqa: E402
from web.ui.puzzles.shangrila import DATA, THRESHOLD, VERSION, theme  # noqa: E402

#: The tables played: the players' colours in turn order.
TABLES = ("rby", "rbyv")
#: Every how many moves of the play a position is considered.
STEP = 2
#: How far ahead (in masters) Medium must rate its favourite move for a search.
GAP = 0.5
#: The most puzzles kept from one game.
PER_GAME = 4
#: How many of the other moves' best ratings a puzzle keeps.
RIVALS = 4
#: How close to the answer's rating another move counts as a plausible alternative.
CLOSE = 0.10
#: The margins from which a puzzle is easy, and under which it is hard (about the
#: thirds of the puzzles of issue 60: 181 easy, 120 medium, 142 hard).
EASY, HARD = 0.15, 0.08


def puzzle_id(game: ShangriLa) -> str:
    """A short name for a position, from its game and moves."""
    text = f"shangrila/{game.colours}/{game.options['seed']}/{' '.join(game.history)}"
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def candidates(colours: str, seed: int) -> Iterator[ShangriLa]:
    """The positions of one seeded game worth a search (see the module)."""
    game = new_game(colours, seed=seed)
    played = 0
    while not game.is_over():
        if game.phase == "play":
            played += 1
            if played % STEP == 0 and len(game.legal_moves()) >= 4:
                ranking = greedy.rated(game, lambda after: bot.value(after, game.to_move))
                if ranking[0][0] - ranking[1][0] >= GAP:
                    yield game
        game.play(bots.choose(game, "medium", seed))


def searched(game: ShangriLa, check: bool) -> dict[str, object]:
    """What the confirming search finds here; where its margin reaches the threshold,
    what a second search with a seed of its own finds (:func:`second`); with
    ``check``, a search with yet another seed (to choose and test the threshold)."""
    key = puzzle_id(game)
    answer, best, runner_up = confirm(game, key)
    row: dict[str, object] = {
        "id": key,
        "colours": game.colours,
        "seed": game.options["seed"],
        "moves": list(game.history),
        "answer": answer,
        "theme": theme(game, answer),
        "legal": len(game.legal_moves()),
        "best": best,
        "runner_up": runner_up,
        "margin": best - runner_up,
    }
    second(game, row)
    if check:
        other, best2, runner2 = confirm(game, key + "/check")
        row["check"] = {"answer": other, "margin": best2 - runner2}
    return row


def second(game: ShangriLa, row: dict[str, object]) -> None:
    """The second search's answer and margin in ``row``, if its first margin reaches
    the threshold (a position is a puzzle only when both searches agree)."""
    if float(row["margin"]) >= THRESHOLD:  # type: ignore[arg-type]
        other, best, runner_up = confirm(game, f"{row['id']}/2")
        row["second"] = {"answer": other, "margin": best - runner_up}


def seconds(args: argparse.Namespace) -> None:
    """Add the second search to the rows of the logs of ``--second`` that lack it."""
    with args.log.open("a", encoding="utf-8") as log:
        for path in args.second:
            for text in path.read_text(encoding="utf-8").splitlines():
                row = json.loads(text)
                if "second" not in row:
                    game = new_game(row["colours"], seed=row["seed"])
                    for move in row["moves"]:
                        game.play(move)
                    second(game, row)
                log.write(json.dumps(row, separators=(",", ":"), sort_keys=True) + "\n")
                log.flush()


def seeds(text: str) -> list[int]:
    """``"1-200"`` or ``"7"`` as a list of seeds."""
    first, _dash, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def search(args: argparse.Namespace) -> None:
    """Search the games of ``--seed`` and log every position searched."""
    start = time.process_time()
    with args.log.open("a", encoding="utf-8") as log:
        for seed in seeds(args.seed):
            for colours in TABLES:
                for game in candidates(colours, seed):
                    row = searched(game, args.check)
                    log.write(json.dumps(row, separators=(",", ":"), sort_keys=True) + "\n")
                    log.flush()
            print(f"seed {seed}: {time.process_time() - start:.0f} s", file=sys.stderr)


def write(args: argparse.Namespace) -> None:
    """Write the data file from the logs of ``--from`` (or an older data file: its rows
    are taken as they are, their line searched again if they have none)."""
    kept: dict[str, dict[str, object]] = {}
    per_game: Counter[tuple[object, object]] = Counter()
    answers: set[tuple[object, object, object]] = set()
    for path in args.source:
        for row in rows_of(path):
            game = (row["colours"], row["seed"])
            if (
                float(row["margin"]) >= THRESHOLD  # type: ignore[arg-type]
                and per_game[game] < PER_GAME
                and row["id"] not in kept
                and (*game, row["answer"]) not in answers
                and not alone(row)
            ):
                kept[row["id"]] = row
                per_game[game] += 1
                answers.add((*game, row["answer"]))
    rows = sorted(
        kept.values(),
        key=lambda p: (len(p["colours"]), p["seed"], len(p["moves"]), p["moves"]),  # type: ignore[arg-type]
    )[: args.count]
    for row in rows:
        finish(row)
    body = ",\n".join(json.dumps(row, separators=(",", ":"), sort_keys=True) for row in rows)
    args.out.write_text(f'{{"version":{VERSION},"puzzles":[\n{body}\n]}}\n', encoding="utf-8")
    themes = Counter(str(row["theme"]) for row in rows)
    levels = Counter(str(row["difficulty"]) for row in rows)
    print(f"{len(rows)} puzzles, {dict(sorted(themes.items()))}, {levels}", file=sys.stderr)


def rows_of(path: Path) -> Iterator[dict[str, object]]:
    """The rows of a log (those both searches agree on, ``confirmed`` their second
    margin) or of a data file."""
    text = path.read_text(encoding="utf-8")
    if text.startswith("{"):
        yield from json.loads(text)["puzzles"]
        return
    for line in text.splitlines():
        row = json.loads(line)
        row.pop("check", None)
        found = row.pop("second", None)
        if found and found["answer"] == row["answer"] and found["margin"] >= THRESHOLD:
            row["confirmed"] = found["margin"]
            yield row


def position(row: dict[str, object]) -> ShangriLa:
    """The position of a row."""
    game = new_game(str(row["colours"]), seed=int(row["seed"]))  # type: ignore[call-overload]
    for move in row["moves"]:  # type: ignore[attr-defined]
        game.play(move)
    return game


def alone(row: dict[str, object]) -> bool:
    """True if the answer is the only legal move of its kind (the only journey, the
    only placement, the only recruitment): a puzzle that gives itself away."""
    kind = type(parse(str(row["answer"])))
    moves = position(row).legal_moves()
    return not any(type(parse(m)) is kind for m in moves if m != row["answer"])


def finish(row: dict[str, object]) -> None:
    """The row's line (what the confirming search expects after the answer), the best
    ratings of the other moves (:data:`RIVALS` of them) and its difficulty, searched
    again (the same seeded search, so the same figures) if the row has no line yet."""
    if "line" not in row:
        answer, rated, line = confirmed(position(row), str(row["id"]))
        assert answer == row["answer"] and rated[answer] == row["best"], row["id"]
        others = sorted((v for m, v in rated.items() if m != answer), reverse=True)
        row["line"], row["others"] = line, [round(v, 4) for v in others[:RIVALS]]
    row["difficulty"] = difficulty(float(row["best"]), row["others"])  # type: ignore[arg-type]


def difficulty(best: float, others: list[float]) -> str:
    """How hard a puzzle is, from the search: easy when the answer is rated
    :data:`EASY` or more ahead of every other move; hard when less than :data:`HARD`
    ahead, or when two other moves or more are rated within :data:`CLOSE` of it
    (plausible alternatives that only a long search tells apart); else medium."""
    margin = best - others[0]
    close = sum(best - v <= CLOSE for v in others)
    if margin >= EASY:
        return "easy"
    return "hard" if margin < HARD or close >= 2 else "medium"


def recheck(args: argparse.Namespace) -> None:
    """Search ``--recheck`` puzzles of the data file again, each with a seed of its own."""
    rows = json.loads(args.out.read_text(encoding="utf-8"))["puzzles"][: args.recheck]
    same, margins = 0, []
    for row in rows:
        game = new_game(row["colours"], seed=row["seed"])
        for move in row["moves"]:
            game.play(move)
        answer, best, runner_up = confirm(game, row["id"] + "/check")
        same += answer == row["answer"]
        margins.append(best - runner_up if answer == row["answer"] else 0.0)
        print(f"{row['id']}: {answer == row['answer']} {best - runner_up:.3f}", file=sys.stderr)
    low, high = wilson(same / len(rows), len(rows))
    print(
        f"{same} of {len(rows)} found again: {same / len(rows):.3f} [{low:.3f}, {high:.3f}]; "
        f"margins again from {min(margins):.3f}, mean {sum(margins) / len(margins):.3f}",
        file=sys.stderr,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", default="11-200", help="the seeds of the games, like 11-200")
    parser.add_argument("--log", type=Path, help="the log of positions searched (appended to)")
    parser.add_argument("--check", action="store_true", help="a second search with its own seed")
    parser.add_argument("--from", dest="source", type=Path, nargs="*", help="logs to write from")
    parser.add_argument("--count", type=int, default=300, help="the most puzzles written")
    parser.add_argument("--out", type=Path, default=DATA, help="the data file written")
    parser.add_argument("--recheck", type=int, help="search this many puzzles again")
    parser.add_argument("--second", type=Path, nargs="*", help="logs to add second searches to")
    args = parser.parse_args(argv)
    if args.recheck:
        recheck(args)
    elif args.source:
        write(args)
    elif args.second and args.log:
        seconds(args)
    elif args.log:
        search(args)
    else:
        parser.error("give --log to search, or --from to write the data file")
    return 0


if __name__ == "__main__":
    sys.exit(main())

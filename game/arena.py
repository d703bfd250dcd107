"""Pit computer players against each other: ``python -m game.arena``.

::

    python -m game.arena shangrila --seats hard,medium,medium,medium --games 200 --seed 1
    python -m game.arena tsuro --seats hard,medium --games 400 --seed 100-109

A seat is a level (``easy``, ``medium``, ``hard``), optionally with its own
iteration budget, ``hard:100``, and a number of parts sharing it, ``hard:4000/4``
(searches with their own seeds whose root tallies are added up: root
parallelism). Seats take turns at going first: in game ``k`` the seat
``(k + j) mod n`` sits at place ``j`` of the turn order. Every game and every bot
gets its own seed drawn from ``--seed``, so a run can be repeated exactly,
whatever ``--jobs`` (unless ``--time-limit`` cuts searches short).
``--seed`` may name several seeds (``100-109``, ``1,4,7``): the games are split
evenly among them, each seed's share played as a run of its own (the same games
as ``--games <share> --seed <that seed>``), and the results pooled. Choose
settings on some seeds and report on others, never on the ones tuned on.

Each seat's *win share* is the points it scored over the games played: a win
is one point, a win shared among ``k`` players is ``1/k`` for each of them. The
95% confidence interval is the Wilson score interval of that mean; as a shared
win varies less than a whole one, the interval errs on the wide side. Time per
move is the processor time of the bot's thinking, rules engine included (so that
other programs running at the same time do not inflate it): mean and longest.

>>> low, high = wilson(0.5, 100)
>>> round(low, 3), round(high, 3)
(0.404, 0.596)
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import functools
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game import bots
from game.core import Game
from game.levels import LEVELS

#: The 95% quantile of the normal distribution, for two-sided intervals.
Z95 = 1.959964


@dataclass
class Seat:
    """One seat of the arena and what it has achieved so far."""

    level: str
    iterations: int | None = None
    parts: int | None = None
    points: float = 0.0
    wins: int = 0
    shared: int = 0
    moves: int = 0
    seconds: float = 0.0
    longest: float = 0.0

    @classmethod
    def parse(cls, text: str) -> Seat:
        """A seat from ``"medium"``, ``"hard:250"`` (a level and an iteration budget)
        or ``"hard:1000/4"`` (that budget shared by 4 parts).

        >>> seat = Seat.parse("hard:250")
        >>> seat.level, seat.iterations, seat.parts, seat.name
        ('hard', 250, None, 'hard:250')
        >>> Seat.parse("hard/4").name
        'hard/4'
        """
        spec, slash, parts = text.strip().partition("/")
        level, _, budget = spec.partition(":")
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
        if budget and not (budget.isdigit() and int(budget) > 0):
            raise ValueError(f"the budget of {text!r} should be a positive number of iterations")
        if slash and not (parts.isdigit() and int(parts) > 0):
            raise ValueError(f"the parts of {text!r} should be a positive number")
        return cls(level, int(budget) if budget else None, int(parts) if slash else None)

    def add(self, other: Seat) -> None:
        """Add the results of ``other`` (the same seat in other games) to this seat's."""
        self.points += other.points
        self.wins += other.wins
        self.shared += other.shared
        self.moves += other.moves
        self.seconds += other.seconds
        self.longest = max(self.longest, other.longest)

    @property
    def name(self) -> str:
        budget = "" if self.iterations is None else f":{self.iterations}"
        return self.level + budget + ("" if self.parts is None else f"/{self.parts}")


def new_game(name: str, players: int, seed: int, variant: str = "classic") -> Game:
    """A fresh game of ``name`` (``"shangrila"`` or ``"tsuro"``) for ``players``, in
    Tsuro's ``variant``."""
    if name == "shangrila":
        if players not in (3, 4):
            raise ValueError(f"Shangri-La is for 3 or 4 seats, not {players}")
        from game import shangrila

        if variant != "classic":
            raise ValueError("Shangri-La has no variants")
        return shangrila.new_game("rbyv"[:players], seed=seed)
    if name == "tsuro":
        from game import tsuro

        return tsuro.new_game(players=players, seed=seed, variant=variant)
    raise ValueError(f"unknown game {name!r}: choose shangrila or tsuro")


def play_games(
    make_game: Callable[[int], Game],
    seats: Sequence[Seat],
    games: int,
    seed: int,
    *,
    time_limit: float | None = None,
    progress: Callable[[int, list[Seat]], None] | None = None,
    jobs: int = 1,
) -> list[Seat]:
    """Play ``games`` games of ``make_game(seed)`` between ``seats``, adding up their results.

    ``jobs`` processes play games side by side (``make_game`` must then be picklable,
    as a module-level function or a ``functools.partial`` of one); the results are the
    same whatever their number, as every game's seeds are drawn beforehand.
    ``progress(done, seats)`` is called after each game, in order.
    """
    draw = random.Random(seed)
    deals = []
    for number in range(games):
        game_seed = draw.getrandbits(32)
        deals.append((number, game_seed, [draw.getrandbits(32) for _ in seats]))
    play = functools.partial(_play_one, make_game, list(seats), time_limit)
    with contextlib.ExitStack() as stack:
        if jobs > 1:
            pool = stack.enter_context(concurrent.futures.ProcessPoolExecutor(jobs))
            results: Iterable[list[Seat]] = pool.map(play, deals)
        else:
            results = map(play, deals)
        for number, result in enumerate(results):
            for seat, played in zip(seats, result, strict=True):
                seat.add(played)
            if progress is not None:
                progress(number + 1, list(seats))
    return list(seats)


def _play_one(
    make_game: Callable[[int], Game],
    seats: list[Seat],
    time_limit: float | None,
    deal: tuple[int, int, list[int]],
) -> list[Seat]:
    """One game of the arena: what each of ``seats`` achieved in it, as fresh seats."""
    number, game_seed, bot_seeds = deal
    game = make_game(game_seed)
    players = list(game.players)
    if len(players) != len(seats):
        raise ValueError(f"{len(seats)} seats for a game of {len(players)} players")
    tally = [Seat(seat.level, seat.iterations, seat.parts) for seat in seats]
    sitting = {p: tally[(number + place) % len(seats)] for place, p in enumerate(players)}
    seeds = dict(zip(players, bot_seeds, strict=True))
    while not game.is_over():
        player = game.to_move
        seat = sitting[player]
        start = time.process_time()
        move = bots.choose(
            game,
            seat.level,
            seeds[player],
            iterations=seat.iterations,
            parts=seat.parts,
            time_limit=time_limit,
        )
        spent = time.process_time() - start
        seat.seconds += spent
        seat.longest = max(seat.longest, spent)
        seat.moves += 1
        game.play(move)
    winners = game.winners()
    for player in winners:
        seat = sitting[player]
        seat.points += 1 / len(winners)
        seat.wins += len(winners) == 1
        seat.shared += len(winners) > 1
    return tally


def play_seeds(
    make_game: Callable[[int], Game],
    seats: Sequence[Seat],
    games: int,
    seeds: Sequence[int],
    *,
    time_limit: float | None = None,
    progress: Callable[[int, list[Seat]], None] | None = None,
    jobs: int = 1,
) -> list[float]:
    """Play ``games`` games split evenly among ``seeds``, each seed's share as
    :func:`play_games` would, adding every result to ``seats``; the first seat's
    win share on each seed, in order. ``progress`` counts the games of all seeds."""
    if not seeds or games % len(seeds):
        raise ValueError(f"{games} games do not split evenly among {len(seeds)} seeds")
    each = games // len(seeds)
    shares = []
    for number, seed in enumerate(seeds):
        before = seats[0].points
        play_games(
            make_game,
            seats,
            each,
            seed,
            time_limit=time_limit,
            progress=None
            if progress is None
            else functools.partial(_after, progress, number * each),
            jobs=jobs,
        )
        shares.append((seats[0].points - before) / each if each else 0.0)
    return shares


def _after(
    progress: Callable[[int, list[Seat]], None], before: int, done: int, seats: list[Seat]
) -> None:
    progress(before + done, seats)


def parse_seeds(text: str) -> list[int]:
    """Seeds written as ``7``, a range ``100-109`` or a list ``1,4,10-12``.

    >>> parse_seeds("1,4,10-12")
    [1, 4, 10, 11, 12]
    """
    seeds: list[int] = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise ValueError(f"a seed is a number or a range like 100-109, not {part!r}")
        low, high = int(first), int(last) if dash else int(first)
        if high < low:
            raise ValueError(f"the range {part!r} is empty")
        seeds.extend(range(low, high + 1))
    if len(set(seeds)) != len(seeds):
        raise ValueError(f"a seed is repeated in {text!r}")
    return seeds


def wilson(share: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a mean ``share`` over ``games`` games."""
    if games == 0:
        return 0.0, 1.0
    ratio = z * z / games
    centre = (share + ratio / 2) / (1 + ratio)
    half = z * math.sqrt(share * (1 - share) / games + ratio / (4 * games)) / (1 + ratio)
    # The interval always holds the share; min and max only mend rounding.
    return max(0.0, min(share, centre - half)), min(1.0, max(share, centre + half))


def report(seats: Sequence[Seat], games: int) -> str:
    """The table of results: each seat's win share, its 95% interval and time per move
    (mean and longest)."""
    lines = [
        f"{'seat':<5}{'level':<14}{'win share':>10}  {'95% CI':<16}"
        f"{'wins':>6}{'shared':>8}{'ms/move':>10}{'max ms':>9}"
    ]
    for number, seat in enumerate(seats, 1):
        share = seat.points / games if games else 0.0
        low, high = wilson(share, games)
        per_move = 1000 * seat.seconds / seat.moves if seat.moves else 0.0
        lines.append(
            f"{number:<5}{seat.name:<14}{share:>10.3f}  [{low:.3f}, {high:.3f}]  "
            f"{seat.wins:>6}{seat.shared:>8}{per_move:>10.1f}{1000 * seat.longest:>9.0f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.arena", description="Pit computer players against each other."
    )
    parser.add_argument("game", choices=["shangrila", "tsuro"])
    parser.add_argument("--seats", required=True, help="levels, one per seat: hard,medium")
    parser.add_argument("--games", type=int, default=100, help="how many games (100)")
    parser.add_argument("--seed", default="1", help="seed of the run, or seeds: 100-109, 1,4,7 (1)")
    parser.add_argument("--time-limit", type=float, help="seconds a hard search may take")
    parser.add_argument("--jobs", type=int, default=1, help="games played side by side (1)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.add_argument("--variant", default="classic", help="Tsuro's variant (classic)")
    args = parser.parse_args(argv)
    try:
        seats = [Seat.parse(text) for text in args.seats.split(",")]
        new_game(args.game, len(seats), 0, args.variant)
        seeds = parse_seeds(args.seed)
        if args.games % len(seeds):
            raise ValueError(f"{args.games} games do not split evenly among {len(seeds)} seeds")
    except ValueError as error:
        parser.error(str(error))

    def progress(done: int, seats: list[Seat]) -> None:
        shares = " ".join(f"{seat.points / done:.2f}" for seat in seats)
        print(f"\r{done}/{args.games} games, win shares {shares}", end="", file=sys.stderr)

    started = time.perf_counter()
    by_seed = play_seeds(
        functools.partial(new_game, args.game, len(seats), variant=args.variant),
        seats,
        args.games,
        seeds,
        time_limit=args.time_limit,
        progress=None if args.quiet else progress,
        jobs=args.jobs,
    )
    if not args.quiet:
        print(file=sys.stderr)
    named = f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {args.seed} ({len(seeds)})"
    print(
        f"{args.game}{'' if args.variant == 'classic' else ' ' + args.variant}, "
        f"{len(seats)} players, {args.games} games, {named}, "
        f"{time.perf_counter() - started:.0f} s (seats take turns at going first; "
        "a win shared by k players counts 1/k)"
    )
    print(report(seats, args.games))
    if len(seeds) > 1:
        each = ", ".join(f"{seed}: {share:.3f}" for seed, share in zip(seeds, by_seed, strict=True))
        print(f"seat 1 by seed ({args.games // len(seeds)} games each): {each}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

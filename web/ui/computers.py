"""The computer players asked in their workers, for the runner (:mod:`web.ui.runner`):
easy and medium answer at once, while hard's search runs in steps, split among the
workers started (each runs some of its parts; the first adds up their tallies), its
progress told after each (each worker has the next step already, so it never waits
for the page); a position of a review analysed; a friend's daily game checked against
the day's computers. Each ask gives the message that answers it; a failure is
answered too, never raised.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from web.ui.bounded import read_json
from web.ui.challenge import challenge, day_seed
from web.ui.commands import AskAnalysis, AskBot
from web.ui.daily.commands import CheckComputers
from web.ui.daily.messages import ComputersChecked
from web.ui.effects import Effects
from web.ui.messages import Message
from web.ui.play.messages import BotFailed, BotMoved, BotProgress, HintFound
from web.ui.review.messages import Analysed, AnalysisFailed

#: How long the worker's hard search runs between two reports of its progress (s).
SEARCH_STEP = 0.1
#: The most workers a search is split among: as many as ``game.bots.plan`` ever
#: makes parts (not imported: the page does not load the computer players;
#: ``tests/test_web_runner.py`` checks that they agree).
MOST_WORKERS = 2
#: The longest answer read from a worker (its tallies of a search: a few hundred
#: kilobytes at most).
ANSWER_LENGTH = 20_000_000

#: Each player's chance to win, as a search found it: (player, share).
Chances = tuple[tuple[str, float], ...]


def workers_for(cores: int | None) -> int:
    """How many workers search on a device with ``cores`` logical processors (None if
    unknown): at least one, at most :data:`MOST_WORKERS`. The page's own thread
    mostly waits meanwhile, so it is not left a core of its own.

    >>> [workers_for(n) for n in (None, 1, 2, 4, 16)]
    [1, 1, 2, 2, 2]
    """
    return max(1, min(MOST_WORKERS, cores or 1))


def _answer(text: str) -> Any:
    """A worker's answer (JSON), read with its length and nesting bounded; a failure
    is a ValueError, refused like any other answer the worker could not give."""
    return read_json(text, ANSWER_LENGTH)


async def ask(effects: Effects, command: AskBot, tell: Callable[[Message], None]) -> Message:
    """Ask the computer players: easy and medium answer at once; hard searches in
    steps, each step's progress told, until its answer (a move, or a hint)."""
    token = command.token
    try:
        bots = await effects.bots()
        if command.level != "hard":
            move = await bots.choose_move(command.game, command.level, command.seed)
            return BotMoved(token, str(move))
        move, chances = await search(effects, command, tell)
        return HintFound(token, move, chances) if command.hint else BotMoved(token, move)
    except Exception as problem:
        return BotFailed(token, str(problem))


async def search(
    effects: Effects, command: AskBot, tell: Callable[[Message], None]
) -> tuple[str, Chances]:
    """Hard's search in the workers started (each runs some of its parts), its
    progress told after each step of all; then the first adds up the others'
    tallies to its own: the move and each player's chance to win. Each worker is
    asked for two steps at a time, so that it goes on to the next at once while
    the page draws the last."""
    token = command.token
    workers = await effects.searchers()
    count = len(workers)
    begun = [w.begin(token, command.game, command.seed, i, count) for i, w in enumerate(workers)]
    for call in begun:
        await call
    steps = [[w.think(token, SEARCH_STEP) for _ in range(2)] for w in workers]
    reports: list[dict[str, Any]] = [{} for _ in workers]
    while any(steps):
        for worker, ahead, index in zip(workers, steps, range(count), strict=True):
            if not ahead:
                continue  # finished
            reports[index] = report = _answer(await ahead.pop(0))
            if not report["finished"]:
                ahead.append(worker.think(token, SEARCH_STEP))
            else:  # the step asked for ahead is answered at once
                for call in ahead:
                    await call
                ahead.clear()
        done, budget = (sum(int(r[key]) for r in reports) for key in ("done", "budget"))
        tell(BotProgress(token, done, budget))
    asked = [worker.tallies(token) for worker in workers[1:]]
    others = [tally for call in asked for tally in _answer(await call)]
    found = _answer(await workers[0].answer(token, json.dumps(others)))
    chances = tuple((str(p), float(share)) for p, share in found["chances"])
    return str(found["move"]), chances


async def analyse(effects: Effects, command: AskAnalysis) -> Message:
    """Ask the computer players to search one position of a game under review."""
    token = command.token
    try:
        bots = await effects.bots()
        found = _answer(
            await bots.analyse(command.game, command.seed, command.seconds, command.viewer)
        )
        chances = tuple((str(p), float(share)) for p, share in found["chances"])
        move = found["move"]
        return Analysed(token, command.at, None if move is None else str(move), chances)
    except Exception as problem:
        return AnalysisFailed(token, str(problem))


async def check(effects: Effects, command: CheckComputers) -> ComputersChecked:
    """Replay a friend's daily game against the day's computers (in the worker: a
    Shangri-La game's Medium moves take a second or so)."""
    daily = challenge(command.kind, command.day)
    seats = "".join(seat[0] for seat in daily.seats)
    try:
        bots = await effects.bots()
        at = await bots.computers(command.game, seats, day_seed(command.kind, command.day))
        return ComputersChecked(command.kind, command.day, command.game, int(at))
    except Exception as problem:
        return ComputersChecked(command.kind, command.day, command.game, -1, str(problem))

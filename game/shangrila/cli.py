"""``python -m game shangrila``: play The Bridges of Shangri-La in the terminal."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from game import terminal
from game.shangrila.engine import STARTS, new_game
from game.shangrila.text import render


def main(
    argv: list[str] | None = None,
    *,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    """Parse the options, then play pass-and-play at the terminal; 0 on success."""
    parser = argparse.ArgumentParser(
        prog="python -m game shangrila", description="The Bridges of Shangri-La, pass and play."
    )
    parser.add_argument(
        "--players", default="rbyv", help="seating and turn order, 3 or 4 of r b y v (rbyv)"
    )
    parser.add_argument("--start", choices=STARTS, default="free", help="starting masters")
    parser.add_argument(
        "--tie-to-origin", action="store_true", help="a tie of strength goes to the origin"
    )
    parser.add_argument("--seed", type=int, default=None, help="seed for a random start")
    return terminal.command(
        parser,
        lambda args: new_game(args.players, args.start, args.tie_to_origin, args.seed),
        render,
        argv,
        read=read,
        write=write,
    )

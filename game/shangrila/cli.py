"""``python -m game shangrila``: play The Bridges of Shangri-La in the terminal."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from game import terminal
from game.i18n import _
from game.shangrila.engine import STARTS, new_game
from game.shangrila.text import render


def main(
    argv: list[str] | None = None,
    *,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    """Parse the options, then play pass-and-play at the terminal, in the language of
    ``--lang`` (else the environment's); 0 on success."""
    terminal.choose_language(argv, write)
    parser = argparse.ArgumentParser(
        prog="python -m game shangrila", description=_("The Bridges of Shangri-La, pass and play.")
    )
    parser.add_argument(
        "--players",
        default="rbyv",
        # Translators: r b y v are the colours' letters as typed: keep them.
        help=_("seating and turn order, 3 or 4 of r b y v (rbyv)"),
    )
    parser.add_argument("--start", choices=STARTS, default="free", help=_("starting masters"))
    parser.add_argument(
        "--tie-to-origin", action="store_true", help=_("a tie of strength goes to the origin")
    )
    parser.add_argument("--seed", type=int, default=None, help=_("seed for a random start"))
    return terminal.command(
        parser,
        lambda args: new_game(args.players, args.start, args.tie_to_origin, args.seed),
        render,
        argv,
        read=read,
        write=write,
    )

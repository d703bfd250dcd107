"""``python -m game tsuro``: play Tsuro in the terminal, pass and play."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from game import terminal
from game.i18n import _
from game.tsuro.engine import VARIANTS, new_game
from game.tsuro.text import render


def main(
    argv: list[str] | None = None,
    *,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    """Parse the options, then play at the terminal with hidden hands, in the language
    of ``--lang`` (else the environment's); 0 on success."""
    terminal.choose_language(argv, write)
    parser = argparse.ArgumentParser(
        prog="python -m game tsuro", description=_("Tsuro, pass and play.")
    )
    parser.add_argument("--players", type=int, default=2, help=_("2 to 8 players (2)"))
    parser.add_argument("--seed", type=int, default=None, help=_("seed for the shuffle"))
    parser.add_argument(
        "--elimination-bonus",
        action="store_true",
        help=_("variant: after eliminating others, swap tiles with their hands"),
    )
    parser.add_argument(
        "--variant",
        choices=VARIANTS,
        default="classic",
        help=_("classic, longest path, most crossings, open tiles or solo (classic)"),
    )
    return terminal.command(
        parser,
        lambda args: new_game(
            args.players,
            args.seed,
            elimination_bonus=args.elimination_bonus,
            variant=args.variant,
        ),
        render,
        argv,
        private=True,
        read=read,
        write=write,
    )

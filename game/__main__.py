"""``python -m game shangrila|tsuro [options]``: play a game in the terminal."""

from __future__ import annotations

import importlib
import sys

from game import GAMES


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    names = sorted(GAMES.values())
    if not argv or argv[0] not in names:
        print(f"usage: python -m game {{{','.join(names)}}} [--help]", file=sys.stderr)
        return 2
    cli = importlib.import_module(f"game.{argv[0]}.cli")
    return cli.main(argv[1:])


if __name__ == "__main__":
    sys.exit(main())

"""``python -m game shangrila|tsuro [options]``: play a game in the terminal."""

from __future__ import annotations

import sys

from game.shangrila import cli as shangrila_cli
from game.tsuro import cli as tsuro_cli

#: Each game's terminal command, by name.
_COMMANDS = {"shangrila": shangrila_cli.main, "tsuro": tsuro_cli.main}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    names = sorted(_COMMANDS)
    if not argv or argv[0] not in names:
        usage = f"usage: python -m game {{{','.join(names)}}} [--lang CODE] [--help]"
        print(usage, file=sys.stderr)
        return 2
    return _COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main())

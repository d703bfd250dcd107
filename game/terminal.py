"""A text game loop for either engine: ``python -m game shangrila`` or ``tsuro``.

The loop shows the position, lists the legal moves, reads a move and plays it;
a bad move (any line typed that is not a legal move, even bytes that are not text)
gets its reason and the question again. It knows nothing of either
game beyond the common API: a ``show`` function draws the position as text for
the player who is looking, and computer seats are functions from game to move.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Callable, Container, Hashable, Mapping
from typing import TypeVar

from game import bots
from game.core import Game, IllegalMove

G = TypeVar("G", bound=Game)

HELP = """Type a move as listed, or:
  moves   list the legal moves again
  undo    take back the last move
  help    show this help
  quit    leave the game"""


def run(
    game: G,
    show: Callable[[G, Hashable | None], str],
    computers: Mapping[Hashable, Callable[[G], str]] | None = None,
    *,
    private: bool = False,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> G:
    """Play ``game`` at the terminal until it ends or the player quits.

    ``show(game, viewer)`` draws the position for ``viewer`` (``None``: nobody's
    secrets). With ``private`` set (hidden hands), a screen asks the next human
    to take the keyboard before their secrets are shown.
    """
    _tolerate_encodings(read, write)
    computers = dict(computers or {})
    humans = [p for p in game.players if p not in computers]
    last_viewer = None
    write(HELP)
    while not game.is_over():
        player = game.to_move
        if player in computers:
            move = game.play(computers[player](game.copy()))
            write(f"{game.player_name(player)} plays {move}")
            continue
        if private and len(humans) > 1 and player != last_viewer:
            try:
                read(f"\nHand the keyboard to {game.player_name(player)} and press Enter. ")
            except EOFError:
                return game
        last_viewer = player
        write("\n" + show(game, player if private else None))
        write(f"{game.player_name(player)} to move. Legal: " + ", ".join(game.legal_moves()))
        while True:
            try:
                answer = read(f"{game.player_name(player)}> ").strip()
            except EOFError:
                return game
            command = answer.lower()
            if command in ("quit", "exit"):
                return game
            if command == "help":
                write(HELP)
            elif command == "moves":
                write(", ".join(game.legal_moves()))
            elif command == "undo":
                if _undo_to_human(game, computers):
                    break
                write("There is no move of yours to take back.")
            else:
                try:
                    write(f"{game.player_name(player)} plays {game.play(answer)}")
                    break
                except IllegalMove as error:
                    write(f"Not possible: {error}. Type 'moves' to see what you can play.")
    write("\n" + show(game, None))
    write("Game over. Winner(s): " + ", ".join(game.player_name(p) for p in game.winners()))
    return game


def command(
    parser: argparse.ArgumentParser,
    make_game: Callable[[argparse.Namespace], G],
    show: Callable[[G, Hashable | None], str],
    argv: list[str] | None,
    *,
    private: bool = False,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    """A game's terminal command: its ``parser`` (which must have ``--seed``) gains
    ``--seats``; ``make_game(args)`` builds the game, which is then played with
    :func:`run` and printed in its encoded form at the end. 0 on success."""
    parser.add_argument(
        "--seats", help="human or a computer level per seat, in turn order: human,easy,medium,hard"
    )
    args = parser.parse_args(argv)
    try:
        game = make_game(args)
        computers = bots.seated(game, args.seats, args.seed) if args.seats else {}
    except ValueError as error:
        parser.error(str(error))
    run(game, show, computers, private=private, read=read, write=write)
    write(f"This game: {game.encode()}")
    return 0


def _tolerate_encodings(read: Callable[[str], str], write: Callable[[str], None]) -> None:
    """Let the terminal pass any line typed: bytes that are not text in its encoding
    are read as U+FFFD (then refused like any text that is not a move), and what it
    cannot show is written as ``?``, instead of a UnicodeError ending the game."""
    for stream, used in ((sys.stdin, read is input), (sys.stdout, write is print)):
        if used and isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")


def _undo_to_human(game: Game, computers: Container[Hashable]) -> bool:
    """Take back moves until a human is to move again; False if there is none to undo."""
    if not game.history:
        return False
    game.undo()
    while game.history and game.to_move in computers:
        game.undo()
    return True

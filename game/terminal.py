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
import os
import sys
from collections.abc import Callable, Container, Hashable, Mapping
from typing import TypeVar

from game import bots, i18n
from game.core import Game, IllegalMove
from game.i18n import _, ngettext

G = TypeVar("G", bound=Game)

#: The environment variables naming the player's language, first first (as gettext).
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def help_text() -> str:
    """What the player may type, in the player's language."""
    # Translators: the words moves, undo, help and quit are typed as they are: keep
    # them in English.
    return _(
        "Type a move as listed, or:\n"
        "  moves   list the legal moves again\n"
        "  undo    take back the last move\n"
        "  help    show this help\n"
        "  quit    leave the game"
    )


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, e.g. ``it_IT.UTF-8``) if offered, else English.

    >>> environment_language({"LANG": "fr_FR.UTF-8"}), environment_language({"LANG": "C"})
    ('fr', 'en')
    """
    environ = os.environ if environ is None else environ
    tags = [
        tag
        for name in LANGUAGE_VARIABLES
        for tag in environ.get(name, "").split(":")
        if tag and tag not in ("C", "POSIX")
    ]
    return i18n.pick(tags)


def choose_language(argv: list[str] | None, write: Callable[[str], None] = print) -> str:
    """Speak the language of ``--lang`` in ``argv`` (else the environment's) from now
    on, before any word is shown; when its compiled catalog is missing, say so (in
    English) and go on in English. The language in use is returned."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", choices=list(i18n.LANGUAGES), default=None)
    known, _rest = early.parse_known_args(argv)
    language = known.lang or environment_language()
    try:
        i18n.use(language)
    except OSError:
        write(
            f"The {i18n.LANGUAGES[language]} catalog is not compiled: make it with "
            "'bash scripts/catalogs.sh compile'. Going on in English."
        )
        i18n.use("en")
    return i18n.language()


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """``--lang``, for the help and to refuse unknown codes (:func:`choose_language`
    has already read it)."""
    parser.add_argument(
        "--lang",
        choices=list(i18n.LANGUAGES),
        default=None,
        help=_("language of the game's words: {codes} (default: from the environment)").format(
            codes=", ".join(i18n.LANGUAGES)
        ),
    )


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
    write(help_text())
    while not game.is_over():
        player = game.to_move
        if player in computers:
            move = game.play(computers[player](game.copy()))
            write(_("{player} plays {move}").format(player=game.player_name(player), move=move))
            continue
        if private and len(humans) > 1 and player != last_viewer:
            try:
                read(
                    "\n"
                    + _("Hand the keyboard to {player} and press Enter. ").format(
                        player=game.player_name(player)
                    )
                )
            except EOFError:
                return game
        last_viewer = player
        write("\n" + show(game, player if private else None))
        write(
            _("{player} to move. Legal: {moves}").format(
                player=game.player_name(player), moves=", ".join(game.legal_moves())
            )
        )
        while True:
            try:
                answer = read(f"{game.player_name(player)}> ").strip()
            except EOFError:
                return game
            command = answer.lower()
            if command in ("quit", "exit"):
                return game
            if command == "help":
                write(help_text())
            elif command == "moves":
                write(", ".join(game.legal_moves()))
            elif command == "undo":
                if _undo_to_human(game, computers):
                    break
                write(_("There is no move of yours to take back."))
            else:
                try:
                    played = game.play(answer)
                    write(
                        _("{player} plays {move}").format(
                            player=game.player_name(player), move=played
                        )
                    )
                    break
                except IllegalMove as error:
                    write(
                        # Translators: 'moves' is typed as it is: keep it in English.
                        _("Not possible: {reason}. Type 'moves' to see what you can play.").format(
                            reason=error
                        )
                    )
    write("\n" + show(game, None))
    winners = [game.player_name(p) for p in game.winners()]
    over = ngettext("Game over. Winner: {winners}", "Game over. Winners: {winners}", len(winners))
    write(over.format(winners=", ".join(winners)))
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
    ``--seats`` and ``--lang``; ``make_game(args)`` builds the game, which is then
    played with :func:`run` and printed in its encoded form at the end. 0 on success.
    Call :func:`choose_language` before making ``parser``, so its help is translated."""
    parser.add_argument(
        "--seats",
        # Translators: human, easy, medium and hard are typed as they are: keep them.
        help=_("human or a computer level per seat, in turn order: human,easy,medium,hard"),
    )
    add_language_option(parser)
    args = parser.parse_args(argv)
    try:
        game = make_game(args)
        computers = bots.seated(game, args.seats, args.seed) if args.seats else {}
    except ValueError as error:
        parser.error(str(error))
    run(game, show, computers, private=private, read=read, write=write)
    write(_("This game: {code}").format(code=game.encode()))
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

"""Fuzzing what comes from outside (hypothesis): mutated encoded games are read back
exactly or refused with a ValueError, quickly; any text given to ``play()`` is a legal
move or an IllegalMove that changes nothing; the terminal game survives any line typed."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout import advance

import game
from game import codec, shangrila, tsuro
from game.core import SEEDS, Game, IllegalMove
from game.shangrila import cli as shangrila_cli
from game.shangrila.engine import STARTS
from game.tsuro import cli as tsuro_cli

#: Characters a mutation puts in a text: base64's, the separator, and odd ones.
CHARACTERS = st.one_of(
    st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    st.sampled_from(".= +/\n\t0²٣\x00\udcff"),
)
#: Numbers put in a header: small ones, ones near the edges of the seeds and above.
NUMBERS = st.one_of(
    st.integers(0, 40),
    st.sampled_from([124, 125, 624, 625, 2**32 - 1, 2**32, 2**62, codec.MAX_NUMBER - 1]),
    st.integers(0, codec.MAX_NUMBER - 1),
)
WORDS = ["place", "recruit", "journey", "pass", "start", "play", "swap", "none", "moves", "undo"]
MARKS = ["help", "RE", "yf", "a1.0", "17r2", "7>21", "²", "-1", "9" * 40]
#: Lines typed at the terminal: any text, words near the commands and notations.
LINES = st.one_of(
    st.text(max_size=12),
    st.text(CHARACTERS, max_size=12),
    st.lists(
        st.sampled_from(WORDS + MARKS),
        max_size=3,
    ).map(" ".join),
    st.just("LEGAL"),  # the first legal move shown, so that games go on
)
QUICK = settings(max_examples=100, deadline=timedelta(seconds=2))


@st.composite
def games(draw: st.DrawFn) -> Game:
    """A real game of either kind, its options drawn, after some random legal moves."""
    seed = draw(st.sampled_from([0, SEEDS[-1]]) | st.integers(0, SEEDS[-1]))
    moves = draw(st.integers(0, 70))
    made: Game
    if draw(st.booleans()):
        colours = draw(st.sampled_from(["rby", "vyb", "rbyv", "bvry"]))
        made = shangrila.new_game(colours, draw(st.sampled_from(STARTS)), draw(st.booleans()), seed)
    else:
        players = draw(st.integers(2, 8))
        deck = random.Random(seed).sample(range(1, 36), 35) if draw(st.booleans()) else None
        bonus = players > 2 and draw(st.booleans())
        made = tsuro.new_game(players, seed=seed, deck=deck, elimination_bonus=bonus)
    return advance(made, random.Random(seed), moves)


def mutate(data: st.DataObject, text: str) -> str:
    """``text`` with a few characters flipped, inserted, deleted or duplicated."""
    for _ in range(data.draw(st.integers(1, 3))):
        kind = data.draw(st.sampled_from(["flip", "insert", "delete", "duplicate"]))
        at = data.draw(st.integers(0, len(text)))
        if kind == "flip" and at < len(text):
            text = text[:at] + data.draw(CHARACTERS) + text[at + 1 :]
        elif kind == "insert":
            text = text[:at] + data.draw(CHARACTERS) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + 1 :]
        else:
            size = data.draw(st.integers(1, 8))
            text = text[:at] + text[at : at + size] * 2 + text[at + size :]
    return text


def read_back_or_refused(text: str) -> Game | None:
    """The game ``text`` encodes, which must encode to ``text`` again; None if refused
    with a plain ValueError (not an IllegalMove, nor any other exception)."""
    try:
        decoded = game.decode(text)
    except IllegalMove:
        raise AssertionError("decoding raised an IllegalMove") from None
    except ValueError as error:
        assert len(str(error)) < 100 and (len(text) < 4 or text not in str(error))
        return None
    assert decoded.encode() == text
    return decoded


@QUICK
@given(games(), st.data())
def test_a_mutated_text_is_read_back_exactly_or_refused(g: Game, data: st.DataObject) -> None:
    text = g.encode()
    assert read_back_or_refused(text) is not None
    read_back_or_refused(mutate(data, text))


@QUICK
@given(games(), st.data())
def test_a_game_with_changed_header_numbers_is_refused_or_plays_to_its_end(
    g: Game, data: st.DataObject
) -> None:
    version, header, moves = codec.unpack(g.encode(), g.CODE)
    for _ in range(data.draw(st.integers(1, 2))):
        at = data.draw(st.integers(0, len(header)))
        change = data.draw(st.sampled_from(["set", "insert", "delete"]))
        if change == "set" and at < len(header):
            header[at] = data.draw(NUMBERS)
        elif change == "insert":
            header.insert(at, data.draw(NUMBERS))
        elif at < len(header):
            del header[at]
    decoded = read_back_or_refused(codec.pack(g.CODE, version, header, moves))
    if decoded is not None:  # a game read has a seed new_game makes, and plays to its end
        assert decoded.options["seed"] in SEEDS
        advance(decoded, random.Random(len(moves)), len(decoded.history) + 400)
        assert decoded.is_over()


@QUICK
@given(games(), st.data())
def test_any_text_played_is_a_legal_move_or_changes_nothing(g: Game, data: st.DataObject) -> None:
    for _ in range(data.draw(st.integers(1, 8))):
        before, history, legal = g.encode(), list(g.history), g.legal_moves()
        text = data.draw(LINES)
        if legal and data.draw(st.booleans()):  # a legal move, or one a few keys away
            text = data.draw(st.sampled_from(legal))
            text = mutate(data, text) if data.draw(st.booleans()) else text
        try:
            played = g.play(text)
        except IllegalMove:
            assert (g.encode(), g.history) == (before, history)
        else:
            assert played in legal and g.history == [*history, played]
            assert game.decode(g.encode()).history == g.history


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(["tsuro", "shangrila"]),
    st.sampled_from(["", "easy"]),
    st.integers(0, SEEDS[-1]),
    st.lists(LINES, max_size=25),
)
def test_the_terminal_game_survives_any_line_typed(
    name: str, computer: str, seed: int, lines: list[str]
) -> None:
    shown: list[str] = []
    answers = iter(lines)

    def read(prompt: str) -> str:
        shown.append(prompt)
        line = next(answers, None)
        if line is None:
            raise EOFError
        if line == "LEGAL" and prompt.endswith("> "):
            listed = next(s for s in reversed(shown) if " to move. Legal: " in s)
            return listed.split("Legal: ")[1].split(", ")[0]
        return line

    if name == "tsuro":
        seats = ["--seats", f"human,{computer}"] if computer else []
        argv = ["--players", "2", "--seed", str(seed), *seats]
        assert tsuro_cli.main(argv, read=read, write=shown.append) == 0
    else:
        seats = ["--seats", f"human,human,{computer}"] if computer else []
        argv = ["--players", "rby", "--start", "suggested", "--seed", str(seed), *seats]
        assert shangrila_cli.main(argv, read=read, write=shown.append) == 0
    assert shown[-1].startswith("This game: ")
    read_back_or_refused(shown[-1].removeprefix("This game: "))


@pytest.mark.parametrize(("name", "refused"), [("tsuro", 3), ("shangrila", 4)])
def test_python_m_game_reads_bytes_that_are_not_text(name: str, refused: int) -> None:
    """With a strict UTF-8 terminal, a line of bytes that are not UTF-8 is a move refused
    (Tsuro's first line is taken by the hand-over screen, Shangri-La's is refused)."""
    root = Path(__file__).resolve().parent.parent
    typed = b"\n\xff\xfe\nplay \xc2\xb2r0\nrecruit \xe2\x80\xae\nquit\n"
    environment = dict(os.environ, PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "game", name],
        input=typed,
        capture_output=True,
        cwd=root,
        env=environment,
        timeout=60,
    )
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert done.stdout.count(b"Not possible:") == refused

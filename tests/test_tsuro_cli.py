"""The terminal game: the board as text and ``python -m game tsuro``."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_tsuro_arrange import arrange

from game import tsuro
from game.tsuro.cli import main
from game.tsuro.text import render


class Script:
    """Answers the prompts from a list, then ends the input; keeps everything shown."""

    def __init__(self, answers):
        self.answers, self.shown = list(answers), []

    def read(self, prompt):
        self.shown.append(prompt)
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)

    def write(self, text):
        self.shown.append(text)

    @property
    def text(self):
        return "\n".join(self.shown)


def test_render_shows_tiles_pawns_marks_and_only_the_viewers_hand():
    g = tsuro.new_game(2, deck=range(1, 36))
    g.play("start c1.0")
    g.play("start c1.1")
    g.play("play 3r1")
    text = render(g, 1)
    assert "3r1" in text and "0@2 1@3" in text
    assert "Player 0: b1.2, 3 tiles in hand" in text
    assert "Your hand, player 1" in text and " 4: " in text and " 7: " not in text
    assert "Your hand" not in render(g, None)
    rows = text.splitlines()
    assert rows[1].split() == ["·"] * 12  # the 12 marks of the top row, both now free


def test_render_marks_a_pawn_on_its_start_mark_and_reports_eliminations():
    g = tsuro.new_game(3, deck=range(1, 36))
    for mark in ("a1.0", "f6.4", "a3.6"):
        g.play(f"start {mark}")
    text = render(g)
    assert text.splitlines()[1].split()[0] == "0"
    assert text.splitlines()[2 + 3 * 2 + 2].strip().startswith("2|")  # a3's lower left mark


def test_a_whole_turn_through_the_terminal_with_a_refused_move():
    script = Script(["", "start b2.0", "start a1.0", "", "start f6.4", "", "play 99r0", "moves"])
    assert main(["--players", "2", "--seed", "3"], read=script.read, write=script.write) == 0
    text = script.text
    assert "Not possible" in text and "not a start mark" in text
    assert "Hand the keyboard to Player 1" in text
    assert "not in your hand" in text and "This game: T1." in text
    # player 1's hand is shown only after the keyboard was handed over
    handed = text.index("Hand the keyboard to Player 1")
    assert "Your hand, player 1" not in text[:handed]
    g = tsuro.new_game(2, seed=3)
    for tile in g.hand(1):
        assert f"\n  {tile:>2}: " not in text[:handed]


def test_options_reach_the_game_and_bad_ones_are_refused():
    script = Script(["", "quit"])
    assert (
        main(
            ["--players", "3", "--elimination-bonus", "--seed", "1"],
            read=script.read,
            write=script.write,
        )
        == 0
    )
    assert tsuro.decode(script.text.split("This game: ")[1]).options["elimination_bonus"]
    with pytest.raises(SystemExit):
        main(["--players", "2", "--elimination-bonus"], read=script.read, write=script.write)
    with pytest.raises(SystemExit):
        main(["--players", "9"], read=script.read, write=script.write)


def test_python_m_game_tsuro_reaches_this_game():
    root = Path(__file__).resolve().parents[1]
    command = [sys.executable, "-m", "game", "tsuro", "--seed", "2"]
    english = {**os.environ, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}
    done = subprocess.run(
        command, input="\nquit\n", capture_output=True, text=True, cwd=root, env=english
    )
    assert done.returncode == 0 and "This game: T1." in done.stdout
    assert "Player 0 to move. Legal: start a1.0, start a1.1" in done.stdout


def test_render_shows_the_swap_offer_to_the_mover_only():
    hands = {0: [20, 30, 31], 1: [32, 33, 34], 2: [10, 11, 12], 3: [13, 14, 15]}
    pawns = {0: "a1.0", 1: "f6.4", 2: "a1.1", 3: "c6.4"}
    g = arrange(4, pawns, hands, pile=[1, 2, 3, 4, 5], bonus=True)
    g.play("play 20r0")
    assert "Tiles you may take: [10, 11, 12]" in render(g, 0)
    assert "Tiles you may take" not in render(g, 1)
    assert "Player 2: out (edge at a1.6)" in render(g, 1)


def test_a_whole_game_can_be_played_at_the_terminal():
    shown = []

    def read(prompt):
        if prompt.endswith("> "):
            legal = next(line for line in reversed(shown) if " to move. Legal: " in line)
            return legal.split("Legal: ")[1].split(", ")[-1]
        return ""

    assert main(["--players", "3", "--seed", "8"], read=read, write=shown.append) == 0
    assert "Game over. Winner" in "\n".join(shown)
    game = tsuro.decode(shown[-1].split("This game: ")[1])
    assert game.is_over() and game.winners()

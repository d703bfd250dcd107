"""The shared terminal loop, on the toy game of test_core."""

from __future__ import annotations

from test_core import Nim

from game import terminal


def _scripted(answers: list[str]):
    lines = iter(answers)

    def read(prompt: str) -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    return read


def test_bad_input_is_answered_and_asked_again() -> None:
    out: list[str] = []
    game = terminal.run(
        Nim(3),
        lambda g, v: f"heap {g._state.left}",
        read=_scripted(["take 9", "take 3"]),
        write=out.append,
    )
    assert game.is_over() and game.winners() == [0]
    assert any(line.startswith("Not possible:") for line in out)


def test_end_of_input_at_the_hand_over_prompt_leaves_quietly() -> None:
    game = terminal.run(
        Nim(5), lambda g, v: "", private=True, read=_scripted(["", "take 1"]), write=lambda _: None
    )
    assert game.history == ["take 1"]


def test_undo_goes_back_past_computer_moves() -> None:
    out: list[str] = []
    computers = {1: lambda g: g.legal_moves()[0]}
    game = terminal.run(
        Nim(6),
        lambda g, v: "",
        computers,
        read=_scripted(["take 2", "undo", "take 3", "quit"]),
        write=out.append,
    )
    assert game.history == ["take 3", "take 1"]

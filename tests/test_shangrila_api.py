"""The public API around the rules: notation, messages, encoding, words, text, terminal."""

from __future__ import annotations

import random

import pytest

import game
from game import shangrila
from game.shangrila import cli, describe
from game.shangrila.text import render


def test_moves_forgive_spaces_case_and_the_order_of_recruit_targets() -> None:
    g = shangrila.new_game("rby", start="suggested", seed=1)
    assert g.play("  RECRUIT ya ") == "recruit YA"
    g.undo()
    g.play("place PA")
    assert g.history == ["place PA"]
    g.play("recruit HF")
    g.play("recruit FF")
    g.play("recruit ya pa".upper())
    assert g.history[-1] == "recruit PA YA"


def test_legal_moves_list_recruit_targets_in_alphabetical_order() -> None:
    g = shangrila.new_game("rby", start="suggested", seed=1)
    for move in g.legal_moves():
        if move.startswith("recruit"):
            targets = move.split()[1:]
            assert targets == sorted(targets)
    assert g.legal_moves() == shangrila.new_game("rby", start="suggested", seed=2).legal_moves()


def test_not_a_move_is_explained() -> None:
    g = shangrila.new_game("rbyv")
    with pytest.raises(shangrila.IllegalMove, match="not a move"):
        g.play("fly AB")
    with pytest.raises(shangrila.IllegalMove, match="discipline letter"):
        g.play("place ZZ")
    with pytest.raises(shangrila.IllegalMove, match="in setup each player only places"):
        g.play("journey AB")
    with pytest.raises(shangrila.IllegalMove, match="a move is a text"):
        g.play(3)  # type: ignore[arg-type]
    assert issubclass(shangrila.IllegalMove, ValueError)
    assert g.history == []


def test_encode_is_short_url_safe_and_decodes_through_either_door() -> None:
    g = shangrila.new_game("vby", start="random", tie_to_origin=True, seed=123456)
    rng = random.Random(4)
    while not g.is_over():
        g.play(rng.choice(g.legal_moves()))
    text = g.encode()
    assert text.startswith("S1.") and set(text[3:]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    for again in (shangrila.decode(text), game.decode(text)):
        assert again.history == g.history and again.options == g.options
        assert again.winners() == g.winners() and again.scores() == g.scores()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hello", "not a saved game"),
        ("T1.AAAA", "another kind"),
        ("S9.AwQABwMA-gEmI7bG", "format version 9"),
    ],
)
def test_decode_explains_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        shangrila.decode(text)


def test_decode_refuses_damaged_games() -> None:
    from game import codec

    good = shangrila.new_game("rby", seed=5)
    header = good._header()
    with pytest.raises(ValueError, match="not a legal move"):
        shangrila.decode(codec.pack("S", 1, header, [0, 500]))
    with pytest.raises(ValueError, match="options"):
        shangrila.decode(codec.pack("S", 1, [header[0], 7, 0, 5], []))
    with pytest.raises(ValueError, match="damaged"):
        shangrila.decode(codec.pack("S", 1, [1, 0, 0, 5], []))  # one colour only
    with pytest.raises(ValueError, match="damaged"):
        shangrila.decode(good.encode()[:-2])


def test_describe_every_kind_of_move() -> None:
    assert describe("place RE", "r") == "Red places a master (Rainmaker) in village E"
    assert describe("recruit HA", "v") == "Violet recruits a student (Healer) in village A"
    assert describe("recruit RE YF", "b") == (
        "Blue recruits two students: Rainmaker in village E and Yeti-Whisperer in village F"
    )
    assert describe("journey AB", "b").startswith("Blue sends the students of village A")
    assert describe("pass", "y") == "Yellow passes: no action is possible"
    with pytest.raises(ValueError):
        describe("fly AB", "r")


def test_text_board_shows_villages_supplies_and_setup_limits() -> None:
    g = shangrila.new_game("rby", seed=1)
    g.play("place RE")
    text = render(g)
    assert "C  stone" in text
    assert "E  bridges to A D F H   Rr" in text
    assert "Red         5  6  6  6  6  6  6" in text
    assert "at most 1 tile of one colour and 2 in all" in text
    assert "Blue still places R P Y A D H F" in text


def _answers(lines: list[str]):
    feed = iter(lines)
    return lambda prompt: next(feed)


def test_cli_rejects_a_bad_move_with_a_message_and_asks_again() -> None:
    out: list[str] = []
    answers = _answers(["place RE", "place RE", "place ZZ", "place PE", "quit"])
    assert cli.main(["--players", "rby", "--seed", "1"], read=answers, write=out.append) == 0
    text = "\n".join(out)
    assert "Red plays place RE" in text
    assert "Not possible: the Rainmaker space of village E is taken" in text
    assert "Not possible: place takes a discipline letter" in text
    assert "Blue plays place PE" in text
    assert "This game: S1." in text


def test_cli_plays_a_whole_game() -> None:
    shadow = shangrila.new_game("rbyv", start="random", tie_to_origin=True, seed=8)
    rng = random.Random(8)

    def answer(prompt: str) -> str:
        move = rng.choice(shadow.legal_moves())
        shadow.play(move)
        return move

    out: list[str] = []
    argv = ["--players", "rbyv", "--start", "random", "--seed", "8", "--tie-to-origin"]
    assert cli.main(argv, read=answer, write=out.append) == 0
    assert shadow.is_over()
    assert any(line.startswith("Game over. Winner") for line in out)
    assert "The game is over" in out[-3]


def test_cli_refuses_bad_options() -> None:
    with pytest.raises(SystemExit):
        cli.main(["--players", "rr"], read=_answers([]), write=lambda line: None)


def test_players_are_named_by_colour_and_moves_by_name() -> None:
    g = shangrila.new_game("rby", seed=1)
    assert [g.player_name(c) for c in g.players] == ["Red", "Blue", "Yellow"]
    assert describe("place RE", "r", "Ann") == "Ann: Red places a master (Rainmaker) in village E"

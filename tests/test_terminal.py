"""The shared terminal loop, on the toy game of test_core."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from test_core import Nim

from game import i18n, terminal
from game.shangrila import cli as shangrila_cli
from game.tsuro import cli as tsuro_cli

ROOT = Path(__file__).resolve().parent.parent


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


# -- the language of the terminal game (--lang) ------------------------------------


@pytest.fixture
def italian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The Italian catalog, compiled here with Babel (with two messages of the terminal
    surely translated), where :func:`i18n.use` looks for it; English again afterwards."""
    with (ROOT / "game" / "locale" / "it" / "LC_MESSAGES" / "messages.po").open("rb") as po:
        catalog = read_po(po, locale="it")
    for english, italian_words in (
        ("This game: {code}", "Questa partita: {code}"),
        ("Game over. Winner: {winners}", "Partita finita. Vince: {winners}"),
    ):
        message = catalog.get(english)
        if message is None:
            catalog.add(english, italian_words)
        else:
            message.string = italian_words  # whatever the translation says now
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    path = tmp_path / "messages.mo"
    path.write_bytes(compiled.getvalue())
    monkeypatch.setattr(i18n, "catalog_path", lambda language: path)
    for name in terminal.LANGUAGE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    yield "it"
    i18n.use("en")


def _quit(prompt: str) -> str:
    return "quit"


def test_lang_switches_the_words_and_the_game_still_runs(italian: str) -> None:
    out: list[str] = []
    assert shangrila_cli.main(["--lang", italian, "--seed", "1"], read=_quit, write=out.append) == 0
    assert i18n.language() == "it"
    assert out[-1].startswith("Questa partita: S1.")  # the encoded game is never translated
    i18n.use("en")
    out.clear()
    assert shangrila_cli.main(["--lang", "en", "--seed", "1"], read=_quit, write=out.append) == 0
    assert i18n.language() == "en" and out[-1].startswith("This game: S1.")


def test_the_language_comes_from_the_environment_without_lang(
    italian: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert terminal.environment_language({"LANGUAGE": "de:es", "LANG": "fr_FR.UTF-8"}) == "es"
    assert terminal.environment_language({"LC_ALL": "C", "LANG": "it_IT.UTF-8"}) == "it"
    assert terminal.environment_language({"LANG": "C.UTF-8"}) == "en"
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    out: list[str] = []
    tsuro_cli.main(["--players", "2", "--seed", "1"], read=_quit, write=out.append)
    assert i18n.language() == "it" and out[-1].startswith("Questa partita: T1.")


def test_a_missing_catalog_is_explained_in_english_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "catalog_path", lambda language: tmp_path / "none.mo")
    out: list[str] = []
    try:
        shangrila_cli.main(["--lang", "fr", "--seed", "1"], read=_quit, write=out.append)
    finally:
        i18n.use("en")
    assert "bash scripts/catalogs.sh compile" in out[0] and "English" in out[0]
    assert out[-1].startswith("This game: S1.")


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(SystemExit):
        tsuro_cli.main(["--lang", "xx"], read=_quit, write=lambda line: None)
    assert i18n.language() == "en"

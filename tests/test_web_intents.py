"""The markup's intents: every button's message is written into its attributes and read
back as the same message (web/ui/intents.py), and nothing else reads as one."""

from __future__ import annotations

import doctest
from typing import get_args

import pytest

from web.ui import intents, messages
from web.ui.arrival import messages as arrival
from web.ui.daily import messages as daily
from web.ui.live import messages as live
from web.ui.messages import Intent
from web.ui.play import messages as play
from web.ui.post import messages as post
from web.ui.puzzles import messages as puzzles
from web.ui.records import messages as records
from web.ui.review import messages as review
from web.ui.start import messages as start
from web.ui.storage import messages as storage

#: One or more examples of every intent.
EXAMPLES: list[Intent] = [
    start.StartGame(),
    start.QuickStart("tsuro"),
    start.SetUp("shangrila"),
    storage.Continue("12"),
    start.MoveUp(3),
    storage.AskDelete("7"),
    storage.AskDelete('shangrila-tsuro/save/x"<'),
    storage.ConfirmDelete(),
    storage.KeepSave(),
    play.Undo(),
    play.ConfirmUndo(),
    play.KeepMove(),
    play.Resign(),
    play.ConfirmResign(),
    play.KeepPlaying(),
    play.Reveal(),
    play.Retry(),
    play.AskHint(),
    play.PlayHint(),
    play.CopyLink(),
    play.ToggleQr(),
    play.SendToWaiting(),
    play.BackToMenu(),
    play.Rematch(),
    play.ChangeTable(),
    storage.SaveAsNew(),
    storage.ShowSaves(0),
    storage.ShowSaves(12),
    storage.FewerSaves(),
    messages.OpenGuide(),
    messages.OpenGuide("tsuro"),
    messages.GuideStep(1),
    messages.GuideStep(-1),
    messages.CloseGuide(),
    arrival.ChooseSeat(None),
    arrival.ChooseSeat(2),
    arrival.KeepBranch("mine"),
    arrival.KeepBranch("theirs"),
    arrival.KeepBranch("both"),
    live.GoLive(),
    live.ByLink(),
    live.EditHosts(),
    live.SaveHosts(),
    live.DefaultHosts(),
    live.CloseHosts(),
    live.Invite(1),
    live.Invite(None),
    live.Say("gg"),
    review.OpenReview(),
    review.ReviewSave("4"),
    review.ReviewTo(0),
    review.ReviewTo(48),
    review.CloseReview(),
    review.TryHere(),
    review.UndoTry(),
    review.KeepTry(),
    review.DropTry(),
    review.CopyRecord(),
    review.DownloadRecord(),
    review.CopyReviewLink(),
    review.Analyse(),
    review.StopAnalysis(),
    review.ShowTurn(1),
    review.ShowTurn(47),
    daily.OpenDaily(),
    daily.CloseDaily(),
    daily.ShowDay("2026-11-28"),
    daily.PlayDaily("tsuro"),
    daily.Practise("shangrila"),
    daily.ShareDaily("tsuro"),
    daily.ReviewRival("shangrila"),
    records.OpenRecords(),
    records.CloseRecords(),
    records.ExportBook(),
    puzzles.ShowPuzzles("tsuro"),
    puzzles.ShowPuzzles("shangrila", "capture", 3),
    puzzles.ShowPuzzles("tsuro", "", 2, "hard"),
    puzzles.OpenPuzzle("tsuro", "1aa4c03dd2"),
    puzzles.DailyPuzzle("shangrila"),
    puzzles.PuzzleHint(),
    puzzles.GiveUp(),
    puzzles.NextPuzzle(),
    puzzles.LineOn(),
    puzzles.LineBack(),
    puzzles.CopyPuzzleLink(),
    puzzles.BackToPuzzles(),
    puzzles.LeavePuzzles(),
    post.AskNotify(),
]


def test_docstring_examples() -> None:
    result = doctest.testmod(intents)
    assert result.attempted and not result.failed


def test_the_examples_cover_every_intent() -> None:
    assert {type(example) for example in EXAMPLES} == set(get_args(Intent))


@pytest.mark.parametrize("intent", EXAMPLES, ids=repr)
def test_every_intent_reads_back_as_written(intent: Intent) -> None:
    name, arg = intents.action(intent)
    assert intents.read(name, arg) == intent
    assert intents.attributes(intent).startswith(f'data-action="{name}"')


@pytest.mark.parametrize(
    ("name", "arg"),
    [
        ("", ""),
        ("nonsense", ""),
        ("move-up", "x"),
        ("move-up", "99999"),
        ("guide-step", "2"),
        ("seat", "-1"),
        ("seat", "٣"),
        ("branch", "all"),
        ("invite", "x"),
        ("say", "free text"),
        ("puzzles", "tsuro"),
        ("puzzles", "tsuro::x"),
        ("puzzle", "tsuro:a b"),
        ("puzzle", "tsuro:"),
        ("puzzle-of-the-day", ""),
    ],
)
def test_anything_else_reads_as_no_intent(name: str, arg: str) -> None:
    assert intents.read(name, arg) is None


def test_fields_read_as_their_messages() -> None:
    assert intents.read_field("language", "it") == messages.ChooseLanguage("it")
    assert intents.read_field("game", "tsuro") == start.ChooseGame("tsuro")
    assert intents.read_field("name-0", "Ann") == start.FormField("name-0", "Ann")
    assert intents.read_field("stun", "") == live.HostsTyped("stun", "")


@pytest.mark.parametrize(
    ("key", "target", "button", "playing", "expected"),
    [
        ("Enter", "tile:3", False, True, play.BoardClick("tile:3", enter=True)),
        (" ", "tile:3", False, True, play.BoardClick("tile:3")),
        ("Enter", None, True, True, None),  # the button's own click
        ("Enter", None, False, True, play.Key("Enter")),  # confirms a ready move
        ("r", "tile:3", False, True, play.Key("r")),
        ("r", None, False, False, None),  # not on the game screen
        ("Tab", None, False, True, None),
        (" ", None, False, True, None),
    ],
)
def test_keys_read_as_board_choices_or_keys_for_the_view(
    key: str, target: str | None, button: bool, playing: bool, expected: object
) -> None:
    assert intents.read_key(key, target, button=button, playing=playing) == expected

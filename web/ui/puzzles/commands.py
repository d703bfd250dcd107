"""What the puzzles ask of storage (:mod:`web.ui.puzzles`): the puzzles solved on this
device, read and kept (:mod:`web.ui.puzzles.solved` reads and writes the entry).
:data:`web.ui.runner.Performed` lists :data:`SolvedCommand`."""

from __future__ import annotations

from dataclasses import dataclass

from web.ui.commands import Command


@dataclass(frozen=True)
class ReadSolved(Command):
    """Read the puzzles solved on this device: answer ``SolvedRead``."""


@dataclass(frozen=True)
class KeepSolved(Command):
    """Add ``puzzle`` (``game/id``) to the puzzles solved on this device (a refusal of
    storage is ignored: the marks are a convenience): answer ``SolvedRead``."""

    puzzle: str


SolvedCommand = ReadSolved | KeepSolved
"""The puzzles' commands."""

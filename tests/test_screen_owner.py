"""Only the core sets the page's screen (docs/architecture.md, "The cut"): a converted
feature's update takes its own screen and returns an ``Outcome`` (its screen now, its
commands, what happened, where it goes), which ``web/ui/update/screens.py`` carries out.
In the converted features below no ``.screen =`` may appear."""

from __future__ import annotations

import ast
from pathlib import Path

from fakepage import FakePage, set_up

from web.ui.arrival.messages import Opened
from web.ui.stores import MemoryStorage

UI = Path(__file__).resolve().parent.parent / "web" / "ui"

#: The features whose updates return outcomes, and never set a screen.
CONVERTED = [
    "records",
    "puzzles",
    "daily",
    "arrival",
    "storage",
    "play",
    "start",
    "review",
    "live",
    "post",
]

#: Not converted, though they set no screen themselves; held to the rule too.
SETS_NO_SCREEN: list[str] = []

#: The features whose updates get their own sub-model and what they read, never the
#: whole model: none of their modules imports ``Model`` (but their subscribers in
#: ``follow.py``, whose signature is the core's interface, web/ui/follow.py).
NARROW = ["records", "puzzles", "daily", "start", "review", "live", "post"]


def _screens_set(path: Path) -> list[int]:
    """The lines of ``path`` that assign to an attribute named ``screen``."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = [t for target in node.targets for t in ast.walk(target)]
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        lines += [t.lineno for t in targets if isinstance(t, ast.Attribute) and t.attr == "screen"]
    return lines


def test_converted_features_never_set_the_screen() -> None:
    """Each converted feature's modules, and those that set no screen yet, leave
    ``model.screen`` to the core."""
    found = {
        str(path.relative_to(UI)): lines
        for feature in CONVERTED + SETS_NO_SCREEN
        for path in sorted((UI / feature).rglob("*.py"))
        if (lines := _screens_set(path))
    }
    assert found == {}


def test_every_feature_is_converted_or_sets_no_screen() -> None:
    """The lists name every feature package once (a new one is listed): none is left
    that sets the screen."""
    features = {p.parent.name for p in UI.glob("*/update.py")}
    assert sorted(CONVERTED + SETS_NO_SCREEN) == sorted(features)


def _takes_the_model(path: Path) -> bool:
    """True when ``path`` imports the page's whole ``Model`` (for annotations or not)."""
    return any(
        isinstance(node, ast.ImportFrom)
        and node.module == "web.ui.model"
        and any(alias.name == "Model" for alias in node.names)
        for node in ast.walk(ast.parse(path.read_text(), str(path)))
    )


def test_narrow_features_never_take_the_whole_model() -> None:
    """Each feature with a sub-model of its own gets that, not the model."""
    taking = [
        str(path.relative_to(UI))
        for feature in NARROW
        for path in sorted((UI / feature).rglob("*.py"))
        if path.name != "follow.py" and _takes_the_model(path)
    ]
    assert taking == []
    assert _takes_the_model(UI / "play" / "update.py")  # (the check finds one)


def test_the_check_finds_a_screen_set(tmp_path: Path) -> None:
    """A feature module that sets the screen, in any form, is found."""
    module = tmp_path / "m.py"
    module.write_text("model.screen = 1\na.b, model.screen = 1, 2\nx = model.screen\n")
    assert _screens_set(module) == [1, 2]


def test_a_refused_link_over_a_game_leaves_it_as_the_core_leaves_a_game() -> None:
    """A link that cannot be opened while a game is on screen: the start screen and
    why, the game left as the core leaves any game another screen replaces (saved, no
    longer the game a reload comes back to), no longer merely dropped by arrival."""
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    set_up(page, "tsuro", ["person", "easy"], ["Ann", "Cy"])
    page.settle()
    assert page.model.session is not None
    page.commands.clear()
    page.send(Opened("#v=1&g=broken"))
    assert page.model.screen.name == "start"
    assert "This link could not be opened" in page.model.alert
    assert [type(c).__name__ for c in page.commands].count("ForgetCurrent") == 1

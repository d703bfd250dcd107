"""The position helper of the rule tests (game/shangrila/positions.py)."""

from __future__ import annotations

from game.shangrila.positions import position

__all__ = ["position"]


def test_position_puts_tiles_and_takes_them_from_supply() -> None:
    g = position("rRA+ bHA yDB", to_move="b")
    assert g.space("A", "R") == ("r", True)
    assert g.space("A", "H") == ("b", False)
    assert g.space("B", "D") == ("y", False)
    assert g.supply("r", "R") == 4 and g.supply("b", "H") == 5 and g.supply("y", "R") == 6
    assert g.to_move == "b" and g.phase == "play"


def test_position_puts_stones_where_no_bridge_is_left() -> None:
    g = position("", bridges="AB BF")
    assert g.stones() == set("CDEGHIJKLM")

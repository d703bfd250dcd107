"""The worked examples of the rule book, rebuilt on the real board."""

from __future__ import annotations

import pytest
from test_shangrila_positions import position

from game.shangrila import IllegalMove


def test_placement_example() -> None:
    """Action 1: one master per turn, only onto a free matching space, only where
    the player already has a master."""
    g = position("yRE rPE bHE", colours="yrbv")
    assert g.play("place DE") == "place DE"  # yellow: the free Dragonbreeder space
    assert g.space("E", "D") == ("y", False)
    with pytest.raises(IllegalMove, match="Rainmaker space of village E is taken"):
        g.play("place RE")  # red: the Rainmaker space holds a yellow master
    g.play("place YE")  # red: a Yeti-Whisperer onto the free space
    assert g.space("E", "Y") == ("r", False)
    assert g.to_move == "b"  # red's turn is over: no Healer as well
    assert g.space("E", "H") == ("b", False)
    g.play("recruit HE")  # blue takes another action
    with pytest.raises(IllegalMove, match="Violet has no master in village E"):
        g.play("place AE")  # violet: no master in the village yet
    assert "place AE" not in g.legal_moves()


def test_recruiting_example() -> None:
    """Action 2: two students onto own masters, in one village or two."""
    g = position("yRA yYA bHA bFB rPA vDB", colours="ybrv")
    g.play("recruit RA YA")
    assert g.space("A", "R") == ("y", True) and g.space("A", "Y") == ("y", True)
    assert g.supply("y", "R") == 4 and g.supply("y", "Y") == 4
    g.play("recruit HA FB")
    assert g.space("A", "H") == ("b", True) and g.space("B", "F") == ("b", True)
    g.play("place DA")  # red and violet take other actions
    g.play("place PB")
    assert g.to_move == "y"
    assert "recruit RA" not in g.legal_moves()  # a master has at most one student


def test_a_single_student_may_be_recruited() -> None:
    g = position("rRA bRB")
    assert g.legal_moves().count("recruit RA") == 1
    assert not [m for m in g.legal_moves() if m.startswith("recruit RA ")]


SITUATION_1 = "rDA+ rRA+ vHA+ yPA bFA yRB+ bHB yYB bPB"


def test_situation_1_the_origin_is_stronger() -> None:
    """A (8 tiles) sends its students to B (5 tiles)."""
    g = position(SITUATION_1, to_move="r")
    preview = g.journey_preview("journey AB")
    assert (preview.origin_tiles, preview.destination_tiles) == (8, 5)
    assert preview.origin_stronger and preview.reason == "more tiles"
    g.play("journey AB")
    # Red's Dragonbreeder finds the empty space: a master.
    assert g.space("B", "D") == ("r", False)
    # Red's Rainmaker displaces yellow's master and student, and becomes the master.
    assert g.space("B", "R") == ("r", False)
    assert g.supply("y", "R") == 6
    # Violet's Healer displaces blue's master.
    assert g.space("B", "H") == ("v", False)
    assert g.supply("b", "H") == 6
    # Only students travel: masters stay, without their students.
    assert g.space("A", "D") == ("r", False) and g.space("A", "R") == ("r", False)
    assert g.space("A", "H") == ("v", False)
    assert g.space("A", "P") == ("y", False) and g.space("A", "F") == ("b", False)
    assert g.space("B", "Y") == ("y", False) and g.space("B", "P") == ("b", False)
    # The bridge breaks.
    assert "AB" not in g.bridges()


def test_situation_2_the_origin_is_weaker() -> None:
    """A (7 tiles) sends its students to B (9 tiles)."""
    tiles = "vHA+ rRA+ bPA yYA vFA bRB+ yPB+ bYB+ yAB rDB bFB"
    g = position(tiles, to_move="v")
    preview = g.journey_preview("journey AB")
    assert (preview.origin_tiles, preview.destination_tiles) == (7, 9)
    assert not preview.origin_stronger
    g.play("journey AB")
    assert g.space("B", "H") == ("v", False)  # the empty Healer space: a master
    assert g.space("B", "R") == ("b", True)  # the Rainmaker space is occupied...
    assert g.supply("r", "R") == 5  # ...so red's student goes back to supply
    assert g.space("A", "R") == ("r", False) and g.space("A", "H") == ("v", False)

"""Journeys: who may start one and where, strength and its tie-breaks, each student's fate."""

from __future__ import annotations

import pytest
from test_shangrila_positions import position

from game.shangrila import IllegalMove


def test_a_journey_starts_where_the_mover_has_a_student_across_an_intact_bridge() -> None:
    g = position("rRA+ bPE+ rYE")
    journeys = [m for m in g.legal_moves() if m.startswith("journey")]
    assert journeys == ["journey AB", "journey AD", "journey AE", "journey AG"]
    with pytest.raises(IllegalMove, match="Red has no student in village E"):
        g.play("journey EA")
    with pytest.raises(IllegalMove, match="not neighbours"):
        g.play("journey AH")
    with pytest.raises(IllegalMove, match="two neighbouring villages"):
        g.play("journey A")


def test_a_broken_bridge_cannot_be_crossed() -> None:
    g = position("rRA+ rPA+", bridges="AD AE HI")
    with pytest.raises(IllegalMove, match="bridge between A and B is broken"):
        g.play("journey AB")
    assert [m for m in g.legal_moves() if m.startswith("journey")] == ["journey AD", "journey AE"]


def test_no_journey_from_or_to_a_village_with_a_stone() -> None:
    g = position("rRA+ rPL+", bridges="AB HI IM")
    assert "L" in g.stones()
    assert not [m for m in g.legal_moves() if m.startswith("journey L") or m.endswith("L")]
    with pytest.raises(IllegalMove, match="village L has a stone"):
        g.play("journey LH")


def test_all_students_of_every_colour_travel_and_masters_stay() -> None:
    g = position("rRA+ bPA+ yYA+ vAA rDA", to_move="b")
    g.play("journey AE")
    for discipline, colour in zip("RPY", "rby", strict=True):
        assert g.space("E", discipline) == (colour, False)
        assert g.space("A", discipline) == (colour, False)
    assert g.space("E", "A") is None and g.space("E", "D") is None
    assert g.space("A", "A") == ("v", False) and g.space("A", "D") == ("r", False)


def test_strength_more_tiles_wins() -> None:
    g = position("rRA+ bHE yPE yYE")  # A: 2 tiles, E: 3
    preview = g.journey_preview("journey AE")
    assert (preview.origin_tiles, preview.destination_tiles) == (2, 3)
    assert not preview.origin_stronger and preview.reason == "more tiles"


def test_strength_tie_on_tiles_goes_to_more_masters() -> None:
    g = position("rRA+ bHA yPE yYE yFE")  # A: 3 tiles, 2 masters; E: 3 tiles, 3 masters
    preview = g.journey_preview("journey AE")
    assert (preview.origin_tiles, preview.destination_tiles) == (3, 3)
    assert (preview.origin_masters, preview.destination_masters) == (2, 3)
    assert not preview.origin_stronger and preview.reason == "more masters"
    g = position("rRA+ bHA bYA bDA yPE+ yYE+ yFE")  # 5 tiles each; masters 4 against 3
    preview = g.journey_preview("journey AE")
    assert preview.origin_stronger and preview.reason == "more masters"


def test_a_full_tie_goes_to_the_destination_by_default() -> None:
    g = position("rRA+ bHA bRE+ yPE")
    preview = g.journey_preview("journey AE")
    assert not preview.origin_stronger and preview.reason == "tie: destination wins"
    g.play("journey AE")
    assert g.space("E", "R") == ("b", True) and g.supply("r", "R") == 5


def test_a_full_tie_goes_to_the_origin_with_the_option() -> None:
    g = position("rRA+ bHA bRE+ yPE", tie_to_origin=True)
    preview = g.journey_preview("journey AE")
    assert preview.origin_stronger and preview.reason == "tie: origin wins"
    g.play("journey AE")
    assert g.space("E", "R") == ("r", False) and g.supply("b", "R") == 6


def test_stronger_origin_every_fate() -> None:
    g = position("rRA+ rPA+ rYA+ rAA+ bDA+ rRE bPE rYE+ rAE+ vDE+")
    fates = {f.discipline: (f.outcome, f.text) for f in g.journey_preview("journey AE").students}
    assert fates == {
        "R": ("student", "becomes a student of its own master"),
        "P": ("takes over", "takes over: Blue's master returns to supply"),
        "Y": ("supply", "returns to supply"),
        "A": ("supply", "returns to supply"),
        "D": ("takes over", "takes over: Violet's master and student return to supply"),
    }
    g.play("journey AE")
    assert g.space("E", "R") == ("r", True)
    assert g.space("E", "P") == ("r", False) and g.supply("b", "P") == 6
    assert g.space("E", "Y") == ("r", True) and g.supply("r", "Y") == 3
    assert g.space("E", "D") == ("b", False) and g.supply("v", "D") == 6


def test_weaker_origin_sends_every_student_on_an_occupied_space_home() -> None:
    g = position("rRA+ rPA+ bYA+ rRE bPE yYE+ vAE vDE vHE vFE")
    preview = g.journey_preview("journey AE")
    assert not preview.origin_stronger
    assert [f.outcome for f in preview.students] == ["supply", "supply", "supply"]
    g.play("journey AE")
    assert g.space("E", "R") == ("r", False)  # even onto its own master: back to supply
    assert g.supply("r", "R") == 4 and g.supply("r", "P") == 5 and g.supply("b", "Y") == 5


def test_weaker_origin_student_on_an_empty_space_becomes_a_master() -> None:
    g = position("rRA+ bPE bYE")
    g.play("journey AE")
    assert g.space("E", "R") == ("r", False)


def test_the_bridge_breaks_and_stones_follow() -> None:
    g = position("rRA+", bridges="AB AD HI")
    preview = g.journey_preview("journey AB")
    assert preview.stones == ("B",) and not preview.ends_game
    g.play("journey AB")
    assert g.bridges() == {"AD", "HI"} and "B" in g.stones() and "A" not in g.stones()


def test_preview_refuses_what_is_not_a_legal_journey() -> None:
    g = position("rRA+ bPE+")
    with pytest.raises(IllegalMove, match="not a journey"):
        g.journey_preview("place PA")
    with pytest.raises(IllegalMove, match="no student in village E"):
        g.journey_preview("journey EA")
    assert "Journey A -> E" in g.journey_preview(" JOURNEY ae ").text

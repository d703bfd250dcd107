"""The three actions outside journeys, passing, the end of the game and scoring."""

from __future__ import annotations

import pytest
from test_shangrila_positions import position

from game.shangrila import IllegalMove

# -- place a master ------------------------------------------------------------------


def test_place_needs_a_master_of_ones_own_in_the_village() -> None:
    g = position("rRA bPB")
    places = {m for m in g.legal_moves() if m.startswith("place")}
    assert places == {f"place {d}A" for d in "PYADHF"}
    with pytest.raises(IllegalMove, match="Red has no master in village B"):
        g.play("place RB")


def test_a_master_with_a_student_counts_as_presence() -> None:
    g = position("rRA+")
    assert "place PA" in g.legal_moves()


def test_place_needs_a_tile_in_supply() -> None:
    g = position("rRA rRB rRD rRE rRF rRG")  # all six red Rainmakers are out
    assert g.supply("r", "R") == 0
    with pytest.raises(IllegalMove, match="no Rainmaker left in supply"):
        g.play("place RH")
    assert not [m for m in g.legal_moves() if m.startswith("place R")]


def test_nothing_happens_in_a_village_with_a_stone() -> None:
    g = position("rRA+ rPL", bridges="AB AD AE AG IJ JM HI")
    assert "L" in g.stones()
    assert not [m for m in g.legal_moves() if "L" in m.split()[-1]]
    with pytest.raises(IllegalMove, match="village L has a stone"):
        g.play("place RL")
    with pytest.raises(IllegalMove, match="village L has a stone"):
        g.play("recruit PL")


# -- recruit students ----------------------------------------------------------------


def test_recruit_one_or_two_students_onto_own_masters() -> None:
    g = position("rRA rYF bHA")
    recruits = [m for m in g.legal_moves() if m.startswith("recruit")]
    assert recruits == ["recruit RA", "recruit YF", "recruit RA YF"]
    assert g.play("recruit yf ra") == "recruit RA YF"
    assert g.space("A", "R") == ("r", True) and g.space("F", "Y") == ("r", True)
    assert g.supply("r", "R") == 4 and g.supply("r", "Y") == 4


def test_recruit_refuses_other_colours_and_masters_with_students() -> None:
    g = position("rRA+ rYA bHA")
    with pytest.raises(IllegalMove, match="already has a student"):
        g.play("recruit RA")
    with pytest.raises(IllegalMove, match="no Healer master in village A"):
        g.play("recruit HA")
    with pytest.raises(IllegalMove, match="no Priest master"):
        g.play("recruit PA")
    with pytest.raises(IllegalMove, match="one or two"):
        g.play("recruit YA RA HA")
    assert [m for m in g.legal_moves() if m.startswith("recruit")] == ["recruit YA"]


def test_recruit_needs_a_tile_in_supply() -> None:
    g = position("rRA rRB rRD rRE rRF rRG")  # all six red Rainmakers are masters
    assert not [m for m in g.legal_moves() if m.startswith("recruit")]
    with pytest.raises(IllegalMove, match="no Rainmaker left in supply"):
        g.play("recruit RA")


def test_two_students_of_one_discipline_need_two_tiles_in_supply() -> None:
    g = position("rRA rRB rRD rRE")  # 2 red Rainmakers left
    assert "recruit RA RB" in g.legal_moves()
    g = position("rRA rRB rRD rRE rRF")  # 1 left
    assert "recruit RA" in g.legal_moves() and "recruit RA RB" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="only one Rainmaker left in supply"):
        g.play("recruit RA RB")


# -- passing, the end and the score --------------------------------------------------


def test_a_player_passes_only_when_nothing_else_is_legal() -> None:
    g = position("rRA bRB+", colours="rby", to_move="r")
    assert "pass" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="may pass only when nothing else is legal"):
        g.play("pass")
    g = position("bRB+", colours="rby", to_move="r")
    assert g.legal_moves() == ["pass"]
    g.play("pass")
    assert g.to_move == "b" and not g.is_over()


def test_the_game_ends_when_every_player_in_turn_has_had_to_pass() -> None:
    g = position("rRA+ bRB+", colours="rby", bridges="AB DE HI")
    # red has a student in A; nobody else has anything they can do
    g.play("journey AB")  # red's Rainmaker cannot take over blue's in B (tie: B stronger)
    assert g.supply("r", "R") == 5 and g.stones() >= set("AB")
    assert g.legal_moves() == ["pass"] and not g.is_over()
    g.play("pass")
    g.play("pass")
    assert not g.is_over() and g.legal_moves() == ["pass"]
    g.play("pass")
    assert g.is_over() and g.legal_moves() == []
    assert g.bridges() == {"DE", "HI"} and g.winners() == ["r", "b"]


def test_only_passes_in_a_row_end_the_game() -> None:
    g = position("bRB", colours="rby", to_move="r")  # only blue can act
    for move in ("pass", "place PB", "pass", "pass"):  # three passes, not in a row
        g.play(move)
    assert not g.is_over() and g.to_move == "b"
    g.play("place YB")
    assert not g.is_over()


def test_the_game_ends_with_the_eleventh_stone() -> None:
    g = position("rRA+ bPA rPB bRF", bridges="AB BF")
    assert len(g.stones()) == 10
    g.play("journey AB")
    assert g.stones() == set("ACDEGHIJKLM") and g.bridges() == {"BF"}
    assert g.is_over() and g.phase == "over" and g.legal_moves() == []
    with pytest.raises(IllegalMove, match="the game is over"):
        g.play("place RB")


def test_a_journey_may_leave_both_villages_with_a_stone() -> None:
    g = position("rRA+", bridges="AB HI KL")
    g.play("journey AB")
    assert {"A", "B"} <= g.stones() and not g.is_over()


def test_score_counts_masters_in_every_village_stone_or_not() -> None:
    g = position("rRA+ rPA rYB bRB bPE+", bridges="AB BF")
    assert "E" in g.stones()
    assert g.scores() == {"r": 3, "b": 2, "y": 0, "v": 0}
    assert g.winners() == []  # not before the end
    g.play("journey AB")
    assert g.is_over()
    # red's Rainmaker student: B (2 tiles) is weaker than A (4): it takes over blue's
    assert g.space("B", "R") == ("r", False)
    assert g.scores() == {"r": 4, "b": 1, "y": 0, "v": 0} and g.winners() == ["r"]


def test_a_tie_goes_to_the_player_present_in_more_villages() -> None:
    g = position("rRA+ rPA bRD bPE bYK", bridges="AB BF")
    g.play("journey AB")  # red: R becomes master in B; 3 masters in 2 villages
    assert g.scores()["r"] == g.scores()["b"] == 3
    assert g.winners() == ["b"]  # blue is in 3 villages


def test_a_full_tie_is_a_shared_win() -> None:
    g = position("rRA+ rPD bRE bPK", colours="rby", bridges="AB BF")
    g.play("journey AB")
    assert g.scores() == {"r": 3, "b": 2, "y": 0}
    g = position("rRA+ rPD bRE bPK bYG", colours="rby", bridges="AB BF")
    g.play("journey AB")
    assert g.scores() == {"r": 3, "b": 3, "y": 0}
    assert g.winners() == ["r", "b"]

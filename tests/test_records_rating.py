"""Glicko-2 as Glickman's paper works it, and its properties over random results."""

import math

from hypothesis import given
from hypothesis import strategies as st

from web.ui.records.rating import Rating, expected, rated


def test_glickmans_worked_example() -> None:
    after = rated(
        Rating(1500, 200, 0.06),
        [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)],
    )
    assert abs(after.value - 1464.06) < 0.02
    assert abs(after.deviation - 151.52) < 0.01
    assert abs(after.volatility - 0.05999) < 0.00001


def test_a_period_without_games_widens_the_deviation_only() -> None:
    before = Rating(1600, 80, 0.06)
    after = rated(before, [])
    assert after.value == 1600 and after.deviation > 80 and after.volatility == 0.06
    assert rated(Rating(), []).deviation == 350  # never wider than a newcomer's


ratings = st.builds(
    Rating,
    st.floats(800, 2400),
    st.floats(30, 350),
    st.floats(0.03, 0.09),
)


@given(ratings, st.lists(st.tuples(ratings, st.sampled_from([0.0, 0.5, 1.0])), max_size=12))
def test_a_win_raises_a_loss_lowers_and_a_game_narrows_the_deviation(
    player: Rating, results: list[tuple[Rating, float]]
) -> None:
    opponent = Rating(1500, 60)
    after = rated(player, results)
    assert after.deviation <= 350 and 0 < after.volatility < 1
    won = rated(player, [(opponent, 1.0)])
    lost = rated(player, [(opponent, 0.0)])
    assert lost.value < player.value < won.value
    idle = rated(player, []).deviation  # a game narrows what a period alone would widen
    assert won.deviation < idle and lost.deviation < idle
    assert 0 < expected(player, opponent) < 1


far = st.builds(
    Rating,
    st.floats(-1e6, 1e6),
    st.floats(1, 350),
    st.floats(0.001, 0.5),
)


@given(far, st.lists(st.tuples(far, st.floats(0, 1)), max_size=12))
def test_no_rating_or_score_makes_it_raise_or_go_infinite(
    player: Rating, results: list[tuple[Rating, float]]
) -> None:
    after = rated(player, results)
    assert all(map(math.isfinite, (after.value, after.deviation, after.volatility)))
    assert 0 < after.deviation <= 350 and 0 < after.volatility <= 1

"""Glicko-2 ratings (Mark Glickman's system), kept on the device for a player against the
computer levels, whose own ratings are fixed.

A rating is a value with its uncertainty (the deviation) and how erratic the player's
results are (the volatility). :func:`rated` takes one rating period's results, each
against a rating and scored 1 (won), 0.5 (shared) or 0 (lost), and returns the new
rating; a period with no game only widens the deviation.

>>> player = Rating(1500, 200, 0.06)
>>> after = rated(player, [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0),
...                        (Rating(1700, 300), 0.0)])
>>> round(after.value, 2), round(after.deviation, 2), round(after.volatility, 6)
(1464.05, 151.52, 0.059996)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

#: Glicko-2's scale: a rating of 1500 is 0 on it, 173.7178 points are 1.
SCALE = 173.7178
#: How much the volatility may change in a period (Glickman suggests 0.3 to 1.2).
TAU = 0.5
#: The precision of the volatility's iteration, and its most steps.
EPSILON, STEPS = 1e-6, 200
#: Less information than this in a period (outcomes all but certain) rates nothing.
MIN_INFORMATION = 1e-9
#: A new player: 1500, with a deviation of 350 and a volatility of 0.06.
START_VALUE, START_DEVIATION, START_VOLATILITY = 1500.0, 350.0, 0.06


@dataclass(frozen=True)
class Rating:
    """A rating (1500 for a newcomer), its deviation and its volatility."""

    value: float = START_VALUE
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    def interval(self) -> tuple[float, float]:
        """The range that holds the player's strength with about 95% confidence.

        >>> Rating(1500, 50).interval()
        (1402.0, 1598.0)
        """
        return (
            round(self.value - 1.96 * self.deviation, 0),
            round(self.value + 1.96 * self.deviation, 0),
        )


def expected(player: Rating, opponent: Rating) -> float:
    """The score ``player`` may expect against ``opponent`` (0 to 1), given the
    opponent's uncertainty.

    >>> round(expected(Rating(1700, 30), Rating(1500, 30)), 3)
    0.759
    """
    mu, (mu_j, phi_j) = _scaled(player)[0], _scaled(opponent)[:2]
    return _e(mu, mu_j, _g(phi_j))


def rated(player: Rating, results: Iterable[tuple[Rating, float]]) -> Rating:
    """``player``'s rating after one period with ``results`` (opponent, score). Total:
    results that tell nothing (none, or opponents so far off that the outcome was
    certain) only widen the deviation, and no figure comes out infinite or NaN."""
    mu, phi, sigma = _scaled(player)
    terms = [
        (_g(phi_j), mu_j, score)
        for mu_j, phi_j, score in ((*_scaled(opponent)[:2], score) for opponent, score in results)
    ]
    information = sum(g**2 * _e(mu, mu_j, g) * (1 - _e(mu, mu_j, g)) for g, mu_j, _ in terms)
    idle = Rating(player.value, min(math.sqrt(phi**2 + sigma**2) * SCALE, START_DEVIATION), sigma)
    if information < MIN_INFORMATION:
        return idle
    v = 1 / information
    gain = sum(g * (score - _e(mu, mu_j, g)) for g, mu_j, score in terms)
    sigma_new = _volatility(phi, sigma, v, v * gain)
    phi_star = math.sqrt(phi**2 + sigma_new**2)
    phi_new = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    mu_new = mu + phi_new**2 * gain
    after = Rating(mu_new * SCALE + START_VALUE, phi_new * SCALE, sigma_new)
    finite = all(map(math.isfinite, (after.value, after.deviation, after.volatility)))
    return after if finite and after.deviation > 0 else idle


def _scaled(rating: Rating) -> tuple[float, float, float]:
    return (
        (rating.value - START_VALUE) / SCALE,
        rating.deviation / SCALE,
        rating.volatility,
    )


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi**2 / math.pi**2)


def _e(mu: float, mu_j: float, g: float) -> float:
    return 1 / (1 + math.exp(min(max(-g * (mu - mu_j), -700.0), 700.0)))


def _volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """The new volatility: the root of Glickman's f by the Illinois method (step 5)."""
    a = math.log(sigma**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / TAU**2

    low, high = a, 0.0
    if delta**2 > phi**2 + v:
        high = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * TAU) < 0 and k < STEPS:
            k += 1
        high = a - k * TAU
    f_low, f_high = f(low), f(high)
    for _step in range(STEPS):
        if abs(high - low) <= EPSILON or f_high == f_low:
            break
        mid = low + (low - high) * f_low / (f_high - f_low)
        f_mid = f(mid)
        if f_mid * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = mid, f_mid
    return min(math.exp(low / 2), 1.0)

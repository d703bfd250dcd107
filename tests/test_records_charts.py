"""The record's charts read with one game and with a thousand: a lone day is a dot
with its range, a thousand days a line with one dot, no two labels on one another,
every count inside the drawing, months by name."""

from __future__ import annotations

import itertools
import re
from datetime import date, timedelta

from web.ui.records.book import LEVEL_RATINGS
from web.ui.records.charts import CHAR, TEXT, WIDTH, bars_chart, rating_chart
from web.ui.records.rating import Rating


def days(count: int) -> list[tuple[str, Rating]]:
    start = date(2024, 1, 1)
    return [
        ((start + timedelta(days=n)).isoformat(), Rating(1500 + 300 * (n % 7) / 7, 350 - n % 300))
        for n in range(count)
    ]


def texts(svg: str) -> list[tuple[float, float, str, str]]:
    """Each text's x, y, anchor and words."""
    found = re.findall(r"<text( [^>]*)>([^<]*)</text>", svg)
    return [
        (
            float(re.search(r' x="([-\d.]+)"', a)[1]),
            float(re.search(r' y="([-\d.]+)"', a)[1]),  # type: ignore[index]
            "end" if 'text-anchor="end"' in a else "middle" if "middle" in a else "start",
            w,
        )
        for a, w in found
    ]


def test_a_single_day_is_a_dot_with_its_range_and_one_month() -> None:
    svg = rating_chart("tsuro", days(1), LEVEL_RATINGS["tsuro"])
    assert svg.count("<circle") == 1 and 'r="4"' in svg
    band = re.search(r'<polygon class="range" points="([^"]*)"', svg)
    assert band is not None and len({p.split(",")[0] for p in band[1].split()}) == 2
    months = [w for _x, y, _a, w in texts(svg) if y > 130]
    assert months == ["January 2024"]


def test_a_thousand_days_draw_one_dot_and_the_first_and_last_months() -> None:
    svg = rating_chart("tsuro", days(1000), LEVEL_RATINGS["tsuro"])
    assert svg.count("<circle") == 1
    months = [w for _x, y, _a, w in texts(svg) if y > 130]
    assert months == ["January 2024", "September 2026"]


def test_the_levels_names_never_sit_on_one_another() -> None:
    strong = [("2026-11-27", Rating(1500, 350)), ("2026-11-28", Rating(3500, 40))]
    for history in (days(1), days(40), strong, [("2026-11-28", Rating(1500, 2000))]):
        for kind, levels in LEVEL_RATINGS.items():
            svg = rating_chart(kind, history, levels)
            named = [
                (y, a) for _x, y, a, w in texts(svg) if w.split()[0] in ("Easy", "Medium", "Hard")
            ]
            assert len(named) == 3 or history[0][1].deviation > 350
            for side in ("start", "end"):
                ys = sorted(y for y, a in named if a == side)
                assert all(b - a >= TEXT for a, b in itertools.pairwise(ys)), svg


def test_every_count_of_the_bars_fits_in_the_drawing() -> None:
    for rows in ([("Computer (easy)", 1, 1)], [("Computer (hard)", 1000, 999), ("Bo", 3, 0)]):
        svg = bars_chart("tsuro", rows)
        counts = [(x, w) for x, _y, _a, w in texts(svg) if "/" in w]
        assert len(counts) == len(rows)
        assert all(x + CHAR * len(w) <= WIDTH for x, w in counts)

"""The record's small SVG charts, pure functions of the figures they draw: a rating day
by day against the computers' fixed ratings, and games played and won by opponent as
bars. Each has a title and a description in words for screen readers; the record page
also shows the same figures as tables.

>>> from web.ui.records.rating import Rating
>>> svg = rating_chart("tsuro", [("2026-11-27", Rating(1600, 200)), ("2026-11-28",
...                    Rating(1650, 150))], {"easy": 1293, "medium": 1500, "hard": 1789})
>>> svg.count("<polyline"), "1,650" in svg, 'aria-labelledby="rating-tsuro-title' in svg
(1, True, True)
>>> bars = bars_chart("tsuro", [("Computer (easy)", 4, 3), ("Ann", 2, 0)])
>>> "Computer (easy): 3 won of 4." in bars, bars.count('class="played"')
(True, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape

from game.i18n import _, month, number
from game.levels import LEVEL_SHORT, LEVEL_WORDS
from web.ui.records.rating import Rating

#: The rating chart's size and margins (SVG units; it is scaled to the page's width).
WIDTH, HEIGHT = 320.0, 140.0
LEFT, RIGHT, TOP, BOTTOM = 8.0, 8.0, 14.0, 16.0
#: The bar chart's row height and the width of its labels.
ROW, LABEL = 18.0, 112.0
#: The charts' text (9 units, web/style.css): its height, and a digit's width at most.
TEXT, CHAR = 10.0, 5.5
#: The most days drawn as dots on the rating chart.
DOTS = 40


def _svg(css: str, ident: str, title: str, desc: str, height: float, parts: list[str]) -> str:
    return (
        f'<svg class="{css}" viewBox="0 0 {WIDTH:.0f} {height:.0f}" role="img" '
        f'aria-labelledby="{ident}-title {ident}-desc">'
        f'<title id="{ident}-title">{escape(title)}</title>'
        f'<desc id="{ident}-desc">{escape(desc)}</desc>{"".join(parts)}</svg>'
    )


def month_of(day: str) -> str:
    """The month of a day (or of ``YYYY-MM``) by name.

    >>> month_of("2026-12-01")
    'December 2026'
    """
    return month(int(day[:4]), int(day[5:7]))


def rating_chart(
    kind: str, history: Sequence[tuple[str, Rating]], levels: Mapping[str, float]
) -> str:
    """The rating in game ``kind`` after each day played (``history``, oldest first) as
    a line, its likely range (about 95%) as a band, and each computer level's fixed
    rating as a dashed line named at the left. A day alone is a dot with its range
    as a bar; past :data:`DOTS` days, only the last day is a dot."""
    values = [r.value for _, r in history]
    ranges = [r.interval() for _, r in history]
    low = min([*levels.values(), *(a for a, _ in ranges)]) - 50
    high = max([*levels.values(), *(b for _, b in ranges)]) + 50
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    count = len(history)

    def x(index: int) -> float:
        return round(LEFT + (inner_w * index / (count - 1) if count > 1 else inner_w / 2), 1)

    def y(value: float) -> float:
        return round(TOP + inner_h * (high - value) / (high - low), 1)

    level_marks = _levels(levels, y)
    parts = [part for part in level_marks if part.startswith("<line")]
    side = [x(i) for i in range(count)] if count > 1 else [x(0) - 4, x(0) + 4]
    band = [f"{side[i]},{y(ranges[min(i, count - 1)][1])}" for i in range(len(side))]
    band += [f"{side[i]},{y(ranges[min(i, count - 1)][0])}" for i in reversed(range(len(side)))]
    parts.append(f'<polygon class="range" points="{" ".join(band)}"/>')
    line = " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(values))
    parts.append(f'<polyline class="line" points="{line}"/>')
    shown = range(count) if count <= DOTS else [count - 1]
    radius = 4 if count == 1 else 2.5
    parts += (f'<circle class="dot" cx="{x(i)}" cy="{y(values[i])}" r="{radius}"/>' for i in shown)
    parts += [part for part in level_marks if not part.startswith("<line")]  # names on top
    parts.append(
        f'<text class="axis" x="{WIDTH - RIGHT}" y="{TOP - 4}" text-anchor="end">'
        f"{escape(_('Rating'))}</text>"
        f"{_months(history[0][0], history[-1][0])}"
        f'<text class="value" x="{x(count - 1)}" y="{y(values[-1]) - 6}" text-anchor="end">'
        f"{escape(number(values[-1]))}</text>"
    )
    title = _("Your rating, day by day, against the computers")
    desc = (
        _("From {first} to {last}, your rating went from {start} to {end}.").format(
            first=history[0][0],
            last=history[-1][0],
            start=number(values[0]),
            end=number(values[-1]),
        )
        + " "
        + _("The computers’ fixed ratings: {levels}.").format(
            levels=", ".join(f"{_(LEVEL_WORDS[k])} {number(v)}" for k, v in levels.items())
        )
    )
    return _svg("rating-chart", f"rating-{kind}", title, desc, HEIGHT, parts)


def _months(first: str, last: str) -> str:
    """The months of the first and the last day under the chart (one, in the middle,
    if they are the same)."""
    if first[:7] == last[:7]:
        return (
            f'<text x="{WIDTH / 2}" y="{HEIGHT - 3}" text-anchor="middle">'
            f"{escape(month_of(first))}</text>"
        )
    return (
        f'<text x="{LEFT}" y="{HEIGHT - 3}">{escape(month_of(first))}</text>'
        f'<text x="{WIDTH - RIGHT}" y="{HEIGHT - 3}" text-anchor="end">'
        f"{escape(month_of(last))}</text>"
    )


def _levels(levels: Mapping[str, float], y: Callable[[float], float]) -> list[str]:
    """Each level's rating as a dashed line, named above it: at the left, or at the
    right where the name at the left would touch the one before (and not named where
    both would: the description names every level)."""
    parts, last = [], {"start": -TEXT, "end": -TEXT}
    for level, value in sorted(levels.items(), key=lambda item: -item[1]):
        at = y(value)
        parts.append(f'<line class="level" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{at}" y2="{at}"/>')
        side = next((s for s in ("start", "end") if at - last[s] >= TEXT), None)
        if side is None:
            continue
        last[side] = at
        where = (
            f'x="{LEFT + 2}"' if side == "start" else f'x="{WIDTH - RIGHT - 2}" text-anchor="end"'
        )
        parts.append(
            f'<text {where} y="{at - 2}">{escape(_(LEVEL_SHORT[level]))} '
            f"{escape(number(value))}</text>"
        )
    return parts


def bars_chart(kind: str, rows: Sequence[tuple[str, int, int]]) -> str:
    """Games played (a light bar) and won (a dark one over it) against each opponent
    (``rows``: the opponent in words, played, won)."""
    most = max((played for _, played, _ in rows), default=1) or 1
    widest = max((len(f"{won}/{played}") for _, played, won in rows), default=3)
    inner = WIDTH - LABEL - CHAR * widest - 4
    height = ROW * len(rows) + 4
    parts = []
    for index, (label, played, won) in enumerate(rows):
        top = 2 + ROW * index
        shown = label if len(label) <= 18 else label[:17] + "…"
        parts.append(
            f'<text x="{LABEL - 4}" y="{top + 12}" text-anchor="end">{escape(shown)}</text>'
            f'<rect class="played" x="{LABEL}" y="{top + 2}" height="{ROW - 5}" '
            f'width="{round(inner * played / most, 1)}"/>'
            f'<rect class="won" x="{LABEL}" y="{top + 2}" height="{ROW - 5}" '
            f'width="{round(inner * won / most, 1)}"/>'
            f'<text x="{round(LABEL + inner * played / most + 3, 1)}" y="{top + 12}">'
            f"{won}/{played}</text>"
        )
    title = _("Games won of games played, by opponent")
    desc = " ".join(
        _("{opponent}: {won} won of {played}.").format(opponent=label, won=won, played=played)
        for label, played, won in rows
    )
    return _svg("bars-chart", f"bars-{kind}", title, desc, height, parts)

"""The land under Shangri-La's board: ground, valleys with their rivers, mountains with
snow, pines, the cliffs under the villages' plateaus and a frame, drawn once when the
page's sprite is made (:mod:`web.ui.shangrila.art`), never by the board view.

>>> landscape().startswith('<g class="land" aria-hidden="true">')
True
"""

from __future__ import annotations

import math
import random
from functools import cache
from itertools import pairwise

from game.shangrila.board import BRIDGES, VILLAGES
from web.ui.shangrila.geometry import RADIUS, SIZE, Point, bridge_curve, centre, lerp, normal

#: A mountain: the middle of its foot, its half-width and its height.
Peak = tuple[float, float, float, float]


def _whole(point: Point) -> str:
    """A point of the land, to the nearest unit (it is drawn once, kept short)."""
    return f"{round(point[0])} {round(point[1])}"


def _valleys() -> list[tuple[Point, Point]]:
    """The valleys: where the land of a village meets its neighbour's (the edges of
    the villages' Voronoi cells within the board). Bridges span them."""
    centres = [centre(v) for v in sorted(VILLAGES)]
    edges = []
    for i, (ax, ay) in enumerate(centres):
        for bx, by in centres[i + 1 :]:
            mx, my = (ax + bx) / 2, (ay + by) / 2
            dx, dy = ay - by, bx - ax  # along the line between the two lands
            # the points m + t d closer to a (and b) than to any other village, on the board
            limits = [(-dx, mx), (dx, SIZE - mx), (-dy, my), (dy, SIZE - my)]
            for cx, cy in centres:
                if (cx, cy) not in ((ax, ay), (bx, by)):
                    ux, uy = cx - ax, cy - ay
                    limits.append(
                        (
                            2 * (dx * ux + dy * uy),
                            cx * cx + cy * cy - ax * ax - ay * ay - 2 * (mx * ux + my * uy),
                        )
                    )
            low, high = -math.inf, math.inf
            for k, r in limits:
                if k > 1e-9:
                    high = min(high, r / k)
                elif k < -1e-9:
                    low = max(low, r / k)
                elif r < 0:
                    low, high = 1, 0
            if high - low > 1e-6:
                edges.append(((mx + low * dx, my + low * dy), (mx + high * dx, my + high * dy)))
    return edges


def _wander(a: Point, b: Point, rng: random.Random, sway: float) -> str:
    """A hand-drawn line from ``a`` to ``b``: a smooth curve through wobbling points."""
    steps = max(2, round(math.dist(a, b) / 45))
    nx, ny = normal(a, b)
    points = [a]
    for i in range(1, steps):
        side = rng.uniform(-sway, sway)
        x, y = lerp(a, b, i / steps)
        points.append((x + nx * side, y + ny * side))
    points.append(b)
    d = f"M{_whole(a)}"
    for here, after in pairwise(points[1:]):
        d += f"Q{_whole(here)} {_whole(lerp(here, after, 0.5))}"
    return d + f"L{_whole(b)}"


def _ring(centre: Point, radius: float, rng: random.Random, sway: float) -> str:
    """A hand-drawn closed round outline."""
    points = []
    for i in range(16):
        angle = i * math.pi / 8
        r = radius + rng.uniform(-sway, sway)
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    d = f"M{_whole(lerp(points[-1], points[0], 0.5))}"
    for here, after in zip(points, points[1:] + points[:1], strict=True):
        d += f"Q{_whole(here)} {_whole(lerp(here, after, 0.5))}"
    return d + "z"


def _distance(p: Point, a: Point, b: Point) -> float:
    """From ``p`` to the segment from ``a`` to ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)
    return math.dist(p, lerp(a, b, min(1, max(0, t))))


def _bridge_lines() -> list[tuple[Point, Point]]:
    """Every bridge's curve as short straight pieces (to keep the land's drawings off it)."""
    lines: list[tuple[Point, Point]] = []
    for name in BRIDGES:
        a, c, b = bridge_curve(name)
        points = [lerp(lerp(a, c, t / 8), lerp(c, b, t / 8), t / 8) for t in range(9)]
        lines += pairwise(points)
    return lines


def _scenery(valleys: list[tuple[Point, Point]]) -> tuple[list[list[Peak]], list[Point]]:
    """The mountains (the middle of the foot, half-width, height), row by row from the
    back, on the land left free by the villages, the bridges and the valleys: large
    where there is room, smaller towards the valleys; and pines along the valleys (the
    foot of each)."""
    rng = random.Random("Shangri-La peaks")
    bridges = _bridge_lines()
    centres = [centre(v) for v in VILLAGES]

    def clear(point: Point, margin: float) -> bool:
        return all(math.dist(point, c) > RADIUS + margin for c in centres) and all(
            _distance(point, a, b) > margin for a, b in bridges
        )

    peaks: list[list[Peak]] = []
    for row, gy in enumerate(range(24, SIZE + 30, 38)):
        peaks.append([])
        for gx in range(0, SIZE, 42):
            x, y = gx + 21 * (row % 2) + rng.uniform(-12, 12), gy + rng.uniform(-9, 9)
            steep = rng.uniform(1.1, 1.6)
            for w in (rng.uniform(30, 40), rng.uniform(20, 28), rng.uniform(13, 18)):
                h = w * steep
                middle = (x, y - h / 2)
                if (
                    w < x < SIZE - w
                    and h + 4 < y < SIZE + 6
                    and clear(middle, w + 10)
                    and all(
                        _distance((x, y), a, b) > 18 and _distance(middle, a, b) > w
                        for a, b in valleys
                    )
                ):
                    peaks[row].append((x, y, w, h))
                    break
    pines = []
    for a, b in valleys:
        nx, ny = normal(a, b)
        for i in range(int(math.dist(a, b) // 16)):
            x, y = lerp(a, b, (i + rng.random()) * 16 / math.dist(a, b))
            side = rng.choice((-1, 1)) * rng.uniform(20, 30)
            foot = (x + nx * side, y + ny * side)
            if (
                rng.random() < 0.6
                and clear(foot, 14)
                and 8 < foot[0] < SIZE - 8
                and 14 < foot[1] < SIZE
            ):
                pines.append(foot)
    return peaks, pines


@cache
def landscape() -> str:
    """The land under the board, drawn once: ground, valleys with their rivers,
    mountains with snow, pines, the cliffs under the villages' plateaus, a frame. The page
    holds it once, as the symbol ``#sl-land`` (:mod:`web.ui.shangrila.art`)."""
    rng = random.Random("Shangri-La land")
    valleys = _valleys()
    courses = "".join(_wander(a, b, rng, 9) for a, b in valleys)
    peaks, pines = _scenery(valleys)
    # each row of mountains in front of the rows behind it
    ranges = [_range(row, rng) for row in peaks]
    trees = "".join(f"M{_whole((x, y - 13))}l6 13h-12z" for x, y in pines)
    cliffs = "".join(_ring((x + 3, y + 10), RADIUS + 4, rng, 3) for x, y in map(centre, VILLAGES))
    return (
        '<g class="land" aria-hidden="true">'
        f'<rect class="ground" x="0" y="0" width="{SIZE}" height="{SIZE}"/>'
        f'<path class="valley" d="{courses}"/><path class="river" d="{courses}"/>'
        f'{"".join(ranges)}<path class="pines" d="{trees}"/>'
        f'<path class="cliff" d="{cliffs}"/>'
        f'<rect class="frame" x="4" y="4" width="{SIZE - 8}" height="{SIZE - 8}" rx="14"/></g>'
    )


def _range(row: list[Peak], rng: random.Random) -> str:
    """A row of mountains: rock, its shaded side, snow on the summits ("" if none)."""
    rock, shade, snow = [], [], []
    for x, y, w, h in row:
        lean = w * rng.uniform(-0.3, 0.3)  # the summit, off the middle of the foot
        tx, ty = x + lean, y - h
        top = f"M{_whole((tx, ty))}"
        rock.append(f"{top}L{_whole((x + w, y))}H{round(x - w)}z")
        shade.append(f"{top}L{_whole((x + w, y))}H{round(tx + w * 0.2)}z")
        right, left = tx + (x + w - tx) * 0.33, tx - (tx - x + w) * 0.33
        span, line = right - left, ty + h * 0.33
        snow.append(
            f"{top}L{_whole((right, line))}L{_whole((right - span * 0.3, line - h * 0.08))}"
            f"L{_whole((right - span * 0.55, line + h * 0.04))}"
            f"L{_whole((right - span * 0.78, line - h * 0.07))}L{_whole((left, line))}z"
        )
    if not row:
        return ""
    return (
        f'<path class="rock" d="{"".join(rock)}"/><path class="shade" '
        f'd="{"".join(shade)}"/><path class="snow" d="{"".join(snow)}"/>'
    )

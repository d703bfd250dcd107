"""Shangri-La's rope bridges, drawn once intact and once broken, then reused."""

from __future__ import annotations

from game.i18n import _
from game.shangrila.board import BRIDGES
from web.ui.shangrila.geometry import SIZE, Point, bridge_curve, lerp, normal
from web.ui.svg import described, fmt, tag


def _p(point: Point) -> str:
    return f"{fmt(point[0])} {fmt(point[1])}"


def _quad(a: Point, c: Point, b: Point) -> str:
    """A path's quadratic curve from ``a`` to ``b``, pulled towards ``c``."""
    return f"M{_p(a)}Q{_p(c)} {_p(b)}"


def _split(a: Point, c: Point, b: Point, t: float) -> tuple[tuple[Point, Point, Point], ...]:
    """A quadratic curve cut in two at ``t``."""
    ac, cb = lerp(a, c, t), lerp(c, b, t)
    m = lerp(ac, cb, t)
    return (a, ac, m), (m, cb, b)


def _beside(a: Point, c: Point, b: Point, w: float) -> str:
    """A curve about ``w`` beside the curve (a, c, b): a bridge's rail."""
    na, nc, nb = normal(a, c), normal(a, b), normal(c, b)
    return _quad(
        (a[0] + na[0] * w, a[1] + na[1] * w),
        (c[0] + nc[0] * w, c[1] + nc[1] * w),
        (b[0] + nb[0] * w, b[1] + nb[1] * w),
    )


def _bridge_shapes(name: str) -> tuple[str, str]:
    """A bridge from one village to the other through its break in the path: planks
    between two rope rails when intact; broken, two halves with a gap, their ropes
    hanging and planks falling."""
    a, c, b = bridge_curve(name)

    def span(curves: tuple[tuple[Point, Point, Point], ...]) -> str:
        deck = "".join(_quad(*curve) for curve in curves)
        rails = "".join(_beside(*curve, w) for curve in curves for w in (-9, 9))
        return (
            f'<path class="deck" d="{deck}"/><path class="planks" d="{deck}"/>'
            f'<path class="rail" d="{rails}"/>'
        )

    left, right = _split(a, c, b, 0.4)[0], _split(a, c, b, 0.6)[1]
    ropes = []
    for end, curve in ((left[2], left), (right[0], right)):
        n = normal(curve[0], curve[2])
        for w in (-9, 9):
            x, y = end[0] + n[0] * w, end[1] + n[1] * w
            ropes.append(f"M{fmt(x)} {fmt(y)}q4 10-1 19")
    px, py = BRIDGES[name][0] * SIZE, BRIDGES[name][1] * SIZE  # its break
    debris = (
        f'<path class="debris" d="M{fmt(px - 12)} {fmt(py + 10)}l10 3-2 5-10-3z'
        f'M{fmt(px + 3)} {fmt(py + 22)}l9-5 3 4-9 5z"/>'
    )
    broken = span((left, right)) + f'<path class="rope" d="{"".join(ropes)}"/>' + debris
    return span(((a, c, b),)), broken


#: Each bridge drawn intact and broken, ready to use (drawing is then string joining).
BRIDGE_SHAPES = {name: _bridge_shapes(name) for name in BRIDGES}


def bridge(name: str, intact: bool, route: bool, fallen: bool = False) -> str:
    """Bridge ``name`` on the board, named: intact or broken (``fallen`` since the
    viewer's last move), ``route`` of the previewed journey."""
    state = "intact" if intact else "broken"
    if intact:
        words = _("Bridge {a} to {b}, intact")
    elif fallen:
        words = _("Bridge {a} to {b}, broken since your last move")
    else:
        words = _("Bridge {a} to {b}, broken")
    attrs = described(words.format(a=name[0], b=name[1]))
    attrs["class"] = f"bridge {state}" + (" route" if route else "") + (" recent" if fallen else "")
    return tag("g", attrs, BRIDGE_SHAPES[name][0 if intact else 1])

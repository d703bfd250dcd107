"""Draw the app's icons (PNG at 192 and 512 px, and SVG) from one simple design.

Run ``python3 scripts/make_icons.py`` to redraw ``web/icons/``; the output is
committed, so the build does not need this script.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "web" / "icons"

BACKGROUND = (29, 59, 74)
PARCHMENT = (242, 227, 198)
WALL = (192, 57, 43)
GOLD = (217, 164, 65)
STONE = (127, 211, 199)
MOUNTAIN = (52, 96, 114)

# The design, in a unit square: two villages joined by a bridge, a stone above.
VILLAGES = [(0.24, 0.74), (0.76, 0.74)]
VILLAGE_R, WALL_W = 0.12, 0.035
BRIDGE_CENTRE, BRIDGE_R, BRIDGE_W = (0.5, 0.80), 0.24, 0.05
STONE_CENTRE, STONE_R = (0.5, 0.24), 0.07
MOUNTAIN_PEAK, MOUNTAIN_FOOT = (0.5, 0.30), 0.62  # a triangle down to the foot line
CORNER = 0.18


def colour_at(x: float, y: float) -> tuple[int, int, int] | None:
    """The design's colour at a point of the unit square (None: transparent)."""
    cx, cy = min(max(x, CORNER), 1 - CORNER), min(max(y, CORNER), 1 - CORNER)
    if math.hypot(x - cx, y - cy) > CORNER:
        return None
    for vx, vy in VILLAGES:
        d = math.hypot(x - vx, y - vy)
        if d <= VILLAGE_R - WALL_W:
            return PARCHMENT
        if d <= VILLAGE_R:
            return WALL
    bx, by = BRIDGE_CENTRE
    if y < by and abs(math.hypot(x - bx, y - by) - BRIDGE_R) <= BRIDGE_W / 2:
        return GOLD
    if math.hypot(x - STONE_CENTRE[0], y - STONE_CENTRE[1]) <= STONE_R:
        return STONE
    px, py = MOUNTAIN_PEAK
    if py <= y <= MOUNTAIN_FOOT and abs(x - px) <= (y - py) * 1.2:
        return MOUNTAIN
    return BACKGROUND


def png(size: int, samples: int = 3) -> bytes:
    """The design as an RGBA PNG of ``size`` pixels, anti-aliased."""
    rows = bytearray()
    for py in range(size):
        rows.append(0)  # no filter
        for px in range(size):
            r = g = b = a = 0
            for sy in range(samples):
                for sx in range(samples):
                    c = colour_at(
                        (px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size
                    )
                    if c:
                        r, g, b, a = r + c[0], g + c[1], b + c[2], a + 1
            n = samples * samples
            rows += bytes((r // a, g // a, b // a, 255 * a // n) if a else (0, 0, 0, 0))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + chunk(b"IEND", b"")
    )


def svg() -> str:
    """The same design as SVG."""
    hexc = "#{:02x}{:02x}{:02x}".format
    cx, cy = BRIDGE_CENTRE
    mx, my = MOUNTAIN_PEAK
    half = (MOUNTAIN_FOOT - my) * 1.2
    villages = "".join(
        f'<circle cx="{vx}" cy="{vy}" r="{VILLAGE_R - WALL_W / 2}" fill="{hexc(*PARCHMENT)}" '
        f'stroke="{hexc(*WALL)}" stroke-width="{WALL_W}"/>'
        for vx, vy in VILLAGES
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">'
        f'<rect width="1" height="1" rx="{CORNER}" fill="{hexc(*BACKGROUND)}"/>'
        f'<path d="M{mx} {my} L{mx - half} {MOUNTAIN_FOOT} L{mx + half} {MOUNTAIN_FOOT}Z" '
        f'fill="{hexc(*MOUNTAIN)}"/>'
        f'<path d="M{cx - BRIDGE_R} {cy} A{BRIDGE_R} {BRIDGE_R} 0 0 1 {cx + BRIDGE_R} {cy}" '
        f'fill="none" stroke="{hexc(*GOLD)}" stroke-width="{BRIDGE_W}"/>'
        f"{villages}"
        f'<circle cx="{STONE_CENTRE[0]}" cy="{STONE_CENTRE[1]}" r="{STONE_R}" '
        f'fill="{hexc(*STONE)}"/>'
        "</svg>\n"
    )


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(png(size))
    (OUT / "icon.svg").write_text(svg())
    print(f"icons written to {OUT}")

"""The page's Ed25519 (web/ui/ed25519.py) against the module's first, plain version.

``python3 bench/ed25519.py [--calls N] [--rounds R] [--pyodide]`` times N calls (default
50, each with its own key and message) of ``verify``, ``sign`` and ``public_key`` in the
plain version kept below as the baseline (one double-and-add per scalar with the
general addition, each point decoded with two exponentiations) and in the module,
taking turns in each of R rounds (default 5), and prints the best round of each in ms
per call and the ratio of the baseline's time to the module's, both measured in this
run, so that figures from different machines compare. It also prints the time the
module takes to make its tables of the base point's multiples (once, on first use), and
that of a ``verify`` with a key that is no point (refused before any multiplication).
With ``--pyodide`` the same runs in the page's Pyodide, in Node (through
``tests/pyodide_run.mjs``; ``node_modules/pyodide`` must be there).

The issue's budget: 100 ms of the page's thread per peer per 10 s, for a greeting that
may check a dozen signatures; the goal: ``verify`` under 1 ms in CPython, about 5 ms in
Pyodide.
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from web.ui import ed25519  # noqa: E402

# The module's first version, the baseline: correct and short, with a modular inverse
# in each decoding and a full double-and-add per scalar. Its key checks are those it had
# (none for keys of small order), which does not change its time.

P, L, D = ed25519.P, ed25519.L, ed25519.D
SQRT_M1 = pow(2, (P - 1) // 4, P)
Point = tuple[int, int, int, int]


def plain_x(y: int, odd: int) -> int | None:
    if y >= P:
        return None
    square = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    if square == 0:
        return None if odd else 0
    x = pow(square, (P + 3) // 8, P)
    if (x * x - square) % P:
        x = x * SQRT_M1 % P
    if (x * x - square) % P:
        return None
    return P - x if x & 1 != odd else x


PLAIN_BASE_Y = 4 * pow(5, P - 2, P) % P
PLAIN_BASE_X = plain_x(PLAIN_BASE_Y, 0) or 0
PLAIN_BASE: Point = (PLAIN_BASE_X, PLAIN_BASE_Y, 1, PLAIN_BASE_X * PLAIN_BASE_Y % P)


def plain_add(p: Point, q: Point) -> Point:
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = 2 * t1 * t2 * D % P
    d = 2 * z1 * z2 % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % P, g * h % P, f * g % P, e * h % P


def plain_times(scalar: int, point: Point) -> Point:
    total = (0, 1, 1, 0)
    while scalar:
        if scalar & 1:
            total = plain_add(total, point)
        point = plain_add(point, point)
        scalar >>= 1
    return total


def plain_same(p: Point, q: Point) -> bool:
    return (p[0] * q[2] - q[0] * p[2]) % P == 0 and (p[1] * q[2] - q[1] * p[2]) % P == 0


def plain_encode(point: Point) -> bytes:
    x, y, z, _t = point
    inverse = pow(z, P - 2, P)
    x, y = x * inverse % P, y * inverse % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def plain_decode(data: bytes) -> Point | None:
    number = int.from_bytes(data, "little")
    y = number & ((1 << 255) - 1)
    x = plain_x(y, number >> 255)
    return None if x is None else (x, y, 1, x * y % P)


def plain_number(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little")


def plain_expand(seed: bytes) -> tuple[int, bytes]:
    digest = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(digest[:32], "little") & ((1 << 254) - 8) | (1 << 254)
    return scalar, digest[32:]


def plain_public_key(seed: bytes) -> bytes:
    return plain_encode(plain_times(plain_expand(seed)[0], PLAIN_BASE))


def plain_sign(seed: bytes, message: bytes) -> bytes:
    scalar, prefix = plain_expand(seed)
    public = plain_encode(plain_times(scalar, PLAIN_BASE))
    nonce = plain_number(prefix, message) % L
    point = plain_encode(plain_times(nonce, PLAIN_BASE))
    s = (nonce + plain_number(point, public, message) * scalar) % L
    return point + s.to_bytes(32, "little")


def plain_verify(public: bytes, message: bytes, signature: bytes) -> bool:
    if len(public) != 32 or len(signature) != 64:
        return False
    key, point = plain_decode(public), plain_decode(signature[:32])
    scalar = int.from_bytes(signature[32:], "little")
    if key is None or point is None or scalar >= L:
        return False
    hashed = plain_number(signature[:32], public, message) % L
    return plain_same(plain_times(scalar, PLAIN_BASE), plain_add(point, plain_times(hashed, key)))


PLAIN: dict[str, Callable[..., object]] = {
    "verify": plain_verify,
    "sign": plain_sign,
    "public_key": plain_public_key,
}


def best(
    functions: list[Callable[..., object]], arguments: Sequence[tuple[bytes, ...]], rounds: int
) -> list[float]:
    """For each of ``functions``, its best time on all of ``arguments`` in ``rounds``
    rounds, in ms per call. The functions take turns within each round, so that other
    work on the machine slows them alike."""
    times: list[list[float]] = [[] for _ in functions]
    for _ in range(rounds):
        for function, kept in zip(functions, times, strict=True):
            start = time.perf_counter()
            for each in arguments:
                function(*each)
            kept.append((time.perf_counter() - start) / len(arguments) * 1000)
    return [min(kept) for kept in times]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide, in Node")
    args = parser.parse_args()
    if args.pyodide:
        argv = ["/project/bench/ed25519.py", f"--calls={args.calls}", f"--rounds={args.rounds}"]
        run = "runpy.run_path(sys.argv[0], run_name='__main__')"
        code = f"import runpy, sys; sys.argv = {argv!r}; {run}"
        script = str(ROOT / "tests" / "pyodide_run.mjs")
        sys.exit(subprocess.run(["node", script, code], cwd=ROOT, check=False).returncode)

    version = sys.version.split()[0]
    print(f"Python {version} ({sys.platform}), {args.calls} calls, best of {args.rounds} rounds")
    start = time.perf_counter()
    ed25519._base_tables.cache_clear()
    ed25519._base_tables()
    print(f"the module's tables, made once: {(time.perf_counter() - start) * 1000:.1f} ms")
    seeds = [hashlib.sha256(b"seed %d" % i).digest() for i in range(args.calls)]
    messages = [b"move %d" % i for i in range(args.calls)]
    publics = [ed25519.public_key(seed) for seed in seeds]
    signatures = [ed25519.sign(s, m) for s, m in zip(seeds, messages, strict=True)]
    cases: dict[str, list[tuple[bytes, ...]]] = {
        "verify": list(zip(publics, messages, signatures, strict=True)),
        "sign": list(zip(seeds, messages, strict=True)),
        "public_key": [(seed,) for seed in seeds],
    }
    for name, arguments in cases.items():
        plain_call, module_call = PLAIN[name], getattr(ed25519, name)
        same = module_call(*arguments[0])
        assert same and plain_call(*arguments[0]) == same, name
        plain, module = best([plain_call, module_call], arguments, args.rounds)
        ratio = plain / module
        print(f"{name}: {module:.3f} ms; the plain version {plain:.3f} ms, {ratio:.1f} times that")
    refused = [((2).to_bytes(32, "little"), b"move", signatures[0])]
    [no_point] = best([ed25519.verify], refused, args.rounds * 20)
    print(f"verify with a key that is no point: {no_point:.3f} ms")


if __name__ == "__main__":
    main()

"""Ed25519 signatures (RFC 8032), in plain Python, for the moves of a live table.

Each person's seat at a live table has a key: the seat's device signs the moves it
makes, and every device checks them against the seat's public key, which the table's
links carry. The standard library has no signatures, and the page's Python is the
same in CPython and in Pyodide, so this module does the arithmetic itself: points of
the twisted Edwards curve in extended coordinates, SHA-512 from :mod:`hashlib`.
It is written for being right and small, not for secrecy against timing: a seat's
key signs moves of a board game, in its own player's browser.

>>> seed = bytes(range(32))
>>> public = public_key(seed)
>>> signature = sign(seed, b"a move")
>>> verify(public, b"a move", signature), verify(public, b"another move", signature)
(True, False)
"""

from __future__ import annotations

import hashlib

#: The field's prime, the order of the base point's group, and the curve's constant.
P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
_SQRT_M1 = pow(2, (P - 1) // 4, P)

Point = tuple[int, int, int, int]  # extended coordinates (X, Y, Z, T), x = X/Z, y = Y/Z
_NEUTRAL: Point = (0, 1, 1, 0)


def _x_of(y: int, odd: int) -> int | None:
    """The x of the curve's point with this ``y`` whose lowest bit is ``odd``."""
    if y >= P:
        return None
    square = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    if square == 0:
        return None if odd else 0
    x = pow(square, (P + 3) // 8, P)
    if (x * x - square) % P:
        x = x * _SQRT_M1 % P
    if (x * x - square) % P:
        return None
    return P - x if x & 1 != odd else x


_BASE_Y = 4 * pow(5, P - 2, P) % P
_BASE_X = _x_of(_BASE_Y, 0) or 0
BASE: Point = (_BASE_X, _BASE_Y, 1, _BASE_X * _BASE_Y % P)


def _add(p: Point, q: Point) -> Point:
    """``p + q`` (the formula holds for ``p == q`` too)."""
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = 2 * t1 * t2 * D % P
    d = 2 * z1 * z2 % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % P, g * h % P, f * g % P, e * h % P


def _times(scalar: int, point: Point) -> Point:
    """``scalar`` times ``point``."""
    total = _NEUTRAL
    while scalar:
        if scalar & 1:
            total = _add(total, point)
        point = _add(point, point)
        scalar >>= 1
    return total


def _same(p: Point, q: Point) -> bool:
    return (p[0] * q[2] - q[0] * p[2]) % P == 0 and (p[1] * q[2] - q[1] * p[2]) % P == 0


def _encode(point: Point) -> bytes:
    x, y, z, _t = point
    inverse = pow(z, P - 2, P)
    x, y = x * inverse % P, y * inverse % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def _decode(data: bytes) -> Point | None:
    number = int.from_bytes(data, "little")
    y = number & ((1 << 255) - 1)
    x = _x_of(y, number >> 255)
    return None if x is None else (x, y, 1, x * y % P)


def _number(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little")


def _expand(seed: bytes) -> tuple[int, bytes]:
    """The secret scalar of a 32-byte ``seed`` and the prefix its signatures hash."""
    digest = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(digest[:32], "little") & ((1 << 254) - 8) | (1 << 254)
    return scalar, digest[32:]


def public_key(seed: bytes) -> bytes:
    """The 32-byte public key of a 32-byte secret ``seed``."""
    return _encode(_times(_expand(seed)[0], BASE))


def sign(seed: bytes, message: bytes) -> bytes:
    """The 64-byte signature of ``message`` by the key of ``seed``."""
    scalar, prefix = _expand(seed)
    public = _encode(_times(scalar, BASE))
    nonce = _number(prefix, message) % L
    point = _encode(_times(nonce, BASE))
    return point + ((nonce + _number(point, public, message) * scalar) % L).to_bytes(32, "little")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """True when ``signature`` is the signature of ``message`` by ``public``'s key."""
    if len(public) != 32 or len(signature) != 64:
        return False
    key, point = _decode(public), _decode(signature[:32])
    scalar = int.from_bytes(signature[32:], "little")
    if key is None or point is None or scalar >= L:
        return False
    hashed = _number(signature[:32], public, message) % L
    return _same(_times(scalar, BASE), _add(point, _times(hashed, key)))

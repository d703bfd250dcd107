"""Ed25519 signatures (RFC 8032), in plain Python, for the moves of a live table.

Each person's seat at a live table has a key: the seat's device signs the moves it
makes, and every device checks them against the seat's public key, which the table's
links carry. The standard library has no signatures, and the page's Python is the
same in CPython and in Pyodide, so this module does the arithmetic itself: points of
the twisted Edwards curve in extended coordinates, SHA-512 from :mod:`hashlib`.

It is written for being right, small and quick enough for the page's thread, not for
secrecy against timing: the time a signature takes depends on the secret key (its
digits pick entries of a table, and zero digits skip an addition). That is acceptable
here because a seat's key signs moves of a board game, in its own player's browser.

Where the time goes, and what keeps it short (``bench/ed25519.py`` measures it):

- a doubling has its own formula, cheaper than the general addition, and a point to
  be added is kept in a form with part of the addition done in advance;
- no division until the end: one modular inverse encodes the result;
- ``sign`` and ``public_key`` multiply the base point with a table of its multiples
  (made once, on first use): 64 additions and no doubling;
- ``verify`` makes ``[S]B - [k]A`` in one chain of doublings (Straus's method), adding
  odd multiples of both points where the two scalars' signed digits are not 0.

``verify`` checks the equation ``[S]B = R + [k]A`` without the cofactor, as BoringSSL
(WebCrypto in Chromium) does, so that the two agree on the signatures of any key that
passes :func:`is_public_key`. It refuses a public key that is not the canonical
encoding of a point, or whose point has a small order (such a key "verifies" made-up
signatures), an ``R`` that is not canonical, and an ``S`` of L or more.

>>> seed = bytes(range(32))
>>> public = public_key(seed)
>>> signature = sign(seed, b"a move")
>>> verify(public, b"a move", signature), verify(public, b"another move", signature)
(True, False)
"""

from __future__ import annotations

import functools
import hashlib

#: The field's prime, the order of the base point's group, and the curve's constant.
P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, -1, P) % P
_D2 = 2 * D % P
_SQRT_M1 = pow(2, (P - 1) // 4, P)
_MASK = (1 << 255) - 1

Point = tuple[int, int, int, int]  # extended coordinates (X, Y, Z, T), x = X/Z, y = Y/Z
#: A point ready to be added: (Y + X, Y - X, 2Z, 2dT) of its extended coordinates.
Addend = tuple[int, int, int, int]
_NEUTRAL: Point = (0, 1, 1, 0)


def _decode(data: bytes) -> Point | None:
    """The point that ``data`` encodes, or None if it is not the canonical encoding of
    a point of the curve: 32 bytes, y below P, x = 0 only with the sign bit clear."""
    if len(data) != 32:
        return None
    number = int.from_bytes(data, "little")
    y, odd = number & _MASK, number >> 255
    if y >= P:
        return None
    # x * x = u / v. One exponentiation gives a root of that or of -1 times it
    # (RFC 8032, section 5.1.3).
    u, v = (y * y - 1) % P, (D * y * y + 1) % P
    v3 = v * v * v % P
    x = u * v3 * pow(u * v3 * v3 * v, (P - 5) // 8, P) % P
    square = v * x * x % P
    if square != u:
        if (square + u) % P:
            return None  # u / v is not a square: no point has this y
        x = x * _SQRT_M1 % P
    if x == 0 and odd:
        return None
    if x & 1 != odd:
        x = P - x
    return x, y, 1, x * y % P


def _encode(point: Point) -> bytes:
    x, y, z, _t = point
    inverse = pow(z, -1, P)
    x, y = x * inverse % P, y * inverse % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


BASE: Point = _decode((4 * pow(5, -1, P) % P).to_bytes(32, "little")) or _NEUTRAL


# Since 2**255 = 19 modulo P, folding a product of coordinates (each below P) at bit
# 255, ``(n & _MASK) + 19 * (n >> 255)``, is a cheaper reduction than ``% P``: it gives
# a number of the same class modulo P, under 2**261 in size, and so do the sums of two
# or three such numbers that the formulas below make. Those are multiplied once more,
# and the products, under 2**522, reduced in full to make the new coordinates.


def _doubled(point: Point, times: int = 1) -> Point:
    """``point`` doubled ``times`` times: RFC 8032's doubling, in which T is not used,
    so that it is made after the last doubling only."""
    if not times:
        return point
    x, y, z, _t = point
    for _ in range(times):
        a, b, e, f = x * x, y * y, -2 * x * y, 2 * z * z
        a, b = (a & _MASK) + 19 * (a >> 255), (b & _MASK) + 19 * (b >> 255)
        e, f = (e & _MASK) + 19 * (e >> 255), (f & _MASK) + 19 * (f >> 255)
        h, g = a + b, a - b
        f += g
        x, y, z = e * f % P, g * h % P, f * g % P
    return x, y, z, e * h % P


def _add(point: Point, addend: Addend) -> Point:
    """``point`` plus the point of ``addend``: RFC 8032's addition, which holds for
    any two points of the curve (the same or not, the neutral point or not)."""
    x, y, z, t = point
    plus, minus, z2, t2 = addend
    a, b, c, d = (y - x) * minus, (y + x) * plus, t * t2, z * z2
    a, b = (a & _MASK) + 19 * (a >> 255), (b & _MASK) + 19 * (b >> 255)
    c, d = (c & _MASK) + 19 * (c >> 255), (d & _MASK) + 19 * (d >> 255)
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % P, g * h % P, f * g % P, e * h % P


def _addend(point: Point) -> Addend:
    x, y, z, t = point
    return (y + x) % P, (y - x) % P, 2 * z % P, _D2 * t % P


def _small_order(point: Point) -> bool:
    """True when 8 times ``point`` is the neutral point: ``point`` is one of the 8
    points of small order."""
    x, y, z, _t = _doubled(point, 3)
    return x == 0 and y == z


def _table(multiples: dict[int, Point]) -> dict[int, Addend]:
    """The addends of ``multiples`` (a multiple of a point for each positive digit) and
    of their opposites (x and T negated) for the negative digits."""
    table = {}
    for digit, point in multiples.items():
        plus, minus, z2, t2 = table[digit] = _addend(point)
        table[-digit] = minus, plus, z2, -t2 % P
    return table


def _naf(scalar: int, width: int) -> list[int]:
    """The digits of ``scalar``, lowest first, in its width-``width`` non-adjacent
    form: each digit is 0 or odd and under 2**(width-1) in size, and of ``width``
    digits in a row at most one is not 0."""
    digits: list[int] = []
    while scalar:
        zeros = (scalar & -scalar).bit_length() - 1
        digits += [0] * zeros
        scalar >>= zeros
        digit = scalar & ((1 << width) - 1)
        if digit >> (width - 1):
            digit -= 1 << width
        digits.append(digit)
        scalar = (scalar - digit) >> 1
    return digits


def _odd_table(point: Point, width: int) -> dict[int, Addend]:
    """The addends of ``d * point`` for every digit ``d`` of a width-``width``
    non-adjacent form."""
    twice = _addend(_doubled(point))
    multiples = {1: point}
    for digit in range(3, 1 << (width - 1), 2):
        multiples[digit] = _add(multiples[digit - 2], twice)
    return _table(multiples)


#: The widths of the non-adjacent forms of S, for the base point (whose table is made
#: once), and of k, for the public key (whose table each ``verify`` makes anew).
_BASE_WIDTH, _KEY_WIDTH = 8, 5


@functools.cache
def _base_tables() -> tuple[dict[int, Addend], list[dict[int, Addend]]]:
    """The base point's odd multiples up to 127 B, for ``verify``; and 64 rows for
    ``_base_times``, row ``i`` with ``d * 16**i * B`` for ``0 < |d| <= 8``. Made on
    first use, in about 2 ms in CPython, 10 ms in Pyodide."""
    rows, step = [], BASE
    for _ in range(64):
        multiples, addend = [step], _addend(step)
        for _ in range(7):
            multiples.append(_add(multiples[-1], addend))
        rows.append(_table(dict(enumerate(multiples, 1))))
        step = _doubled(multiples[7])
    return _odd_table(BASE, _BASE_WIDTH), rows


def _base_times(scalar: int) -> Point:
    """``scalar`` times the base point: one addition for each digit of its base-16
    form with digits from -8 to 7 (below L, the top digit is at most 2, and no carry
    is left over)."""
    total, carry, scalar = _NEUTRAL, 0, scalar % L
    for row in _base_tables()[1]:
        digit = (scalar & 15) + carry
        scalar >>= 4
        carry = (digit + 8) >> 4
        digit -= carry << 4
        if digit:
            total = _add(total, row[digit])
    return total


def _straus(s: int, k: int, key: Point) -> Point:
    """``[s]B - [k]key`` in one chain of doublings: from the top digit down, double,
    then add the multiples of B and of -key that the two scalars' digits call for."""
    base, near = _base_tables()[0], _odd_table(key, _KEY_WIDTH)
    ss, ks = _naf(s, _BASE_WIDTH), _naf(k, _KEY_WIDTH)
    size = max(len(ss), len(ks))
    ss += [0] * (size - len(ss))
    ks += [0] * (size - len(ks))
    total, last = _NEUTRAL, size
    for i in range(size - 1, -1, -1):
        if ss[i] or ks[i]:
            total = _doubled(total, last - i)  # the doublings since the last addition
            last = i
            if ss[i]:
                total = _add(total, base[ss[i]])
            if ks[i]:
                total = _add(total, near[-ks[i]])
    return _doubled(total, last)


def _number(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little")


def _expand(seed: bytes) -> tuple[int, bytes]:
    """The secret scalar of a 32-byte ``seed`` and the prefix its signatures hash."""
    digest = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(digest[:32], "little") & ((1 << 254) - 8) | (1 << 254)
    return scalar, digest[32:]


def public_key(seed: bytes) -> bytes:
    """The 32-byte public key of a 32-byte secret ``seed``."""
    return _encode(_base_times(_expand(seed)[0]))


def is_public_key(data: bytes) -> bool:
    """True when ``data`` can be a public key: 32 bytes, the canonical encoding of a
    point of the curve that is not one of the 8 points of small order (with those, a
    made-up signature can pass). For keys read from a link, before any signature is
    checked with them; ``verify`` refuses the others too.

    >>> is_public_key(public_key(bytes(32)))
    True
    >>> is_public_key((1).to_bytes(32, "little"))  # the neutral point
    False
    >>> is_public_key(bytes(32))  # a point of order 4
    False
    >>> is_public_key((P + 1).to_bytes(32, "little"))  # the neutral point's y, plus P
    False
    >>> is_public_key((2).to_bytes(32, "little"))  # no point has y = 2
    False
    >>> is_public_key(public_key(bytes(32))[:31])
    False
    """
    point = _decode(data)
    return point is not None and not _small_order(point)


def sign(seed: bytes, message: bytes) -> bytes:
    """The 64-byte signature of ``message`` by the key of ``seed``."""
    scalar, prefix = _expand(seed)
    public = _encode(_base_times(scalar))
    nonce = _number(prefix, message) % L
    point = _encode(_base_times(nonce))
    return point + ((nonce + _number(point, public, message) * scalar) % L).to_bytes(32, "little")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """True when ``signature`` is the signature of ``message`` by ``public``'s key.
    False for a key that :func:`is_public_key` refuses, and for a signature whose R is
    not the canonical encoding of a point or whose S is not below L."""
    if len(signature) != 64:
        return False
    key = _decode(public)
    scalar = int.from_bytes(signature[32:], "little")
    if key is None or scalar >= L or _small_order(key):
        return False
    hashed = _number(signature[:32], public, message) % L
    # [S]B - [k]A has one encoding, which is R's bytes when R is that point's canonical
    # encoding and not otherwise.
    return _encode(_straus(scalar, hashed, key)) == signature[:32]

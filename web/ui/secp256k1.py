"""Schnorr signatures on secp256k1 (BIP-340), in plain Python, for the events a
device keeps on Nostr relays (NIP-01 signs every event so).

A relay stores an event only if its ``sig`` is the BIP-340 signature of its id by its
``pubkey`` (an x-only public key), and a device checks the events it reads the same
way. The standard library has no such signatures, and the page's Python is the same
in CPython and in Pyodide, so this module does the arithmetic itself, as
:mod:`web.ui.ed25519` does for the seats' keys: points of the curve y² = x³ + 7 in
Jacobian coordinates (no division until the end), SHA-256 from :mod:`hashlib`.

Like :mod:`web.ui.ed25519`, it is written for being right, small and quick enough
for the page's thread, not for secrecy against timing (the time a signature takes
depends on the secret key): a device's key here signs the encrypted copy of a board
game that it keeps on relays, in its own player's browser.

Where the time goes, and what keeps it short:

- ``sign`` and ``public_key`` multiply the base point G with a table of its multiples
  (each 4-bit digit of the scalar at each of its 64 places, made once, on first use,
  with affine coordinates): 64 additions and no doubling;
- ``verify`` makes ``[s]G - [e]P`` in one chain: the public key's part by 256
  doublings and the additions of its odd multiples (width-5 signed digits, made
  affine with one inversion), G's part added from the same table.

Measured in CPython 3.11 on this project's machine (2 cores, one busy), over 100 random
keys and messages: the table 15 ms, once; then ``public_key`` 0.23 ms, ``sign`` 0.47 ms
(two multiplications of G) and ``verify`` 1.3 ms each; in the page's Pyodide (in
Node, 20 keys): the table 30 ms, ``sign`` 0.9 ms, ``verify`` 2.3 ms.

>>> secret = bytes(31) + b"\\x03"
>>> public_key(secret).hex().upper()
'F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9'
>>> signature = sign(bytes(32), secret, bytes(32))
>>> verify(public_key(secret), bytes(32), signature)
True
>>> verify(public_key(secret), b"\\x01" * 32, signature)
False
"""

from __future__ import annotations

import functools
import hashlib

#: The field's prime and the order of the base point's group.
P = 2**256 - 2**32 - 977
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
#: The base point's coordinates.
GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
GY = 0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8

Jacobian = tuple[int, int, int]  # (X, Y, Z): x = X/Z², y = Y/Z³; Z = 0 for infinity
Affine = tuple[int, int]
_INFINITY: Jacobian = (0, 1, 0)
_SQRT_POWER = (P + 1) // 4  # P = 3 (mod 4): a square's root is its (P + 1)/4-th power


def _doubled(point: Jacobian) -> Jacobian:
    """``point`` doubled (the formula for a = 0; infinity stays infinity)."""
    x, y, z = point
    a, b = x * x % P, y * y % P
    c = b * b % P
    d = 2 * ((x + b) * (x + b) - a - c) % P
    e = 3 * a % P
    x3 = (e * e - 2 * d) % P
    return x3, (e * (d - x3) - 8 * c) % P, 2 * y * z % P


def _add(point: Jacobian, addend: Affine) -> Jacobian:
    """``point`` plus the affine point ``addend`` (never infinity), for any two
    points: the same, opposite, or ``point`` infinity."""
    x1, y1, z1 = point
    x2, y2 = addend
    if not z1:
        return x2, y2, 1
    zz = z1 * z1 % P
    h = (x2 * zz - x1) % P
    r = (y2 * zz * z1 - y1) % P
    if not h:
        return _doubled(point) if not r else _INFINITY
    hh = h * h % P
    hhh = h * hh % P
    v = x1 * hh % P
    x3 = (r * r - hhh - 2 * v) % P
    return x3, (r * (v - x3) - y1 * hhh) % P, z1 * h % P


def _affine(point: Jacobian) -> Affine | None:
    """The affine coordinates of ``point``; None for infinity."""
    x, y, z = point
    if not z:
        return None
    inverse = pow(z, -1, P)
    square = inverse * inverse % P
    return x * square % P, y * square * inverse % P


def _affines(points: list[Jacobian]) -> list[Affine]:
    """The affine coordinates of ``points`` (none infinity), with one inversion
    (Montgomery's trick: the inverse of the product gives each one's)."""
    products, product = [], 1
    for _x, _y, z in points:
        products.append(product)
        product = product * z % P
    inverse = pow(product, -1, P)
    found: list[Affine] = []
    for (x, y, z), before in zip(reversed(points), reversed(products), strict=True):
        z_inverse = inverse * before % P
        inverse = inverse * z % P
        square = z_inverse * z_inverse % P
        found.append((x * square % P, y * square * z_inverse % P))
    found.reverse()
    return found


@functools.cache
def _g_table() -> tuple[tuple[Affine, ...], ...]:
    """For each of the 64 places of a 4-bit digit, the multiples 1 to 15 of G times
    16 to the place (affine)."""
    rows, base = [], (GX, GY)
    for _place in range(64):
        multiples: list[Jacobian] = [(base[0], base[1], 1)]
        for _digit in range(2, 16):
            multiples.append(_add(multiples[-1], base))
        row = _affines(multiples)
        rows.append(tuple(row))
        sixteen = _doubled((row[7][0], row[7][1], 1))  # 8 times doubled
        base = _affine(sixteen) or base
    return tuple(rows)


def _add_g(point: Jacobian, scalar: int) -> Jacobian:
    """``point`` plus ``scalar`` (below 2²⁵⁶) times G, from the table."""
    table = _g_table()
    for place in range(64):
        digit = scalar >> (4 * place) & 15
        if digit:
            point = _add(point, table[place][digit - 1])
    return point


def _naf(scalar: int, width: int = 5) -> list[int]:
    """The signed digits of ``scalar``, lowest first, each 0 or odd and below
    2^(width-1) in size, with at least width-1 zeros after each that is not 0."""
    digits, half, full = [], 1 << (width - 1), 1 << width
    while scalar:
        digit = 0
        if scalar & 1:
            digit = scalar & (full - 1)
            if digit >= half:
                digit -= full
            scalar -= digit
        digits.append(digit)
        scalar >>= 1
    return digits


def _lift_x(x: int) -> Affine | None:
    """The point whose x is ``x`` and whose y is even (BIP-340's lift_x); None if no
    point has that x."""
    if x >= P:
        return None
    square = (pow(x, 3, P) + 7) % P
    y = pow(square, _SQRT_POWER, P)
    if y * y % P != square:
        return None
    return x, y if y % 2 == 0 else P - y


@functools.cache
def _tag_hash(tag: str) -> bytes:
    """SHA-256 of ``tag``, twice over: the prefix of BIP-340's tagged hashes."""
    digest = hashlib.sha256(tag.encode()).digest()
    return digest + digest


def tagged_hash(tag: str, data: bytes) -> bytes:
    """BIP-340's hash of ``data`` under ``tag``."""
    return hashlib.sha256(_tag_hash(tag) + data).digest()


def _secret_scalar(secret: bytes) -> int:
    if len(secret) != 32:
        raise ValueError("a secret key is 32 bytes")
    scalar = int.from_bytes(secret, "big")
    if not 0 < scalar < N:
        raise ValueError("a secret key is a number from 1 to the group's order less one")
    return scalar


def public_key(secret: bytes) -> bytes:
    """The x-only public key (32 bytes) of the 32-byte ``secret`` (ValueError if it
    is 0 or not below the group's order)."""
    point = _affine(_add_g(_INFINITY, _secret_scalar(secret)))
    assert point is not None  # a scalar from 1 to N - 1
    return point[0].to_bytes(32, "big")


def keypair(secret: bytes) -> tuple[bytes, bytes]:
    """The 32-byte ``secret`` and its x-only public key."""
    return secret, public_key(secret)


def sign(message: bytes, secret: bytes, aux_rand: bytes) -> bytes:
    """The BIP-340 signature (64 bytes) of ``message`` (32 bytes in Nostr: an event's
    id) by ``secret``; ``aux_rand``: 32 random bytes (all zeros still gives a sound
    signature, only a less guarded one). ValueError for a secret that is no key."""
    if len(aux_rand) != 32:
        raise ValueError("aux_rand is 32 bytes")
    scalar = _secret_scalar(secret)
    point = _affine(_add_g(_INFINITY, scalar))
    assert point is not None
    if point[1] % 2:
        scalar = N - scalar
    public = point[0].to_bytes(32, "big")
    masked = scalar ^ int.from_bytes(tagged_hash("BIP0340/aux", aux_rand), "big")
    nonce_hash = tagged_hash("BIP0340/nonce", masked.to_bytes(32, "big") + public + message)
    nonce = int.from_bytes(nonce_hash, "big") % N
    if not nonce:
        raise ValueError("the nonce is 0 (a chance of one in 2²⁵⁶)")
    r_point = _affine(_add_g(_INFINITY, nonce))
    assert r_point is not None
    if r_point[1] % 2:
        nonce = N - nonce
    r = r_point[0].to_bytes(32, "big")
    challenge = tagged_hash("BIP0340/challenge", r + public + message)
    e = int.from_bytes(challenge, "big") % N
    return r + ((nonce + e * scalar) % N).to_bytes(32, "big")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """True when ``signature`` (64 bytes) is the BIP-340 signature of ``message`` by
    the x-only public key ``public`` (32 bytes); False for anything else, of any
    length."""
    if len(public) != 32 or len(signature) != 64:
        return False
    point = _lift_x(int.from_bytes(public, "big"))
    r, s = int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
    if point is None or r >= P or s >= N:
        return False
    challenge = tagged_hash("BIP0340/challenge", signature[:32] + public + message)
    e = int.from_bytes(challenge, "big") % N
    # [s]G - [e]P: -P's odd multiples, added along one chain of doublings
    minus = (point[0], P - point[1])
    odd: list[Jacobian] = [(minus[0], minus[1], 1)]
    twice = _doubled(odd[0])
    twice_affine = _affine(twice)
    assert twice_affine is not None  # the group's order is odd: 2P is not infinity
    for _ in range(7):
        odd.append(_add(odd[-1], twice_affine))
    multiples = _affines(odd)  # 1, 3, ..., 15 times -P
    total = _INFINITY
    for digit in reversed(_naf(e)):
        total = _doubled(total)
        if digit > 0:
            total = _add(total, multiples[digit >> 1])
        elif digit < 0:
            x, y = multiples[-digit >> 1]
            total = _add(total, (x, P - y))
    found = _affine(_add_g(total, s))
    return found is not None and found[1] % 2 == 0 and found[0] == r

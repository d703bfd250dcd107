"""The page's Ed25519 (web/ui/ed25519.py) against RFC 8032's test vectors, against itself
over random keys and messages, against OpenSSL's (through PyPI's ``cryptography``), and
against weak keys: the points of small order in all their encodings, byte strings that
are no point, non-canonical encodings of R.

The weak signatures are made here with a slow, plain reference (affine coordinates, one
division per step, nothing shared with the module), which also checks them as a
verifier without the module's refusals would: they pass there and must not pass
``verify``."""

from __future__ import annotations

import doctest
import hashlib
from functools import cache

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from hypothesis import given, settings
from hypothesis import strategies as st

from web.ui import ed25519

#: RFC 8032, section 7.1, tests 1 to 3: secret key, public key, message, signature.
VECTORS = [
    (
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
        "",
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e"
        "39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
    ),
    (
        "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
        "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
        "72",
        "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f"
        "3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
    ),
    (
        "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
        "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
        "af82",
        "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67"
        "f760984dc6594a7c15e9716ed28dc027beceea1ec40a",
    ),
]

# The plain reference: points as (x, y), the curve -x^2 + y^2 = 1 + d x^2 y^2.
P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, -1, P) % P
NEUTRAL = (0, 1)
Affine = tuple[int, int]


def plain_add(p: Affine, q: Affine) -> Affine:
    (x1, y1), (x2, y2) = p, q
    m = D * x1 * x2 * y1 * y2
    return (
        (x1 * y2 + x2 * y1) * pow(1 + m, -1, P) % P,
        (y1 * y2 + x1 * x2) * pow(1 - m, -1, P) % P,
    )


def plain_times(n: int, point: Affine) -> Affine:
    total = NEUTRAL
    while n:
        if n & 1:
            total = plain_add(total, point)
        point = plain_add(point, point)
        n >>= 1
    return total


def plain_x(y: int, odd: int) -> int | None:
    """An x of the curve for ``y`` (taken modulo P) with this lowest bit, if any: the
    lenient decoding of a verifier that refuses nothing."""
    square = (y * y - 1) * pow(D * y * y + 1, -1, P) % P
    x = pow(square, (P + 3) // 8, P)
    if (x * x - square) % P:
        x = x * pow(2, (P - 1) // 4, P) % P
    if (x * x - square) % P:
        return None
    return (P - x) % P if x & 1 != odd else x


def plain_decode(data: bytes) -> Affine | None:
    number = int.from_bytes(data, "little")
    y = number % 2**255 % P
    x = plain_x(y, number >> 255)
    return None if x is None else (x, y)


def plain_encode(point: Affine) -> bytes:
    return (point[1] | (point[0] & 1) << 255).to_bytes(32, "little")


BASE = (plain_x(4 * pow(5, -1, P) % P, 0) or 0, 4 * pow(5, -1, P) % P)


def hashed(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little") % L


def plain_verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """[S]B = R + [k]A, with no check of A or R beyond their being points."""
    key, point = plain_decode(public), plain_decode(signature[:32])
    scalar = int.from_bytes(signature[32:], "little")
    if key is None or point is None or scalar >= L:
        return False
    k = hashed(signature[:32], public, message)
    return plain_times(scalar, BASE) == plain_add(point, plain_times(k, key))


@cache
def torsion() -> list[Affine]:
    """The 8 points of small order: the multiples of a point of order 8, found as the
    part of order 8 of some point of the curve (L times it)."""
    for y in range(2, 100):
        x = plain_x(y, 0)
        if x is not None:
            part = plain_times(L, (x, y))
            if plain_times(4, part) != NEUTRAL:
                return [plain_times(i, part) for i in range(8)]
    raise AssertionError("no point of order 8 found")


def encodings(point: Affine) -> list[bytes]:
    """All the 32-byte encodings of ``point`` that a lenient decoding accepts: the
    canonical one, y + P when that fits in 255 bits, and x = 0 with the sign bit."""
    x, y = point
    ys = [y] + ([y + P] if y + P < 2**255 else [])
    signs = [0, 1] if x == 0 else [x & 1]
    return [(value | sign << 255).to_bytes(32, "little") for value in ys for sign in signs]


def theirs_verify(public: bytes, message: bytes, signature: bytes) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(signature, message)
    except InvalidSignature:
        return False
    return True


def test_docstring_examples() -> None:
    assert doctest.testmod(ed25519).failed == 0


def test_the_constants_are_the_references() -> None:
    assert (ed25519.P, ed25519.L, ed25519.D) == (P, L, D)
    assert ed25519.public_key(bytes(32)) == plain_encode(
        plain_times(ed25519._expand(bytes(32))[0], BASE)
    )


def test_the_rfc_vectors() -> None:
    for secret, public, message, signature in VECTORS:
        seed, data = bytes.fromhex(secret), bytes.fromhex(message)
        assert ed25519.public_key(seed).hex() == public
        assert ed25519.sign(seed, data).hex() == signature
        assert ed25519.verify(bytes.fromhex(public), data, bytes.fromhex(signature))
        assert ed25519.is_public_key(bytes.fromhex(public))


@given(st.binary(min_size=32, max_size=32), st.binary(max_size=64), st.integers(0, 511))
def test_a_signature_holds_for_its_message_only(seed: bytes, message: bytes, bit: int) -> None:
    public, signature = ed25519.public_key(seed), ed25519.sign(seed, message)
    assert ed25519.verify(public, message, signature)
    flipped = bytearray(signature)
    flipped[bit // 8] ^= 1 << bit % 8
    assert not ed25519.verify(public, message, bytes(flipped))
    assert not ed25519.verify(public, message + b"!", signature)
    assert not ed25519.verify(public[:31], message, signature)
    assert not ed25519.verify(public, message, signature[:63])


def test_the_torsion_is_8_points_of_order_dividing_8() -> None:
    points = torsion()
    assert len(set(points)) == 8
    assert all(plain_times(8, point) == NEUTRAL for point in points)
    assert NEUTRAL in points and (0, P - 1) in points  # orders 1 and 2


def test_keys_of_small_order_are_refused_in_all_their_encodings() -> None:
    """For each encoding of each point of small order, a signature made up without any
    secret passes the plain equation (R = [r]B, S = r, with r tried until [k]A is the
    neutral point), and must be refused; ``is_public_key`` refuses the key."""
    message = b"a made-up move"
    tried = 0
    for point in torsion():
        order = next(n for n in (1, 2, 4, 8) if plain_times(n, point) == NEUTRAL)
        for public in encodings(point):
            tried += 1
            assert not ed25519.is_public_key(public), public.hex()
            for r in range(1, 200):
                made_up = plain_encode(plain_times(r, BASE))
                if hashed(made_up, public, message) % order == 0:
                    break
            signature = made_up + r.to_bytes(32, "little")
            assert plain_verify(public, message, signature), public.hex()
            assert not ed25519.verify(public, message, signature), public.hex()
    assert tried == 14  # 6 canonical, 8 others (y + P for y = 0 and 1; the sign of x = 0)


def test_the_neutral_key_passes_no_made_up_signature() -> None:
    """The issue's case: 16 of 16 made-up signatures passed with the neutral point."""
    public = (1).to_bytes(32, "little")
    for r in range(1, 17):
        signature = plain_encode(plain_times(r, BASE)) + r.to_bytes(32, "little")
        assert plain_verify(public, b"move %d" % r, signature)
        assert not ed25519.verify(public, b"move %d" % r, signature)


def byte_keys() -> st.SearchStrategy[bytes]:
    """32-byte strings: random ones, and ones with y near 0 or near P and above."""
    near = st.integers(0, 40) | st.integers(P - 40, 2**255 - 1)
    return st.binary(min_size=32, max_size=32) | st.builds(
        lambda y, sign: (y | sign << 255).to_bytes(32, "little"), near, st.integers(0, 1)
    )


@given(byte_keys())
def test_is_public_key_is_a_canonical_point_of_large_order(data: bytes) -> None:
    number = int.from_bytes(data, "little")
    y, odd = number % 2**255, number >> 255
    x = plain_x(y, odd) if y < P else None
    canonical = x is not None and not (x == 0 and odd)
    expected = canonical and plain_times(8, (x or 0, y)) != NEUTRAL
    assert ed25519.is_public_key(data) == expected


@settings(max_examples=25)
@given(byte_keys(), st.binary(min_size=32, max_size=32))
def test_keys_that_are_no_point_are_refused(data: bytes, seed: bytes) -> None:
    """A signature that holds for a real key does not hold for ``data`` if that is not a
    key (a real key is a point, mostly of large order: ``data`` is usually one)."""
    if ed25519.is_public_key(data):
        return
    signature = ed25519.sign(seed, b"move")
    assert not ed25519.verify(data, b"move", signature)


def test_r_must_be_canonical() -> None:
    """With R the neutral point and S = k a, [S]B = R + [k]A holds: its canonical
    encoding passes, here and in OpenSSL, and its two others (y + P, and the sign of
    x = 0) are refused by both."""
    seed = bytes(range(32))
    scalar, public = ed25519._expand(seed)[0], ed25519.public_key(seed)
    answers = []
    for point in encodings(NEUTRAL):
        k = hashed(point, public, b"move")
        signature = point + (k * scalar % L).to_bytes(32, "little")
        assert plain_verify(public, b"move", signature)
        ours = ed25519.verify(public, b"move", signature)
        answers.append((ours, theirs_verify(public, b"move", signature)))
    assert answers == [(True, True), (False, False), (False, False), (False, False)]


def test_a_key_with_a_part_of_order_8_is_checked_without_the_cofactor() -> None:
    """A = [a]B + T, T of order 8: a key of large order, which ``is_public_key`` takes.
    A signature with S = r + k a holds without the cofactor when [k]T is neutral, that
    is for k a multiple of 8 (an eighth of the messages), as in OpenSSL and BoringSSL."""
    part = next(point for point in torsion() if plain_times(4, point) != NEUTRAL)
    a = hashed(b"a secret") % L
    public = plain_encode(plain_add(plain_times(a, BASE), part))
    assert ed25519.is_public_key(public)
    held = 0
    for r in range(1, 41):
        point = plain_encode(plain_times(r, BASE))
        message = b"move %d" % r
        k = hashed(point, public, message)
        signature = point + ((r + k * a) % L).to_bytes(32, "little")
        ours = ed25519.verify(public, message, signature)
        assert ours == (k % 8 == 0) == theirs_verify(public, message, signature)
        held += ours
    assert 0 < held < 40


@given(st.binary(min_size=32, max_size=32), st.binary(max_size=100))
def test_the_same_as_openssl(seed: bytes, message: bytes) -> None:
    """Keys and signatures equal to OpenSSL's (Ed25519 signatures are deterministic), and
    each side's signature holds on the other side."""
    theirs = Ed25519PrivateKey.from_private_bytes(seed)
    public = theirs.public_key().public_bytes_raw()
    assert ed25519.public_key(seed) == public
    signature = ed25519.sign(seed, message)
    assert signature == theirs.sign(message)
    assert theirs_verify(public, message, signature)
    assert ed25519.verify(public, message, theirs.sign(message))


@given(
    st.binary(min_size=32, max_size=32),
    st.binary(max_size=40),
    st.lists(st.tuples(st.integers(0, 63), st.integers(1, 255)), min_size=1, max_size=3),
)
def test_mutated_signatures_are_judged_as_openssl_does(
    seed: bytes, message: bytes, changes: list[tuple[int, int]]
) -> None:
    public, signature = ed25519.public_key(seed), bytearray(ed25519.sign(seed, message))
    for index, mask in changes:
        signature[index] ^= mask
    mutated = bytes(signature)
    assert ed25519.verify(public, message, mutated) == theirs_verify(public, message, mutated)


@given(st.binary(min_size=32, max_size=32), st.integers(0, 2**256 - 1))
def test_s_near_or_above_l_is_judged_as_openssl_does(seed: bytes, extra: int) -> None:
    """S + L (when it fits) passes the equation but is refused, here and there."""
    public, signature = ed25519.public_key(seed), ed25519.sign(seed, b"move")
    s = int.from_bytes(signature[32:], "little")
    for other in (s + L, s + extra * L % 2**256, extra):
        if other < 2**256:
            changed = signature[:32] + other.to_bytes(32, "little")
            ours = ed25519.verify(public, b"move", changed)
            assert ours == theirs_verify(public, b"move", changed) == (other == s)

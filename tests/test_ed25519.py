"""The page's Ed25519 (web/ui/ed25519.py) against RFC 8032's test vectors, and against
itself over random keys and messages."""

from __future__ import annotations

import doctest

from hypothesis import given
from hypothesis import strategies as st

from web.ui import ed25519

#: RFC 8032, section 7.1, tests 1 and 2: secret key, public key, message, signature.
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
]


def test_docstring_examples() -> None:
    assert doctest.testmod(ed25519).failed == 0


def test_the_rfc_vectors() -> None:
    for secret, public, message, signature in VECTORS:
        seed, data = bytes.fromhex(secret), bytes.fromhex(message)
        assert ed25519.public_key(seed).hex() == public
        assert ed25519.sign(seed, data).hex() == signature
        assert ed25519.verify(bytes.fromhex(public), data, bytes.fromhex(signature))


@given(st.binary(min_size=32, max_size=32), st.binary(max_size=64), st.integers(0, 511))
def test_a_signature_holds_for_its_message_only(seed: bytes, message: bytes, bit: int) -> None:
    public, signature = ed25519.public_key(seed), ed25519.sign(seed, message)
    assert ed25519.verify(public, message, signature)
    flipped = bytearray(signature)
    flipped[bit // 8] ^= 1 << bit % 8
    assert not ed25519.verify(public, message, bytes(flipped))
    assert not ed25519.verify(public, message + b"!", signature)
    assert not ed25519.verify(public[:31], message, signature)

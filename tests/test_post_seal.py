"""The game sealed with a table's password (web/ui/post/seal.py): HKDF against RFC
5869's vectors, a sealed text unsealed, and every change to it (a flipped bit, a cut,
another password, room or binding, too long) refused with the one error."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.ui.post import seal

KEYS = seal.table_keys("r" * 16, "k" * 22)


def test_docstring_examples() -> None:
    assert doctest.testmod(seal).failed == 0


def test_hkdf_against_rfc_5869() -> None:
    """RFC 5869, appendix A, test cases 1 and 3 (SHA-256)."""
    secret = bytes.fromhex("0b" * 22)
    salt, info = bytes.fromhex("000102030405060708090a0b0c"), bytes.fromhex("f0f1f2f3f4f5f6f7f8f9")
    assert seal.hkdf(secret, salt, info, 42).hex() == (
        "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"
    )
    assert seal.hkdf(secret, b"", b"", 42).hex() == (
        "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"
    )


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=300), st.text(max_size=20), st.binary(min_size=16, max_size=16))
def test_a_sealed_text_unseals_to_itself(text: str, bound: str, nonce: bytes) -> None:
    text = text.encode("utf-8", "replace").decode()  # (no lone surrogates)
    sealed = seal.seal(text, KEYS, bound=bound, nonce=nonce)
    assert set(sealed) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert seal.unseal(sealed, KEYS, bound=bound) == text
    assert text.encode() not in sealed.encode() or len(text) < 4


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=1, max_size=80), st.data())
def test_any_change_is_refused(text: str, data: st.DataObject) -> None:
    """A bit flipped anywhere in the sealed bytes, or the text cut anywhere."""
    text = text.encode("utf-8", "replace").decode()
    sealed = seal.seal(text, KEYS, nonce=bytes(16))
    raw = bytearray(seal.base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4)))
    at = data.draw(st.integers(0, len(raw) * 8 - 1))
    raw[at // 8] ^= 1 << at % 8
    flipped = seal.base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    with pytest.raises(seal.Unsealable):
        seal.unseal(flipped, KEYS)
    cut = data.draw(st.integers(0, len(sealed) - 1))
    with pytest.raises(seal.Unsealable):
        seal.unseal(sealed[:cut], KEYS)


def test_another_password_room_or_binding_is_refused() -> None:
    sealed = seal.seal("a game", KEYS, bound="d1")
    assert seal.unseal(sealed, KEYS, bound="d1") == "a game"
    for keys, bound in [
        (seal.table_keys("r" * 16, "K" * 22), "d1"),
        (seal.table_keys("R" * 16, "k" * 22), "d1"),
        (KEYS, "d2"),
        (KEYS, ""),
    ]:
        with pytest.raises(seal.Unsealable) as refused:
            seal.unseal(sealed, keys, bound=bound)
        assert str(refused.value) == "it does not unseal with this table's password"


@pytest.mark.parametrize(
    "sealed", ["", "A", "AQ", "!" * 80, "A" * 80, "+/" * 40, "A" * (seal.MAX_SEALED + 1), "é" * 80]
)
def test_what_is_no_sealed_text_is_refused(sealed: str) -> None:
    with pytest.raises(seal.Unsealable):
        seal.unseal(sealed, KEYS)


def test_the_size_limit() -> None:
    longest = "x" * seal.MAX_PLAIN
    sealed = seal.seal(longest, KEYS)
    assert len(sealed) <= seal.MAX_SEALED and seal.unseal(sealed, KEYS) == longest
    with pytest.raises(seal.Unsealable):
        seal.seal(longest + "x", KEYS)


def test_two_sealings_differ_and_the_keys_stay_out_of_logs() -> None:
    assert seal.seal("a game", KEYS) != seal.seal("a game", KEYS)
    assert repr(KEYS) == "Keys(...)"

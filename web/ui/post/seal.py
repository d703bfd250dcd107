"""A table's game sealed with the table's password, for relays that keep it and must not
read it (:func:`seal`, :func:`unseal`).

The construction, with SHA-256 and HMAC from the standard library only (the page's
Pyodide has no OpenSSL, so neither ``hashlib.pbkdf2_hmac`` nor any cipher):

- keys: HKDF-SHA256 (RFC 5869, :func:`hkdf`) of the table's password, salted with
  the room id, gives 64 bytes: a key to encrypt and a key to authenticate. No
  stretching (PBKDF2) is needed: the password is 22 random characters of 64 (132
  bits), never a word a person chose, so guessing it is no cheaper for a count of
  iterations; and the page's Python would pay for each iteration in plain Python
  (about 9 µs an HMAC in Pyodide: 10,000 iterations, 90 ms a table).
- a random nonce of 16 bytes for each sealing;
- the keystream: HMAC-SHA256 under the encryption key of the nonce and a block
  counter (8 bytes, big-endian), 32 bytes a block, XORed with the text's UTF-8
  bytes (a counter mode whose block function is a PRF);
- encrypt-then-MAC: HMAC-SHA256 under the authentication key of the version, the
  nonce, the ``bound`` text (what the sealed text is bound to, e.g. the event's
  ``d`` tag: not sent, it must match) and the ciphertext; the whole 32 bytes are
  kept and compared in constant time (:func:`hmac.compare_digest`) before anything
  is decrypted;
- the sealed text: unpadded base64url of version (one byte, 1), nonce, ciphertext
  and tag; at most :data:`MAX_SEALED` characters.

Anything that does not unseal (tampered, truncated, sealed with another password or
for another room, too long, not base64url) is one :class:`Unsealable`, whatever the
cause, so that an answer never tells which.

>>> keys = table_keys("room-id", "password")
>>> sealed = seal("a game", keys, nonce=bytes(16))
>>> unseal(sealed, keys)
'a game'
>>> unseal(sealed, table_keys("room-id", "another password"))
Traceback (most recent call last):
web.ui.post.seal.Unsealable: it does not unseal with this table's password
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import hmac
import secrets
from dataclasses import dataclass

#: The version byte of a sealed text, the nonce's and the tag's lengths.
VERSION, NONCE_LENGTH, TAG_LENGTH = 1, 16, 32
#: The longest sealed text (base64url characters): a relay's stock limit on an event's
#: content (nostr-relay's ``max_event_size``) is 4,096.
MAX_SEALED = 4_000
#: The longest text sealed (UTF-8 bytes): what fits in :data:`MAX_SEALED`.
MAX_PLAIN = MAX_SEALED * 3 // 4 - 1 - NONCE_LENGTH - TAG_LENGTH
_BLOCK = 32
_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
_INFO = b"shangri-la-tsuro post seal v1"


class Unsealable(ValueError):
    """A sealed text that does not unseal with the table's keys (one error for every
    cause), or a text too long to seal."""


@dataclass(frozen=True)
class Keys:
    """A table's two keys: to encrypt and to authenticate."""

    encrypt: bytes
    authenticate: bytes

    def __repr__(self) -> str:
        return "Keys(...)"  # never in a log


def hkdf(secret: bytes, salt: bytes, info: bytes, length: int) -> bytes:
    """HKDF-SHA256 (RFC 5869): ``length`` bytes (at most 8,160) of keys from
    ``secret``, ``salt`` and ``info``."""
    if not 0 < length <= 255 * 32:
        raise ValueError("HKDF gives 1 to 8,160 bytes")
    pseudorandom = hmac.digest(salt or bytes(32), secret, "sha256")
    blocks, block = [], b""
    for counter in range(1, -(-length // 32) + 1):
        block = hmac.digest(pseudorandom, block + info + bytes([counter]), "sha256")
        blocks.append(block)
    return b"".join(blocks)[:length]


@functools.lru_cache(maxsize=64)
def table_keys(room: str, password: str) -> Keys:
    """The keys of the table in room ``room`` whose password is ``password``."""
    salt = hashlib.sha256(b"room\n" + room.encode()).digest()
    material = hkdf(password.encode(), salt, _INFO, 64)
    return Keys(material[:32], material[32:])


def _keystream(key: bytes, nonce: bytes, length: int) -> bytes:
    blocks = (
        hmac.digest(key, nonce + counter.to_bytes(8, "big"), "sha256")
        for counter in range(-(-length // _BLOCK))
    )
    return b"".join(blocks)[:length]


def _xor(data: bytes, stream: bytes) -> bytes:
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def _tag(keys: Keys, nonce: bytes, bound: str, ciphertext: bytes) -> bytes:
    bound_bytes = bound.encode()
    header = bytes([VERSION]) + nonce + len(bound_bytes).to_bytes(4, "big") + bound_bytes
    return hmac.digest(keys.authenticate, header + ciphertext, "sha256")


def seal(text: str, keys: Keys, *, bound: str = "", nonce: bytes | None = None) -> str:
    """``text`` sealed with ``keys``, bound to ``bound`` (unsealed only with the same);
    ``nonce``: 16 bytes, random unless given (a test's). :class:`Unsealable` if the
    text is longer than :data:`MAX_PLAIN` bytes."""
    plain = text.encode()
    if len(plain) > MAX_PLAIN:
        raise Unsealable("it is too long to seal")
    nonce = secrets.token_bytes(NONCE_LENGTH) if nonce is None else nonce
    if len(nonce) != NONCE_LENGTH:
        raise ValueError("a nonce is 16 bytes")
    ciphertext = _xor(plain, _keystream(keys.encrypt, nonce, len(plain)))
    sealed = bytes([VERSION]) + nonce + ciphertext + _tag(keys, nonce, bound, ciphertext)
    return base64.urlsafe_b64encode(sealed).decode().rstrip("=")


def unseal(sealed: str, keys: Keys, *, bound: str = "") -> str:
    """The text that ``sealed`` holds, if it was sealed with ``keys`` and bound to
    ``bound``, unchanged; :class:`Unsealable` otherwise."""
    refused = Unsealable("it does not unseal with this table's password")
    if not isinstance(sealed, str) or len(sealed) > MAX_SEALED or not set(sealed) <= _ALPHABET:
        raise refused
    try:
        data = base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4))
    except (binascii.Error, ValueError):
        raise refused from None
    if len(data) < 1 + NONCE_LENGTH + TAG_LENGTH or data[0] != VERSION:
        raise refused
    nonce, ciphertext = data[1 : 1 + NONCE_LENGTH], data[1 + NONCE_LENGTH : -TAG_LENGTH]
    if not hmac.compare_digest(data[-TAG_LENGTH:], _tag(keys, nonce, bound, ciphertext)):
        raise refused
    try:
        return _xor(ciphertext, _keystream(keys.encrypt, nonce, len(ciphertext))).decode()
    except UnicodeDecodeError:  # sealed by this table, so never; still refused
        raise refused from None

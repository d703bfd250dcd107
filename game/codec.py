"""The compact text form of a game, for share links and saved games.

A game is written as ``<code><version>.<payload>``:
``code`` is one letter naming the game, ``version`` the format version, and
``payload`` URL-safe base64 (no padding) of a list of unsigned varints (the
length of the header, the header, then one number per move) followed by a
CRC-32 of those bytes, so that a damaged or edited link is told apart from a
game.

>>> text = pack("S", 1, [4, 0, 7], [3, 0, 250])
>>> text
'S1.AwQABwMA-gEmI7bG'
>>> unpack(text, "S")
(1, [4, 0, 7], [3, 0, 250])
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

_FORM = re.compile(r"([A-Z])([0-9]+)\.([A-Za-z0-9_-]*)")


def pack(code: str, version: int, header: list[int], moves: list[int]) -> str:
    """Write a game's code, format version, header and move numbers as text."""
    body = bytearray()
    for number in [len(header), *header, *moves]:
        _put_varint(body, number)
    body += zlib.crc32(body).to_bytes(4, "big")
    payload = base64.urlsafe_b64encode(bytes(body)).decode("ascii").rstrip("=")
    return f"{code}{version}.{payload}"


def unpack(text: str, code: str) -> tuple[int, list[int], list[int]]:
    """Read what :func:`pack` wrote: ``(version, header, moves)``.

    Raises ValueError with a message a player can read when the text is not a
    game of this kind or has been damaged.
    """
    found, version, payload = _parts(text)
    if found != code:
        raise ValueError(f"this is a saved game of another kind ({found!r}, not {code!r})")
    try:
        body = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError):
        raise ValueError("the saved game is damaged: it is cut short or has been changed") from None
    if len(body) < 5 or zlib.crc32(body[:-4]).to_bytes(4, "big") != body[-4:]:
        raise ValueError("the saved game is damaged: it is cut short or has been changed")
    numbers = _read_varints(body[:-4])
    if not numbers or numbers[0] > len(numbers) - 1:
        raise ValueError("the saved game is damaged: its header is incomplete")
    size = numbers[0]
    return version, numbers[1 : 1 + size], numbers[1 + size :]


def game_code(text: str) -> str:
    """The letter naming the game in an encoded text, or ValueError."""
    return _parts(text)[0]


def _parts(text: str) -> tuple[str, int, str]:
    """The game letter, format version and payload of an encoded text, or ValueError."""
    match = _FORM.fullmatch(text.strip()) if isinstance(text, str) else None
    if match is None:
        raise ValueError("this is not a saved game: it should look like 'S1.' followed by letters")
    return match.group(1), int(match.group(2)), match.group(3)


def _put_varint(out: bytearray, number: int) -> None:
    if number < 0:
        raise ValueError(f"cannot encode a negative number: {number}")
    while True:
        low, number = number & 0x7F, number >> 7
        if number:
            out.append(low | 0x80)
        else:
            out.append(low)
            return


def _read_varints(data: bytes) -> list[int]:
    numbers, current, shift = [], 0, 0
    for byte in data:
        current |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
        else:
            numbers.append(current)
            current, shift = 0, 0
    if shift:
        raise ValueError("the saved game is damaged: it ends in the middle of a number")
    return numbers

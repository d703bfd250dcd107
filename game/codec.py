"""The compact text form of a game, for share links and saved games.

A game is written as ``<code><version>.<payload>``:
``code`` is one letter naming the game, ``version`` the format version, and
``payload`` URL-safe base64 (no padding) of a list of unsigned varints (the
length of the header, the header, then one number per move) followed by a
CRC-32 of those bytes, so that a damaged or edited link is told apart from a
game.

The text comes from outside (links, storage), so it is read strictly. It is
canonical: :func:`unpack` accepts only exactly what :func:`pack` writes, so a
game has one text (no surrounding spaces, no leading zeros in the version, no
varint longer than needed, no unused bits at the end of the base64). It is
bounded: at most :data:`MAX_TEXT` characters, checked before anything else, a
version of at most three digits and numbers below :data:`MAX_NUMBER`, so
reading takes time linear in the length of the text. Everything else is a
ValueError with a short message of this module's own that never repeats the
text.

>>> text = pack("S", 1, [4, 0, 7], [3, 0, 250])
>>> text
'S1.AwQABwMA-gEmI7bG'
>>> unpack(text, "S")
(1, [4, 0, 7], [3, 0, 250])
>>> unpack(" " + text, "S")
Traceback (most recent call last):
...
ValueError: this is not a saved game: it should look like 'S1.' followed by letters
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from game import i18n
from game.i18n import N_, _

#: The longest text read or written. The longest game possible is a 4-player
#: Shangri-La: every place or recruit takes at least one tile from a supply (4 x 42
#: tiles at the start) and only a journey gives tiles back, at most 14 (each of
#: the origin's 7 students goes back itself or sends back a master with its
#: student), while breaking one of the 23 bridges; so at most 168 + 23 x 14 = 490
#: places and recruits and 23 journeys, with at most 3 passes after each and 4 at
#: the end: 2,056 moves. Fewer than 1,100 moves are ever legal at once, so a move
#: takes at most 2 bytes: with the header (at most 14 bytes) and the CRC, under
#: 4,200 bytes, 5,600 characters. A Tsuro game is far shorter (at most 8 starts,
#: 35 tiles, a swap after each and 7 passes between them: about 700 bytes). The
#: bound is twice the longest Shangri-La; random games measure under 250 characters.
MAX_TEXT = 12_000
#: Every number (header field, move index) is below this: seeds (below 2**32) and
#: every option fit with room to spare, and a varint is then at most 9 bytes.
MAX_NUMBER = 2**63
_VARINT_BYTES = 9
#: The highest format version (three digits).
MAX_VERSION = 999

_FORM = re.compile(r"([A-Z])(0|[1-9][0-9]{0,2})\.([A-Za-z0-9_-]*)")
_NOT_A_GAME = N_("this is not a saved game: it should look like 'S1.' followed by letters")
_DAMAGED = N_("the saved game is damaged: it is cut short or has been changed")


def _too_long() -> str:
    return _("this is far longer than any saved game (at most {count} characters)").format(
        count=i18n.number(MAX_TEXT)
    )


def pack(code: str, version: int, header: list[int], moves: list[int]) -> str:
    """Write a game's code, format version, header and move numbers as text.

    ValueError if :func:`unpack` could not read it back: ``code`` not one capital
    letter, a version above :data:`MAX_VERSION`, a number that is negative or not
    below :data:`MAX_NUMBER`, or a text longer than :data:`MAX_TEXT`.
    """
    if not re.fullmatch("[A-Z]", code) or not 0 <= version <= MAX_VERSION:
        raise ValueError(_("a game's code is one capital letter and its version 0 to 999"))
    body = bytearray()
    for number in [len(header), *header, *moves]:
        _put_varint(body, number)
    body += zlib.crc32(body).to_bytes(4, "big")
    payload = base64.urlsafe_b64encode(bytes(body)).decode("ascii").rstrip("=")
    text = f"{code}{version}.{payload}"
    if len(text) > MAX_TEXT:
        raise ValueError(_too_long())
    return text


def unpack(text: str, code: str) -> tuple[int, list[int], list[int]]:
    """Read what :func:`pack` wrote: ``(version, header, moves)``.

    Raises ValueError with a message a player can read when the text is not a
    game of this kind, is not exactly what :func:`pack` writes or has been damaged.
    """
    found, version, payload = _parts(text)
    if found != code:
        raise ValueError(_("this is a saved game of another kind"))
    try:
        body = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError):
        raise ValueError(_(_DAMAGED)) from None
    if base64.urlsafe_b64encode(body).decode("ascii").rstrip("=") != payload:
        raise ValueError(_(_DAMAGED))  # unused bits set at the end: not the text pack writes
    if len(body) < 5 or zlib.crc32(body[:-4]).to_bytes(4, "big") != body[-4:]:
        raise ValueError(_(_DAMAGED))
    numbers = _read_varints(body[:-4])
    if not numbers or numbers[0] > len(numbers) - 1:
        raise ValueError(_("the saved game is damaged: its header is incomplete"))
    size = numbers[0]
    return version, numbers[1 : 1 + size], numbers[1 + size :]


def game_code(text: str) -> str:
    """The letter naming the game in an encoded text, or ValueError."""
    return _parts(text)[0]


def _parts(text: str) -> tuple[str, int, str]:
    """The game letter, format version and payload of an encoded text, or ValueError."""
    if not isinstance(text, str):
        raise ValueError(_(_NOT_A_GAME))
    if len(text) > MAX_TEXT:
        raise ValueError(_too_long())
    match = _FORM.fullmatch(text)
    if match is None:
        raise ValueError(_(_NOT_A_GAME))
    return match.group(1), int(match.group(2)), match.group(3)


def _put_varint(out: bytearray, number: int) -> None:
    if not 0 <= number < MAX_NUMBER:
        raise ValueError(_("only numbers from 0 to 2**63 - 1 can be encoded"))
    while True:
        low, number = number & 0x7F, number >> 7
        if number:
            out.append(low | 0x80)
        else:
            out.append(low)
            return


def _read_varints(data: bytes) -> list[int]:
    """The shortest-form varints of ``data``, each of at most 9 bytes, or ValueError."""
    numbers, current, shift = [], 0, 0
    for byte in data:
        if shift and not byte:
            raise ValueError(_(_DAMAGED))  # a last byte of 0: a longer form than pack writes
        current |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift == 7 * _VARINT_BYTES:
                raise ValueError(_("the saved game is damaged: it holds a number far too big"))
        else:
            numbers.append(current)
            current, shift = 0, 0
    if shift:
        raise ValueError(_("the saved game is damaged: it ends in the middle of a number"))
    return numbers

"""Encoded games from outside (links, saves): only the exact text a game encodes to is
read, every number is bounded, reading takes linear time, and every refusal is a short
ValueError in the project's own words that does not repeat the text."""

from __future__ import annotations

import base64
import contextlib
import random
import time
import zlib
from collections.abc import Callable

import pytest
from playout import advance

import game
from game import codec, shangrila, tsuro

DECK = list(range(1, 36))


def varint(number: int, extra: int = 0) -> bytes:
    """``number`` as a varint, with ``extra`` needless bytes (continuing, then a 0)."""
    out = bytearray()
    while number >> 7:
        out.append(number & 0x7F | 0x80)
        number >>= 7
    out.append(number | (0x80 if extra else 0))
    out += b"\x80" * (extra - 1) + b"\x00" if extra else b""
    return bytes(out)


def craft(prefix: str, body: bytes) -> str:
    """A text of ``body`` with a correct CRC, as a forger would write it."""
    data = body + zlib.crc32(body).to_bytes(4, "big")
    return prefix + base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def numbers_body(numbers: list[int]) -> bytes:
    return b"".join(varint(n) for n in numbers)


def a_shangrila(moves: int = 40, seed: int = 3) -> shangrila.ShangriLa:
    return advance(shangrila.new_game("rby", seed=seed), random.Random(seed), moves)


def a_tsuro(moves: int = 12, seed: int = 3, deck: list[int] | None = None) -> tsuro.Tsuro:
    return advance(tsuro.new_game(3, seed=seed, deck=deck), random.Random(seed), moves)


def refusal(text: object, read: Callable[[str], object] = game.decode) -> str:
    """The message of the ValueError ``read(text)`` raises; checked to be the project's."""
    with pytest.raises(ValueError) as caught:
        read(text)  # type: ignore[arg-type]
    message = str(caught.value)
    assert type(caught.value) is ValueError, "decoding raises plain ValueErrors"
    assert len(message) < 100, message
    assert "Exceeds" not in message and "sys." not in message and "repr" not in message
    assert not isinstance(text, str) or len(text) < 4 or text not in message
    return message


def test_a_real_game_still_reads_back_to_the_same_text() -> None:
    for g in (a_shangrila(), a_tsuro(), a_tsuro(deck=DECK)):
        text = g.encode()
        assert game.decode(text).encode() == text


@pytest.mark.parametrize("wrap", [" {}", "{} ", "{}\n", "\t{}", " {} "])
def test_surrounding_spaces_are_refused(wrap: str) -> None:
    assert "not a saved game" in refusal(wrap.format(a_shangrila().encode()))


@pytest.mark.parametrize("version", ["01", "001", "1000", "+1", "1_0"])
def test_a_version_other_than_the_plain_number_is_refused(version: str) -> None:
    payload = a_tsuro().encode().split(".", 1)[1]
    assert "not a saved game" in refusal(f"T{version}.{payload}")


def test_a_five_thousand_digit_version_is_refused_in_plain_words() -> None:
    payload = a_shangrila().encode().split(".", 1)[1]
    assert "not a saved game" in refusal("S" + "1" * 5000 + "." + payload)


def test_a_number_written_longer_than_needed_is_refused() -> None:
    g = a_shangrila()
    _, header, moves = codec.unpack(g.encode(), "S")
    numbers = [len(header), *header, *moves]
    assert craft("S1.", numbers_body(numbers)) == g.encode()
    for at in (0, 1, len(numbers) - 1):  # the header's length, a header number, a move
        body = b"".join(varint(n, extra=int(i == at)) for i, n in enumerate(numbers))
        assert "damaged" in refusal(craft("S1.", body))
    zero = b"".join(varint(n, extra=2 if n == 0 else 0) for n in numbers)
    assert zero != numbers_body(numbers)
    assert "damaged" in refusal(craft("S1.", zero))


def test_unused_bits_at_the_end_of_the_base64_are_refused() -> None:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    texts = [a_tsuro(seed=seed).encode() for seed in range(1, 9)]
    texts = [t for t in texts if len(t.split(".", 1)[1]) % 4 in (2, 3)]
    assert texts
    for text in texts:
        last = alphabet.index(text[-1])
        assert last % 4 == 0  # pack leaves the unused bits clear
        changed = text[:-1] + alphabet[last + 1]
        payload, same = text.split(".", 1)[1], changed.split(".", 1)[1]
        assert base64.urlsafe_b64decode(same + "=" * (-len(same) % 4)) == (
            base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        )
        assert "damaged" in refusal(changed)


@pytest.mark.parametrize("seed", [2**32, 2**40, 2**63 - 1])
def test_a_seed_beyond_the_seeds_new_game_makes_is_refused(seed: int) -> None:
    header = shangrila.new_game("rby", seed=1)._header()
    assert "options" in refusal(codec.pack("S", 1, [*header[:3], seed], []))
    for tail in ([], DECK):
        text = codec.pack("T", 1, [3, 2 if tail else 0, seed, *tail], [])
        assert "options" in refusal(text)


def test_a_tsuro_game_with_a_huge_seed_is_refused_before_any_move() -> None:
    """Such a game used to be read, then fail at the first shuffle of returned hands."""
    text = craft("T1.", numbers_body([38, 3, 2, 10**30, *DECK]))
    assert "damaged" in refusal(text)


def test_a_five_thousand_digit_seed_is_refused_in_plain_words() -> None:
    seed = 10**5000
    for prefix, header in (("S1.", [4, 31, 0, 0, seed]), ("T1.", [3, 3, 0, seed])):
        assert "damaged" in refusal(craft(prefix, numbers_body(header)))


@pytest.mark.parametrize(
    "header",
    [
        [0, 0, 0, 5],  # no colours
        [31, 0, 0, 5],  # one colour
        [5**4, 0, 0, 5],  # a fifth digit
        [1 + 2 * 5 + 0 * 25 + 3 * 125, 0, 0, 5],  # a hole in the seating
        [1 + 1 * 5 + 2 * 25, 0, 0, 5],  # red twice
        [1 + 2 * 5 + 3 * 25, 3, 0, 5],  # no fourth kind of start
        [1 + 2 * 5 + 3 * 25, 0, 2, 5],  # the tie rule is on or off
        [1 + 2 * 5 + 3 * 25, 0, 0],
        [1 + 2 * 5 + 3 * 25, 0, 0, 5, 0],
    ],
)
def test_every_shangrila_header_number_is_checked(header: list[int]) -> None:
    assert "damaged" in refusal(codec.pack("S", 1, header, []))


@pytest.mark.parametrize(
    "header",
    [
        [1, 0, 5],
        [9, 0, 5],
        [2, 1, 5],  # the elimination bonus with 2 players
        [3, 4, 5],
        [3, 2, 5],  # a deck said to follow, and none
        [3, 0, 5, *DECK],  # a deck not said to follow
        [3, 2, 5, *DECK[:-1]],
        [3, 2, 5, *DECK[:-1], 1],  # tile 1 twice
        [3, 2, 5, *DECK[:-1], 36],
        [3, 0],
    ],
)
def test_every_tsuro_header_number_is_checked(header: list[int]) -> None:
    assert "damaged" in refusal(codec.pack("T", 1, header, []))


def test_new_game_takes_only_the_seeds_it_makes() -> None:
    for make in (lambda s: shangrila.new_game("rby", seed=s), lambda s: tsuro.new_game(2, seed=s)):
        assert make(2**32 - 1).options["seed"] == 2**32 - 1
        for seed in (-1, 2**32, 10**5000, True):
            with pytest.raises(ValueError, match="seed must be a whole number from 0"):
                make(seed)
        assert 0 <= make(None).options["seed"] < 2**32


def test_numbers_are_bounded_when_written_and_read() -> None:
    text = codec.pack("N", 1, [codec.MAX_NUMBER - 1], [])
    assert codec.unpack(text, "N") == (1, [codec.MAX_NUMBER - 1], [])
    with pytest.raises(ValueError):
        codec.pack("N", 1, [codec.MAX_NUMBER], [])
    too_big = craft("N1.", varint(1) + varint(codec.MAX_NUMBER))
    assert "too big" in refusal(too_big, lambda t: codec.unpack(t, "N"))
    with pytest.raises(ValueError):
        codec.pack("N", 1000, [], [])


def test_other_kinds_and_other_things_are_refused_without_repeating_them() -> None:
    assert "another kind" in refusal(a_tsuro().encode(), shangrila.decode)
    assert "another kind" in refusal(a_shangrila().encode(), tsuro.decode)
    assert "does not know" in refusal(craft("X1.", numbers_body([0])))
    for thing in (None, 7, b"S1.AAAA", "", "S1", "S1.%%%", "s1.AAAA", "S1.A", "S1.AAAAA"):
        refusal(thing)


def test_a_game_at_the_longest_allowed_text_is_read_and_one_byte_more_is_refused() -> None:
    header = shangrila.new_game("rbyv", seed=2)._header()
    start = numbers_body([len(header), *header])
    # A Shangri-La text "S1." + n bytes: the most bytes that fit, all moves "the first legal".
    size = (codec.MAX_TEXT - 3) * 3 // 4
    longest = craft("S1.", start + bytes(size - 4 - len(start)))
    assert codec.MAX_TEXT - 1 <= len(longest) <= codec.MAX_TEXT
    version, _, moves = codec.unpack(longest, "S")
    assert (version, len(moves)) == (1, size - 4 - len(start))
    assert "not a legal move" in refusal(longest)  # the game ends long before its moves do
    over = craft("S1.", start + bytes(size - 3 - len(start)))
    assert len(over) > codec.MAX_TEXT
    assert "longer than any" in refusal(over)
    # At exactly the bound (a version of two digits makes the length fit).
    exact = craft("S10.", start + bytes(size - 4 - len(start)))
    assert len(exact) == codec.MAX_TEXT and codec.unpack(exact, "S")[0] == 10
    assert "format version 10" in refusal(exact)
    assert "longer than any" in refusal(exact + "A")
    # A long run of continuation bytes (once a number of thousands of digits).
    run = craft("T1.", b"\xff" * (size - 5) + b"\x01")
    assert len(run) <= codec.MAX_TEXT
    assert "too big" in refusal(run)


def _best_time(action: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        with contextlib.suppress(ValueError):
            action()
        best = min(best, time.perf_counter() - start)
    return best


def test_refusing_a_megabyte_is_faster_than_reading_a_real_game() -> None:
    normal = a_shangrila(moves=60).encode()
    megabyte = craft("S1.", b"\xff" * 750_000 + b"\x01")
    assert len(megabyte) > 1_000_000
    assert "longer than any" in refusal(megabyte)
    reading, refusing = (
        _best_time(lambda: game.decode(normal)),
        _best_time(lambda: game.decode(megabyte)),
    )
    assert refusing < reading / 5, (refusing, reading)


def test_reading_the_longest_text_is_linear_not_quadratic() -> None:
    """Refusing a crafted text of the greatest length takes about as long as reading a
    real game: a few passes over at most :data:`codec.MAX_TEXT` characters."""
    normal = a_shangrila(moves=60).encode()
    size = (codec.MAX_TEXT - 3) * 3 // 4 - 4
    crafted = [
        craft("S1.", b"\xff" * size),  # one endless number
        craft("S1.", (b"\xff" * 8 + b"\x7f") * (size // 9)),  # the biggest numbers allowed
        craft("S1.", varint(size - 2) + bytes(size - 2)),  # an endless header
    ]
    reading = _best_time(lambda: game.decode(normal))
    for text in crafted:
        assert len(text) <= codec.MAX_TEXT
        refusal(text)
        assert _best_time(lambda text=text: game.decode(text)) < 20 * reading

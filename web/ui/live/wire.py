"""What the devices of a live table say to each other (:func:`read`: parsed with
nothing trusted, :func:`encode`): :class:`Hello` (a device's whole game, sent to each
peer that joins), :class:`Moved` (the game after moves made on the sender's device),
both with their moves' signatures, and :class:`Said` (a quick phrase from a fixed set,
never free text). A game is its options, seed and moves, so peers always send the whole
encoded game and the receiver compares it with its own.

>>> read('{"t":"say","p":"gg"}')
Said(phrase='gg')
>>> read('{"t":"say","p":"anything"}')
Traceback (most recent call last):
ValueError: a quick message that is not one of the page's
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.i18n import N_, _
from web.ui.bounded import read_json
from web.ui.table_keys import MAX_SIGNED, is_signature, is_token

#: The longest message read from a peer (a long game's text is a few hundred
#: characters, its moves' signatures 88 each; a link's limit is 16,000).
MAX_MESSAGE = 64_000


#: The quick messages, by the key peers send.
PHRASES: dict[str, str] = {
    "gg": N_("Well played!"),
    "turn": N_("Your turn!"),
    "wait": N_("Thinking, one moment…"),
    "again": N_("Rematch?"),
    "hi": N_("Hello!"),
}
#: The length of a greeting's challenge (random URL-safe characters).
CHALLENGE_LENGTH = 22


@dataclass(frozen=True)
class Hello:
    """A peer's greeting: its ``challenge`` (random, new for each connection: a proof of
    a seat to it must sign it), the challenge it ``answers`` ("" none yet) and the seats
    it proves it holds by that answer (``(seat, proof)``: a signature of the challenge and
    the receiver's id by the seat's key, see
    :func:`web.ui.table_keys.seat_words`, or an older table's secret), its game and its
    moves' signatures (see :class:`web.ui.table_keys.Table`). A device greets each peer
    when it comes, and greets it again, with its proofs, when it hears the peer's
    challenge."""

    challenge: str
    answers: str
    seats: tuple[tuple[int, str], ...]
    game: str
    signed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Moved:
    """A peer's game after moves made on its device, and its moves' signatures."""

    game: str
    signed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Said:
    """A quick phrase (a key of :data:`PHRASES`)."""

    phrase: str


PeerMessage = Hello | Moved | Said


def read(text: str) -> PeerMessage:
    """What a peer's text says, or ValueError in the page's words."""
    if len(text) > MAX_MESSAGE:
        raise ValueError(_("a message far longer than any game"))
    try:
        data = read_json(text, MAX_MESSAGE)  # nesting bounded before parsing
    except ValueError:
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise ValueError(_("a message that is not one of the page's"))
    kind, game, signed = data["t"], data.get("game"), data.get("sigs", [])
    if kind in ("hello", "move") and not isinstance(game, str):
        raise ValueError(_("a message that is not one of the page's"))
    if not (
        isinstance(signed, list)
        and len(signed) <= MAX_SIGNED
        and all(is_signature(entry, True) for entry in signed)
    ):
        raise ValueError(_("a message that is not one of the page's"))
    match kind:
        case "hello":
            seats = data.get("seats")
            if not (
                isinstance(seats, list)
                and len(seats) <= 8
                and all(
                    isinstance(p, list)
                    and len(p) == 2
                    and type(p[0]) is int
                    and isinstance(p[1], str)
                    for p in seats
                )
            ):
                raise ValueError(_("a message that is not one of the page's"))
            challenge, answers = data.get("c"), data.get("a", "")
            if not (_challenge(challenge) and (answers == "" or _challenge(answers))):
                raise ValueError(_("a greeting without its challenge"))
            claims = tuple((int(p[0]), str(p[1])) for p in seats)
            return Hello(str(challenge), str(answers), claims, str(game), tuple(signed))
        case "move":
            return Moved(str(game), tuple(signed))
        case "say":
            phrase = data.get("p")
            if not isinstance(phrase, str) or phrase not in PHRASES:
                raise ValueError(_("a quick message that is not one of the page's"))
            return Said(phrase)
    raise ValueError(_("a message that is not one of the page's"))


def encode(message: PeerMessage) -> str:
    """The text sent to peers for ``message``."""
    match message:
        case Hello(challenge, answers, seats, game, signed):
            data: dict[str, object] = {
                "t": "hello",
                "c": challenge,
                "seats": [list(p) for p in seats],
                "game": game,
            }
            if answers:
                data["a"] = answers
        case Moved(game, signed):
            data = {"t": "move", "game": game}
        case Said(phrase):
            data, signed = {"t": "say", "p": phrase}, ()
    if signed:
        data["sigs"] = list(signed)
    return json.dumps(data, separators=(",", ":"))


def _challenge(value: object) -> bool:
    return isinstance(value, str) and len(value) == CHALLENGE_LENGTH and is_token(value)

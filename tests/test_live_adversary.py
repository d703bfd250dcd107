"""A hostile peer at a live table, as a property: adversaries holding any of the
table's password (they are in the room), Cy's seat key, and everything the honest
devices said to each other (their greetings, proofs, moves and signatures) send any
sequence of the page's messages (greetings, moves, games that went another way, proofs
passed on, floods, silence) to Ann's and Bo's devices over random games.

An honest device's game only ever grows by moves its seats made (Ann's and Bo's moves
are the ones their devices made on that very game; Cy's only with Cy's key), it never
leaves the room or asks which game to keep for a game not signed by its players, what
it saves is what it shows, and the signatures it checks for each adversary stay within
the budget per peer (web/ui/live/model.py: CHECK_COUNT in CHECK_SECONDS).
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from dataclasses import replace

from fakepage import FakePage
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_web_live import Room, host, invite, join

from game import tsuro
from game.core import Game
from web.ui import ed25519, signing
from web.ui import table_keys as live_table
from web.ui.arrival.model import BranchChoice
from web.ui.live import model as live
from web.ui.live.messages import PeerJoined, PeerLeft, PeerText

#: How many sequences: a few hundred in the suite, thousands when asked
#: (LIVE_ADVERSARY_EXAMPLES=3000).
EXAMPLES = int(os.environ.get("LIVE_ADVERSARY_EXAMPLES", "150"))
HONEST = {"ann": 0, "bo": 1}
MALLORY = ("mallory", "eve")


class Recording(Room):
    """A room that keeps everything its pages said to each other."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[str] = []

    def flush(self) -> None:
        for page in self.pages.values():
            self.heard += [text for text, _to in page.sent]
        super().flush()


def movers(game: Game) -> list[int]:
    """The seat of the player who made each move of ``game``."""
    replay, seats = game.copy(), []
    while replay.history:
        replay.undo()
    for move in game.history:
        seats.append(game.players.index(replay.to_move))
        replay.play(move)
    return seats


def honest_history(game: Game, made: set[tuple[str, ...]], cy_key: bool) -> bool:
    """True when every move of Ann and Bo in ``game`` is one their device made on that
    very game, and Cy made moves only if the adversary holds Cy's key."""
    history = tuple(game.history)
    for index, seat in enumerate(movers(game)):
        if seat in HONEST.values() and history[: index + 1] not in made:
            return False
        if seat == 2 and not cy_key:
            return False
    return True


class Adversary:
    """What the adversaries know and send."""

    def __init__(
        self, data: st.DataObject, pages: dict[str, FakePage], room: Recording, cy_key: bool
    ) -> None:
        self.data, self.pages, self.room, self.cy_key = data, pages, room, cy_key
        self.cy_table = pages["ann"].model.session.record.live.only([2])

    def draw(self, strategy: st.SearchStrategy) -> object:  # type: ignore[type-arg]
        return self.data.draw(strategy)

    def made_up(self) -> str:
        """A made-up signature."""
        return live_table.b64(self.draw(st.binary(min_size=64, max_size=64)))

    def game_for(self, page: FakePage) -> tuple[str, Game | None]:
        """A game to send: the page's own, ahead of it, one that went another way,
        another table's, or text that is no game."""
        base = page.model.session.game.copy()
        kind = self.draw(st.sampled_from(["same", "ahead", "diverged", "other", "junk"]))
        if kind == "junk":
            return self.draw(st.sampled_from(["", "T1.xyz", base.encode()[:-2] + "zz"])), None
        if kind == "other":
            other = tsuro.new_game(3, seed=self.draw(st.integers(0, 9)) + 1000)
            return other.encode(), other
        if kind == "diverged":
            for _ in range(self.draw(st.integers(1, 3))):
                if base.history:
                    base.undo()
        for _ in range(self.draw(st.integers(0 if kind == "same" else 1, 3))):
            if base.is_over():
                break
            legal = base.legal_moves()
            base.play(legal[self.draw(st.integers(0, len(legal) - 1))])
        return base.encode(), base

    def signatures(self, game: Game | None) -> tuple[str, ...]:
        kind = self.draw(st.sampled_from(["none", "junk", "heard", "cy"]))
        if kind == "junk":  # made up, each its own
            count = len(game.history) if game else 3
            return tuple(f"{i % 3}:" + self.made_up() for i in range(count))
        if kind == "heard":
            sigs = [json.loads(t).get("sigs", []) for t in self.room.heard if '"sigs"' in t]
            return tuple(self.draw(st.sampled_from(sigs))) if sigs else ()
        if kind == "cy" and self.cy_key and game is not None:
            seat = self.draw(st.sampled_from([2, 0, 1]))  # Cy's key, named as any seat
            signed = signing.sign(self.cy_table, game.history, lambda index: 2).signed
            return tuple(f"{seat}:" + entry.partition(":")[2] for entry in signed)
        return ()

    def claims(self, page: FakePage, peer: str, answers: str) -> list[list[object]]:
        kind = self.draw(st.sampled_from(["none", "cy", "heard", "junk", "many"]))
        me = page.model.session.live.me
        if kind == "cy" and self.cy_key:
            return [[2, live_table.proof(self.cy_table, 2, self.cy_table.secret(2), answers, me)]]
        if kind == "heard":
            proofs = [p for t in self.room.heard if '"hello"' in t for p in json.loads(t)["seats"]]
            return [self.draw(st.sampled_from(proofs))] if proofs else []
        if kind == "junk":
            return [[self.draw(st.integers(0, 3)), self.made_up()]]
        if kind == "many":
            return [[seat, "A" * 86] for seat in (2, 2, 1, 0, 2)]
        return []

    def costly(self, page: FakePage, peer: str) -> str:
        """A greeting that costs a check: a made-up proof of a seat, answering the
        page's challenge, with a made-up signature of a move ahead."""
        state = page.model.session.live
        challenge = state.peers[peer].challenge if peer in state.peers else ""
        game = page.model.session.game.copy()
        if not game.is_over():
            game.play(game.legal_moves()[0])
        return json.dumps(
            {
                "t": "hello",
                "c": "M" * 22,
                "a": challenge,
                "game": game.encode(),
                "sigs": [f"{i % 3}:{self.made_up()}" for i in range(len(game.history))],
                "seats": [[self.draw(st.sampled_from([1, 2])), self.made_up()]],
            }
        )

    def message(self, page: FakePage, peer: str) -> str:
        kind = self.draw(st.sampled_from(["hello", "move", "say", "heard", "junk"]))
        state = page.model.session.live
        challenge = state.peers[peer].challenge if peer in state.peers else ""
        if kind == "heard" and self.room.heard:
            text = self.draw(st.sampled_from(self.room.heard))
            if self.draw(st.booleans()) and '"hello"' in text and challenge:
                data = json.loads(text)
                data["a"] = challenge  # a proof passed on, as if to this device
                text = json.dumps(data)
            return text
        if kind == "say":
            return '{"t":"say","p":"gg"}'
        if kind == "junk":
            return self.draw(st.sampled_from(["{", "[" * 5000, "x" * 70_000, '{"t":"seat"}']))
        text, game = self.game_for(page)
        signed = list(self.signatures(game))
        if kind == "move":
            return json.dumps({"t": "move", "game": text, "sigs": signed})
        answers = self.draw(st.sampled_from([challenge, "", "D" * 22])) or ""
        return json.dumps(
            {
                "t": "hello",
                "c": "M" * 22,
                "a": answers,
                "game": text,
                "sigs": signed,
                "seats": self.claims(page, peer, answers),
            }
        )


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data(), st.booleans())
def test_no_adversary_changes_an_honest_game(data: st.DataObject, cy_key: bool) -> None:
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    bo = join(invite(ann, 1))
    pages = {"ann": ann, "bo": bo}
    clock = [0.0]
    for page in pages.values():
        page.model.env = replace(page.model.env, now=lambda: clock[0])
    room = Recording()
    room.enter("ann", ann)
    room.enter("bo", bo)
    made: set[tuple[str, ...]] = set()
    adversary = Adversary(data, pages, room, cy_key)
    checks: dict[tuple[str, str], list[float]] = defaultdict(list)
    counting, count = ed25519.verify, [0]

    def counted(key: bytes, message: bytes, signature: bytes) -> bool:
        count[0] += 1
        return counting(key, message, signature)

    for _step in range(data.draw(st.integers(1, 25))):
        action = data.draw(
            st.sampled_from(["honest", "adversary", "adversary", "flood", "silence", "leave", "cy"])
        )
        clock[0] += data.draw(st.sampled_from([0.01, 0.3, 2.0]))
        if action == "honest":
            for page in pages.values():
                if page.model.offered():
                    game = page.model.session.game
                    page.play(game.legal_moves()[0])
                    made.add(tuple(page.model.session.game.history))
                    break
            room.flush()
        elif action == "cy" and cy_key:  # Cy's device, honestly: its move when it is due
            game = ann.model.session.game.copy()
            if not game.is_over() and game.players.index(game.to_move) == 2:
                game.play(game.legal_moves()[0])
                signed = signing.sign(
                    replace(adversary.cy_table, signed=ann.model.session.record.live.signed),
                    game.history,
                    lambda index: 2,
                ).signed
                for page in pages.values():
                    state = page.model.session.live
                    if "mallory" in state.peers and state.peers["mallory"].seats == (2,):
                        page.send(
                            PeerText(
                                "mallory",
                                json.dumps(
                                    {"t": "move", "game": game.encode(), "sigs": list(signed)}
                                ),
                            )
                        )
                room.flush()
        elif action in ("adversary", "flood"):
            target = data.draw(st.sampled_from(sorted(pages)))
            page, peer = pages[target], data.draw(st.sampled_from(MALLORY))
            if peer not in page.model.session.live.peers and data.draw(st.booleans()):
                page.send(PeerJoined(peer))
            count[0] = 0
            ed25519.verify = counted  # type: ignore[assignment]
            try:
                for _ in range(60 if action == "flood" else 1):  # a flood: each its own
                    page.send(
                        PeerText(
                            peer,
                            adversary.costly(page, peer)
                            if action == "flood"
                            else adversary.message(page, peer),
                        )
                    )
            finally:
                ed25519.verify = counting  # type: ignore[assignment]
            checks[target, peer] += [clock[0]] * count[0]
            room.flush()
        elif action == "silence":
            for page in pages.values():
                page.send(PeerJoined(data.draw(st.sampled_from(MALLORY))))
        elif action == "leave":
            for page in pages.values():
                page.send(PeerLeft(data.draw(st.sampled_from(MALLORY))))
        for page in pages.values():
            session = page.model.session
            screen = page.model.screen
            if isinstance(screen, BranchChoice):  # only for a game its players signed
                assert cy_key and honest_history(screen.arrival.game, made, cy_key)
                return
            assert page.room is not None, "an honest device left the room"
            assert honest_history(session.game, made, cy_key), session.game.history
            kept = page.store.read(session.record.id)
            assert kept.game == session.game.encode()
            assert len(kept.live.signed) <= len(session.game.history)
        for times in checks.values():  # the signatures checked for each adversary
            for i, at in enumerate(times):
                window = [t for t in times[i:] if t - at < live.CHECK_SECONDS]
                assert len(window) <= live.CHECK_COUNT + live.MESSAGE_CHECKS

"""Turn-based play "by post" (issue #62), as correspondence chess is played: each
table's newest game kept on Nostr relays, so that each player moves when they like,
with no link to send per move and nobody online at the same time as anyone else.

Phase 1, here: pure values and functions, no I/O, not yet used by the page.

- :mod:`~web.ui.post.event`: a Nostr event (NIP-01) as a value: its serialization,
  id and BIP-340 signature (:mod:`web.ui.secp256k1`), the check of one read from a
  relay, and the table's own event (kind 30078, NIP-78's application data).
- :mod:`~web.ui.post.seal`: the game sealed with the table's password (HKDF, an
  HMAC-SHA256 keystream and encrypt-then-MAC, the standard library only).
- :mod:`~web.ui.post.wire`: the relay protocol's messages this needs, written and read
  (bounded) in one place.
- :mod:`~web.ui.post.store`: the state of one table kept on relays: which relays hold
  which of its events, what to publish after a move, what to ask each relay for,
  which relays lack the newest event, and a fetched event made a candidate game for
  :func:`web.ui.live.gate.judge`, the same gate as live moves: nothing a relay sends
  is trusted otherwise.

What the relays see: one event per table and device, replaced by each new version
(an addressable event: the relay keeps the newest one per author key, kind and ``d``
tag), whose size (under 2 KB: a whole game of four-player Shangri-La, 1.4 KB, of
eight-player Tsuro, 1.7 KB) and time (``created_at``, to the second) show when
the device moved; its author is a key of that device for that table alone (so two
tables of one device are not linked by it); its tags are a hashed table id (``t``,
the same for every device of the table, so one request finds them all) and a hashed
table-and-device id (``d``). Never the room id, the password, the game, its moves or
anyone's name: the content is sealed, and the hashes are of the room id and the
password together.

What phase 2 must add: the page's sockets to the relays as effects (one connection a
relay, the messages of :mod:`~web.ui.post.wire`, the answers fed to
:mod:`~web.ui.post.store` as messages), a random secret per device kept in its
storage (from which each table's author key is made), the seat kind "Person
elsewhere (turn-based)" and its invitation, when to fetch (on opening the page,
coming online, every few minutes while open), the gate's verdict carried out as live
play's is, and the start screen's list of the games waiting for this player (with the
tab's title and the app's badge).
"""

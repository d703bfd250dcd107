"""Live play: a game played at once on several devices, a feature of the page
(``web/live.mjs`` is its part in the browser: the room, over Trystero).

- :mod:`~web.ui.live.messages`: what can happen at a live table (its buttons, the
  hosts' form, the room's news: a peer joined, left or sent a text);
- :mod:`~web.ui.live.table`: the table's room, seat keys and proofs of seats;
- :mod:`~web.ui.live.hosts`: the relays and STUN/TURN servers it contacts;
- :mod:`~web.ui.live.wire`: what peers say to each other, read and encoded;
- :mod:`~web.ui.live.model`: what this device knows of its peers (``Live``, ``Peer``);
- :mod:`~web.ui.live.gate`: the check every peer's game passes;
- :mod:`~web.ui.live.update`: what the buttons and the hosts' form do;
- :mod:`~web.ui.live.room`: what the room's news does (peers, their messages);
- :mod:`~web.ui.live.view`: the live table's box and the hosts' form.
"""

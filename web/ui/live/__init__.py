"""Live play: a game played at once on several devices, a feature of the page
(``web/live.mjs`` is its part in the browser: the room, over Trystero).

- :mod:`~web.ui.live.messages`: what can happen at a live table (its buttons, the
  hosts' form, the room's news: a peer joined, left or sent a text);
- :mod:`~web.ui.live.wire`: what peers say to each other, read and encoded;
- :mod:`~web.ui.live.model`: what this device knows of its peers (``Live``, ``Peer``);
- :mod:`~web.ui.live.gate`: the check every peer's game passes;
- :mod:`~web.ui.live.update`: what the buttons and the hosts' form do;
- :mod:`~web.ui.live.room`: what the room's news does (peers, their messages);
- :mod:`~web.ui.live.view`: the live table's box and the hosts' form.

The table's room, seat keys and proofs (:mod:`web.ui.table_keys`) and the hosts it
contacts (:mod:`web.ui.hosts`) are a save's and a link's data too, so they sit below
the features, beside :mod:`web.ui.saved` and :mod:`web.ui.links`.
"""

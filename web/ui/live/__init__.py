"""Live play: a game played at once on several devices, a feature of the page in four
modules (``web/live.mjs`` is its part in the browser: the room, over Trystero).

- :mod:`~web.ui.live.messages`: what can happen at a live table (its buttons, the
  hosts' form, the room's news: a peer joined, left or sent a text);
- :mod:`~web.ui.live.model`: the table (its seats, keys and hosts), what this device
  knows of its peers (``Live``), and the peers' messages, read and encoded;
- :mod:`~web.ui.live.update`: what each message does, and the commands it asks;
- :mod:`~web.ui.live.view`: the live table's box and the hosts' form.
"""

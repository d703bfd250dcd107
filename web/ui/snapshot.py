"""The last screen drawn, kept next to the saves so that the next visit shows it at once.

After each draw the shell keeps a snapshot under ``<namespace>shangrila-tsuro/snapshot``:
the markup of ``#app``, the page state written on ``<body>``, the page's version, the
current game's id and a fingerprint of the saves (each save's id and version). Before
Python runs, ``web/boot.js`` shows it only if all of these still hold (:func:`check`
is the same test in Python); otherwise the start screen written at build time (no
storage at all) or the loading screen. A choice made on a start screen meanwhile is
queued by ``web/boot.js`` and given to the app once it runs
(:func:`web.ui.intents.queued`). Which screen is kept is decided above the features
(:func:`web.ui.next_visit.decide`): this module imports none of them.

>>> from web.ui.stores import MemoryStorage
>>> storage = MemoryStorage()
>>> storage.set("shangrila-tsuro/save/2", '{"version": 5}')
>>> storage.set("shangrila-tsuro/save/10", "damaged")
>>> SaveStore(storage).fingerprint()   # what web/boot.js works out too
'10:?,2:5'
>>> text = make("v1", "2", "10:?,2:5", "<p>board</p>", {"screen": "game"})
>>> check(text, "v1", "2", "10:?,2:5")["html"]
'<p>board</p>'
>>> check(text, "v2", "2", "10:?,2:5") is None   # another version of the page
True
"""

from __future__ import annotations

import contextlib
import json
import re

from game import i18n
from game.i18n import _
from web.ui.bounded import read_json
from web.ui.prefs import LANGUAGE, THEME
from web.ui.saves import CURRENT, PREFIX, SaveStore

#: Where the snapshot is kept (after the site's namespace).
KEY = "shangrila-tsuro/snapshot"
#: The longest snapshot kept (characters); a longer screen is not kept.
LIMIT = 400_000


def start_note() -> str:
    """What a start screen shown before Python runs says (web/boot.js puts it on top)."""
    words = _(
        "Loading Python… You can choose already: the page acts on your choice as soon as it runs."
    )
    return f'<p class="notice"><span role="status">{words}</span>{PROGRESS}</p>'


def busy_note() -> str:
    """What a game shown from its snapshot says while its controls wait for Python."""
    words = _(
        "Loading Python… This is your game as you left it: moves can be played in a few seconds."
    )
    return f'<p class="notice"><span role="status">{words}</span>{PROGRESS}</p>'


#: Where a note waiting for Python shows how much of its files has come (web/boot.js
#: writes :func:`progress`'s words there as they arrive; not a live region, so that a
#: screen reader is not told every step).
PROGRESS = ' <span class="progress" data-progress></span>'


def progress() -> str:
    """How much of Python's files has come: web/boot.js fills in ``{done}`` and
    ``{total}``, in megabytes written the language's way."""
    return _("{done} of {total} MB loaded")


def running() -> str:
    """The loading screen's step once Python runs and the games' modules load next
    (web/boot.js shows it on PyScript's ``py:ready``)."""
    return _("Python is running: loading the games…")


def link_note() -> str:
    """What a link's first screen says while Python loads (web/boot.js shows who is
    invited to which game, from the link itself)."""
    words = _("Loading Python… The game opens as soon as it runs.")
    return f'<p class="notice"><span role="status">{words}</span>{PROGRESS}</p>'


def invitation() -> dict[str, object]:
    """The words web/boot.js writes a link's invitation with, before Python runs: its
    heading (for the player it was sent to, or for anyone), the players' list's
    heading, each game's name by its code and each computer's level by its letter."""
    import game as engines
    from game.levels import LEVEL_WORDS, LEVELS
    from web.ui.games import GAMES

    return {
        "to": _("{name}, you are invited to play {game}"),
        "anyone": _("An invitation to play {game}"),
        "with": _("You play with:"),
        "players": _("The players:"),
        "games": {code: _(GAMES[key].title) for code, key in engines.GAMES.items()},
        "levels": {level[0]: _(LEVEL_WORDS[level]) for level in LEVELS},
    }


def update_offer() -> str:
    """What the built site says when a new version of the page is ready (its service
    worker's script, web/pwa/register.js, shows it in the page's language)."""
    return (
        f"{_('A new version of the game is ready. Your saved games are kept.')} "
        f'<button type="button">{_("Reload now")}</button>'
    )


def no_script() -> str:
    """What a browser without JavaScript shows, in the current language (index.html's
    ``<noscript>`` holds it in every language, as no script can choose one)."""
    words = _("This game needs JavaScript to run.")
    return f'<p class="alert" lang="{i18n.language()}">{words}</p>'


def loading() -> str:
    """The loading screen's words (index.html has them in English; web/boot.js puts
    these in their place in another language)."""
    return (
        f'<p class="step" role="status">{_("Loading Python…")}</p>'
        '<div class="bar" aria-hidden="true"><span></span></div>'
        f'<p class="hint">{_("Python starts in your browser: a few seconds, no internet needed.")}'
        f"{PROGRESS}</p>"
    )


_STATE_NAME = re.compile(r"[a-z]{1,20}")


def boot_keys() -> dict[str, dict[str, str]]:
    """The storage keys ``web/boot.js`` reads (each after the site's namespace, but the
    theme, which is the whole origin's)."""
    return {
        "keys": {
            "current": CURRENT,
            "save": PREFIX,
            "snapshot": KEY,
            "theme": THEME,
            "language": LANGUAGE,
        }
    }


#: What to do with the kept snapshot after a draw (:func:`web.ui.next_visit.decide`):
#: keep the screen drawn, drop the one kept, or leave it.
KEEP, DROP, LEAVE = "keep", "drop", "leave"


class Keeper:
    """Keeps the snapshot of the page at ``version`` under ``key`` of the store's
    storage (none without a version), writing only when it changed."""

    def __init__(self, store: SaveStore, key: str, version: str) -> None:
        self.store, self.key, self.version = store, key, version
        self.kept: str | None = None  # the snapshot this tab last kept ("" none)

    def after_draw(self, choice: str, html: str, state: dict[str, str]) -> None:
        """Do ``choice`` (:data:`KEEP`, :data:`DROP` or :data:`LEAVE`) with what was
        drawn: kept for the next visit when it opens on it; a screen too long to keep
        leaves none, a refusal is ignored."""
        choice = choice if self.version else LEAVE
        if choice == DROP and self.kept != "":
            self.drop()
            self.kept = ""
        if choice != KEEP:
            return
        saves = self.store.fingerprint()
        text = make(self.version, self.store.current() or "", saves, html, state)
        if text == self.kept:
            return
        try:
            if text is None:
                raise ValueError("too long to keep")
            self.store.storage.set(self.key, text)
            self.kept = text
        except Exception:  # too long, or storage full: no snapshot rather than an old one
            self.drop()

    def drop(self) -> None:
        """Remove the kept snapshot (the next visit shows the loading screen)."""
        self.kept = None
        with contextlib.suppress(Exception):
            self.store.storage.remove(self.key)


def make(page: str, current: str, saves: str, html: str, state: dict[str, str]) -> str | None:
    """The snapshot's text, or None if it is longer than :data:`LIMIT`."""
    text = json.dumps(
        {"page": page, "current": current, "saves": saves, "html": html, "state": state},
        separators=(",", ":"),
    )
    return text if len(text) <= LIMIT else None


def check(text: str | None, page: str, current: str, saves: str) -> dict[str, object] | None:
    """The snapshot if it may be shown now (what ``web/boot.js`` does), else None."""
    try:
        data = read_json(text, LIMIT)
    except ValueError:
        return None
    if not (
        isinstance(data, dict)
        and data.get("page") == page
        and data.get("current") == current
        and data.get("saves") == saves
        and isinstance(data.get("html"), str)
        and isinstance(state := data.get("state"), dict)
        and all(_STATE_NAME.fullmatch(k) and isinstance(v, str) for k, v in state.items())
    ):
        return None
    return data

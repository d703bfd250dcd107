"""What this device keeps and the page starts from: local storage (or memory when the
browser blocks it), the language and its catalog, the theme, the computers' pace, the
hosts of live play, this device's secret for play by post, the local time, the page's
version."""

import contextlib
import json
from datetime import date

from pyscript import document, window

from game.i18n import LANGUAGES, catalog_file, pick, use
from web.ui.env import Env
from web.ui.hosts import (
    AGREED,
    DEFAULT_HOSTS,
    HOSTS,
    Network,
    hosts_json,
    read_hosts,
    turn_in_links,
)
from web.ui.model import Model
from web.ui.post.model import DEVICE, Post, read_device
from web.ui.prefs import LANGUAGE, PACE, THEME, is_pace, is_theme
from web.ui.stores import MemoryStorage, WebStorage


class Kept:
    """The runner's effects on the preferences kept (and this device's secret for play
    by post), and the catalogs' loading."""

    def keep_device(self, text: str) -> None:
        with contextlib.suppress(Exception):  # not kept: another is made next visit
            self.storage.set(DEVICE, text)

    async def load_catalog(self, language: str) -> bytes | None:
        try:  # the browser's fetch: pyodide.http would import more than it is worth
            response = await window.fetch("./" + catalog_file(language))
            return (await response.arrayBuffer()).to_bytes() if response.ok else None
        except Exception:
            return None

    async def fetch_part(self, address: str) -> bytes | None:
        try:
            response = await window.fetch("./" + address)
            return (await response.arrayBuffer()).to_bytes() if response.ok else None
        except Exception:  # offline, or the site unreachable
            return None

    def set_theme(self, theme: str) -> None:
        with contextlib.suppress(Exception):  # not kept: the page still changes
            self.storage.set(THEME, theme) if theme else self.storage.remove(THEME)
        window.applyTheme()

    def set_pace(self, pace: str) -> None:
        with contextlib.suppress(Exception):  # not kept: the computers still change pace
            self.storage.set(PACE, pace) if pace else self.storage.remove(PACE)

    def set_language(self, language: str) -> None:
        with contextlib.suppress(Exception):  # not kept: the page still changes
            self.storage.set(LANGUAGE, language)
        document.documentElement.lang = language


def open_storage():
    """This device's storage, and the problem to tell if it is not kept."""
    try:
        window.localStorage.length  # noqa: B018  (throws when storage is blocked)
        return WebStorage(window.localStorage), ""
    except Exception:
        return MemoryStorage(), "This browser blocks saving: games will be lost on reload."


async def start_language(storage, browser: Kept) -> str:
    """The language kept on this device, else the first of the browser's that the page
    has (English if its catalog cannot be loaded)."""
    kept = storage.get(LANGUAGE)
    language = kept if kept in LANGUAGES else pick(window.navigator.languages)
    if language != "en":
        try:
            use(language, await browser.load_catalog(language))
        except Exception:
            language = "en"
    document.documentElement.lang = language
    return language


def utc_today() -> date:
    """Today's date in UTC, by the browser's clock (the daily challenge's day)."""
    now = window.Date.new()
    return date(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate())


def notifying() -> bool:
    """True when the player has already let the page notify (the browser keeps that)."""
    notification = getattr(window, "Notification", None)
    return notification is not None and str(notification.permission) == "granted"


def epoch() -> float:
    """The time in seconds since 1970 (UTC), by the browser's clock."""
    return float(window.Date.now()) / 1000


def local_time() -> str:
    """The date and time here, as ``2026-11-21 07:05``."""
    now = window.Date.new()
    return (
        f"{now.getFullYear()}-{now.getMonth() + 1:02}-{now.getDate():02} "
        f"{now.getHours():02}:{now.getMinutes():02}"
    )


def page_version() -> str:
    """The page's version, written into index.html with the start screen."""
    try:
        return str(json.loads(document.getElementById("boot-data").textContent)["page"])
    except Exception:
        return ""


async def first_model(storage, browser: Kept) -> Model:
    """The page's model as this device starts it: its theme, language, computers' pace
    and hosts (with whether its invitations carry its TURN servers)."""
    theme, pace = storage.get(THEME) or "", storage.get(PACE) or ""
    kept = storage.get(HOSTS)
    try:
        hosts, turn = read_hosts(kept), turn_in_links(kept)
    except ValueError:
        hosts, turn = DEFAULT_HOSTS, False
    return Model(
        env=Env(clock=local_time, today=utc_today, epoch=epoch),
        bots=True,  # web/worker.py is always here: computers can play
        theme=theme if is_theme(theme) else "",
        pace=pace if is_pace(pace) else "",
        language=await start_language(storage, browser),
        network=Network(hosts, storage.get(AGREED) == hosts_json(hosts), turn),
        post=Post(device=read_device(storage), notify=notifying()),
    )

"""The page's shell: the browser's effects for :class:`web.ui.runner.Runner`.

Runs in PyScript on the main thread. Every decision is made by the update and the
runner (plain Python, tested in CPython); this module turns browser events into
messages (through :mod:`web.ui.intents`) and gives the runner the browser's effects:
the DOM (each region replaced only when its HTML changed, the focus put back on the
same control), storage, the computer players' worker, timers and the clipboard.
"""

import asyncio
import contextlib
import json

from pyodide.ffi import JsNull, create_once_callable, create_proxy, to_js
from pyscript import document, window

from game.i18n import LANGUAGES, catalog_file, pick, use
from web.ui import intents, snapshot
from web.ui.arrows import DIRECTIONS, nearest
from web.ui.live.model import AGREED, DEFAULT_HOSTS, HOSTS, hosts_json, read_hosts
from web.ui.messages import BoardClick, Opened, StorageChanged
from web.ui.model import Env, Model, Playing
from web.ui.puzzles.model import Solving
from web.ui.runner import Runner, workers_for
from web.ui.saves import (
    LANGUAGE,
    THEME,
    MemoryStorage,
    SaveStore,
    WebStorage,
    is_theme,
    namespace_of,
)

_FOCUS_KEYS = ("data-target", "data-action", "data-field")
_FORM_TAGS = ("INPUT", "SELECT", "TEXTAREA")


def present(value) -> bool:
    """False for a missing element (JavaScript null, which is not None in Pyodide)."""
    return value is not None and not isinstance(value, JsNull)


def attribute(element, name: str) -> str | None:
    """An attribute of an element as text, or None (no element, no attribute)."""
    if not present(element) or not hasattr(element, "getAttribute"):
        return None
    value = element.getAttribute(name)
    return value if isinstance(value, str) else None


def selector(name: str, value: str, arg: str = "") -> str:
    """The CSS selector of the control whose attribute ``name`` is ``value`` (and
    ``data-arg`` is ``arg``)."""
    found = f'[{name}="{window.CSS.escape(value)}"]'
    return found + f'[data-arg="{window.CSS.escape(arg)}"]' if arg else found


#: The regions a move redraws, drawn by keeping their unchanged nodes (web/boot.js's
#: ``morph``); the others are drawn anew when they change.
MORPHED = frozenset({"board", "panel", "log"})


def local_time() -> str:
    """The date and time here, as ``2026-11-21 07:05``."""
    now = window.Date.new()
    return (
        f"{now.getFullYear()}-{now.getMonth() + 1:02}-{now.getDate():02} "
        f"{now.getHours():02}:{now.getMinutes():02}"
    )


class Browser:
    """The browser's effects (see :class:`web.ui.runner.Effects`)."""

    def __init__(self, storage) -> None:
        self.storage = storage
        self.drawn: dict[str, str] = {}
        self.worker = None
        self.helpers: list = []  # the other workers of a search split in parts, as they start
        self.qr_library = None
        self.tasks: set = set()
        self.live = None  # web/live.mjs, imported when live play is first chosen
        self.title = self.shown_title = document.title
        self.to_log_end = create_proxy(_to_log_end)

    def join_room(self, room: str, key: str, relays, ice: str) -> None:
        self.spawn(self._join(room, key, list(relays), ice))

    async def _join(self, room: str, key: str, relays: list, ice: str) -> None:
        from pyodide.code import run_js

        if self.live is None:  # its address from the page's, not from Pyodide's module
            address = window.URL.new("./web/live.mjs", document.baseURI).href
            self.live = await run_js(f"import({json.dumps(address)})")
        self.live.join(room, key, to_js(relays), ice, guarded(on_room))

    def say(self, text: str, peer: str | None) -> None:
        if self.live is not None:
            self.live.say(text, peer)

    def leave_room(self) -> None:
        if self.live is not None:
            self.live.leave()

    def keep_hosts(self, hosts: str) -> None:
        with contextlib.suppress(Exception):  # not kept: asked again next time
            self.storage.set(AGREED, hosts)

    def set_hosts(self, hosts: str | None) -> None:
        with contextlib.suppress(Exception):  # not kept: used until the page is left
            self.storage.set(HOSTS, hosts) if hosts else self.storage.remove(HOSTS)

    def set_title(self, words: str) -> None:
        title = f"{words} · {self.title}" if words else self.title
        if title != self.shown_title:  # setting it costs, even unchanged
            document.title = self.shown_title = title

    def spawn(self, work) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)  # kept until it ends
        task.add_done_callback(self.tasks.discard)

    def start_bots(self, every: bool) -> None:
        if self.worker is None:  # started once, in the background
            self.worker = asyncio.ensure_future(self._start_worker("bots"))
        count = workers_for(window.navigator.hardwareConcurrency) if every else 1
        while len(self.helpers) < count - 1:
            name = f"bots-{len(self.helpers) + 1}"
            self.helpers.append(asyncio.ensure_future(self._start_worker(name)))

    async def bots(self):
        self.start_bots(False)
        try:
            return await self.worker
        except Exception:
            self.worker = None  # it never started: "Try again" starts it anew
            failed = document.querySelector('script[type="py"][name="bots"]')
            if failed is not None:
                failed.remove()
            raise

    async def searchers(self):
        ready = [await self.bots()]
        for helper in self.helpers:
            with contextlib.suppress(Exception):  # one that failed to start is left out
                ready.append(await helper)
        return ready

    async def _start_worker(self, worker: str):
        from pyscript import workers

        window.startBots(worker)  # web/boot.js: each once, the first perhaps before Python ran
        return await workers[worker]

    async def sleep(self, ms: int) -> None:
        await asyncio.sleep(ms / 1000)

    async def send_link(self, fragment: str, share: bool) -> tuple[str, bool, bool]:
        url = window.location.href.split("#")[0] + "#" + fragment
        navigator = window.navigator
        if share and hasattr(navigator, "share"):
            with contextlib.suppress(Exception):  # cancelled, or refused: copied instead
                await navigator.share(to_js({"url": url}, dict_converter=window.Object.fromEntries))
                return url, True, True
        try:
            await navigator.clipboard.writeText(url)
            return url, True, False
        except Exception:
            return url, False, False

    async def send_record(self, text: str, download: str | None) -> bool:
        if download is not None:
            kind = to_js({"type": "text/plain"}, dict_converter=window.Object.fromEntries)
            blob = window.Blob.new([text], kind)
            anchor = document.createElement("a")
            anchor.href, anchor.download = window.URL.createObjectURL(blob), download
            document.body.append(anchor)
            anchor.click()
            anchor.remove()
            window.URL.revokeObjectURL(anchor.href)
            return True
        try:
            await window.navigator.clipboard.writeText(text)
            return True
        except Exception:
            return False

    def address(self, fragment: str) -> str:
        return window.location.href.split("#")[0] + "#" + fragment

    async def load_catalog(self, language: str) -> bytes | None:
        try:  # the browser's fetch: pyodide.http would import more than it is worth
            response = await window.fetch("./" + catalog_file(language))
            return (await response.arrayBuffer()).to_bytes() if response.ok else None
        except Exception:
            return None

    async def draw_qr(self, fragment: str, target: str) -> None:
        """Draw the QR code with the QR library (loaded on first use)."""
        if self.qr_library is None:
            loaded = asyncio.get_event_loop().create_future()
            script = document.createElement("script")
            script.src = "./web/runtime/qrcode/qrcode.js"
            script.onload = create_once_callable(lambda _: loaded.set_result(True))
            script.onerror = create_once_callable(lambda _: loaded.set_result(False))
            document.head.append(script)
            if not await loaded:
                return
            self.qr_library = window.qrcode
        try:
            code = self.qr_library(0, "M")
            code.addData(window.location.href.split("#")[0] + "#" + fragment)
            code.make()
        except Exception:  # longer than a QR code holds (the update keeps links below it)
            return
        element = document.getElementById(target)
        if present(element):
            element.innerHTML = code.createSvgTag(4, 8)

    def drop_fragment(self) -> None:
        window.history.replaceState(None, "", window.location.pathname + window.location.search)

    def set_theme(self, theme: str) -> None:
        with contextlib.suppress(Exception):  # not kept: the page still changes
            self.storage.set(THEME, theme) if theme else self.storage.remove(THEME)
        window.applyTheme()

    def set_language(self, language: str) -> None:
        with contextlib.suppress(Exception):  # not kept: the page still changes
            self.storage.set(LANGUAGE, language)
        document.documentElement.lang = language

    def show_progress(self, value: float) -> None:
        bar = document.getElementById("progress")
        if present(bar):
            bar.value = value

    def draw(self, layout: str, regions: dict[str, str], state: dict[str, str]) -> None:
        where = self._focused()
        root = document.getElementById("app")
        if self.drawn.get("") != layout:
            root.innerHTML = layout
            self.drawn = {"": layout}
        for region, html in regions.items():
            if self.drawn.get(region) != html:
                element = document.getElementById(region)
                if region in MORPHED:
                    window.morph(element, html)
                else:
                    element.innerHTML = html
                self.drawn[region] = html
        self._refocus(where)
        for name, value in state.items():
            document.body.setAttribute(f"data-{name}", value)

    def _focused(self) -> str | None:
        """A selector of the control that has the focus, to give it back after drawing."""
        element = document.activeElement
        for name in _FOCUS_KEYS:
            if (value := attribute(element, name)) is not None:
                return selector(name, value, attribute(element, "data-arg") or "")
        return None

    def _refocus(self, selector: str | None) -> None:
        active = document.activeElement
        if selector is not None and not (present(active) and active != document.body):
            self.focus(selector)

    def scroll_top(self) -> None:
        window.scrollTo(0, 0)

    def follow_log(self) -> None:
        # in the next frame, which lays the page out anyway: reading the log's height
        # here would lay it out once more, in the middle of handling the event
        window.requestAnimationFrame(self.to_log_end)

    def focus(self, selector: str, lost: bool = False) -> None:
        active = document.activeElement
        if lost and present(active) and active != document.body:
            return  # a control still has the focus: it stays there
        element = document.querySelector(selector)
        if present(element):
            element.focus()


def _to_log_end(_) -> None:
    """Scroll the moves' log to its end."""
    log = document.getElementById("log")
    if present(log):
        log.scrollTop = log.scrollHeight


def open_storage():
    try:
        window.localStorage.length  # noqa: B018  (throws when storage is blocked)
        return WebStorage(window.localStorage), ""
    except Exception:
        return MemoryStorage(), "This browser blocks saving: games will be lost on reload."


async def start_language(storage) -> str:
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


def page_version() -> str:
    """The page's version, written into index.html with the start screen."""
    try:
        return str(json.loads(document.getElementById("boot-data").textContent)["page"])
    except Exception:
        return ""


storage, storage_problem = open_storage()
namespace = namespace_of(window.location.pathname)
store = SaveStore(storage, namespace)
browser = Browser(storage)
keeper = snapshot.Keeper(store, namespace + snapshot.KEY, page_version())
theme = storage.get(THEME) or ""
try:
    hosts = read_hosts(storage.get(HOSTS))
except ValueError:
    hosts = DEFAULT_HOSTS
model = Model(
    env=Env(clock=local_time),
    bots=True,  # web/worker.py is always here: computers can play
    theme=theme if is_theme(theme) else "",
    language=await start_language(storage),  # noqa: F704 (PyScript runs this as async)
    hosts=hosts,
    agreed=storage.get(AGREED) == hosts_json(hosts),
)
runner = Runner(model, browser, store, keeper)


def on_click(event) -> None:
    element = event.target.closest("[data-action],[data-target]")
    action, target = attribute(element, "data-action"), attribute(element, "data-target")
    if action is not None:
        intent = intents.read(action, attribute(element, "data-arg") or "")
        if intent is not None:
            runner.dispatch(intent)
    elif target is not None:
        runner.dispatch(BoardClick(target))


def on_change(event) -> None:
    element = event.target
    if (name := attribute(element, "data-field")) is not None:
        checkbox = element.type == "checkbox"
        value = ("true" if element.checked else "false") if checkbox else element.value
        runner.dispatch(intents.read_field(name, value))


def on_key(event) -> None:
    """Enter or Space on a board element chooses it; arrows move between the board's
    targets (web.ui.arrows); other keys go to the board view (Enter too when no
    control has the focus: it confirms a choice)."""
    element = event.target
    if event.ctrlKey or event.metaKey or event.altKey or element.tagName in _FORM_TAGS:
        return
    target = attribute(element, "data-target")
    if target is not None and event.key in DIRECTIONS:
        event.preventDefault()
        centres = {}
        for each in document.querySelectorAll("#board [data-target]"):
            box = each.getBoundingClientRect()
            centres[each.getAttribute("data-target")] = (
                box.left + box.width / 2, box.top + box.height / 2
            )
        if (found := nearest(target, centres, event.key)) is not None:
            browser.focus("#board " + selector("data-target", found))
        return
    playing = isinstance(runner.model.screen, Playing | Solving)  # a board on screen
    button = element.tagName == "BUTTON"
    message = intents.read_key(event.key, target, button=button, playing=playing)
    if isinstance(message, BoardClick):
        event.preventDefault()  # no scrolling on Space
    if message is not None:
        runner.dispatch(message)


def on_room(kind: str, peer: str, text: str) -> None:
    """News of the live table's room (web/live.mjs)."""
    message = intents.read_room(kind, peer, text)
    if message is not None:
        runner.dispatch(message)


def on_hash(_) -> None:
    runner.dispatch(Opened(window.location.hash))


def on_storage(event) -> None:
    """Another tab changed an entry (its snapshot is not one), or cleared them all."""
    key = event.key  # JavaScript null when the other tab cleared storage
    if key != keeper.key:
        runner.dispatch(StorageChanged(key if isinstance(key, str) else None))


def guarded(handler):
    """``handler`` as an event listener (or the live room's callback) whose failures
    the page reports (the stack run out, in Python or in JavaScript, as a refusal:
    see Runner.report)."""

    def listener(*event) -> None:
        try:
            handler(*event)
        except Exception as problem:
            runner.report(problem)

    return create_proxy(listener)


root = document.getElementById("app")
root.addEventListener("click", guarded(on_click))
root.addEventListener("change", guarded(on_change))
root.addEventListener("input", guarded(on_change))
document.addEventListener("keydown", guarded(on_key))
window.addEventListener("hashchange", guarded(on_hash))
window.addEventListener("storage", guarded(on_storage))
still = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
runner.dispatch(Opened(window.location.hash, storage_problem, still))
# What was chosen on the start screen before Python ran (queued by web/boot.js), each
# acted on only if its control is still on screen (a second "Start game" is dropped).
early = window.JSON.stringify(window.bootQueue) if hasattr(window, "bootQueue") else "[]"
for name, value, arg, message in snapshot.queued(early if isinstance(early, str) else "[]"):
    if present(document.querySelector("#app " + selector(name, value, arg))):
        runner.dispatch(message)
root.setAttribute("aria-busy", "false")
document.body.dataset.ready = "1"
window.performance.mark("playable")  # read by bench/page.py

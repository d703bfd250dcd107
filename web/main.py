"""The page's shell: DOM events in as :mod:`web.ui.events`, commands carried out.

Runs in PyScript on the main thread. Every decision is made by
:meth:`web.ui.app.App.update`; this module only turns browser events into
events, performs the commands (storage, the computer players' worker, timers,
the clipboard, scrolling and focus) and draws what changed: each region of the
screen is replaced only when its HTML changed, and the keyboard focus is put
back on the same control.
"""

import asyncio
import contextlib
import json

from pyodide.ffi import JsNull, create_once_callable, create_proxy, to_js
from pyscript import document, window

from game.i18n import LANGUAGES, catalog_file, pick, use
from web.ui import snapshot
from web.ui.app import App
from web.ui.arrows import DIRECTIONS, nearest
from web.ui.events import (
    Action,
    AskBot,
    BotFailed,
    BotMoved,
    BotProgress,
    Delete,
    DrawQr,
    DropFragment,
    Field,
    Focus,
    FollowLog,
    ForgetCurrent,
    HintFound,
    KeepTables,
    Key,
    LanguageLoaded,
    LinkCopied,
    LoadLanguage,
    Opened,
    Save,
    SaveFailed,
    SaveRefused,
    ScrollTop,
    SendLink,
    SetLanguage,
    SetTheme,
    ShowProgress,
    StartBots,
    StorageChanged,
    Target,
    TimerDone,
    Unchanged,
    Wait,
)
from web.ui.saves import LANGUAGE, THEME, Conflict, MemoryStorage, SaveStore, namespace_of

#: How long the worker's hard search runs between two reports of its progress (s).
SEARCH_STEP = 0.1
_FOCUS_KEYS = ("data-target", "data-action", "data-field")
_IGNORED_KEYS = ("Tab", "Shift", "Control", "Alt", "Meta", " ")
_FORM_TAGS = ("INPUT", "SELECT", "TEXTAREA")


class BrowserStorage:
    """``window.localStorage`` as a :class:`web.ui.saves.Storage`."""

    def __init__(self, storage) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        value = self.storage.getItem(key)  # JavaScript null is not None in Pyodide
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def stored_keys(self) -> list[str]:
        return [self.storage.key(i) for i in range(self.storage.length)]


def local_time() -> str:
    """The date and time here, as ``2026-11-21 07:05``."""
    now = window.Date.new()
    return (
        f"{now.getFullYear()}-{now.getMonth() + 1:02}-{now.getDate():02} "
        f"{now.getHours():02}:{now.getMinutes():02}"
    )


def open_storage():
    try:
        window.localStorage.length  # noqa: B018  (throws when storage is blocked)
        return BrowserStorage(window.localStorage), ""
    except Exception:
        return MemoryStorage(), "This browser blocks saving: games will be lost on reload."


def page_version() -> str:
    """The page's version, written into index.html with the start screen."""
    element = document.getElementById("boot-data")
    try:
        return str(json.loads(element.textContent)["page"])
    except Exception:
        return ""


async def load_catalog(language: str) -> bytes | None:
    """The compiled catalog of ``language`` from the site, or None if it cannot be had."""
    try:
        # the browser's fetch: pyodide.http would import more than it is worth at start
        response = await window.fetch("./" + catalog_file(language))
        return (await response.arrayBuffer()).to_bytes() if response.ok else None
    except Exception:
        return None


async def start_language() -> str:
    """Speak the language kept on this device, else the first of the browser's that the
    page has (English if its catalog cannot be loaded)."""
    kept_language = storage.get(LANGUAGE)
    language = kept_language if kept_language in LANGUAGES else pick(window.navigator.languages)
    if language != "en":
        catalog = await load_catalog(language)
        try:
            use(language, catalog)
        except Exception:
            language = "en"
    document.documentElement.lang = language
    return language


storage, storage_problem = open_storage()
namespace = namespace_of(window.location.pathname)
store = SaveStore(storage, namespace)
snapshot_key = namespace + snapshot.KEY
version = page_version()
# web/worker.py is always here: computers can play
app = App(
    store,
    clock=local_time,
    bots=True,
    theme=storage.get(THEME) or "",
    language=await start_language(),  # noqa: F704 (PyScript runs this as async)
)
drawn: dict[str, str] = {}
kept: str | None = None  # the snapshot this tab last kept
worker = None
qr_library = None
tasks: set = set()


def present(value) -> bool:
    """False for a missing element (JavaScript null, which is not None in Pyodide)."""
    return value is not None and not isinstance(value, JsNull)


def spawn(coroutine) -> None:
    """Run ``coroutine`` in the background, keeping a reference until it ends."""
    task = asyncio.ensure_future(coroutine)
    tasks.add(task)
    task.add_done_callback(tasks.discard)


def dispatch(event) -> None:
    """Give ``event`` to the app, carry out its commands, and draw."""
    queue, after_draw, unchanged = [event], [], False
    while queue:
        for command in app.update(queue.pop(0)):
            if isinstance(command, Unchanged):
                unchanged = True
            elif isinstance(command, (Focus, ScrollTop, FollowLog)):
                after_draw.append(command)
            else:
                answer = perform(command)
                if answer is not None:
                    queue.append(answer)
    if not unchanged:
        draw()
    for command in sorted(after_draw, key=lambda c: isinstance(c, ScrollTop)):
        if isinstance(command, ScrollTop):
            window.scrollTo(0, 0)
        elif isinstance(command, FollowLog):
            log = document.getElementById("log")
            if present(log):
                log.scrollTop = log.scrollHeight
        else:
            element = document.querySelector(command.selector)
            if present(element):
                element.focus()


def perform(command):
    """Carry out one command; an event to give back to the app at once, or None."""
    if isinstance(command, Save):
        try:
            write_save(command)
        except Conflict as conflict:
            return SaveRefused(conflict.newer)
        except Exception:  # the browser refused: storage full or blocked
            return SaveFailed(command.replaces)
    elif isinstance(command, ForgetCurrent):
        store.forget_current()
    elif isinstance(command, KeepTables):
        store.keep_tables(command.tables)
    elif isinstance(command, Delete):
        store.delete(command.key)
    elif isinstance(command, DropFragment):
        window.history.replaceState(None, "", window.location.pathname + window.location.search)
    elif isinstance(command, AskBot):
        spawn(ask_bot(command))
    elif isinstance(command, ShowProgress):
        bar = document.getElementById("progress")
        if present(bar):
            bar.value = command.value
    elif isinstance(command, StartBots):
        start_worker()
    elif isinstance(command, Wait):
        spawn(wait(command))
    elif isinstance(command, SendLink):
        spawn(send_link(command))
    elif isinstance(command, DrawQr):
        spawn(draw_qr(command.fragment))
    elif isinstance(command, SetTheme):
        with contextlib.suppress(Exception):  # not kept: the page still changes
            if command.theme:
                storage.set(THEME, command.theme)
            else:
                storage.remove(THEME)
        window.applyTheme()
    elif isinstance(command, LoadLanguage):
        spawn(load_language(command.language))
    elif isinstance(command, SetLanguage):
        with contextlib.suppress(Exception):  # not kept: the page still changes
            storage.set(LANGUAGE, command.language)
        document.documentElement.lang = command.language
    return None


async def load_language(language: str) -> None:
    dispatch(LanguageLoaded(language, await load_catalog(language) if language != "en" else None))


def write_save(command: Save) -> None:
    """Write a save; if the browser refuses (storage full), once more without the snapshot."""
    try:
        store.write(command.record, current=command.current, replaces=command.replaces)
    except Conflict:
        raise
    except Exception:
        drop_snapshot()
        store.write(command.record, current=command.current, replaces=command.replaces)


async def ask_bot(command: AskBot) -> None:
    """Ask the worker: easy and medium answer at once; hard searches in steps,
    reporting its progress after each, until its answer (a move, or a hint)."""
    global worker
    try:
        bots = await start_worker()
        if command.level != "hard":
            answer = BotMoved(
                command.token,
                str(await bots.choose_move(command.game, command.level, command.seed)),
            )
        else:
            await bots.begin(command.token, command.game, command.seed)
            while True:
                progress = json.loads(await bots.think(command.token, SEARCH_STEP))
                dispatch(BotProgress(command.token, progress["done"], progress["budget"]))
                if progress["finished"]:
                    break
            found = json.loads(await bots.answer(command.token))
            answer = (
                HintFound(command.token, found["move"], tuple(map(tuple, found["chances"])))
                if command.hint
                else BotMoved(command.token, found["move"])
            )
    except Exception as problem:
        if worker is not None and worker.done() and worker.exception() is not None:
            worker = None  # it never started: "Try again" starts it anew
        dispatch(BotFailed(command.token, str(problem)))
    else:
        dispatch(answer)


async def wait(command: Wait) -> None:
    await asyncio.sleep(command.ms / 1000)
    dispatch(TimerDone(command.token))


def start_worker():
    """The computer players' worker, started once (in the background when a game with a
    computer seat is first on screen, never slowing the first load): a task to await."""
    global worker
    if worker is None:
        worker = asyncio.ensure_future(_start_worker())
    return worker


async def _start_worker():
    from pyscript import workers

    script = document.createElement("script")
    script.type = "py"
    script.src = "./web/worker.py"
    script.setAttribute("worker", "")
    script.setAttribute("name", "bots")
    script.setAttribute("config", "./web/worker.toml")
    document.body.append(script)
    return await workers["bots"]


async def send_link(command: SendLink) -> None:
    """Share the link through the device's share sheet if asked and there is one, else
    copy it; the app hears whether it went."""
    url = window.location.href.split("#")[0] + "#" + command.fragment
    navigator = window.navigator
    if command.share and hasattr(navigator, "share"):
        try:
            await navigator.share(to_js({"url": url}, dict_converter=window.Object.fromEntries))
            dispatch(LinkCopied(url, True, shared=True))
            return
        except Exception:  # cancelled, or refused: copy it instead
            pass
    try:
        await navigator.clipboard.writeText(url)
        done = True
    except Exception:
        done = False
    dispatch(LinkCopied(url, done))


async def draw_qr(fragment: str) -> None:
    """Draw the QR code of the game's link with the QR library (loaded on first use)."""
    global qr_library
    if qr_library is None:
        loaded = asyncio.get_event_loop().create_future()
        script = document.createElement("script")
        script.src = "./web/runtime/qrcode/qrcode.js"
        script.onload = create_once_callable(lambda _: loaded.set_result(True))
        script.onerror = create_once_callable(lambda _: loaded.set_result(False))
        document.head.append(script)
        if not await loaded:
            return
        qr_library = window.qrcode
    element = document.getElementById("qr-code")
    try:
        code = qr_library(0, "M")
        code.addData(window.location.href.split("#")[0] + "#" + fragment)
        code.make()
    except Exception:  # longer than a QR code holds (the app keeps links below it)
        return
    if present(element):
        element.innerHTML = code.createSvgTag(4, 8)


# -- drawing ------------------------------------------------------------------------------


def attribute(element, name: str) -> str | None:
    """An attribute of an element as text, or None (no element, no attribute)."""
    if not present(element) or not hasattr(element, "getAttribute"):
        return None
    value = element.getAttribute(name)
    return value if isinstance(value, str) else None


def focused() -> tuple[str, str] | None:
    """Which control has the focus, to give it back after drawing."""
    element = document.activeElement
    for name in _FOCUS_KEYS:
        value = attribute(element, name)
        if value is not None:
            return name, value + "\0" + (attribute(element, "data-arg") or "")
    return None


def refocus(where: tuple[str, str] | None) -> None:
    active = document.activeElement
    if where is None or (present(active) and active != document.body):
        return
    name, value = where
    value, _, arg = value.partition("\0")
    selector = f'[{name}="{window.CSS.escape(value)}"]'
    if arg:
        selector += f'[data-arg="{window.CSS.escape(arg)}"]'
    element = document.querySelector(selector)
    if present(element):
        element.focus()


def draw() -> None:
    """Draw what changed since the last time, then say what the page is doing."""
    where = focused()
    root = document.getElementById("app")
    layout = app.layout()
    if drawn.get("") != layout:
        root.innerHTML = layout
        drawn.clear()
        drawn[""] = layout
    for region, html in app.regions().items():
        if drawn.get(region) != html:
            document.getElementById(region).innerHTML = html
            drawn[region] = html
    refocus(where)
    state = app.page_state()
    for name, value in state.items():
        document.body.setAttribute(f"data-{name}", value)
    keep_snapshot(root.innerHTML, state)


def keep_snapshot(html: str, state: dict[str, str]) -> None:
    """Keep what was drawn for the next visit (web/ui/snapshot.py), if the next visit
    opens on it; a screen too long to keep leaves none, a refusal is ignored."""
    global kept
    choice = snapshot.decide(app) if version else snapshot.LEAVE
    if choice == snapshot.DROP and kept != "":
        drop_snapshot()
        kept = ""
    if choice != snapshot.KEEP:
        return
    saves = snapshot.fingerprint(storage, store.prefix)
    text = snapshot.make(version, store.current() or "", saves, html, state)
    if text == kept:
        return
    try:
        if text is None:
            raise ValueError("too long to keep")
        storage.set(snapshot_key, text)
        kept = text
    except Exception:  # too long, or storage full: no snapshot rather than an old one
        drop_snapshot()


def drop_snapshot() -> None:
    """Remove the kept snapshot (the next visit shows the loading screen)."""
    global kept
    kept = None
    with contextlib.suppress(Exception):
        storage.remove(snapshot_key)


# -- browser events ---------------------------------------------------------------------


def on_click(event) -> None:
    element = event.target.closest("[data-action],[data-target]")
    action, target = attribute(element, "data-action"), attribute(element, "data-target")
    if action is not None:
        dispatch(Action(action, attribute(element, "data-arg") or ""))
    elif target is not None:
        dispatch(Target(target))


def on_change(event) -> None:
    element = event.target
    name = attribute(element, "data-field")
    if name is None:
        return
    value = (
        ("true" if element.checked else "false") if element.type == "checkbox" else element.value
    )
    dispatch(Field(name, value))


def on_key(event) -> None:
    """Enter or Space on a board element chooses it; arrows move between the board's
    targets; other keys go to the board view (Enter too when no control has the
    focus: it confirms a choice)."""
    element = event.target
    if event.ctrlKey or event.metaKey or event.altKey or element.tagName in _FORM_TAGS:
        return
    target = attribute(element, "data-target")
    if target is not None and event.key in DIRECTIONS:
        event.preventDefault()
        move_focus(target, event.key)
        return
    if event.key in ("Enter", " ") and (element.tagName == "BUTTON" or target is not None):
        if target is not None and element.tagName != "BUTTON":
            event.preventDefault()
            dispatch(Target(target, enter=event.key == "Enter"))
    elif app.screen == "game" and event.key not in _IGNORED_KEYS:
        dispatch(Key(event.key))


def move_focus(target: str, key: str) -> None:
    """Focus the board target that lies in the arrow's direction (web.ui.arrows)."""
    centres = {}
    for element in document.querySelectorAll("#board [data-target]"):
        box = element.getBoundingClientRect()
        centres[element.getAttribute("data-target")] = (
            box.left + box.width / 2,
            box.top + box.height / 2,
        )
    found = nearest(target, centres, key)
    if found is not None:
        document.querySelector(f'#board [data-target="{window.CSS.escape(found)}"]').focus()


def offered(event) -> bool:
    """True if the control of a choice made before Python ran is on screen now (a
    second click on "Start game" finds a game on screen, and is dropped)."""
    if isinstance(event, Action):
        name, value = "data-action", event.name
    elif isinstance(event, Target):
        name, value = "data-target", event.target
    else:
        name, value = "data-field", event.name
    selector = f'#app [{name}="{window.CSS.escape(value)}"]'
    if isinstance(event, Action) and event.arg:
        selector += f'[data-arg="{window.CSS.escape(event.arg)}"]'
    return present(document.querySelector(selector))


def on_hash(_) -> None:
    dispatch(Opened(window.location.hash))


def on_storage(event) -> None:
    """Another tab wrote or removed a save (its snapshot is not one)."""
    if event.key != snapshot_key:
        dispatch(StorageChanged())


root = document.getElementById("app")
root.addEventListener("click", create_proxy(on_click))
root.addEventListener("change", create_proxy(on_change))
root.addEventListener("input", create_proxy(on_change))
document.addEventListener("keydown", create_proxy(on_key))
window.addEventListener("hashchange", create_proxy(on_hash))
window.addEventListener("storage", create_proxy(on_storage))
still = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
# What was chosen on the start screen before Python ran (queued by web/boot.js).
early = window.JSON.stringify(window.bootQueue) if hasattr(window, "bootQueue") else "[]"
dispatch(Opened(window.location.hash, storage_problem, still))
for event in snapshot.queued(early if isinstance(early, str) else "[]"):
    if offered(event):
        dispatch(event)
root.setAttribute("aria-busy", "false")
document.body.dataset.ready = "1"
window.performance.mark("playable")  # read by bench/page.py

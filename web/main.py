"""The page's DOM wiring: events in, HTML out. Everything else is in ``web.ui.app``.

Runs in PyScript on the main thread. Each region of the screen is replaced only
when its HTML changed, and the keyboard focus is put back on the same control.
"""

import asyncio

from pyodide.ffi import JsNull, create_once_callable, create_proxy
from pyscript import document, window

from web.ui.app import App
from web.ui.saves import MemoryStorage, SaveStore

#: How long a computer's move is shown before it is played (ms).
SHOW_MOVE = 700
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


storage, storage_problem = open_storage()
app = App(SaveStore(storage), clock=local_time, bots=True)  # web/worker.py is always here
drawn: dict[str, str] = {}
worker = None
busy = False  # a computer's move is being chosen or shown
stalled = False  # the bots worker failed: wait for the person to act
tasks: set = set()


def present(value) -> bool:
    """False for a missing element (JavaScript null, which is not None in Pyodide)."""
    return value is not None and not isinstance(value, JsNull)


def spawn(coroutine) -> None:
    """Run ``coroutine`` in the background, keeping a reference until it ends."""
    task = asyncio.ensure_future(coroutine)
    tasks.add(task)
    task.add_done_callback(tasks.discard)


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


def render() -> None:
    """Draw what changed since the last time."""
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
    document.body.dataset.screen = app.screen
    if app.unsaved:
        after_paint(save)
    if not busy and not stalled and app.computer_turn() is not None:
        spawn(computer_move())


def save() -> None:
    """Save the game (after the frame is shown, so that a move is never slowed by it)."""
    try:
        app.save()
    except Exception as problem:  # the browser refused: storage full or blocked
        app.unsaved = False  # tried again after the next move, not at every frame
        app.alert = f"This move could not be saved ({problem})."
        render()


def after_paint(function) -> None:
    """Run ``function`` once the browser has shown the new frame."""
    window.requestAnimationFrame(
        create_once_callable(lambda _: window.setTimeout(create_once_callable(function), 0))
    )


async def computer_move() -> None:
    """Ask the bots worker for the move of the computer to play, show it, play it.

    If the game changes meanwhile (undo, back to the menu), the move is dropped.
    """
    global busy, stalled
    busy = True
    turn, game = app.computer_turn(), app.game
    history = list(game.history)
    app.thinking = True
    render()
    try:
        move = await (await bots()).choose_move(*turn)
    except Exception as problem:
        stalled = True  # until the next click, so that a broken worker is not asked again
        app.alert = f"The computer player could not move ({problem}). Undo, or go back to the menu."
        move = None
    app.thinking = False
    if move is not None and app.game is game and game.history == history:
        app.announce(move)
        render()
        await asyncio.sleep(SHOW_MOVE / 1000)
        if app.game is game and game.history == history:
            app.play(move)
    busy = False
    render()


async def bots():
    """The bots worker, started on first use (so that it never slows the first load)."""
    global worker
    if worker is None:
        from pyscript import workers

        script = document.createElement("script")
        script.type = "py"
        script.src = "./web/worker.py"
        script.setAttribute("worker", "")
        script.setAttribute("name", "bots")
        script.setAttribute("config", "./web/worker.toml")
        document.body.append(script)
        worker = await workers["bots"]
    return worker


async def copy_link() -> None:
    url = app.share_url(window.location.href)
    try:
        await window.navigator.clipboard.writeText(url)
        done = True
    except Exception:
        done = False
    app.copied(url, done)
    render()


def on_click(event) -> None:
    global stalled
    stalled = False
    element = event.target.closest("[data-action],[data-target]")
    action, target = attribute(element, "data-action"), attribute(element, "data-target")
    if action == "copy-link":
        spawn(copy_link())
    elif action is not None:
        app.action(action, attribute(element, "data-arg") or "")
        render()
    elif target is not None and app.activate(target):
        render()


def on_change(event) -> None:
    element = event.target
    name = attribute(element, "data-field")
    if name is None:
        return
    value = (
        ("true" if element.checked else "false") if element.type == "checkbox" else element.value
    )
    if app.field(name, value):
        render()


def on_key(event) -> None:
    """Enter or Space on a board element chooses it; other keys go to the board view
    (Enter too when no control has the focus: it confirms a choice)."""
    element = event.target
    if event.ctrlKey or event.metaKey or event.altKey or element.tagName in _FORM_TAGS:
        return
    target = attribute(element, "data-target")
    if event.key in ("Enter", " ") and (element.tagName == "BUTTON" or target is not None):
        if target is not None and element.tagName != "BUTTON":
            event.preventDefault()
            if app.activate(target):
                render()
    elif app.screen == "game" and event.key not in _IGNORED_KEYS and app.key(event.key):
        render()


def on_hash(_) -> None:
    if app.open_page(window.location.hash):
        forget_fragment()
    render()


def forget_fragment() -> None:
    window.history.replaceState(None, "", window.location.pathname + window.location.search)


if app.open_page(window.location.hash):
    forget_fragment()
if storage_problem:
    app.alert = f"{storage_problem} {app.alert}".strip()
root = document.getElementById("app")
root.addEventListener("click", create_proxy(on_click))
root.addEventListener("change", create_proxy(on_change))
root.addEventListener("input", create_proxy(on_change))
document.addEventListener("keydown", create_proxy(on_key))
window.addEventListener("hashchange", create_proxy(on_hash))
render()
root.setAttribute("aria-busy", "false")
document.body.dataset.ready = "1"
window.performance.mark("playable")  # read by bench/page.py

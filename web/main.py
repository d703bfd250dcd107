"""The page's entry: browser events wired to :class:`web.ui.runner.Runner`.

Runs in PyScript on the main thread. Every decision is made by the update and the
runner (plain Python, tested in CPython); this module turns browser events into
messages (through :mod:`web.ui.intents`) and starts the runner with the browser's
effects (:class:`web.browser.Browser`: the DOM, storage, the computer players'
workers, the live room, play by post's relays and notifications, the address and the
clipboard).
"""

import contextlib

from pyodide.ffi import create_proxy
from pyscript import document, window

from web.browser import Browser
from web.browser.dom import attribute, present, selector, target_centres
from web.browser.kept import first_model, open_storage, page_version
from web.ui import intents, snapshot
from web.ui.arrival.messages import Opened
from web.ui.arrows import DIRECTIONS, nearest
from web.ui.play.messages import BoardClick
from web.ui.play.model import Playing
from web.ui.post.messages import WentOnline
from web.ui.puzzles.model import Solving
from web.ui.records.messages import BookFile
from web.ui.records.model import FILE_LIMIT
from web.ui.runner import Runner
from web.ui.saves import SaveStore, namespace_of
from web.ui.storage.messages import StorageChanged

_FORM_TAGS = ("INPUT", "SELECT", "TEXTAREA")


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
    if element.type == "file":
        if event.type == "change":  # (it has an input event too)
            browser.spawn(read_chosen(element))
        return
    if (name := attribute(element, "data-field")) is not None:
        checkbox = element.type == "checkbox"
        value = ("true" if element.checked else "false") if checkbox else element.value
        runner.dispatch(intents.read_field(name, value))


async def read_chosen(element) -> None:
    """The file chosen to import, read unless larger than the page reads, for the page."""
    if element.files.length == 0:
        return
    chosen, text = element.files.item(0), None
    if chosen.size <= FILE_LIMIT:
        with contextlib.suppress(Exception):  # unreadable: refused as such
            text = str(await chosen.text())
    element.value = ""  # the same file may be chosen again
    runner.dispatch(BookFile(int(chosen.size), text))


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
        if (found := nearest(target, target_centres(), event.key)) is not None:
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


def on_relay(kind: str, relay: str, text: str) -> None:
    """News of a connection to a relay of play by post (web/browser/relays.py)."""
    message = intents.read_relay(kind, relay, text)
    if message is not None:
        runner.dispatch(message)


def on_online(_) -> None:
    runner.dispatch(WentOnline())


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


storage, storage_problem = open_storage()
namespace = namespace_of(window.location.pathname)
store = SaveStore(storage, namespace)
browser = Browser(storage, guarded(on_room), guarded(on_relay))
keeper = snapshot.Keeper(store, namespace + snapshot.KEY, page_version())
model = await first_model(storage, browser)  # noqa: F704 (PyScript runs this as async)
runner = Runner(model, browser, store, keeper)

root = document.getElementById("app")
root.addEventListener("click", guarded(on_click))
root.addEventListener("change", guarded(on_change))
root.addEventListener("input", guarded(on_change))
document.addEventListener("keydown", guarded(on_key))
window.addEventListener("hashchange", guarded(on_hash))
window.addEventListener("storage", guarded(on_storage))
window.addEventListener("online", guarded(on_online))
still = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
runner.dispatch(Opened(window.location.hash, storage_problem, still))
# What was chosen on the start screen before Python ran (queued by web/boot.js), each
# acted on only if its control is still on screen (a second "Start game" is dropped).
early = window.JSON.stringify(window.bootQueue) if hasattr(window, "bootQueue") else "[]"
for name, value, arg, message in intents.queued(early if isinstance(early, str) else "[]"):
    if present(document.querySelector("#app " + selector(name, value, arg))):
        runner.dispatch(message)
root.setAttribute("aria-busy", "false")
document.body.dataset.ready = "1"
window.performance.mark("playable")  # read by bench/page.py

"""The page's DOM: each region drawn only when its HTML changed, the focus put back on
the same control, the title, the progress bar, scrolling, and the board's targets'
places for the arrow keys."""

from pyodide.ffi import JsNull, create_proxy
from pyscript import document, window

#: The attributes that name a control, to find it again after drawing.
_FOCUS_KEYS = ("data-target", "data-action", "data-field")
#: The regions a move redraws, drawn by keeping their unchanged nodes (web/boot.js's
#: ``morph``); the others are drawn anew when they change.
MORPHED = frozenset({"board", "panel", "log"})


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


def target_centres() -> dict[str, tuple[float, float]]:
    """The centre of each of the board's targets on screen, by its ``data-target``."""
    centres = {}
    for each in document.querySelectorAll("#board [data-target]"):
        box = each.getBoundingClientRect()
        centres[each.getAttribute("data-target")] = (
            box.left + box.width / 2,
            box.top + box.height / 2,
        )
    return centres


def _to_log_end(_) -> None:
    """Scroll the moves' log to its end."""
    log = document.getElementById("log")
    if present(log):
        log.scrollTop = log.scrollHeight


class Drawing:
    """The runner's effects on the DOM."""

    def __init__(self) -> None:
        self.drawn: dict[str, str] = {}
        self.title = self.shown_title = document.title
        self.to_log_end = create_proxy(_to_log_end)

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

    def focus(self, selector: str, lost: bool = False) -> None:
        active = document.activeElement
        if lost and present(active) and active != document.body:
            return  # a control still has the focus: it stays there
        element = document.querySelector(selector)
        if present(element):
            element.focus()

    def set_title(self, words: str) -> None:
        title = f"{words} · {self.title}" if words else self.title
        if title != self.shown_title:  # setting it costs, even unchanged
            document.title = self.shown_title = title

    def show_progress(self, value: float) -> None:
        bar = document.getElementById("progress")
        if present(bar):
            bar.value = value

    def scroll_top(self) -> None:
        window.scrollTo(0, 0)

    def follow_log(self) -> None:
        # in the next frame, which lays the page out anyway: reading the log's height
        # here would lay it out once more, in the middle of handling the event
        window.requestAnimationFrame(self.to_log_end)

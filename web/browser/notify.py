"""The installed app's badge (the Badging API) and notifications (the Notifications
API), for play by post's games waiting for the player (:mod:`web.ui.post`). Where the
browser has neither, nothing is shown; a failure is never told."""

import contextlib

from pyodide.ffi import to_js
from pyscript import document, window


class Notices:
    """The runner's effects on the app's badge and on notifications. Uses
    :meth:`web.browser.Browser.spawn` to wait for the browser's promises (so that a
    refused one is not reported on the console)."""

    def set_badge(self, count: int) -> None:
        navigator = window.navigator
        with contextlib.suppress(Exception):
            if count > 0 and hasattr(navigator, "setAppBadge"):
                self.spawn(_quietly(navigator.setAppBadge(count)))
            elif count <= 0 and hasattr(navigator, "clearAppBadge"):
                self.spawn(_quietly(navigator.clearAppBadge()))

    def notify(self, title: str, body: str, tag: str) -> None:
        # refused (Chrome on Android shows only a service worker's): not shown
        with contextlib.suppress(Exception):
            if _allowed() and document.hidden:
                options = {"body": body, "tag": tag}
                window.Notification.new(title, to_js(options, dict_converter=_object))

    async def ask_notifications(self) -> bool:
        if not hasattr(window, "Notification"):
            return False
        try:
            return str(await window.Notification.requestPermission()) == "granted"
        except Exception:
            return False


def _object(pairs):
    """A plain JavaScript object of ``pairs``."""
    return window.Object.fromEntries(pairs)


def _allowed() -> bool:
    """Whether the browser has notifications and the player allowed them."""
    return hasattr(window, "Notification") and window.Notification.permission == "granted"


async def _quietly(promise) -> None:
    with contextlib.suppress(Exception):
        await promise

"""The page's address and what leaves it for the player: links shared or copied, a
game's record copied or saved as a file, the QR code of a link, the fragment
dropped once read."""

import asyncio
import contextlib

from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window

from web.browser.dom import present


def _plain(value):
    """``value`` (a dict) as a plain JavaScript object."""
    return to_js(value, dict_converter=window.Object.fromEntries)


class Address:
    """The runner's effects on the address, the clipboard and downloads."""

    def __init__(self) -> None:
        self.qr_library = None  # web/runtime/qrcode/qrcode.js, loaded on first use

    def address(self, fragment: str) -> str:
        return window.location.href.split("#")[0] + "#" + fragment

    def drop_fragment(self) -> None:
        window.history.replaceState(None, "", window.location.pathname + window.location.search)

    async def send_link(self, fragment: str, share: bool) -> tuple[str, bool, bool]:
        url = self.address(fragment)
        navigator = window.navigator
        if share and hasattr(navigator, "share"):
            with contextlib.suppress(Exception):  # cancelled, or refused: copied instead
                await navigator.share(_plain({"url": url}))
                return url, True, True
        try:
            await navigator.clipboard.writeText(url)
            return url, True, False
        except Exception:
            return url, False, False

    async def send_record(self, text: str, download: str | None) -> bool:
        if download is not None:
            blob = window.Blob.new([text], _plain({"type": "text/plain"}))
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
            code.addData(self.address(fragment))
            code.make()
        except Exception:  # longer than a QR code holds (the update keeps links below it)
            return
        element = document.getElementById(target)
        if present(element):
            element.innerHTML = code.createSvgTag(4, 8)

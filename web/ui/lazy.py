"""Parts of the page a first visit does not fetch: files that no screen needs until
one is opened (the puzzles' data), in an archive of their own (``web/<name>.zip``,
written by ``scripts/page_files.py``), fetched and unpacked into Python's file system
the first time a message needs them.

The runner asks :func:`wanted` of each message that may need a part (:data:`ASKING`):
if it needs one that is not :func:`present`, the page says it is loading
(:func:`waiting`, ``body[data-fetching]``),
fetches the archive, checks and unpacks it (:func:`unpack`), then acts on the message;
a failed fetch (offline, say) leaves the screen as it was, with :func:`failed` in
words. The built site's service worker precaches the archives with every other file.

>>> wanted(ShowPuzzles("tsuro")) is PUZZLES, wanted(Opened(""))
(True, None)
>>> import io, zipfile
>>> data = io.BytesIO()
>>> with zipfile.ZipFile(data, "w") as archive:
...     archive.writestr("web/ui/puzzles/tsuro.json", "{}")
>>> unpack(PUZZLES, data.getvalue())
Traceback (most recent call last):
ValueError: the archive holds other files than the page's
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
from pathlib import Path

from game.i18n import N_, _
from web.ui.arrival.messages import Opened
from web.ui.messages import Message
from web.ui.puzzles.link import is_puzzle_link
from web.ui.puzzles.messages import DailyPuzzle, OpenPuzzle, ShowPuzzles

#: The project's root as Python sees it (in the page, where its archive is unpacked).
ROOT = Path(__file__).resolve().parent.parent.parent
#: The most bytes an archive or any file in it may hold (the puzzles: about 1 MB).
LIMIT = 8_000_000


@dataclass(frozen=True)
class Part:
    """A part fetched when first needed: its ``name``, its ``files`` (paths from the
    project's root), and what the page says while it comes and if it cannot."""

    name: str
    files: tuple[str, ...]
    loading: str
    failure: str

    @property
    def archive(self) -> str:
        """The archive's path from the project's root (and the page's address)."""
        return f"web/{self.name}.zip"


PUZZLES = Part(
    "puzzles",
    ("web/ui/puzzles/tsuro.json", "web/ui/puzzles/shangrila.json"),
    N_("Loading the puzzles…"),
    N_("The puzzles could not be loaded ({reason}). Check the connection, then try again."),
)
#: Every part: ``scripts/page_files.py`` writes their archives.
PARTS = (PUZZLES,)


#: The messages that may need a part (:func:`wanted` says whether one does): the
#: runner asks of no other, so that a peer's move or a click never enters this module.
ASKING = (ShowPuzzles, OpenPuzzle, DailyPuzzle, Opened)


def wanted(message: Message) -> Part | None:
    """The part ``message`` needs, if any: the puzzles for their list, one of them, the
    puzzle of the day and a puzzle's link."""
    if isinstance(message, ShowPuzzles | OpenPuzzle | DailyPuzzle):
        return PUZZLES
    if isinstance(message, Opened) and is_puzzle_link(message.fragment):
        return PUZZLES
    return None


def present(part: Part, root: Path | None = None) -> bool:
    """True when every file of ``part`` is in Python's file system (under ``root``,
    by default :data:`ROOT`)."""
    return all((root or ROOT).joinpath(name).is_file() for name in part.files)


def waiting(part: Part) -> str:
    """What the page says while ``part`` comes."""
    return _(part.loading)


def failed(part: Part, reason: str) -> str:
    """What the page says when ``part`` could not be fetched or read (``reason``)."""
    return _(part.failure).format(reason=reason)


def unpack(part: Part, data: bytes, root: Path | None = None) -> None:
    """Check ``data``, ``part``'s archive, and write its files under ``root`` (by
    default :data:`ROOT`): it must hold exactly the part's files, each within
    :data:`LIMIT`; else a ValueError in the page's words, and nothing is written."""
    if len(data) > LIMIT:
        raise ValueError(_("the archive is far larger than the page's"))
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = archive.infolist()
            if sorted(m.filename for m in members) != sorted(part.files):
                raise ValueError(_("the archive holds other files than the page's"))
            if any(m.file_size > LIMIT for m in members):
                raise ValueError(_("the archive is far larger than the page's"))
            files = {m.filename: archive.read(m) for m in members}
    except (zipfile.BadZipFile, EOFError, OSError, NotImplementedError):
        raise ValueError(_("the archive is damaged")) from None
    for name, content in files.items():
        target = (root or ROOT) / name
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_name(f".{target.name}.part")
        temporary.write_bytes(content)
        temporary.replace(target)

"""What the page loads, written from the code: the page's and the bots worker's Python
as one archive each, the ``[files]`` blocks of ``pyscript.toml`` and
``web/worker.toml`` that unpack them, the archives of the parts of the page fetched
only when a screen first needs them (:data:`web.ui.lazy.PARTS`: the puzzles' data in
``web/puzzles.zip``), and the part of ``index.html`` that shows the start screen
before Python runs.

    python3 scripts/page_files.py          # write the archives, the configs, index.html
    python3 scripts/page_files.py --check  # exit 1 if a config or index.html is out of date

The archives (``web/page.zip``, ``web/bots.zip``, git-ignored) hold what importing
the page's modules (or the worker's) loads in a clean interpreter (and the page's
``web/browser/``, which needs PyScript), so a module added to ``game/``, ``web/ui/``
or ``web/browser/`` reaches the browser once this is run, each with its bytecode as
the page's Pyodide compiles it (``scripts/precompile.mjs``, run in Node): the browser
then imports without compiling, about 0.3 s sooner. The same run
writes the page's memory snapshot (``web/page-<version>.snapshot.gz``, git-ignored):
Pyodide's memory once the page's modules are imported, which ``web/start.mjs``
starts the page from, several times sooner than Python starts afresh. The start
screen in ``index.html`` is drawn by :mod:`web.ui.render` for an empty store,
between the markers :data:`BEGIN` and :data:`END`, with what ``web/boot.js`` reads:
the page's version (a hash of the sources' archive and ``web/main.py``: a snapshot kept by
another version is not shown) and the storage keys.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from html import escape as html_escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
import stdlib  # noqa: E402 (scripts/stdlib.py, beside this file)

from web.ui import lazy  # noqa: E402

#: Config file -> (what it imports, modules left out, its archive as the config names it).
CONFIGS = {
    "pyscript.toml": (
        "web.ui.runner, web.ui.intents, web.ui.arrows, web.ui.snapshot, web.ui.shangrila.view, "
        "web.ui.tsuro.view, game.shangrila, game.tsuro",
        (),
        "./web/page.zip",
    ),
    # web/worker.py runs as a script, not as a module; game.bots imports each game's
    # bots when first asked, so every module of the package is imported here.
    "web/worker.toml": (
        "web.worker, game.shangrila, game.tsuro, pkgutil, game.bots\n"
        "for info in pkgutil.walk_packages(game.bots.__path__, 'game.bots.'):\n"
        "    __import__(info.name)",
        ("web", "web.worker"),
        "./bots.zip",
    ),
}
#: The browser's side of the page (``web/browser/``), which ``web/main.py`` imports: it
#: imports PyScript's modules, so it is shipped in the page's archive by name, not found
#: by importing it here.
BROWSER = "web/browser"
#: What the page's memory snapshot has imported: the page's modules and the standard
#: library's that web/main.py and web/browser/ import.
SNAPSHOT_IMPORTS = CONFIGS["pyscript.toml"][0] + ", asyncio, contextlib, json"
#: How the page's memory snapshot's name ends (gzip-compressed).
SNAPSHOT_SUFFIX = ".snapshot.gz"
PAGE = "index.html"
BEGIN = "<!-- begin: written by python3 scripts/page_files.py -->\n"
END = "<!-- end: written by python3 scripts/page_files.py -->\n"
#: The page's Python script tag, up to its ``config`` attribute (rewritten).
MAIN_SCRIPT = re.compile(r'(<script type="py" src="\./web/main\.py" )config="[^"]*"></script>')
#: A fixed date for every archive member, so that the same sources give the same bytes.
_EPOCH = (1980, 1, 1, 0, 0, 0)


def needed_files(imports: str, skip: tuple[str, ...] = (), root: Path = ROOT) -> list[str]:
    """The project's files that ``import <imports>`` loads, in a clean interpreter."""
    code = (
        f"import sys, {imports}\n"
        "for name, module in sorted(sys.modules.items()):\n"
        f"    if name.split('.')[0] in ('game', 'web') and name not in {skip!r}:\n"
        "        print(module.__file__)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    return sorted(Path(line).resolve().relative_to(root).as_posix() for line in out.split())


def archive_files(config: str, root: Path = ROOT) -> list[str]:
    """The project's files in ``config``'s archive: what its Python imports, and for
    the page :data:`BROWSER`'s modules."""
    imports, skip, _ = CONFIGS[config]
    files = needed_files(imports, skip, root)
    if config == "pyscript.toml":
        files += [path.relative_to(root).as_posix() for path in (root / BROWSER).glob("*.py")]
    return sorted(set(files))


def stdlib_imports(root: Path = ROOT) -> list[str]:
    """The modules whose standard library the page ships (``scripts/stdlib.py``): the
    page's, with what ``web/main.py`` imports, and the worker's, with every bot."""
    bots = sorted(p.stem for p in (root / "game" / "bots").glob("*.py") if p.stem != "__init__")
    return (
        [name.strip() for name in SNAPSHOT_IMPORTS.split(",")]
        + ["web.worker"]
        + [f"game.bots.{name}" for name in bots]
    )


def archive_path(config: str) -> str:
    """The archive of ``config``, relative to the project."""
    name = CONFIGS[config][2]
    return (Path(config).parent / name).as_posix().removeprefix("./")


def archive_bytes(config: str, root: Path = ROOT) -> bytes:
    """The archive of the modules ``config``'s Python imports (the same bytes for the
    same sources)."""
    return _zipped(archive_files(config, root), root)


def part_archives(root: Path = ROOT) -> dict[str, bytes]:
    """The archive of each part of the page fetched when first needed
    (:data:`web.ui.lazy.PARTS`), by its path: its files as they are, compressed."""
    return {part.archive: _zipped(list(part.files), root) for part in lazy.PARTS}


def _zipped(files: list[str], root: Path) -> bytes:
    """An archive of ``files`` (paths from ``root``), the same bytes for the same files."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in files:
            member = zipfile.ZipInfo(path, _EPOCH)
            member.compress_type = zipfile.ZIP_DEFLATED
            member.external_attr = 0o644 << 16
            archive.writestr(member, (root / path).read_bytes())
    return buffer.getvalue()


def snapshot_path(version: str) -> str:
    """The page's memory snapshot for the page's ``version``, relative to the project."""
    return f"web/page-{version}{SNAPSHOT_SUFFIX}"


def compiled(
    sources: dict[str, bytes], root: Path = ROOT, snapshot: Path | None = None
) -> dict[str, bytes]:
    """Each archive of ``sources`` (by name) with its modules' bytecode beside them,
    compiled by the page's own Pyodide (``scripts/precompile.mjs``, in Node), so that
    the browser imports them without compiling; the same bytes for the same sources.
    With ``snapshot``, also write there the memory snapshot of that Pyodide once the
    first archive is unpacked and :data:`SNAPSHOT_IMPORTS` imported.

    What Node makes is kept in :data:`COMPILED` under a hash of everything it is made
    from (the sources, the runtime, the script): asked again for the same, as each test
    process and each build is, it is read back instead of made anew."""
    if not (root / "web/runtime/pyodide/pyodide.mjs").exists():
        raise SystemExit("web/runtime/ is missing: run bash scripts/setup-runtime.sh")
    kept = COMPILED / _compile_key(sources, root, snapshot is not None)
    if kept.is_dir():
        os.utime(kept)  # used now: the last to be pruned
    else:
        _compile(sources, root, snapshot is not None, kept)
        _prune()
    if snapshot is not None:
        snapshot.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(kept / "snapshot.gz", snapshot)
    return {name: (kept / f"{index}.zip").read_bytes() for index, name in enumerate(sources)}


#: Where :func:`compiled` keeps what Node made, one folder per hash (git-ignored), and
#: how many of the last used it keeps (each about 8 MB).
COMPILED = ROOT / ".cache" / "compiled"
KEEP_COMPILED = 6


def _prune() -> None:
    """Remove all but the :data:`KEEP_COMPILED` folders of :data:`COMPILED` used last."""
    folders = sorted(
        (path for path in COMPILED.iterdir() if path.is_dir() and not path.name.startswith("tmp")),
        key=lambda path: path.stat().st_mtime,
        reverse=True,
    )
    for old in folders[KEEP_COMPILED:]:
        shutil.rmtree(old, ignore_errors=True)


def _compile_key(sources: dict[str, bytes], root: Path, snapshot: bool) -> str:
    """A hash of all that Node's compiling reads: the archives, the imports of the
    snapshot if one is made, the script and every file of the runtime."""
    digest = hashlib.sha256(f"snapshot:{SNAPSHOT_IMPORTS if snapshot else ''}\0".encode())
    scripts = [root / "scripts/precompile.mjs", root / "scripts/compile_archive.py"]
    inputs = [*scripts, *sorted((root / "web/runtime/pyodide").iterdir())]
    named = [
        *((name, data) for name, data in sources.items()),
        *((path.name, path.read_bytes()) for path in inputs if path.is_file()),
    ]
    for name, data in named:
        digest.update(f"{name}\0{len(data)}\0".encode() + data)
    return digest.hexdigest()[:24]


def _compile(sources: dict[str, bytes], root: Path, snapshot: bool, kept: Path) -> None:
    """Run ``scripts/precompile.mjs`` on ``sources`` and put what it makes in ``kept``
    (``<index>.zip`` per archive, ``snapshot.gz``) at once: a process doing the same
    at the same time finds the folder whole or not at all."""
    kept.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=kept.parent) as folder:
        made = Path(folder, "made")
        made.mkdir()
        paths = []
        for index, data in enumerate(sources.values()):
            source = Path(folder, f"{index}.source.zip")
            source.write_bytes(data)
            paths += [str(source), str(made / f"{index}.zip")]
        options = ["--snapshot", str(made / "snapshot.gz"), SNAPSHOT_IMPORTS] if snapshot else []
        script = str(root / "scripts" / "precompile.mjs")
        subprocess.run(["node", script, *options, *paths], check=True)
        with contextlib.suppress(OSError):  # another process put the same there first
            made.rename(kept)


def write_archives(out: Path, root: Path = ROOT) -> dict[str, bytes]:
    """Write the standard library's archive the page ships (``scripts/stdlib.py``), then
    both archives, compiled, and the parts' archives under ``out`` (each replaced at
    once, never half written, so that processes doing the same at once never see a
    part), and the page's memory snapshot (others removed once it is in place); the
    modules' sources' archives, by name."""
    stdlib.write_archive(stdlib_imports(root), root)  # before the snapshot, which reads it
    sources = {archive_path(config): archive_bytes(config, root) for config in CONFIGS}
    snapshot = out / snapshot_path(page_version(sources[archive_path("pyscript.toml")], root))
    temporary_snapshot = snapshot.with_name(f".{snapshot.name}.{os.getpid()}")
    written = {**compiled(sources, root, temporary_snapshot), **part_archives(root)}
    for name, data in written.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_name(f".{target.name}.{os.getpid()}")
        temporary.write_bytes(data)
        temporary.replace(target)
    temporary_snapshot.replace(snapshot)
    for old in snapshot.parent.glob(f"page-*{SNAPSHOT_SUFFIX}"):
        if old != snapshot:  # another process may be removing it too (test workers)
            old.unlink(missing_ok=True)
    return sources


def expected_files(config: str) -> dict[str, str]:
    """The ``[files]`` table that ``config`` should hold: its archive, unpacked."""
    return {CONFIGS[config][2]: "./*"}


def listed_files(config: str) -> dict[str, str]:
    """The ``[files]`` table that ``config`` holds now."""
    return tomllib.loads((ROOT / config).read_text())["files"]


def rewrite(config: str) -> None:
    """Replace the ``[files]`` block (the end of the file) with the expected one."""
    path = ROOT / config
    head = path.read_text().split("\n[files]\n")[0] + "\n"
    lines = "".join(
        f'"{source}" = "{target}"\n' for source, target in expected_files(config).items()
    )
    path.write_text(f"{head}[files]\n{lines}")


def page_version(page_archive: bytes, root: Path = ROOT) -> str:
    """The version of the page's Python (from its sources' archive, web/main.py and the
    Pyodide it runs on): a snapshot of the screen or of the memory made by another
    one is not used."""
    digest = hashlib.sha256(page_archive)
    digest.update((root / "web" / "main.py").read_bytes())
    lock = json.loads((root / "package-lock.json").read_text())
    digest.update(lock["packages"]["node_modules/pyodide"]["version"].encode())
    return digest.hexdigest()[:12]


def start_screen() -> tuple[str, dict[str, str]]:
    """The start screen as the app draws it for an empty store, and its page state."""
    from web.ui import render
    from web.ui.env import Env
    from web.ui.model import Model
    from web.ui.start.model import Start
    from web.ui.storage.messages import SavesListed

    model = Model(Env(clock=lambda: ""), Start(saves=SavesListed((), ())), bots=True)
    html = render.layout(model)
    for region, inner in render.regions(model).items():
        html, found = re.subn(
            rf'(<(\w+)\b[^>]*\bid="{region}"[^>]*>)(</\2>)',
            lambda m, inner=inner: m[1] + inner + m[3],
            html,
            count=1,
        )
        if not found:
            raise SystemExit(f"the start screen's frame has no empty region {region!r}")
    return html, render.page_state(model)


def written_part(version: str) -> str:
    """What goes between the markers of ``index.html``: what ``web/boot.js`` reads (the
    version, the storage keys, the start screen and its page state, the notes) and the
    script itself."""
    from game import i18n
    from web.ui import snapshot
    from web.ui.games import pictures
    from web.ui.screens import frame

    templates, state, unscripted, progress, invitation, running = [], {}, [], {}, {}, {}
    sprite = frame.sprite()
    drawn = pictures()  # the same in every language: kept once, put back by web/boot.js
    try:
        for code in i18n.LANGUAGES:
            try:
                i18n.use(code)
            except OSError:
                raise SystemExit(
                    f"{i18n.catalog_path(code)} is missing: bash scripts/catalogs.sh compile"
                ) from None
            html, state = start_screen()
            for picture in drawn.values():
                html = html.replace(picture, "", 1)
            unscripted.append(snapshot.no_script())
            progress[code] = snapshot.progress()
            invitation[code] = snapshot.invitation()
            running[code] = snapshot.running()
            templates += [
                f'<template id="boot-start-{code}">{html}</template>\n',
                f'<template id="boot-note-{code}">{snapshot.start_note()}</template>\n',
                f'<template id="boot-busy-{code}">{snapshot.busy_note()}</template>\n',
                f'<template id="boot-link-{code}">{snapshot.link_note()}</template>\n',
                f'<template id="boot-loading-{code}">{snapshot.loading()}</template>\n',
                f'<template id="boot-update-{code}">{snapshot.update_offer()}</template>\n',
            ]
    finally:
        i18n.use("en")
    data = {
        "page": version,
        "state": state,
        "limit": snapshot.LIMIT,
        "languages": list(i18n.LANGUAGES),
        "progress": progress,
        "invitation": invitation,
        "running": running,
        **snapshot.boot_keys(),
    }
    text = json.dumps(data, separators=(",", ":"), sort_keys=True).replace("</", "<\\/")
    script = (ROOT / "web" / "boot.js").read_text()
    return (
        f"<noscript>{''.join(unscripted)}</noscript>\n"
        f'<script type="application/json" id="boot-data">{text}</script>\n'
        f"{sprite}\n"
        + "".join(f'<template id="boot-picture-{k}">{v}</template>\n' for k, v in drawn.items())
        + "".join(templates)
        + f"<script>\n{script}</script>\n"
    )


def inline_config(version: str) -> str:
    """``pyscript.toml`` as the JSON that the page's ``<script type="py">`` carries in its
    ``config`` attribute: PyScript then neither fetches the file nor loads its TOML
    parser before it starts Python. The interpreter's address carries the page's
    ``version``: ``web/start.mjs`` reads it to find the memory snapshot, in the page
    and in the bots worker (which PyScript starts with the page's interpreter)."""
    settings = tomllib.loads((ROOT / "pyscript.toml").read_text())
    settings["interpreter"] += f"?page={version}"
    return html_escape(json.dumps(settings, separators=(",", ":")))


def render_page(html: str, version: str) -> str:
    """``index.html`` with its written part and the main script's config made anew."""
    head, begin, rest = html.partition(BEGIN)
    _, end, tail = rest.partition(END)
    if not (begin and end):
        raise SystemExit(f"{PAGE} needs the markers {BEGIN.strip()} and {END.strip()}")
    tail, found = MAIN_SCRIPT.subn(
        lambda m: f'{m[1]}config="{inline_config(version)}"></script>', tail, count=1
    )
    if not found:
        raise SystemExit(f'{PAGE} needs <script type="py" src="./web/main.py" config="...">')
    return head + BEGIN + written_part(version) + END + tail


def main() -> int:
    check = "--check" in sys.argv[1:]
    archives = {archive_path(c): archive_bytes(c) for c in CONFIGS} if check else {}
    if not check:
        archives = write_archives(ROOT)
    stale = [config for config in CONFIGS if listed_files(config) != expected_files(config)]
    html = (ROOT / PAGE).read_text()
    page = render_page(html, page_version(archives[archive_path("pyscript.toml")]))
    if page != html:
        stale.append(PAGE)
    if check:
        for name in stale:
            print(f"{name} is out of date (run python3 scripts/page_files.py)")
        return 1 if stale else 0
    for name in stale:
        if name == PAGE:
            (ROOT / PAGE).write_text(page)
        else:
            rewrite(name)
        print(f"{name} rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())

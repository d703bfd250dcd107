"""Assemble the static site into one folder (default ``dist/``) and print its size.

    python3 scripts/build.py [--out DIR]

The folder holds the page (its start screen written anew, see
``scripts/page_files.py``), its two scripts (``web/main.py``, ``web/worker.py``) and
the archives of the modules they import and the page's memory snapshot (see
``web/start.mjs``), the packages' other files (styles, icons, catalogs), the runtime
files from ``web/runtime/`` (``bash scripts/setup-runtime.sh`` fills it from the npm
lockfile, each package's licence beside its files) without source maps and, where a
compressed copy is there, only that one, the project's ``LICENSE`` and ``NOTICE.md``
(the third-party files and their licences, as ``scripts/notice.py`` writes it), and a
service worker whose precache list and cache version come from exactly these files
(but the memory snapshot, which ``web/start.mjs`` keeps itself). Serve the folder with
any static file server, at the root or under a sub-path.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

import notice
import page_files

ROOT = Path(__file__).resolve().parent.parent
#: The licence of the project and the notice of the third-party files it serves go too.
PAGE_FILES = ["index.html", "pyscript.toml", "LICENSE", "NOTICE.md"]
PACKAGES = ["game", "web"]
#: The Python files the site serves as they are; the others go in the archives.
SCRIPTS = {Path("web/main.py"), Path("web/worker.py")}
SKIP_DIRS = {"__pycache__", ".pytest_cache"}
SKIP_SUFFIXES = {".map", ".pyc", ".po", ".pot", ".md"}  # catalogs' sources: only .mo is served
SW_TEMPLATE = Path("web/pwa/sw.template.js")
#: Read by the build, not served: index.html carries the boot script.
SOURCES = {
    SW_TEMPLATE,
    Path("web/boot.js"),
    Path("scripts/precompile.mjs"),
    Path("scripts/compile_archive.py"),  # run by precompile.mjs
    Path("package-lock.json"),  # the version of Pyodide, in the page's version; NOTICE.md
    Path("package.json"),  # NOTICE.md: the packages used by the tests alone
}
#: The archives of the page's and the worker's modules, made anew by each build.
ARCHIVES = {Path(page_files.archive_path(config)): config for config in page_files.CONFIGS}
#: The parts of the page fetched when first needed: their archives, made anew by each
#: build, and the files in them (served only there).
PARTS = {Path(part.archive) for part in page_files.lazy.PARTS}
IN_PARTS = {Path(name) for part in page_files.lazy.PARTS for name in part.files}
HEAD_ADDITIONS = (
    '<link rel="manifest" href="./web/manifest.webmanifest">\n'
    '<meta name="theme-color" content="#1d3b4a">\n'
    '<script type="module" src="./web/pwa/register.js"></script>\n'
)
#: Where web/pwa/register.js offers a new version, in the words of index.html's
#: ``boot-update-<language>`` template.
UPDATE_BAR = '<div id="update-bar" class="update-bar" role="status" hidden></div>\n'


def site_files(root: Path) -> list[Path]:
    """The files of the site, relative to ``root``, in a stable order."""
    files = [Path(name) for name in PAGE_FILES]
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*")):
            relative = path.relative_to(root)
            if (
                path.is_file()
                and not SKIP_DIRS.intersection(relative.parts)
                and path.suffix not in SKIP_SUFFIXES
                and (path.suffix != ".py" or relative in SCRIPTS)
                and relative not in SOURCES
                and relative not in ARCHIVES
                and relative not in PARTS
                and relative not in IN_PARTS
                and not relative.name.endswith(page_files.SNAPSHOT_SUFFIX)  # made anew
                and not path.with_name(path.name + ".gz").exists()  # sent compressed only
            ):
                files.append(relative)
    return files


def copy_sources(dest: Path, root: Path = ROOT) -> Path:
    """Copy what the build reads from ``root`` into ``dest``, e.g. to build a changed
    copy; return ``dest``."""
    modules = {path for c in page_files.CONFIGS for path in page_files.archive_files(c, root)}
    packed = sorted(  # the site sends them compressed; scripts/precompile.mjs reads them
        path.relative_to(root).with_suffix("")
        for path in (root / "web" / "runtime" / "pyodide").glob("*.gz")
    )
    in_parts = sorted(IN_PARTS)
    for relative in [*site_files(root), *SOURCES, *map(Path, sorted(modules)), *in_parts, *packed]:
        (dest / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(root / relative, dest / relative)
    return dest


def add_pwa(html: str) -> str:
    """The page with its manifest, service worker and update bar added."""
    if "</head>" not in html or not re.search(r"<body[^>]*>", html):
        raise SystemExit("index.html needs a </head> and a <body> to add the service worker to")
    html = html.replace("</head>", HEAD_ADDITIONS + "</head>", 1)
    return re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + "\n" + UPDATE_BAR, html, count=1)


def build(out: Path, root: Path = ROOT) -> dict:
    """Write the site into ``out`` (emptied first); return its version, files and size."""
    if not (root / "web" / "runtime").is_dir():
        raise SystemExit("web/runtime/ is missing: run `bash scripts/setup-runtime.sh` first")
    for source in sorted((root / "game" / "locale").glob("*/LC_MESSAGES/*.po")):
        compiled = source.with_suffix(".mo")
        if not compiled.exists() or compiled.stat().st_mtime < source.stat().st_mtime:
            raise SystemExit(f"{compiled} is old or missing: bash scripts/catalogs.sh compile")
    if out.exists():
        shutil.rmtree(out)
    digest = hashlib.sha256()
    written = []
    sources = {path: page_files.archive_bytes(config, root) for path, config in ARCHIVES.items()}
    parts = {Path(name): data for name, data in page_files.part_archives(root).items()}
    page = page_files.page_version(sources[Path("web/page.zip")], root)
    snapshot = Path(page_files.snapshot_path(page))
    served = page_files.compiled(
        {path.as_posix(): data for path, data in sources.items()}, root, out / snapshot
    )
    for relative in sorted([*site_files(root), *sources, *parts]):
        data = sources.get(relative) or parts.get(relative) or (root / relative).read_bytes()
        if relative == Path("index.html"):
            data = add_pwa(page_files.render_page(data.decode(), page)).encode()
        elif relative == Path(notice.NOTICE):  # as the lockfiles make it
            data = notice.text(root).encode()
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(served.get(relative.as_posix(), data))  # an archive with bytecode
        digest.update(relative.as_posix().encode() + b"\0" + data)  # (from its sources)
        written.append(relative.as_posix())
    version = digest.hexdigest()[:12]  # (the snapshot is made from the page's archive)
    # The snapshot is not precached: web/start.mjs keeps it once the page is ready.
    precache = ["./", *(f"./{name}" for name in written)]
    written.append(snapshot.as_posix())
    worker = (root / SW_TEMPLATE).read_text()
    worker = worker.replace("__VERSION__", version).replace("__FILES__", json.dumps(precache))
    (out / "sw.js").write_text(worker)
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    return {"version": version, "files": len(written) + 1, "bytes": size}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder")
    args = parser.parse_args(argv)
    result = build(args.out.resolve())
    print(
        f"built {args.out} (version {result['version']}): {result['files']} files, "
        f"{result['bytes'] / 1e6:.1f} MB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

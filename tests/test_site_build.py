"""The static-site build (scripts/build.py), its service worker and the workflow."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build  # noqa: E402
import notice  # noqa: E402
import page_files  # noqa: E402


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    out = tmp_path_factory.mktemp("site") / "dist"
    return out, build.build(out)


def _precache(out: Path) -> list[str]:
    match = re.search(r"const FILES = (\[.*?\]);", (out / "sw.js").read_text(), re.S)
    assert match, "sw.js has no precache list"
    return json.loads(match.group(1))


def test_the_site_holds_the_page_packages_and_runtime_and_nothing_else(site) -> None:
    out, result = site
    names = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert {"index.html", "pyscript.toml", "sw.js", "web/manifest.webmanifest"} <= names
    assert {"web/main.py", "web/worker.py", "web/page.zip", "web/bots.zip"} <= names
    assert sorted(n for n in names if n.endswith(".py")) == ["web/main.py", "web/worker.py"]
    assert "web/boot.js" not in names  # index.html carries it
    # Pyodide's largest files only compressed (web/start.mjs unpacks them)
    assert any(n.endswith("pyodide.asm.wasm.gz") for n in names)
    assert not any(n.endswith(("pyodide.asm.wasm", "pyodide.asm.mjs", "lock.json")) for n in names)
    assert any(n.endswith("python_stdlib.zip") for n in names)
    assert not [n for n in names if n.endswith(".map") or "__pycache__" in n]
    assert not [n for n in names if n.split("/")[0] in {"tests", "node_modules", "bench", ".git"}]
    assert "web/pwa/sw.template.js" not in names
    assert result["files"] == len(names)


def test_every_file_is_precached_with_relative_urls(site) -> None:
    out, _ = site
    precache = _precache(out)
    files = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()} - {"sw.js"}
    snapshots = {name for name in files if name.endswith(page_files.SNAPSHOT_SUFFIX)}
    assert len(snapshots) == 1  # on the site, kept by web/start.mjs once the page is ready
    assert set(precache) == {"./"} | {f"./{name}" for name in files - snapshots}
    assert all(url.startswith("./") for url in precache)


def test_the_built_page_registers_the_worker_and_links_the_manifest(site) -> None:
    out, _ = site
    html = (out / "index.html").read_text()
    assert 'rel="manifest" href="./web/manifest.webmanifest"' in html
    assert 'src="./web/pwa/register.js"' in html
    assert 'id="update-bar"' in html
    assert not re.search(r'(src|href)="(https?:)?//', html), (
        "the page must load nothing from elsewhere"
    )


def test_the_manifest_names_icons_that_exist(site) -> None:
    out, _ = site
    manifest_path = out / "web" / "manifest.webmanifest"
    manifest = json.loads(manifest_path.read_text())
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (manifest_path.parent / icon["src"]).is_file()
    assert (manifest_path.parent / manifest["start_url"]).resolve() == (out / "index.html")


def test_the_cache_version_follows_the_content(tmp_path: Path, site) -> None:
    _, first = site
    root = build.copy_sources(tmp_path / "copy")
    assert build.build(tmp_path / "same", root)["version"] == first["version"]
    with (root / "game" / "core.py").open("a") as f:
        f.write("\n# changed\n")
    assert build.build(tmp_path / "changed", root)["version"] != first["version"]


def test_the_puzzles_come_in_an_archive_of_their_own_precached(site) -> None:
    """Not in the page's archive, nor as files of their own: fetched when first needed
    (web/ui/lazy.py), and offline from the service worker's cache."""
    out, _ = site
    for part in page_files.lazy.PARTS:
        with zipfile.ZipFile(out / part.archive) as archive:
            assert sorted(archive.namelist()) == sorted(part.files)
            for name in part.files:
                assert archive.read(name) == (ROOT / name).read_bytes()
                assert not (out / name).exists()
        assert f"./{part.archive}" in _precache(out)
    with zipfile.ZipFile(out / "web/page.zip") as page:
        assert not [name for name in page.namelist() if name.endswith(".json")]


@pytest.mark.parametrize("config", sorted(page_files.CONFIGS))
def test_each_archive_holds_exactly_the_modules_its_python_imports(site, config: str) -> None:
    """The modules its Python imports, each as its bytecode alone in place of its source
    (which the page never reads: a first visit fetches less)."""
    out, _ = site
    imports, skip, _ = page_files.CONFIGS[config]
    modules = page_files.archive_files(config)
    assert modules and all(name.endswith(".py") for name in modules)
    browser = [name for name in modules if name.startswith("web/browser/")]
    assert sorted(set(modules) - set(browser)) == page_files.needed_files(imports, skip)
    assert ("web/browser/__init__.py" in browser) == (config == "pyscript.toml")
    sources = zipfile.ZipFile(io.BytesIO(page_files.archive_bytes(config)))
    assert sources.namelist() == modules  # the same bytes each time
    with zipfile.ZipFile(out / page_files.archive_path(config)) as archive:
        assert archive.namelist() == sorted(name + "c" for name in modules)
        for name in modules:
            pyc = archive.read(name + "c")
            # Pyodide's Python 3.14, an unchecked hash-based pyc (flags 0b01)
            assert pyc[:4] == bytes.fromhex("2b0e0d0a") and pyc[4:8] == b"\x01\0\0\0"
    assert page_files.listed_files(config) == {page_files.CONFIGS[config][2]: "./*"}


def test_index_html_is_what_the_code_writes_now() -> None:
    html = (ROOT / "index.html").read_text()
    version = page_files.page_version(page_files.archive_bytes("pyscript.toml"))
    assert page_files.render_page(html, version) == html, (
        "index.html is out of date: run python3 scripts/page_files.py"
    )


def test_the_built_page_carries_the_start_screen_of_its_own_version(site) -> None:
    out, _ = site
    html = (out / "index.html").read_text()
    data = json.loads(re.search(r'id="boot-data">(.*?)</script>', html)[1])
    assert data["page"] == page_files.page_version(page_files.archive_bytes("pyscript.toml"))
    snapshots = sorted(out.glob(f"web/*{page_files.SNAPSHOT_SUFFIX}"))
    assert snapshots == [out / page_files.snapshot_path(data["page"])]  # the page's only
    assert snapshots[0].read_bytes()[:2] == b"\x1f\x8b"  # gzip, as web/start.mjs reads it
    assert data["state"]["screen"] == "start"
    for code in ("en", "it", "fr", "es"):  # the start screen in each language
        start = re.search(rf'<template id="boot-start-{code}">(.*?)</template>', html, re.S)[1]
        assert 'data-action="start"' in start and 'class="sprite"' not in start
        assert start.count('<div class="card-picture"></div>') == 2  # the pictures: once
    assert html.count('<svg class="sprite"') == 1  # in the page once, outside the screens
    for key in ("shangrila", "tsuro"):
        assert "<svg" in re.search(rf'<template id="boot-picture-{key}">(.*?)</template>', html)[1]


def test_a_page_without_head_or_body_is_refused() -> None:
    with pytest.raises(SystemExit):
        build.add_pwa("<html>no head</html>")


def test_the_workflows_pass_actionlint() -> None:
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which(
        "actionlint"
    )
    assert actionlint, "actionlint is installed by requirements-dev.txt"
    workflows = sorted(str(p) for p in (ROOT / ".github" / "workflows").glob("*.yml"))
    assert workflows
    run = subprocess.run([actionlint, *workflows], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_site_carries_the_licence_and_each_runtime_folder_its_own(site) -> None:
    out, _ = site
    assert (out / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()
    assert (out / "NOTICE.md").read_text() == (ROOT / "NOTICE.md").read_text()
    runtime = out / "web" / "runtime"
    folders = {path.parent for path in runtime.rglob("*") if path.is_file()}
    assert runtime / "pyodide" in folders and runtime / "trystero" / "nostr" in folders
    for folder in folders:  # every bundled package's files have its licence beside them
        assert any(path.name.startswith("LICENSE") for path in folder.iterdir()), folder
    # the standard library's archive is Python's, under the PSF's licence
    assert (
        "PYTHON SOFTWARE FOUNDATION LICENSE"
        in (runtime / "pyodide" / "LICENSE-Python.txt").read_text()
    )


def test_the_notice_is_what_the_build_writes_from_the_lockfiles() -> None:
    """NOTICE.md is written by scripts/notice.py (run by the setup): edited by hand, or
    left behind by a package's new version, it fails here."""
    assert (ROOT / "NOTICE.md").read_text() == notice.text()
    for served in notice.SERVED:  # every licence text it names is there to copy
        assert notice.licence_text(served).is_file(), served
        assert (ROOT / "web/runtime" / served.folder / notice.kept_name(served)).read_bytes() == (
            notice.licence_text(served).read_bytes()
        )


def test_the_notice_follows_the_lockfile(tmp_path: Path) -> None:
    """A package's version or licence changed in the lockfile changes the notice."""
    for name in ("package-lock.json", "package.json", "web/runtime/pyodide/pyodide-lock.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tmp_path / name)
    lock = json.loads((tmp_path / "package-lock.json").read_text())
    lock["packages"]["node_modules/qrcode-generator"].update(version="9.9.9", license="ISC")
    (tmp_path / "package-lock.json").write_text(json.dumps(lock))
    row = next(line for line in notice.text(tmp_path).splitlines() if "qrcode-generator" in line)
    assert "| 9.9.9 | ISC |" in row


def test_the_notice_names_every_dependency_at_its_locked_version_and_licence() -> None:
    notice = (ROOT / "NOTICE.md").read_text()
    package = json.loads((ROOT / "package.json").read_text())
    locked = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert package["license"] == locked[""]["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text().startswith("MIT License\n")
    names = [*package["dependencies"], *package["devDependencies"], "@trystero-p2p/core"]
    spdx = {"APACHE-2.0": "Apache-2.0"}  # as @pyscript/core's package.json spells it
    for name in names:
        entry = locked[f"node_modules/{name}"]
        row = next((line for line in notice.splitlines() if f"`{name}`" in line), "")
        assert row, f"NOTICE.md does not name {name}"
        assert entry["version"] in row, f"NOTICE.md gives another version of {name}"
        assert spdx.get(entry["license"], entry["license"]) in row, name

"""The pinned Trystero, as the page uses it: its one patch (scripts/patch_trystero.py)
still applies and the copy the page serves carries it, and the page's default relays
are among those Trystero keeps up."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import patch_trystero  # noqa: E402

NODE = ROOT / "node_modules"
PACKAGES = {"nostr/index.mjs": NODE / "@trystero-p2p/nostr/dist/index.mjs"}


def test_each_patch_replaces_text_found_once_in_the_pinned_package() -> None:
    for name, old, _new in patch_trystero.PATCHES:
        assert PACKAGES[name].read_text().count(old) == 1


def test_the_served_copy_is_patched_and_patching_again_changes_nothing(tmp_path: Path) -> None:
    for name, _old, new in patch_trystero.PATCHES:
        assert new in (ROOT / "web/runtime/trystero" / name).read_text()
        copy = tmp_path / "trystero" / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(PACKAGES[name].read_text())
    patch_trystero.patch(tmp_path)
    once = {name: (tmp_path / "trystero" / name).read_text() for name, *_ in patch_trystero.PATCHES}
    patch_trystero.patch(tmp_path)
    assert once == {name: (tmp_path / "trystero" / name).read_text() for name in once}


def test_the_default_relays_are_among_those_trystero_keeps_up() -> None:
    """The page's default relays and MQTT brokers are taken from the pinned Trystero's
    own lists, which its maintainers prune as relays go (about 25 times in a year): when a
    version that dropped one is pinned, this fails until the page's list follows."""
    import re

    from web.ui.hosts import DEFAULT_HOSTS, MQTT

    kept: set[str] = set()
    for strategy, prefix in (("nostr", ""), ("mqtt", MQTT)):
        text = (NODE / "@trystero-p2p" / strategy / "dist" / "index.mjs").read_text()
        listed = re.search(r"const defaultRelayUrls = \[(.*?)\]", text, re.S)
        assert listed is not None
        kept |= {prefix + "wss://" + host for host in re.findall(r'"([^"]+)"', listed.group(1))}
    assert set(DEFAULT_HOSTS.relays) <= kept
    assert DEFAULT_HOSTS.brokers()

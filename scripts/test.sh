#!/usr/bin/env bash
# Set up everything the tests need on a fresh machine, then run them all:
# Python tools in .venv, Debian's Chromium, coturn and mosquitto for the page tests
# (tests/browser), and the page's runtime (PyScript and Pyodide from the npm lockfile) in
# web/runtime/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's packages: Chromium, coturn (a TURN server, for the live test on a network that
# blocks direct connections) and mosquitto (an MQTT broker, for live play's second way)
missing=""
[ -x /usr/bin/chromium ] || missing="chromium"
command -v turnserver >/dev/null || missing="$missing coturn"
[ -x /usr/sbin/mosquitto ] || missing="$missing mosquitto"
if [ -n "$missing" ]; then
    as_root=""
    [ "$(id -u)" -eq 0 ] || as_root="sudo"
    $as_root apt-get update -qq
    # shellcheck disable=SC2086  # one word a package
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq $missing >/dev/null
fi
# The tools first (scripts/catalogs.sh, in the runtime's setup, then finds Babel there).
# pip compiles each module's bytecode one by one; compileall does it on every core,
# in a third of the time.
python3 -m venv .venv
.venv/bin/pip install --quiet --no-compile --disable-pip-version-check -r requirements-dev.txt
.venv/bin/python -m compileall -q -j 0 .venv/lib >/dev/null
# The Nostr relay that the turn-based play tests start (tests/nostr_relay.py), in its own
# virtualenv: its web framework and database must not change the test tools' packages.
python3 -m venv .venv-relay
.venv-relay/bin/pip install --quiet --disable-pip-version-check -r requirements-relay.txt
# The type check runs beside the runtime's setup (each keeps one core busy).
types=$(mktemp)
.venv/bin/python -m mypy --strict game web/ui >"$types" 2>&1 &
checking=$!
bash scripts/setup-runtime.sh
.venv/bin/python -m ruff check .
# and every file as ruff's formatter writes it (ruff format . rewrites them)
.venv/bin/python -m ruff format --check .
# The layers of the page's code: import-linter's contracts in pyproject.toml (a module
# importing across them fails here; docs/architecture.md says what they are)
.venv/bin/lint-imports --no-cache --no-logo
status=0
wait "$checking" || status=$?
cat "$types"
rm -f "$types"
[ "$status" -eq 0 ] || exit "$status"
# one process per core (-n auto); later arguments win, e.g. -n 0 for one process. Work
# stealing: xdist's default hands each process a long run of the collected tests at
# first, so one process got nearly all the page tests (collected first) while the other
# ran the quick ones and then waited.
.venv/bin/python -m pytest -n auto --dist worksteal "$@"

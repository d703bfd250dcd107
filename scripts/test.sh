#!/usr/bin/env bash
# Set up everything the tests need on a fresh machine, then run them all.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/pip install --quiet --disable-pip-version-check -r requirements-dev.txt
.venv/bin/python -m ruff check .
.venv/bin/python -m pytest "$@"

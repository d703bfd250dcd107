#!/usr/bin/env bash
# Install PyScript, Pyodide, the QR code library and Trystero (live play: its core, its
# Nostr strategy and @noble/secp256k1, its MQTT strategy and mqtt.js) from the npm lockfile (and axe-core, which only
# the accessibility tests use) and copy the files the page loads into web/runtime/
# (git-ignored), so that the page never reaches another origin on its own; then write the archives of the page's Python and its start screen (scripts/page_files.py).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules/@pyscript/core/dist ] || [ ! -f node_modules/pyodide/pyodide.mjs ] \
    || [ ! -f node_modules/qrcode-generator/dist/qrcode.js ] \
    || [ ! -f node_modules/axe-core/axe.min.js ] \
    || [ ! -f node_modules/@trystero-p2p/nostr/dist/index.mjs ] \
    || [ ! -f node_modules/mqtt/dist/mqtt.esm.js ] \
    || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
fi
rm -rf web/runtime
mkdir -p web/runtime/pyscript web/runtime/pyodide web/runtime/qrcode
mkdir -p web/runtime/trystero/core web/runtime/trystero/nostr web/runtime/trystero/mqtt
mkdir -p web/runtime/noble-secp256k1 web/runtime/mqtt
cp -R node_modules/@pyscript/core/dist/. web/runtime/pyscript/
cp node_modules/qrcode-generator/dist/qrcode.js web/runtime/qrcode/  # loaded when asked for
# Trystero, imported by web/live.mjs only when live play is chosen (index.html's import map
# names these files); the trystero package itself only re-exports the Nostr strategy.
cp node_modules/@trystero-p2p/core/dist/*.mjs web/runtime/trystero/core/
cp node_modules/@trystero-p2p/nostr/dist/index.mjs web/runtime/trystero/nostr/
cp node_modules/trystero/dist/index.mjs web/runtime/trystero/
# Its MQTT strategy (a second way to meet, over MQTT brokers) and mqtt.js's browser build,
# which the strategy imports as "mqtt" (index.html's import map: web/brokers.mjs)
cp node_modules/@trystero-p2p/mqtt/dist/index.mjs web/runtime/trystero/mqtt/
cp node_modules/mqtt/dist/mqtt.esm.js web/runtime/mqtt/
cp node_modules/@noble/secp256k1/index.js web/runtime/noble-secp256k1/
python3 scripts/patch_trystero.py  # one line, explained there
for name in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm pyodide-lock.json; do
    cp "node_modules/pyodide/$name" web/runtime/pyodide/
done
# The page fetches these compressed and unpacks them itself (web/start.mjs): a static host
# sends them as they are, about a third of the bytes.
for name in pyodide.asm.mjs pyodide.asm.wasm pyodide-lock.json; do
    gzip -9 --no-name --keep "web/runtime/pyodide/$name"
done
# Each package's licence beside its files (licenses/ holds the texts of the packages that
# ship none), and NOTICE.md, which lists them, from the lockfiles
python3 scripts/notice.py
# page_files.py also writes python_stdlib.zip: only the modules the page imports (scripts/stdlib.py)
bash scripts/catalogs.sh compile >/dev/null  # the languages' catalogs (.mo), with Babel
python3 scripts/page_files.py
echo "runtime ready in web/runtime/ ($(du -sh web/runtime | cut -f1))"

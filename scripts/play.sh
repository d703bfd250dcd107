#!/usr/bin/env bash
# Set up the page (PyScript and Pyodide from the npm lockfile, into web/runtime/) and
# serve it on this machine; open the address it prints in a browser to play.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-runtime.sh
port="${PORT:-8000}"
if ! python3 -c "import socket, sys; socket.socket().bind(('127.0.0.1', int(sys.argv[1])))" \
        "$port" 2>/dev/null; then
    port=$(python3 -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); \
print(s.getsockname()[1])")
fi
echo "Play at http://127.0.0.1:$port/ (Ctrl+C stops the server)"
exec python3 -m http.server "$port" --bind 127.0.0.1

#!/usr/bin/env bash
# The message catalogs (game/locale/<language>/LC_MESSAGES/messages.po), with Babel
# pinned in requirements-dev.txt:
#   bash scripts/catalogs.sh extract   # the English messages into game/locale/messages.pot,
#                                      # then new ones into every .po (to translate)
#   bash scripts/catalogs.sh compile   # .po -> .mo, which the page and terminal load
# The setup (scripts/setup-runtime.sh) compiles; the .mo files are not kept in git.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/pybabel ]; then
    [ -x .venv/bin/python ] || python3 -m venv .venv
    .venv/bin/pip install --quiet --disable-pip-version-check "$(grep -i '^babel==' requirements-dev.txt | cut -d' ' -f1)"
fi
case "${1:-compile}" in
    extract)
        PYTHONPATH=scripts .venv/bin/pybabel extract -F babel.cfg --sort-output --no-location --no-wrap \
            --add-comments=Translators: --project=shangrila-tsuro \
            -o game/locale/messages.pot game web
        for language in it fr es; do
            if [ -f "game/locale/$language/LC_MESSAGES/messages.po" ]; then
                .venv/bin/pybabel update -i game/locale/messages.pot -d game/locale -l "$language" \
                    --no-wrap --no-fuzzy-matching --ignore-obsolete
            else
                .venv/bin/pybabel init -i game/locale/messages.pot -d game/locale -l "$language" \
                    --no-wrap
            fi
        done
        ;;
    compile)
        .venv/bin/pybabel compile -d game/locale
        ;;
    *)
        echo "usage: $0 extract|compile" >&2
        exit 2
        ;;
esac

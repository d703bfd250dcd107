"""The message catalogs: every language has every message, translated, with the same
placeholders, and the right plural form for 0, 1 and 2; the catalogs in the repository
are what the code's messages are now (``bash scripts/catalogs.sh extract`` renews them)."""

from __future__ import annotations

import gettext
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "game" / "locale"
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
#: Each language's plural forms for 0, 1 and 2 things (index into msgstr[]).
PLURALS = {"it": (1, 0, 1), "fr": (0, 0, 1), "es": (1, 0, 1)}


def catalog(code: str) -> Catalog:
    with (LOCALES / code / "LC_MESSAGES" / "messages.po").open("rb") as po:
        return read_po(po, locale=code)


def template() -> Catalog:
    with (LOCALES / "messages.pot").open("rb") as pot:
        return read_po(pot)


def ids(messages: Catalog) -> set[object]:
    return {message.id for message in messages if message.id}


def test_the_template_holds_every_message_of_the_code_now(tmp_path: Path) -> None:
    fresh = tmp_path / "messages.pot"
    babel = [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg"]
    subprocess.run(
        [*babel, "--no-wrap", "-o", str(fresh), "game", "web"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT / "scripts")},
        check=True,
        capture_output=True,
    )
    with fresh.open("rb") as pot:
        now = ids(read_po(pot))
    assert now == ids(template()), "run: bash scripts/catalogs.sh extract"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_none_is_fuzzy(code: str) -> None:
    messages = catalog(code)
    assert ids(messages) == ids(template())
    missing = [
        message.id
        for message in messages
        if message.id
        and (
            message.fuzzy
            or not message.string
            or (isinstance(message.string, tuple) and not all(message.string))
        )
    ]
    assert missing == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_match(code: str) -> None:
    """The same names in braces; a singular form may leave out the count ``{n}``."""
    wrong = []
    for message in catalog(code):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            expected = set(PLACEHOLDER.findall(message.id[1]))
            found = [set(PLACEHOLDER.findall(string)) for string in message.string]
            if any(not form <= expected for form in found) or set().union(*found) != expected:
                wrong.append(message.id)
        elif message.string and set(PLACEHOLDER.findall(message.string)) != set(
            PLACEHOLDER.findall(message.id)
        ):
            wrong.append(message.id)
    assert wrong == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_babel_compiles_the_catalog_without_an_error(code: str) -> None:
    """What ``pybabel compile`` checks (a ``%`` read as a format, as in "{n}% chance",
    must agree between the two languages), so that the setup's compile never fails."""
    errors = [(message.id, [str(e) for e in found]) for message, found in catalog(code).check()]
    assert errors == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_plurals_are_right_for_0_1_and_2(code: str) -> None:
    messages = catalog(code)
    compiled = io.BytesIO()
    write_mo(compiled, messages)
    translation = gettext.GNUTranslations(io.BytesIO(compiled.getvalue()))
    plural = [message for message in messages if isinstance(message.id, tuple)]
    assert plural, "no message with plural forms"
    for message in plural:
        singular, plural_id = message.id
        for n, form in zip((0, 1, 2), PLURALS[code], strict=True):
            found = (
                translation.npgettext(message.context, singular, plural_id, n)
                if message.context
                else translation.ngettext(singular, plural_id, n)
            )
            assert found == message.string[form]


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_is_used(code: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, catalog(code))
    try:
        i18n.use(code, compiled.getvalue())
        assert i18n.language() == code
        assert i18n._("Undo") != "Undo"
    finally:
        i18n.use("en")

"""Words in the player's language: the standard library's gettext, switchable at run time.

Messages are written in English in the code and looked up in a compiled catalog
(``game/locale/<language>/LC_MESSAGES/messages.mo``, made from the ``.po`` file next
to it by ``bash scripts/catalogs.sh compile``). English needs no catalog. The page
and the terminal game call :func:`use`; every module marks its words with :func:`_`
(or :func:`ngettext` for counts, :func:`N_` for words kept in data and translated
where they are shown).

>>> use("en")
>>> _("Undo"), ngettext("{n} move", "{n} moves", 2).format(n=2)
('Undo', '2 moves')
>>> pick(["de-DE", "fr-CA", "it"]), pick(["de"])
('fr', 'en')
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterable
from pathlib import Path

#: The languages of the rule books, by code, each named in itself.
LANGUAGES = {"en": "English", "it": "Italiano", "fr": "Français", "es": "Español"}
LOCALES = Path(__file__).parent / "locale"
DOMAIN = "messages"

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def catalog_file(language: str) -> str:
    """The compiled catalog of ``language``, relative to the project (and to the site)."""
    return f"game/locale/{language}/LC_MESSAGES/{DOMAIN}.mo"


def catalog_path(language: str) -> Path:
    """Where the compiled catalog of ``language`` lies on this machine."""
    return LOCALES.parent.parent / catalog_file(language)


def use(language: str, compiled: bytes | None = None) -> None:
    """Speak ``language`` from now on, from its ``compiled`` catalog (a ``.mo`` file's
    bytes) or the one in :data:`LOCALES`; ValueError for a language not offered."""
    global _catalog, _language
    if language not in LANGUAGES:
        raise ValueError(f"no such language: {language!r}")
    if language == "en":
        _catalog = gettext.NullTranslations()
    else:
        data = compiled if compiled is not None else catalog_path(language).read_bytes()
        _catalog = gettext.GNUTranslations(io.BytesIO(data))
    _language = language


def language() -> str:
    """The language in use."""
    return _language


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for ``n`` things, by the language's plural rule."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` (one English word, two meanings)."""
    return _catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """The form for ``n`` things of a message as meant in ``context``."""
    return _catalog.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs where it is only stored; :func:`_` shows it."""
    return message


def pick(preferred: Iterable[str]) -> str:
    """The first of ``preferred`` (tags such as ``fr-CA``) that is offered, else English."""
    for tag in preferred:
        code = tag.split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


#: Each language's thousands separator and decimal mark.
SEPARATORS = {"en": (",", "."), "it": (".", ","), "fr": ("\u202f", ","), "es": (".", ",")}


def number(value: float, digits: int = 0) -> str:
    """``value`` written as the language in use writes numbers.

    >>> use("en"); number(1234.5, 1)
    '1,234.5'
    """
    thousands, decimal = SEPARATORS[_language]
    text = f"{value:,.{digits}f}"
    return text.replace(",", "\0").replace(".", decimal).replace("\0", thousands)


def date(stamp: str) -> str:
    """A save's date (``YYYY-MM-DD HH:MM``) as the language in use writes dates; other
    text is returned as it is."""
    day, _space, time = stamp.partition(" ")
    parts = day.split("-")
    if len(parts) != 3:
        return stamp
    year, month, date_of_month = parts
    # Translators: a date and time; keep the four names in braces.
    pattern = _("{year}-{month}-{day} {time}")
    return pattern.format(year=year, month=month, day=date_of_month, time=time).strip()


#: The months' names, January first, translated where they are shown.
MONTHS = (
    N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
    N_("July"), N_("August"), N_("September"), N_("October"), N_("November"),
    N_("December"),
)  # fmt: skip


def month(year: int, number: int) -> str:
    """A month of a year by name in the language in use.

    >>> use("en")
    >>> month(2026, 12)
    'December 2026'
    """
    # Translators: a month by name and its year, as in a calendar's title.
    return _("{month} {year}").format(month=_(MONTHS[number - 1]), year=year)

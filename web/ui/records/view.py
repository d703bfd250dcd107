"""The record page: what was played and won on this device, by game, variant, number
of players and opponent, the runs of wins, the daily challenges and the rating against
the computers (tables, with small charts of the same figures), and the way to move the
record as a file."""

from __future__ import annotations

from datetime import date
from html import escape

from game.i18n import _, ngettext, number
from game.levels import LEVEL_WORDS
from web.ui.games import GAMES, Choice
from web.ui.intents import button
from web.ui.records.book import LEVEL_RATINGS, Book, Tally
from web.ui.records.charts import bars_chart, month_of, rating_chart
from web.ui.records.messages import CloseRecords, ExportBook, OpenRecords
from web.ui.records.model import Records

#: The people named in the games by opponent; the others are counted together.
PEOPLE = 6


def entry() -> str:
    """The start screen's way to the record."""
    return (
        '<section class="records-entry" aria-labelledby="records-entry-title">'
        f'<h2 id="records-entry-title">{escape(_("Your record"))}</h2>'
        f"<p>{escape(_('Games played and won on this device, and your rating.'))}</p>"
        f"{button(OpenRecords(), escape(_('Show your record')))}</section>"
    )


def page(screen: Records) -> str:
    """The record page (see the module docstring). A record this page cannot draw is
    said so, and can still be exported."""
    head = (
        f'<h2 id="records-title" tabindex="-1">{escape(_("Your record on this device"))}</h2>'
        f"<p>{escape(_('Every game that ends on this device is kept here once, as you played it. Nothing leaves this device unless you export it.'))}</p>"  # noqa: E501
    )
    book = screen.book
    if screen.problem:
        kept = escape(
            _("It is left as it is: export it as a file to keep a copy.")
            if screen.kept
            else _("It is left as it is.")
        )
        body = f'<p class="problem">{escape(screen.problem)} {kept}</p>'
    elif book is None:
        body = f"<p>{escape(_('Reading the record…'))}</p>"
    elif not book.results:
        body = f"<p>{escape(_('No finished game yet: play one to the end.'))}</p>"
    else:
        try:
            body = _figures(book, date.fromisoformat(screen.today))
        except Exception:  # a record this page cannot draw: its file can still be saved
            words = _(
                "This record cannot be shown. It is kept as it is: export it as a "
                "file to keep a copy."
            )
            body = f'<p class="problem">{escape(words)}</p>'
    return (
        f'<section class="records" aria-labelledby="records-title">{head}{body}'
        f"{_file(bool(book.results) if book is not None else bool(screen.kept))}"
        f"{button(CloseRecords(), escape(_('Back to menu')))}</section>"
    )


def _figures(book: Book, today: date) -> str:
    """Each game's figures, then the daily challenges'."""
    played = {key: whole for key in GAMES if (whole := book.tally(kind=key)).played}
    body = "".join(_game(book, key, whole) for key, whole in played.items())
    return body + _daily(book, today)


def _game(book: Book, kind: str, whole: Tally) -> str:
    """One game's figures: the whole, the rating, and the tables by opponent, variant
    and number of players (a solo as solo), each counted in one pass over the book."""
    title = escape(_(GAMES[kind].title))
    by_opponent = _by_opponent(book, kind)
    variants = book.tallies(kind, lambda r: (r.variant,) if r.variant else ())
    by_variant = [(_variant(kind, v), t) for v, t in sorted(variants.items())]
    counts = book.tallies(kind, lambda r: ("solo",) if r.solo else (str(r.players),))
    by_players = [
        (_("Solo") if n == "solo" else ngettext("{n} player", "{n} players", int(n)).format(n=n), t)
        for n, t in sorted(counts.items(), key=lambda item: (item[0] == "solo", item[0]))
    ]
    parts = [f'<h3 id="records-{kind}">{title}</h3><p>{escape(_summary(whole))}</p>']
    parts.append(_rating(book, kind))
    if by_opponent:
        rows = [(label, t.played, t.won) for label, t in by_opponent]
        parts.append(f'<figure class="chart">{bars_chart(kind, rows)}</figure>')
        parts.append(_table(_("By opponent"), _("Opponent"), by_opponent))
    if len(by_variant) > 1:
        parts.append(_table(_("By variant"), _("Variant"), by_variant))
    if len(by_players) > 1:
        parts.append(_table(_("By number of players"), _("Players"), by_players))
    body = "".join(parts)
    return f'<section class="record-game" aria-labelledby="records-{kind}">{body}</section>'


def _by_opponent(book: Book, kind: str) -> list[tuple[str, Tally]]:
    """The games against each computer level, then against each of the :data:`PEOPLE`
    people most played, the others together: two passes over the book."""
    each = book.tallies(kind, lambda r: r.opponents)
    levels = [o for o in LEVEL_WORDS if o in each]
    people = sorted((o for o in each if o not in LEVEL_WORDS), key=lambda o: (-each[o].played, o))
    named, others = set(people[:PEOPLE]), people[PEOPLE:]
    rows = [(_opponent(o), each[o]) for o in [*levels, *people[:PEOPLE]]]
    if others:
        rest = book.tallies(
            kind, lambda r: ["" for o in r.opponents if o.startswith("person:") and o not in named]
        )
        label = ngettext("{n} other person", "{n} other people", len(others))
        rows.append((label.format(n=number(len(others))), rest[""]))
    return rows


def _summary(tally: Tally) -> str:
    return _("Played {played}, won {won}. Wins in a row: {streak} now, {best} at best.").format(
        played=tally.played, won=tally.won, streak=tally.streak, best=tally.best_streak
    )


def _rating(book: Book, kind: str) -> str:
    """The rating against the computers, its chart and its months as a table."""
    history = book.ratings(kind)
    if not history:
        words = _("No rated game yet: your rating counts games against computers.")
        return f"<p>{escape(words)}</p>"
    rating = history[-1][1]
    low, high = rating.interval()
    words = _("Your rating: {value} (likely between {low} and {high}).").format(
        value=number(rating.value), low=number(low), high=number(high)
    )
    months = {day[:7]: r for day, r in history}  # each month's last rating
    rows = "".join(
        f'<tr><th scope="row">{escape(month_of(key))}</th><td>{escape(number(r.value))}</td>'
        f"<td>{escape(number(r.deviation))}</td></tr>"
        for key, r in reversed(months.items())
    )
    table = (
        f"<details><summary>{escape(_('Your rating month by month'))}</summary>"
        f'<table class="record-table"><thead><tr><th scope="col">{escape(_("Month"))}</th>'
        f'<th scope="col">{escape(_("Rating"))}</th>'
        f'<th scope="col">{escape(_("Uncertainty"))}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></details>"
    )
    chart = rating_chart(kind, history, LEVEL_RATINGS[kind])
    return f'<p>{escape(words)}</p><figure class="chart">{chart}</figure>{table}'


def _table(caption: str, first: str, rows: list[tuple[str, Tally]]) -> str:
    """Games played and won, and the runs of wins, one row each."""
    heads = (first, _("Played"), _("Won"), _("Wins in a row now"), _("Best run"))
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in heads)
    body = "".join(
        f'<tr><th scope="row"><bdi>{escape(label)}</bdi></th><td>{t.played}</td>'
        f"<td>{t.won}</td><td>{t.streak}</td><td>{t.best_streak}</td></tr>"
        for label, t in rows
    )
    return (
        f'<table class="record-table"><caption>{escape(caption)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def _daily(book: Book, today: date) -> str:
    """The daily challenges played for their score, and the days in a row."""
    dailies = [r for r in book.results if r.daily and not r.practice]
    if not dailies:
        return ""
    streak = book.daily_streak(today)
    words = (
        _("Daily challenges: played {played}, won {won}.").format(
            played=len(dailies), won=sum(r.won for r in dailies)
        )
        + " "
        + ngettext("{n} day in a row.", "{n} days in a row.", streak).format(n=streak)
    )
    return (
        '<section class="record-daily" aria-labelledby="records-daily">'
        f'<h3 id="records-daily">{escape(_("Daily challenges"))}</h3>'
        f"<p>{escape(words)}</p></section>"
    )


def _file(has_games: bool) -> str:
    """Export the record as a file, or import one."""
    export = button(ExportBook(), escape(_("Export the record as a file"))) if has_games else ""
    return (
        '<section class="record-file" aria-labelledby="records-file-title">'
        f'<h3 id="records-file-title">{escape(_("Move your record"))}</h3>'
        f"<p>{escape(_('Export the record to keep a copy, or to import it on another device: games already there count once.'))}</p>"  # noqa: E501
        f"{export}"
        f'<label class="file" for="records-file">{escape(_("Import a record file"))}</label>'
        '<input type="file" id="records-file" data-field="records-file" '
        'accept=".json,application/json">'
        "</section>"
    )


def _opponent(opponent: str) -> str:
    if opponent in LEVEL_WORDS:
        return _(LEVEL_WORDS[opponent])
    return opponent.removeprefix("person:")


def _variant(kind: str, variant: str) -> str:
    """A variant in the start form's words, up to its colon (Tsuro's "Classic")."""
    for option in GAMES[kind].options:
        if isinstance(option, Choice) and option.key == "variant" and variant in option.values:
            return _(option.values[variant]).split(":")[0]
    return variant

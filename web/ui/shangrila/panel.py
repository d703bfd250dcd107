"""The side panel of Shangri-La's board: the action under way with its controls (or
what a computer is shown doing), the zoom, and the players' supplies and masters."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.shangrila import Journey, ShangriLa
from game.shangrila.board import DISCIPLINES, discipline_name
from web.ui.board import alert, pan_hint
from web.ui.shangrila.pieces import SHAPE_SIGNS, SHAPES
from web.ui.shangrila.selection import Options, Selection
from web.ui.shangrila.words import Namer, chosen_masters, journey_lines
from web.ui.svg import button, esc


def panel(game: ShangriLa, chosen: Selection, options: Options, name: Namer, offered: bool) -> str:
    """The current action: its controls when ``offered``, else only the selection
    shown (a computer's recruit or journey); the players' supplies and masters are the
    :func:`table`, below the turn's controls."""
    parts = []  # the action first, right below the board on a phone; then the table
    if game.phase == "over":
        parts.append(_scores_html(game, name))
    elif not offered:
        parts.append(_shown_html(game, chosen, name))
    elif chosen.place:
        parts.append(_place_html(chosen.place))
    elif game.phase == "setup":
        parts.append(_setup_html(game, options))
    elif options.can_pass:
        parts.append(
            '<div class="action pass-forced">'
            f"<p>{esc(_pass_reason(game))}</p>"
            + button("pass", _("Pass"), _("Pass: no action is possible"))
            + "</div>"
        )
    elif chosen.origin:
        parts.append(_journey_html(game, chosen, options))
    elif chosen.recruit:
        parts.append(_recruit_html(chosen, options))
    else:
        hint = _(
            "Choose a highlighted free space to place a master, one of your masters to "
            "recruit a student onto it, or a village with your students to start a journey."
        )
        parts.append(f'<p class="hint">{esc(hint)}</p>')
    if offered and game.phase != "over":
        parts.append(_zoom_html(chosen.zoom, chosen.whole))
    if not chosen.whole:  # the board is wider than a phone
        parts.append(pan_hint(always=chosen.zoom))
    parts.append(alert(chosen.message))
    return "".join(parts)


def table(game: ShangriLa, name: Namer) -> str:
    """The panel below the turn's controls: the players and their supplies."""
    return _players_html(game, name)


def _zoom_html(zoomed: bool, whole: bool) -> str:
    """The switch between the board at its usual size and the board drawn large to pan
    (each with a word that it pans where it is wider than its frame); on a phone, where
    the usual size is wider than the screen, the whole board fitted to its width too."""
    if zoomed:
        label = _("Zoom out (Z): the board at its usual size")
        zoom = button("zoom", _("Zoom out"), label, key="Z")
    else:
        zoom = button("zoom", _("Zoom in"), _("Zoom in (Z): the board drawn large"), key="Z")
    if whole:
        label = _("Usual size: the board drawn for a finger, to drag")
        fit = button("whole", _("Usual size"), label, css="whole phone-only")
    else:
        label = _("Whole board: the board fitted to the screen's width")
        fit = button("whole", _("Whole board"), label, css="whole phone-only")
    return zoom + fit


def _players_html(game: ShangriLa, name: Namer) -> str:
    scores = game.scores()
    head = "".join(  # each discipline by its icon, as on the board, named in words
        f'<th scope="col" class="disc-{d}" title="{esc(discipline_name(d))}">'
        f'<svg class="disc-icon" aria-hidden="true" focusable="false"><use href="#sl-{d}"/></svg>'
        f'<span class="sr-only">{esc(discipline_name(d))}</span></th>'
        for d in DISCIPLINES
    )
    rows = []
    for colour in game.colours:
        sign = SHAPE_SIGNS[SHAPES[colour]]
        turn = colour == game.to_move and game.phase != "over"
        cells = "".join(f"<td>{game.supply(colour, d)}</td>" for d in DISCIPLINES)
        rows.append(
            f'<tr class="player p-{colour}{" to-move" if turn else ""}">'
            f'<th scope="row"><span class="sign p-{colour}">{sign}</span> '
            f"{esc(name(colour))}{' ◀' if turn else ''}</th>"
            f"{cells}<td>{scores[colour]}</td></tr>"
        )
    caption = esc(_("Supply per discipline and masters on board"))
    return (
        f'<table class="players"><caption>{caption}</caption><tr>'
        f'<th scope="col">{esc(_("Player"))}</th>{head}'
        f'<th scope="col">{esc(_("Masters"))}</th></tr>' + "".join(rows) + "</table>"
    )


def _setup_html(game: ShangriLa, options: Options) -> str:
    per_colour, in_all = game.setup_limits()
    still = ", ".join(discipline_name(d) for d in game.setup_remaining(game.to_move))
    rule = _(
        "Setup: place your masters one at a time, one of each discipline; at most "
        "{per_colour} of a colour and {in_all} in all per village."
    ).format(per_colour=per_colour, in_all=in_all)
    text = f"<p>{esc(rule)}</p>"
    text += f"<p>{esc(_('Still to place: {disciplines}.').format(disciplines=still))}</p>"
    if _limits_lifted(game, options, per_colour, in_all):
        lifted = _("No free space fits these limits: for this placement only they are lifted.")
        text += f"<p>{esc(lifted)}</p>"
    return f'<div class="action setup">{text}</div>'


def _place_html(place: tuple[str, str]) -> str:
    """A master shown on the free space chosen, with the controls that place it or not."""
    discipline, village = place
    where = _("A {discipline} master in village {village}.").format(
        discipline=discipline_name(discipline).lower(), village=village
    )
    hint = _("Choose the space again, or confirm, to place it.")
    label = _("Confirm placing a {discipline} master in village {village}").format(
        discipline=discipline_name(discipline).lower(), village=village
    )
    controls = button("confirm", _("Place"), label) + button(
        "cancel", _("Cancel"), _("Cancel the placement")
    )
    return f'<div class="action place"><p>{esc(where)} {esc(hint)}</p>{controls}</div>'


def _recruit_html(chosen: Selection, options: Options) -> str:
    masters = chosen_masters(chosen)
    move = options.recruits.get(frozenset(chosen.recruit))
    words = _("Students onto your {masters}.").format(masters=masters)
    if options.recruit_targets(chosen.recruit):
        words += " " + _("You may choose one more master.")
    controls = button("cancel", _("Cancel"), _("Cancel the recruit"))
    if move:
        label = _("Confirm recruit: {masters}").format(masters=masters)
        controls = button("confirm", _("Recruit"), label) + controls
        words += " " + _("Recruit places the students and ends your turn.")
    return f'<div class="action recruit"><p>{esc(words)}</p>{controls}</div>'


def _journey_html(game: ShangriLa, chosen: Selection, options: Options) -> str:
    cancel = button("cancel", _("Cancel"), _("Cancel the journey"))
    journey = chosen.journey
    if journey is None:
        where = ", ".join(sorted(options.journeys.get(chosen.origin or "", ())))
        words = _(
            "Journey from {origin}: choose a neighbour across an intact bridge ({villages})."
        ).format(origin=chosen.origin, villages=where)
        return f'<div class="action journey"><p>{esc(words)}</p>{cancel}</div>'
    label = _("Confirm journey {origin} to {destination}").format(
        origin=journey.origin, destination=journey.destination
    )
    said = f'<p class="confirming">{esc(_("Confirm makes this journey and ends your turn."))}</p>'
    return _preview_html(game, journey, said + button("confirm", _("Confirm"), label) + cancel)


def _preview_html(game: ShangriLa, journey: Journey, controls: str) -> str:
    """A journey's preview, followed by ``controls``."""
    lines = journey_lines(game, str(journey))
    items = "".join(f"<li>{esc(line)}</li>" for line in lines[1:])
    return (
        f'<div class="action journey preview"><p>{esc(lines[0])}</p><ul>{items}</ul>'
        f"{controls}</div>"
    )


def _shown_html(game: ShangriLa, chosen: Selection, name: Namer) -> str:
    """A selection shown while the board is not offered: a journey's preview or the
    masters of a recruit, without controls."""
    if chosen.journey:
        return _preview_html(game, chosen.journey, "")
    if chosen.recruit:
        words = _("{name} recruits students onto {masters}.").format(
            name=name(game.to_move), masters=chosen_masters(chosen)
        )
        return f'<div class="action recruit"><p>{esc(words)}</p></div>'
    return ""


def _pass_reason(game: ShangriLa) -> str:
    colour = game.to_move
    supply = sum(game.supply(colour, d) for d in DISCIPLINES)
    if supply == 0:
        return _(
            "You must pass: your supply is empty, so you can neither place nor recruit; "
            "you have no student in a village without a stone."
        )
    return _(
        "You must pass: no free space of a discipline left in your supply is in a village "
        "without a stone where you have a master; none of your masters without a student "
        "can get one from your supply; you have no student in a village without a stone."
    )


def _scores_html(game: ShangriLa, name: Namer) -> str:
    """The final ranking, in the rule book's order: most masters on the board, then
    presence in most villages (the page's end section names the winners)."""
    scores, presence = game.scores(), game.presence()
    ranked = sorted(game.colours, key=lambda c: (-scores[c], -presence[c]))
    rows = "".join(
        "<li>"
        + esc(
            _("{name}: {masters}, present in {villages}").format(
                name=name(c),
                masters=ngettext("{n} master", "{n} masters", scores[c]).format(n=scores[c]),
                villages=ngettext("{n} village", "{n} villages", presence[c]).format(n=presence[c]),
            )
        )
        + "</li>"
        for c in ranked
    )
    return f'<div class="action scores"><ol>{rows}</ol></div>'


def _limits_lifted(game: ShangriLa, options: Options, per_colour: int, in_all: int) -> bool:
    """True when a legal setup placement breaks the limits (they were lifted)."""
    for _discipline, village in options.places:
        occupants = [o[0] for d in DISCIPLINES if (o := game.space(village, d)) is not None]
        if occupants.count(game.to_move) >= per_colour or len(occupants) >= in_all:
            return True
    return False

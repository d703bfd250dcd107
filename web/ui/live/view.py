"""A live table's box beside the board: the notice before going live (the hosts
contacted and what they see, :mod:`web.ui.live.hosts_view`), the connection, who is
connected, invitations, the quick messages and what was refused from peers;
:func:`table_box` draws it from the model."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import NamedTuple

from game.i18n import _
from web.ui.hosts import Hosts, HostsForm, Network
from web.ui.intents import button
from web.ui.links import QR_LIMIT, invite_fragment
from web.ui.live.hosts_view import hosts_form, notice
from web.ui.live.messages import (
    ByLink,
    EditHosts,
    GoLive,
    Invite,
    Say,
)
from web.ui.live.model import Status
from web.ui.live.wire import PHRASES
from web.ui.session import Session


class Invitation(NamedTuple):
    """The last invitation given: the seat it joins (None: to watch), the name of its
    player, its address once sent or copied, and its QR code (shown, or too long)."""

    seat: int | None
    name: str
    url: str
    qr: bool
    too_long: bool = False


def _invitation(shown: Invitation) -> str:
    """The invitation in the box: its link, to copy or send again, and its QR code."""
    title = (
        _("Link to watch this table")
        if shown.seat is None
        else _("Invitation for {name}").format(name=shown.name)
    )
    field = (
        f'<input type="text" readonly value="{escape(shown.url, quote=True)}" '
        f'aria-label="{escape(title, quote=True)}">'
        if shown.url
        else ""
    )
    pressed = str(shown.qr).lower()
    qr = ""
    if shown.qr and shown.too_long:
        qr = f'<p class="qr">{_("This link is too long for a QR code: send or copy it.")}</p>'
    elif shown.qr:
        qr = (
            f'<figure class="qr"><div id="invite-qr" role="img" '
            f'aria-label="{escape(_("QR code of {what}").format(what=title), quote=True)}">'
            f"</div><figcaption>{_('Scan it with a phone camera to open it there.')}"
            "</figcaption></figure>"
        )
    return (
        f'<div class="invitation" role="group" aria-label="{escape(title, quote=True)}">'
        f"<p>{escape(title)}</p>{field}"
        + button(Invite(shown.seat, "copy"), _("Copy"))
        + button(Invite(shown.seat, "send"), _("Share"))
        + button(Invite(shown.seat, "qr"), _("QR code"), more=f' aria-pressed="{pressed}"')
        + qr
        + "</div>"
    )


class SeatRow(NamedTuple):
    """A person's seat played on another device, as the box lists it: connected or
    not, when its device was last seen (``HH:MM``, "" if never while this page was at
    the table), and whether this device can invite to it."""

    seat: int
    name: str
    connected: bool
    seen: str = ""
    invitable: bool = True


def box(
    status: Status,
    hosts: Hosts,
    seats: Sequence[SeatRow],
    watchers: int,
    said: Sequence[tuple[str, str]],
    refused: Sequence[str],
    form: HostsForm | None = None,
    *,
    blocked: bool = False,
    relays: int = 0,
    watching: bool = False,
    company: bool = False,
    invitation: Invitation | None = None,
    from_link: bool = False,
    more: str = "",
    post: bool = False,
) -> str:
    """The live table's box (with ``more`` below its state: a table by post's line,
    :func:`web.ui.post.view.kept`): ``seats`` each person playing elsewhere; ``said`` the
    last quick messages ``(who, phrase key)``; ``form`` the form of hosts, while it is
    open; ``blocked``: a device answered through the relays but no direct connection
    opened; ``relays``: how many relays answer now; ``watching``: this device holds no
    seat; ``company``: another device is connected (the quick messages are shown);
    ``invitation``: the last invitation given, shown with its link and QR code;
    ``from_link``: ``hosts`` are the table's own, named by its link; ``post``: the
    table is also played by post, where a person not connected is no fault."""
    title = f'<h2 id="live-title">{_("Live table")}</h2>'
    if status == "asking":
        body = notice(hosts, from_link=from_link) + more
    elif status == "offline" or blocked:
        body = _unconnected(status)
    else:
        body = (
            f'<p class="live-state">{_state(status, relays, len(hosts.relays))}</p>'
            + more
            + (
                f'<p class="live-watching">{_("You are watching this table.")}</p>'
                if watching
                else ""
            )
            + _seats(seats, post=post)
            + (f"<p>{_('Watching: {n}').format(n=watchers)}</p>" if watchers else "")
            + button(Invite(None), _("Link to watch"))
            + (_invitation(invitation) if invitation is not None else "")
            + (_phrases() if company else "")
            + _said(said)
        )
    body += (
        hosts_form(form, table_own=from_link)
        if form is not None
        else button(EditHosts(), _("Relays and STUN servers…"))
    )
    if refused:
        items = "".join(f"<li>{escape(words)}</li>" for words in refused)
        body += f'<ul class="refused" aria-label="{_("Refused from peers")}">{items}</ul>'
    return f'<section class="live" aria-labelledby="live-title">{title}{body}</section>'


def _unconnected(status: Status) -> str:
    """Why no device is connected (no relay answered, or the network blocks direct
    connections), and the ways on."""
    problem = (
        _("No connection could be made: no relay answered.")
        if status == "offline"
        else _(
            "A device of this table answered through the relays, but no direct "
            "connection could be made: this network seems to block them."
        )
    )
    return (
        f'<p class="alert" role="alert">{problem}</p>'
        f"<p>{_('You can go on by link from this position, or try again.')}</p>"
        + button(ByLink(), _("Continue by link"), primary=True)
        + button(GoLive(), _("Try again"))
    )


def _state(status: Status, relays: int, of: int) -> str:
    """Where the connection stands, in words: how many relays answer now."""
    if status == "connecting":
        return _("Connecting…")
    if relays == 0:
        return _(
            "No relay answers now: the devices already connected play on, and this page "
            "keeps trying."
        )
    return escape(_("Connected to the relays: {n} of {total} answer.").format(n=relays, total=of))


def _seats(seats: Sequence[SeatRow], post: bool = False) -> str:
    """Who is connected, when the others were last seen, and their invitations (at a
    table by post, ``post``, one not connected plays through the relays)."""
    rows = []
    for row in seats:
        if row.connected:
            state = _("connected")
        elif post:
            state = _("plays turn-based, through the relays")
        elif row.seen:
            state = escape(_("not connected (last seen at {time})").format(time=row.seen))
        else:
            state = _("not connected")
        invite = (
            button(
                Invite(row.seat),
                _("Invite"),
                label=escape(_("Invite {name}").format(name=row.name), quote=True),
            )
            if row.invitable and not row.connected
            else ""
        )
        rows.append(f"<li>{escape(row.name)}: {state} {invite}</li>")
    return f'<ul class="live-seats">{"".join(rows)}</ul>' if rows else ""


def _phrases() -> str:
    """The quick messages' buttons."""
    phrases = "".join(button(Say(key), _(words)) for key, words in PHRASES.items())
    return f'<div class="phrases" role="group" aria-label="{_("Quick messages")}">{phrases}</div>'


def _said(said: Sequence[tuple[str, str]]) -> str:
    """The last quick messages heard."""
    heard = "".join(f"<li>{escape(who)}: {escape(_(PHRASES[phrase]))}</li>" for who, phrase in said)
    return f'<ul class="said" aria-live="polite">{heard}</ul>' if heard else ""


def table_box(network: Network, session: Session, more: str = "") -> str:
    """The live table's box of the game on screen (nothing if it is not played live),
    with this device's hosts and their form (``network``), and ``more`` (see
    :func:`box`)."""
    live = session.live
    if live is None:
        return ""
    record = session.record
    here = record.here or []
    seats = [
        SeatRow(
            i,
            name,
            live.holder(i) is not None,
            live.seen.get(i, ""),
            live.table.secret(i) is not None,
        )
        for i, (name, seat) in enumerate(zip(record.names, record.seats, strict=True))
        if seat == "person" and i not in here
    ]
    invitation = None
    if live.invitation is not None:
        (seat,) = live.invitation
        fragment = invite_fragment(record, session.game, network, seat)
        invitation = Invitation(
            seat,
            "" if seat is None else record.names[seat],
            live.invitation_url,
            live.invitation_qr,
            len(fragment) > QR_LIMIT,
        )
    return box(
        live.status,
        network.for_table(live.table),
        seats,
        live.watchers(),
        live.said,
        live.refused,
        network.form,
        blocked=live.blocked,
        relays=live.relays,
        watching=session.watching(),
        company=live.company(),
        invitation=invitation,
        from_link=live.table.hosts is not None,
        more=more,
        post=live.table.post,
    )

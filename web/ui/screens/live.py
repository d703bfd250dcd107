"""A live table's box beside the board: the notice before going live (the hosts
contacted and what they see), the connection, who is connected, invitations, the
quick messages and what was refused from peers."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from game.i18n import _
from web.ui.live import MAX_HOSTS, PHRASES, Hosts, HostsForm, Status
from web.ui.messages import (
    ByLink,
    CloseHosts,
    DefaultHosts,
    EditHosts,
    GoLive,
    Invite,
    SaveHosts,
    Say,
)
from web.ui.screens.frame import button


def notice(hosts: Hosts) -> str:
    """What going live contacts, asked before anything is sent."""
    relays = ", ".join(escape(host) for host in hosts.names()[: len(hosts.relays)])
    stun = ", ".join(escape(host) for host in hosts.names()[len(hosts.relays) :])
    agree = _("Playing live connects this page to other hosts. Nothing is sent until you agree:")
    return (
        f"<p>{agree}</p><ul>"
        f"<li>{_('Relays, which pass on the encrypted offers to connect and see your address:')}"
        f" {relays}</li>"
        + (
            f"<li>{_('STUN servers, which tell your device its public address:')} {stun}</li>"
            if stun
            else ""
        )
        + f"<li>{_('The other devices at this table, which see your address and the game.')}"
        "</li></ul>"
        f"<p>{_('The relays never see the game or the names.')}</p>"
        + button(GoLive(), _("Play live"), primary=True)
        + button(ByLink(), _("Continue by link"))
    )


def hosts_form(form: HostsForm) -> str:
    """The form that changes the relays and STUN servers, one address a line."""
    relays_help = _("One address a line, such as wss://relay.example.org (at most {n}).")
    stun_help = _(
        "One address a line, such as stun:stun.example.org:3478 (at most {n}; none: only "
        "devices on one network connect)."
    )
    problem = (
        f'<p class="alert" id="live-hosts-problem" role="alert" tabindex="-1">'
        f"{escape(form.problem)}</p>"
        if form.problem
        else ""
    )
    fields = "".join(
        f'<label for="live-{name}">{label}</label>'
        f'<p class="hint" id="live-{name}-help">{escape(hint.format(n=MAX_HOSTS))}</p>'
        f'<textarea id="live-{name}" data-field="{name}" rows="4" spellcheck="false" '
        f'autocapitalize="off" autocomplete="off" aria-describedby="live-{name}-help">'
        f"{escape(text)}</textarea>"
        for name, label, hint, text in (
            ("relays", _("Relays"), relays_help, form.relays),
            ("stun", _("STUN servers"), stun_help, form.stun),
        )
    )
    return (
        f'<div class="live-hosts" role="group" aria-label="{_("Relays and STUN servers")}">'
        + fields
        + problem
        + f"<p>{_('They are kept on this device; you are asked again before they are contacted.')}"
        "</p>"
        + button(SaveHosts(), _("Save"), primary=True)
        + button(DefaultHosts(), _("Back to the defaults"))
        + button(CloseHosts(), _("Cancel"))
        + "</div>"
    )


def box(
    status: Status,
    hosts: Hosts,
    seats: Sequence[tuple[int, str, bool]],
    watchers: int,
    said: Sequence[tuple[str, str]],
    refused: Sequence[str],
    form: HostsForm | None = None,
    *,
    blocked: bool = False,
) -> str:
    """The live table's box: ``seats`` are ``(seat, name, connected)`` for each person
    playing elsewhere; ``said`` the last quick messages ``(who, phrase key)``; ``form``
    the form of hosts, while it is open; ``blocked``: a device answered through the
    relays but no direct connection opened."""
    title = f'<h2 id="live-title">{_("Live table")}</h2>'
    if status == "asking":
        body = notice(hosts)
    elif status == "offline" or blocked:
        problem = (
            _("No connection could be made: no relay answered.")
            if status == "offline"
            else _(
                "A device of this table answered through the relays, but no direct "
                "connection could be made: this network seems to block them."
            )
        )
        body = (
            f'<p class="alert" role="alert">{problem}</p>'
            f"<p>{_('You can go on by link from this position, or try again.')}</p>"
            + button(ByLink(), _("Continue by link"), primary=True)
            + button(GoLive(), _("Try again"))
        )
    else:
        state = _("Connecting…") if status == "connecting" else _("Connected to the relays.")
        rows = "".join(
            f"<li>{escape(name)}: "
            + (_("connected") if connected else _("not connected"))
            + " "
            + button(
                Invite(seat),
                _("Invite"),
                label=escape(_("Invite {name}").format(name=name), quote=True),
            )
            + "</li>"
            for seat, name, connected in seats
        )
        watching = (
            f"<p>{_('Watching: {n}').format(n=watchers)}</p>" if watchers else ""
        )
        phrases = "".join(button(Say(key), _(words)) for key, words in PHRASES.items())
        heard = "".join(
            f"<li>{escape(who)}: {escape(_(PHRASES[phrase]))}</li>" for who, phrase in said
        )
        body = (
            f'<p class="live-state">{state}</p>'
            + (f'<ul class="live-seats">{rows}</ul>' if rows else "")
            + watching
            + button(Invite(None), _("Link to watch"))
            + (
                f'<div class="phrases" role="group" aria-label="{_("Quick messages")}">'
                f"{phrases}</div>"
                if status == "online"
                else ""
            )
            + (f'<ul class="said" aria-live="polite">{heard}</ul>' if heard else "")
        )
    body += (
        hosts_form(form) if form is not None else button(EditHosts(), _("Relays and STUN servers…"))
    )
    if refused:
        items = "".join(f"<li>{escape(words)}</li>" for words in refused)
        body += f'<ul class="refused" aria-label="{_("Refused from peers")}">{items}</ul>'
    return f'<section class="live" aria-labelledby="live-title">{title}{body}</section>'

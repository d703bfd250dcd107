"""The hosts live play contacts, on the page: the notice that lists them and what each
sees before the page contacts any (:func:`notice`), and the form that changes this
device's (:func:`hosts_form`)."""

from __future__ import annotations

from html import escape

from game.i18n import _
from web.ui.hosts import MAX_HOSTS, MQTT, Hosts, HostsForm
from web.ui.intents import button
from web.ui.live.messages import ByLink, CloseHosts, DefaultHosts, GoLive, SaveHosts


def notice(hosts: Hosts, *, from_link: bool = False) -> str:
    """What going live contacts, asked before anything is sent (``from_link``: the
    table's own hosts, named by the link that brought it, said so)."""
    named = list(zip((*hosts.relays, *hosts.stun), hosts.names(), strict=True))
    relays, brokers, stun, turn = (
        ", ".join(escape(host) for line, host in named[start:end] if kind(line))
        for start, end, kind in (
            (0, len(hosts.relays), lambda line: not line.startswith(MQTT)),
            (0, len(hosts.relays), lambda line: line.startswith(MQTT)),
            (len(hosts.relays), None, lambda line: not line.startswith("turn")),
            (len(hosts.relays), None, lambda line: line.startswith("turn")),
        )
    )
    agree = _("Playing live connects this page to other hosts. Nothing is sent until you agree:")
    origin = (
        "<p>"
        + _(
            "These hosts came from the link to this table, not from this device: they are "
            "used for this table alone, and so is your yes. This device's own relays and "
            "STUN servers stay as they are."
        )
        + "</p>"
        if from_link
        else ""
    )
    return (
        f"{origin}<p>{agree}</p><ul>"
        + (f"<li>{_relays_words()} {relays}</li>" if relays else "")
        + (f"<li>{_brokers_words()} {brokers}</li>" if brokers else "")
        + (
            f"<li>{_('STUN servers, which tell your device its public address:')} {stun}</li>"
            if stun
            else ""
        )
        + (f"<li>{_turn_words()} {turn}</li>" if turn else "")
        + f"<li>{_('The other devices at this table, which see your address and the game.')}"
        "</li></ul>"
        f"<p>{_('The relays never see the game or the names.')}</p>"
        + button(GoLive(), _("Play live"), primary=True)
        + button(ByLink(), _("Continue by link"))
    )


def _relays_words() -> str:
    return _("Relays, which pass on the encrypted offers to connect and see your address:")


def _brokers_words() -> str:
    return _(
        "MQTT brokers, a second way to find the other devices when the relays fail, which "
        "pass on the same encrypted offers and see your address:"
    )


def _turn_words() -> str:
    return _(
        "TURN servers, which pass the connection on when no direct one can be made, and "
        "see your address and the encrypted data:"
    )


def hosts_form(form: HostsForm, *, table_own: bool = False) -> str:
    """The form that changes this device's relays and STUN servers, one address a line,
    and whether its invitations carry its TURN servers (``table_own``: the table on
    screen keeps its own hosts, which the form does not change)."""
    relays_help = _(
        "One a line: a Nostr relay, such as wss://relay.example.org, or an MQTT broker "
        "after the word mqtt, such as mqtt wss://broker.example.org:8084/mqtt (at most {n})."
    )
    stun_help = _(
        "One a line: a STUN server, such as stun:stun.example.org:3478, or a TURN server "
        "with its username and password, such as turn:turn.example.org:3478 name "
        "password, for networks that block direct connections (at most {n}; none: only "
        "devices on one network connect)."
    )
    fields = "".join(
        f'<label for="live-{name}">{label}</label>'
        f'<p class="hint" id="live-{name}-help">{escape(hint.format(n=MAX_HOSTS))}</p>'
        f'<textarea id="live-{name}" data-field="{name}" rows="4" spellcheck="false" '
        f'autocapitalize="off" autocomplete="off" aria-describedby="live-{name}-help">'
        f"{escape(text)}</textarea>"
        for name, label, hint, text in (
            ("relays", _("Relays"), relays_help, form.relays),
            ("stun", _("STUN and TURN servers"), stun_help, form.stun),
        )
    )
    return _hosts_box(form, table_own, fields + _turn_box(form.turn_in_links))


def _turn_box(ticked: bool) -> str:
    """The checkbox that puts this device's TURN servers in its invitations."""
    checked = " checked" if ticked else ""
    return (
        '<label for="live-turn-in-links"><input type="checkbox" id="live-turn-in-links" '
        f'data-field="turn-in-links" aria-describedby="live-turn-in-links-help"{checked}> '
        f"{_('Put my TURN servers in my invitations')}</label>"
        '<p class="hint" id="live-turn-in-links-help">'
        + _(
            "With their usernames and passwords, for the invited devices to use. Off: "
            "your invitations carry your relays and STUN servers only."
        )
        + "</p>"
    )


def _hosts_box(form: HostsForm, table_own: bool, fields: str) -> str:
    """The hosts form around its ``fields``: what it changes, its problem, its buttons."""
    problem = (
        f'<p class="alert" id="live-hosts-problem" role="alert" tabindex="-1">'
        f"{escape(form.problem)}</p>"
        if form.problem
        else ""
    )
    own = (
        "<p>"
        + _(
            "This table uses the hosts named by its link. This form changes this device's "
            "own, which its other tables and new ones use."
        )
        + "</p>"
        if table_own
        else ""
    )
    return (
        f'<div class="live-hosts" role="group" aria-label="{_("Relays and STUN servers")}">'
        + own
        + fields
        + problem
        + f"<p>{_('They are kept on this device; you are asked again before they are contacted.')}"
        "</p>"
        + button(SaveHosts(), _("Save"), primary=True)
        + button(DefaultHosts(), _("Back to the defaults"))
        + button(CloseHosts(), _("Cancel"))
        + "</div>"
    )

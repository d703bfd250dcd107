"""Live play's buttons and form: going live (once the player agreed to the hosts
contacted), going on by link, invitations, quick messages, and the form of hosts. What
the room says (its peers' messages) is :mod:`web.ui.live.room`'s.
"""

from __future__ import annotations

from dataclasses import replace

from game.i18n import _
from web.ui.commands import Command, Focus, SendLink, Unchanged
from web.ui.hosts import (
    DEFAULT_HOSTS,
    Hosts,
    HostsForm,
    hosts_from_lines,
    hosts_json,
    hosts_lines,
)
from web.ui.live.commands import KeepHosts, LeaveRoom, SendPeers, SetHosts
from web.ui.live.follow import join
from web.ui.live.messages import (
    ByLink,
    CloseHosts,
    DefaultHosts,
    EditHosts,
    GoLive,
    HostsMessage,
    HostsTyped,
    Invite,
    OnScreen,
    SaveHosts,
    Say,
    TurnInLinks,
)
from web.ui.live.model import Live
from web.ui.live.wire import PHRASES, Said, encode
from web.ui.model import Model
from web.ui.session import Session
from web.ui.table_keys import new_table
from web.ui.update.table import save


def act(model: Model, session: Session, message: OnScreen) -> list[Command]:
    """The player goes live (or tries again), goes on by link, invites, or says a phrase."""
    live = session.live
    match message:
        case GoLive():
            commands: list[Command] = []
            if live is None:  # a game by link (or at one device) turned live
                record = session.record
                table = new_table(record.seats, record.here or [], model.env.token)
                live = session.live = Live(table, peers_have=len(session.game.history))
                commands = save(model, session, replace(record, live=table))
            kept = session.record.live
            if kept is not None and kept.hosts is not None:  # the table's own hosts
                if not kept.agreed:  # a yes for this table alone, kept with it
                    live.table = replace(live.table, agreed=True)
                    agreed = replace(session.record, live=replace(kept, agreed=True))
                    commands += save(model, session, agreed)
            elif not model.agreed:
                model.agreed = True
                commands.append(KeepHosts(hosts_json(model.hosts)))
            live.status, live.peers, live.gone, live.blocked = "connecting", {}, set(), False
            return [*commands, join(model, live)]
        case ByLink() if live is not None:
            session.live = None
            model.notice = _(
                "This game goes on by link: send the link to the player it waits for."
            )
            return [LeaveRoom(), *save(model, session, replace(session.record, live=None))]
        case Invite(seat, how) if live is not None and _invitable(session, seat):
            if live.invitation != (seat,):
                live.invitation, live.invitation_url, live.invitation_qr = (seat,), "", False
            if how == "qr":
                live.invitation_qr = not live.invitation_qr
                return []  # drawn after the box (update._after)
            return [SendLink(model.invite_fragment(seat), share=how == "send")]
        case Say(phrase) if live is not None and live.company() and phrase in PHRASES:
            live.hear(_("You"), phrase)
            return [SendPeers(encode(Said(phrase)))]
    return []


def _invitable(session: Session, seat: int | None) -> bool:
    """True for a watch link (None) or a person's seat played on another device whose
    invitation this device can give (it knows the seat's key)."""
    record, live = session.record, session.live
    if seat is None:
        return True
    return 0 <= seat < len(record.seats) and record.seats[seat] == "person" and (
        seat not in (record.here or [])
    ) and live is not None and live.table.secret(seat) is not None


def hosts(model: Model, session: Session | None, message: HostsMessage) -> list[Command]:
    """The form of this device's relays and STUN servers: opened, typed in, its
    checkbox (invitations carry the TURN servers) changed, kept (only if every line is
    an address), back to the defaults, or closed. New hosts are asked about again
    before the page contacts them: a live table on screen that uses them leaves its
    room meanwhile."""
    form = model.hosts_form
    match message:
        case EditHosts():
            model.hosts_form = HostsForm(
                *hosts_lines(model.hosts), turn_in_links=model.turn_in_links
            )
            return [Focus("#live-relays")]
        case HostsTyped(field, text) if form is not None:
            model.hosts_form = (
                replace(form, relays=text) if field == "relays" else replace(form, stun=text)
            )
            return [Unchanged()]  # the field already shows it
        case TurnInLinks(on) if form is not None:
            model.hosts_form = replace(form, turn_in_links=on)
            return [Unchanged()]  # the box already shows it
        case SaveHosts() if form is not None:
            try:
                chosen = hosts_from_lines(form.relays, form.stun)
            except ValueError as reason:
                model.hosts_form = replace(form, problem=str(reason))
                return [Focus("#live-hosts-problem")]
            return _new_hosts(model, session, chosen, form.turn_in_links)
        case DefaultHosts():
            return _new_hosts(model, session, DEFAULT_HOSTS, False)
        case CloseHosts():
            model.hosts_form = None
            return [Focus("#live-title")]
    return []


def _new_hosts(
    model: Model, session: Session | None, chosen: Hosts, turn_in_links: bool
) -> list[Command]:
    """Use and keep ``chosen`` as this device's hosts (asked about before they are
    contacted, if they changed), and whether its invitations carry its TURN servers. A
    table that keeps its own hosts goes on with them."""
    model.hosts_form = None
    if chosen == model.hosts and turn_in_links == model.turn_in_links:
        model.notice = _("The relays and STUN servers are unchanged.")
        return [Focus("#live-title")]
    model.turn_in_links = turn_in_links
    kept = None if chosen == DEFAULT_HOSTS and not turn_in_links else hosts_json(
        chosen, turn_in_links=turn_in_links
    )
    commands: list[Command] = [SetHosts(kept)]
    if chosen == model.hosts:  # only the checkbox changed: nothing new is contacted
        model.notice = (
            _("Your invitations will carry your TURN servers, with their usernames and "
              "passwords.")
            if turn_in_links
            else _("Your invitations will no longer carry your TURN servers.")
        )
        return [*commands, Focus("#live-title")]
    model.hosts, model.agreed = chosen, False
    model.notice = _("The relays and STUN servers were changed on this device.")
    live = session.live if session is not None else None
    if live is not None and live.table.hosts is None and live.status != "asking":
        live.status, live.peers = "asking", {}
        commands.append(LeaveRoom())
    return [*commands, Focus("#live-title")]

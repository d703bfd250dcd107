"""Live play's buttons and form: going live (once the player agreed to the hosts
contacted), going on by link, invitations, quick messages, and the form of hosts. What
the room says (its peers' messages) is :mod:`web.ui.live.room`'s.
"""

from __future__ import annotations

from dataclasses import replace

from game.i18n import _
from web.ui.commands import Command, Focus, SendLink, Unchanged
from web.ui.env import Env
from web.ui.hosts import (
    DEFAULT_HOSTS,
    Hosts,
    HostsForm,
    Network,
    hosts_from_lines,
    hosts_json,
    hosts_lines,
)
from web.ui.links import invite_fragment
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
from web.ui.outcome import Outcome
from web.ui.session import Session
from web.ui.table_keys import new_table
from web.ui.update.table import save


def act(
    network: Network, env: Env, session: Session, message: OnScreen
) -> tuple[Network, Outcome[None]]:
    """The player goes live (or tries again), goes on by link, invites, or says a
    phrase: live play's own state (``network``, this device's hosts and the player's
    yes to them) given back with what happened; ``env``: a new table's random keys."""
    live = session.live
    match message:
        case GoLive():
            commands: list[Command] = []
            if live is None:  # a game by link (or at one device) turned live
                record = session.record
                table = new_table(record.seats, record.here or [], env.token)
                live = session.live = Live(table, peers_have=len(session.game.history))
                commands = save(session, replace(record, live=table))
            kept = session.record.live
            if kept is not None and kept.hosts is not None:  # the table's own hosts
                if not kept.agreed:  # a yes for this table alone, kept with it
                    live.table = replace(live.table, agreed=True)
                    agreed = replace(session.record, live=replace(kept, agreed=True))
                    commands += save(session, agreed)
            elif not network.agreed:
                network = replace(network, agreed=True)
                commands.append(KeepHosts(hosts_json(network.hosts)))
            live.status, live.peers, live.gone, live.blocked = "connecting", {}, set(), False
            return network, Outcome(None, [*commands, join(network, live)])
        case ByLink() if live is not None:
            session.live = None
            notice = _("This game goes on by link: send the link to the player it waits for.")
            unlived = save(session, replace(session.record, live=None))
            return network, Outcome(None, [LeaveRoom(), *unlived], notice=notice)
        case Invite(seat, how) if live is not None and _invitable(session, seat):
            if live.invitation != (seat,):
                live.invitation, live.invitation_url, live.invitation_qr = (seat,), "", False
            if how == "qr":
                live.invitation_qr = not live.invitation_qr
                return network, Outcome(None)  # drawn after the box (update._after)
            link = invite_fragment(session.record, session.game, network, seat)
            return network, Outcome(None, [SendLink(link, share=how == "send")])
        case Say(phrase) if live is not None and live.company() and phrase in PHRASES:
            live.hear(_("You"), phrase)
            return network, Outcome(None, [SendPeers(encode(Said(phrase)))])
    return network, Outcome(None)


def _invitable(session: Session, seat: int | None) -> bool:
    """True for a watch link (None) or a person's seat played on another device whose
    invitation this device can give (it knows the seat's key)."""
    record, live = session.record, session.live
    if seat is None:
        return True
    return (
        0 <= seat < len(record.seats)
        and record.seats[seat] == "person"
        and (seat not in (record.here or []))
        and live is not None
        and live.table.secret(seat) is not None
    )


def hosts(
    network: Network, session: Session | None, message: HostsMessage
) -> tuple[Network, Outcome[None]]:
    """The form of this device's relays and STUN servers: opened, typed in, its
    checkbox (invitations carry the TURN servers) changed, kept (only if every line is
    an address), back to the defaults, or closed. New hosts are asked about again
    before the page contacts them: a live table on screen that uses them leaves its
    room meanwhile."""
    form = network.form
    match message:
        case EditHosts():
            opened = HostsForm(*hosts_lines(network.hosts), turn_in_links=network.turn_in_links)
            return replace(network, form=opened), Outcome(None, [Focus("#live-relays")])
        case HostsTyped(field, text) if form is not None:
            typed = replace(form, relays=text) if field == "relays" else replace(form, stun=text)
            return replace(network, form=typed), Outcome(None, [Unchanged()])  # (shown)
        case TurnInLinks(on) if form is not None:
            checked = replace(form, turn_in_links=on)
            return replace(network, form=checked), Outcome(None, [Unchanged()])  # (shown)
        case SaveHosts() if form is not None:
            try:
                chosen = hosts_from_lines(form.relays, form.stun)
            except ValueError as reason:
                refused = replace(form, problem=str(reason))
                return replace(network, form=refused), Outcome(None, [Focus("#live-hosts-problem")])
            return _new_hosts(network, session, chosen, form.turn_in_links)
        case DefaultHosts():
            return _new_hosts(network, session, DEFAULT_HOSTS, False)
        case CloseHosts():
            return replace(network, form=None), Outcome(None, [Focus("#live-title")])
    return network, Outcome(None)


def _new_hosts(
    network: Network, session: Session | None, chosen: Hosts, turn_in_links: bool
) -> tuple[Network, Outcome[None]]:
    """Use and keep ``chosen`` as this device's hosts (asked about before they are
    contacted, if they changed), and whether its invitations carry its TURN servers. A
    table that keeps its own hosts goes on with them."""
    focus: list[Command] = [Focus("#live-title")]
    if chosen == network.hosts and turn_in_links == network.turn_in_links:
        notice = _("The relays and STUN servers are unchanged.")
        return replace(network, form=None), Outcome(None, focus, notice=notice)
    kept = (
        None
        if chosen == DEFAULT_HOSTS and not turn_in_links
        else hosts_json(chosen, turn_in_links=turn_in_links)
    )
    commands: list[Command] = [SetHosts(kept)]
    if chosen == network.hosts:  # only the checkbox changed: nothing new is contacted
        notice = (
            _("Your invitations will carry your TURN servers, with their usernames and passwords.")
            if turn_in_links
            else _("Your invitations will no longer carry your TURN servers.")
        )
        checked = replace(network, turn_in_links=turn_in_links, form=None)
        return checked, Outcome(None, [*commands, *focus], notice=notice)
    changed = Network(chosen, agreed=False, turn_in_links=turn_in_links)
    notice = _("The relays and STUN servers were changed on this device.")
    live = session.live if session is not None else None
    if live is not None and live.table.hosts is None and live.status != "asking":
        live.status, live.peers = "asking", {}
        commands.append(LeaveRoom())
    return changed, Outcome(None, [*commands, *focus], notice=notice)

"""Links arriving: a link's game is merged with the saved game of the same table, or
saved as new once the player says which seat is theirs, or, when the two went
different ways, once they say which line of play to keep. Each function returns an
:class:`~web.ui.outcome.Outcome`: the question's screen, or where the link goes (the
game opened, or the start screen), which the core carries out.

>>> compare([3, 1], [3, 1, 4]), compare([3, 1], [3]), compare([3, 1], [3, 2])
('ahead', 'behind', 'diverged')
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Literal

import game as engines
from game.i18n import _
from web.ui.arrival.messages import ChooseSeat, KeepBranch, LinkMatched, Opened
from web.ui.arrival.model import Arrival, BranchChoice, SeatChoice
from web.ui.commands import DropFragment, FindSave, MakeRecord, Opening, ReadSave
from web.ui.hosts import DEFAULT_HOSTS, Hosts
from web.ui.links import Link, is_game_link, read_fragment
from web.ui.live.gate import signed_game
from web.ui.messages import Intent
from web.ui.outcome import GoOpen, GoStart, Outcome
from web.ui.puzzles.link import is_puzzle_link
from web.ui.saved import Record
from web.ui.session import check_table

if TYPE_CHECKING:
    from web.ui.model import Model

#: How a link's moves stand against the saved game's.
Standing = Literal["same", "ahead", "behind", "diverged"]


def compare(ours: list[int], theirs: list[int]) -> Standing:
    """How a link's moves (``theirs``) stand against the saved game's (``ours``)."""
    if theirs == ours:
        return "same"
    if theirs[: len(ours)] == ours:
        return "ahead"
    if ours[: len(theirs)] == theirs:
        return "behind"
    return "diverged"


def opened(model: Model, message: Opened) -> Outcome[None]:
    """The page opened (or its address changed): a link's game, or the game a reload
    comes back to (a puzzle's link is the router's: see its ``_puzzle_link``)."""
    model.still = model.still or message.still
    outcome: Outcome[None] = Outcome(None)
    if is_puzzle_link(message.fragment):
        pass  # its puzzle opened by the router (web.ui.update)
    elif is_game_link(message.fragment):
        read = _read_link(model.env.clock(), message.fragment)
        outcome = replace(read, commands=[DropFragment(), *read.commands])
    elif model.session is None:
        outcome = Outcome(None, [ReadSave(None)])
    if message.problem:
        said = model.alert if outcome.alert is None else outcome.alert
        outcome = replace(outcome, alert=f"{message.problem} {said}".strip())
    return outcome


def _read_link(date: str, fragment: str) -> Outcome[None]:
    try:
        link = read_fragment(fragment)
        game = engines.decode(link.game)
        check_table(game, link.names)
        if link.live is not None and not signed_game(link.live, game, link.seats):
            raise ValueError(_("its moves at the live table lack their players' signatures"))
    except ValueError as reason:
        alert = _("This link could not be opened: {reason}.").format(reason=reason)
        return Outcome(None, alert=alert, go=GoStart())
    return Outcome(None, [FindSave(link, game, _record_of(link, date))])


def _record_of(link: Link, date: str, here: list[int] | None = None) -> Record:
    """A new save of the game a link carries (its moves already on other devices), its
    id yet to be given."""
    record = Record("", link.game, list(link.names), list(link.seats), date, here=here)
    record.hints, record.sent, record.live = link.hints, len(record.moves), link.live
    return record


def _live_for(mine: Record, link: Link) -> Record:
    """The saved game with the live table a link brings (and the link's seat secret,
    if that seat is played here); the player's yes to the table's own hosts stays
    while the link names the same ones. The saved game's signatures stay; the link's
    vouch for its moves beyond them (checked as the link was read)."""
    table = link.live
    if table is None:
        return mine
    here = mine.here or []
    kept = mine.live if mine.live is not None and mine.live.room == table.room else None
    secrets = dict(kept.secrets) if kept is not None else {}
    secrets.update((i, s) for i, s in table.secrets if i in here)
    agreed = kept is not None and kept.hosts == table.hosts and kept.agreed
    table = replace(table, secrets=tuple(sorted(secrets.items())), agreed=agreed)
    if kept is not None:  # this device's signatures, and the link's of moves beyond them
        ours = len(mine.moves) - kept.start
        theirs = table.signed[ours:] if table.start == kept.start and ours >= 0 else ()
        own = kept.signed[: max(ours, 0)]
        padded = (*own, *[""] * (max(ours, 0) - len(own)))
        table = replace(table, start=kept.start, signed=(*padded, *theirs))
    return replace(mine, live=table)


#: A link's outcome: its question on screen, or where it goes.
Arrived = Outcome[SeatChoice | BranchChoice | None]


def matched(hosts: Hosts, message: LinkMatched) -> Arrived:
    """The link's game against the saved game of its table, if there is one. A live
    table's link names the hosts its table meets on (none named: the page's
    defaults): unless this device's own hosts are those (their TURN servers aside),
    the table keeps them as its own, for itself alone, and the player is asked about
    them before they are contacted. This device's own hosts, and its yes to them,
    stay as they are."""
    link = message.link
    if link.live is None:
        return _matched(message)
    named = DEFAULT_HOSTS if link.hosts is None else link.hosts
    table = replace(link.live, hosts=None if named.covered_by(hosts) else named)
    theirs = replace(message.theirs, live=table)
    return _matched(replace(message, link=replace(link, live=table), theirs=theirs))


def _matched(message: LinkMatched) -> Arrived:
    link, game, theirs, mine = message.link, message.game, message.theirs, message.mine
    arrival = Arrival(link, game, theirs)
    failure, review = _("This link could not be opened"), link.review
    if mine is None:
        people = [i for i, seat in enumerate(link.seats) if seat == "person"]
        if link.to is not None:
            return _arrive(arrival, [link.to])
        if link.live is not None:  # a link to watch a live table: no seat here
            return _arrive(arrival, [])
        if len(people) <= 1:
            return _arrive(arrival, people)
        return Outcome(SeatChoice(arrival))
    mine = _live_for(mine, link)
    match compare(mine.moves, theirs.moves):
        case "same":
            notice = _("You already have this position: nothing changed.")
            return _keep(mine, Opening(failure, notice, mine.version, review=review))
        case "ahead":
            newer = replace(
                theirs, id=mine.id, here=mine.here, version=mine.version + 1, live=mine.live
            )
            opening = Opening(
                failure, replaces=mine.version, new_since=len(mine.moves), review=review
            )
            return Outcome(None, go=GoOpen(newer, game, opening))
        case "behind":
            notice = _("This link is older than your game: nothing was changed.")
            return _keep(mine, Opening(failure, notice, mine.version, review=review))
    return Outcome(BranchChoice(arrival, mine))  # diverged


def _keep(mine: Record, opening: Opening) -> Outcome[None]:
    """Open the saved game as it was."""
    return Outcome(None, go=GoOpen(mine, engines.decode(mine.game), opening))


def _arrive(arrival: Arrival, here: list[int]) -> Outcome[None]:
    """Save and open a link's game as new, played here at the ``here`` seats."""
    draft = replace(arrival.theirs, here=here)
    opening = Opening(
        _("This link could not be opened"),
        _("The game from the link is now in your saved games."),
        review=arrival.link.review,
    )
    return Outcome(None, [MakeRecord(draft, arrival.game, opening)])


def answered(screen: SeatChoice | BranchChoice, message: Intent) -> Outcome[None]:
    """The player's answer to a link's question (any other button leaves it)."""
    link, game = screen.arrival.link, screen.arrival.game
    review = link.review
    match screen, message:
        case SeatChoice(), ChooseSeat(seat):
            people = [i for i, kind in enumerate(link.seats) if kind == "person"]
            if seat is None or seat in people:
                return _arrive(screen.arrival, people if seat is None else [seat])
        case BranchChoice(mine=mine, sender=sender), KeepBranch("mine"):
            notice = (
                _("Your game is kept as it was.")
                if sender
                else _("Your game is kept as it was; the link was not saved.")
            )
            failure = _("This link could not be opened")
            return _keep(mine, Opening(failure, notice, mine.version, review=review))
        case BranchChoice(mine=mine, sender=sender), KeepBranch("theirs"):
            theirs = replace(
                screen.arrival.theirs, id=mine.id, here=mine.here, version=mine.version + 1
            )
            kept, came = mine.live, theirs.live
            if kept is not None and came is not None and kept.room == came.room:
                # the seats' secrets this device knows, the signatures of the game taken
                theirs.live = replace(kept, start=came.start, signed=came.signed)
            notice = (
                _("Your saved game now follows the other device's game.")
                if sender
                else _("Your saved game now follows the link.")
            )
            failure = _("This link could not be opened")
            opening = Opening(failure, notice, mine.version, review=review)
            return Outcome(None, go=GoOpen(theirs, game, opening))
        case BranchChoice(mine=mine), KeepBranch("both"):
            return _arrive(screen.arrival, list(mine.here or ()))
    return Outcome(None, notice=_("The link was not opened; nothing was saved."), go=GoStart())

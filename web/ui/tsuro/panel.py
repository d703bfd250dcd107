"""The side panel of Tsuro's board: the viewer's hand with the rotation controls and
what the chosen tile would do, an elimination-bonus swap, a forced pass; the players,
the pile and the dragon tile."""

from __future__ import annotations

from collections.abc import Hashable

from game.i18n import _, ngettext
from game.tsuro import SCORED, Preview, Tsuro
from web.ui.board import alert, pan_hint
from web.ui.svg import button, esc, interactive, tag
from web.ui.tsuro.selection import Offer, Selection, swap_move
from web.ui.tsuro.tiles import hand_tile_svg, icon
from web.ui.tsuro.words import BANNED, Namer, fate_words, preview_lines, solo_progress


def panel(
    game: Tsuro,
    chosen: Selection,
    turn: Offer,
    choice: Preview | None,
    viewer: Hashable | None,
    name: Namer,
) -> str:
    """The viewer's hand and the current action's controls (the players, the pile and
    the dragon are the :func:`table`, below the turn's controls)."""
    parts = []  # the action first, right below the board on a phone; then the table
    if game.variant == "solo":  # solo's progress, while playing and at the end
        parts.append(f'<p class="solo-progress">{esc(solo_progress(game))}</p>')
    if turn.starts:  # the start marks are drawn larger on a phone, in a frame that pans
        parts.append(pan_hint())
    if game.to_move is None:
        pass  # the game is over: the page's end section names the winners
    elif chosen.start in turn.starts:
        parts.append(_start_html(str(chosen.start)))
    elif turn.passing:
        text = (
            _("You hold no tile, so you pass this turn.")
            if game.to_move == viewer
            else _("{name} holds no tile, so passes this turn.").format(name=name(game.to_move))
        )
        parts.append(f"<p>{esc(text)}</p>" + button("pass", _("Pass"), _("Pass: no tile in hand")))
    elif turn.swapper is not None:
        parts.append(_swap_html(game, chosen, turn.swapper))
    else:
        parts.append(_hand_html(game, chosen, turn, choice, viewer, name))
    parts.append(alert(chosen.message))
    return "".join(parts)


def table(game: Tsuro, name: Namer) -> str:
    """The panel below the turn's controls: the players, the pile and the dragon tile."""
    return _players_html(game, name)


def _start_html(mark: str) -> str:
    """The start mark chosen, with the controls that take it or not."""
    words = _("Your pawn starts at mark {mark}. Choose it again, or confirm.").format(mark=mark)
    confirm = button("confirm", _("Confirm"), _("Confirm start mark {mark}").format(mark=mark))
    cancel = button("cancel", _("Cancel"), _("Cancel the start mark"))
    return f'<div class="action start"><p>{esc(words)}</p>{confirm}{cancel}</div>'


def _players_html(game: Tsuro, name: Namer) -> str:
    """Each player's pawn sign, name, fate and tiles (and score, in the scored
    variants); the pile, and where the dragon tile lies: drawn by its holder's name,
    or by the pile when no one holds it."""
    rows = []
    shared = game.shared_hand() is not None
    for player in game.players:
        mark = " ◀" if player == game.to_move else ""
        held = len(game.hand(player))
        tiles = ngettext("{n} tile", "{n} tiles", held).format(n=held)
        if shared:
            # Translators: a player in the list when all play from one hand: "Ann: at c1.0".
            row = _("{name}: {fate}")
        elif game.dragon == player:
            # Translators: a player in the list; {icon} is a picture of the dragon tile.
            row = _("{name}: {fate}, {tiles}, holds the dragon tile {icon}")
        else:
            # Translators: a player in the list, e.g. "Ann (player 1): at c1.0, 3 tiles".
            row = _("{name}: {fate}, {tiles}")
        text = esc(row).format(
            name=esc(name(player)) + mark,
            fate=esc(fate_words(game, player)),
            tiles=esc(tiles),
            icon=icon("ts-dragon", "dragon-icon"),
        ) + _score_html(game, player)
        rows.append(
            f'<li class="player p{player}"><span class="pawn-sign">{player + 1}</span> {text}</li>'
        )
    if shared:
        dragon = esc(_("One hand of tiles, face up, for every pawn; no dragon tile."))
    elif len(game.players) == 2:
        dragon = esc(_("No dragon tile with 2 players."))
    elif game.dragon is None:
        words = esc(_("The dragon tile lies beside the board."))
        dragon = f"{icon('ts-dragon', 'dragon-icon')} {words}"
    else:
        dragon = esc(_("The dragon tile: {name}.").format(name=name(game.dragon)))
    size = game.pile_size()
    pile = _("Pile: {tiles}.").format(tiles=ngettext("{n} tile", "{n} tiles", size).format(n=size))
    return (
        f'<ul class="players">{"".join(rows)}</ul>'
        f'<p class="pile">{icon("ts-back", "back-icon")} '
        f"{esc(pile)} {dragon}</p>"
    )


def _score_html(game: Tsuro, player: int) -> str:
    """``player``'s score in the scored variants (its trail's length or crossings)."""
    if game.variant not in SCORED:
        return ""
    score = game.score(player)
    if game.variant == "longest":
        words = ngettext("trail of {n} section", "trail of {n} sections", score)
    else:
        words = ngettext("{n} crossing", "{n} crossings", score)
    return f' <span class="score" data-score="{score}">({esc(words.format(n=score))})</span>'


def _hand_html(
    game: Tsuro,
    chosen: Selection,
    turn: Offer,
    choice: Preview | None,
    viewer: Hashable | None,
    name: Namer,
) -> str:
    """The viewer's hand: targets with the rotation controls on their turn, else images."""
    shared = game.shared_hand()
    if isinstance(viewer, int):
        held = game.hand(viewer) if shared is None else shared
    elif shared is None:
        return f"<p>{esc(_('Hands are hidden.'))}</p>"
    else:
        held = shared
    mine = turn.mover is not None
    tiles = []
    for number in held:
        rotation = chosen.rotation if mine else 0
        label = _("Tile {number}, rotation {rotation}").format(number=number, rotation=rotation)
        picture = hand_tile_svg(number, rotation)
        if mine:
            attrs = interactive(f"tile:{number}", label, pressed=chosen.tile == number)
            attrs["class"] = "hand-tile" + (" selected" if chosen.tile == number else "")
        else:
            attrs = {"class": "hand-tile", "role": "img", "aria-label": label}
        tiles.append(tag("span", attrs, picture))
    if game.dragon == viewer:  # the dragon tile lies with its holder's tiles
        label = _("The dragon tile: you draw first when tiles come back")
        tiles.append(
            tag(
                "span",
                {"class": "dragon-held", "role": "img", "aria-label": label},
                icon("ts-dragon", "tile-icon"),
            )
        )
    if shared is not None:
        title = _("The hand everyone plays from, face up:")
    elif viewer == game.to_move or not isinstance(viewer, int):
        title = _("Your hand:")
    else:
        title = _("Hand of {name}:").format(name=name(viewer))
    shown = "".join(tiles) or esc(_("(empty)"))
    hand = f'<p class="hand-title">{esc(title)}</p><div class="hand-tiles">{shown}</div>'
    if not mine:
        return hand
    controls = button("rotate:ccw", "⟲", _("Rotate anticlockwise (Shift+R)")) + button(
        "rotate:cw", "⟳", _("Rotate clockwise (R)")
    )
    # the hand and the buttons that turn it in one row, where the screen is wide enough
    hand = (
        f'<p class="hand-title">{esc(title)}</p><div class="hand-row">'
        f'<div class="hand-tiles">{shown}</div><div class="turning">{controls}</div></div>'
    )
    turning = f'<p class="hint">{esc(_("Turning turns every tile of the hand alike."))}</p>'
    return hand + turning + _choice_html(chosen, choice, name, viewer)


def _choice_html(
    chosen: Selection, preview: Preview | None, name: Namer, you: Hashable | None
) -> str:
    """What the chosen tile would do, with Confirm (unless banned) and Cancel."""
    if preview is None:
        return f"<p>{esc(_('Choose a tile: it is shown on the square your pawn faces.'))}</p>"
    items = "".join(f"<li>{esc(line)}</li>" for line in preview_lines(preview, name, you))
    cancel = button("cancel", _("Cancel"), _("Cancel the tile choice"))
    label = _("Confirm tile {tile}, rotation {rotation}, on {square}").format(
        tile=chosen.tile, rotation=chosen.rotation, square=preview.square
    )
    if not preview.legal:
        warning = f'<p class="warning" role="alert">{esc(_(BANNED))}</p>'
        confirm = tag(
            "button",
            {"type": "button", "disabled": "disabled", "aria-label": label},
            esc(_("Confirm")),
        )
    elif preview.mover_out:
        words = _(
            "Every tile and rotation in your hand eliminates you: this one is allowed, "
            "and your pawn leaves the board."
        )
        warning = f'<p class="warning" role="alert">{esc(words)}</p>'
        confirm = button("confirm", _("Confirm"), label)
    else:
        warning, confirm = "", button("confirm", _("Confirm"), label)
    return f'<div class="action preview"><ul>{items}</ul>{warning}{confirm}{cancel}</div>'


def _swap_html(game: Tsuro, chosen: Selection, swapper: int) -> str:
    """The elimination bonus: tiles to give and to take, as toggles."""
    give = "".join(_pick("give", n, chosen.give) for n in game.hand(swapper))
    take = "".join(_pick("take", n, chosen.take) for n in game.swap_offer())
    if len(chosen.give) == len(chosen.take):
        move = swap_move(chosen)
        if chosen.give:
            # Translators: {move} is notation, such as "swap 3>21".
            confirm = button("confirm", _("Swap"), _("Confirm {move}").format(move=move))
        else:
            confirm = button("confirm", _("Keep my hand"), _("Keep my hand"))
    else:
        confirm = f"<p>{esc(_('Choose as many tiles to give as to take.'))}</p>"
    bonus = _(
        "Elimination bonus: you may swap tiles of your hand for tiles of the hands "
        "of the players you just eliminated (shown face up)."
    )
    clear = button("cancel", _("Clear"), _("Clear the swap choice"))
    return (
        f'<div class="action swap"><p>{esc(bonus)}</p>'
        f'<p>{esc(_("Give:"))}</p><div class="hand-tiles">{give}</div>'
        f'<p>{esc(_("Take:"))}</p><div class="hand-tiles">{take}</div>'
        f"{confirm}{clear}</div>"
    )


def _pick(kind: str, number: int, chosen: tuple[int, ...]) -> str:
    """A tile to give or take in a swap, as a toggle."""
    if kind == "give":
        label = _("Give tile {number}").format(number=number)
    else:
        label = _("Take tile {number}").format(number=number)
    attrs = interactive(f"{kind}:{number}", label, pressed=number in chosen)
    attrs["class"] = "hand-tile" + (" selected" if number in chosen else "")
    return tag("span", attrs, hand_tile_svg(number, 0))

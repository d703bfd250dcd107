"""The daily challenge: the same game for everyone on a date, another the next day."""

from datetime import date, timedelta

import pytest

from game import bots
from web.ui.challenge import FIRST_DAY, SOLO_PAWNS, challenge, days

DAY = date(2026, 11, 28)


@pytest.mark.parametrize("kind", ["tsuro", "shangrila"])
def test_the_same_day_gives_the_same_game_and_the_next_day_another(kind: str) -> None:
    first, again = challenge(kind, DAY).start(), challenge(kind, DAY).start()
    assert first.encode() == again.encode()
    tomorrow = challenge(kind, DAY + timedelta(days=1)).start()
    assert tomorrow.encode() != first.encode()


def test_tsuros_challenge_is_the_days_solo_deal() -> None:
    game = challenge("tsuro", DAY).start()
    assert game.options["variant"] == "solo" and len(game.players) == SOLO_PAWNS
    decks = {challenge("tsuro", DAY + timedelta(days=n)).start().encode() for n in range(30)}
    assert len(decks) == 30


def test_shangrilas_challenge_plays_alike_for_everyone() -> None:
    """The computers' moves depend on the game and the seed alone: two players who make
    the same moves meet the same replies."""
    daily = challenge("shangrila", DAY)
    assert daily.seats[0] == "person" and set(daily.seats[1:]) == {"medium"}

    def played() -> list[str]:
        game = daily.start()
        assert game.phase != "setup"  # a random start: the masters are placed
        for _ in range(12):
            if game.is_over():
                break
            game.play(bots.choose(game, "medium", seed=daily.seed))
        return [str(move) for move in game.history]

    assert played() == played()


def test_no_challenge_before_the_first_day_and_the_calendar_stops_there() -> None:
    with pytest.raises(ValueError):
        challenge("tsuro", FIRST_DAY - timedelta(days=1))
    assert days(FIRST_DAY + timedelta(days=1), 5) == [FIRST_DAY + timedelta(days=1), FIRST_DAY]

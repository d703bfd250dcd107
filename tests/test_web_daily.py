"""The daily challenge in the page (web/ui/daily/), through the fake page: its screen
from the start screen, one scored attempt a day and practice after it, the calendar,
the daily mark in the save, the share text and link, a friend's result beside one's
own once played, and links that are damaged or hostile."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import date, timedelta
from urllib.parse import parse_qs, quote

import pytest
from fakepage import FakePage, FullStorage, play_person_turns, words

import game as engines
from web.ui import intents
from web.ui.arrival.messages import Opened
from web.ui.challenge import challenge, day_seed
from web.ui.commands import AskBot
from web.ui.daily.kept import FRIENDS_A_DAY, KEY, Kept
from web.ui.daily.kept import read as read_kept
from web.ui.daily.model import score
from web.ui.daily.share import link_fragment, read_link
from web.ui.daily_mark import Marker, read_marker
from web.ui.links import make_fragment
from web.ui.play.messages import AskHint, CopyLink, ToggleQr, Undo
from web.ui.review.messages import (
    Analyse,
    CopyRecord,
    CopyReviewLink,
    DownloadRecord,
    TryHere,
)
from web.ui.saves import PREFIX, SaveStore, parse_record
from web.ui.stores import MemoryStorage

DAY = date(2026, 11, 28)
HELD_WORDS = (
    "No hints, undo, analysis or links to the game during the scored attempt: practise after it."
)


def page_on(day: date = DAY, storage: MemoryStorage | None = None) -> FakePage:
    """A page opened on ``day`` (UTC), its start screen drawn."""
    page = FakePage(storage)
    page.runner.model.env = replace(page.model.env, today=lambda: day)
    page.send(Opened(""))
    return page


def daily_records(page: FakePage) -> list:
    return [r for r in SaveStore(page.storage).read_all()[0] if r.daily is not None]


def kept_of(page: FakePage) -> Kept:
    """What the page keeps of the daily challenges (the entry apart from the saves)."""
    kept, problem = read_kept(page.storage.get(KEY))
    assert problem == ""
    return kept


def finish(page: FakePage, seed: int = 1) -> None:
    """Play the game on screen to its end with random legal moves."""
    play_person_turns(page, random.Random(seed))
    page.settle()


def play_scored(page: FakePage, kind: str = "tsuro", seed: int = 1) -> None:
    page.press("daily")
    page.press("daily-play", kind)
    finish(page, seed)


def test_the_daily_screen_opens_from_the_start_screen_with_todays_challenges() -> None:
    page = page_on()
    page.press("daily")
    assert page.model.screen.name == "daily"
    said = words(page.markup())
    assert "Today’s challenges" in said and "Tsuro" in said and "Bridges of Shangri-La" in said
    assert 'data-action="daily-play" data-arg="tsuro"' in page.markup()
    assert 'data-action="daily-play" data-arg="shangrila"' in page.markup()
    assert page.focused[-1] == "#daily-title"
    page.press("daily-close")
    assert page.model.screen.name == "start"


def test_the_first_game_is_scored_and_kept_in_the_save_with_its_mark() -> None:
    page = page_on()
    page.press("daily")
    page.press("daily-play", "tsuro")
    session = page.model.session
    assert session is not None
    assert session.record.daily == Marker(DAY, practice=False)
    assert session.game.encode() == challenge("tsuro", DAY).start().encode()
    assert not session.record.hints  # no hints in a scored attempt
    assert "your scored attempt" in words(page.markup())
    finish(page)
    over = page.model.session
    assert over is not None and over.game.is_over()
    assert f"Your result: {score(over.game)}." in words(page.markup())
    stored = json.loads(page.storage.get(PREFIX + over.record.id) or "")
    assert stored["daily"] == {"v": 1, "day": "2026-11-28", "practice": False}
    again = page_on(storage=page.storage)  # a reload comes back to it, still marked
    assert again.model.session is not None
    assert again.model.session.record.daily == Marker(DAY, practice=False)


def test_after_the_scored_attempt_the_challenge_is_practice_marked_as_such() -> None:
    page = page_on()
    play_scored(page)
    scored = page.model.session
    assert scored is not None
    result = score(scored.game)
    page.press("daily-day", DAY.isoformat())
    assert "Your result" in words(page.markup()) and result in words(page.markup())
    page.press("daily-practise", "tsuro")
    practice = page.model.session
    assert practice is not None and practice.record.id != scored.record.id
    assert practice.record.daily == Marker(DAY, practice=True)
    assert "practice (not scored)" in words(page.markup())
    finish(page, seed=2)
    assert "Practice result:" in words(page.markup())
    page.press("daily-day", DAY.isoformat())
    said = words(page.markup())
    assert f"Your result{result}" in said.replace("\n", "")  # still the first game's
    assert "1 practice game." in said
    marks = sorted((r.daily.practice, r.id) for r in daily_records(page))
    assert [m[0] for m in marks] == [False, True]


def test_no_move_of_a_scored_attempt_is_taken_back_but_practice_may() -> None:
    page = page_on()
    page.press("daily")
    page.press("daily-play", "tsuro")
    session = page.model.session
    assert session is not None
    page.play(session.game.legal_moves()[0])
    assert intents.attributes(Undo()) not in page.markup()
    assert intents.attributes(AskHint()) not in page.markup()
    assert HELD_WORDS in words(page.markup())  # said where Hint and Undo would be
    for linked in (CopyLink(), ToggleQr()):  # opened elsewhere, a plain game with undo
        assert intents.attributes(linked) not in page.markup()
        page.send(linked)
        assert page.model.alert == HELD_WORDS and session.link == "" and not session.qr
    page.send(Undo())
    assert "no move is taken back" in page.model.alert
    assert len(session.game.history) == 1
    finish(page)
    page.press("daily-day", DAY.isoformat())
    page.press("daily-practise", "tsuro")
    practice = page.model.session
    assert practice is not None
    page.play(practice.game.legal_moves()[0])
    page.press("undo")
    assert practice.game.history == []


def test_a_scored_attempt_under_way_has_no_sandbox_nor_analysis_and_says_why() -> None:
    page = page_on()
    page.model.bots = True  # (the computer could analyse: only the attempt stops it)
    page.press("daily")
    page.press("daily-play", "tsuro")
    session = page.model.session
    assert session is not None
    for _move in range(3):
        page.play(session.game.legal_moves()[0])
    page.press("review")
    page.press("review-to", "0")
    markup = page.markup()
    refused = (TryHere(), Analyse(), CopyReviewLink(), CopyRecord(), DownloadRecord())
    assert not [r for r in refused if intents.attributes(r) in markup]
    assert words(markup).count(HELD_WORDS) == 2  # where each of them would be
    for message in refused:
        page.send(message)
        assert page.model.alert == HELD_WORDS
        assert session.review is not None and session.review.sandbox is None
        assert session.review.analysis is None
    assert not page.records  # (a game's record carries its link)
    page.press("review-close")
    finish(page)
    page.press("review")  # the attempt over: the sandbox and the analysis are back
    page.press("review-to", "0")
    page.press("try-here")
    assert session.review is not None and session.review.sandbox is not None
    page.press("try-drop")
    page.press("analyse")
    assert session.review.analysis is not None


def test_rematch_at_the_end_of_a_daily_plays_that_days_challenge_again_as_practice() -> None:
    page = page_on(DAY + timedelta(days=2))
    page.press("daily")
    page.press("daily-day", DAY.isoformat())
    page.press("daily-play", "tsuro")
    finish(page)
    page.press("rematch")
    again = page.model.session
    assert again is not None and again.record.daily == Marker(DAY, practice=True)
    assert again.game.encode() == challenge("tsuro", DAY).start().encode()
    assert "practice (not scored)" in words(page.markup())
    assert [r.daily.practice for r in daily_records(page)].count(False) == 1


def test_a_friends_result_is_kept_as_soon_as_the_link_is_opened() -> None:
    """Finding 3 of issue 60: Bo opens Ann's link and leaves at once (the menu, then a
    reload); Ann's result is kept all the same, and shown once Bo's attempt is over."""
    ann = page_on()
    play_scored(ann, seed=3)
    ann.press("daily-day", DAY.isoformat())
    link, ann_game = shared_link(ann), challenge_game(ann)
    bo = page_on()
    bo.send(Opened("#" + link))
    assert kept_of(bo).brought("tsuro", DAY) == (ann_game.encode(),)
    bo.press("daily-close")
    bo = page_on(storage=bo.storage)  # a reload
    bo.press("daily")
    assert "A friend’s result of this challenge is waiting" in words(bo.markup())
    assert score(ann_game) not in words(bo.markup())
    bo.press("daily-play", "tsuro")
    finish(bo, seed=2)
    assert f"Your friend’s result: {score(ann_game)}." in words(bo.markup())
    bo.press("daily-day", DAY.isoformat())
    assert "Your friend’s result" in words(bo.markup())


def test_a_few_friends_results_a_day_are_kept_and_no_more() -> None:
    bo = page_on()
    fragments = [
        link_fragment(DAY, tsuro_over(seed=seed), ["A", "B"], ["person"] * 2) for seed in range(6)
    ]
    for fragment in fragments:
        bo.send(Opened("#" + fragment))
    assert len(kept_of(bo).brought("tsuro", DAY)) == FRIENDS_A_DAY
    bo.storage.set(KEY, '{"v": 1, "friends": {"tsuro": {"2026-11-28": ["T2.x"]}}}')
    bo.press("daily-close")
    bo.press("daily")  # a damaged entry: said, and read as nothing kept
    assert "The daily challenges kept on this device:" in bo.model.alert
    assert "A friend’s result" not in words(bo.markup())


@pytest.mark.parametrize(
    "entry",
    [
        "[" * 20_000,
        '{"v": 1, "days": {"tsuro": {"2026-11-28": "over"}}, "x": "' + "y" * 2_000_000 + '"}',
        '{"v": 2, "days": {}}',
        '{"v": 1, "seen": "2026-02-30"}',
        '{"v": 1, "days": {"chess": {"2026-11-28": "over"}}}',
        '{"v": 1, "friends": {"tsuro": {"2026-11-28": ["a", "b", "c", "d"]}}}',
        "not json",
    ],
)
def test_a_damaged_daily_entry_reads_as_nothing_kept_and_says_why(entry: str) -> None:
    kept, problem = read_kept(entry)
    assert kept == Kept() and problem


def test_an_entry_at_odds_with_the_saves_or_refused_by_storage_is_no_endless_loop() -> None:
    page = page_on(storage=FullStorage())
    page.press("daily")
    page.press("daily-play", "tsuro")
    page.press("menu")
    page.storage.set(KEY, '{"v": 1, "days": {"tsuro": {"2026-11-28": "over"}}}')
    page.press("daily")  # (the save under way, the entry over: nothing to write)
    assert "Your scored attempt is under way." in words(page.markup())
    page.press("daily-close")
    page.storage.set(KEY, '{"v": 1, "days": {}}')
    page.storage.full = True  # type: ignore[attr-defined]
    page.press("daily")  # the attempt's day cannot be written: said once
    assert "storage refused it" in page.model.alert


def test_deleting_the_scored_attempt_says_the_day_stays_played_and_keeps_it() -> None:
    """Finding 2 of issue 60: deleting the scored attempt's save freed the day."""
    page = page_on()
    play_scored(page)
    assert kept_of(page).played("tsuro", DAY) == "over"
    page.press("menu")
    scored = daily_records(page)[0]
    page.press("delete", scored.id)
    said = words(page.markup())
    assert (
        "This is your scored attempt of the daily challenge of 2026-11-28: deleting it "
        "keeps the day played." in said
    )
    page.press("delete-yes")
    assert daily_records(page) == []
    page.press("daily")
    assert "its saved game deleted: the day stays played" in words(page.markup())
    assert "Tsuro: played, its saved game deleted;" in words(page.markup())  # the calendar
    assert 'data-action="daily-play" data-arg="tsuro"' not in page.markup()
    page.press("daily-practise", "tsuro")
    session = page.model.session
    assert session is not None and session.record.daily == Marker(DAY, practice=True)


def test_a_day_played_ahead_of_its_time_is_never_scored() -> None:
    """Finding 2 of issue 60: with the clock moved forward, tomorrow's challenge was
    scored, and still playable once the clock went back."""
    tomorrow = DAY + timedelta(days=1)
    page = page_on(tomorrow)
    page.press("daily")
    page.press("daily-play", "tsuro")  # "scored", by a clock a day ahead
    assert kept_of(page).played("tsuro", tomorrow) == "started"
    page.press("menu")
    page.runner.model.env = replace(page.model.env, today=lambda: DAY)  # the clock back
    page.press("daily")
    assert kept_of(page).seen == tomorrow  # (only ever raised)
    assert kept_of(page).played("tsuro", tomorrow) == "ahead"
    assert f'data-arg="{tomorrow.isoformat()}"' not in page.markup()  # never offered
    page.send(page_intent_day(tomorrow.isoformat()))
    assert page.model.screen.day == DAY  # type: ignore[union-attr]
    page.press("daily-close")
    page.press("continue", daily_records(page)[0].id)  # nor played from the saved games
    assert page.model.session is None and page.model.alert == (
        "That saved game could not be opened: its daily challenge’s day has not come yet "
        "by this device’s clock."
    )
    page.press("daily")
    page.runner.model.env = replace(page.model.env, today=lambda: tomorrow)  # its day comes
    page.press("daily-close")
    page.press("daily")
    assert "played here before its day came" in words(page.markup())
    assert "Continue your scored attempt" not in words(page.markup())
    page.press("daily-practise", "tsuro")
    session = page.model.session
    assert session is not None and session.record.daily == Marker(tomorrow, practice=True)


def test_a_result_recorded_while_the_clock_was_ahead_is_practice_on_the_record() -> None:
    """Issue 60: a daily game finished with the clock a day ahead stayed a scored daily
    on the record once the clock went back and the day was marked ahead."""
    from web.ui.records.book import KEY as BOOK
    from web.ui.records.book import read_book

    tomorrow = DAY + timedelta(days=1)
    page = page_on(tomorrow)
    play_scored(page)  # "scored", by a clock a day ahead: the record keeps it so
    (result,) = read_book(page.storage.get(BOOK)).results
    assert result.daily == tomorrow.isoformat() and not result.practice
    page.press("menu")
    page.runner.model.env = replace(page.model.env, today=lambda: DAY)  # the clock back
    page.press("daily")
    assert kept_of(page).played("tsuro", tomorrow) == "ahead"
    page.press("daily-close")
    page.press("records")
    (result,) = read_book(page.storage.get(BOOK)).results
    assert result.practice and page.model.screen.book.results == (result,)  # type: ignore[union-attr]
    page.storage.remove(BOOK)  # the record lost: its game found again among the saves
    page.press("records-close")
    page.press("records")
    (result,) = read_book(page.storage.get(BOOK)).results
    assert result.daily == tomorrow.isoformat() and result.practice


def test_a_scored_attempt_under_way_is_continued_not_started_again() -> None:
    page = page_on()
    page.press("daily")
    page.press("daily-play", "tsuro")
    session = page.model.session
    assert session is not None
    page.play(session.game.legal_moves()[0])
    page.press("menu")
    page.press("daily")
    assert "Your scored attempt is under way." in words(page.markup())
    page.press("daily-play", "tsuro")
    again = page.model.session
    assert again is not None and again.record.id == session.record.id
    assert len(again.game.history) == 1 and again.record.daily == Marker(DAY, False)


def test_the_calendar_offers_every_day_from_the_first_to_today_and_no_later() -> None:
    page = page_on()
    play_scored(page)
    page.press("daily-day", DAY.isoformat())
    markup = page.markup()
    for number in range(1, 29):
        assert f'data-arg="2026-11-{number:02}"' in markup
    assert 'data-arg="2026-11-29"' not in markup and 'data-arg="2026-10-31"' not in markup
    assert 'aria-current="date"' in markup
    said = words(markup)  # each day's button is named with its results
    nothing = "Tsuro: not played; The Bridges of Shangri-La: not played."
    assert f"27: 2026-11-27. {nothing}" in said
    result = score(challenge_game(page))
    assert f"28: 2026-11-28. Tsuro: {result}; The Bridges" in said
    page.press("daily-day", "2026-11-03")
    assert page.model.screen.day == date(2026, 11, 3)  # type: ignore[union-attr]
    assert "Challenges of" in words(page.markup())
    page.press("daily-play", "tsuro")
    session = page.model.session
    assert session is not None
    assert session.game.encode() == challenge("tsuro", date(2026, 11, 3)).start().encode()
    assert session.record.daily == Marker(date(2026, 11, 3), practice=False)
    page.press("menu")
    page.press("daily")
    for refused in ("2026-11-29", "2026-10-31", "2026-02-30", "x"):
        page.send(page_intent_day(refused))
        assert page.model.screen.day == DAY  # type: ignore[union-attr]


def challenge_game(page: FakePage):
    """The game of the day's scored attempt of Tsuro on this page."""
    record = next(r for r in daily_records(page) if not r.daily.practice)
    return engines.decode(record.game)


def page_intent_day(day: str):
    from web.ui.daily.messages import ShowDay

    return ShowDay(day)


def test_the_calendar_moves_by_month_and_names_each_day_with_its_results() -> None:
    page = page_on(date(2026, 12, 2))
    page.press("daily")
    assert 'data-arg="2026-12-03"' not in page.markup()
    assert "Month before" in words(page.markup()) and "Month after" not in words(page.markup())
    page.press("daily-day", "2026-11-30")
    said = words(page.markup())
    assert "Month after" in said and "Month before" not in said  # November is the first


def shared_link(page: FakePage, kind: str = "tsuro") -> str:
    """Share the shown day's result: the text copied, and the link's fragment."""
    page.press("daily-share", kind)
    text, download = page.records[-1]
    assert download is None
    url = text.rsplit(" ", 1)[1]
    assert url.replace("&", "&amp;") in page.markup()  # the link shown on screen
    return url.split("#", 1)[1]


def test_the_share_text_says_the_game_day_and_score_and_the_link_opens_the_same_challenge() -> None:
    page = page_on()
    play_scored(page)
    session = page.model.session
    assert session is not None
    game = session.game
    page.press("daily-day", DAY.isoformat())
    fragment = shared_link(page)
    text = page.records[-1][0]
    assert text.startswith(f"Tsuro, daily challenge of 2026-11-28: {score(game)}.")
    for move in game.history:  # no spoilers: not one move in words or notation
        assert move not in text.split("http")[0]
    shared = read_link(fragment, DAY)
    assert (shared.kind, shared.day, shared.game) == ("tsuro", DAY, game.encode())
    assert "copied" in page.model.notice


def test_a_friend_sees_the_sharers_result_only_after_their_own_scored_attempt() -> None:
    ann = page_on()
    play_scored(ann, seed=1)
    ann_game = ann.model.session.game  # type: ignore[union-attr]
    ann.press("daily-day", DAY.isoformat())
    fragment = shared_link(ann)

    bo = page_on()
    bo.send(Opened("#" + fragment))
    assert bo.fragment_dropped and bo.model.screen.name == "daily"
    said = words(bo.markup())
    assert "A friend’s result of this challenge is waiting" in said
    assert "Your friend’s result" not in said and score(ann_game) not in said
    assert ann_game.encode() not in bo.markup()
    bo.press("daily-play", "tsuro")
    session = bo.model.session
    assert session is not None
    assert session.game.encode() == challenge("tsuro", DAY).start().encode()  # the same deal
    assert session.record.daily == Marker(DAY, False, rival=ann_game.encode())
    assert "Your friend’s result" not in words(bo.markup())  # not before the end
    finish(bo, seed=2)
    bo_game = bo.model.session.game  # type: ignore[union-attr]
    assert f"Your friend’s result: {score(ann_game)}." in words(bo.markup())
    bo.press("daily-day", DAY.isoformat())
    said = words(bo.markup())
    assert score(ann_game) in said and score(bo_game) in said
    # Bo reviews Ann's game: read-only, never saved as his
    bo.press("daily-rival", "tsuro")
    review = bo.model.session
    assert review is not None and review.review is not None
    assert review.game.encode() == ann_game.encode()
    assert review.record.daily == Marker(DAY, True, friend=True)
    bo.press("review-close")
    assert len(SaveStore(bo.storage).read_all()[0]) == 1
    bo.press("menu")
    bo.press("daily")
    back = shared_link(bo)
    ann.send(Opened("#" + back))
    said = words(ann.markup())
    assert score(ann_game) in said and score(bo_game) in said
    assert "Your friend’s result" in said
    kept = [r for r in daily_records(ann) if not r.daily.practice]  # type: ignore[union-attr]
    assert len(kept) == 1 and kept[0].daily.rival == bo_game.encode()  # type: ignore[union-attr]
    ann.press("daily-rival", "tsuro")
    assert ann.model.session is not None and ann.model.session.game.encode() == bo_game.encode()


def test_a_friends_game_is_looked_back_over_read_only_and_never_becomes_ones_own() -> None:
    """Finding 5 of issue 60: after Bo reviewed Ann's game, the page reopened on it as
    if it were his, with a working Undo, and both saves were named alike."""
    ann, bo = page_on(), page_on()
    play_scored(ann, seed=3)
    ann.press("daily-day", DAY.isoformat())
    link, ann_game = shared_link(ann), challenge_game(ann)
    bo.send(Opened("#" + link))
    bo.press("daily-play", "tsuro")
    finish(bo, seed=2)
    bo.press("daily-day", DAY.isoformat())
    bo.press("daily-rival", "tsuro")
    friend = bo.model.session
    assert friend is not None and friend.game.encode() == ann_game.encode()
    assert bo.focused[-1] == "#review-title"
    bo.press("review-close")
    said = words(bo.markup())
    assert "Your friend’s game of the daily challenge of 2026-11-28, looked back over." in said
    assert f"Your friend’s result: {score(ann_game)}." in said
    assert "Your friend’s pawn 1" in said and "You lost" not in said
    assert intents.attributes(Undo()) not in bo.markup()
    assert "never played or saved as yours" in said  # where Undo would be
    assert 'data-action="save-as-new"' not in bo.markup()
    bo.send(Undo())
    assert "never played or saved as yours" in bo.model.alert
    assert friend.game.encode() == ann_game.encode()
    saved = SaveStore(bo.storage).read_all()[0]
    assert [r.game for r in saved] != [ann_game.encode()] and len(saved) == 1
    reloaded = page_on(storage=bo.storage)  # a reload never comes back to Ann's game
    assert reloaded.model.session is None or reloaded.model.session.game.encode() != (
        ann_game.encode()
    )
    bo.press("rematch")  # the day's challenge again, Bo's own practice
    again = bo.model.session
    assert again is not None and again.record.daily == Marker(DAY, practice=True)
    assert again.record.here == [0, 1]


def test_a_friends_link_to_a_day_already_played_here_is_kept_at_once() -> None:
    ann, bo = page_on(), page_on()
    play_scored(ann, seed=3)
    play_scored(bo, seed=4)
    ann.press("daily-day", DAY.isoformat())
    bo.send(Opened("#" + shared_link(ann)))
    assert "Your friend’s result" in words(bo.markup())
    assert kept_of(bo).brought("tsuro", DAY) == (challenge_game(ann).encode(),)


def test_ones_own_link_opened_again_is_no_friends_result() -> None:
    ann = page_on()
    play_scored(ann)
    ann.press("daily-day", DAY.isoformat())
    ann.send(Opened("#" + shared_link(ann)))
    assert "Your friend’s result" not in words(ann.markup())
    assert all(r.daily.rival is None for r in daily_records(ann))  # type: ignore[union-attr]


def tsuro_over(day: date = DAY, seed: int = 5) -> str:
    game = challenge("tsuro", day).start()
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game.encode()


def hostile_fragments() -> dict[str, str]:
    over = tsuro_over()
    good = link_fragment(DAY, over, ["Pawn 1", "Pawn 2"], ["person", "person"])
    unfinished = challenge("tsuro", DAY).start().encode()
    other = engines.tsuro.new_game(2, seed=99, variant="solo")
    return {
        "another version": good.replace("daily=2", "daily=7", 1),
        "changed beginning": good.replace("daily=2", "dxily=2", 1),
        "no day": good.replace("day=2026-11-28", "dy=2026-11-28", 1),
        "not a date": good.replace("2026-11-28", "2026-13-45", 1),
        "before the first day": good.replace("2026-11-28", "2020-01-01", 1),
        "a future day": good.replace("2026-11-28", "2026-11-29", 1),
        "another day's challenge": good.replace("2026-11-28", "2026-11-27", 1),
        "not finished": link_fragment(DAY, unfinished, ["Pawn 1", "Pawn 2"], ["person"] * 2),
        "not a challenge": link_fragment(DAY, other.encode(), ["A", "B"], ["person"] * 2),
        "damaged game": good.replace("dg=T2.", "dg=T2.x", 1),
        "far too long": good + "&dn=" + "x" * 20_000,
        "too many fields": good + "&dn=x" * 40,
        "no game": "daily=2&day=2026-11-28",
        "a plain link's field": good + "&v=1",
        "the first version": "daily=1&day=2026-11-28&" + make_fragment(over, ["A", "B"], ["p"] * 2),
        "its daily fields taken away": good.split("&", 2)[2],
        "made a plain link's first": "v=1&" + good.split("&", 2)[2],
        "percent tricks": quote("daily") + "=1&%64ay=" + "[" * 5000,
    }


@pytest.mark.parametrize("name", list(hostile_fragments()))
def test_a_bad_daily_link_is_refused_in_words_and_changes_nothing(name: str) -> None:
    page = page_on()
    play_scored(page)
    saves = lambda: {k: v for k, v in page.storage.data.items() if k.startswith(PREFIX)}  # noqa: E731
    before = saves()
    page.send(Opened("#" + hostile_fragments()[name]))
    assert page.model.alert.startswith("This daily challenge link could not be opened:"), name
    assert page.model.screen.name == "daily" and page.fragment_dropped
    assert not kept_of(page).friends
    assert saves() == before and len(before) == 1


def test_a_friends_game_in_a_daily_link_never_opens_as_a_plain_game_link() -> None:
    """Removing ``daily=2&day=…&`` from a friend's link (finding 2 of issue 60) leaves
    no game link: the page says so, and neither opens nor keeps the friend's game."""
    ann, bo = page_on(), page_on()
    play_scored(ann, seed=3)
    ann.press("daily-day", DAY.isoformat())
    link = shared_link(ann)
    assert link.startswith(f"daily=2&day={DAY.isoformat()}&dg=T")
    assert "g" not in parse_qs(link) and "v" not in parse_qs(link)
    edited = link.replace(f"daily=2&day={DAY.isoformat()}&", "", 1)
    bo.send(Opened("#" + edited))
    assert bo.model.alert == (
        "This daily challenge link could not be opened: this link is damaged: "
        "its beginning is missing or changed."
    )
    assert bo.model.session is None and bo.model.screen.name == "daily"
    assert not kept_of(bo).friends
    assert not [k for k in bo.storage.data if k.startswith(PREFIX)]


def test_a_damaged_daily_mark_lists_the_save_as_damaged_and_old_saves_read() -> None:
    store = SaveStore(MemoryStorage(), ids=iter(range(1, 10)).__next__)
    game = challenge("tsuro", DAY).start().encode()
    record = store.new_record(game, ["Pawn 1", "Pawn 2"], ["person", "person"], "2026-11-28")
    store.write(record)  # a save without a mark, as every save before the challenge
    text = store.storage.get(PREFIX + "1") or ""
    assert "daily" not in text and parse_record(PREFIX + "1", text).daily is None
    bad = {
        "v": 2,
        "day": "2026-11-28",
        "practice": False,
    }
    for mark, reason in [
        (bad, "another version"),
        ({**bad, "v": 1, "day": "2026-11-27"}, "not the daily challenge it claims"),
        ({**bad, "v": 1, "practice": "no"}, "not readable"),
        ({**bad, "v": 1, "rival": "T2.xyz"}, "not the same challenge"),
        ({**bad, "v": 1, "extra": 1}, "not readable"),
        ("x", "not readable"),
    ]:
        data = {**json.loads(text), "daily": mark}
        with pytest.raises(ValueError, match=reason):
            parse_record(PREFIX + "1", json.dumps(data))
    assert read_marker({**bad, "v": 1}, game) == Marker(DAY, False)


def test_shangrilas_scored_attempt_meets_the_days_computers() -> None:
    page = page_on()
    page.press("daily")
    page.press("daily-play", "shangrila")
    session = page.model.session
    assert session is not None
    assert session.record.seats == ["person", "medium", "medium"]
    assert session.record.names[0] == "You"
    page.play(session.game.legal_moves()[0])
    asks = [c for c in page.commands if isinstance(c, AskBot)]
    assert asks and asks[-1].seed == day_seed("shangrila", DAY) * 100_003 + 1
    finish(page, seed=6)
    game = page.model.session.game  # type: ignore[union-attr]
    said = words(page.markup())
    assert "Your result: place " in said and " of 3, " in said and "master" in said
    assert score(game) in said


def test_west_of_utc_the_challenge_streak_and_calendar_keep_the_utc_day() -> None:
    """In Los Angeles at 18:00 on 1 December it is already 2 December in UTC: today's
    challenge is the 2nd's, and playing it makes a streak of 1 (finding 4 of issue 60:
    the record compared the challenge's UTC day with the device's local day)."""
    utc_day = date(2026, 12, 2)
    page = page_on(utc_day)
    page.runner.model.env = replace(page.model.env, clock=lambda: "2026-12-01 18:00")
    play_scored(page)
    assert [r.daily.day for r in daily_records(page)] == [utc_day]
    page.press("daily-day", utc_day.isoformat())
    said = words(page.markup())
    assert "Today’s challenges" in said and 'data-arg="2026-12-02"' in page.markup()
    page.press("daily-close")
    page.press("records")
    page.settle()
    assert "1 day in a row." in words(page.markup())


@pytest.mark.parametrize(
    ("code", "whole", "broken", "month"),
    [
        ("it", "Gioca la sfida dei Ponti di Shangri-La", "di I ponti", "dicembre 2026"),
        ("fr", "Jouer le défi des Ponts de Shangrila", "de Les Ponts", "décembre 2026"),
        ("en", "Play the Bridges of Shangri-La challenge", "of The Bridges", "December 2026"),
    ],
)
def test_each_games_words_are_whole_sentences_and_the_month_has_its_name(
    code: str, whole: str, broken: str, month: str
) -> None:
    """Finding 10 of issue 60: a title slotted into a sentence read "la sfida di I ponti
    di Shangri-La" and "le défi de Les Ponts"; the calendar said "(2026-12)"."""
    import io

    from babel.messages.mofile import write_mo
    from test_catalogs import catalog

    from game import i18n
    from web.ui.daily import view
    from web.ui.daily.model import Daily

    compiled = io.BytesIO()
    if code != "en":
        write_mo(compiled, catalog(code))
    try:
        i18n.use(code, compiled.getvalue() or None)
        said = words(view.screen(Daily(date(2026, 12, 2), date(2026, 12, 2), saves=())))
    finally:
        i18n.use("en")
    assert whole in said and broken not in said
    assert month in said and "(2026-12)" not in said


def shangrila_forged(day: date = DAY, seed: int = 1) -> str:
    """The day's Shangri-La challenge played to its end with every seat's moves chosen
    at random, the computers' too (as a sharer could write them)."""
    game = challenge("shangrila", day).start()
    rng = random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game.encode()


def test_a_friends_shangrila_link_is_replayed_against_the_days_computers() -> None:
    """Finding 9 of issue 60: with the computers' moves chosen by the sharer, a link
    showed "place 1 of 3, 36 masters" and was kept."""
    ann = page_on()
    ann.press("daily")
    ann.press("daily-play", "shangrila")
    finish(ann, seed=6)
    ann.press("daily-day", DAY.isoformat())
    honest = shared_link(ann, "shangrila")
    bo = page_on()
    bo.send(Opened("#" + honest))
    assert "A friend shared their result" in bo.model.notice
    assert len(kept_of(bo).brought("shangrila", DAY)) == 1
    cy = page_on()
    forged = link_fragment(DAY, shangrila_forged(), ["You", "C1", "C2"], ["person"] * 3)
    cy.send(Opened("#" + forged))
    assert cy.model.alert.startswith("This daily challenge link could not be opened: its ")
    assert "is not the one the day’s Medium computers play." in cy.model.alert
    assert not kept_of(cy).friends and cy.model.screen.name == "daily"


def test_the_worker_replays_a_shangrila_game_with_the_days_medium_computers() -> None:
    """What the page's worker checks a friend's game with: the real Medium computer,
    seeded as the page seeds the day's (web/worker.py computers)."""
    from game.bots import choose
    from web import worker

    daily = challenge("shangrila", DAY)
    game, rng, base = daily.start(), random.Random(2), day_seed("shangrila", DAY)
    while not game.is_over():
        mover = game.players.index(game.to_move)
        seed = base * 100_003 + len(game.history)
        game.play(rng.choice(game.legal_moves()) if mover == 0 else choose(game, "medium", seed))
    assert worker.computers(game.encode(), "pmm", base) == -1
    forged = shangrila_forged(seed=3)
    assert worker.computers(forged, "pmm", base) >= 1  # (the first move is the person's)


def test_tomorrow_gives_another_deal() -> None:
    page = page_on(DAY + timedelta(days=1))
    page.press("daily")
    page.press("daily-play", "tsuro")
    session = page.model.session
    assert session is not None
    assert session.game.encode() != challenge("tsuro", DAY).start().encode()
    assert session.record.daily == Marker(DAY + timedelta(days=1), False)


def test_a_sandbox_kept_from_a_daily_game_is_no_attempt_of_the_challenge() -> None:
    from web.ui.review.model import Review

    page = page_on()
    play_scored(page)
    session = page.model.session
    assert session is not None
    review = Review.of(session, 2)
    review.try_here(seed=2)
    assert review.sandbox is not None
    review.sandbox.play(session.kind, session.names, review.sandbox.game.legal_moves()[0])
    draft, _game = review.kept("2026-11-28 14:00")
    assert draft.daily is None and session.record.daily == Marker(DAY, False)


def test_the_record_keeps_each_daily_game_with_its_day_and_practice_not_a_friends() -> None:
    from web.ui.records.book import KEY, read_book

    ann, bo = page_on(), page_on()
    play_scored(ann, seed=3)
    ann.press("daily-day", DAY.isoformat())
    ann.press("daily-practise", "tsuro")
    finish(ann, seed=5)
    results = read_book(ann.storage.get(KEY)).results
    assert sorted((r.daily, r.practice) for r in results) == [
        ("2026-11-28", False),
        ("2026-11-28", True),
    ]
    ann.press("daily-day", DAY.isoformat())
    play_scored(bo, seed=4)
    bo.press("daily-day", DAY.isoformat())
    ann.send(Opened("#" + shared_link(bo)))
    ann.press("daily-rival", "tsuro")  # Bo's game, kept here to be reviewed
    assert len(read_book(ann.storage.get(KEY)).results) == 2

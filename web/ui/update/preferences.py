"""What the person chooses about the page itself: its language, its theme, the pace of
the computers' moves, and the how-to-play guide over any screen."""

from __future__ import annotations

from game.i18n import LANGUAGES, _, use
from web.ui.commands import Command, LoadLanguage, SetLanguage, SetPace, SetTheme, Unchanged
from web.ui.games import GAMES
from web.ui.guide import steps
from web.ui.messages import (
    ChooseLanguage,
    ChoosePace,
    ChooseTheme,
    CloseGuide,
    GuideStep,
    LanguageLoaded,
    OpenGuide,
    Preference,
)
from web.ui.model import Guide, Model
from web.ui.prefs import is_pace, is_theme
from web.ui.puzzles.model import Attempt, Solving


def prefer(model: Model, message: Preference) -> list[Command]:
    """The page's language, theme or computers' pace changed, or its guide opened, moved
    or closed."""
    session = model.session
    match message:
        case ChooseLanguage(language) if language != model.language:
            if language == "en":
                return _speak(model, "en", None)
            if language in LANGUAGES:
                return [LoadLanguage(language)]
            return [Unchanged()]
        case ChooseLanguage():
            return [Unchanged()]
        case LanguageLoaded(language, catalog):
            return _speak(model, language, catalog)
        case ChooseTheme(theme):
            if is_theme(theme) and theme != model.theme:
                model.theme = theme
                return [SetTheme(theme), Unchanged()]
            return [Unchanged()]
        case ChoosePace(pace):
            if is_pace(pace) and pace != model.pace:
                model.pace = pace
                return [SetPace(pace), Unchanged()]
            return [Unchanged()]
        case OpenGuide(game):
            key = game if game in GAMES else session.kind.key if session else None
            model.guide = None if key is None else Guide(key)
        case GuideStep(by) if model.guide is not None:
            step = max(0, min(model.guide.step + by, steps(model.guide.game) - 1))
            model.guide = Guide(model.guide.game, step)
        case CloseGuide():
            model.guide = None
    return []


def _speak(model: Model, language: str, catalog: bytes | None) -> list[Command]:
    """Speak ``language`` from now on (its catalog arrived), the move log told anew."""
    unloaded = _("That language could not be loaded: the page stays as it was.")
    if catalog is None and language != "en":
        model.alert = unloaded
        return []
    try:
        use(language, catalog)
    except (OSError, ValueError):
        model.alert = unloaded
        return []
    model.language = language
    session = model.session
    if session is not None:
        session.retell()
        if session.review is not None:  # the review's copy of the log, and its sandbox's
            session.review.retell(session.log)
    if isinstance(model.screen, Solving):  # a puzzle's moves up to its position
        attempt = model.screen.attempt
        attempt.log = Attempt.of(attempt.puzzle).log
    return [SetLanguage(language)]

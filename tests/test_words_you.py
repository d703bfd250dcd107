"""Sentences about the person at this device speak to them ("You play tile 28
unturned"), in every language; with ``you`` unset, or set to another player, every
sentence is what it was (said of the player, by name)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n, shangrila, tsuro

LOCALES = Path(__file__).resolve().parent.parent / "game" / "locale"
LANGUAGES = list(i18n.LANGUAGES)


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each language in turn, from its catalog as it is in the repository."""
    code: str = request.param
    if code == "en":
        i18n.use("en")
    else:
        with (LOCALES / code / "LC_MESSAGES" / "messages.po").open("rb") as po:
            compiled = io.BytesIO()
            write_mo(compiled, read_po(po, locale=code))
        i18n.use(code, compiled.getvalue())
    try:
        yield code
    finally:
        i18n.use("en")


#: One move of each kind, and what it says to the person at this device.
SHANGRILA_YOU = {
    "place RE": {
        "en": "You place a master (Rainmaker) in village E",
        "it": "Piazzi un maestro (Uomo della pioggia) nel villaggio E",
        "fr": "Vous placez un Maître (Faiseur de pluie) dans le village E",
        "es": "Colocas un maestro (Hacedor de Lluvia) en la aldea E",
    },
    "recruit HA": {
        "en": "You recruit a student (Healer) in village A",
        "it": "Recluti uno studente (Guaritore) nel villaggio A",
        "fr": "Vous recrutez un Disciple (Guérisseur) dans le village A",
        "es": "Reclutas un estudiante (Sanador) en la aldea A",
    },
    "recruit RE YF": {
        "en": "You recruit two students: Rainmaker in village E and Yeti-Whisperer in village F",
        "it": "Recluti due studenti: Uomo della pioggia nel villaggio E e Sussurratore agli "
        "yeti nel villaggio F",
        "fr": "Vous recrutez deux Disciples\u00a0: Faiseur de pluie dans le village E et Ami "
        "des yetis dans le village F",
        "es": "Reclutas dos estudiantes: Hacedor de Lluvia en la aldea E y Susurrador de "
        "Yetis en la aldea F",
    },
    "journey EH": {
        "en": "You send the students of village E across the bridge to village H",
        "it": "Mandi gli studenti del villaggio E oltre il ponte, nel villaggio H",
        "fr": "Vous déplacez les Disciples du village E vers le village H",
        "es": "Envías a los estudiantes de la aldea E a la aldea H por el puente",
    },
    "pass": {
        "en": "You pass: no action is possible",
        "it": "Passi: nessuna azione è possibile",
        "fr": "Vous passez votre tour\u00a0: aucune action n’est possible",
        "es": "Pasas: no puedes hacer ninguna acción",
    },
}

TSURO_YOU = {
    "start a1.0": {
        "en": "You start at a1.0",
        "it": "Parti da a1.0",
        "fr": "Vous placez votre pion en a1.0",
        "es": "Empiezas en a1.0",
    },
    "play 28r0": {
        "en": "You play tile 28 unturned",
        "it": "Giochi la tessera 28 senza ruotarla",
        "fr": "Vous posez la tuile 28 sans la tourner",
        "es": "Juegas la loseta 28 sin girar",
    },
    "play 17r1": {
        "en": "You play tile 17 turned once",
        "it": "Giochi la tessera 17 ruotata una volta",
        "fr": "Vous posez la tuile 17 tournée d’un quart de tour",
        "es": "Juegas la loseta 17 girada una vez",
    },
    "play 17r2": {
        "en": "You play tile 17 turned twice",
        "it": "Giochi la tessera 17 ruotata due volte",
        "fr": "Vous posez la tuile 17 tournée de deux quarts de tour",
        "es": "Juegas la loseta 17 girada dos veces",
    },
    "play 17r3": {
        "en": "You play tile 17 turned three times",
        "it": "Giochi la tessera 17 ruotata tre volte",
        "fr": "Vous posez la tuile 17 tournée de trois quarts de tour",
        "es": "Juegas la loseta 17 girada tres veces",
    },
    "pass": {
        "en": "You pass, holding no tile",
        "it": "Passi: non hai tessere in mano",
        "fr": "Vous passez votre tour, sans tuile en main",
        "es": "Pasas, porque no tienes ninguna loseta",
    },
    "swap none": {
        "en": "You keep your hand",
        "it": "Tieni la tua mano",
        "fr": "Vous gardez votre main",
        "es": "Conservas tu mano",
    },
    "swap 5>20": {
        "en": "You swap tile 5 for 20",
        "it": "Scambi la tessera 5 con la 20",
        "fr": "Vous échangez la tuile 5 contre la 20",
        "es": "Cambias la loseta 5 por la 20",
    },
    "swap 12>30 7>21 3>9": {
        "en": "You swap tile 3 for 9, tile 7 for 21 and tile 12 for 30",
        "it": "Scambi la tessera 3 con la 9, la tessera 7 con la 21 e la tessera 12 con la 30",
        "fr": "Vous échangez la tuile 3 contre la 9, la tuile 7 contre la 21 et la tuile 12 "
        "contre la 30",
        "es": "Cambias la loseta 3 por la 9, la loseta 7 por la 21 y la loseta 12 por la 30",
    },
}


@pytest.mark.parametrize("move", SHANGRILA_YOU)
def test_shangrila_moves_speak_to_you(language: str, move: str) -> None:
    said = shangrila.describe(move, "b", "Ann", you=True)
    assert said == SHANGRILA_YOU[move][language]
    assert shangrila.describe(move, "b", you=True) == said  # no name needed


@pytest.mark.parametrize("move", SHANGRILA_YOU)
def test_shangrila_moves_say_of_others_as_before(language: str, move: str) -> None:
    told = shangrila.describe(move, "b", "Ann")
    assert shangrila.describe(move, "b", "Ann", you=False) == told
    assert told.startswith(i18n._("{name}: {colour}").format(name="Ann", colour=i18n._("Blue")))
    assert told != shangrila.describe(move, "b", "Ann", you=True)
    assert shangrila.describe(move, "b", you=False).startswith(i18n._("Blue"))


@pytest.mark.parametrize("move", TSURO_YOU)
def test_tsuro_moves_speak_to_you(language: str, move: str) -> None:
    said = tsuro.describe(move, 2, "Ann", you=True)
    assert said == TSURO_YOU[move][language]
    assert tsuro.describe(move, 2, you=True) == said


@pytest.mark.parametrize("move", TSURO_YOU)
def test_tsuro_moves_say_of_others_as_before(language: str, move: str) -> None:
    told = tsuro.describe(move, 2, "Ann")
    assert tsuro.describe(move, 2, "Ann", you=False) == told
    assert told.startswith("Ann")
    assert tsuro.describe(move, 2).startswith(i18n._("Player {number}").format(number=2))


def test_english_sentences_of_others_are_unchanged() -> None:
    assert shangrila.describe("place RE", "r", "Ann") == (
        "Ann: Red places a master (Rainmaker) in village E"
    )
    assert tsuro.describe("play 28r0", 0, "Ann") == "Ann plays tile 28 unturned"
    assert tsuro.describe("swap none", 1) == "Player 1 keeps their hand"


#: Tsuro positions (as links) and a move that, played from them, puts pawns out or
#: passes the dragon tile; what the news says of each player, and to them.
NAMES = {0: "Ann", 1: "Bo", 2: "Cy", 3: "Di"}
TSURO_NEWS = [
    (
        "T1.AwQAAQ0NCgrCCp8z",
        "play 16r0",
        {
            "en": ["Cy is out: off the edge at f1.2."],
            "it": ["Cy esce dal gioco: la sua pedina esce dal tabellone in f1.2."],
            "fr": ["Cy est hors jeu\u00a0: sortie du plateau en f1.2."],
            "es": ["Cy queda fuera: sale por el borde en f1.2."],
        },
        2,
        {
            "en": ["You are out: off the edge at f1.2."],
            "it": ["Esci dal gioco: la tua pedina esce dal tabellone in f1.2."],
            "fr": ["Vous êtes hors jeu\u00a0: sortie du plateau en f1.2."],
            "es": ["Quedas fuera: sales por el borde en f1.2."],
        },
    ),
    (
        "T1.AwQAISUqKScFAAObFmyX",
        "play 8r0",
        {
            "en": ["Bo is out: in a collision at a4.0.", "Cy is out: in a collision at a4.0."],
            "it": [
                "Bo esce dal gioco: la sua pedina si scontra con un’altra in a4.0.",
                "Cy esce dal gioco: la sua pedina si scontra con un’altra in a4.0.",
            ],
            "fr": [
                "Bo est hors jeu\u00a0: collision en a4.0.",
                "Cy est hors jeu\u00a0: collision en a4.0.",
            ],
            "es": ["Bo queda fuera: choca en a4.0.", "Cy queda fuera: choca en a4.0."],
        },
        1,
        {
            "en": ["You are out: in a collision at a4.0.", "Cy is out: in a collision at a4.0."],
            "it": [
                "Esci dal gioco: la tua pedina si scontra con un’altra in a4.0.",
                "Cy esce dal gioco: la sua pedina si scontra con un’altra in a4.0.",
            ],
            "fr": [
                "Vous êtes hors jeu\u00a0: collision en a4.0.",
                "Cy est hors jeu\u00a0: collision en a4.0.",
            ],
            "es": ["Quedas fuera: chocas en a4.0.", "Cy queda fuera: choca en a4.0."],
        },
    ),
    (
        "T1.AwQAACcQFiwEAAMGAQABAQIDAQYEAAAABQEDBAEDAWJLooE",
        "play 34r0",
        {
            "en": ["Di now holds the dragon tile."],
            "it": ["Ora la tessera Drago è di Di."],
            "fr": ["Di détient désormais la tuile Dragon."],
            "es": ["Di tiene ahora la loseta de dragón."],
        },
        3,
        {
            "en": ["You now hold the dragon tile."],
            "it": ["Ora la tessera Drago è tua."],
            "fr": ["Vous détenez désormais la tuile Dragon."],
            "es": ["Ahora tienes la loseta de dragón."],
        },
    ),
    (
        "T1.AwQAGQYKGQYEAwUHBQMEBAADAwAAAgMABQUABAQBBANGKe5e",
        "play 22r3",
        {
            "en": [
                "Ann is out: off the edge at e1.0.",
                "The dragon tile goes back beside the board.",
            ],
            "it": [
                "Ann esce dal gioco: la sua pedina esce dal tabellone in e1.0.",
                "La tessera Drago torna accanto al tabellone.",
            ],
            "fr": [
                "Ann est hors jeu\u00a0: sortie du plateau en e1.0.",
                "La tuile Dragon retourne à côté du plateau.",
            ],
            "es": [
                "Ann queda fuera: sale por el borde en e1.0.",
                "La loseta de dragón vuelve junto al tablero.",
            ],
        },
        0,
        {
            "en": [
                "You are out: off the edge at e1.0.",
                "The dragon tile goes back beside the board.",
            ],
            "it": [
                "Esci dal gioco: la tua pedina esce dal tabellone in e1.0.",
                "La tessera Drago torna accanto al tabellone.",
            ],
            "fr": [
                "Vous êtes hors jeu\u00a0: sortie du plateau en e1.0.",
                "La tuile Dragon retourne à côté du plateau.",
            ],
            "es": [
                "Quedas fuera: sales por el borde en e1.0.",
                "La loseta de dragón vuelve junto al tablero.",
            ],
        },
    ),
]


@pytest.mark.parametrize(("link", "move", "of_them", "you", "to_you"), TSURO_NEWS)
def test_tsuro_news_speaks_to_you_and_of_the_others(
    language: str,
    link: str,
    move: str,
    of_them: dict[str, list[str]],
    you: int,
    to_you: dict[str, list[str]],
) -> None:
    before = tsuro.decode(link)
    after = before.copy()
    after.play(move)
    assert tsuro.news(before, after, NAMES) == of_them[language]
    assert tsuro.news(before, after, NAMES, you=you) == to_you[language]
    # said to someone the news is not about, it is the same as said to no one
    bystander = next(p for p in after.players if p != you and after.elimination(p) is None)
    assert tsuro.news(before, after, NAMES, you=bystander) == of_them[language]


def test_tsuro_news_of_a_quiet_move_is_empty() -> None:
    before = tsuro.new_game(2, seed=3)
    after = before.copy()
    after.play(after.legal_moves()[0])
    assert tsuro.news(before, after, NAMES, you=0) == []


def test_shangrila_news_names_no_one(language: str) -> None:
    before = shangrila.decode("S1.BFYBABkxPiwsNRUSJhELB0AOKx8SG3Dq1Ww")
    after = before.copy()
    after.play("journey JI")
    names = {"r": "Ann", "b": "Bo", "y": "Cy"}
    stone = i18n._("A stone now lies on village {village}.").format(village="J")
    assert shangrila.news(before, after, names) == [stone]
    assert shangrila.news(before, after, names, you="y") == [stone]
    assert stone != "A stone now lies on village J." or language == "en"

"""Names in sentences: every caption, Help reason, demo note and refusal that takes a name, said with
every name it can take, in every language, has each article once and where the language wants it
("found the The Amazing Spider!" and "Walk to the Electro's Lightning Bolt!" were said)."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import cast

import pytest

from spidergames.app import i18n, words
from spidergames.artgen import voice_phrases
from spidergames.core.gameinfo import IN_A_SENTENCE
from spidergames.games.labyrinth import captions
from spidergames.games.labyrinth.board import SYMBOL_IDS, SYMBOLS
from spidergames.games.labyrinth.bots import _goal_words
from spidergames.games.labyrinth.rules import MoveEvent, Observation
from spidergames.games.somethingwild.cards import ALL_CARDS, POWER_INFO, Colour, card_name
from spidergames.games.webrace.movement import TRAVEL_DECK
from spidergames.games.yahtzee.board import DICE, Face

ARTICLES = {
    "en": r"the|a|an",
    "es": r"el|la|los|las|un|una|unos|unas",
    "fr": r"le|la|les|l'|un|une|des",
    "de": r"der|die|das|den|dem|des|ein|eine|einen|einem|einer",
}
"""Each language's articles (the words a name brings along, or a template must not add to one)."""
WRONG = {
    "en": [],
    "es": [r"\bde el\b", r"\ba el\b"],  # "del", "al"
    "fr": [r"\bà le\b", r"\bà les\b", r"\bde le\b", r"\bde les\b"],  # "au", "aux", "du", "des"
    "de": [r"\b(?:zu|an|in|von|bei) dem\b", r"\bzu der\b"],  # "zum", "am", "im", "vom", "beim", "zur"
}
"""What a language always joins: a preposition and an article (es "del", fr "au")."""
ELIDED = r"\b(?:le|la|de|que|je|ne|se|te) (?=[aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊËÎÏÔÛ])"
"""French: these words lose their vowel before a vowel ("l'Araignée", "d'Électro"), so "le Araignée"
or "de Électro", in a name or just before one, is wrong."""
SEATS = {"player": "Max", "other": "Rob"}  # consonants: a seat's name never asks for "l'"



def symbol_said(symbol: str) -> str:
    """A symbol as the Labyrinth's caption puts it in its sentence ("{player} found {symbol}!")."""
    line = captions.happened(MoveEvent(0, ((0, 0), (0, 1)), symbol, False), cast(Observation, None),
                             cast(Observation, None))
    assert line is not None
    return str(dict(line.params)["symbol"])


SYMBOL_FORMS = [symbol_said(symbol) for symbol, _ in SYMBOLS]
NAMES: dict[str, list[str]] = {
    # a placeholder that holds a name: every value the code gives it
    "symbol": SYMBOL_FORMS,
    "goal": [_goal_words(symbol) for symbol in [*SYMBOL_IDS, None]],
    "friend": [f.title for f in Face],
    "friends": [f.plural(n) for f in Face for n in range(1, DICE + 1)],
    "dice": [f.plural(n) for f in Face for n in range(1, DICE + 1)] + ["3 Hulks and 2 Thors"],
    "power": [title for _, title, _ in POWER_INFO.values()],
    "title": [title for _, title, _ in POWER_INFO.values()],
    "guess": [c.value for c in Colour] + [str(n) for n in range(1, 10)],
}
CARDS = {"somethingwild": [card_name(c) for c in ALL_CARDS[:45:4]],
         "webrace": [str(card) for card in dict.fromkeys(TRAVEL_DECK)]}
ARTICLED = ("symbol", "goal")
"""Placeholders whose names carry their own article: the template must not add one."""


def templates() -> Iterator[tuple[str, str]]:
    """(template, game) for every spoken template and every refusal that takes a name."""
    for template in voice_phrases.templates():
        yield template.text, template.where.split("/")[1] if template.where.startswith("games/") else ""
    for key, text in words.texts().items():
        yield (text if isinstance(text, str) else text.singular), key.split(".")[0]


def fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


def values_of(field: str, game: str) -> list[str]:
    if field == "card":
        return CARDS.get(game, [])
    return NAMES.get(field, [])


NAMED = [(t, g) for t, g in dict.fromkeys(templates()) if any(values_of(f, g) for f in fields(t))]


def sayings(template: str, game: str) -> Iterator[tuple[str, str, str]]:
    """(the name's placeholder, its value, the sentence) for each name the template can say."""
    for field in fields(template):
        for value in values_of(field, game):
            params = {f: value if f == field else SEATS.get(f, (values_of(f, game) or ["3"])[0])
                      for f in fields(template)}
            yield field, value, words.sentence(template, params)


def test_every_template_that_takes_a_name_is_checked() -> None:
    checked = {t for t, _ in NAMED}
    assert len(NAMED) >= 30
    assert {"{player} found {symbol}!", "Walk to {goal}!", "{player} played the {card}.",
            "Score {friend} on {column}!"} <= checked


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_each_name_brings_its_article_once_in_every_sentence(code: str) -> None:
    i18n.install(code)
    article = ARTICLES[code]
    doubled = re.compile(rf"\b(?:{article}) ?(?:{article})\s", re.IGNORECASE)
    problems: list[str] = []
    for template, game in NAMED:
        for field, value, said in sayings(template, game):
            shown = str(words.value_words(value))
            wrong = [p for p in WRONG[code] if re.search(p, said)]
            if code == "fr" and (re.search(ELIDED, shown) or re.search(ELIDED + re.escape(shown), said)):
                wrong.append("elision")
            if doubled.search(said) or wrong:
                problems.append(f"{said!r} ({template!r} with {value!r})")
            if field in ARTICLED and re.search(rf"\b(?:{article}) ?{re.escape(shown)}", said, re.IGNORECASE):
                problems.append(f"{said!r}: the template adds an article to {shown!r}")
            if field == "card" and game == "somethingwild" and not re.search(
                    rf"\b(?:{article}|your|tu|ton|ta|deine?)\s+{re.escape(shown)}", said, re.IGNORECASE):
                problems.append(f"{said!r}: a card without its article")
    i18n.install(i18n.ENGLISH)
    assert not problems, f"{len(problems)} sentences, e.g.:\n" + "\n".join(problems[:12])


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_a_symbol_in_a_sentence_has_its_article(code: str) -> None:
    """Spanish and French always put an article before a symbol; English and German do, but for a
    name that owns it ("Electro's Lightning Bolt", "Tante Mays Kuchen": the label says the same)."""
    i18n.install(code)
    starts = re.compile(rf"(?:{ARTICLES[code]})(?: |(?<=')\w)", re.IGNORECASE)
    owned = {"en": r"\w's \w", "de": r"\ws \w"}.get(code)
    try:
        missing = [form for (_, label), english in zip(SYMBOLS, SYMBOL_FORMS, strict=True)
                   if not starts.match(form := i18n.pgettext(IN_A_SENTENCE, english))
                   and not (owned and re.search(owned, form) and form == i18n._(label))]
    finally:
        i18n.install(i18n.ENGLISH)
    assert not missing, missing

"""The markers that put text in the translators' catalogues, kept apart so that marking costs nothing
to import (the one-copy lock and the user files' messages load before the first frame, the rest of
the words after it). The app translates marked text where it shows it (`app/i18n.py`)."""

from __future__ import annotations


def N_(text: str) -> str:
    """Marks `text` (a title, a tagline, a message kept in a constant) for the translators' catalogues;
    it changes nothing: the text stays plain English data until it is shown."""
    return text


IN_A_SENTENCE = "in a sentence"
"""The message context of a name as a sentence says it, with its article (see `NC_`)."""


def NC_(context: str, text: str) -> str:
    """Marks `text` for the catalogues under a message `context` (`pybabel extract -k NC_:1c,2`); the app
    looks it up with `pgettext`. A name a sentence puts in ("Walk to {goal}!") is marked twice: alone,
    as a label shows it ("Daily Bugle"), and under `IN_A_SENTENCE` with the article it brings along
    ("the Daily Bugle", "Electro's Lightning Bolt"): its own msgid even where the English is the same,
    since Spanish still says "el Rayo de Electro" there and "Rayo de Electro" on the label."""
    return text

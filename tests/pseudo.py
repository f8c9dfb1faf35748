"""A pseudo-language for tests only: every translated text 40% longer, with accents, placeholders kept.

A layout that survives it survives German and French (often 30-40% longer than English), and a text
that stays plain English in a pseudo screenshot was never wrapped for translation. Use it around any
drawing test:

    from pseudo import pseudo_language

    def test_layout_in_pseudo(app, pseudo_language): ...   # the fixture, or:
    with speaking_pseudo(): ...                             # the context manager
"""

from __future__ import annotations

import gettext
import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from spidergames.app import i18n

CODE = "pseudo"
GROWTH = 1.4
ACCENTS = str.maketrans("aceginorsuyzACEGINORSUYZ", "áçéğîñõŕšüýžÁÇÉĞÎÑÕŔŠÜÝŽ")
PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def pseudo(text: str) -> str:
    """`text` with accents on its letters, in brackets, padded to 40% longer; {placeholders} untouched."""
    body = "".join(part if PLACEHOLDER.fullmatch(part) else part.translate(ACCENTS)
                   for part in PLACEHOLDER.split(text))
    pad = max(0, math.ceil(len(text) * GROWTH) - len(text) - 2)
    return f"[{body}{'~' * pad}]"


class PseudoTranslations(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)


@contextmanager
def speaking_pseudo() -> Iterator[None]:
    """Speak the pseudo-language inside the block, even when an App (re)applies its settings."""
    before, install = i18n.language(), i18n.install
    i18n.install = lambda code: i18n.use(PseudoTranslations(), CODE)  # type: ignore[assignment]
    i18n.install(CODE)
    try:
        yield
    finally:
        i18n.install = install  # type: ignore[assignment]
        i18n.install(before)


@contextmanager
def speaking(app: Any, code: str) -> Iterator[None]:
    """The app speaks `code` inside the block, the pseudo-language or a real one (as the Settings language
    chooser would set it)."""
    if code == CODE:
        with speaking_pseudo():
            yield
        return
    before, app.settings.language = app.settings.language, code
    app.apply_settings()
    try:
        yield
    finally:
        app.settings.language = before
        app.apply_settings()


@pytest.fixture
def pseudo_language() -> Iterator[None]:
    with speaking_pseudo():
        yield

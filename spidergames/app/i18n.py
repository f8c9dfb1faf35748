"""The app's words in the player's language: gettext catalogues, one per language, chosen at run time.

Code says `_("Back")` where it shows text, `ngettext("{n} villain", "{n} villains", n)` where a number
changes the words, and marks text kept in module constants with `N_` (it is looked up with `_` where
it is shown, so a language chosen later still applies). `pybabel extract` (babel.cfg) finds all three.
The catalogues are `data/locale/<lang>/LC_MESSAGES/spidergames.po` for the app's own words and, in
each game's folder, `locale/<lang>/LC_MESSAGES/<game id>.po` for the game's (one domain per game, so a
game in its own package brings its translations), compiled to `.mo` files that are committed beside
them (tests/app/test_i18n.py checks they are current), read with the standard library's `gettext`:
Babel is only a tool for contributors, the app does not need it to run.

The rules never come here: they speak in message keys (`core.protocol.Message`) that
`app/words.py` puts into words (with each game's own, `games/<game>/words.py`).
"""

from __future__ import annotations

import gettext
import logging
import os
import re
import string
import struct
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from pathlib import Path

from ..core.gameinfo import N_
from ..core.registry import entries
from .paths import locale_dir

log = logging.getLogger(__name__)

DOMAIN = "spidergames"
ENGLISH = "en"
LANGUAGES: Mapping[str, str] = {"en": "English", "es": "Español", "fr": "Français", "de": "Deutsch"}
"""Every language offered, each named in its own words (the Settings chooser shows these, no flags)."""
LANGUAGE_ENV = "SPIDERGAMES_LANGUAGE"
"""Stands in for the computer's language (tests pin it to English; a smoke run can ask for German)."""

__all__ = ["LANGUAGES", "N_", "_", "choose", "environment_language", "in_every_language", "install", "language",
           "catalogue", "localised", "ngettext", "pgettext", "system_language", "terminal_language", "use", "whole"]

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH


def _(message: str) -> str:
    """`message` in the current language (itself when it has no translation)."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The right plural form of a message for the number `n`, in the current language."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English in another `context`."""
    return _translations.pgettext(context, message)


GROUPING: Mapping[str, str] = {"en": ",", "es": ".", "fr": "\u202f", "de": "."}
"""Each language's thousands separator, as Unicode's CLDR gives it (Babel's `format_decimal`; the app does
not need Babel to run, tests/app/test_records.py checks these against it)."""


def whole(n: int) -> str:
    """A whole number as the current language writes it: 1,234 in English, 1.234 in German."""
    return f"{n:,}".replace(",", GROUPING.get(_language, ","))


def language() -> str:
    """The code of the language being spoken now ("en", "de", ...)."""
    return _language


def in_every_language(message: str) -> set[str]:
    """`message` in each of the app's languages: a name typed or remembered in one language can be
    recognised after the family switches to another (a default "Spieler 1" becomes "Joueur 1")."""
    return {message} | {catalogue(code).gettext(message) for code in LANGUAGES if code != ENGLISH}


@cache
def catalogue(code: str) -> gettext.NullTranslations:
    """Every word of the app and the games in `code` (nothing translated if it cannot be read)."""
    try:
        return _read(code)
    except (OSError, ValueError, struct.error):
        return gettext.NullTranslations()


def _read(code: str) -> gettext.GNUTranslations:
    """The app's catalogue of `code` (raises if it is missing or damaged) with each registered game's
    own behind it (`GameEntry.catalogue`: a game brings its words' translations in its package; one
    it lacks, or cannot read, leaves those words in English).

    Read once while the files stay as they are: parsing and checking them takes 15-20 ms, and a tool
    or a test that goes through every language in turn would otherwise read them again each time."""
    paths = (locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo", *(game.catalogue(code) for game in entries()))
    return _read_files(code, tuple((path, _stamp(path)) for path in paths))


def _stamp(path: Path) -> tuple[int, int] | None:
    """When `path` last changed and its size (None: no such file), to tell a catalogue rewritten."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_mtime_ns, found.st_size


@lru_cache(maxsize=8)
def _read_files(code: str, stamped: tuple[tuple[Path, tuple[int, int] | None], ...]) -> gettext.GNUTranslations:
    """`_read` for the app's catalogue and the games' (`stamped`: each with its `_stamp`)."""
    (own, _), *games = stamped
    translations = _read_mo(own, code)
    for path, _ in games:
        if path.is_file():
            try:
                translations.add_fallback(_read_mo(path, code))
            except (OSError, ValueError, struct.error) as exc:
                log.warning("cannot read %s (%s); its words stay in English", path, exc)
    return translations


def _read_mo(path: Path, code: str) -> gettext.GNUTranslations:
    """The compiled catalogue at `path`, each translation whose placeholders are not the English ones
    left out, so that message is said in English."""
    with path.open("rb") as fh:
        translations = gettext.GNUTranslations(fh)
    catalog: dict[str | tuple[str, int], str] = translations._catalog  # type: ignore[attr-defined]  # parsed
    for key, text in list(catalog.items()):
        msgid = key[0] if isinstance(key, tuple) else key  # (msgid, n): one plural form
        if msgid and placeholders(text) != placeholders(msgid.rpartition("\x04")[2]):  # "context\x04msgid"
            log.warning("the %s translation of %r does not keep its {placeholders}; saying it in English",
                        code, msgid)
            del catalog[key]
    return translations


def placeholders(text: str) -> set[str] | None:
    """The {placeholders} `text` fills in, with their conversions ("{scene!r}"); None if `text` cannot be
    filled in at all (a lone brace). A translation that names others would raise, or lose a name."""
    try:
        return {f"{name}!{conversion}:{spec}" for _lit, name, spec, conversion in string.Formatter().parse(text)
                if name is not None}
    except ValueError:
        return None


def install(code: str) -> None:
    """Speak `code` from now on (an unknown code or a missing catalogue speaks English)."""
    if code not in LANGUAGES:
        log.warning("no language %r; speaking English", code)
        code = ENGLISH
    if code == ENGLISH:
        use(gettext.NullTranslations(), ENGLISH)
        return
    try:
        use(_read(code), code)
    except (OSError, ValueError, struct.error) as exc:  # a damaged or missing catalogue must not stop a game
        log.warning("cannot read the %s catalogue (%s); speaking English", code, exc)
        use(gettext.NullTranslations(), ENGLISH)


def use(translations: gettext.NullTranslations, code: str) -> None:
    """Speak through `translations` (tests put the pseudo-language in here, see tests/pseudo.py)."""
    global _translations, _language
    _translations, _language = translations, code


def localised(page: Path) -> Path:
    """The current language's copy of a page (`rules.md` -> `rules.de.md`), else the English one."""
    return _localised(page, _language)


@cache
def _localised(page: Path, code: str) -> Path:  # asked every frame: look at the disk once
    own = page.with_name(f"{page.stem}.{code}{page.suffix}")
    return own if code != ENGLISH and own.is_file() else page


def choose(preferred: Iterable[str]) -> str:
    """The first offered language among `preferred` codes ("de", "fr-CA", "es_MX", "de_DE.UTF-8"), else English."""
    return _offered(preferred) or ENGLISH


def _offered(preferred: Iterable[str]) -> str | None:
    for code in preferred:
        base = re.split(r"[-_.@]", code, maxsplit=1)[0].lower()
        if base in LANGUAGES:
            return base
    return None


LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""gettext's order; LANGUAGE is a colon-separated list of preferences."""


def environment_language() -> str | None:
    """The first offered language the LANGUAGE, LC_ALL, LC_MESSAGES and LANG variables name, in
    gettext's order; None if they name none we speak ("C" and "POSIX" name no language at all)."""
    for name in LOCALE_VARIABLES:
        codes = [c for c in os.environ.get(name, "").split(":") if c and c.split(".")[0] not in ("C", "POSIX")]
        found = _offered(codes)
        if found is not None:
            return found
    return None


def terminal_language() -> str:
    """The language a command line speaks: SPIDERGAMES_LANGUAGE, else the locale variables (read
    without starting SDL, so the command line stays quick), else English."""
    override = os.environ.get(LANGUAGE_ENV)
    return choose([override]) if override else environment_language() or ENGLISH


def system_language() -> str:
    """The computer's language if we speak it, else English: SPIDERGAMES_LANGUAGE stands in for it,
    then the locale variables in gettext's order, then SDL's preferred locales (SDL reads only LANG
    and LANGUAGE, in that order, on Linux: LC_ALL=de with LANG=en would speak English)."""
    override = os.environ.get(LANGUAGE_ENV)
    if override:
        return choose([override])
    found = environment_language()
    if found is not None:
        return found
    import pygame  # only here: SDL knows the user's preferred languages on every platform

    try:
        locales = pygame.system.get_pref_locales()
    except (pygame.error, AttributeError):  # SDL too old or no locale service: English
        return ENGLISH
    return choose(loc["language"] for loc in locales if loc.get("language"))

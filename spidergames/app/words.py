"""The rules' messages in words: the English for every message key, translated by the catalogues.

The rules refuse an action with a `Message` (a key and the game's own values); `say` looks the key
up among the sentences every registered game gives (`GameEntry.words`, in games/<game>/words.py)
and the shared ones here, translates the sentence into the player's language and fills in the
values, each put into words by its game (a die face becomes the friend's name in that language).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import cache
from typing import Any

from ..core.gameinfo import IN_A_SENTENCE, Plural
from ..core.plugin import GameWords
from ..core.protocol import Message
from ..core.registry import entries
from .i18n import N_, _, ngettext, pgettext

Param = int | str

log = logging.getLogger(__name__)


SHARED: Mapping[str, str | Plural] = {
    "game_over": N_("This game is already over!"),
    "try_glowing": N_("You can't do that right now. Try one of the glowing choices!"),
    "stale_move": N_("Someone moved first! Look at the table and try again."),
}
"""The English of the message keys every game may use; each game's own are in its words
(`GameEntry.words`: games/<game>/words.py)."""

ACROSS: Mapping[str, str | Plural] = {
    "net.bad_payload": N_("That message got mixed up on the way. Try again!"),
    "net.too_big": N_("That message was too big to send."),
    "net.too_fast": N_("Not so fast! Wait a moment and try again."),
    "net.no_room": N_("There is no game with that code. Check the code and try again."),
    "net.not_joined": N_("Join a game first!"),
    "net.not_your_seat": N_("That is not your seat!"),
    "net.not_your_turn": N_("Wait for your turn!"),
    "net.seat_taken": N_("Someone already sits there. Choose another seat!"),
    "net.bad_token": N_("This computer can't take that seat back. Ask to join again!"),
    "net.bad_action": N_("That move is not part of this game."),
    "net.bad_config": N_("That game can't be set up like this."),
    "net.full": N_("The server has no room for another game right now."),
    "net.offline": N_("The other computer can't be reached. Wait a moment, it will come back!"),
    "net.no_help": N_("There is no help for this game."),
    "net.busy": N_("The game is busy. Try again in a moment!"),
    "net.waiting": N_("Wait until everyone has sat down!"),
}
"""The English of the refusals of a game across computers (`spidergames.net.wire`, `net.*` keys)."""


@cache
def game_words() -> tuple[GameWords, ...]:
    """Every registered game's words (loaded on first use)."""
    return tuple(e.words() for e in entries() if e.words is not None)


@cache
def texts() -> Mapping[str, str | Plural]:
    """The English of every message key the rules use (tests/app/test_i18n.py checks both ways)."""
    return {**SHARED, **ACROSS, **{key: text for w in game_words() for key, text in w.texts.items()}}


def say(message: Message) -> str:
    """`message` as a sentence in the current language."""
    text = texts().get(message.key)
    if text is None:
        _unknown(message.key)
        text = SHARED["try_glowing"]
    params = dict(message.params)
    template = (ngettext(text.singular, text.plural, int(params[text.count])) if isinstance(text, Plural)
                else _(text))
    return template.format(**{name: name_of(value) for name, value in params.items()})


def name_of(value: Any) -> str:
    """A value the rules put in a message, in words: the game whose value it is names it (a die face
    becomes the friend's name); anything else (a number) as it is."""
    for w in game_words():
        if (named := w.name_of(value)) is not None:
            return named
    return str(value)


def value_words(value: Param) -> Param:
    """A value a caption or a hint puts in its sentence, in the current language: a word the
    catalogues know (a symbol with its article, a friend) is translated, a value a game words itself
    (a card "red 6", counted friends "3 Hulks and 2 Thors": `GameWords.value_words`) is put in words by
    that game, anything else (a number, a score) stays as it is."""
    if not isinstance(value, str) or not value:
        return value
    if (translated := pgettext(IN_A_SENTENCE, value)) != value:  # a name with its article (gameinfo.NC_)
        return translated
    if (translated := _(value)) != value:
        return translated
    for w in game_words():
        if (worded := w.value_words(value)) is not None:
            return worded
    return value


def sentence(template: str, params: Mapping[str, Param]) -> str:
    """An English template (a caption, a hint's reason) filled in, both in the current language."""
    return _(template).format(**{k: value_words(v) for k, v in params.items()})


@cache
def _unknown(key: str) -> None:
    log.error("no words for the message key %r", key)

"""One game's registration: the single object a game gives the rest of the code (`GameEntry`).

A game's `plugin.py` is one call, `entry(INFO, __file__, rules="mygame.rules:GAME", ...)`: each
part is named by a literal reference ("package.module:name", as an entry point names its object)
and imported on first use, so listing the games for the menu loads nothing but the info cards. The
references are written out whole, never built from pieces, so PyInstaller's and a reader's search
for a module finds them (tests/test_registry.py checks each names a module of the game's own).
The registry finds the entries (`core/registry.py`); the app, the voice and art generators and the
bench only ever reach a game through its entry, so none of them names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from pkgutil import resolve_name
from typing import TYPE_CHECKING, Any

from .gameinfo import GameInfo, Plural

if TYPE_CHECKING:
    from .hints import Reason
    from .protocol import Bot, Game
    from .stickers import StickerKind


def _not_mine(value: object) -> str | None:
    return None


@dataclass(frozen=True)
class GameWords:
    """A game's own words, which the app's `words` module asks every registered game for.

    `texts`: the English sentence of each message key the game's rules refuse or report with
    (keys start with the game id: "yahtzee.roll_first"). `name_of`: a value the rules put in a
    message (a die face, a travel card) in the current language, None for a value not the game's.
    `value_words`: a value a caption or hint puts in its sentence ("red 6", "3 Hulks and 2 Thors")
    in the current language, None where the game does not know it.
    """

    texts: Mapping[str, str | Plural]
    name_of: Callable[[object], str | None] = _not_mine
    value_words: Callable[[str], str | None] = _not_mine


@dataclass(frozen=True)
class SpokenValues:
    """The fixed values a game's captions and Help put in a placeholder, for the voice generator
    (`artgen/voice_phrases.py`): each gets a clip, and so does each of their words."""

    names: Sequence[str] = ()  # said whole as one clip ("Captain America", "the Daily Bugle")
    sentences: Sequence[str] = ()  # whole sentences a demo note may hold (a Power's help)
    phrases: Sequence[str] = ()  # longer values, said from the clips of their words ("Move both pieces 2")
    counted: Sequence[str] = ()  # counted names ("3 Hulks"), said whole in a translation too
    samples: Mapping[str, Sequence[str]] = field(default_factory=dict)
    """Each placeholder of its captions, Help reasons and demo notes (but a seat's: `player`, `other`) with
    every value it may hold, as the code makes them: the voice test says each from clips."""
    sentence_fields: Sequence[str] = ()
    """Placeholders that hold one of its own whole sentences (a demo note's reason: its teach module's
    marked sentences and `sentences`)."""


@dataclass(frozen=True)
class GameEntry:
    """Everything the app and the tools reach a game through; only `info` is loaded at once.

    `scene` is None for a game without a screen yet; `hint` is the game's Help (a good robot's
    move and a reason, `(observation, legal_actions, rng)`), None for a game without; `art`
    writes the game's pictures into an assets folder and returns the files (`python -m
    spidergames.artgen`); `bench` returns its figures (`spidergames.bench.Figure`) for
    `python -m spidergames.bench`, short counts when `quick`; `stickers` are the game's own stickers
    (`core/stickers.py`), each decided from a finished game's final state.
    """

    info: GameInfo
    rules: Callable[[], Game[Any, Any]]
    bots: Callable[[str], Bot[Any]]  # a computer player of a level from LEVELS
    rules_page: Path  # the game's rules.md, shown by the rulebook; its folder holds the game's code
    scene: Callable[[], type[Any]] | None = None  # the game scene class (it imports pygame)
    hint: Callable[..., tuple[Any, Reason]] | None = None
    words: Callable[[], GameWords] | None = None
    spoken: Callable[[], SpokenValues] | None = None
    art: Callable[[Path], list[Path]] | None = None
    bench: Callable[[bool], list[Any]] | None = None
    stickers: Callable[[], tuple[StickerKind, ...]] | None = None

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def folder(self) -> Path:
        """The game's own folder (its captions, bots and demo notes are read there for the voice)."""
        return self.rules_page.parent

    def catalogue(self, language: str) -> Path:
        """The compiled translations of the game's own words into `language`: its own gettext domain
        (the game's id) in its folder, so a game in its own package brings its own."""
        return self.folder / "locale" / language / "LC_MESSAGES" / f"{self.id}.mo"

    @property
    def picture(self) -> Path:
        """The menu tile's picture a game brings in its folder (`menu.png`, 254 x 190); a game without
        one is shown with the app's own `menu/<id>.bmp`."""
        return self.folder / "menu.png"


@dataclass(frozen=True)
class Lazy:
    """One part of a game, named by `reference` ("package.module:name") and imported on first call:
    `value` parts return the object itself (the rules, the scene class, the words), the others call it
    with the arguments given (a bot's level, the art's folder)."""

    reference: str
    value: bool = False
    _loaded: list[Any] = field(default_factory=list, repr=False, compare=False)

    def __call__(self, *args: Any) -> Any:
        if not self._loaded:
            self._loaded.append(resolve_name(self.reference))
        return self._loaded[0] if self.value else self._loaded[0](*args)

    @property
    def module(self) -> str:
        return self.reference.partition(":")[0]


def entry(info: GameInfo, plugin_file: str, *, rules: str, bots: str, scene: str | None = None,
          hint: str | None = None, words: str | None = None, spoken: str | None = None,
          art: str | None = None, bench: str | None = None, stickers: str | None = None) -> GameEntry:
    """A game's registration from its `plugin.py` (`__file__`: `rules.md` sits beside it) and the
    references of its parts: `rules`, `scene` and `words` name objects (`GAME`, the scene class,
    `GameWords`); `bots` a function of the level, `hint` one of `(observation, legal_actions, rng)`,
    `spoken` one returning `SpokenValues`, `art` one of the assets folder, `bench` one of `quick`;
    `stickers` names a tuple of `StickerKind`."""

    def called(reference: str | None) -> Lazy | None:
        return None if reference is None else Lazy(reference)

    def valued(reference: str | None) -> Lazy | None:
        return None if reference is None else Lazy(reference, value=True)

    return GameEntry(info, Lazy(rules, value=True), Lazy(bots), Path(plugin_file).with_name("rules.md"),
                     valued(scene), called(hint), valued(words), called(spoken), called(art), called(bench),
                     valued(stickers))

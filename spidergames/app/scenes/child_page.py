"""One child's page in the grown-ups' corner: their picture and name, their own settings, Export, Delete.

The settings are the ones a profile brings to the table (profiles.py): language, text size, voice, the
offer of a stronger robot, and the robots' level for each game on this computer. They are the
settings pages' rows (`settings_scene`), written into the child's profile at once, never into the
computer's Settings; they are used when the child sits down to play, and again when a saved game of
theirs is continued. Export writes one file and says where; Delete asks first, with the child's face.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.protocol import HUMAN, LEVELS, Seat
from ...core.registry import load_info
from ..i18n import LANGUAGES, N_, _
from ..profile_files import export_folder, export_path
from ..ui.draw import portrait
from ..ui.theme import GREEN, RED, player_rgb
from ..ui.widgets import Button
from .overlays import ConfirmScene, NoticeScene
from .settings_scene import ARROW_H, ROWS_BOTTOM, Choices, Row, SettingsScene
from .setup import CONTROLLER_LABELS

if TYPE_CHECKING:
    from pathlib import Path

    from ..application import App
    from ..profiles import Profile

FACE = 64
"""The child's face in the title's row, where the settings page has About."""
UNDER = pygame.Rect(0, ROWS_BOTTOM + 44, 340, 76)
"""Export and Delete, under the rows and their page dots."""


def tell_written(app: App, path: Path, written: bool) -> None:
    """A card saying where an exported file went (or that it could not be written there)."""
    folder = path.parent
    words = (_("Saved in the folder\n{folder}\nas {file}").format(folder=folder, file=path.name) if written
             else _("The file could not be written in {folder}.").format(folder=folder))
    app.scenes.push(NoticeScene(app, words, "ui/export.png"))


class ChildScene(SettingsScene):
    """`child`'s settings in the settings pages' rows; Export and Delete under them."""

    def __init__(self, app: App, child: Profile) -> None:
        self.child = child
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        self.say_name()

    def resume(self) -> None:
        self._build(self.focus.focus)  # back from changing the picture and name

    def say_name(self) -> None:
        """The child's name (or, with none, their picture's character), as "Who's playing?" says it back."""
        child = self.child
        self.app.speech.say("{player}", seats={"player": Seat(child.name, HUMAN, child.colour, child.picture)})

    # -- the rows ------------------------------------------------------------------------------------
    def all_rows(self) -> tuple[Row, ...]:
        rows = [Row("picture", N_("Picture and name"), lambda _scene: [(_("Change"), self._change, False)]),
                Row("language", N_("Language"), lambda _scene: self._language()),
                Row("large_text", N_("Large text"), lambda _scene: self._switch("large_text", N_("On"), N_("Off"))),
                Row("voice", N_("Voice"), lambda _scene: self._switch("voice", N_("On"), N_("Off"))),
                Row("offer_next", N_("Offer a stronger robot"),
                    lambda _scene: self._switch("offer_next", N_("Yes"), N_("No")))]
        rows += [Row(game, load_info(game).label, partial(lambda game, _scene: self._level(game), game))
                 for game in self.app.profiles.games]
        return tuple(rows)

    def title(self) -> str:
        return self.child.name or _("A child")

    def _keep(self, key: str, value: object) -> None:
        """A change, into the child's profile at once (the computer's Settings are left as they are)."""
        setattr(self.child, key, value)
        self.app.profiles.save(self.child)
        self._build(self.focus.focus)

    def _switch(self, key: str, on: str, off: str) -> Choices:
        now = bool(getattr(self.child, key))
        return [(_(on), partial(self._keep, key, True), now), (_(off), partial(self._keep, key, False), not now)]

    def _language(self) -> Choices:
        """Each language in its own words; a child who has none of their own plays in the computer's, lit."""
        shown = self.child.language or self.app.settings.spoken_language
        return [(name, partial(self._keep, "language", code), shown == code) for code, name in LANGUAGES.items()]

    def _level(self, game: str) -> Choices:
        """How strong the robots are when this child plays `game`; none lit: as the game's seats say."""
        return [(_(CONTROLLER_LABELS[level]), partial(self._set_level, game, level), self.child.level(game) == level)
                for level in LEVELS]

    def _set_level(self, game: str, level: str) -> None:
        self.child.levels[game] = level
        self.app.profiles.save(self.child)
        self._build(self.focus.focus)

    def _change(self) -> None:
        from .new_profile import NewProfileScene

        self.app.scenes.push(NewProfileScene(self.app, lambda _child: self.say_name(), self.child))

    # -- export and delete ---------------------------------------------------------------------------
    def add_more(self) -> None:
        across = self.layout_size[0]
        room = across - 2 * (16 + ARROW_H + 16) if self.narrow else across  # narrow: the page arrows are beside
        under = pygame.Rect(0, UNDER.top, min(UNDER.width, (room - 40) // 2), UNDER.height)
        centre = across // 2
        self.focus.add(Button(under.move(centre - under.width - 20, 0), _("Export"), self.export, icon="ui/export.png",
                              fill=GREEN))
        self.focus.add(Button(under.move(centre + 20, 0), _("Delete"), self.ask_delete, icon="ui/bin.png", fill=RED))

    def export(self) -> None:
        """One file with all of this child's profile, in Documents (or the app's folder); the card says where."""
        path = export_path(self.child, export_folder())
        tell_written(self.app, path, self.app.profiles.export(self.child.id, path))

    def ask_delete(self) -> None:
        question = (_("Delete {name}? Everything kept for them goes too.").format(name=self.child.name)
                    if self.child.name else _("Delete this child? Everything kept for them goes too."))
        self.app.scenes.push(ConfirmScene(self.app, question, f"portraits/{self.child.picture}.png",
                                          yes=_("Delete"), no=_("Keep"), on_yes=self._delete))

    def _delete(self) -> None:
        self.app.delete_profile(self.child.id)
        self.close()

    def draw_under(self, surface: pygame.Surface) -> None:
        portrait(surface, self.child.picture, (self.layout_size[0] - 16 - FACE // 2, 10 + 36), FACE,
                 ring=player_rgb(self.child.colour))

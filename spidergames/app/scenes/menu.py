"""The main menu: a big illustrated tile for each game, Continue (naming the saved game), Grown-ups (the
corner behind its gate: settings), Rules, Quit."""

from __future__ import annotations

import gc
import threading
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.registry import game_ids, load_info
from .. import assets, heap
from ..games import picture, playable
from ..i18n import _, ngettext
from ..input import Intent, Kind
from ..music import Tune
from ..scene import Scene
from ..ui import record, text
from ..ui.draw import panel, portrait
from ..ui.theme import CONTRAST, GREEN, INK, PAPER, RED, SKY, YELLOW, contrast, player_rgb
from ..ui.toast import Toast
from ..ui.widgets import Button, FocusGroup
from . import menu_picture
from .backdrop import backdrop

if TYPE_CHECKING:
    from ...core.protocol import Seat
    from ..application import App

TILE_W, TILE_H, TILE_TOP = 282, 384, 162
TILE_GAP = 16  # the least room between two tiles: more games make the tiles narrower, never overlap
BLACK = (0, 0, 0)
SAVED_ROW = 34  # the Continue button's second line: the saved game's picture and its players' faces
ART_SIZE = (254, 190)
SIDE_W, SIDE_W_NARROW = 325, 290  # the buttons each side of the title: narrower on a 4:3 canvas...
LOGO_W = 585  # ...and the title (menu/title.bmp) smaller between them


def saved_game_words(game_id: str, players: tuple[str, ...]) -> str:
    """What the saved game is, in a child's words: "Labyrinth — Ann, Robot 1".

    >>> saved_game_words("labyrinth", ("Ann", "Robot 1"))
    'Labyrinth — Ann, Robot 1'
    """
    title = _(load_info(game_id).label)
    return f"{title} — {', '.join(players)}" if players else title


@dataclass
class ContinueButton(Button):
    """Continue, with the saved game on a second line: its game's picture, its players' faces and its
    name (pictures give way to the name where all do not fit). `detail` says it in words."""

    detail: str = ""
    game_id: str = ""
    seats: tuple[Seat, ...] = ()
    pictures: list[tuple[str, pygame.Rect]] = field(default_factory=list, repr=False, compare=False)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        plain = Button(self.rect, "", self.on_click, fill=self.fill, enabled=self.enabled, hovered=self.hovered)
        plain.draw(surface, focused)
        side = 56
        icon = assets.scaled(self.icon or "ui/play.png", (side, side))
        surface.blit(icon, icon.get_rect(midleft=(self.rect.left + 14, self.rect.centery)))
        left, width = self.rect.left + side + 24, self.rect.width - side - 36
        name, size = self._name(width)
        # laid out by the letters' own boxes (a line of text is much taller than its letters at Large size)
        row = max(SAVED_ROW, text.render(name, size, INK).get_bounding_rect().height + 4 if name else 0)
        title = self.size
        while True:  # both lines inside the button, at any text size
            title = text.fit(self.label, title, width)
            above = text.render(self.label, title, self.ink)
            ink = above.get_bounding_rect()
            if ink.height + row + 4 <= self.rect.height - 8 or title <= 16:
                break
            title -= 2
        top = self.rect.centery - (ink.height + row + 4) // 2 - ink.top  # the surface's top
        surface.blit(above, (left, top))
        self.pictures = []
        self._draw_saved(surface, pygame.Rect(left, top + ink.bottom + 4, width, row))

    def _name(self, width: int) -> tuple[str, int]:
        """The saved game's name and the least size it may take (with Large text, play size)."""
        name = _(load_info(self.game_id).label) if self.game_id else ""
        least = text.page_floor()
        return name, (min(text.fit(name, text.page(22), width - 4, least=least), text.page(22)) if name else 0)

    def _draw_saved(self, surface: pygame.Surface, line: pygame.Rect) -> None:
        """The saved game's picture, its players' faces in their colours and its name: words before
        pictures (issue #32). Where all three do not fit (Large text), the faces give way, then the
        picture; the name is drawn whole at play size or larger."""
        name, _size = self._name(line.width)
        least = text.page_floor()
        needed = text.render(name, least, self.ink).get_width() + 4 if name else 0
        thumb_w = round(line.height * 4 / 3) + 8 if self.game_id else 0
        face = line.height - 8
        faces = len(self.seats) * (face + 10)
        show_thumb = thumb_w + needed <= line.width
        show_faces = show_thumb and thumb_w + faces + needed <= line.width
        x = line.left
        if self.game_id and show_thumb:
            art = picture(self.game_id)
            thumb = assets.scaled(art, (round(line.height * 4 / 3), line.height))
            at = thumb.get_rect(midleft=(x, line.centery))
            surface.blit(thumb, at)
            pygame.draw.rect(surface, INK, at, 2, border_radius=3)
            self.pictures.append((art, at))
            x = at.right + 8
        for seat in self.seats if show_faces else ():
            centre = (x + face // 2 + 3, line.centery)
            pygame.draw.circle(surface, player_rgb(seat.colour), centre, face // 2 + 4)
            pygame.draw.circle(surface, INK, centre, face // 2 + 4, 2)
            self.pictures.append((f"portraits/{seat.character}.png", portrait(surface, seat.character, centre, face)))
            x += face + 10
        if name:  # the largest size that fits the room left (too long even alone: smaller, never cut)
            size = text.fit(name, text.page(22), line.right - x - 4, least=least if needed <= line.right - x else 10)
            words = text.render(name, size, self.ink)
            letters = words.get_bounding_rect()
            at = words.get_rect(left=x + 4, top=line.centery - letters.height // 2 - letters.top)
            shade = pygame.transform.average_color(surface, letters.move(at.topleft).clip(surface.get_rect()))[:3]
            # the button is darker towards its lower edge: where the ink is too faint there, black letters
            ink = self.ink if contrast(self.ink, shade) >= CONTRAST else BLACK
            text.draw(surface, name, size, at.topleft, ink)


class MenuScene(Scene):
    """Where every session starts. A child picks a picture; grown-ups find the rest below."""

    music = Tune("menu")

    def __init__(self, app: App, *, keep_as: int | None = None) -> None:
        """`keep_as`: the start's key (`menu_picture.start_key`) to keep the first frame under, for the next
        start to show at once; the family's start passes it (unless it showed the picture kept already),
        a headless run in a folder of its own (a screenshot) does not."""
        super().__init__(app)
        self.keep_as = keep_as
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.toast = Toast()
        self.tiles: dict[str, Button] = {}
        self._frame: pygame.Surface | None = None
        self.logo_width = LOGO_W
        self._signature: tuple[object, ...] = ()
        self._report_due = False
        self._give_back_due = False  # memory given back once the menu shows (`update`)
        self._drawn = 0  # frames drawn since entering
        self._to_keep: pygame.Surface | None = None  # the first frame, for the next start

    def enter(self) -> None:
        self._build()
        self._report_due = True  # said at the first update: a menu reset under a game is not seen
        self._give_back_due = True
        self._drawn = 0

    def resume(self) -> None:
        self._build()
        self._report_due = True

    def rebuild(self) -> bool:
        self._build()
        return True

    def _report_damage(self) -> None:
        """Say once that a damaged file was set aside, or that progress cannot be saved (each once)."""
        self._report_due = False
        warnings: list[str] = []
        for found in (self.app.store.take_warning(), self.app.saves.warning):
            for w in (found or "").split("\n"):
                if w and w not in warnings:
                    warnings.append(w)
        self.app.saves.warning = None
        if warnings:
            self.toast.show(" ".join(warnings), 8)

    def _build(self) -> None:
        """The tiles across the canvas, the grown-ups' row under them and a button each side of the title;
        on a narrower canvas (16:10, 4:3) the tiles and the row are narrower and the title smaller."""
        self.focus.clear()
        self.tiles.clear()
        across = self.layout_size[0]
        ids = game_ids()
        width = min(TILE_W, (across - (len(ids) + 1) * TILE_GAP) // max(1, len(ids)))
        gap = (across - len(ids) * width) // (len(ids) + 1)
        for i, game_id in enumerate(ids):
            rect = pygame.Rect(gap + i * (width + gap), TILE_TOP, width, TILE_H)
            ready = playable(game_id)
            self.tiles[game_id] = self.focus.add(Button(
                rect, "", partial(self._open_setup, game_id), fill=PAPER, enabled=ready))
        saved = self.app.saves.game_id() if self.app.saves.exists() else None
        resumable = saved is not None and playable(saved)
        widths = [360, 280, 280, 280] if resumable else [290, 290, 290]  # "Einstellungen" beside its icon
        gap2 = 16 if resumable else 30
        room = across - 2 * TILE_GAP - (len(widths) - 1) * gap2
        if sum(widths) > room:  # a narrower canvas: Continue keeps its width (the saved game's name), the rest share
            kept = widths[:1] if resumable else []
            rest = len(widths) - len(kept)
            widths = kept + [(room - sum(kept)) // rest] * rest
        left = (across - sum(widths) - (len(widths) - 1) * gap2) // 2
        rects = []
        for width in widths:
            rects.append(pygame.Rect(left, 590, width, 84))
            left += width + gap2
        if resumable and saved is not None:
            seats = self.app.saves.seats_and_moves()[0]
            words = saved_game_words(saved, tuple(s.name for s in seats))
            self.focus.add(ContinueButton(rects.pop(0), _("Continue"), self._continue, icon="ui/play.png", fill=GREEN,
                                          size=32, detail=words, game_id=saved, seats=seats))
        for rect, (label, icon, fill, action) in zip(rects, [
                (_("Grown-ups"), "ui/settings.png", SKY, self._grown_ups),
                (_("Rules"), "ui/rules.png", YELLOW, self._rules),
                (_("Quit"), "ui/back.png", RED, self._quit)], strict=True):
            self.focus.add(Button(rect, label, action, icon=icon, fill=fill, size=32))
        side = SIDE_W if across >= 1152 else SIDE_W_NARROW
        self.focus.add(Button(pygame.Rect(across - 10 - side, 32, side, 88), _("Watch and learn"), self._watch,
                              icon="ui/robot.png", fill=SKY, size=28))  # the classroom demo
        self.focus.add(Button(pygame.Rect(10, 32, side, 88), _("Play on several computers"), self._across,
                              icon="ui/human.png", fill=GREEN, size=26))
        self.logo_width = min(LOGO_W, across - 2 * (side + 20))  # between the two
        self._frame = None

    # -- actions ------------------------------------------------------------------------------------
    def _open_setup(self, game_id: str) -> None:
        from .setup import SetupScene

        self.app.scenes.push(SetupScene(self.app, game_id))

    def _continue(self) -> None:
        from ..table.opening import open_game_scene

        match = self.app.saves.load()
        if match is None:  # damaged after all: it was set aside, so say so and drop Continue
            self._build()
            self._report_damage()
            self._frame = None
            return
        known = self.app.profiles.profiles
        child = next((known[s.profile] for s in match.config.seats if s.profile in known), None)
        if child is not None:  # as when they sat down: their language, text size and voice
            self.app.bring_child(child)
        open_game_scene(self.app, match)

    def _watch(self) -> None:
        from .demo import DemoChooser

        self.app.scenes.push(DemoChooser(self.app))

    def _across(self) -> None:
        from .across import AcrossScene, available

        if not available():  # a copy built without the network parts
            self.toast.show(_("This computer can't host a game right now."))
            return
        self.app.scenes.push(AcrossScene(self.app))

    def _grown_ups(self) -> None:
        from .corner import open_corner  # settings, behind the gate a child does not pass by chance

        open_corner(self.app)

    def _rules(self) -> None:
        from .rulebook import RulesScene

        self.app.scenes.push(RulesScene(self.app, game_ids()[0], tabs=True))

    def _quit(self) -> None:
        from .overlays import ask_to_quit

        ask_to_quit(self.app)

    # -- scene --------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self._quit()
        elif not self.focus.handle(intent) and intent.kind == Kind.PRESS and intent.pos:
            for tile in self.tiles.values():
                if tile.rect.collidepoint(intent.pos) and not tile.enabled:
                    self.toast.show(_("This game is still being built. Try another one!"))

    @property
    def animating(self) -> bool:
        return self.toast.visible  # it goes away on its own: the app stays awake to take it down

    def update(self, dt: float) -> None:
        if self._report_due:
            self._report_damage()
        if self.app.game_left and dt > 0:  # only after a game (`GameScene.exit`), never in the first frame
            self.app.game_left = False
            gc.collect()  # the game left hangs in reference cycles: freed now, its memory reused for the menu's
        # given back after the menu's second frame (the first drawn straight, the second kept to reuse):
        # both load its pictures again, the game having emptied the caches, each decoded into a copy then
        # thrown away; given back sooner, those copies' memory would stay with the process (4-8 MB)
        if self._give_back_due and dt > 0 and self._drawn >= 2:
            self._give_back_due = False
            heap.give_back_memory()
        if dt > 0:  # the window shows: now the disk may have its turn
            self.keep_picture()
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The menu rarely changes, so the composed picture is reused until hover/focus/toast do.

        The very first frame is painted straight onto the screen (the app's first picture comes
        sooner); the reusable copy is made from the second frame on.
        """
        self._drawn += 1
        signature = (self.focus.focus, tuple(b.hovered for b in self.focus.buttons), len(self.focus.buttons),
                     self.toast.message if self.toast.visible else "")
        if self._signature == () or record.recording(surface):
            first = self._signature == () and not record.recording(surface)
            self._signature = self._signature or ("first frame",)
            self._paint(surface)
            if first and self.keep_as is not None and self._still():
                self._to_keep = surface.copy()  # written after the window shows (`update`)
            return
        if self._frame is None or signature != self._signature:
            self._frame, self._signature = pygame.Surface(surface.get_size()).convert(), signature
            self._paint(self._frame)
        surface.blit(self._frame, (0, 0))

    def _still(self) -> bool:
        """Nothing passing shows (a message, a focused or hovered button) that no kept picture should show."""
        return not (self.toast.visible or self.focus.focus >= 0 or any(b.hovered for b in self.focus.buttons))

    def keep_picture(self) -> threading.Thread | None:
        """Write the first frame's picture for the next start if it is due (its writing thread)."""
        if self._to_keep is None or self.keep_as is None:
            return None
        picture, self._to_keep = self._to_keep, None
        return menu_picture.keep(self.app.store.path.parent, self.keep_as, self.app.settings.fullscreen, picture)

    def _paint(self, frame: pygame.Surface) -> None:
        backdrop(frame)
        logo = assets.image("menu/title.bmp")  # saved at the size shown on a 16:9 canvas
        if self.logo_width < logo.get_width():
            logo = assets.scaled("menu/title.bmp", (self.logo_width, logo.get_height() * self.logo_width // LOGO_W))
        frame.blit(logo, logo.get_rect(midtop=(frame.get_width() // 2, 14)))
        self.focus.draw(frame)
        for game_id, tile in self.tiles.items():
            self._draw_tile(frame, game_id, tile)
        self.toast.draw(frame, 470)  # over the tiles' lower half: long messages never leave the screen

    @staticmethod
    def _draw_tile(surface: pygame.Surface, game_id: str, tile: Button) -> None:
        """The tile's art, title, tagline and player count (text renders are cached)."""
        info = load_info(game_id)
        rect = tile.rect
        players = (_("{low}-{high} players").format(low=info.min_players, high=info.max_players)
                   if info.min_players != info.max_players
                   else ngettext("{n} player", "{n} players", info.min_players).format(n=info.min_players))
        least = text.page_floor()
        # at the page floor and still too wide (many tiles, long words): on two lines, the badge taller
        fitted = text.fit(players, text.page(22), rect.width - 44, least=least)
        count = text.render(players, fitted, INK, wrap=rect.width - 28, centred=True)
        lines = count.get_height() > text.render(players[:1], fitted, INK).get_height() * 3 // 2
        badge = pygame.Rect(0, 0, min(rect.width - 12, max(170, count.get_width() + 28)),
                            max(36, count.get_height() + (12 if lines else 0)))  # round the words
        badge.midbottom = (rect.centerx, rect.bottom - 12)
        label = _(info.label)  # wrapped between words, smaller if a word or the lines do not fit above the badge
        small = text.page(22)  # the title's and the tagline's least
        size = min(text.fit(word, text.page(28), rect.width - 24, least=small) for word in label.split())
        # the picture keeps 14 px from a narrower tile's sides, and gives way to a title that needs the room
        # (Large text on a tile of five or more)
        least_title = text.render(label, small, INK, wrap=rect.width - 24, centred=True).get_height()
        shrink = min(1.0, (rect.width - 28) / ART_SIZE[0],
                     (badge.top - 4 - 6 - least_title - (rect.top + 14)) / ART_SIZE[1])
        art = assets.scaled(picture(game_id), (round(ART_SIZE[0] * shrink), round(ART_SIZE[1] * shrink)))
        art_rect = art.get_rect(midtop=(rect.centerx, rect.top + 14))
        surface.blit(art, art_rect)
        pygame.draw.rect(surface, INK, art_rect, 3, border_radius=6)
        room = badge.top - 4 - (art_rect.bottom + 6)
        while size > small and text.render(label, size, INK, wrap=rect.width - 24, centred=True).get_height() > room:
            size = max(small, size - 2)
        title = text.draw(surface, label, size, (rect.centerx, art_rect.bottom + 6), INK,
                          anchor="midtop", wrap=rect.width - 24, centred=True)
        tagline = text.render(_(info.tagline), small, (70, 66, 90), wrap=rect.width - 30, centred=True, bold=False)
        if title.bottom + 2 + tagline.get_height() <= badge.top - 2:  # large text: the picture says enough
            surface.blit(tagline, tagline.get_rect(midtop=(rect.centerx, title.bottom + 2)))
        panel(surface, badge, YELLOW if tile.enabled else (200, 200, 200), radius=18, border=3, shadow=False)
        surface.blit(count, count.get_rect(center=badge.center))
        if not tile.enabled:
            ribbon = pygame.Rect(0, 0, rect.width - 30, 46)
            ribbon.center = art_rect.center
            panel(surface, ribbon, RED, radius=12, border=3)
            text.draw(surface, _("Coming soon!"), 28, ribbon.center, PAPER, anchor="center")

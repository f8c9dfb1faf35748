"""The rules viewer: each game's `rules.md` shown as illustrated pages, from the menu or a game.

Format of rules.md: `# Title`, then every `## Heading` starts a page; paragraphs, `- ` bullets and
`[picture: NAME]` lines (drawn from assets/<game>/NAME.png).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...core.registry import entry, game_ids, load_info
from .. import assets
from ..i18n import _, language, localised
from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, SKY, YELLOW
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App

log = logging.getLogger(__name__)
PICTURE_W = 340


@dataclass
class Page:
    heading: str
    blocks: list[tuple[str, str]] = field(default_factory=list)  # ("p" | "li", text)
    picture: str | None = None


def parse_rules(source: str) -> tuple[str, list[Page]]:
    """Title and pages of a rules.md text (lines without a blank between them join up)."""
    title, pages, joinable = "", [], False
    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            joinable = False
        elif line.startswith("## "):
            pages.append(Page(line[3:].strip()))
            joinable = False
        elif line.startswith("# "):
            title = line[2:].strip()
        elif not pages:
            continue
        elif line.startswith("[picture:") and line.endswith("]"):
            pages[-1].picture = line[len("[picture:"):-1].strip()
            joinable = False
        elif line.startswith(("- ", "* ")):
            pages[-1].blocks.append(("li", line[2:].strip()))
            joinable = True
        elif joinable:
            kind, before = pages[-1].blocks.pop()
            pages[-1].blocks.append((kind, f"{before} {line}"))
        else:
            pages[-1].blocks.append(("p", line))
            joinable = True
    return title, pages


def rules_path(game_id: str) -> Path:
    """The game's rules page in the current language (`rules.de.md`), or the English `rules.md`."""
    return localised(entry(game_id).rules_page)


def load_rules(game_id: str) -> tuple[str, list[Page]]:
    return _load_rules(game_id, rules_path(game_id), language())


@cache
def _load_rules(game_id: str, path: Path, _language: str) -> tuple[str, list[Page]]:
    try:
        return parse_rules(path.read_text(encoding="utf-8"))
    except OSError:
        log.warning("missing rules page: %s", path)
        title = _(load_info(game_id).title)
        missing = _("The rules page {name} for this game is missing.").format(name=path.name)
        return title, [Page(_("Rules"), [("p", missing)])]


class RulesScene(Scene):
    """Pages with Next/Back; optional tabs to switch game (when opened from the menu)."""

    def __init__(self, app: App, game_id: str, *, tabs: bool = False) -> None:
        super().__init__(app)
        self.game_id, self.tabs, self.page = game_id, tabs, 0
        self.focus = FocusGroup(lambda: app.sound("click"))

    def enter(self) -> None:
        self._build()

    def _pages(self) -> list[Page]:
        return load_rules(self.game_id)[1]

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        if self.tabs:
            ids = [g for g in game_ids() if rules_available(g)]
            width = (LOGICAL_SIZE[0] - 80 - 20 * (len(ids) - 1)) // max(1, len(ids))
            for i, g in enumerate(ids):
                self.focus.add(Button(pygame.Rect(40 + i * (width + 20), 20, width, 60), load_info(g).label,
                                      partial(self._switch, g), fill=YELLOW if g == self.game_id else PAPER,
                                      selected=g == self.game_id, size=24))
        n = len(self._pages())
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), "Close", self.close, icon="ui/back.png", fill=RED))
        self.focus.add(Button(pygame.Rect(700, 630, 240, 76), "< Before", lambda: self._turn(-1),
                              fill=SKY, enabled=self.page > 0))
        self.focus.add(Button(pygame.Rect(960, 630, 280, 76), "Next >", lambda: self._turn(1),
                              fill=GREEN, enabled=self.page < n - 1))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def _switch(self, game_id: str) -> None:
        self.game_id, self.page = game_id, 0
        self._build()

    def _turn(self, delta: int) -> None:
        self.page = max(0, min(len(self._pages()) - 1, self.page + delta))
        self.app.sound("card_flip")
        self._build()

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.close()
        elif intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focus.focused is None:
            self._turn(1 if intent.kind == Kind.RIGHT else -1)
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        title, pages = load_rules(self.game_id)
        backdrop(surface)
        top = 96 if self.tabs else 20
        size = text.fit(title, 40, 1180)
        text.draw(surface, title, size, (LOGICAL_SIZE[0] // 2, top), PAPER, anchor="midtop", outline=3)
        card = pygame.Rect(50, top + 62, 1180, 610 - top - 62 + 4)
        panel(surface, card, PAPER, radius=26)
        page = pages[self.page]
        text.draw(surface, page.heading, 36, (card.left + 30, card.top + 16), (200, 30, 40), anchor="topleft")
        body = pygame.Rect(card.left + 30, card.top + 70, card.width - 60, card.height - 86)
        picture = self._picture(page)
        if picture:
            body.width -= PICTURE_W + 20
            pic = picture.get_rect(center=(card.right - 30 - PICTURE_W // 2, body.centery))
            surface.blit(picture, pic)
        self._draw_blocks(surface, page, body)
        text.draw(surface, f"Page {self.page + 1} of {len(pages)}", 24, (480, 668), PAPER, anchor="center", outline=2)
        self.focus.draw(surface)

    def _picture(self, page: Page) -> pygame.Surface | None:
        if not page.picture:
            return None
        name = f"{self.game_id}/{page.picture}.png"
        if not assets.exists(name):
            _warn_missing(name)  # once, not every frame
            return None
        img = assets.image(name)
        scale = min(PICTURE_W / img.get_width(), 360 / img.get_height())
        return assets.scaled(name, (int(img.get_width() * scale), int(img.get_height() * scale)))

    def _draw_blocks(self, surface: pygame.Surface, page: Page, body: pygame.Rect) -> None:
        """Paragraphs and bullets, shrinking the type until the page fits."""
        for size in (30, 28, 26, 24, 22, 20, 18):
            rendered = [(kind, text.render(t, size, INK, bold=False, wrap=body.width - (34 if kind == "li" else 0)))
                        for kind, t in page.blocks]
            height = sum(s.get_height() + 10 for _, s in rendered)
            if height <= body.height:
                break
        y = body.top
        for kind, surf in rendered:
            x = body.left
            if kind == "li":
                first_line = assets.font(text.scaled_size(size), False).get_linesize()
                pygame.draw.circle(surface, (220, 40, 45), (x + 10, y + first_line // 2 + 1), 7)
                x += 34
            surface.blit(surf, (x, y))
            y += surf.get_height() + 10


@cache
def _warn_missing(name: str) -> None:
    log.warning("rules picture missing: assets/%s", name)


def rules_available(game_id: str) -> bool:
    return rules_path(game_id).is_file()

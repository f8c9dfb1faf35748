"""Where everything sits, read from the Tiled map `maps/yahtzee.tmx`.

The "scoreboard" tile layer is the board's picture (header row, then one row per friend: portrait,
Picture Column, columns 1-5), drawn for 80 px cells. The "layout" object layer holds named rectangles
for the table (the `board` the picture is shown in, dice tray, kept row, Roll button...) and the table
kit's anchors (`anchors.ANCHORS`: menu button, thinking bubble, Help, Oops, reason, caption). Moving
them in Tiled moves them in the game; the dice tray's `die` property is the dice's side.

A rectangle with a `players` property replaces the one without for that many players, so the caption
has room for its fullest rows (issue #32, tests/test_caption_worst_case.py): with two to four seats the
cards fill the top row, and the dice (96 px), the kept row and the Roll row are low enough to leave the
caption 242 px under them; alone, the child's card sits beside the menu (it says what the turn badge
would), the right-hand column starts at the top with 104 px dice, and the caption has 288 px (a lone
player's fullest rows are the longest: two scores of the turn before can stay). The kept row's name
sits in the middle of the row while it is empty, where no die's focus ring reaches it.

The narrower canvases have layers of their own (issue #30, `tiled.py`): `layout@1152` shows the board
with 72 px cells and the same table a little narrower; `layout@960` shows it with 64 px cells (a target's
least side), the dice, Roll, Score!, Help and Oops in the column beside it, and the caption across the
foot of the table, the one place wide enough for its fullest rows (the 440 px column would need more than
400 px of height), the team pile beside it (alone: top right, where the caption needs the whole foot).
The pieces on the board follow its cells (`px`).
"""

from __future__ import annotations

from typing import Any

import pygame

from spidergames.app import canvas
from spidergames.app.i18n import _
from spidergames.app.scenes.backdrop import backdrop
from spidergames.app.table import tiled
from spidergames.app.table.anchors import kit_places
from spidergames.app.ui import record, text
from spidergames.app.ui.draw import dim, panel
from spidergames.app.ui.theme import INK, PAPER, YELLOW

from .board import COLUMNS, DICE, FRIENDS, PICTURE

MAP_NAME = "yahtzee.tmx"
BOARD_LAYER = "scoreboard"
LAYER = "layout"
AREAS = ("board", "turn_badge", "players", "dice_tray", "kept_row", "roll_button", "info", "confirm", "team_pile")
DIE_SIZE = 104
"""The dice's side where the dice tray's `die` property does not say."""
NAMED_CARD = 210
TABLE_DIM = 120  # how dark the city behind the scoreboard is (of 255)
"""The narrowest card that shows a name: "Jugador 4" at play size beside the least portrait."""


class Layout:
    """Screen rectangles for the board cells and the table areas, for `players` seats (None: the map's
    rectangles without a `players` property), and the kit's places among them."""

    def __init__(self, players: int | None = None) -> None:
        self.map = tiled.load(MAP_NAME)
        self.widths = self.map.widths(LAYER)
        self.size = canvas.table_size(self.widths)
        layer = self.map.layer_for(LAYER)
        objects = self.map.objects(layer)
        chosen = {o.name: o for o in objects if "players" not in o.properties}
        chosen |= {o.name: o for o in objects if players is not None and o.number("players") == players}
        missing = [name for name in AREAS if name not in chosen]
        if missing:
            raise tiled.MapDamaged(self.map.path, f"layer {layer!r} lacks {', '.join(missing)}")
        self.areas = {name: o.rect.copy() for name, o in chosen.items()}
        self.origin = self.areas["board"].topleft
        self.tile = self.areas["board"].width // (COLUMNS + 2)
        self.die = chosen["dice_tray"].number("die", DIE_SIZE)
        self.places = kit_places(self.map, layer, players=players)

    def px(self, size: int) -> int:
        """A piece's `size` on the board, drawn for the map's 80 px cells, on this board's cells."""
        return round(size * self.tile / self.map.tile)

    def area(self, name: str) -> pygame.Rect:
        return self.areas[name].copy()

    # -- the scoreboard grid: row r = FRIENDS[r]; column 0 = Picture Column, 1-5 numbered ----------
    def cell(self, row: int, column: int) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + (column + 1) * self.tile,
                           self.origin[1] + (row + 1) * self.tile, self.tile, self.tile)

    def row_header(self, row: int) -> pygame.Rect:
        return self.cell(row, -1)

    def row_rect(self, row: int) -> pygame.Rect:
        """A friend's whole row (portrait to column 5): clicking anywhere in it picks that friend."""
        return self.row_header(row).union(self.cell(row, COLUMNS))

    def board_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.tile * (COLUMNS + 2), self.tile * (len(FRIENDS) + 1)))

    # -- dice ------------------------------------------------------------------------------------
    def die_slot(self, index: int, kept: bool) -> tuple[float, float]:
        """Centre of die `index` in the tray or, straight below it, in the kept row."""
        area = self.area("kept_row" if kept else "dice_tray")
        step = area.width / DICE
        return (area.left + step * (index + 0.5), area.centery)

    def named(self, seats: int) -> bool:
        """Whether the players' cards show names: four cards (three on the narrowest table) share the
        row, too narrow for "Spieler 1" even at play size, so there the portrait says who (as the
        Labyrinth's and the web race's panels do at three or four seats), and the turn badge and the
        caption name the player."""
        return self.card(seats, 0).width >= NAMED_CARD

    def card(self, seats: int, player: int) -> pygame.Rect:
        """A player's card in the row of cards at the top (right-aligned, at most 220 px wide)."""
        area = self.area("players")
        width = min(220, (area.width - 12 * (seats - 1)) // seats)
        return pygame.Rect(area.right - (seats - player) * (width + 12) + 12, area.top, width, area.height)

    def token_spot(self, player: int, row: int, column: int, board: Any) -> tuple[int, int]:
        """Centre of a token; Picture spaces hold several tokens side by side (2 x 2)."""
        cell = self.cell(row, column)
        if column != PICTURE:
            return cell.center
        sharing = [p for p in range(len(board)) if board[p][row] == PICTURE]
        k = sharing.index(player) if player in sharing else len(sharing)
        return (cell.left + self.px(22 + 36 * (k % 2)), cell.top + self.px(22 + 36 * (k // 2)))

    def best_room(self) -> pygame.Rect:
        """Right of a lone player's card, where their best score stands: up to the dice tray where the
        tray stands beside the card, else up to the table's edge."""
        card = self.card(1, 0)
        tray = self.area("dice_tray")
        right = tray.left if tray.top < card.bottom else self.size[0]
        return pygame.Rect(card.right, card.top, right - card.right, card.height)

    def render_table(self) -> pygame.Surface:
        """Backdrop, scoreboard and the tray panels, drawn once (a static layer)."""
        bg = record.Recorder(self.size)  # its panels noted (`layers.blit_whole` does not hand them on yet)
        backdrop(bg)
        dim(bg, TABLE_DIM)
        panel(bg, self.board_rect().inflate(16, 16), (40, 54, 120), radius=18)
        bg.blit(self.board_picture(), self.origin)
        panel(bg, self.area("dice_tray").inflate(8, 8), (30, 120, 80), radius=26)
        panel(bg, self.area("kept_row"), (250, 236, 200), radius=26)
        panel(bg, self.area("info"), PAPER, radius=20)
        return bg

    def board_picture(self) -> pygame.Surface:
        """The scoreboard's tiles, cut from the map's picture and scaled to the board's cells."""
        sheet = pygame.Surface(self.map.size, pygame.SRCALPHA)
        self.map.render(sheet, layers=(BOARD_LAYER,))
        used = self.map.cells(BOARD_LAYER)
        dx, dy = self.map.tile_offsets[BOARD_LAYER]
        tile = self.map.tile
        drawn = pygame.Rect(min(x for x, _ in used) * tile + dx, min(y for _, y in used) * tile + dy,
                            tile * (COLUMNS + 2), tile * (len(FRIENDS) + 1))
        picture = sheet.subsurface(drawn)
        size = self.board_rect().size
        return picture if picture.get_size() == size else pygame.transform.smoothscale(picture, size)

    def draw_keep_label(self, surface: pygame.Surface) -> None:
        """The kept row's name on a tab in the middle of the row, shown while no die is kept: on the
        row's edge it lay under the focus ring of a die next to it (and cost the caption room)."""
        label = text.render(_("Keep"), text.PLAY, INK)
        tab = label.get_rect(center=self.area("kept_row").center).inflate(30, -6)
        panel(surface, tab, YELLOW, radius=14, border=3, shadow=False)
        surface.blit(label, label.get_rect(center=tab.center))

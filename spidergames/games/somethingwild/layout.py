"""Where things sit on the Something Wild! table, read from `maps/somethingwild.tmx`.

The map's object layer "table" holds one rectangle per anchor (deck, discard, power_pile, mover,
hand, info, step_bar, turn_badge, help, oops, reason, bubble, picker), one `seat` rectangle per player for
each player count (properties `players` and `seat`) and one `caption` rectangle per player count
(property `players`): where the seats leave room for every row the caption may have (issue #32). An
anchor with a `players` property replaces the one without for that many players (with three the piles
take the seats' free cell; with four they and a smaller hand share the row under the caption; with
three or four the Power panel is narrower, so the caption is wide enough, 892 px, for its fullest rows
on three lines: tests/test_caption_worst_case.py), and the hand's properties `card` and `label` give
its cards' width and its label's column. So moving a rectangle in Tiled moves it in the game. The map
is read through the table kit's Tiled reader (no display needed); the rest of this module places
cards inside those rectangles.

The layers `table@1152` and `table@960` lay the table out for the 16:10 and 4:3 canvases (issue #30,
`tiled.py`). There a seat's `card` property gives its row's card width (a row of more than five
overlaps, as a hand of cards held in a fan), and with three or four seats the seats are `named` false:
a portrait with the hand, the mover and the Powers beside it, so two rows of seats leave the caption
the table's width; the guide panel's `choices` property says where its choice buttons start.
"""

from __future__ import annotations

import pygame

from spidergames.app import canvas
from spidergames.app.table import tiled
from spidergames.app.table.anchors import kit_places

from .rules import ROW_LIMIT

MAP_NAME = "somethingwild.tmx"
ANCHORS = ("turn_badge", "step_bar", "deck", "discard", "power_pile", "mover", "hand", "info", "help", "oops",
           "reason", "bubble", "caption", "picker")
PANEL_W = 160  # seat panel (portrait, name, Powers) left of each row: "Jugador 1" fits whole
FACE_W = 94  # an unnamed seat's portrait, left of its hand, mover and Powers
BESIDE_W = 3 * 32 + 4  # an unnamed seat's hand and mover over its Powers, between the portrait and the row
MAX_ROW = 7  # five, plus a played card and one from a Power, before discarding
HAND_CARD_W = 96  # a hand card's width unless the hand's `card` property says (its height: 1.4 times)
HAND_LABEL_W = 176  # the hand's label ("Your cards", on two lines) at its left end, unless its `label` says
HAND_FOOT = 16  # px under the cards: their glow, a focus ring and the hint's ring stay on the screen
CHOICES_TOP = 176  # the guide panel's choice buttons start this far down it, unless its `choices` says
MINI = (28, 40)
PICK = (60, 84)
TABLE_CARD = (100, 140)


class Layout:
    """Named anchor boxes, seat boxes for this player count, the table colour, and card places."""

    def __init__(self, players: int) -> None:
        self.map = tiled.load(MAP_NAME)
        layer = self.map.layer_for("table")  # the layout for the canvas's width
        self.size = canvas.table_size(self.map.widths("table"))
        objects = self.map.objects(layer)
        chosen = {o.name: o for o in objects if "players" not in o.properties}
        chosen |= {o.name: o for o in objects if o.name != "seat" and o.number("players") == players}
        seats = {o.number("seat"): o for o in objects if o.name == "seat" and o.number("players") == players}
        missing = [n for n in ANCHORS if n not in chosen] + [f"seat {i}" for i in range(players) if i not in seats]
        if missing:
            raise tiled.MapDamaged(self.map.path, f"no {', '.join(missing)} for {players} players")
        self.box = {name: o.rect.copy() for name, o in chosen.items()}
        self.seats = tuple(seats[i].rect for i in range(players))
        self.named = bool(seats[0].properties.get("named", True))  # else a portrait alone: see the docstring
        self.places = kit_places(self.map, layer, players=players)  # menu, bubble, Help, Oops, reason, caption
        hand = chosen["hand"]
        width = hand.number("card", HAND_CARD_W)
        self.hand_card = (width, int(width * 1.4))
        self.hand_label_w = hand.number("label", HAND_LABEL_W)
        self.choices_top = chosen["info"].number("choices", CHOICES_TOP)
        self.background = tiled.argb(str(self.map.properties.get("background", "#ff183a5c")))
        self.row_left = PANEL_W + 4 if self.named else FACE_W + BESIDE_W  # the row's start in its seat
        tallest = self.seats[0].height - 18
        widest = (self.seats[0].width - self.row_left - 6) // MAX_ROW - 6
        width = seats[0].number("card", min(int(tallest / 1.4), widest))
        self.row_size = (width, int(width * 1.4))

    def row_rect(self, seat: int, index: int, count: int = ROW_LIMIT) -> pygame.Rect:
        """Card `index` of a row of `count`: side by side, overlapping (a fan) when the seat is too
        narrow for them all."""
        box, (w, h) = self.seats[seat], self.row_size
        left = box.x + self.row_left
        step = min(w + 6, (box.right - 6 - left - w) / (max(count, ROW_LIMIT) - 1))
        rect = pygame.Rect(0, 0, w, h)
        rect.midleft = (int(left + index * step), box.centery)
        return rect

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The hand, right of its label: cards side by side, overlapping when many, `HAND_FOOT` above the
        box's foot (a card, its glow and the hint's ring round it all on the screen)."""
        box, (w, h) = self.box["hand"], self.hand_card
        left = box.x + self.hand_label_w
        step = min(w + 12, (box.right - left - w) / max(count - 1, 1))
        return [pygame.Rect(int(left + i * step), box.bottom - HAND_FOOT - h, w, h) for i in range(count)]

    def hand_label_box(self) -> pygame.Rect:
        """Where the hand's label goes: left of the cards, from the top of the hand's box (clear of the
        piles' counts above it) down to the cards' foot."""
        box = self.box["hand"]
        return pygame.Rect(box.x + 8, box.y + 4, self.hand_label_w - 16, box.height - 4 - HAND_FOOT)

    def scored_rect(self, seat: int, k: int) -> pygame.Rect:
        """A seat's k-th Power: under the name, or right of the portrait under the hand."""
        box = self.seats[seat]
        if not self.named:
            return pygame.Rect(box.x + FACE_W + k * 32, box.y + 56, *MINI)
        return pygame.Rect(box.x + 8 + k * 32, box.y + 106, *MINI)

    def seat_hand_rect(self, seat: int) -> pygame.Rect:
        """A seat's hand (a card back, its count in a disc at its right): right of the portrait, above the
        name, as the disc grows with Large text taller than the band under the name."""
        box = self.seats[seat]
        return pygame.Rect(box.x + (PANEL_W - 54 if self.named else FACE_W), box.y + 10, 26, 36)

    def seat_mover_rect(self, seat: int) -> pygame.Rect:
        """The mover a seat holds: under the name, right of its Powers (beside the hand's count, unnamed)."""
        box = self.seats[seat]
        if not self.named:
            return pygame.Rect(box.x + FACE_W + 50, box.y + 9, 28, 37)
        return pygame.Rect(box.x + PANEL_W - 48, box.y + 110, 28, 37)

    def row_area(self, seat: int) -> pygame.Rect:
        """Where a seat's row, Powers, hand badge and mover lie (its panel too)."""
        rects = [self.row_rect(seat, i, MAX_ROW) for i in range(MAX_ROW)]
        rects += [self.scored_rect(seat, k) for k in range(3)]
        return self.seats[seat].unionall([*rects, self.seat_hand_rect(seat), self.seat_mover_rect(seat)])

    def piles_area(self) -> pygame.Rect:
        """Where the deck, the discard pile, the Power pile and the resting mover lie (stacked a little)."""
        box = self.box
        return box["deck"].move(-6, -6).unionall([box["discard"], box["power_pile"].move(12, 12), box["mover"]])

    def mover_rest(self, holder: int | None) -> pygame.Rect:
        return self.box["mover"] if holder is None else self.seat_mover_rect(holder)

    def reveal_rect(self) -> pygame.Rect:
        """Where a guessed card turns face up before it goes to the row or the discard pile: just
        above the deck it comes from, clear of every seat's row (it must not seem to join them)."""
        rect = pygame.Rect(0, 0, *self.hand_card)
        deck = self.box["deck"]
        rect.midbottom = (deck.centerx + 8, deck.bottom + 2)
        if rect.collidelist([self.row_area(seat) for seat in range(len(self.seats))]) >= 0:
            return deck.copy()  # piles among the seats (the caption under them): it turns over on the deck
        return rect

    def picker_rects(self, discard: tuple[int, ...]) -> list[tuple[int, pygame.Rect]]:
        """Lucky 7: every card of the discard pile laid out over the rows (the map's `picker`), in as many
        lines as it holds, a line overlapping (a fan) when the cards are more than fit side by side."""
        cards, area = sorted(set(discard)), self.box["picker"]
        top = area.y + 34  # under its title
        lines = max(1, (area.bottom - top + 8) // (PICK[1] + 8))
        per_row = max((area.width - 16) // (PICK[0] + 6), -(-len(cards) // lines))
        step = min(PICK[0] + 6, (area.width - 16 - PICK[0]) // max(per_row - 1, 1))
        left = area.centerx - ((per_row - 1) * step + PICK[0] + 6) // 2
        return [(c, pygame.Rect(left + (i % per_row) * step, top + (i // per_row) * (PICK[1] + 8), *PICK))
                for i, c in enumerate(cards)]

    def choice_area(self) -> pygame.Rect:
        """Inside the info panel, under the Power's help: guess buttons, "No Power", scoring triples."""
        box = self.box["info"]
        return pygame.Rect(box.x + 10, box.y + self.choices_top, box.width - 20, box.height - self.choices_top - 14)

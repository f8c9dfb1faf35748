"""The guide around the Something Wild! table: the six-step bar, the what-to-do panel with the Power
in focus and its choice buttons, the discard pile laid out for Lucky 7, a computer's guess in a speech
bubble, and the static background they sit on."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from spidergames.app import assets
from spidergames.app.i18n import N_, _
from spidergames.app.ui import text
from spidergames.app.ui.draw import panel
from spidergames.app.ui.theme import GREEN, INK, PAPER, YELLOW
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import RING_REACH, Button

from .art_names import CARD_RGB, FOLDER, shape_file
from .cards import Power, power_help, power_title
from .layout import PICK, Layout
from .power_rule import CARD
from .rules import Action, GuessColour, GuessNumber, Phase, SkipPower, SkipScore, TakeFromDiscard
from .view_cards import card_image, slot

STEPS = (N_("Draw"), N_("Play"), N_("Mover"), N_("Power"), N_("Score"), N_("Discard"))
STEP_ICONS = ("back.png", "card-red-5.png", "mover.png", "power-swap.png", "shape-red.png", "card-green-2.png")
MOVER_STEP = 2
STEP_OF_PHASE = {
    Phase.DRAW: 0, Phase.PLAY: 1, Phase.POWER: 3, Phase.GUESS_COLOUR: 3, Phase.GUESS_NUMBER: 3,
    Phase.SWAP_GIVE: 3, Phase.SWAP_TAKE: 3, Phase.TAKE_DISCARD: 3, Phase.PASS: 3, Phase.SCORE: 4,
    Phase.DISCARD: 5, Phase.OVER: 4,
}
STEP_GAP, STEP_CHIP = 16, 64
LEAST_CHIP = 48  # a step's chip on a narrow bar: its icon and a margin


def _named_width() -> int:
    """The current step's chip: room for the widest step name, so the strip never jumps."""
    return 60 + max(text.render(_(step), text.PLAY, INK).get_width() for step in STEPS)


def _chip(bar: pygame.Rect) -> int:
    """The other steps' chips: `STEP_CHIP` wide, narrower where the bar is (the 4:3 table), so the turn
    badge keeps room for a name."""
    room = (bar.width - 4 - _named_width()) // (len(STEPS) - 1) - STEP_GAP
    return max(LEAST_CHIP, min(STEP_CHIP, room))


def steps_left(bar: pygame.Rect) -> int:
    """Where the strip of steps starts: it ends at the bar's right (the turn badge has the rest)."""
    return bar.right - 4 - _named_width() - (len(STEPS) - 1) * (_chip(bar) + STEP_GAP)


def draw_steps(surface: pygame.Surface, bar: pygame.Rect, current: int) -> None:
    """Draw -> Play -> Mover -> Power -> Score -> Discard as a strip of icons, the current step lit up
    and named at play size (six names at that size do not fit one strip), ending at the bar's right."""
    named, chip = _named_width(), _chip(bar)
    x = steps_left(bar)
    for i, step in enumerate(STEPS):
        name = _(step)
        rect = pygame.Rect(x, bar.y + 6, named if i == current else chip, bar.height - 12)
        x = rect.right + STEP_GAP
        fill = YELLOW if i == current else (GREEN if i < current else (200, 205, 220))
        if i == current:
            rect = rect.inflate(8, 10)
        panel(surface, rect, fill, radius=16, border=4 if i == current else 2, shadow=i == current)
        icon = assets.scaled(f"{FOLDER}/{STEP_ICONS[i]}", (26, 36) if i != 4 else (30, 30))
        if i == current:
            words = text.render(name, text.PLAY, INK)
            left = rect.centerx - (icon.get_width() + 10 + words.get_width()) // 2
            surface.blit(icon, icon.get_rect(midleft=(left, rect.centery)))
            surface.blit(words, words.get_rect(midleft=(left + icon.get_width() + 10, rect.centery)))
        else:
            surface.blit(icon, icon.get_rect(center=rect.center))
        if i < len(STEPS) - 1:
            tip = rect.right + 3
            y = bar.centery
            pygame.draw.polygon(surface, PAPER, [(tip, y - 7), (tip + 10, y), (tip, y + 7)])


def power_card_rect(box: pygame.Rect) -> pygame.Rect:
    """Where the Power in focus stands in the guide panel `box` (a button: `power_rule.PowerCardButton`)."""
    card = pygame.Rect((0, 0), CARD)
    card.topright = (box.right - 20, box.y + 18)
    return card


def draw_info(surface: pygame.Surface, box: pygame.Rect, power: Power | None, bottom: int) -> None:
    """The Power in focus: its title beside its card (a button drawn by the scene) and, at play size
    above `bottom` (the choice buttons' top, or the panel's), its help when the room holds every word of
    it. Otherwise the book on the card leads to the whole rule (`power_rule`): no word is cut."""
    if power is None:
        return
    card = power_card_rect(box)
    room = card.left - RING_REACH - 6 - (box.x + 16)  # clear of the card's focus ring
    title = _(power_title(power))
    shown = text.draw(surface, title, text.fit(title, 32, room, least=text.base_for(text.PLAY)),
                      (box.x + 16, box.y + 8), INK, wrap=room, shrink="panel title")  # a narrow panel: two lines
    lines = flowed(_(power_help(power)), shown.bottom + 2, card.bottom + 6, room, box.width - 32)
    line_h = help_step()
    if lines is not None and shown.bottom + 2 + len(lines) * line_h <= bottom:
        for k, line in enumerate(lines):
            text.draw(surface, line, text.PLAY, (box.x + 16, shown.bottom + 2 + k * line_h), INK, bold=False)


def help_step() -> int:
    """From one line of a Power's help to the next: the font's ascent and a pixel, so accents clear the
    line above's descenders (its line size, 63 px with Large text, kept five German lines out of the panel)."""
    return assets.font(text.scaled_size(text.PLAY), False).get_ascent() + 1


def flowed(words: str, top: int, clear: int, beside: int, under: int) -> list[str] | None:
    """`words` at play size in lines from `top`: `beside` px wide beside the card (lines starting above
    `clear`, its foot), then `under` px wide below it; None if a word is wider than its line (a narrow
    panel: the whole rule is a tap on the card away)."""
    line_h = help_step()
    lines: list[str] = []
    rest = words.split(" ")
    while rest:
        width = beside if top + len(lines) * line_h < clear else under
        line = rest.pop(0)
        if _width(line) > width:
            return None
        while rest and _width(f"{line} {rest[0]}") <= width:
            line = f"{line} {rest.pop(0)}"
        lines.append(line)
    return lines


def _width(words: str) -> int:
    """The width of a line of a Power's help (play size, not bold)."""
    return text.render(words, text.PLAY, INK, bold=False).get_width()


def draw_hand_label(surface: pygame.Surface, label: str, box: pygame.Rect) -> None:
    """The hand's label ("Your cards", "Ann's cards") in its column left of the cards, on as many lines as
    fit `box` at play size; a long name makes it smaller, never below play size (then it may take a line
    more)."""
    size, least = text.PLAY, text.base_for(text.PLAY)
    while size > least and text.render(label, size, PAPER, outline=2, wrap=box.width).get_height() > box.height:
        size -= 1
    text.draw(surface, label, size, box.topleft, PAPER, outline=2, wrap=box.width,
              shrink="hand label" if size < text.PLAY else None)


def draw_picker(surface: pygame.Surface, area: pygame.Rect, cards: list[tuple[int, pygame.Rect]]) -> None:
    """Lucky 7: the discard pile spread out over the rows (`area`)."""
    panel(surface, area, (40, 50, 90), radius=18)
    text.draw(surface, _("The discard pile"), text.PLAY, (area.centerx, area.y + 6), PAPER, anchor="midtop")
    for c, rect in cards:
        drawn(surface, surface.blit(card_image(c, PICK), rect))


def draw_bubble(surface: pygame.Surface, spot: pygame.Rect, picture: pygame.Surface) -> None:
    """A computer's guess or pick, in a speech bubble over the piles."""
    drawn(surface, pygame.draw.ellipse(surface, PAPER, spot.inflate(40, 30)))
    pygame.draw.ellipse(surface, INK, spot.inflate(40, 30), 4)
    drawn(surface, surface.blit(picture, picture.get_rect(center=spot.center)))


WEAVE = 40  # px between the table cloth's threads


def cloth(surface: pygame.Surface, colour: tuple[int, int, int], start: int = 0) -> None:
    """The table cloth: `colour` with a slanting thread every `WEAVE` px from x = `start` (a wide canvas's
    sides start where the table's threads fall, so the weave runs on across them)."""
    width, height = surface.get_size()
    surface.fill(colour)
    for x in range(start % WEAVE - 200, width, WEAVE):
        pygame.draw.line(surface, [min(255, c + 10) for c in colour], (x, 0), (x + 200, height), 2)


def render_background(layout: Layout) -> pygame.Surface:
    """Background, the hand's shade, empty piles and the info panel: drawn once."""
    box = layout.box
    table = pygame.Surface(layout.size)
    cloth(table, layout.background)
    shade = pygame.Surface(box["hand"].size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 60))
    table.blit(shade, box["hand"])
    for name in ("deck", "discard", "power_pile"):
        slot(table, box[name])
    panel(table, box["info"], PAPER, radius=22)
    return table.convert() if pygame.display.get_surface() else table


ACROSS = 5  # guess buttons side by side: the five colours, the numbers 1-5 over 6-9
FINGER = 64  # a guess button's least width (a child's fingertip: tests/layout.py MIN_HIT)


def in_a_row(area: pygame.Rect, wide: int, gap: int) -> tuple[int, int]:
    """The step from one of `ACROSS` buttons to the next and their width in `area`: `wide` with `gap`
    between where it has room, narrower in a narrow panel (three or four seats give the caption the
    room), never under `FINGER`.

    >>> in_a_row(pygame.Rect(0, 0, 420, 100), 74, 8), in_a_row(pygame.Rect(0, 0, 340, 100), 74, 8)
    ((82, 74), (69, 64))
    """
    step = min(wide + gap, (area.width - FINGER) // (ACROSS - 1))
    return step, max(FINGER, min(wide, step - gap))


def choice_buttons(area: pygame.Rect, legal: Sequence[Action], choose: Callable[[Action], object]) -> list[Button]:
    """Guess buttons (shape + colour, or big numbers) and the "no thanks" buttons, in `area`."""
    buttons = []
    colours = [a for a in legal if isinstance(a, GuessColour)]
    step, wide = in_a_row(area, 72, 8)
    for i, colour in enumerate(colours):
        rect = pygame.Rect(area.x + i * step, area.y + 16, wide, 84)
        buttons.append(Button(rect, "", partial(choose, colour), icon=f"{FOLDER}/{shape_file(colour.colour)}",
                              fill=CARD_RGB[colour.colour]))
    numbers = [a for a in legal if isinstance(a, GuessNumber)]
    step, wide = in_a_row(area, 74, 8)
    for i, number in enumerate(numbers):
        rect = pygame.Rect(area.x + (i % ACROSS) * step, area.y + (i // ACROSS) * 70, wide, 64)
        buttons.append(Button(rect, str(number.number), partial(choose, number), size=36))
    for a in legal:
        if isinstance(a, SkipPower):
            rect = pygame.Rect(0, 0, 200, 76)
            rect.midbottom = area.midbottom
            buttons.append(Button(rect, _("No Power"), partial(choose, a), fill=(200, 205, 220)))
        elif isinstance(a, SkipScore):  # small: scoring is the big button, and skipping asks again
            label = _("Not now")  # as wide as its words at play size need ("Nicht jetzt" with Large text)
            least = text.render(label, text.base_for(text.PLAY), INK).get_width() + 24
            rect = pygame.Rect(0, 0, max(140, least), 64)
            rect.bottomright = area.bottomright
            buttons.append(Button(rect, label, partial(choose, a), fill=(200, 205, 220)))
    return buttons


def guess_picture(action: Action) -> pygame.Surface | None:
    """What a computer's speech bubble shows: its guess, or the card it picks from the discard pile."""
    if isinstance(action, GuessColour):
        return assets.scaled(f"{FOLDER}/{shape_file(action.colour)}", (64, 64))
    if isinstance(action, GuessNumber):
        return text.render(str(action.number), 60, INK)
    if isinstance(action, TakeFromDiscard):
        return card_image(action.card, PICK)
    return None

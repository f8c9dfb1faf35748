"""Game setup: who plays (1-4 seats, human or computer), names, colours, characters, variants."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from ...core.protocol import HUMAN, LEVELS, GameConfig, GameInfo, Seat
from ...core.registry import load_game, load_info
from ..i18n import N_, _
from ..input import Intent, Kind
from ..scene import Scene
from ..seat_names import default_name, default_number, marked, shown_name, typed_name
from ..ui import text
from ..ui.draw import panel, player_mark, portrait
from ..ui.theme import (
    COLOUR_NAMES,
    GREEN,
    INK,
    LOGICAL_SIZE,
    PAPER,
    RED,
    SKY,
    YELLOW,
    player_rgb,
)
from ..ui.toast import Toast
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App
    from ..profiles import Profile

CONTROLLERS = (HUMAN, *LEVELS)
# the button's robot icon says "robot": the words need only say how strong (short enough for every language)
CONTROLLER_LABELS = {HUMAN: N_("Person"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
FIRST_PLAYER_HINT = {"youngest": N_("The youngest player goes first."),
                     "eldest": N_("The eldest player goes first."), "anyone": N_("Anyone may go first.")}
CHOICES = {"on": N_("On"), "off": N_("Off"), "yes": N_("Yes"), "no": N_("No")}  # a variant's choices in words
ROW_TOP, ROW_H = 96, 112
VARIANT_TEXT = 22


class Columns(NamedTuple):
    """Where a seat's row puts its buttons (x, and the name's and the player's widths), its panel, and the
    right column's panel (first player, variants), on one canvas width."""

    colour: int
    character: int
    name: int
    name_w: int
    plays: int
    plays_w: int
    up: int
    remove: int
    seats: tuple[int, int]  # the seats' panel: x and width
    column: pygame.Rect


COLUMNS = {  # by canvas width (`canvas.WIDTHS`): a narrower one takes its room from the names, the players, the column
    1280: Columns(70, 170, 280, 250, 540, 270, 820, 892, (50, 900), pygame.Rect(960, ROW_TOP - 6, 290, 514)),
    1152: Columns(60, 156, 256, 210, 474, 230, 712, 784, (44, 812), pygame.Rect(866, ROW_TOP - 6, 256, 514)),
    960: Columns(30, 120, 218, 200, 426, 150, 584, 656, (16, 712), pygame.Rect(738, ROW_TOP - 6, 206, 514)),
}


def columns(across: int) -> Columns:
    """The row's places on a canvas `across` px wide (the widest layout that fits)."""
    return COLUMNS[max((w for w in COLUMNS if w <= across), default=min(COLUMNS))]


@dataclass
class SeatDraft:
    """A seat being edited (mutable until Start turns it into a `Seat`)."""

    name: str
    controller: str
    colour: str
    character: str
    profile: str = ""  # the id of the child's profile sitting here (a person's seat only)

    def freeze(self) -> Seat:
        return marked(Seat(self.name.strip() or _("Player"), self.controller, self.colour, self.character,
                           profile=self.profile))


def default_seats(info: GameInfo) -> list[SeatDraft]:
    count = max(2, info.min_players)
    seats = [SeatDraft(default_name(False, 1), HUMAN, COLOUR_NAMES[0], free_character(info, COLOUR_NAMES[0], []))]
    for i in range(1, count):
        seats.append(SeatDraft(default_name(True, i), "normal", COLOUR_NAMES[i],
                               free_character(info, COLOUR_NAMES[i], seats, start=i)))
    return seats


def free_character(info: GameInfo, colour: str, seats: list[SeatDraft], seat: SeatDraft | None = None,
                   start: int = 0) -> str:
    """The first character a seat of `colour` may be, from the `start`-th on (cycling), that no other
    seat is: two children never share a face and have to tell themselves apart by colour alone. If
    every one is taken (a game with fewer faces than seats), the `start`-th."""
    choices = info.characters_for(colour)
    taken = {other.character for other in seats if other is not seat}
    for k in range(len(choices)):
        choice = choices[(start + k) % len(choices)]
        if choice not in taken:
            return choice
    return choices[start % len(choices)]


def free_default_name(robot: bool, seats: list[SeatDraft], seat: SeatDraft | None = None) -> str:
    """The default name with the lowest number no other seat has ("Robot 2" when a "Robot 1" sits
    there already): two seats of one table never share a name a child tells them apart by."""
    taken = {other.name for other in seats if other is not seat}
    n = 1
    while default_name(robot, n) in taken:
        n += 1
    return default_name(robot, n)


def is_default_name(name: str) -> bool:
    """True for a numbered default name, in any of the app's languages (it may be renamed)."""
    return default_number(name) is not None


def seats_from_memory(info: GameInfo, data: Any) -> list[SeatDraft] | None:
    """The remembered seats if they still make sense for this game, else None."""
    try:
        seats = [SeatDraft(shown_name(str(d["name"]), text.has_glyph), d["controller"], d["colour"], d["character"],
                           str(d.get("profile", "")))
                 for d in data["seats"]]
    except (KeyError, TypeError):
        return None
    known = {c for colour in COLOUR_NAMES for c in info.characters_for(colour)}
    valid = (info.min_players <= len(seats) <= info.max_players
             and all(s.controller in CONTROLLERS and s.colour in COLOUR_NAMES and s.character in known for s in seats)
             and len({s.colour for s in seats}) == len(seats))
    if not valid:
        return None
    for i, seat in enumerate(seats):  # older versions let two seats share a face (and Labyrinth's blue wear red's):
        choices = info.characters_for(seat.colour)  # the later seat gets the next free face its colour may have
        start = choices.index(seat.character) if seat.character in choices else 0
        seat.character = free_character(info, seat.colour, seats[:i], start=start)
    for seat in seats:  # a default name remembered in another language is said in this one
        number = default_number(seat.name)
        if number is not None:
            seat.name = default_name(seat.controller != HUMAN, number)
    for seat in seats:  # a name of nothing visible (a file edited by hand) is no name: a default one
        if not seat.name:
            seat.name = free_default_name(seat.controller != HUMAN, seats, seat)
    return seats


def _caption_height(words: str, size: int, column: pygame.Rect) -> int:
    """The room a caption of the right column takes, with the gap after it."""
    return text.render(words, size, INK, wrap=column.width - 20, centred=True).get_height() + 8


class UpButton(Button):
    """Move a player up the turn order: an arrow, the same in every language."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        super().draw(surface, focused)
        x, y = self.rect.center
        pygame.draw.polygon(surface, INK, [(x, y - 16), (x + 18, y + 12), (x - 18, y + 12)])


class SetupScene(Scene):
    """Choosing the players. The last setup per game is remembered."""

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.info = load_info(game_id)
        memory = app.store.setups.get(game_id, {})
        self.seats = seats_from_memory(self.info, memory) or default_seats(self.info)
        for seat in self.seats:  # a child's profile deleted since (or a robot's seat) keeps no profile
            if seat.profile not in app.profiles.profiles or seat.controller != HUMAN:
                seat.profile = ""
        self.asked = False  # "Who's playing?" comes first, once, when there are children's profiles
        chosen = memory.get("variants", {}) if isinstance(memory, dict) else {}
        self.variants: dict[str, str] = {
            v.key: (chosen[v.key] if chosen.get(v.key) in v.choices else v.choices[0])
            for v in self.info.variants}
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.toast = Toast()
        self.editing: int | None = None
        self.captions: list[tuple[str, int, int]] = []  # right-column words: (text, size, top)

    @property
    def wants_text(self) -> bool:
        return self.editing is not None

    def enter(self) -> None:
        self._build()
        if not self.asked and self.app.profiles.profiles:
            self._who(leave=True)

    def rebuild(self) -> bool:
        self._build()
        return True

    # -- layout -------------------------------------------------------------------------------------
    def _build(self) -> None:
        keep, was = self.focus.focus, self.focus.focused
        self.focus.clear()
        at, wide = columns(self.layout_size[0]), self.layout_size[0] >= LOGICAL_SIZE[0]
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * ROW_H
            self.focus.add(Button(pygame.Rect(at.colour, y + 12, 84, 84), "", partial(self._next_colour, i),
                                  fill=player_rgb(seat.colour)))
            self.focus.add(Button(pygame.Rect(at.character, y + 8, 92, 92), "", partial(self._next_character, i),
                                  fill=PAPER))
            self.focus.add(Button(pygame.Rect(at.name, y + 20, at.name_w, 68),
                                  seat.name + ("|" if self.editing == i else ""),
                                  partial(self._edit_name, i), fill=PAPER, selected=self.editing == i))
            label, icon, fill = self._controller_face(seat)
            self.focus.add(Button(pygame.Rect(at.plays, y + 20, at.plays_w, 68), label,
                                  partial(self._next_controller, i), fill=fill, icon=icon, size=26))
            if i > 0:  # turn order is seat order: move someone up to play earlier
                self.focus.add(UpButton(pygame.Rect(at.up, y + 22, 64, 64), "", partial(self._move_up, i), fill=PAPER))
            if len(self.seats) > self.info.min_players:
                self.focus.add(Button(pygame.Rect(at.remove, y + 22, 64, 64), "X", partial(self._remove, i),
                                      fill=RED, ink=PAPER))
        if len(self.seats) < self.info.max_players:
            y = ROW_TOP + len(self.seats) * ROW_H + 14
            self.focus.add(Button(pygame.Rect(at.colour, y, 330, 70), _("+ Add a player"), self._add, fill=GREEN))
        # the right column flows top to bottom, so large text never runs into a button
        self.captions = []
        column = self.column()
        inside = pygame.Rect(column.x + 10, 0, column.width - 20, 0)
        y = column.top + 16
        hint = _(FIRST_PLAYER_HINT[self.info.first_player])
        # a narrower column: the variants' words at the shell's least with Large text, Random first less tall
        small = text.page(VARIANT_TEXT if wide else min(VARIANT_TEXT, text.base_for(text.PLAY)))
        random_h = 90
        variants = sum(_caption_height(_(v.label), small, column) + 66 + 12 for v in self.info.variants)
        if y + _caption_height(hint, text.page(24), column) + random_h + 18 + variants <= column.bottom:  # long
            y = self._caption(hint, text.page(24), y)  # words, large text: the button says enough without the hint
        self.focus.add(Button(pygame.Rect(inside.x, y, inside.width, random_h), _("Random first"), self._random_first,
                              icon="ui/random_seat.png", fill=YELLOW, size=26))
        y += random_h + 18
        for variant in self.info.variants:
            y = self._caption(_(variant.label), small, y)
            value = self.variants[variant.key]
            self.focus.add(Button(pygame.Rect(inside.x, y, inside.width, 66), _(CHOICES.get(value, value)),
                                  partial(self._next_variant, variant.key),
                                  fill=GREEN if value != variant.choices[0] else PAPER, size=26))
            y += 66 + 12
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Back"), self._back, icon="ui/back.png", fill=RED))
        self.focus.add(Button(pygame.Rect(290 if wide else 280, 630, 330 if wide else 300, 76), _("Who's playing?"),
                              lambda: self._who(leave=False),
                              icon="ui/human.png", fill=YELLOW, size=26))
        self.focus.add(Button(pygame.Rect(self.layout_size[0] - 360, 618, 320, 90), _("Start!"), self._start,
                                      icon="ui/play.png", fill=GREEN, size=40))
        same = [i for i, b in enumerate(self.focus.buttons) if was is not None and _does(b) == _does(was)]
        self.focus.focus = same[0] if same else keep if 0 <= keep < len(self.focus.buttons) else -1

    def title_place(self) -> tuple[int, int]:
        """The title's size and middle: over the whole canvas, or on a narrower canvas over the seats only,
        so the right column reaches up beside it (the variants' words need the room with Large text)."""
        at = columns(self.layout_size[0])
        if self.layout_size[0] >= LOGICAL_SIZE[0]:
            return text.fit(_(self.info.title), 44, self.layout_size[0] - 100), self.layout_size[0] // 2
        return (text.fit(_(self.info.title), 44, at.seats[1] - 20, least=text.page_floor()),
                at.seats[0] + at.seats[1] // 2)

    def column(self) -> pygame.Rect:
        """The right column's panel (from the top of the canvas on a narrower one: see `title_place`)."""
        column = columns(self.layout_size[0]).column
        if self.layout_size[0] < LOGICAL_SIZE[0]:
            column = pygame.Rect(column.left, 12, column.width, column.bottom - 12)
        return column

    def _controller_face(self, seat: SeatDraft) -> tuple[str, str, tuple[int, int, int]]:
        """Who plays a seat as its button says it: the words, the picture and the colour."""
        robot = seat.controller != HUMAN
        child = self.app.profiles.profiles.get(seat.profile)
        icon = "ui/robot.png" if robot else f"portraits/{child.picture}.png" if child else "ui/human.png"
        return _(CONTROLLER_LABELS[seat.controller]), icon, SKY if robot else YELLOW

    def _caption(self, words: str, size: int, top: int) -> int:
        """Place a caption in the right column; returns where the next thing may start."""
        self.captions.append((words, size, top))
        return top + _caption_height(words, size, self.column())

    # -- edits --------------------------------------------------------------------------------------
    def _next_colour(self, i: int) -> None:
        used = {s.colour for j, s in enumerate(self.seats) if j != i}
        order = list(COLOUR_NAMES)
        k = order.index(self.seats[i].colour)
        for step in range(1, len(order) + 1):
            candidate = order[(k + step) % len(order)]
            if candidate not in used:
                self.seats[i].colour = candidate
                if self.seats[i].character not in self.info.characters_for(candidate):
                    self.seats[i].character = free_character(self.info, candidate, self.seats, self.seats[i])
                break
        self._build()

    def _next_character(self, i: int) -> None:
        seat = self.seats[i]
        chars = self.info.characters_for(seat.colour)
        after = chars.index(seat.character) + 1 if seat.character in chars else 0
        seat.character = free_character(self.info, seat.colour, self.seats, seat, start=after)  # skips the taken
        self._build()

    def _next_controller(self, i: int) -> None:
        seat = self.seats[i]
        was_robot = seat.controller != HUMAN
        seat.controller = CONTROLLERS[(CONTROLLERS.index(seat.controller) + 1) % len(CONTROLLERS)]
        is_robot = seat.controller != HUMAN
        if was_robot != is_robot and (is_default_name(seat.name) or seat.profile):
            seat.name = free_default_name(is_robot, self.seats, seat)  # a default name follows the choice
        if is_robot:
            seat.profile = ""  # a robot plays for nobody's profile
        self._build()

    def _edit_name(self, i: int) -> None:
        self.editing = None if self.editing == i else i
        self._build()

    def _stop_editing(self) -> None:
        """Leave the name field; a name left empty (or only spaces) becomes the seat's default name."""
        if self.editing is not None:
            seat = self.seats[self.editing]
            seat.name = seat.name.strip() or free_default_name(seat.controller != HUMAN, self.seats, seat)
        self.editing = None
        self._build()

    def _add(self) -> None:
        used = {s.colour for s in self.seats}
        colour = next(c for c in COLOUR_NAMES if c not in used)
        n = len(self.seats)
        name = free_default_name(False, self.seats)
        self.seats.append(SeatDraft(name, HUMAN, colour, free_character(self.info, colour, self.seats, start=n)))
        self._build()

    def _move_up(self, i: int) -> None:
        self.seats[i - 1], self.seats[i] = self.seats[i], self.seats[i - 1]
        self._build()

    def _remove(self, i: int) -> None:
        del self.seats[i]
        self.editing = None
        self._build()

    def _next_variant(self, key: str) -> None:
        variant = next(v for v in self.info.variants if v.key == key)
        k = variant.choices.index(self.variants[key])
        self.variants[key] = variant.choices[(k + 1) % len(variant.choices)]
        self._build()

    def _random_first(self) -> None:
        k = random.randrange(len(self.seats))
        self.seats = self.seats[k:] + self.seats[:k]
        self.toast.show(_("{name} goes first!").format(name=self.seats[0].name))
        self.app.sound("dice_roll")
        self._build()

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def config(self) -> GameConfig:
        return GameConfig(tuple(s.freeze() for s in self.seats), tuple(sorted(self.variants.items())))

    def _start(self) -> None:
        """Start the game; over a saved game, ask first (starting would end it)."""
        from .new_over_saved import NewOverSavedScene

        saved = self.app.saves.game_id() if self.app.saves.exists() else None
        if saved is None:
            self._start_now()
            return
        self.app.scenes.push(NewOverSavedScene(self.app, self.game_id, self.config().seats, self._start_now))

    def _start_now(self) -> None:
        from ..table.opening import open_new_game

        self._keep_levels()
        self.app.store.remember_setup(self.game_id, {
            "seats": [vars(s) for s in self.seats], "variants": dict(self.variants)})
        open_new_game(self.app, load_game(self.game_id), self.config())

    # -- children's profiles -------------------------------------------------------------------------
    def _who(self, *, leave: bool) -> None:
        """Open "Who's playing?"; `leave`: its Back leaves the setup too (it was the first page)."""
        from .who import WhoScene

        self.asked = True
        self.editing = None
        self.app.scenes.push(WhoScene(self.app, self.info.max_players, self.seat_children,
                                      self._back if leave else lambda: None,
                                      chosen=[seat.profile for seat in self.seats if seat.profile]))

    def seat_children(self, children: list[Profile]) -> None:
        """The chosen children first, in the order they chose, then the robots already there (at the lowest
        level set for this game among the children: the youngest player's robots, so no child at the table
        meets robots stronger than a grown-up chose for them); the first child's language, text size and
        voice from now on; then each child who has earned it is offered a stronger robot."""
        from .level_offer import LevelOfferScene

        if not children:
            return
        robots = [s for s in self.seats if s.controller != HUMAN][:self.info.max_players - len(children)]
        if len(children) + len(robots) < max(2, self.info.min_players):
            robots.append(SeatDraft("", "normal", "", ""))
        seated: list[SeatDraft] = []
        for child in children:
            colours = [c for c in (child.colour, *COLOUR_NAMES) if c not in {s.colour for s in seated}]
            seat = SeatDraft(child.name, HUMAN, colours[0], "", child.id)
            choices = self.info.characters_for(seat.colour)
            seat.character = child.picture if child.picture in choices and child.picture not in {
                s.character for s in seated} else free_character(self.info, seat.colour, seated)
            seated.append(seat)
            seat.name = seat.name or free_default_name(False, seated, seat)
        level = min((lvl for c in children if (lvl := c.level(self.game_id))), key=LEVELS.index, default=None)
        for robot in robots:
            robot.colour = next(c for c in (robot.colour, *COLOUR_NAMES) if c not in {s.colour for s in seated})
            if robot.character not in self.info.characters_for(robot.colour) or robot.character in {
                    s.character for s in seated}:
                robot.character = free_character(self.info, robot.colour, seated)
            robot.controller = level or robot.controller
            seated.append(robot)
            robot.name = robot.name or free_default_name(True, seated, robot)
        self.seats = seated
        self.app.bring_child(children[0])
        self._build()
        for child in reversed(children):  # the first child's offer is the first shown
            offered = child.offer(self.game_id)
            if offered is not None:
                self.app.scenes.push(LevelOfferScene(self.app, child, offered, partial(self._answered, child)))

    def _answered(self, child: Profile, accepted: bool) -> None:
        offered = child.offer(self.game_id)
        child.answer_offer(self.game_id, accepted)
        self.app.profiles.save(child)
        if accepted and offered is not None:
            for seat in self.seats:
                if seat.controller != HUMAN:
                    seat.controller = offered
            self._build()

    def _keep_levels(self) -> None:
        """A child alone with the robots keeps their level for this game (the seats page may have changed
        it); at a table of several children, the robots play at the lowest of their levels, so only a child
        with no level yet takes it (the others keep the level a grown-up set for them)."""
        robots = [s.controller for s in self.seats if s.controller != HUMAN]
        seated = [c for s in self.seats if (c := self.app.profiles.profiles.get(s.profile)) is not None]
        for child in seated:
            if robots and (len(seated) == 1 or child.level(self.game_id) is None):
                child.levels[self.game_id] = max(robots, key=LEVELS.index)
                self.app.profiles.save(child)

    # -- scene --------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if self.editing is not None:
            seat = self.seats[self.editing]
            if intent.kind == Kind.TEXT:  # what the font cannot draw, or no one sees, is refused with a soft sound
                seat.name, refused = typed_name(seat.name, intent.text, text.has_glyph)
                if refused:
                    self.app.sound("error")
                self._build()
                return
            if intent.kind == Kind.ERASE:
                seat.name = seat.name[:-1]
                self._build()
                return
            if intent.kind in (Kind.ACTIVATE, Kind.BACK):
                self._stop_editing()
                return
            if intent.kind == Kind.PRESS:
                self._stop_editing()
        if intent.kind == Kind.BACK:
            self._back()
        else:
            self.focus.handle(intent)

    @property
    def animating(self) -> bool:
        return self.toast.visible  # it goes away on its own: the app stays awake to take it down

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        across = self.layout_size[0]
        at = columns(across)
        size, middle = self.title_place()  # on two lines if it must, on a narrower canvas
        room = across - 100 if across >= LOGICAL_SIZE[0] else at.seats[1] - 20
        top = 4 if text.width(_(self.info.title), size) <= room else -6  # two lines: the top's blank row above
        text.draw(surface, _(self.info.title), size, (middle, top), PAPER, anchor="midtop", outline=3, wrap=room,
                  centred=True)
        panel(surface, pygame.Rect(at.seats[0], ROW_TOP - 6, at.seats[1], ROW_H * self.info.max_players + 10), PAPER,
              radius=24)
        column = self.column()
        panel(surface, column, PAPER, radius=24)
        self.focus.draw(surface)
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * ROW_H
            player_mark(surface, seat.colour, (at.colour + 42, y + 54), 30)
            portrait(surface, seat.character, (at.character + 46, y + 54), 80)
        for words, size, top in self.captions:
            text.draw(surface, words, size, (column.centerx, top), INK, anchor="midtop", wrap=column.width - 20,
                      centred=True)
        self.toast.draw(surface, 560)


def _does(button: Button) -> object:
    """What a button does, comparable across rebuilds: the keyboard focus stays on "+ Add a player" when
    a player is added (by place it went to the new seat's colour), and on whatever else still does the
    same."""
    act = button.on_click
    return (act.func, act.args) if isinstance(act, partial) else act

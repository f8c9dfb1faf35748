"""Help ("What can I do?") and Oops (take back), written once for every game scene.

On a person's turn the Help button (a bulb) asks the normal computer player how it would play
the turn (the match's `plan`, worked out once, off the frame loop), and the table glows the next step of
that plan (a scene knows which of its targets or buttons that is: `GameScene.hint_target`) with a
one-line reason beside the buttons. Help goes on through the whole turn, one press: turn the tile,
push, walk; keep, roll, keep, roll, score; draw, play. Each step glows once the screen is ready for
it, and its reason is said then; after a roll or a card drawn (which the plan could not know) the
rest of the turn is worked out again. Help stops when the turn passes or the child plays something
else. Pressed with the keyboard (H, or Tab to it and Enter), the keyboard focus follows the glow
from step to step, so Enter, Enter... plays the whole turn; Backspace presses Oops.
Hints are counted per seat in the match (kept, shown on the results). Oops is there only while
the rules allow the person at the screen to take back their own last decision (the match's
`undo_owner` is that person): from the moment it is played, while it lands, and, when it passes the
turn on, for the beat the next seat waits before it plays (a robot or another child; two to three
seconds, shorter with fast animations), while a ring on the button runs down. Then the move stands:
the rules never take back another seat's move. Pressing Oops rewinds the match (which keeps the
earlier position) and reopens the scene on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...core.hints import Hint
from .. import assets
from ..ui import popup, text
from ..ui.countdown import running_down
from ..ui.draw import panel
from ..ui.theme import INK, PAPER
from ..ui.trail import drawn
from ..ui.widgets import Button
from ..words import sentence
from .decision import Decision
from .sprites import pulse

if TYPE_CHECKING:
    from .game_scene import GameScene

SIZE = 64  # each button, in logical px (a child's finger: at least 64)
HINT_GLOW = (120, 255, 170)
TEXT = 28
RING = 40  # px the hint's ring (with its dark edge) reaches round what it glows, both sides together
BEAT_SECONDS = 2.5  # how long the next seat waits after a person's decision, at normal speed...
BEAT_LIMITS = (1.5, 3.0)  # ...and never shorter (fast animations) or longer (slow) than these
BEAT_RING = (255, 136, 0)  # Oops's rim while the beat runs down


def beat_seconds(speed: float) -> float:
    """The Oops beat at an animation speed (the Settings' slow, normal or fast robots)."""
    return min(BEAT_LIMITS[1], max(BEAT_LIMITS[0], BEAT_SECONDS / max(speed, 0.01)))


@dataclass
class Beat:
    """The wait before `turn` (the seat on turn, the number of moves played) begins, while `seat`,
    the person who just decided, may still press Oops."""

    seat: int
    turn: tuple[int, int]
    length: float
    left: float


@dataclass(frozen=True)
class Place:
    """Where a scene puts the Help and Oops buttons (top-left corners) and the reason bubble
    (top-left corner and width): spots where nothing a child must see or tap lies."""

    help: tuple[int, int]
    oops: tuple[int, int]
    bubble: tuple[int, int, int]


class Assist:
    """The Help and Oops buttons of one game scene, and the hint on show."""

    def __init__(self, scene: GameScene[Any, Any, Any, Any], place: Place) -> None:
        self.scene = scene
        self.place = place
        self.help = Button(pygame.Rect(place.help, (SIZE, SIZE)), "", self.ask, icon="ui/bulb.png",
                           fill=(255, 246, 200))
        self.oops = Button(pygame.Rect(place.oops, (SIZE, SIZE)), "", self.take_back, icon="ui/oops.png",
                           fill=(214, 232, 255))
        self.hint: Hint[Any] | None = None  # the step of the plan on show
        self._plan: list[Hint[Any]] = []  # the steps after it
        self._seat: int | None = None  # whose turn Help is playing through (None: no Help going on)
        self._moves = -1  # the state number the hint (or the question) belongs to
        self._asking: Decision[tuple[Hint[Any], ...]] | None = None
        self._counted = False  # this press of Help was counted (once, however many steps it shows)
        self._said = False  # the step's reason was said
        self._by_keyboard = False  # Help was pressed with the keyboard: its focus follows the glow
        self._led: Button | None = None  # the glowing thing the focus was last moved to
        self.beat: Beat | None = None  # the last Oops beat (running while `waiting`)

    # -- every frame ------------------------------------------------------------------------------
    def run_down(self, dt: float) -> None:
        """The Oops beat runs `dt` seconds down (the scene's turn loop then sees it end on the same frame,
        so no frame in between has nothing moving: the app would sleep there, and the robot never start)."""
        if self.beat is not None:
            self.beat.left = max(0.0, self.beat.left - dt)

    def update(self) -> None:
        """Show each button only when it may be pressed; collect a hint once it is worked out."""
        scene, match = self.scene, self.scene.match
        if match.version != self._moves:
            self._moved_on()
        if self._asking is not None and self._asking.ready:
            plan, self._asking = self._asking.result(), None
            self._step(plan[0], list(plan[1:]))
            if not self._counted:
                self._counted = True
                match.count_hint(match.current_player)
        if self.hint is not None and not self._said and scene.ready():
            self._said = True
            if scene.presentation.says_captions:  # said as well as shown, for children who cannot read
                scene.app.speech.say_reason(self.hint.reason, scene.seats)
        self._show(self.help, scene.ready() and self._seat is None)
        self._show(self.oops, self.owner() is not None)
        if self._by_keyboard:
            self._lead_focus()

    @property
    def busy(self) -> bool:
        """The plan is being worked out (beside the frame loop): the app stays awake to show it."""
        return self._asking is not None

    def _moved_on(self) -> None:
        """A move was played or taken back. The plan's step played by its seat, whose turn it still
        is: the next step is on (or, past a roll or a card drawn, the rest of the turn is worked out
        again). Anything else (the turn passed, another move, Oops): Help is over."""
        scene, hint = self.scene, self.hint
        match = scene.match
        moves = match.version
        followed = (hint is not None and moves == self._moves + 1 and scene.last_played == hint.action
                    and not match.is_over and match.current_player == self._seat)
        self._moves = moves
        if not followed:
            self.stop()
        elif self._plan:
            self._step(self._plan[0], self._plan[1:])
        else:
            self.hint = None
            self._asking = Decision(match.plan, inline=self.scene.presentation.instant)

    def _step(self, hint: Hint[Any], rest: list[Hint[Any]]) -> None:
        self.hint, self._plan, self._said, self._led = hint, rest, False, None

    def stop(self) -> None:
        """No Help on show or on the way (a plan still being worked out is cancelled)."""
        if self._asking is not None:
            self._asking.cancel()
        self.hint, self._plan, self._asking, self._seat = None, [], None, None

    def _lead_focus(self) -> None:
        """Move the keyboard focus onto what glows, each time the glow moves (turn the tile, then
        push), so Enter plays the hinted step; in between, Tab and the arrows still go anywhere."""
        target, layer = self.glowing(), self.scene.focus
        if target is not None and target is not self._led and target in layer.buttons:
            layer.focus_on(target)
            self._led = target

    def _show(self, button: Button, wanted: bool) -> None:
        layer = self.scene.focus
        if wanted and button not in layer.buttons:
            layer.add(button)
        elif not wanted and button in layer.buttons:
            at = layer.buttons.index(button)
            layer.buttons.remove(button)
            layer.focus = -1 if layer.focus == at else layer.focus - (layer.focus > at)

    # -- the buttons ------------------------------------------------------------------------------
    def ask(self, keyboard: bool = False) -> None:
        """Help: work out the normal robot's move for the seat on turn (beside the frame loop).
        `keyboard`: pressed with a key (H); a click counts as the keyboard's when its focus is on show."""
        scene = self.scene
        if not scene.ready() or self._seat is not None:
            return
        self._moves = scene.match.version
        self._seat, self._counted = scene.match.current_player, False
        self._by_keyboard, self._led = keyboard or scene.focus.focused is not None, None
        self._asking = Decision(scene.match.plan, inline=scene.presentation.instant)

    @property
    def waiting(self) -> bool:
        """True while the Oops beat runs: the next seat waits."""
        return self.beat is not None and self.beat.left > 0.0

    def holds(self, turn: tuple[int, int]) -> bool:
        """Whether `turn` (seat, moves played) must wait before it begins: True during the beat after
        a decision the person at the screen may still take back, when that decision passes the turn on
        (started here the first time it is asked for that turn). Never at instant speed (autoplay),
        where nobody at the screen decides."""
        scene = self.scene
        if self.beat is None or self.beat.turn != turn:
            seat = scene.match.undo_owner
            if seat is None or seat == turn[0] or seat != scene.viewer() or scene.anim.instant:
                return False
            length = beat_seconds(scene.anim.speed)
            self.beat = Beat(seat, turn, length, length)
        return self.waiting

    def owner(self) -> int | None:
        """The seat that may press Oops now: the person the screen shows on turn (while their move
        lands), or during the beat the person who just decided, if the decision Oops would take back
        is theirs."""
        scene = self.scene
        seat = self.beat.seat if self.beat is not None and self.waiting else scene.display.turn
        if (seat != scene.viewer() or not scene.seats[seat].is_human or scene.robot_busy
                or scene.match.undo_owner != seat):
            return None
        return seat

    def take_back(self) -> None:
        """Oops: rewind the person's last decision, if it is still theirs to take back."""
        scene = self.scene
        seat = self.owner()
        if seat is None or not scene.match.undo(by=seat):
            return
        scene.app.sound("slide")
        scene.reopen()

    # -- drawing ----------------------------------------------------------------------------------
    def glowing(self) -> Button | None:
        """The target or button the hint's next step is (None while no hint is shown, or while the
        screen still shows the step before)."""
        if self.hint is None or not self.scene.ready():
            return None
        return self.scene.hint_target(self.hint.action)

    def draw(self, surface: pygame.Surface, clock: float) -> None:
        """The ring of the Oops beat running down, and the hint on show (its glow and its reason)."""
        if self.beat is not None and self.waiting and self.oops in self.scene.focus.buttons:
            running_down(surface, self.oops.face, self.oops.radius, self.beat.left / self.beat.length, BEAT_RING)
        shown = self.bubble(surface.get_rect())
        if shown is None:
            return
        target = self.glowing()
        if target is not None:
            beat = pulse(clock * 1.5)
            ring = target.rect.inflate(22 + round(10 * beat), 22 + round(10 * beat))  # at most RING wider
            drawn(surface, pygame.draw.rect(surface, INK, ring.inflate(8, 8), 5, border_radius=20))
            pygame.draw.rect(surface, HINT_GLOW, ring, 8, border_radius=18)
        lines, box = shown
        popup.note(surface, box, None if target is None else target.rect)
        panel(surface, box, PAPER, radius=18)
        pygame.draw.rect(surface, HINT_GLOW, box, 4, border_radius=18)
        bulb = assets.scaled("ui/bulb.png", (48, 48))
        surface.blit(bulb, bulb.get_rect(midleft=(box.left + 10, box.centery)))
        surface.blit(lines, lines.get_rect(midleft=(box.left + 64, box.centery)))

    def hides(self, rect: pygame.Rect, screen: pygame.Rect) -> bool:
        """True if the reason's bubble lies on any of `rect` (the caption is then left out: half a
        sentence showing under it would look broken)."""
        shown = self.bubble(screen)
        return shown is not None and shown[1].colliderect(rect)

    def bubble(self, screen: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The reason, wrapped, and where its bubble goes (None while no hint is shown): over the caption
        (it answers "what do I do now?"), or where the scene chose when it has no caption. Grown with
        Large text or a long language, it would cover what it points at, a target or the turn badge: it
        is then wider, or grows upwards, or goes to the scene's other spot, or elsewhere (`popup.place`
        chooses). None too while the screen still shows the step before."""
        if self.hint is None or not self.scene.ready():
            return None
        words = sentence(self.hint.reason.template, dict(self.hint.reason.params))
        target = self.glowing()
        caption = self.scene.caption_at
        spots = [(caption.x, caption.y, caption.width, caption.height)] if caption is not None else []
        spots.append((*self.place.bubble, 64))
        inside = screen.inflate(-8, -8)
        ring = [target.rect.inflate(RING, RING)] if target is not None else []
        must = self.scene.keep_clear() + ring
        for size, shrink in ((TEXT, None), (text.base_for(text.PLAY), "help")):
            looks: list[pygame.Surface] = []
            wishes: list[pygame.Rect] = []
            for x, y, width, least in spots:
                for wide in (width, min(inside.width, width * 3 // 2)):
                    lines = text.render(words, size, INK, wrap=wide - 74, shrink=shrink)
                    down = pygame.Rect(x, y, wide, max(least, lines.get_height() + 18))
                    looks += [lines, lines]
                    wishes += [down, down.move(0, least - down.height)]  # grown down, or up from the spot's foot
            chosen, box = popup.place(wishes, must, inside, rather=self.scene.keep_in_sight())
            if box.collidelist(must) < 0:
                break  # clear of all a child must see; else at play size, as the refusals do
        return looks[chosen], box

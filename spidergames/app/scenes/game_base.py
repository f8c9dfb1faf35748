"""The base of every game scene: the turn loop shared by all four games, on the table kit.

A game scene is a view and controller over a `Match`. The base does what every game needs:
submitting actions (an illegal one is refused with the rules' kind message), saving after every
action, the display that shows the rules' events one at a time (`self.display`, drawn from the
viewer's observation `self.view`), sprites, glowing targets, a celebration banner, computer turns
(a "thinking…" bubble, the bot's steps shown at a child's pace), the pass-the-device curtain
before secret information, the pause menu, and the end of the game.

A game subclass implements:
- `draw_game(surface)`: the table, read-only, from `self.view` (never `self.match.state`);
- `play_event(event, before, after)`: start the animation of one event the rules reported;
- `refresh()`: rebuild its targets and buttons when the position or the choice changes;
- optionally `handle_game(intent)` for clicks that are not on a target (the rules then say why),
  `show_bot_steps(action)`, `on_turn_start(seat)` and `finale()`;
- for the classroom demo, `teach` (its teach module) and `locate(where)`: where a rule note points.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from ...core.match import Match
from ...core.protocol import IllegalAction, Seat
from ..anim import Animator
from ..games import scene_class
from ..input import Intent, Kind
from ..scene import Scene
from ..table.banner import Celebration
from ..table.decision import Decision
from ..table.demo import Director, Teach
from ..table.display import Display
from ..table.seats import turn_badge
from ..table.sprites import SpriteLayer
from ..table.targets import TargetLayer
from ..ui import text
from ..ui.draw import dim, panel, player_mark, portrait
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, YELLOW, player_rgb
from ..ui.toast import Toast
from ..ui.widgets import Button, FocusGroup
from .overlays import CurtainScene, FadeScene, PauseScene, ThinkingScene

if TYPE_CHECKING:
    from ..application import App

log = logging.getLogger(__name__)

BOT_THINK_SECONDS = 0.7

S = TypeVar("S")
A = TypeVar("A")


class GameScene(Scene, Generic[S, A]):
    """Shared turn loop over the table kit; subclasses draw their table and offer their targets."""

    hidden_information = False  # True: curtain between different humans' turns
    thinking_at = (LOGICAL_SIZE[0] // 2, 8)  # midtop of the "thinking…" bubble; move it off your HUD
    teach: Teach | None = None  # the game's teach module: the rule behind each move (classroom demo)

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.game_id = match.game.info.id
        self.clock = 0.0  # seconds this scene has run: glows and hops pulse on it
        self.anim = Animator(app.settings.speed)
        self.anim.instant = app.autoplay
        self.toast = Toast()
        self.focus = TargetLayer(lambda: app.sound("click"), lambda: self.clock)
        self.sprites = SpriteLayer(self.anim)
        self.banner = Celebration(self.anim)
        self.display: Display[S] = Display(match.game, match.state, self.viewer)
        self._bot_action: A | None = None
        self._decision: Decision[A] | None = None  # a robot still making up its mind
        self._thinking: ThinkingScene | None = None
        self._seen_turn: tuple[int, int] | None = None  # (seat, history length) already announced
        self._viewer: int | None = None  # the human seat whose secrets are on screen
        self._finished = False
        self.paused = False
        self.director: Director | None = None  # a classroom demo steering this game: it never saves

    @property
    def animating(self) -> bool:
        return self.anim.busy or self.display.pending or self._bot_action is not None or self._decision is not None

    @property
    def view(self) -> Any:
        """What the viewer may see of the position on screen: the only thing a table draws from."""
        return self.display.view

    def ready(self) -> bool:
        """A person may choose now: their turn, in front of the screen, which shows the latest position."""
        return (self.is_human_turn() and self._viewer == self.current and not self.anim.busy
                and self.display.settled)

    # -- seats --------------------------------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.match.config.seats

    @property
    def current(self) -> int:
        return self.match.current_player

    def is_human_turn(self) -> bool:
        return (not self.match.is_over and self.seats[self.current].is_human and self._bot_action is None
                and self._decision is None)

    def viewer(self) -> int | None:
        """Whose secret information may be drawn now (None: nobody's, e.g. a curtain is due)."""
        return self._viewer

    # -- lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.anim.speed = self.app.settings.speed

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False
        self.anim.speed = self.app.settings.speed

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        self.toast.update(dt)
        if not self.paused:
            self._step()
        self.refresh()

    def _step(self) -> None:
        """Show the next event, or once all are shown, play on."""
        if self._decision is not None and self._decision.ready:  # a robot made up its mind: show how
            self._bot_action, self._decision = self._decision.result(), None
            self.show_bot_steps(self._bot_action)
        while True:
            if self.anim.busy:
                if not self.anim.instant:
                    return
                self.anim.update(0.0)  # autoplay: every animation ends at once
                continue
            shown = self.display.next_event()
            if shown is None:
                break
            self.play_event(*shown)
        if self._decision is not None:
            return  # the bubble keeps thinking; the frame never waits
        if self._bot_action is not None:
            action, self._bot_action = self._bot_action, None
            self._close_thinking()
            if self.submit(action):
                self._step()  # its first event starts in this same frame
            return
        self._advance()

    def _advance(self) -> None:
        """Start whatever comes next: the end, a new turn, or a computer's move."""
        if self.director is not None and not self.director.may_go_on():
            return  # a demo waits for the teacher (or its own pause) between moves
        if self.match.is_over:
            if not self._finished:
                self._finished = True
                if self.director is None:
                    self.app.saves.clear()
                self.finale()
            return
        turn = (self.current, len(self.match.history))
        if self._seen_turn != turn:
            first_visit = self._seen_turn is None or self._seen_turn[0] != self.current
            self._seen_turn = turn
            seat = self.seats[self.current]
            if seat.is_human and self._needs_curtain():
                self._viewer = None
                self.app.scenes.push(CurtainScene(self.app, seat, lambda: self._reveal(self.current)))
                return
            if seat.is_human or self.director is not None:  # a demo looks over each robot's shoulder
                self._viewer = self.current
            if first_visit:
                self.on_turn_start(self.current)
            if not seat.is_human:
                self._start_bot()

    def _needs_curtain(self) -> bool:
        humans = sum(1 for s in self.seats if s.is_human)
        return (self.hidden_information and self.app.settings.curtain and humans > 1
                and not self.app.autoplay and self._viewer != self.current)

    def _reveal(self, seat: int) -> None:
        self._viewer = seat
        self.on_turn_start(seat)

    def _start_bot(self) -> None:
        if not self.app.autoplay:
            if self.director is None:  # a demo keeps its own panel on top, with the teacher's keys
                self._thinking = ThinkingScene(self.app, self.seats[self.current], self.open_pause, self.thinking_at)
                self.app.scenes.push(self._thinking)  # a bubble that lets the board below keep moving
            self.anim.wait(BOT_THINK_SECONDS / max(self.anim.speed, 0.01))
        self._decision = Decision(self.match.bot_choice, inline=self.app.autoplay)

    def _close_thinking(self) -> None:
        if self._thinking is not None:
            self.app.scenes.pop(self._thinking)
            self._thinking = None

    # -- actions ------------------------------------------------------------------------------------
    def submit(self, action: A) -> bool:
        """Play `action`; on a refusal show the rules' kind message. Returns True if played."""
        try:
            self.match.play(action)
        except IllegalAction as refusal:
            self.refuse(str(refusal))
            return False
        try:
            if self.director is None:  # a demo game never touches the family's save
                self.app.saves.save(self.match)
        except OSError as exc:
            log.error("could not save the game: %s", exc)
            self.toast.show("We couldn't save the game on this computer, but you can keep playing.")
        self.display.follow(self.match.state)
        self.on_played(action)
        return True

    def refuse(self, message: str) -> None:
        self.app.sound("error")
        self.toast.show(message)

    # -- input --------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.open_pause()
            return
        if intent.kind == Kind.HELP:
            from .rulebook import RulesScene

            self.app.scenes.push(RulesScene(self.app, self.game_id))
            return
        if self.anim.busy and intent.kind == Kind.PRESS:
            self.anim.finish()  # a click hurries the animation; it never skips a rule
            return
        if self.focus.handle(intent):
            return
        if self.is_human_turn():
            self.handle_game(intent)

    def open_pause(self) -> None:
        self.app.scenes.push(PauseScene(self.app, self.game_id, self.back_to_menu))

    def back_to_menu(self) -> None:
        from .menu import MenuScene

        self.app.scenes.push(FadeScene(self.app, lambda: self.app.scenes.reset(MenuScene(self.app))))

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_game(surface)
        self.focus.draw(surface)
        self.sprites.draw(surface)
        self.banner.draw(surface, self.banner_centre(), self.clock)
        self.toast.draw(surface)

    def banner_centre(self) -> tuple[int, int]:
        """Where celebrations pop up (the middle of the board; games may move it)."""
        return (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)

    def draw_turn_badge(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Whose turn the screen shows (it moves on when the last move has landed)."""
        if self.display.over:  # the tally and the results take over: nobody's turn
            return
        turn_badge(surface, rect, self.seats[self.display.turn])

    # -- hooks for the game subclass -----------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def handle_game(self, intent: Intent) -> None:
        raise NotImplementedError

    def play_event(self, event: Any, before: Any, after: Any) -> None:
        """Animate one event the rules reported; `before`/`after` are the viewer's observations."""

    def on_played(self, action: A) -> None:
        """An action was just played (forget a half-made choice, a preview...)."""

    def refresh(self) -> None:
        """Rebuild targets and buttons for the position now on screen (every frame; cheap if unchanged)."""

    def show_bot_steps(self, action: Any) -> None:
        """Tweens that show a computer's choice step by step before it is played."""

    def locate(self, where: Any) -> pygame.Rect | None:
        """Where the table draws `where`, a thing a rule note of the game's teach module points at."""
        return None

    def on_turn_start(self, seat: int) -> None:
        """A new seat's turn begins (after any curtain)."""
        self.app.sound("turn")

    def finale(self) -> None:
        """The game just ended: show the results (games may run a tally first, then call this)."""
        if self.director is not None:
            self.director.game_over()
            return
        if self.app.autoplay:
            return
        self.app.sound("win")
        self.app.scenes.push(ResultsScene(self.app, self))


class ResultsScene(Scene):
    """Winner's celebration with everyone's score; play again or go to the menu."""

    opaque = False

    def __init__(self, app: App, game: GameScene) -> None:
        super().__init__(app)
        self.game = game
        self.t = 0.0
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.focus.add(Button(pygame.Rect(340, 610, 280, 80), "Play again", self._again,
                              icon="ui/play.png", fill=GREEN))
        self.focus.add(Button(pygame.Rect(660, 610, 280, 80), "Menu", game.back_to_menu,
                              icon="ui/home.png", fill=YELLOW))

    def _again(self) -> None:
        import random

        old = self.game.match
        start_game_scene(self.app, Match(old.game, old.config, random.randrange(2**31)))

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.game.back_to_menu()
        else:
            self.focus.handle(intent)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        outcome = self.game.match.outcome
        if outcome is None:
            return
        seats = self.game.seats
        names = " & ".join(seats[w].name for w in outcome.winners)
        headline = f"{names} win{'s' if len(outcome.winners) == 1 else ''}!"
        bounce = int(8 * abs(((self.t * 2) % 2) - 1))
        text.draw(surface, headline, 60, (LOGICAL_SIZE[0] // 2, 40 + bounce), YELLOW, anchor="midtop", outline=4)
        order = sorted(range(len(seats)), key=lambda i: -outcome.scores[i])
        width = 250
        left = (LOGICAL_SIZE[0] - len(order) * width - (len(order) - 1) * 20) // 2
        for k, i in enumerate(order):
            seat = seats[i]
            rect = pygame.Rect(left + k * (width + 20), 170, width, 400)
            panel(surface, rect, PAPER if i not in outcome.winners else (255, 240, 170), radius=24)
            portrait(surface, seat.character, (rect.centerx, rect.top + 100), 150, ring=player_rgb(seat.colour))
            player_mark(surface, seat.colour, (rect.right - 34, rect.top + 34), 20)
            text.draw(surface, seat.name, 32, (rect.centerx, rect.top + 200), INK, anchor="midtop")
            text.draw(surface, str(outcome.scores[i]), 72, (rect.centerx, rect.top + 250), RED, anchor="midtop",
                      outline=3, outline_colour=INK)
            if i in outcome.winners:
                text.draw(surface, "Winner!", 30, (rect.centerx, rect.bottom - 50), GREEN, anchor="midtop")
        self.focus.draw(surface)


def start_game_scene(app: App, match: Match) -> GameScene | None:
    """Save the new match and fade from whatever is showing into its game scene (menu below it)."""
    from .menu import MenuScene

    cls = scene_class(match.game.info.id)
    if cls is None:
        return None
    app.saves.save(match)
    scene = cls(app, match)

    def swap() -> None:
        app.scenes.reset(MenuScene(app))
        app.scenes.push(scene)

    if app.autoplay:
        swap()
    else:
        app.scenes.push(FadeScene(app, swap))
    return scene

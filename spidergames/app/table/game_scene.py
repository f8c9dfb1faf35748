"""The table kit's front door: the table every game's scene subclasses, on the shared turn loop.

A game scene is a view and controller over its match's link (`self.match`, a `core.seat_link.SeatLink`:
sights of the position, never the state). The turn loop (`turns.TurnLoop`) shows the rules' events one
at a time (`self.display`, drawn from the viewer's observation `self.view`), hands actions to the link
(an illegal one is refused with the rules' kind message; the link keeps the game), runs the robots'
turns (a "thinking…" bubble, the bot's steps shown at a child's pace; a beat before the next seat plays
while a person may still press Oops) and the pass-the-device curtain before secret information. The
table adds what every game shows: sprites, glowing targets, a celebration banner, the caption, Help and
Oops, the menu button with the pause menu behind it, and the end of the game.

A game subclass, `GameScene[State, Action, Observation, Event]` with its own types, implements (abstract
here):
- `draw_game(surface)`: the table, read-only, from `self.view` (the match's link hands out no state);
- `play_event(event, before, after)`: start the animation of one event the rules reported;
- `refresh()`: rebuild its targets and buttons when the position or the choice changes;
- `handle_game(intent)` for clicks that are not on a target (the rules then say why);
- `read_places()`: where the kit's pieces sit (menu button, thinking bubble, Help, Oops, a hint's reason,
  the caption), read from the game's Tiled map with `anchors.kit_places` (moved in Tiled, moved in the game);
and optionally `show_bot_steps(action)`, `on_played(action)`, `on_turn_start(seat)` and `finale()`;
- for a move made in several steps, `hint_target(action)` (what to glow for the next step of a hinted move).
- for the classroom demo, `teach` (its teach module) and `locate(where)`: where a rule note points.

The table is laid out in the game's map for the 16:9 canvas (`LOGICAL_SIZE`, 1280x720). A game whose map
also lays it out for a narrower canvas (issue #30: 1152 for 16:10, 960 for 4:3) says so in `table_widths`;
on a canvas it has no layout for, its table is drawn at 1280x720 fitted into the canvas (`canvas.py`).
How a game adds a width: `tiled.py`'s docstring.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Collection
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...core.seat_link import SeatLink
from .. import assets, canvas
from ..input import Intent, Kind
from ..music import Tune
from ..scenes.overlays import MENU_SIDE, FadeScene, GameControls, PauseScene, ThinkingScene, menu_button
from ..switch_scan import Group, Scan, grouped, lead, switched
from ..ui.theme import LOGICAL_SIZE
from ..ui.toast import Toast
from ..ui.widgets import Button, FocusGroup
from ..words import game_words
from .anchors import KitPlaces
from .assist import Assist, Place
from .banner import Celebration
from .caption import CaptionBar, Line, your_turn
from .demo import Teach
from .focus_words import CHOOSE, HELP, MENU, OOPS
from .layers import Layer, Part, around, bare, part
from .opening import open_new_game
from .seats import turn_badge
from .sprites import SpriteLayer
from .targets import Target, TargetLayer
from .turns import BOT_THINK_SECONDS, CURTAIN_BEAT, A, E, S, TurnLoop, V

if TYPE_CHECKING:
    from ..application import App

__all__ = ["BOT_THINK_SECONDS", "CURTAIN_BEAT", "GameScene"]  # the turn loop's beats, which tables time by


class GameScene(TurnLoop[S, A, V, E]):
    """The table over the turn loop; a game's scene subclasses it with its own state, action, observation
    and event types, draws its table and offers its targets."""

    # Where the kit's pieces sit, set from the game's Tiled map (`read_places`) when the scene is made
    caption_at: pygame.Rect | None  # where the caption sits, on free table (None: no room)
    thinking_at: tuple[int, int]  # midtop of the "thinking…" bubble
    menu_at: tuple[int, int]  # top-left of the menu button
    assist_at: Place  # Help, Oops and the hint's reason
    teach: Teach | None = None  # the game's teach module: the rule behind each move (classroom demo)
    says_where_it_draws = True  # what it draws over the still layer is handed to `trail.drawn`

    def __init__(self, app: App, match: SeatLink[S, A, V, E]) -> None:
        super().__init__(app, match)
        self.layout_size = canvas.table_size(self.table_widths())  # before the game reads its places
        self.clock = 0.0  # seconds this scene has run: glows and hops pulse on it
        self.toast = Toast()
        self.focus = TargetLayer(lambda: app.sound("click"), lambda: self.clock)
        self.sprites = SpriteLayer(self.anim)
        self.banner = Celebration(self.anim)
        self.caption = CaptionBar()
        self._said_now: list[Line] = []
        self._focus_said = 0  # the focus moves already said (`speak_focus`)
        self.still = Layer()  # what stands still on the table, composed again only when it changes
        self.badge_at: pygame.Rect | None = None  # where the turn badge was last drawn (no pop-up covers it)
        self.paused = False
        self._handed_on = False  # a fresh table took the link on (`reopen`): leaving this one keeps it
        places = self.read_places()
        self.menu_at, self.thinking_at, self.assist_at = places.menu, places.thinking, places.assist
        self.caption_at = places.caption
        self.menu_button = self.focus.add(menu_button(pygame.Rect(self.menu_at, (MENU_SIDE, MENU_SIDE)),
                                                      self.open_pause))
        self.controls = GameControls(self.open_pause, self.open_rules, self.menu_button)
        self.assist = Assist(self, self.assist_at)
        self.scan = Scan(lambda: app.settings.scan_pace, lambda: self.clock)  # one switch (Settings)

    def table_widths(self) -> Collection[int]:
        """The canvas widths the game's map lays the table out for (`tiled.TiledLayout.widths`); a game
        reads its layer for the canvas with `tiled.TiledLayout.layer_for`. Here: the 16:9 design only."""
        return (LOGICAL_SIZE[0],)

    @abstractmethod
    def read_places(self) -> KitPlaces:
        """Where the kit's pieces sit on this table, from the game's Tiled map (`anchors.kit_places`):
        every game's map holds them, so none is a pixel in a scene."""

    @property
    def animating(self) -> bool:
        """The table moves, the one-switch scan steps on by itself, or a move made at another computer has
        come (a projector nobody touches would sleep through it): the app stays awake, or wakes, for each."""
        return self.moving or bool(self.scan.lit()) or self.match.waiting()

    @property
    def moving(self) -> bool:
        """Something on the table moves or is still to be shown (the one-switch scan waits for it)."""
        return (self.anim.busy or self.display.pending or self.robot_busy or self.toast.visible
                or self.caption.pending or self.assist.busy or self.assist.waiting or self.presentation.animating)

    @property
    def music(self) -> Tune:
        """The game's theme: the game names it, never what happens in it (no tune tells a secret)."""
        return Tune(self.game_id)

    @property
    def view(self) -> V:
        """What the viewer may see of the position on screen: the only thing a table draws from."""
        return self.display.view

    def ready(self) -> bool:
        """A person may choose now: their turn, in front of the screen, which shows the latest position."""
        return (self.is_human_turn() and self._viewer == self.current and not self.anim.busy
                and self.display.settled)

    # -- lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.anim.speed = self.app.settings.speed

    def exit(self) -> None:
        """Left for good: a robot's choice or a Help plan still coming is cancelled, and what only this
        game drew (its still picture, its pictures' caches) is freed; the children's time here is kept.
        The link is left too (a connection to another computer closes), unless a fresh table took it on."""
        self.keep_time()
        self.stop_robot()
        self.assist.stop()
        self.still.forget()
        assets.leave_scene()
        self.app.game_left = True  # the menu collects what it left in reference cycles (`MenuScene.update`)
        self.app.forget_clips()
        if not self._handed_on:
            self.match.leave()

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False
        self.scan.restart()  # back from the menu, the rules or the curtain: the scan from its first group
        self.anim.speed = self.app.settings.speed

    def update(self, dt: float) -> None:
        self.clock += dt
        was_busy = self.anim.busy
        self.anim.update(dt)
        self._settling = was_busy and not self.anim.busy and not self.anim.instant
        self.toast.update(dt)
        if not self.paused:
            if self.presentation.saves:  # a family's play (never a demo's) counts towards a break
                self.app.breaks.tick(dt)
            self.assist.run_down(dt)  # before the turn loop, which starts the next seat on the frame the beat ends
            self._step()
            now, said = self.caption_now(), self._told[-1:]  # the latest line told this frame
            if now != self._said_now:  # the turn prompt is spoken once, when it appears
                self._said_now = now
                said += now  # with what just landed: one prompt, so the newer does not cut the older off
            self.say(said)
            self._told.clear()
            self.caption.follow(now)
            self.presentation.update(self, dt)
            self._tell_shown()
        self.refresh()
        self.assist.update()
        self._menu_last()
        self.speak_focus()
        self._follow_scan()

    def _tell_shown(self) -> None:
        """Tell the link how far the table has shown the game: the newest position once it is on the table
        whole with what the presentation adds (the projector's arrow grown), else the one before it (the
        host's robots wait for every table, so none falls further behind). Told from the table's first
        frame: its robots wait for it from then (hot seat's link: nobody waits)."""
        whole = (self.display.caught_up and self.display.settled and not self.anim.busy
                 and not self.presentation.animating)
        self.match.shown(self.display.latest.version - (0 if whole else 1))

    def _follow_scan(self) -> None:
        """One switch: the scan moves on while a person may choose and nothing moves, and during the
        Oops beat after their move (`oops_groups`); the keyboard focus follows it, so what a focused
        choice previews (a push, a walk) shows, and is said, for it too."""
        if not self.scan.on:
            return
        still = self.ready() and not self.moving and not self.paused
        self.scan.follow(self.scan_groups() if still else self.oops_groups())
        lead(self.scan, self.focus)  # a move of the focus: the spoken focus says it, as for keys or a pad

    def oops_groups(self) -> list[Group] | None:
        """During the Oops beat (the move has landed, the next seat waits), Oops first, then the menu: a
        child with one switch can take their move back too. None at any other time nobody may choose."""
        oops = self.assist.oops
        beat = (self.assist.waiting and not self.paused and not self.anim.busy and oops.enabled
                and any(b is oops for b in self.focus.buttons))
        return [(oops,), (self.menu_button,)] if beat else None

    def page_focus(self) -> FocusGroup | None:
        """None: the table scans its turn (`scan`) and says its focus (`speak_focus`) itself."""
        return None

    def scan_groups(self) -> list[Group]:
        """The one-switch scan: this turn's choices grouped by kind (`scan_kind`), in keyboard order,
        then the kit's buttons as one group. A game may order them so a turn takes fewer presses."""
        kit = [b for b in (*self.aside(), self.assist.help, self.assist.oops, self.menu_button)
               if any(b is on for on in self.focus.buttons) and b.enabled]
        play = [b for b in self.focus.buttons if b.enabled and not any(b is k for k in kit)]
        return [*grouped(play, self.scan_kind), tuple(kit)]

    @staticmethod
    def scan_kind(button: Button) -> object:
        """What a choice is grouped with in the scan: targets by their action's kind, a button alone."""
        if isinstance(button, Target):
            return (type(button.action), type(button.tag))
        return id(button)

    def _menu_last(self) -> None:
        """Keep the buttons `aside` from play, then Help, Oops and the menu button last in keyboard order,
        after the table's own buttons and targets: Tab walks this turn's choices first (Shift+Tab from
        the first glowing tile is the Labyrinth's "Stay here", not Oops)."""
        buttons = self.focus.buttons
        last = [b for b in (*self.aside(), self.assist.help, self.assist.oops, self.menu_button) if b in buttons]
        if last and buttons[-len(last):] != last:
            focused = self.focus.focused
            buttons[:] = [b for b in buttons if b not in last] + last
            self.focus.focus = buttons.index(focused) if focused is not None else -1

    def aside(self) -> list[Button]:
        """The scene's buttons that are not this turn's choices (Something Wild's Power card, which opens
        its rule): after the choices in keyboard order."""
        return []

    def say(self, lines: list[Line]) -> None:
        """Speak caption lines for children who cannot read yet (never in autoplay; a demo says its rules)."""
        if lines and self.presentation.says_captions:
            self.app.speech.say_lines(lines, self.seats)

    def speak_focus(self) -> None:
        """Say the choice a child just moved the focus onto (keys, a pad), once per move, when Settings'
        spoken focus and the voice are on: "Roll!", "Push here!" for children who cannot read."""
        moves = self.focus.moves
        if moves == self._focus_said:
            return
        self._focus_said = moves
        if not self.app.settings.spoken_focus or not self.presentation.says_captions:
            return
        line = self.focus_words(self.focus.focused)
        if line is not None:
            self.app.speech.say_choice(line)

    def focus_words(self, button: Button | None) -> Line | None:
        """The fixed words naming `button` when the focus reaches it (`focus_words`): Help, Oops and the
        menu here; a game names its own targets and buttons (and calls this for the rest)."""
        kit = {id(self.assist.help): HELP, id(self.assist.oops): OOPS, id(self.menu_button): MENU}
        if button is None:
            return None
        return kit.get(id(button), CHOOSE if isinstance(button, Target) else None)

    def thinking_bubble(self, seat: int, *, playing: bool = False) -> ThinkingScene:
        """The "NAME is thinking" bubble of a robot's turn ("NAME is playing": a person at another
        computer), kept off what the table must show."""
        bubble = ThinkingScene(self.app, self.seats[seat], self.controls, self.thinking_at,
                               lambda: (self.keep_clear(), self.keep_in_sight()), playing=playing)
        bubble.layout_size = self.layout_size  # it sits on the table, drawn fitted with it
        return bubble

    # -- input --------------------------------------------------------------------------------------
    def pad_person(self) -> int | None:
        """Whose pad may act now, counted among the people in seat order (`pad.serves`): the child on
        turn, or during the Oops beat the child who may still take the move back; None on a robot's turn
        and after the game (any pad may pause then)."""
        beat = self.assist.beat
        seat = beat.seat if beat is not None and self.assist.waiting else self.current
        if self.match.is_over or not self.seats[seat].is_human:
            return None
        return sum(1 for s in self.seats[:seat] if s.is_human)

    def handle(self, intent: Intent) -> None:
        self._menu_last()
        if intent.kind == Kind.BACK:
            self.open_pause()
            return
        if intent.kind == Kind.HELP:
            self.open_rules()
            return
        if intent.kind == Kind.HINT:  # H: Help, when it may be pressed
            self.assist.ask(keyboard=True)
            return
        if intent.kind == Kind.ERASE:  # Backspace: Oops, when it may be pressed
            self.assist.take_back()
            return
        if switched(self.scan, intent):
            chosen = self.scan.press()  # one switch: any press is the switch, wherever the pointer is
            if chosen is not None:
                self.focus.focus_on(chosen)
                self.focus.handle(Intent(Kind.ACTIVATE))
            return
        if (intent.kind == Kind.PRESS and intent.pos is not None
                and self.focus.at(intent.pos) in (self.menu_button, self.assist.oops)):
            self.focus.handle(intent)  # the menu button and Oops work at any moment, even mid-animation
            return
        at, pos = self.caption_at, intent.pos
        if intent.kind == Kind.PRESS and at is not None and pos is not None and at.collidepoint(pos):
            self.app.speech.again()  # "say it again": tap the caption
            return
        if self.anim.busy and intent.kind == Kind.PRESS:
            self.anim.finish()  # a click hurries the animation; it never skips a rule
            return
        if self.focus.handle(intent):
            return
        if self.is_human_turn():
            self.handle_game(intent)

    def open_pause(self) -> None:
        again = self.restart if self.match.starts_again() else None  # across computers: the host's room
        self.app.scenes.push(PauseScene(self.app, self.game_id, self.back_to_menu, again))

    def open_rules(self) -> None:
        from ..scenes.rulebook import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.game_id))

    def restart(self) -> None:
        """The same players start this game again from the beginning (a new deal, new dice)."""
        open_new_game(self.app, self.match.game, self.match.config)

    def reopen(self) -> None:
        """Show the match afresh (after a take-back): a new scene, the same person in front of it."""
        fresh = type(self)(self.app, self.match)
        fresh._viewer, fresh.presentation = self._viewer, self.presentation
        self._handed_on = True  # the link goes on under the fresh table
        self.app.scenes.pop(self)
        self.app.scenes.push(fresh)

    def back_to_menu(self) -> None:
        from ..scenes.menu import MenuScene

        self.app.scenes.push(FadeScene(self.app, lambda: self.app.scenes.reset(MenuScene(self.app))))

    # -- drawing ------------------------------------------------------------------------------------
    def rehearse(self, surface: pygame.Surface) -> None:
        """Draw the table on `surface`, which nobody sees, once as each seat's turn and once as it is:
        what it shows is loaded and scaled, and each seat's panel as the one playing and its turn badge
        are painted, while the scene is prepared during the fade, not on the frame a turn first passes
        (a panel or badge painted then cost that frame 1-3 ms). Only the screen's turn is moved.
        Every game's words are loaded here too (`words.game_words`: a name spoken or a value put in words
        asks them all): importing them made the frame of the first spoken line Yahtzee's worst, 20-45 ms.
        Each robot's thinking bubble is measured, its words rendered with one to three dots, as well: on
        the frame its first turn begins they cost 0.3-0.5 ms more, with the table composed again."""
        game_words()
        shown = self.display.turn
        try:
            for seat in range(len(self.seats)):
                self.display.turn = seat
                self.draw(surface)
        finally:
            self.display.turn = shown
        self.draw(surface)
        for seat, who in enumerate(self.seats):
            if not who.is_human:
                self.thinking_bubble(seat).bubble_rect()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_game(surface)
        self.focus.draw(surface)
        self.sprites.draw(surface)
        if self.caption_at is not None and not self.assist.hides(self.caption_at, surface.get_rect()):
            self.caption.draw(surface, self.caption_at, self.caption_now, self.seats)
        self.presentation.draw(self, surface)
        self.assist.draw(surface, self.clock)
        self.banner.draw(surface, self.banner_centre(), self.clock)
        self.toast.draw(surface, keep_clear=self.keep_clear(),
                        rather=self.keep_in_sight() + ([self.caption_at] if self.caption_at else []))
        self.scan.draw(surface)

    def keep_clear(self) -> list[pygame.Rect]:
        """What no pop-up (the Help bubble, the thinking bubble, a refusal) may cover: the turn badge,
        this turn's targets and every button (the choices, Help, Oops, the menu)."""
        rects = [b.rect for b in self.focus.buttons]
        if self.badge_at is not None and not self.display.over:
            rects.append(self.badge_at)
        return rects

    def keep_in_sight(self) -> list[pygame.Rect]:
        """What a pop-up had rather leave in view too, where it can (a seat's counts, say)."""
        return []

    def caption_now(self) -> list[Line]:
        """Once the screen has caught up (every event shown, so the turn badge has moved on): whose turn
        it is and, for the person in front of it, what to do. Never while the last move still walks or
        flies: its player's turn may be about to pass. Nor during the Oops beat: the next seat's turn has
        not begun, and a friend called to the screen now would see the cards of the child who may still
        take the move back."""
        if self.display.over or not self.display.caught_up or self.assist.waiting:
            return []
        seat = self.turn_shown
        human = self.seats[seat].is_human and self.match.here(seat)  # a child at another computer is "playing"
        now = [your_turn(seat, human)]
        if human and self.ready() and self.captions is not None:
            to_do = self.captions.to_do(self.view, self.match.legal_actions())
            now += [to_do] if to_do is not None else []
        return now

    def banner_centre(self) -> tuple[int, int]:
        """Where celebrations pop up (the middle of the board; games may move it)."""
        return (self.layout_size[0] // 2, self.layout_size[1] // 2)

    def turn_badge_part(self, rect: pygame.Rect) -> Part:
        """The still part of `rect` that shows whose turn the screen shows (it moves on when the last
        move has landed); nothing once the tally and the results take over."""
        self.badge_at = self.beside_menu(rect)
        if self.display.over:
            return part(around(rect), bare)
        return part(around(rect), turn_badge, rect=self.badge_at, seat=self.seats[self.turn_shown])

    @property
    def turn_shown(self) -> int:
        """Whose turn the badge, the seat panels and the caption show: the screen's (it moves on when the
        last move has landed), held by the person who just decided while their Oops beat runs: the next
        seat's turn has not begun, and that person's cards are still on the table."""
        beat = self.assist.beat
        return beat.seat if beat is not None and self.assist.waiting else self.display.turn

    def beside_menu(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` shortened so that it ends before the menu button (where a game puts both in one place)."""
        menu = self.menu_button.rect
        if not menu.colliderect(rect):
            return rect
        if menu.centerx <= rect.centerx:
            left = menu.right + 10
            return pygame.Rect(left, rect.top, rect.right - left, rect.height)
        return pygame.Rect(rect.left, rect.top, menu.left - 10 - rect.left, rect.height)

    # -- hooks for the game subclass -----------------------------------------------------------------
    @abstractmethod
    def draw_game(self, surface: pygame.Surface) -> None:
        """Draw the table, read-only, from `self.view`."""

    @abstractmethod
    def handle_game(self, intent: Intent) -> None:
        """A person's click or key that no target took (the rules then say why it is not a move)."""

    @abstractmethod
    def refresh(self) -> None:
        """Rebuild targets and buttons for the position now on screen (every frame; cheap if unchanged)."""

    def hint_target(self, action: A) -> Button | None:
        """What to glow for a hinted `action`: its target; a scene whose moves take several steps
        (turn the tile, then push) returns the button or target of the next step."""
        for button in self.focus.buttons:
            if getattr(button, "action", None) == action:
                return button
        for button in self.focus.buttons:  # a plain button offered for one choice: partial(submit, action)
            click = button.on_click
            if isinstance(click, partial) and click.args[-1:] == (action,):
                return button
        return None

    def locate(self, where: Any) -> pygame.Rect | None:
        """Where the table draws `where`, a thing a rule note of the game's teach module points at."""
        return None

    def finale(self) -> None:
        """The game just ended: show the results (games may run a tally first, then call this)."""
        self.presentation.game_over(self)

"""The classroom demo: computer players play a whole game slowly, and every move names its rule.

"Watch and learn" on the menu, or `spidergames --demo GAME [--players N] [--seed S]`. The game is
played by normal robots through the game's real scene, which the demo steers (the scene's `presentation`
is `Directed` by it): the scene asks `may_go_on()` before each move, and never saves. Under it, the kit's rule panel
(`table/demo.py`) shows the rule the move follows, with an arrow at what it is about. The table is
drawn a little smaller, above the panel, so that the whole board stays in sight of the class.

It opens on a big "Press Space or click to start" card (said aloud too) and nothing moves until
the teacher starts it: Space, a click or P then plays on its own. The teacher needs one key or a
clicker: Space or Right (Page Down) = next move, and the demo then waits after every move; P = play
on its own or pause; Left (Page Up) = one move back (the match is replayed from its seed, so the
position is exactly the one shown before, `core.rewind`); Esc = the menu. Playing on its own, after the results a
countdown the class can see (the number, and the Next button's rim running down) starts the next
seed, so it can run as an attract loop; a click or P stops it and the results stay. The same
controls are big buttons on the panel.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...core.protocol import GameConfig, Seat
from ...core.registry import game_ids, load_game, load_info
from ...core.rewind import Rewindable
from ...core.seat_link import SeatLink, Sight
from ..games import scene_class
from ..i18n import _, ngettext
from ..input import Intent, Kind
from ..music import Tune
from ..scene import Scene
from ..seat_names import default_name
from ..table import demo as kit
from ..table.game_scene import GameScene
from ..table.presentation import Directed
from ..table.results import ResultsScene
from ..ui import text
from ..ui.countdown import running_down
from ..ui.draw import dim
from ..ui.record import Recorder
from ..ui.theme import BLUE, GREEN, INK, PAPER, RED, SKY, YELLOW
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop
from .overlays import FadeScene

if TYPE_CHECKING:
    from ..application import App

LEVEL = "normal"
COLOURS = ("red", "blue", "green", "yellow")
READ_SECONDS = 2.5  # playing on its own: each move's rule stays this long before the next move
RESULTS_SECONDS = 8.0  # the results stay this long before the next game starts
MUSIC_Y = 450  # the chooser's Music row: Quiet (half the family's music volume) or Off
EPS = 1e-9  # frame times add up with rounding errors: 8 s of 1/60 s frames must count as 8 s


def demo_players(game_id: str) -> range:
    """How many robots a demo of this game may seat."""
    info = load_info(game_id)
    return range(info.min_players, info.max_players + 1)


def demo_config(game_id: str, players: int) -> GameConfig:
    """`players` normal robots in the seat colours, each with the game's next character."""
    info = load_info(game_id)
    return GameConfig(tuple(Seat(default_name(True, i + 1), LEVEL, COLOURS[i],
                                 info.characters[i % len(info.characters)]) for i in range(players)))


class DemoScene(Scene):
    """One demo game after another, steered by the teacher (or on its own)."""

    def __init__(self, app: App, game_id: str, *, players: int = 2, seed: int = 1, playing: bool = True) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.config = demo_config(game_id, players)
        self.playing = playing  # once started: on its own, or waiting after every move
        self.begun = app.autoplay  # the start card waits for the teacher (nobody waits in autoplay)
        self._said_start = False
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.controls = [
            self.focus.add(kit.Control(pygame.Rect(0, 0, kit.BUTTON, kit.BUTTON), lambda: "back", self.back, SKY)),
            self.focus.add(kit.Control(pygame.Rect(0, 0, kit.BUTTON, kit.BUTTON),
                                       lambda: "pause" if self.playing else "play", self.toggle, GREEN)),
            self.focus.add(kit.Control(pygame.Rect(0, 0, kit.BUTTON, kit.BUTTON), lambda: "next", self.next, YELLOW)),
            self.focus.add(kit.Control(pygame.Rect(0, 0, kit.BUTTON, kit.BUTTON), lambda: "menu", self.to_menu, RED)),
        ]
        self.games = 1  # games started (the attract loop counts on)
        self.panel = kit.panel_at(self.layout_size, len(self.controls))
        for button, rect in zip(self.controls, kit.control_rects(self.panel, len(self.controls)), strict=True):
            button.rect = rect
        self.arrow: list[tuple[float, float]] = []  # the arrow's path as drawn this frame (none: no arrow)
        self._route: tuple[object, list[tuple[float, float]]] = (None, [])  # worked out for these words
        self.target: pygame.Rect | None = None  # what the rule on the panel is about
        self.seed = seed
        self._start(Rewindable(load_game(game_id), self.config, seed), notes=[])

    # -- the game under the panel ------------------------------------------------------------------
    def _start(self, match: SeatLink[Any, Any, Any, Any], *, notes: list[kit.Note]) -> None:
        """Show `match` in a fresh game scene steered by this demo (which made it: it never saves)."""
        cls = scene_class(self.game_id)
        assert cls is not None, f"{self.game_id} has no scene"
        old = getattr(self, "game", None)
        if old is not None:
            old.exit()
        self.match = match
        self.game: GameScene[Any, Any, Any, Any] = cls(self.app, match)
        self.game.presentation = Directed(self.app, self)
        self.game.enter()
        self.game.focus.buttons.remove(self.game.menu_button)  # the panel has the teacher's own menu button
        # the game draws here (its words noted) at the size it laid out for, then shrinks onto the screen
        self._table = Recorder(self.game.layout_size, from_pictures=True)
        self.table = table_rect(self.panel, self.game.layout_size)
        self.notes = notes  # notes[i]: the rule move i followed
        self.coming: kit.Note | None = None  # the rule of the move a robot is showing, before it is played
        self.limit = match.version  # stepping: moves may start while fewer than this were played (no Oops here:
        # the state number counts the moves)
        self.idle = 0.0  # seconds since the last move finished (playing on its own)
        self.results: ResultsScene | None = None
        self.results_time = 0.0
        self._aim()

    @property
    def music(self) -> Tune:
        """The game's theme, the classroom's way: softly, or not at all (`DemoChooser`)."""
        return Tune(self.game_id, demo=True)

    @property
    def read_seconds(self) -> float:
        return 0.0 if self.app.autoplay else READ_SECONDS / max(self.app.settings.speed, 0.01)

    @property
    def results_seconds(self) -> float:
        return 0.0 if self.app.autoplay else RESULTS_SECONDS

    # -- the director's side (the game scene asks) -------------------------------------------------
    def may_go_on(self) -> bool:
        if not self.begun:
            return False
        return self.idle >= self.read_seconds if self.playing else self.match.version < self.limit

    def choosing(self, action: Any) -> None:
        """A robot shows its next move: that move's rule goes up (and is said) now, not after it.

        The rule is worked out on the position after `action`, played on a copy of the match's dice
        (the link's `preview`: the rules are pure), so it is the very note the move will have once played."""
        self.coming = rule_note(self._teach(), self.match.sight(), self.match.preview(action))
        self._say(self.coming)

    def played(self, before: Sight[Any, Any], after: Sight[Any, Any]) -> None:
        """The rule of the move the game just played, from the position before it to the one after."""
        note = rule_note(self._teach(), before, after)
        self.notes.append(note)
        if note != self.coming:  # said already when the robot began to show it
            self._say(note)
        self.coming = None

    def _teach(self) -> kit.Teach:
        teach = self.game.teach
        assert teach is not None, f"{self.game_id} has no teach module"
        return teach

    def game_over(self) -> None:
        self.results = ResultsScene(self.app, self.game)
        self.results.focus.clear()  # the demo's own buttons go on; nobody is asked to play again
        self.results_time = 0.0

    # -- the teacher's side -----------------------------------------------------------------------
    def begin(self, *, playing: bool | None = None) -> None:
        """The teacher started the demo from its start card: on its own (`playing`), or one move."""
        self.begun = True
        self.playing = self.playing if playing is None else playing
        if self.playing:
            self.idle = 0.0  # the opening words stay as long as a rule before the first move
        else:
            self.limit = self.match.version + 1

    @property
    def counting_down(self) -> bool:
        """The results are up and the next game will start on its own."""
        return self.results is not None and self.playing

    @property
    def seconds_left(self) -> int:
        """The countdown's number: whole seconds, rounded up, so it never says 0 while it still waits."""
        return max(1, math.ceil(self.results_seconds - self.results_time - EPS))

    def next(self) -> None:
        """One more move (hurrying the one still on screen), then wait."""
        self.playing = False
        if self.results is not None:
            self.new_game()
        elif self.game.animating:
            self.game.anim.finish()
        else:
            self.limit = self.match.version + 1

    def toggle(self) -> None:
        self.playing = not self.playing
        self.limit = self.match.version
        self.idle = self.read_seconds if self.playing else 0.0  # play goes on at once

    def back(self) -> None:
        """One move back: the link's game as it was a move before (replayed from its seed), and the demo waits."""
        moves = self.match.version
        self.playing = False
        if moves == 0:
            return
        self._start(self.match.rewound(moves - 1), notes=self.notes[:moves - 1])

    def new_game(self) -> None:
        """The next seed's game (after the results, or by hand)."""
        self.games += 1
        self.seed += 1
        self._start(Rewindable(self.match.game, self.config, self.seed), notes=[])

    def to_menu(self) -> None:
        from .menu import MenuScene

        self.app.scenes.push(FadeScene(self.app, lambda: self.app.scenes.reset(MenuScene(self.app))))

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if not self.begun and kind not in (Kind.BACK, Kind.HELP, Kind.POINT, Kind.NEXT, Kind.PREV):
            self._handle_start(intent)
        elif self.counting_down and kind == Kind.PRESS and not self._on_control(intent):
            self.playing = False  # a click anywhere stops the countdown: the results stay
        elif kind == Kind.BACK:
            self.to_menu()
        elif kind == Kind.HELP:
            from .rulebook import RulesScene

            self.app.scenes.push(RulesScene(self.app, self.game_id))
        elif kind == Kind.PLAY:
            self.toggle()
        elif kind == Kind.RIGHT or (kind == Kind.ACTIVATE and self.focus.focused is None):
            self.next()
        elif kind == Kind.LEFT:
            self.back()
        elif kind in (Kind.POINT, Kind.PRESS, Kind.NEXT, Kind.PREV, Kind.ACTIVATE):
            self.focus.handle(intent)

    def _handle_start(self, intent: Intent) -> None:
        """On the start card: P plays on its own, Space, Enter, Right or a click start it; a click on
        the menu button still goes to the menu."""
        if intent.kind == Kind.PLAY:
            self.begin(playing=True)
        elif intent.kind == Kind.PRESS and self._on_control(intent):
            if self.controls[-1].rect.collidepoint(intent.pos or (-1, -1)):
                self.focus.handle(intent)
            else:
                self.begin(playing=self.controls[1].rect.collidepoint(intent.pos or (-1, -1)) or None)
        elif intent.kind in (Kind.PRESS, Kind.RIGHT, Kind.ACTIVATE):
            self.begin()

    def _on_control(self, intent: Intent) -> bool:
        return intent.pos is not None and any(c.rect.collidepoint(intent.pos) for c in self.controls)

    # -- scene ------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.playing or self.game.animating

    def exit(self) -> None:
        self.game.exit()

    def update(self, dt: float) -> None:
        if not self.begun and not self._said_start:  # the start card is said aloud, once
            self._said_start = True
            self.app.speech.say_lines([kit.START], self.config.seats)
        self.game.update(dt)
        self.idle = 0.0 if self.game.animating else self.idle + dt
        if self.results is not None:
            self.results.update(dt)
            self.results_time += dt
            if self.playing and self.results_time >= self.results_seconds - EPS:
                self.new_game()
        self._aim()

    def _aim(self) -> None:
        """The arrow's target: where the rule's thing is drawn, on the shrunken table."""
        note = self.note
        where = self.game.locate(note.where) if note is not None else None
        self.target = self.shown(where) if where is not None else None

    @property
    def note(self) -> kit.Note | None:
        """The rule of the move on screen: the one a robot is showing, else the last one played (none
        before the first move, nor over the results)."""
        if self.results is not None:
            return None
        return self.coming or (self.notes[-1] if self.notes else None)

    def _say(self, note: kit.Note) -> None:
        if not self.app.autoplay:  # the rule is said aloud, for a class that cannot read yet
            self.app.speech.say_lines([note], self.config.seats)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        self._table.marks.clear()
        self.game.draw(self._table)
        if self.results is not None:
            self.results.draw(self._table)
        surface.blit(pygame.transform.smoothscale(self._table, self.table.size), self.table)
        pygame.draw.rect(surface, INK, self.table.inflate(6, 6), 3)
        at, target = self.panel, self.target
        words = kit.draw_panel(surface, at, self.words(self.note), self.small_print(),
                               kit.words_room(at, [c.rect for c in self.controls]))
        self.arrow = self._arrow_route(kit.arrow_starts(at, words, target), target) if target is not None else []
        if target is not None:
            kit.draw_arrow(surface, self.arrow, target)
        self.focus.draw(surface)
        if self.counting_down:  # the Next button's rim runs down with the seconds left
            step = self.controls[2]
            running_down(surface, step.face, step.radius, 1.0 - self.results_time / max(self.results_seconds, 1e-9),
                         BLUE)
        if not self.begun:
            kit.draw_start_card(surface, self.table, _(load_info(self.game_id).label))

    def table_words(self) -> list[pygame.Rect]:
        """Where the letters of every word drawn on the table show on the screen."""
        return [self.shown(m.ink) for m in self._table.marks if m.kind == "text" and m.ink is not None]

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` on the game's table, where it shows on the shrunken one."""
        return on_table(rect, self.table, self._table.get_width())

    def _arrow_route(self, starts: list[tuple[float, float]], target: pygame.Rect) -> list[tuple[float, float]]:
        """The arrow's path round the table's words (all but those on the thing it points at), worked
        out again only when the words or the target move."""
        ring = target.inflate(12, 12)
        texts = [t for t in self.table_words() if not t.colliderect(ring)]
        key = (tuple(starts), tuple(target), tuple(tuple(t) for t in texts))
        if self._route[0] != key:
            room = pygame.Rect(0, 0, self.layout_size[0], self.panel.top)
            self._route = (key, kit.arrow_route(starts, target, texts, room))
        return self._route[1]

    def words(self, note: kit.Note | None) -> str:
        """The panel's sentence: the rule, or how the demo starts and ends."""
        if note is not None:
            return note.text([seat.name for seat in self.config.seats])
        if self.results is not None:
            if self.playing:
                left = self.seconds_left
                return ngettext("Well played! The next game starts in {left} second. Click or press P to stay here.",
                                "Well played! The next game starts in {left} seconds. Click or press P to stay "
                                "here.", left).format(left=left)
            return _("Well played! Press Space for the next game.")
        return _("Watch and learn: computer players show how to play {game}. Space: next move. P: play or pause. "
                 "Left: back.").format(game=_(load_info(self.game_id).label))

    def small_print(self) -> str:
        """For the teacher: which game, move and seed (to show the same game again), and its mode."""
        mode = _("waiting to start") if not self.begun else _("playing") if self.playing else _("paused")
        return _("{game} · move {move} · seed {seed} · {mode}").format(
            game=_(load_info(self.game_id).label), move=self.match.version, seed=self.seed, mode=mode)


def rule_note(teach: kit.Teach, before: Sight[Any, Any], after: Sight[Any, Any]) -> kit.Note:
    """The rule the move from `before` to `after` followed, told as the player who moved sees it."""
    return kit.move_note(teach, before, after, before.current_player)


def table_rect(panel_at: pygame.Rect, picture: tuple[int, int]) -> pygame.Rect:
    """The game table (a `picture` of the size it laid out for: the canvas's shape, issue #30) shrunk,
    same shape, into the room above the rule panel, centred over it."""
    w, h = picture
    height = min(panel_at.top - 2 * kit.MARGIN, panel_at.width * h // w)
    rect = pygame.Rect(0, 0, round(w * height / h), height)
    rect.midtop = (panel_at.centerx, kit.MARGIN)
    return rect


def on_table(rect: pygame.Rect, table: pygame.Rect, across: int) -> pygame.Rect:
    """`rect` on the full-size table, `across` px wide, where it shows on the shrunken one."""
    k = table.width / across
    return pygame.Rect(table.left + round(rect.left * k), table.top + round(rect.top * k),
                       max(1, round(rect.width * k)), max(1, round(rect.height * k)))


def shows_a_demo(game_id: str) -> bool:
    """Whether the robots can show `game_id` in the classroom demo: its scene has a teach module (the
    rule behind each move); a game without one is simply not offered."""
    scene = scene_class(game_id)
    return scene is not None and scene.teach is not None


class DemoChooser(Scene):
    """"Watch and learn": pick the game the robots will show."""

    opaque = False

    def __init__(self, app: App, ids: Sequence[str] | None = None) -> None:
        super().__init__(app)
        self.focus = FocusGroup(lambda: app.sound("click"))
        games = tuple(ids or (g for g in game_ids() if shows_a_demo(g)))
        gap, across = 24, self.layout_size[0]
        labels = [_(load_info(game_id).label) for game_id in games]
        width = min(270, (across - (len(games) + 1) * gap) // max(1, len(games)))  # any count fits...
        rows = 1 if text.widest_word(labels, text.base_for(text.PLAY)) <= width - 20 else 2  # ...a long word on two
        per_row = -(-len(games) // rows)
        width = min(270, (across - (per_row + 1) * gap) // max(1, per_row))
        height = 110 if rows == 1 else 70
        left = (across - per_row * width - (per_row - 1) * gap) // 2
        for k, game_id in enumerate(games):
            rect = pygame.Rect(left + k % per_row * (width + gap), 300 + k // per_row * (height + 8) - (rows - 1) * 18,
                               width, height)
            self.focus.add(Button(rect, _(load_info(game_id).label), partial(self._watch, game_id), fill=YELLOW,
                                  size=30))
        # the teacher's choice: the game's music softly under the demo, or none (app/music.py)
        middle = self.centre[0]
        self.music_choices = [self.focus.add(Button(pygame.Rect(middle + k * 220 - 150, MUSIC_Y, 200, 64),
                                                    name, partial(self._music, k == 0)))
                              for k, name in enumerate((_("Quiet"), _("Off")))]
        self._music(app.settings.demo_music, save=False)
        self.focus.add(Button(pygame.Rect(middle - 125, 560, 250, 84), _("Back"), self._close,
                              icon="ui/back.png", fill=RED, size=32))
        self.focus.focus = 0

    def _music(self, on: bool, *, save: bool = True) -> None:
        for button, chosen in zip(self.music_choices, (on, not on), strict=True):
            button.selected, button.fill = chosen, GREEN if chosen else PAPER
        if save:
            self.app.settings.demo_music = on
            self.app.save_settings()

    def _watch(self, game_id: str) -> None:
        app = self.app
        app.scenes.pop(self)
        app.scenes.push(FadeScene(app, lambda: app.scenes.push(DemoScene(app, game_id))))

    def _close(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self._close()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        text.draw(surface, _("Watch and learn"), 56, (self.centre[0], 120), YELLOW, anchor="midtop", outline=4)
        question = _("Computer players show a whole game. Which one?")
        size = text.fit(question, 30, self.layout_size[0] - 80, least=text.base_for(text.PLAY))  # longer languages
        text.draw(surface, question, size, (self.layout_size[0] // 2, 210), PAPER, anchor="midtop", outline=2)
        label = _("Music")
        size = text.fit(label, 34, self.layout_size[0] // 2 - 100, least=24)
        text.draw(surface, label, size, (self.music_choices[0].rect.left - 24, MUSIC_Y + 32), PAPER, anchor="midright",
                  outline=2)
        self.focus.draw(surface)

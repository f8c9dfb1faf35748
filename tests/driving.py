"""Drive the app headless with real SDL events, as a child's clicks and key presses would."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from spidergames.app.application import App
from spidergames.app.scene import Scene
from spidergames.app.table.layers import Layer, Part
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, LEVELS, Game, GameConfig, Seat
from spidergames.core.registry import load_game, load_info

DT = 1 / 60
LOGICAL = LOGICAL_SIZE  # posted events carry logical coordinates (SCALED does not convert them)


def click(app: App, pos: tuple[float, float], button: int = 1, frames: int = 1) -> None:
    """A real mouse press at logical coordinates, then `frames` frames."""
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=button, touch=False)
    pygame.event.post(event)
    for _ in range(frames):
        app.frame(DT)


def tap(app: App, pos: tuple[float, float], *, finger: int = 0, frames: int = 1) -> None:
    """A finger down and up at logical `pos` (SDL gives fingers as shares of the window), then `frames` frames."""
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=pos[0] / LOGICAL[0], y=pos[1] / LOGICAL[1], dx=0.0, dy=0.0,
                                             touch_id=1, finger_id=finger, pressure=1.0))
    for _ in range(frames):
        app.frame(DT)


def key(app: App, code: int, mod: int = 0, frames: int = 1) -> None:
    """A real key press, then `frames` frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.frame(DT)


# -- real-speed play: the frame sweep and the monkey share these ------------------------------------
# Only the public App and scene API is used (start_game_scene, App.frame, app.scenes, settings, and a
# game scene's `match`), so the game scenes' insides can change freely under these tests.


COLOURS = ("red", "blue", "green", "yellow")
FPS_RATES = (24, 30, 60, 144)
SPEEDS = ("slow", "normal", "fast")
JITTER = 0.3  # each frame lasts 1/fps, give or take 30 %
HITCH_CHANCE = 0.004  # now and then the computer is busy elsewhere for half a second
HITCH_SECONDS = 0.5
ROBOT_STALL_SECONDS = 30.0  # the longest a robot's turn may go without an action, in game time
ROBOT_THINK_WALL_SECONDS = 10.0  # the longest a robot may think on its helper thread, in the machine's time:
# frames played as fast as the machine draws them went through 30 s of game time before a busy machine ran
# the helper at all (seen here under load: 720 frames at 24 fps in under a second)
FINALE_SECONDS = 60.0  # from the last action to a screen that waits for the players (results)


def frame_times(rng: random.Random, fps: int) -> Iterator[float]:
    """Frame lengths of a real machine at `fps`: jitter, and an occasional 0.5 s hitch."""
    base = 1 / fps
    while True:
        if rng.random() < HITCH_CHANCE:
            yield HITCH_SECONDS
        else:
            yield base * rng.uniform(1 - JITTER, 1 + JITTER)


def use_settings(app: App, *, speed: str = "normal", large_text: bool = False) -> None:
    """Animation speed and text size as the Settings screen sets them; real timing (no autoplay)."""
    app.autoplay = False
    app.settings.animation = speed
    app.settings.large_text = large_text
    app.apply_settings()


def random_config(game_id: str, rng: random.Random, *, players: int | None = None, humans: int = 0) -> GameConfig:
    """A seeded table for `game_id`: `players` seats (random if None), the first `humans` of them people,
    the rest robots of mixed levels, and random variants."""
    info = load_info(game_id)
    count = players or rng.randint(max(2, info.min_players), info.max_players)
    count = max(info.min_players, min(info.max_players, count))
    seats = []
    for i in range(count):
        controller = HUMAN if i < humans else rng.choice(LEVELS)
        name = f"Child {i + 1}" if controller == HUMAN else f"Robot {i + 1}"
        seats.append(Seat(name, controller, COLOURS[i], rng.choice(info.characters)))
    rng.shuffle(seats)
    variants = tuple(sorted((v.key, rng.choice(v.choices)) for v in info.variants))
    return GameConfig(tuple(seats), variants)


def new_match(game_id: str, config: GameConfig, seed: int) -> Match:
    return Match(load_game(game_id), config, seed)


def fast_forward(match: Match, actions: int, *, keep: int = 0) -> Match:
    """Let the robots play `actions` actions without the app (as a saved game that Continue picks up),
    but stop `keep` actions short of the end so the real scene still plays the finish."""
    while len(match.history) < actions and not match.is_over:
        human = match.config.seats[match.current_player].is_human
        match.play(match.bot_choice("normal" if human else None))
    if not match.is_over or keep == 0:
        return match
    replay = Match(match.game, match.config, match.seed)
    for action in match.history[:max(0, len(match.history) - keep)]:
        replay.play(action)
    return replay


def game_scene(app: App, match: Match | None = None) -> Scene | None:
    """The game scene on the stack (the one playing `match`, if given)."""
    for scene in reversed(app.scenes.stack):
        found = getattr(scene, "match", None)
        if found is not None and (match is None or found is match):
            return scene
    return None


def waiting_above(app: App, scene: Scene) -> bool:
    """True if a scene above `scene` holds it still (pause, curtain, results...): a thinking bubble
    or a hint lets the game below go on, a fade or an overlay does not."""
    stack = app.scenes.stack
    if scene not in stack:
        return True
    return any(above.pauses_below for above in stack[stack.index(scene) + 1:])


def robot_to_play(match: Match) -> bool:
    return not match.is_over and not match.config.seats[match.current_player].is_human


@dataclass
class Watch:
    """Watches a match frame by frame: a robot's turn must lead to an action within a time limit."""

    match: Match
    stall_seconds: float = ROBOT_STALL_SECONDS
    seen: int = 0
    quiet: float = 0.0  # game time on a robot's turn without an action (while nothing holds the game)
    longest_quiet: float = 0.0
    problems: list[str] = field(default_factory=list)

    def step(self, app: App, dt: float, *, robots_only: bool = False) -> None:
        """After one frame of `dt` seconds. `robots_only`: nothing may hold the game, not even an
        overlay (nobody is there to close it)."""
        if len(self.match.history) != self.seen:
            self.seen, self.quiet = len(self.match.history), 0.0
            return
        scene = game_scene(app, self.match)
        deciding = getattr(scene, "_decision", None)
        if deciding is not None and not deciding.ready:  # a robot thinking on its helper thread takes the
            deciding.wait(ROBOT_THINK_WALL_SECONDS)  # machine's time, not game time: no stall while it thinks
        held = scene is None or waiting_above(app, scene)
        if robot_to_play(self.match) and (robots_only or not held):
            self.quiet += dt
            self.longest_quiet = max(self.longest_quiet, self.quiet)
            if self.quiet > self.stall_seconds:
                top = type(app.scenes.top).__name__ if app.scenes.top else None
                raise AssertionError(
                    f"a robot's turn made no move for {self.quiet:.1f} s of game time after action "
                    f"{self.seen} (top scene {top}, stack {[type(s).__name__ for s in app.scenes.stack]})")
        else:
            self.quiet = 0.0


@dataclass
class Sweep:
    """What one real-speed game did."""

    frames: int = 0
    game_seconds: float = 0.0
    actions: int = 0
    finished: bool = False
    longest_quiet: float = 0.0


def play_at_real_speed(app: App, match: Match, rng: random.Random, fps: int, *,
                       max_actions: int | None = None, max_frames: int = 2_000_000,
                       each_frame: Callable[[App], None] | None = None) -> Sweep:
    """Start `match` through the real game scene and play it at `fps` (jitter and hitches), every frame
    updated and drawn: robots play themselves, a scripted child presses for each human seat. Stops
    after `max_actions` actions, `max_frames` frames, or on the results screen. `each_frame` looks at
    the app after every frame (a check that must hold on all of them)."""
    from spidergames.app.table.opening import start_game_scene

    assert not app.autoplay, "autoplay makes every animation instant"
    assert start_game_scene(app, match) is not None
    watch = Watch(match)
    sweep = Sweep()
    after_end = child_wait = 0.0
    times = frame_times(rng, fps)
    while sweep.frames < max_frames:
        dt = next(times)
        if not match.is_over and match.config.seats[match.current_player].is_human:
            child_wait -= dt
            if strayed(app, match):  # nobody pauses a sweep (see `Watch`): Esc, as a grown-up would
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                     scancode=0))
            elif child_wait <= 0:
                child_wait = CHILD_PAUSE * rng.uniform(0.5, 1.5)
                child_press(rng)
        app.frame(dt)
        if each_frame is not None:
            each_frame(app)
        sweep.frames += 1
        sweep.game_seconds += dt
        assert app.scenes.stack, "the scene stack emptied"
        watch.step(app, dt, robots_only=True)  # nobody pauses: nothing may hold a robot's turn
        if max_actions is not None and len(match.history) >= max_actions:
            break
        if match.is_over:
            after_end += dt
            scene = game_scene(app, match)
            if scene is not None and app.scenes.top is not scene and waiting_above(app, scene):
                sweep.finished = True  # the results wait for the players
                for _ in range(3):
                    app.frame(next(times))  # and are drawn
                    sweep.frames += 1
                break
            assert after_end <= FINALE_SECONDS, f"no results {after_end:.0f} s after the last action"
    sweep.actions = len(match.history)
    sweep.longest_quiet = watch.longest_quiet
    return sweep


def strayed(app: App, match: Match) -> bool:
    """Whether the child's presses left the table for a page behind its Pause button (random presses on
    the menu button led on to About, or out of the game by "Quit to menu", and the sweep stalled)."""
    from spidergames.app.scenes.overlays import CurtainScene, FadeScene, ThinkingScene

    scene = game_scene(app, match)
    top = app.scenes.top
    return scene is not None and top is not scene and not isinstance(top, (CurtainScene, FadeScene, ThinkingScene))


CHILD_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
              pygame.K_SPACE, pygame.K_r)
CHILD_PAUSE = 0.25  # seconds between a scripted child's presses


def child_press(rng: random.Random) -> None:
    """One thing a young child does: a key that moves or presses the focus, a (right) click or a tap
    somewhere. The scene refuses what is not a legal move, as it would a real child's."""
    roll = rng.random()
    if roll < 0.5:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(CHILD_KEYS), mod=0, unicode="",
                                             scancode=0))
    elif roll < 0.9:
        shown = pygame.display.get_surface()  # a wide screen's canvas has the 1280 scenes in its middle
        beside = max(0, (shown.get_width() - LOGICAL[0]) // 2) if shown is not None else 0
        pos = (rng.randrange(LOGICAL[0]) + beside, rng.randrange(LOGICAL[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)),
                                             touch=False))
    else:
        x, y = rng.random(), rng.random()
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):  # a tap presses as the finger lifts
            pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, touch_id=1, finger_id=0,
                                                 pressure=1.0))


def draw_whole(layer: Layer, surface: pygame.Surface, key: Hashable,
               compose: Callable[[pygame.Surface], object]) -> None:
    """A still layer of one part, the whole screen painted by `compose` (a layer's own behaviour, without a table)."""
    layer.draw_parts(surface, key, lambda: [Part(surface.get_rect(), key, compose)])


# -- a person's quiet move that passes the turn on: the Oops tests and the layers test share these ------
def settle(app: App, dt: float = 1 / 30) -> Any:
    """Frames (lifting any curtain, as the next child would) until a person may choose; returns the
    game scene then on top."""
    from spidergames.app.scenes.overlays import CurtainScene
    from spidergames.app.table.game_scene import GameScene

    for _ in range(round(4000 / 30 / dt)):
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            key(app, pygame.K_RETURN)
            continue
        if isinstance(top, GameScene) and top.ready() and not top.animating:
            app.frame(dt)
            return top
        app.frame(dt)
    raise AssertionError("no person's turn came")


def outcome(match: Match, action: Any) -> tuple[bool, Any]:
    """Whether `action` reveals anything, and the state it leads to (with the match's own dice)."""
    game, state = match.game, match.state
    rng = random.Random()
    rng.setstate(match.rng.getstate())
    then = game.apply(state, action, rng)
    return game.reveals(state, action, then), then


def quiet(match: Match, passing: bool = False) -> Any | None:
    """A legal action for the seat on turn that reveals nothing (the robot's own choice if it does);
    `passing`: one that also passes the turn to another seat."""
    seat = match.current_player

    def fits(action: Any) -> bool:
        reveals, then = outcome(match, action)
        return not reveals and (not passing or match.game.current_player(then) != seat)

    choice = match.bot_choice("normal")
    if fits(choice):
        return choice
    return next((a for a in match.legal_actions() if fits(a)), None)


def needs_a_demo(game_id: str) -> None:
    """Skip a classroom demo test for a game that has no demo: its scene declares no `teach` module
    (the rule behind each move), so "Watch and learn" does not offer it."""
    from spidergames.app.scenes.demo import shows_a_demo

    if not shows_a_demo(game_id):
        pytest.skip(f"{game_id} has no classroom demo: its scene declares no teach module")


def needs_oops(game_id: str) -> None:
    """Skip an Oops test for a game where nothing can be taken back: its rules do not say which moves
    reveal nothing (`Game.reveals`, by default every move shows something)."""
    if type(load_game(game_id)).reveals is Game.reveals:
        pytest.skip(f"nothing can be taken back in {game_id}: every move shows something")


def from_the_menu(app: App, game_id: str, tag: str, *, players: int, humans: int, speed: str = "normal") -> Match:
    """A seeded match started from the menu through its game scene, at real speed (`tag` seeds it)."""
    from spidergames.app.scenes.menu import MenuScene
    from spidergames.app.table.opening import start_game_scene

    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app, speed=speed)
    rng = random.Random(f"{tag}-{game_id}")
    match = new_match(game_id, random_config(game_id, rng, players=players, humans=humans), rng.randrange(2**31))
    start_game_scene(app, match)
    return match


def versus_robot(app: App, game_id: str, tag: str, *, speed: str = "normal") -> Any:
    """From the menu, at real speed, a seeded game of a child and a robot: the game scene once the child
    may choose."""
    from_the_menu(app, game_id, tag, players=2, humans=1, speed=speed)
    return settle(app)


def hand_over(app: App, scene: Any, tries: int = 60) -> tuple[Any, Any, int, int]:
    """Play the person's moves until one that reveals nothing passes the turn on (their other moves and
    the other seats' in between); returns the game scene, the state before that move, its seat and the
    moves played before it, with no frame run since it was played."""
    for _ in range(tries):
        match = scene.match
        action, seat, before, moves = quiet(match, passing=True), match.current_player, match.state, len(match.history)
        if action is not None:
            assert scene.submit(action)
            return scene, before, seat, moves
        assert scene.submit(match.bot_choice("normal"))
        scene = settle(app)
    raise AssertionError("no quiet move passed the turn on")


def yellow_in_ring(surface: pygame.Surface, centre: tuple[float, float], inner: float, outer: float) -> int:
    """How many pixels between `inner` and `outer` px from `centre` are glow yellow (a target's glow
    and the keyboard focus are both that yellow)."""
    cx, cy = round(centre[0]), round(centre[1])
    found = 0
    for x in range(cx - round(outer), cx + round(outer) + 1):
        for y in range(cy - round(outer), cy + round(outer) + 1):
            if inner <= math.dist((x, y), (cx, cy)) <= outer and surface.get_rect().collidepoint(x, y):
                r, g, b, *_ = surface.get_at((x, y))
                found += r > 200 and g > 170 and b < 120
    return found

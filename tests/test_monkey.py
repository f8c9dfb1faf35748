"""The monkey: random mouse, touch, wheel, key, text, resize and focus events into every scene.

Each scene gets its own seeded stream of events, posted as SDL events and handled by the real
`App.frame` with real animation timing (a random speed, frame rate with jitter and hitches, text
size). The monkey may wander off (a click opens the rules, Esc pauses the game): after a while away
it is put back into its scene. Asserted: no exception, never an empty scene stack, and a robot's turn
always leads to a move whenever nothing (pause, rules, settings...) holds the game.

The developer's loop (`-m "not slow"`) posts a short stream of SLICE_EVENTS into every scene; the slow
tier (CI) posts MONKEY_EVENTS more, from another seed; for the long run:
`SPIDERGAMES_MONKEY_EVENTS=100000 python -m pytest tests/test_monkey.py`.
`SPIDERGAMES_MONKEY_SEED` changes (or replays) the streams.
"""

from __future__ import annotations

import os
import random
from collections import deque
from collections.abc import Callable

import pygame
import pytest
from driving import (
    FPS_RATES,
    LOGICAL,
    SPEEDS,
    Watch,
    frame_times,
    game_scene,
    new_match,
    random_config,
    use_settings,
    waiting_above,
)

from spidergames.app.application import App
from spidergames.app.scene import Scene
from spidergames.app.scenes.error import ErrorScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import CurtainScene, PauseScene
from spidergames.app.scenes.rulebook import RulesScene
from spidergames.app.scenes.settings_scene import SettingsScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.core.registry import game_ids

SEED = int(os.environ.get("SPIDERGAMES_MONKEY_SEED", "1"))
MONKEY_EVENTS = int(os.environ.get("SPIDERGAMES_MONKEY_EVENTS", "2000"))
SLICE_EVENTS = 250  # the quick tier's stream per scene (its own seed: CI runs both, no event twice)
AWAY_FRAMES = 40  # frames the monkey may spend outside its scene before it is put back
SETTLE_SECONDS = 30.0  # game time allowed to reach a scene (the fade, a curtain, the results)

APP_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
            pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_F1, pygame.K_F11, pygame.K_BACKSPACE, pygame.K_TAB,
            pygame.K_r, pygame.K_h)
OTHER_KEYS = (pygame.K_a, pygame.K_z, pygame.K_0, pygame.K_9, pygame.K_DELETE, pygame.K_HOME, pygame.K_END,
              pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_F2, pygame.K_F12, pygame.K_LSHIFT, pygame.K_LALT,
              pygame.K_LCTRL, pygame.K_CAPSLOCK, pygame.K_PRINTSCREEN, pygame.K_MENU, pygame.K_UNKNOWN)
MODS = (0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_LSHIFT, pygame.KMOD_ALT, pygame.KMOD_CTRL,
        pygame.KMOD_ALT | pygame.KMOD_SHIFT)
TEXTS = ("a", "Z", " ", "é", "ß", "日本", "🕷", "Mia", "x" * 40, "\t", "'", "\"", "\\", "%s", "{}")
WINDOW_EVENTS = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWLEAVE,
                 pygame.WINDOWEXPOSED, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                 pygame.WINDOWSHOWN, pygame.WINDOWHIDDEN)


def random_event(rng: random.Random) -> pygame.event.Event:
    """One thing a curious child (or a cat on the keyboard) might do; positions in logical pixels,
    sometimes just outside the canvas."""
    def pos() -> tuple[int, int]:
        return (rng.randrange(-20, LOGICAL[0] + 20), rng.randrange(-20, LOGICAL[1] + 20))

    roll = rng.random()
    if roll < 0.18:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos(), rel=(rng.randint(-30, 30), rng.randint(-30, 30)),
                                  buttons=(rng.random() < 0.2, 0, 0), touch=rng.random() < 0.05)
    if roll < 0.42:
        kind = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return pygame.event.Event(kind, pos=pos(), button=rng.choice((1, 1, 1, 1, 2, 3, 3, 4, 5)),
                                  touch=rng.random() < 0.05)
    if roll < 0.47:
        y = rng.choice((-3, -1, 1, 2))
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                                  which=0, touch=False)
    if roll < 0.60:
        kind = rng.choice((pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION))
        return pygame.event.Event(kind, x=rng.random(), y=rng.random(), dx=rng.uniform(-0.05, 0.05),
                                  dy=rng.uniform(-0.05, 0.05), touch_id=1, finger_id=rng.randrange(3),
                                  pressure=1.0)
    if roll < 0.88:
        code = rng.choice(APP_KEYS) if rng.random() < 0.8 else rng.choice(OTHER_KEYS)
        kind = pygame.KEYDOWN if rng.random() < 0.75 else pygame.KEYUP
        return pygame.event.Event(kind, key=code, mod=rng.choice(MODS), unicode="", scancode=0)
    if roll < 0.94:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    if roll < 0.97:
        w, h = rng.choice(((640, 360), (1280, 720), (1920, 1080), (800, 600), (1, 1), (3000, 500)))
        kind = rng.choice((pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED))
        if kind == pygame.VIDEORESIZE:
            return pygame.event.Event(kind, size=(w, h), w=w, h=h)
        return pygame.event.Event(kind, x=w, y=h)
    return pygame.event.Event(rng.choice(WINDOW_EVENTS))


# -- the scenes the monkey visits ---------------------------------------------------------------------
# Each builder puts its scene on the stack (over the menu) as the app would, and returns a test that
# tells whether the monkey is still in it.

Builder = Callable[[App, random.Random], Callable[[], bool]]


def active(app: App, scene: Scene) -> bool:
    """`scene` is on the stack and nothing above it holds it (a thinking bubble does not)."""
    return scene in app.scenes.stack and not waiting_above(app, scene)


def push(factory: Callable[[App], Scene]) -> Builder:
    def build(app: App, rng: random.Random) -> Callable[[], bool]:
        scene = factory(app)
        app.scenes.push(scene)
        return lambda: active(app, scene)
    return build


def settle(app: App, rng: random.Random, until: Callable[[], bool], what: str) -> None:
    """Frames at 60 fps until `until()`: the fade into a game, a curtain, the results."""
    spent = 0.0
    while not until():
        app.frame(1 / 60)
        spent += 1 / 60
        assert spent < SETTLE_SECONDS, f"{what} did not come within {SETTLE_SECONDS:.0f} s"


def game(game_id: str, humans: int, *, players: int | None = None) -> Builder:
    def build(app: App, rng: random.Random) -> Callable[[], bool]:
        match = new_match(game_id, random_config(game_id, rng, players=players, humans=humans), rng.randrange(2**31))
        scene = start_game_scene(app, match)
        assert scene is not None
        settle(app, rng, lambda: active(app, scene), "the game")
        return lambda: game_scene(app) is not None and game_scene(app).match is match and active(app, scene)
    return build


def paused(app: App, rng: random.Random) -> Callable[[], bool]:
    game_id = rng.choice(game_ids())
    in_game = game(game_id, humans=1)(app, rng)
    assert in_game()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    settle(app, rng, lambda: isinstance(app.scenes.top, PauseScene), "the pause menu")
    pause = app.scenes.top
    return lambda: active(app, pause)


def curtain(app: App, rng: random.Random) -> Callable[[], bool]:
    """Two children at a game with secrets: "Pass to NAME" before each child's turn (not the web
    race: nothing on its table is secret, so it never draws a curtain)."""
    game_id = rng.choice(("labyrinth", "somethingwild"))
    app.settings.curtain = True
    match = new_match(game_id, random_config(game_id, rng, players=3, humans=2), rng.randrange(2**31))
    start_game_scene(app, match)
    settle(app, rng, lambda: isinstance(app.scenes.top, CurtainScene), "the curtain")
    return lambda: isinstance(app.scenes.top, CurtainScene) or (
        game_scene(app) is not None and game_scene(app).match is match and active(app, game_scene(app)))


def results(app: App, rng: random.Random) -> Callable[[], bool]:
    """A game the robots have just finished (as Continue would open it): the results wait."""
    game_id = rng.choice(game_ids())
    match = new_match(game_id, random_config(game_id, rng), rng.randrange(2**31))
    while not match.is_over:
        match.play(match.bot_choice())
    start_game_scene(app, match)
    settle(app, rng, lambda: isinstance(app.scenes.top, ResultsScene), "the results")
    shown = app.scenes.top
    return lambda: active(app, shown)


def error(app: App, rng: random.Random) -> Callable[[], bool]:
    details = "Traceback (most recent call last):\n  ...\nValueError: Cannot scale to negative size"
    return push(lambda a: ErrorScene(a, details))(app, rng)


SCENES: dict[str, Builder] = {
    "menu": lambda app, rng: (lambda: isinstance(app.scenes.top, MenuScene)),
    "settings": push(SettingsScene),
    **{f"setup-{g}": push(lambda a, g=g: SetupScene(a, g)) for g in game_ids()},
    "rules": push(lambda a: RulesScene(a, game_ids()[0], tabs=True)),
    **{f"{g}-{mix}": game(g, humans) for g in game_ids()
       for mix, humans in (("robots", 0), ("child-and-robots", 1), ("children", 2))},
    "pause": paused,
    "curtain": curtain,
    "results": results,
    "error": error,
}


@pytest.mark.parametrize("full", [pytest.param(False, id="slice"),
                                  pytest.param(True, id="full", marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", list(SCENES))
def test_the_monkey_never_breaks_a_scene(app: App, name: str, full: bool) -> None:
    """Every scene in both tiers: a short stream of its own in the developer's loop, the long one in CI."""
    events, stream = (MONKEY_EVENTS, name) if full else (SLICE_EVENTS, f"{name}-slice")
    rng = random.Random(f"{SEED}-{stream}")
    random.seed(f"{SEED}-{stream}-app")  # the app's own random choices (first player, a new game's seed)
    fps, speed, large = rng.choice(FPS_RATES), rng.choice(SPEEDS), rng.random() < 0.5
    recent: deque[str] = deque(maxlen=12)
    posted = inside = rebuilt = 0
    try:
        use_settings(app, speed=speed, large_text=large)
        app.scenes.push(MenuScene(app))
        app.frame(1 / 60)
        here = SCENES[name](app, rng)
        assert here(), f"the {name} scene was not reached"
        watch: Watch | None = None
        away = 0
        times = frame_times(rng, fps)
        while posted < events:
            batch = rng.choice((0, 1, 2, 3, 5, 10))
            for _ in range(batch):
                event = random_event(rng)
                recent.append(f"{pygame.event.event_name(event.type)} {event.dict}")
                pygame.event.post(event)
            posted += batch
            inside += batch if here() else 0
            dt = next(times)
            app.frame(dt)
            assert app.scenes.stack, "the scene stack is empty"
            app.running = True  # the monkey found Quit: a real app would close here; go on testing
            playing = game_scene(app)
            if playing is not None and (watch is None or watch.match is not playing.match):
                watch = Watch(playing.match)
            if watch is not None:
                watch.step(app, dt)
            if here():
                away = 0
            else:
                away += 1
                if away > AWAY_FRAMES:  # wandered off: back into the scene under test
                    app.scenes.reset(MenuScene(app))
                    app.frame(1 / 60)
                    here, away, watch = SCENES[name](app, rng), 0, None
                    rebuilt += 1
    except Exception as exc:
        exc.add_note(f"monkey in {name}: seed {SEED}, {fps} fps, {speed}, {'large' if large else 'normal'} text, "
                     f"after {posted} events; replay: SPIDERGAMES_MONKEY_SEED={SEED} "
                     f"SPIDERGAMES_MONKEY_EVENTS={MONKEY_EVENTS} python -m pytest tests/test_monkey.py -k '{name} and "
                     f"{'full' if full else 'slice'}'")
        exc.add_note("last events:\n  " + "\n  ".join(recent))
        raise
    print(f"monkey in {name}: {posted} events, {inside} of them into the scene itself, put back {rebuilt} times")
    pygame.event.clear()

"""Every table-kit animation at real speed, at 24, 30, 60 and 144 frames a second, every frame drawn.

The frame sweep (tests/test_frame_sweep.py) plays whole games at these rates and checks that nothing
crashes or stalls; it cannot tell a flight that ends late, jumps back or leaves its path. Here each
animation runs alone, frame by frame with the steady `1/fps` of a real display: it must end at the
same wall-time whatever the rate (within one frame), and every drawn frame must be sane (no
exception, the moving thing between its ends and never going back).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame
import pytest
from driving import FPS_RATES

from spidergames.app.anim import Animator
from spidergames.app.application import App
from spidergames.app.scene import Scene
from spidergames.app.scenes.overlays import VEIL, WAIT_DIM, DissolveScene, FadeScene, veil
from spidergames.app.table import banner, tally
from spidergames.app.table.sprites import Sprite, SpriteLayer
from spidergames.core.protocol import Seat

EPS = 1e-6
FACE, BACK = "ui/bulb.png", "ui/oops.png"


def within_a_frame(when: float | None, nominal: float, fps: int) -> None:
    assert when is not None, "it never finished"
    assert abs(when - nominal) <= 1 / fps + EPS, f"ended at {when:.3f} s, not {nominal:.3f} s ({fps} fps)"


def non_decreasing(values: list[float], what: str) -> None:
    assert all(b >= a - EPS for a, b in itertools.pairwise(values)), f"{what} went back: {values}"


class Table:
    """An animator and a sprite layer drawn on a surface, stepped by hand at `fps`."""

    def __init__(self, app: App, fps: int) -> None:
        self.fps, self.clock = fps, 0.0
        self.anim = Animator(1.0)
        self.sprites = SpriteLayer(self.anim)
        self.surface = pygame.Surface(app.screen.get_size())

    def run(self, seconds: float, each: Callable[[float], None], draw: Callable[[pygame.Surface], None]) -> None:
        """`seconds` of frames: update, then `each(clock)` and `draw`, every frame."""
        for _ in range(math.ceil(seconds * self.fps) + 2):
            self.clock += 1 / self.fps
            self.anim.update(1 / self.fps)
            self.surface.fill((0, 0, 0))
            draw(self.surface)
            each(self.clock)


@pytest.mark.parametrize("fps", FPS_RATES)
def test_a_card_flies_on_its_arc_and_lands_on_time(app: App, fps: int) -> None:
    table, done = Table(app, fps), []
    card = Sprite(FACE, 100, 500, 90, 120, shadow=True, key="card")
    table.sprites.fly(card, (900, 200), 0.6, arc=80, on_done=lambda: done.append(table.clock))
    xs: list[float] = []
    ys: list[float] = []

    def each(clock: float) -> None:
        if not done:
            assert table.sprites.hides("card")  # drawn only in flight, never twice
            assert 100 - EPS <= card.x <= 900 + EPS and 200 - EPS <= card.y <= 500 + EPS
            assert -EPS <= card.lift <= 80 + EPS
            xs.append(card.x)
            ys.append(-card.y)

    table.run(0.8, each, table.sprites.draw)
    within_a_frame(done[0] if done else None, 0.6, fps)
    non_decreasing(xs, "x")
    non_decreasing(ys, "height")
    assert card not in table.sprites.sprites and not table.sprites.hides("card") and card.lift == 0
    assert (card.x, card.y) == (900, 200)


@pytest.mark.parametrize("fps", FPS_RATES)
def test_a_piece_walks_hop_by_hop(app: App, fps: int) -> None:
    table, hops, done = Table(app, fps), [], []
    piece = Sprite(FACE, 100, 500, 64, 64)
    path = [(200.0, 500.0), (300.0, 500.0), (300.0, 400.0)]
    arrives = table.sprites.walk(piece, path, 0.3, arc=20, on_hop=lambda: hops.append(table.clock),
                                 on_done=lambda: done.append(table.clock))
    assert arrives == pytest.approx(0.9)
    xs: list[float] = []
    ys: list[float] = []

    def each(clock: float) -> None:
        if not done:
            on_path = (piece.y == pytest.approx(500) and 100 <= piece.x <= 300 + EPS) or (
                piece.x == pytest.approx(300) and 400 - EPS <= piece.y <= 500)
            assert on_path, (piece.x, piece.y)
            assert -EPS <= piece.lift <= 20 + EPS
            xs.append(piece.x)
            ys.append(-piece.y)

    table.run(1.1, each, table.sprites.draw)
    assert len(hops) == 3
    for k, landed in enumerate(hops):
        within_a_frame(landed, 0.3 * (k + 1), fps)
    within_a_frame(done[0] if done else None, 0.9, fps)
    non_decreasing(xs, "x")
    non_decreasing(ys, "height")


@pytest.mark.parametrize("fps", FPS_RATES)
def test_a_card_turns_over_and_a_token_hops(app: App, fps: int) -> None:
    """Turning goes through edge-on (zero width: still drawn, as one pixel); a hop goes up and down."""
    table, done = Table(app, fps), []
    card = table.sprites.add(Sprite(FACE, 300, 300, 90, 120, back=BACK))
    token = table.sprites.add(Sprite(FACE, 600, 300, 64, 64))
    table.sprites.turn_over(card, 0.4, on_done=lambda: done.append(table.clock))
    table.sprites.hop(token, 30, 0.5)
    flips: list[float] = []
    lifts: list[float] = []

    def each(clock: float) -> None:
        if table.anim.busy:
            assert 0 <= card.flip <= 1 and 0 - EPS <= token.lift <= 30 + EPS
            flips.append(card.flip)
            lifts.append(token.lift)

    table.run(0.6, each, table.sprites.draw)
    within_a_frame(done[0] if done else None, 0.4, fps)
    non_decreasing(flips, "flip")
    assert flips[-1] == 1.0 and token.lift == pytest.approx(0, abs=EPS)
    top = lifts.index(max(lifts))
    non_decreasing(lifts[: top + 1], "hop up")
    non_decreasing([-v for v in lifts[top:]], "hop down")
    within_a_frame(len(lifts) / fps, 0.5, fps)  # the hop kept the table busy just as long


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_celebration_grows_holds_and_goes(app: App, fps: int) -> None:
    table = Table(app, fps)
    party = banner.Celebration(table.anim)
    gone = party.show("Yahtzee!", [FACE, FACE])
    assert gone == banner.HOLD_SECONDS
    scales: list[float] = []
    grown: list[float] = []
    ended: list[float] = []

    def each(clock: float) -> None:
        if party.showing:
            assert 0 <= party.scale <= 1.15  # the pop overshoots a little, never wildly
            scales.append(party.scale)
            if party.scale == 1.0 and not grown:
                grown.append(clock)
        elif not ended:
            ended.append(clock)

    table.run(banner.HOLD_SECONDS + 0.2, each, lambda surface: party.draw(surface, (640, 360), table.clock))
    within_a_frame(grown[0] if grown else None, banner.GROW_SECONDS, fps)
    within_a_frame(ended[0] if ended else None, banner.HOLD_SECONDS, fps)
    non_decreasing(scales[: scales.index(max(scales)) + 1], "growth")
    assert not table.anim.busy


class Plain(Scene):
    """A white table under the overlay, so what the overlay draws can be measured."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((255, 255, 255))


def frames(app: App, fps: int, seconds: float, each: Callable[[float], None]) -> None:
    """Real App frames (input, update, draw) at `fps` for `seconds`."""
    clock = 0.0
    for _ in range(math.ceil(seconds * fps) + 2):
        clock += 1 / fps
        app.frame(1 / fps)
        each(clock)


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_tally_counts_at_a_steady_beat(app: App, fps: int) -> None:
    seat = Seat("Ann", "human", "red", "spider-man")
    rows = [tally.TallyRow(seat, (tally.TallyItem(FACE, 3, BACK), tally.TallyItem(FACE, 4))),
            tally.TallyRow(seat, (tally.TallyItem(FACE, 5),))]
    app.autoplay = False
    app.scenes.push(Plain(app))
    ended: list[float] = []
    counting = tally.TallyScene(app, rows, lambda: ended.append(clock[0]))
    app.scenes.push(counting)
    counted_at: list[float] = []
    totals: list[int] = []
    clock = [0.0]

    def each(now: float) -> None:
        clock[0] = now
        if sum(counting.counted) > len(counted_at):
            counted_at.append(now)
        totals.append(counting.total(0) + counting.total(1))

    frames(app, fps, 3 * tally.STEP_SECONDS + tally.HOLD_SECONDS + 0.2, each)
    for k, when in enumerate(counted_at):
        within_a_frame(when, (k + 1) * tally.STEP_SECONDS, fps)
    assert len(counted_at) == 3 and totals[-1] == 12
    non_decreasing([float(t) for t in totals], "the total")
    within_a_frame(ended[0] if ended else None, 3 * tally.STEP_SECONDS + tally.HOLD_SECONDS, fps)
    assert counting not in app.scenes.stack


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_fade_darkens_swaps_and_clears_on_time(app: App, fps: int) -> None:
    app.autoplay = False
    app.scenes.push(Plain(app))
    swapped: list[float] = []
    clock = [0.0]
    fade = FadeScene(app, lambda: swapped.append(clock[0]))
    app.scenes.push(fade)
    light: list[int] = []
    gone: list[float] = []

    def each(now: float) -> None:
        clock[0] = now
        light.append(app.screen.get_at((640, 360)).r)
        if fade not in app.scenes.stack and not gone:
            gone.append(now)

    frames(app, fps, 2 * fade.seconds + 0.1, each)
    within_a_frame(swapped[0] if swapped else None, fade.seconds, fps)
    within_a_frame(gone[0] if gone else None, 2 * fade.seconds, fps)
    darkest = light.index(min(light))
    assert light[darkest] < 30 and light[-1] == 255
    non_decreasing([-v for v in light[: darkest + 1]], "the fade out")
    non_decreasing([float(v) for v in light[darkest:]], "the fade in")


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_help_glow_breathes_around_its_target_every_frame(app: App, fps: int,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """In a real game scene: once Help answers, every drawn frame rings the glowing target, the ring
    breathing between its sizes at the same pace whatever the rate."""
    from spidergames.app.table import assist
    from tests.app.test_assist import ask, table

    scene = table(app, "labyrinth")
    ask(app, scene)
    target = scene.assist.glowing()
    assert target is not None
    rings: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surface: pygame.Surface, colour: object, rect: pygame.Rect, width: int = 0, **kw: object) -> pygame.Rect:
        if colour == assist.HINT_GLOW and width == 8:
            rings.append(pygame.Rect(rect))
        return real(surface, colour, rect, width, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.draw, "rect", spy)
    grown: list[int] = []
    for _ in range(fps):  # one second of frames
        rings.clear()
        app.frame(1 / fps)
        assert len(rings) == 1 and rings[0].center == target.rect.center, "the glow is missing or elsewhere"
        grown.append(rings[0].width - target.rect.width)
    assert min(grown) >= 22 and max(grown) <= 32
    assert max(grown) - min(grown) >= 8  # it breathes (a full beat is 0.84 s)



HAND_OFFS = 5  # frames a demo move may lose between its steps (the rule read, the robot's choice
# collected, its steps shown, the move played): each waits for the next frame


def test_the_demo_keeps_its_pace_at_every_rate(app: App) -> None:
    """The classroom demo playing on its own (at Fast, to keep this short): from the still table to
    the robot's move, the rule's reading time and the robot's thinking beat take the same time at
    every rate, give or take the frames its hand-offs take; every drawn frame's arrow points at
    something on the screen. The robot's choice, worked out on a helper thread, is waited for after
    each frame: on a loaded machine it came a few frames late, at a different rate on each run."""
    from spidergames.app.scenes import demo as demo_scene
    from spidergames.app.table.decision import settle
    from spidergames.app.table.game_scene import BOT_THINK_SECONDS
    from tests.app.test_demo import start_demo

    app.autoplay = False
    app.settings.animation = "fast"
    app.apply_settings()
    screen = app.screen.get_rect()
    gaps: dict[int, float] = {}
    for fps in FPS_RATES:
        app.scenes.stack.clear()
        demo = start_demo(app, "labyrinth", seed=2)
        clock, still = 0.0, None
        while not demo.match.history and clock < 10:
            clock += 1 / fps
            app.frame(1 / fps)
            settle()
            if still is None and not demo.game.animating:
                still = clock
            if demo.target is not None:
                assert screen.colliderect(demo.target), "the arrow points off the screen"
        assert still is not None and demo.match.history, "the demo never played"
        gaps[fps] = clock - still
    least = (demo_scene.READ_SECONDS + BOT_THINK_SECONDS) / app.settings.speed
    quickest = min(gaps.values())
    for fps, gap in gaps.items():
        assert gap >= least - EPS, f"the rule was up {gap:.3f} s, less than {least} s ({fps} fps)"
        assert gap - quickest <= HAND_OFFS / fps + EPS, f"{fps} fps: {gap:.3f} s against {quickest:.3f} s"


class Dim(Scene):
    """A dark grey table: the scene a dissolve goes into."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((60, 60, 60))


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_dissolve_waits_in_view_then_dissolves_on_time(app: App, fps: int) -> None:
    """Starting a game: while the next scene is built (half a second here) the screen before stays in
    view under a light veil; once it is ready (and its last look kept) the scenes swap and the old look
    dissolves into the new one, never darker than either, gone `seconds` later."""
    app.autoplay = False
    app.scenes.push(Plain(app))
    clock = [0.0]
    swapped: list[float] = []  # the end of the frame that swapped
    dissolve = DissolveScene(app, lambda: app.scenes.reset(Dim(app)), ready=lambda: clock[0] >= 0.5)
    app.scenes.push(dissolve)
    light: list[int] = []
    gone: list[float] = []

    def each(now: float) -> None:
        clock[0] = now
        light.append(app.screen.get_at((640, 360)).r)
        if isinstance(app.scenes.stack[0], Dim) and not swapped:
            swapped.append(now)
        if dissolve not in app.scenes.stack and not gone:
            gone.append(now)

    frames(app, fps, 0.5 + dissolve.seconds + 0.2, each)
    assert swapped and swapped[0] - 0.5 <= 3 / fps + EPS, f"swapped at {swapped}"  # a look kept, then the swap
    within_a_frame(gone[0] if gone else None, swapped[0] + dissolve.seconds, fps)
    assert min(light) >= 60 and light[-1] == 60, light
    waiting = light[: round(0.5 * fps)]
    assert min(waiting) >= 255 - WAIT_DIM - 1, "the screen before went dark while waiting"
    non_decreasing([-v for v in light], "the dissolve")



class BlendWatch(pygame.Surface):
    """A screen that notes the alpha of every whole-screen picture blitted onto it (None: a copy)."""

    def __init__(self, like: pygame.Surface) -> None:
        super().__init__(like.get_size(), 0, like)
        self.alphas: list[int | None] = []

    def blit(self, source: pygame.Surface, dest: object, area: object = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        if source.get_size() == self.get_size():
            self.alphas.append(source.get_alpha())
        return super().blit(source, dest, area, special_flags)  # type: ignore[arg-type]


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_dissolve_blends_every_frame_the_cheap_way(app: App, fps: int) -> None:
    """Every frame of a dissolve lays the screen before as a copy (its first) or at an alpha of 1-254:
    never at 255, which pygame-ce blends by its slowest path (8 ms a 1280x720 frame here, the worst
    frame of every game's start), nor at 0, a blend for nothing."""
    app.autoplay = False
    screen = app.screen = BlendWatch(app.screen)
    app.scenes.push(Plain(app))
    clock = [0.0]

    def each(now: float) -> None:
        clock[0] = now

    dissolve = DissolveScene(app, lambda: app.scenes.reset(Dim(app)), ready=lambda: clock[0] >= 0.2)
    app.scenes.push(dissolve)
    frames(app, fps, 0.2 + dissolve.seconds + 0.2, each)
    assert dissolve not in app.scenes.stack
    costly = [alpha for alpha in screen.alphas if alpha is not None and not 0 < alpha < 255]
    assert not costly, f"whole-screen blends at {costly} ({fps} fps)"
    assert screen.alphas[0] is None, "the dissolve did not start from the screen before, whole"
    assert len(screen.alphas) >= dissolve.seconds * fps - 1, f"{len(screen.alphas)} frames blended"


@pytest.mark.parametrize("opacity", (1, 60, 128, 200, 254, 255))
def test_the_veil_darkens_as_laying_a_veil_picture_would(app: App, opacity: int) -> None:
    """The fades' veil (two fills) gives the picture a veil picture blended at that opacity gives, give
    or take two levels, over every level of every channel."""
    picture = pygame.Surface((256, 3), 0, app.screen)
    for x in range(256):
        for y, colour in enumerate(((x, 0, 255 - x), (255 - x, x, 0), (x, x, x))):
            picture.set_at((x, y), colour)
    veiled, blended = picture.copy(), picture.copy()
    veil(veiled, opacity)
    cover = pygame.Surface(picture.get_size(), 0, app.screen)
    cover.fill(VEIL)
    cover.set_alpha(opacity)
    blended.blit(cover, (0, 0))
    worst = max(abs(a - b) for x in range(256) for y in range(3)
                for a, b in zip(veiled.get_at((x, y))[:3], blended.get_at((x, y))[:3], strict=True))
    assert worst <= 2, f"{worst} levels apart at opacity {opacity}"

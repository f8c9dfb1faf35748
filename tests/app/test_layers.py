"""The still layer and the stickers: painted once, painted again when their key changes, and never a
stale picture.

The last test is the one that guards every game: whole stretches of real play (robots, and a scripted
child pressing keys and clicking for a human seat), and after every frame the same scenes drawn again
with the layer forgotten, and once more with every layer and sticker painted straight onto the screen.
If a scene left something its still picture depends on out of the key, or a sticker's picture is not
an exact copy of its painting, the pictures differ on the frame where it happens.
"""

from __future__ import annotations

import math
import random
import sys

import pygame
import pytest
from driving import (
    FPS_RATES,
    child_press,
    draw_whole,
    game_scene,
    hand_over,
    needs_oops,
    random_config,
    use_settings,
    versus_robot,
)
from tiers import quick_only

from spidergames.app.anim import Animator
from spidergames.app.scene import Scene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table import banner, layers
from spidergames.app.table.assist import beat_seconds
from spidergames.app.table.layers import Layer, Sticker
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.sprites import Sprite, SpriteLayer
from spidergames.app.ui import text
from spidergames.core.match import Match
from spidergames.core.registry import game_ids, load_game


class Painter:
    """A compose function that paints the colour it is given and counts its calls."""

    def __init__(self) -> None:
        self.calls = 0
        self.colour = (200, 30, 30)

    def __call__(self, surface: pygame.Surface) -> None:
        self.calls += 1
        surface.fill(self.colour)


def test_a_layer_is_composed_once_and_reused_while_its_key_stays(app) -> None:
    layer, paint, screen = Layer(), Painter(), pygame.Surface((64, 32))
    for _ in range(5):
        screen.fill((0, 0, 0))
        draw_whole(layer, screen, ("view", 1), paint)
        assert screen.get_at((10, 10))[:3] == (200, 30, 30)  # the kept picture is blitted every time
    assert paint.calls == 1 and layer.compositions == 1


def test_a_changed_key_composes_again(app) -> None:
    layer, paint, screen = Layer(), Painter(), pygame.Surface((64, 32))
    draw_whole(layer, screen, ("view", 1), paint)
    paint.colour = (10, 200, 10)
    draw_whole(layer, screen, ("view", 1), paint)
    assert screen.get_at((10, 10))[:3] == (200, 30, 30), "same key: the old picture, compose not called"
    draw_whole(layer, screen, ("view", 2), paint)
    assert paint.calls == 2 and screen.get_at((10, 10))[:3] == (10, 200, 10)


def test_the_text_size_setting_and_forget_compose_again(app) -> None:
    layer, paint, screen = Layer(), Painter(), pygame.Surface((64, 32))
    draw_whole(layer, screen, "key", paint)
    text.set_large_text(True)
    try:
        draw_whole(layer, screen, "key", paint)
    finally:
        text.set_large_text(False)
    assert paint.calls == 2
    layer.forget()
    assert layer.picture is None
    draw_whole(layer, screen, "key", paint)
    assert paint.calls == 3


class Face:
    """A sticker's paint function: a filled square inside a see-through margin, painted calls counted."""

    def __init__(self) -> None:
        self.calls = 0
        self.colour = (30, 30, 200)

    def __call__(self, surface: pygame.Surface, at: pygame.Rect) -> None:
        self.calls += 1
        pygame.draw.rect(surface, self.colour, at.inflate(-8, -8))


def test_a_sticker_is_painted_once_and_leaves_what_it_does_not_paint(app) -> None:
    sticker, face, screen = Sticker(), Face(), pygame.display.get_surface()
    area = pygame.Rect(20, 10, 40, 30)
    for _ in range(3):
        screen.fill((200, 200, 0))
        sticker.draw(screen, area, ("label", False), face)
        assert screen.get_at((40, 25))[:3] == (30, 30, 200)  # painted, in place
        assert screen.get_at((21, 11))[:3] == (200, 200, 0)  # the margin shows what is under it
    face.colour = (0, 150, 0)
    sticker.draw(screen, area.move(100, 0), ("label", False), face)
    assert face.calls == 1 and screen.get_at((140, 25))[:3] == (30, 30, 200), "moved, not painted again"
    sticker.draw(screen, area, ("label", True), face)
    assert face.calls == 2 and screen.get_at((40, 25))[:3] == (0, 150, 0)


def test_a_sticker_that_keeps_a_few_looks_paints_each_once_as_they_come_round(app) -> None:
    """The thinking bubble's one, two, three dots, round and round: three paintings, not one a change."""
    screen, area = pygame.display.get_surface(), pygame.Rect(20, 10, 40, 30)
    cycling, single = Sticker(keep=3), Sticker()
    colours = [(200, 0, 0), (0, 150, 0), (0, 0, 200)]
    for turn in range(7):
        colour = colours[turn % 3]
        for sticker in (cycling, single):
            sticker.draw(screen, area, colour, lambda target, at, fill=colour: target.fill(fill, at.inflate(-8, -8)))
            assert screen.get_at((40, 25))[:3] == colour
    assert (cycling.paintings, single.paintings) == (3, 7)
    cycling.draw(screen, area, "a fourth look", Face())
    cycling.draw(screen, area, colours[0], Face())  # the newest of the three: still kept
    assert cycling.paintings == 4
    cycling.draw(screen, area, colours[1], Face())  # the one least recently shown went for the fourth
    assert cycling.paintings == 5 and screen.get_at((40, 25))[:3] == Face().colour


PAINTED: list[str] = []


def _labelled_card(surface: pygame.Surface, at: pygame.Rect, colour: tuple[int, int, int], label: str) -> pygame.Rect:
    """A card painter for `layers.card`: counts its paintings, returns a free area inside the card."""
    PAINTED.append(label)
    pygame.draw.rect(surface, colour, at)
    return pygame.Rect(at.left + 4, at.top + 4, 10, 10)


def test_a_card_is_painted_once_per_look_and_its_free_area_is_where_it_is_drawn(app) -> None:
    screen, PAINTED[:] = pygame.display.get_surface(), []
    for x in (20, 200, 20):
        screen.fill((200, 200, 0))
        free = layers.card(screen, pygame.Rect(x, 30, 60, 40), 8, _labelled_card, ((30, 30, 200), "a"))
        assert free == pygame.Rect(x + 4, 34, 10, 10)
        assert screen.get_at((x + 30, 50))[:3] == (30, 30, 200) and screen.get_at((x - 10, 20))[:3] == (200, 200, 0)
    layers.card(screen, pygame.Rect(20, 30, 60, 40), 8, _labelled_card, ((0, 150, 0), "b"))
    assert PAINTED == ["a", "b"], "one painting per look, wherever the card goes"
    assert screen.get_at((50, 50))[:3] == (0, 150, 0)


def straight(mp: pytest.MonkeyPatch) -> None:
    """Every layer and sticker paints straight onto the screen: nothing kept from an earlier frame."""
    mp.setattr(Layer, "draw_parts", lambda self, surface, key, parts: [part.paint(surface) for part in parts()])
    mp.setattr(Sticker, "draw", lambda self, surface, area, key, paint: paint(surface, area))
    mp.setattr(layers, "painted_straight", lambda surface: True)  # the seat panels too


class Shown:
    """A frame's colours, to compare with another frame's. Its own bytes are kept and compared first: a
    copy of them costs a sixth of copying them out as RGB, which these tests did three times a frame.
    Only where those differ are the colours compared, as the unused fourth byte of an opaque pixel may
    differ alone."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.size = surface.get_size()
        plain = surface.get_bitsize() == 32 and surface.get_masks() == (0xFF0000, 0xFF00, 0xFF, 0) \
            and surface.get_pitch() == 4 * self.size[0] and sys.byteorder == "little"
        self.raw = bytes(surface.get_view("1")) if plain else None  # B, G, R and the unused byte
        self._rgb = None if plain else pygame.image.tobytes(surface, "RGB")

    def rgb(self) -> bytes:
        if self._rgb is None:
            assert self.raw is not None
            self._rgb = pygame.image.tobytes(pygame.image.frombuffer(self.raw, self.size, "BGRA"), "RGB")
        return self._rgb

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Shown):
            return NotImplemented
        return (self.raw is not None and self.raw == other.raw) or self.rgb() == other.rgb()

    __hash__ = None  # type: ignore[assignment]


def shown(surface: pygame.Surface) -> Shown:
    return Shown(surface)


def test_two_frames_are_the_same_only_when_their_colours_are() -> None:
    screen = pygame.Surface((64, 48))
    screen.fill((10, 20, 30))
    before = shown(screen)
    assert before.raw is not None, "an opaque screen is compared by its own bytes first"
    screen.get_view("1").write(b"\x1e\x14\x0a\xff", 4 * 70)  # a pixel's unused byte, its colour the same
    assert shown(screen) == before and shown(screen).raw != before.raw
    screen.set_at((6, 1), (10, 20, 31))
    assert shown(screen) != before
    assert where_differs(screen, before) == [pygame.Rect(6, 1, 1, 1)]


def where_differs(surface: pygame.Surface, before: Shown) -> list[pygame.Rect]:
    """The rectangles where `surface` differs from the picture `before` (to say where a frame went wrong)."""
    old = pygame.image.frombytes(before.rgb(), surface.get_size(), "RGB")
    same = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255), old)
    same.invert()
    return same.get_bounding_rects()


@pytest.mark.parametrize("humans", quick_only((1, 0), 1), ids=("a child and a robot", "three robots"))
@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_what_the_layers_draw_is_what_a_full_redraw_draws(app, game_id: str, humans: int) -> None:
    """Every frame of a stretch of real play equals the same frame drawn with the still layer thrown away,
    and the layer is really reused (composed on far fewer frames than were drawn, and on most frames
    blitted back only where the frame before drew over it: a drawing that does not say where it drew
    leaves a trail, and the frame differs). Robots alone show their choices step by step (a lit arrow,
    a lifted card): parts of the table a child's own turn never changes."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app, speed="fast", large_text=(game_ids().index(game_id) + humans) % 2 == 1)
    rng = random.Random(f"layers-{game_id}-{humans}")
    players = 2 if humans else 3
    match = Match(load_game(game_id), random_config(game_id, rng, players=players, humans=humans), rng.randrange(2**31))
    start_game_scene(app, match)
    frames, composed, mended, wait = 0, 0, 0, 0.0
    moves = 8 if humans else 16  # robots alone play faster: long enough to take a disc, score a trio...
    while frames < 2400 and len(match.history) < moves:
        frames += 1
        wait -= 1 / 30
        if wait <= 0 and not match.is_over and match.config.seats[match.current_player].is_human:
            wait = 0.15
            playing = game_scene(app, match)
            if playing is not None and app.scenes.top is not playing:  # the menu button or F1 opened an overlay:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                     scancode=0))  # back to the game
            else:
                child_press(rng)
            x, y = rng.randrange(1280), rng.randrange(720)  # and the pointer wanders (hover glows)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0),
                                                 touch=False))
        scene = game_scene(app, match)
        before = (scene.still.compositions, scene.still.mends) if scene is not None else (0, 0)
        app.frame(1 / 30)
        if scene is None or match.is_over:
            continue
        composed += scene.still.compositions - before[0]
        mended += scene.still.mends - before[1]
        layered = shown(app.screen)
        scene.still.forget()
        app.scenes.draw(app.screen)
        assert shown(app.screen) == layered, \
            f"{game_id}: frame {frames} differs from a full redraw at {where_differs(app.screen, layered)}"
        with pytest.MonkeyPatch.context() as mp:
            straight(mp)
            app.scenes.draw(app.screen)
        assert shown(app.screen) == layered, \
            f"{game_id}: frame {frames} differs from drawing straight on screen at {where_differs(app.screen, layered)}"
    assert len(match.history) >= 3
    assert composed < frames / 3, f"the still layer was composed on {composed} of {frames} frames"
    assert mended > frames / 3, f"only {mended} of {frames} frames put back just what the last one drew over"


@pytest.mark.parametrize("size, radius", [((656, 110), 16), ((296, 118), 22), ((417, 64), 30), ((300, 90), 45),
                                          ((180, 92), 22), ((72, 72), 12)])
def test_a_panels_shadow_in_parts_looks_as_the_whole_shadow(app, size: tuple[int, int], radius: int) -> None:
    """A big panel's shadow is blended only where the panel does not cover it: the panel drawn over it
    shows exactly what it shows over the whole shadow (its rim, its rounded corners)."""
    from spidergames.app.ui import draw

    rect = pygame.Rect((40, 30), size)
    whole, parts = pygame.Surface((800, 260)), pygame.Surface((800, 260))
    for surface in (whole, parts):
        surface.fill((90, 140, 200))
    whole.blit(draw.soft_shadow(size, radius), rect.move(draw.SHADOW_OFFSET))
    draw.panel(whole, rect, (250, 240, 200), radius=radius, shadow=False)
    draw.panel(parts, rect, (250, 240, 200), radius=radius)
    assert shown(parts) == shown(whole), f"the shadow differs at {where_differs(parts, shown(whole))}"


class Flights(Scene):
    """A still layer with kit animations over it (a card flying with its shadow, a token hopping, the
    celebration growing and going), saying where it draws, as a game scene does."""

    says_where_it_draws = True

    def __init__(self, app, still: Layer) -> None:
        super().__init__(app)
        self.still, self.clock = still, 0.0
        self.anim = Animator(1.0)
        self.sprites = SpriteLayer(self.anim)
        self.party = banner.Celebration(self.anim)
        card = Sprite("ui/bulb.png", 100, 500, 90, 120, shadow=True, key="card")
        token = Sprite("ui/oops.png", 700, 400, 60, 60, key="token")
        self.sprites.fly(card, (900, 200), 0.6, arc=80)
        self.sprites.add(token)
        self.sprites.hop(token, 30, 0.5, delay=0.2)
        self.party.show("Yahtzee!", ["ui/bulb.png", "ui/oops.png"])

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        def compose(picture: pygame.Surface) -> None:
            picture.fill((40, 60, 90))
            for x in range(0, 1280, 64):
                pygame.draw.line(picture, (200, 200, 90), (x, 0), (x + 300, 720), 3)

        draw_whole(self.still, surface, "table", compose)
        self.sprites.draw(surface)
        self.party.draw(surface, (640, 360), self.clock)


@pytest.mark.parametrize("fps", quick_only(FPS_RATES, 24))  # 144 takes five times as long
def test_every_in_between_frame_of_the_kits_animations_is_whole_at_real_speed(app, fps: int) -> None:
    """At 24, 30, 60 and 144 frames a second, every frame of a flight, a hop and the celebration, drawn
    over a still layer that is put back only where the frame before drew, equals the same frame drawn
    over the whole picture: nothing is left behind at any speed."""
    still = Layer()
    scene = Flights(app, still)
    app.scenes.push(scene)
    for _ in range(math.ceil(banner.HOLD_SECONDS * fps) + 3):
        app.frame(1 / fps)
        mended = shown(app.screen)
        still.forget()
        app.scenes.draw(app.screen)
        assert shown(app.screen) == mended, f"{fps} fps: differs at {where_differs(app.screen, mended)}"
    assert still.mends > banner.HOLD_SECONDS * fps / 3


@pytest.mark.parametrize("fps", quick_only((30, 144), 30))
@pytest.mark.parametrize("game_id", quick_only(game_ids(), "labyrinth"))
def test_the_oops_ring_leaves_nothing_behind(app, game_id: str, fps: int) -> None:
    """A child's quiet move against a robot: every frame of the beat that follows (Oops's ring running
    down, then gone) and of the robot's turn after it equals a full redraw."""
    needs_oops(game_id)
    scene, *_ = hand_over(app, versus_robot(app, game_id, "oops", speed="fast"))
    ringing, after = 0, 0
    for frame in range(30 * fps):
        app.frame(1 / fps)
        ringing += scene.assist.waiting
        after += ringing > 0 and not scene.assist.waiting
        mended = shown(app.screen)
        scene.still.forget()
        app.scenes.draw(app.screen)
        assert shown(app.screen) == mended, f"{game_id}: frame {frame} differs at {where_differs(app.screen, mended)}"
        if after > fps:
            break
    assert ringing >= beat_seconds(app.settings.speed) * fps - 2, "the beat was not on screen"


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "labyrinth"))
def test_the_hints_glow_and_bubble_leave_nothing_behind(app, game_id: str) -> None:
    """A child asks for a hint (H): its ring breathes round the target and its bubble covers the
    caption; every frame while it is worked out and shown, and after the child Tabs on, equals a full
    redraw (in the web race it found the Pass button's breathing glow frozen in the still picture)."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app)
    rng = random.Random(f"hint-{game_id}")
    match = Match(load_game(game_id), random_config(game_id, rng, players=2, humans=1), rng.randrange(2**31))
    start_game_scene(app, match)
    hinted, asked, gone = 0, False, 0
    for frame in range(1200):
        scene = game_scene(app, match)
        if not asked and scene is not None and scene.ready():
            asked = True
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
        if hinted == 60:  # the child moves on: the hint goes
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        if hinted >= 60:
            gone += 1
            if gone > 60:
                break
        pygame.time.wait(2)  # the hint is worked out beside the frames, in real time
        app.frame(1 / 60)
        scene = game_scene(app, match)
        if scene is None:
            continue
        hinted += scene.assist.hint is not None
        mended = shown(app.screen)
        scene.still.forget()
        app.scenes.draw(app.screen)
        assert shown(app.screen) == mended, f"{game_id}: frame {frame} differs at {where_differs(app.screen, mended)}"
    assert hinted >= 60, "the hint was not on screen for a second"


def test_only_the_parts_that_changed_are_composed_again_and_only_there(app) -> None:
    """A part whose key changed is painted again in its area, and every part reaching into that area
    is painted there too (clipped to it); the other parts are not painted at all."""
    screen = app.screen
    painted: list[str] = []

    def part(name: str, area: tuple[int, int, int, int], colour: tuple[int, int, int]) -> layers.Part:
        def paint(surface: pygame.Surface) -> None:
            painted.append(name)
            surface.fill(colour, area)
        return layers.Part(pygame.Rect(area), colour, paint)

    layer = Layer()
    ground = part("ground", (0, 0, *screen.get_size()), (0, 0, 90))
    under = part("under", (30, 30, 60, 60), (0, 120, 0))  # the red part lies over it
    far = part("far", (400, 300, 50, 50), (200, 200, 0))
    layer.draw_parts(screen, 1, lambda: [ground, under, part("red", (50, 50, 20, 20), (200, 0, 0)), far])
    assert painted == ["ground", "under", "red", "far"] and layer.compositions == 1
    painted.clear()
    layer.draw_parts(screen, 2, lambda: [ground, under, part("red", (60, 60, 20, 20), (250, 120, 0)), far])
    assert "far" not in painted and {"ground", "under", "red"} == set(painted), "the far part is not painted again"
    assert (layer.compositions, layer.in_part) == (2, 1)
    assert screen.get_at((52, 52))[:3] == (0, 120, 0), "where it was: what lies under it shows again"
    assert screen.get_at((75, 75))[:3] == (250, 120, 0) and screen.get_at((425, 325))[:3] == (200, 200, 0)
    assert screen.get_at((20, 20))[:3] == (0, 0, 90)
    painted.clear()
    layer.draw_parts(screen, 3, lambda: [ground, under, part("red", (60, 60, 20, 20), (250, 120, 0)), far])
    assert painted == [] and layer.compositions == 2, "a new key with the same parts composes nothing"
    use_settings(app, large_text=True)
    layer.draw_parts(screen, 3, lambda: [ground, under, part("red", (60, 60, 20, 20), (250, 120, 0)), far])
    assert painted == ["ground", "under", "red", "far"], "another text size composes it whole"

"""The scene stack (Tuxemon style): explicit lifecycle, `update(dt)`, read-only `draw`, input.

Only the top scene receives input; overlays (pause, confirm, curtain, fades) are scenes that
swallow it. A scene with `pauses_below = False` (e.g. a "thinking…" bubble) lets the scene under it
keep updating.

A scene lays out for the canvas it was made on (`layout_size`, from `canvas.size()`); when the canvas
changes shape the manager asks each scene to `relayout`. One that keeps its old size is drawn fitted
into the canvas, and the points of its clicks and taps are moved onto it (`canvas.draw_fitted`).

On a screen wider than 16:9 the scenes draw in the middle of a wider canvas (`canvas.content`) and the
bottom scene's `backdrop` fills its sides, redrawn only when the scenes shown change or an overlay darkens
them (a veil darkens the whole canvas, `canvas.around`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from . import canvas
from .input import Intent
from .ui import trail

if TYPE_CHECKING:
    from .application import App
    from .music import Tune
    from .switch_scan import Group
    from .ui.widgets import FocusGroup


class Scene:
    """Base scene. Subclasses override what they need."""

    opaque = True  # False: the scenes below are drawn first (an overlay)
    pauses_below = True  # False: the scene below keeps updating while this one is on top
    says_where_it_draws = False  # True: all it draws over a still layer is handed to `trail.drawn`
    hears_release = False  # True: it is told when a button, finger or key is let go (a hold to open)

    def __init__(self, app: App) -> None:
        self.app = app
        self.layout_size = canvas.size()  # the canvas it lays out for (`relayout` may change it)

    @property
    def animating(self) -> bool:
        """True while something moves on its own (the app then draws at full speed)."""
        return False

    @property
    def centre(self) -> tuple[int, int]:
        """The middle of the canvas it lays out for (where a card over the scene sits)."""
        return (self.layout_size[0] // 2, self.layout_size[1] // 2)

    @property
    def music(self) -> Tune | None:
        """The tune heard while this is the top-most scene naming one (None: the one below goes on)."""
        return None

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped for good."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def handle(self, intent: Intent) -> None:
        """React to one input intent."""

    def update(self, dt: float) -> None:
        """Advance time by `dt` seconds (animations, bots)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def backdrop(self, surface: pygame.Surface) -> None:
        """Draw the scene's background across the whole of a wide canvas `surface`, so that its sides
        continue the picture (the shell's night city; a game table draws its own)."""
        from .scenes.backdrop import city

        city(surface)

    def page_focus(self) -> FocusGroup | None:
        """The focus group the app's page focus drives (`page_focus.py`: one switch, spoken focus): the
        scene's `focus` if it has one; None for a scene with no choices, or one that drives its own."""
        from .ui.widgets import FocusGroup

        focus = getattr(self, "focus", None)
        return focus if isinstance(focus, FocusGroup) else None

    def switch_groups(self) -> Sequence[Group] | None:
        """What one switch offers here now, in groups (`switch_scan.blocks`): every enabled choice of
        `page_focus`; None while nobody may choose (the scan waits)."""
        from .switch_scan import blocks

        focus = self.page_focus()
        return None if focus is None else blocks([b for b in focus.buttons if b.enabled])

    def relayout(self) -> None:
        """The canvas changed shape (`canvas.size()`): the scene lays out for it if it can (`rebuild`),
        else it keeps its layout, drawn fitted in the canvas."""
        before, self.layout_size = self.layout_size, canvas.size()
        if not self.rebuild():
            self.layout_size = before

    def rebuild(self) -> bool:
        """Lay the scene out again for `layout_size` (a page makes its buttons again); False if it cannot."""
        return False


class SceneManager:
    """A stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self.sides: tuple[object, ...] = ()  # what the wide screen's sides were drawn for (`draw_sides`)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put `scene` on top; the one below is paused unless `scene` lets it run on."""
        if self.stack and scene.pauses_below:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or `scene` and everything above it)."""
        if scene is not None and scene not in self.stack:
            return
        target = scene or self.top
        paused_below = False
        while self.stack:
            leaving = self.stack.pop()
            leaving.exit()
            paused_below = leaving.pauses_below
            if leaving is target:
                break
        if self.stack and paused_below:
            self.stack[-1].resume()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again at `scene` (e.g. back to the menu)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def handle(self, intent: Intent) -> None:
        top = self.top
        if top is None:
            return
        if intent.pos is not None and top.layout_size != canvas.size():
            intent = replace(intent, pos=canvas.to_scene(intent.pos, top.layout_size, canvas.size()))
        top.handle(intent)

    def relayout(self) -> None:
        """The canvas changed shape: every scene lays out again for it (or is drawn fitted)."""
        for scene in list(self.stack):
            scene.relayout()

    def update(self, dt: float) -> None:
        for scene in reversed(list(self.stack)):
            scene.update(dt)
            if scene.pauses_below:
                break

    def draw(self, surface: pygame.Surface, over: Callable[[pygame.Surface], None] | None = None) -> None:
        """The scenes from the top-most opaque one up; `over` draws last, on top of them all (the scan)."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        shown = self.stack[start:]
        whole, surface = surface, canvas.content(surface)
        if surface is not whole:
            self.draw_sides(whole, surface, shown)
        fits = surface.get_size()
        for scene in shown:
            if scene.layout_size == fits:
                scene.draw(surface)
            else:
                canvas.draw_fitted(surface, scene.layout_size, scene.draw, over=not scene.opaque)
        if over is not None:
            over(surface)
        canvas.lay(surface, whole)
        trail.frame_drawn(surface, every_part_said_where=all(s.says_where_it_draws and s.layout_size == fits
                                                             for s in shown))

    def draw_sides(self, whole: pygame.Surface, middle: pygame.Surface, shown: list[Scene]) -> None:
        """The sides of a wide canvas: the bottom scene's backdrop, drawn again only when other scenes are
        shown or a veil darkened them last frame (an overlay's veil is laid every frame); the middle is
        then drawn whole."""
        if whole is pygame.display.get_surface():  # a picture drawn off the screen (a test's) is drawn whole
            now = (whole.get_size(), *(id(s) for s in shown))
            if not canvas.sides_veiled() and now == self.sides:
                return
            self.sides = now
        if shown:
            shown[0].backdrop(whole)
        trail.frame_drawn(middle, every_part_said_where=False)

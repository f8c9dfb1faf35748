"""What a family feels at the table: frame cost while pieces move, and memory after each game.

Every figure is a ratio to a baseline measured in the same run, so a busy or slow machine moves
both alike. Frame cost is the main thread's CPU time for one frame (input, update, draw) plus
scaling the 1280x720 canvas to a 1920x1080 output, as SDL does on a machine without a GPU; the
baseline ("floor") is the least a full redraw can cost: one blit of a whole 1280x720 picture and
the same scale. The floor is measured once after every frame measured, on its own canvas, so both
meet the same machine: the same other programs, the same caches just filled by a frame. The p99
is held against the floor's own p99 in those samples (on a quiet machine it is the floor's median;
on a shared one, the noise both met). The frames that show a new sentence on the caption (chosen
among sizes and styles, then painted) are reported against the same floor: a dozen frames a game,
too few for a goal (tests/app/test_caption_work.py counts the caption's work instead). Memory is the
process's resident size after leaving each game for the menu, against the menu's own.
"""

from __future__ import annotations

import gc
import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from ..core.protocol import GameConfig, Seat
from . import COLOURS, Figure, at_most, info, median, percentile

OUTPUT = (1920, 1080)
FRAME_GOAL_MS = 16.0  # no frame during play may cost more (the fade that builds the scene included)
MEMORY_GOAL_MB = 15.0
SECOND_SESSION_GOAL_MB = 2.0  # the same four games again load nothing new: the caches are bounded
DT = 1 / 60


def rss_mb() -> float | None:
    """The process's resident memory in MB (None where /proc is missing: not Linux)."""
    statm = Path("/proc/self/statm")
    if not statm.exists():
        return None
    pages = int(statm.read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _cpu_ms(fn: Callable[[], object]) -> float:
    """CPU time of `fn` on this thread (a robot thinking on its helper thread is not counted)."""
    start = time.thread_time()
    fn()
    return (time.thread_time() - start) * 1000


def robot_config(game_id: str) -> GameConfig:
    """A full table of normal robots, the game's default variants."""
    from ..core.registry import load_info

    players = load_info(game_id).max_players
    return GameConfig(tuple(Seat(f"Robot {i + 1}", "normal", COLOURS[i]) for i in range(players)))


class Table:
    """One app on the dummy video driver, with a 1920x1080 output to scale into."""

    def __init__(self) -> None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        os.environ["SPIDERGAMES_HOME"] = tempfile.mkdtemp(prefix="spidergames-bench-")
        import pygame

        from ..app.application import App
        from ..app.scenes.menu import MenuScene

        self.pygame = pygame
        self.app = App(fullscreen=False)
        self.app.scenes.push(MenuScene(self.app))
        self.output = pygame.Surface(OUTPUT)
        self.frame()
        self.app.start_sound()  # as the app's main loop does after its first frame
        self.canvas = self.app.screen.copy()  # where the floor redraws, apart from the app's screen
        self.picture = self.app.screen.copy()

    def frame(self) -> None:
        self.app.frame(DT)
        self.pygame.transform.scale(self.app.screen, OUTPUT, self.output)

    def floor_ms(self) -> float:
        """The cost of the cheapest full redraw: blit one whole picture, scale it to the output."""
        def redraw() -> None:
            self.canvas.blit(self.picture, (0, 0))
            self.pygame.transform.scale(self.canvas, OUTPUT, self.output)

        return _cpu_ms(redraw)

    def to_menu(self) -> float | None:
        """Leave the game for the menu, as the pause menu does; the memory once it has settled."""
        from ..app.scenes.menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))
        for _ in range(5):
            self.frame()
        gc.collect()
        return rss_mb()

    def play(self, game_id: str, frames: int) -> tuple[list[float], list[float], list[float], list[float]]:
        """Start a robot game through the fade, as the setup screen does, and play `frames` frames.

        Returns every frame's cost (the click that starts it counted in the first), the costs of the
        frames while the scene's animator ran (pieces moving, robots pointing), a floor measured after
        each of those, and the costs of the frames that showed new rows on the caption. The scene is
        built on a helper thread during the fade, as in the app: only this thread's CPU time is counted.
        """
        from ..app.table.game_scene import GameScene
        from ..app.table.opening import open_game_scene
        from ..core.match import Match
        from ..core.registry import load_game

        match = Match(load_game(game_id), robot_config(game_id), random.Random(game_id).randrange(2**31))
        every = [_cpu_ms(lambda: open_game_scene(self.app, match))]
        moving, floors, sentences = [], [], []
        shown = None
        for _ in range(frames):
            every.append(_cpu_ms(self.frame))
            scene = next((s for s in self.app.scenes.stack if isinstance(s, GameScene)), None)
            if scene is not None and scene.anim.busy:
                moving.append(every[-1])
                floors.append(self.floor_ms())
            if scene is not None and shown is not None and scene.caption.on_screen != shown:
                sentences.append(every[-1])
            shown = scene.caption.on_screen if scene is not None else None
        every[1] += every.pop(0)  # the click happens inside a frame
        return every, moving, floors, sentences


def run(quick: bool, game_ids: tuple[str, ...]) -> list[Figure]:
    table = Table()
    for _ in range(30):
        table.frame()
    menu_mb = table.to_menu()
    figures: list[Figure] = []
    frames = 900 if quick else 3600
    for game_id in game_ids:
        every, moving, floors, sentences = table.play(game_id, frames)
        floor = median(floors)
        figures += [
            info(f"{game_id}: full-redraw floor (1080p), median", floor, "ms", "baseline"),
            at_most(f"{game_id}: moving frame / floor, median", median(moving) / floor, "x", 1.3),
            at_most(f"{game_id}: moving frame / floor, p99", percentile(moving, 99) / percentile(floors, 99),
                    "x", 2),
            info(f"{game_id}: new-sentence frame / floor, median ({len(sentences)})", median(sentences) / floor, "x",
                 "report only: 1.7-2.2 x here, a dozen frames"),
            info(f"{game_id}: worst frame / floor", max(every) / floor, "x"),
            at_most(f"{game_id}: worst frame of play (fade incl.)", max(every), "ms", FRAME_GOAL_MS),
        ]
        after = table.to_menu()
        if menu_mb is not None and after is not None:
            figures.append(at_most(f"{game_id}: memory over menu after leaving", after - menu_mb, "MB",
                                   MEMORY_GOAL_MB))
    if menu_mb is None:
        figures.append(info("memory: skipped (no /proc here)", 0, "", "not measured"))
    else:
        figures.append(info("menu memory (baseline)", menu_mb, "MB", "baseline"))
        after_all = table.to_menu()
        assert after_all is not None
        figures.append(at_most("memory over menu after all four games", after_all - menu_mb, "MB",
                               MEMORY_GOAL_MB))
        for game_id in game_ids:  # a second session: what the first left behind must not keep growing
            table.play(game_id, frames)
            table.to_menu()
        after_twice = table.to_menu()
        assert after_twice is not None
        figures.append(at_most("memory over menu after all four games twice", after_twice - menu_mb, "MB",
                               MEMORY_GOAL_MB))
        figures.append(at_most("memory growth in the second session", after_twice - after_all, "MB",
                               SECOND_SESSION_GOAL_MB))
    table.pygame.quit()
    return figures


"""The smallest text and the smallest target a child meets on each game's play screens, in px, and how
many frames showed a pop-up over a target, what it points at or the turn badge.

    python tools/layout_report.py               # every game, 2 and 4 seats, normal and Large text
    python tools/layout_report.py --frames 300  # shorter games

Plays a seeded game of each (one child, robots) at 60 fps with no window, draws frames onto a
`Recorder` (spidergames/app/ui/record.py) and keeps the least text size and the least hit-area side
on top of the game's screens (a page of the shell a tap opened is left out), as the layout check
judges them (tests/layout.py), and counts the frames `layout.covering` finds fault with (a thinking
bubble, a refusal or the Help bubble over what it must leave in view: 0 expected).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # this checkout, and the tests' drivers and layout check
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@dataclass(frozen=True)
class Row:
    game: str
    players: int
    large: bool
    text: int | None  # the smallest text drawn, px
    target: int | None  # the smallest side of a hit area, px
    covered: int  # frames with a pop-up over a target, what it points at or the turn badge


def measure(game_id: str, players: int, large: bool, frames: int) -> Row:
    """One seeded game of `game_id` played for `frames` frames: the least text and target seen."""
    import pygame
    from driving import child_press, fast_forward, new_match, random_config, use_settings
    from layout import covering, draw_frame, new_recorder, smallest

    from spidergames.app.application import App
    from spidergames.app.scenes.rulebook import RulesScene
    from spidergames.app.scenes.settings_scene import SettingsScene
    from spidergames.app.table.game_scene import GameScene
    from spidergames.app.table.opening import start_game_scene

    before = os.environ.get("SPIDERGAMES_HOME")
    os.environ["SPIDERGAMES_HOME"] = tempfile.mkdtemp(prefix="spidergames-report-")  # never the family's saves
    app = App(fullscreen=False)
    try:
        use_settings(app, large_text=large)
        rng = random.Random(f"report-{game_id}-{players}")
        match = fast_forward(new_match(game_id, random_config(game_id, rng, players=players, humans=1), 3), 4)
        scene = start_game_scene(app, match)
        texts: list[int] = []
        targets: list[int] = []
        covered = 0
        for n in range(frames):
            if isinstance(scene, GameScene) and scene.is_human_turn() and n % 20 == 0:
                child_press(rng)
            app.frame(1 / 60)
            top = app.scenes.top
            if n % 10 or top is None or top.animating or isinstance(top, (SettingsScene, RulesScene)):
                continue
            drawn = draw_frame(app, new_recorder())
            text, target = smallest(drawn)
            covered += bool(covering(drawn))
            texts += [text] if text is not None else []
            targets += [target] if target is not None else []
        pygame.event.clear()
        return Row(game_id, players, large, min(texts, default=None), min(targets, default=None), covered)
    finally:
        app.speech.close()
        pygame.quit()
        if before is None:
            del os.environ["SPIDERGAMES_HOME"]
        else:
            os.environ["SPIDERGAMES_HOME"] = before


def report(games: list[str], frames: int) -> list[Row]:
    return [measure(game, players, large, frames) for game in games for players in (2, 4) for large in (False, True)]


def main(argv: list[str] | None = None) -> int:
    from spidergames.core.registry import game_ids

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=900, help="frames of each game (60 a second)")
    parser.add_argument("games", nargs="*", help="game ids (all of them if none)")
    args = parser.parse_args(argv)
    rows = report(args.games or list(game_ids()), args.frames)
    print(f"{'game':14} seats  text size   smallest text  smallest target  pop-up covering")
    for row in rows:
        print(f"{row.game:14} {row.players:>5}  {'Large' if row.large else 'normal':9}  {row.text!s:>10} px  "
              f"{row.target!s:>12} px  {row.covered:>8} frames")
    for large in (False, True):
        shown = [r for r in rows if r.large is large]
        least_text = min((r.text for r in shown if r.text is not None), default=None)
        least_target = min((r.target for r in shown if r.target is not None), default=None)
        print(f"{'Large' if large else 'normal'} text, every game: smallest text {least_text} px, "
              f"smallest target {least_target} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())

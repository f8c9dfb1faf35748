"""Run by test_kill9: the real app, headless, playing a computer-only game until it is killed.

Started on a user folder (SPIDERGAMES_HOME): it presses Continue when there is a save, else starts a
new game; prints the history length after every completed save, "over" when a game ends (as its save is
cleared), and "warning: ..." if the menu had anything to report about the save.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from spidergames.app.application import App  # noqa: E402
from spidergames.app.saves import SaveSlot  # noqa: E402
from spidergames.app.scenes.menu import MenuScene  # noqa: E402
from spidergames.app.table.game_scene import GameScene  # noqa: E402
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match  # noqa: E402
from spidergames.core.protocol import GameConfig, Seat  # noqa: E402
from spidergames.core.registry import load_game  # noqa: E402

original_save = SaveSlot.save


def reporting_save(self: SaveSlot, match: Match) -> bool:
    ok = original_save(self, match)
    if ok:
        print(len(match.history), flush=True)
    return ok


original_clear = SaveSlot.clear


def reporting_clear(self: SaveSlot) -> None:
    """A finished game's save is cleared: say "over" at once, so a kill right after cannot look like a lost save."""
    original_clear(self)
    print("over", flush=True)


SaveSlot.save = reporting_save  # type: ignore[method-assign]
SaveSlot.clear = reporting_clear  # type: ignore[method-assign]


def main(game_id: str, seed: int) -> None:
    app = App(fullscreen=False)
    app.autoplay = True
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    if app.saves.exists() and app.saves.game_id():
        print("continue", flush=True)
        menu._continue()
    else:
        new_game(app, game_id, seed)
    if app.saves.warning:
        print(f"warning: {app.saves.warning}", flush=True)
    print("started", flush=True)
    while True:
        app.frame(1 / 60)
        game = app.scenes.top
        if isinstance(game, GameScene) and game.match.is_over and not game.anim.busy:
            seed += 1
            new_game(app, game_id, seed)


def new_game(app: App, game_id: str, seed: int) -> None:
    info = load_game(game_id).info
    seats = tuple(Seat(f"Bot{i}", "easy", colour, info.character_for(colour, i))
                  for i, colour in enumerate(("red", "blue", "green", "yellow")[: info.max_players]))
    start_game_scene(app, Match(load_game(game_id), GameConfig(seats), seed))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))

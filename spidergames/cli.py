"""Command line: start the app, or take a screenshot of a scene, or let computers play a game.

A plain start (a double-click: no options) goes straight to `start`, which shows its first frame
before the app's words and games load (app/runs.py); so they are imported only where the options
are read.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from . import __version__

COLOURS = ("red", "blue", "green", "yellow")
STATIC_SCENES = ("menu", "settings")


if TYPE_CHECKING:
    import argparse

    from .app.start_modes import Demo, Watch

FIRST_FRAME_ENV = "SPIDERGAMES_BENCH_FIRST_FRAME"
"""Set to 1 by the start-up benchmark: show the first menu frame, say so on stdout, and stop."""


def parse_args(argv: list[str]) -> argparse.Namespace:
    import argparse  # only when there are options to read: a plain start is quicker without it

    from .app.i18n import _
    from .core.protocol import LEVELS

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:  # one line, no usage block: exit 2
            self.exit(2, "spidergames: " + _("{message} (see spidergames --help)").format(message=message) + "\n")

    p = Parser(prog="spidergames", description=_("Spider-Man family board games for children."))
    p.add_argument("--version", action="version", version=f"spidergames {__version__}")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_const", const=True, default=None)
    mode.add_argument("--windowed", dest="fullscreen", action="store_const", const=False)
    p.add_argument("--screenshot", nargs=2, metavar=("SCENE", "OUT.png"),
                   help=_("render SCENE once (menu, settings, setup:GAME, rules:GAME or GAME) and save it"))
    p.add_argument("--autoplay", metavar="GAME", help=_("computers play one whole game through its scene"))
    p.add_argument("--demo", metavar="GAME", help=_("classroom demo: computers play GAME slowly, naming each rule"))
    p.add_argument("--watch", metavar="CODE", help=_("the projector: watch the game with this code"))
    p.add_argument("--server", metavar="URL", default=None,
                   help=_("with --watch: the address of the computer or server holding the game (default: this one)"))
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", choices=LEVELS, default=None)
    return p.parse_args(argv)


def serve(argv: list[str]) -> int:
    """`spidergames serve`: the room server of games across computers (spidergames/net/serve.py), its
    options read here in the terminal's language."""
    import argparse

    from .app import i18n
    from .app.i18n import _

    i18n.install(i18n.terminal_language())
    try:  # (`from .net import serve` would take the package's attribute an earlier import left, and not
        # look at sys.modules, where a build without the network has nothing: tests/network/test_serve_cli.py)
        from .net.serve import DEFAULT_PORT, ROBOT_PAUSE
        from .net.serve import main as serve_main
    except ImportError:  # a build that leaves the network out (build.spec)
        return fail(_("this copy of spidergames has no room server: install spidergames with pip to run it"))
    p = argparse.ArgumentParser(prog="spidergames serve", description=_("a room server for games across computers"))
    p.add_argument("--host", default="0.0.0.0", help=_("the address to listen on (default: every address)"))
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=_("the port to listen on (default {port}; 0: any free port)").format(port=DEFAULT_PORT))
    p.add_argument("--rooms", type=Path, default=Path("spidergames-rooms"), help=_("the folder the rooms are kept in"))
    p.add_argument("--redis", metavar="URL", default=None,
                   help=_("share the rooms with other servers through Redis, e.g. redis://127.0.0.1:6379/0"))
    p.add_argument("--robot-pause", type=float, default=ROBOT_PAUSE,
                   help=_("seconds a robot waits before it plays"))
    args = p.parse_args(argv)
    if args.redis and not has_redis():  # the standalone app leaves Redis out (build.spec): a kind word
        return fail(_("this copy of spidergames cannot share rooms through Redis: install spidergames with pip "
                      "to use --redis"))
    return serve_main(args)


def has_redis() -> bool:
    """Whether Redis's client is here (a pip install has it; the standalone app leaves it out). Asked
    only for `serve --redis`, so importing it costs nothing elsewhere."""
    try:
        from .net.redis_rooms import RedisRooms  # noqa: F401  (it imports redis's client; `from .net import
        # redis_rooms` would find the package's attribute left by an earlier import and look no further)
    except ImportError:  # also a module set to None in sys.modules, as a frozen app without it
        return False
    return True


def fail(message: str) -> int:
    print(f"spidergames: {message}", file=sys.stderr)
    return 2


LOG_BYTES = 1_000_000
LOG_BACKUPS = 2
"""The log rotates at 1 MB and keeps two old files (spidergames.log.1, .2): at most 3 MB on disk."""
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def setup_logging() -> None:
    """Log to a file in the user folder (a windowed build has no console) and to stderr if any. The file
    opens beside the start, which never waits for the disk (`OpeningLog`)."""
    import logging

    from .app.logfile import OpeningLog, RotatingLog
    from .app.paths import log_file

    def open_log() -> logging.Handler:
        path = log_file()
        if path.exists() and not path.is_file():  # a named pipe would hold the start for ever
            raise OSError(f"{path} is not an ordinary file")
        return RotatingLog(path, LOG_BYTES, LOG_BACKUPS)

    formatter = logging.Formatter(LOG_FORMAT)
    log = OpeningLog(open_log, formatter, "spidergames-log")
    handlers: list[logging.Handler] = [log]
    if sys.stderr is not None:
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(formatter)
        handlers.append(stream)
    logging.basicConfig(level=logging.INFO, handlers=handlers, force=True)
    log.start()


def remove_at_exit(folder: str) -> str:
    """Delete a headless run's private folder when the run ends (its log closed first, for Windows)."""
    import atexit
    import logging
    import shutil

    def remove() -> None:
        logging.shutdown()
        shutil.rmtree(folder, ignore_errors=True)

    atexit.register(remove)
    return folder


def screenshot_targets() -> list[str]:
    from .core.registry import game_ids

    ids = list(game_ids())
    return [*STATIC_SCENES, *(f"setup:{g}" for g in ids), *(f"rules:{g}" for g in ids), *ids]


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    argv = sys.argv[1:] if argv is None else argv
    if not argv:  # a double-click start: nothing to parse, and no command prompt to answer in
        return start(fullscreen=None)
    from .app.console import attach_parent_console

    attach_parent_console(argv)  # Windows: the windowed app answers in the command prompt it was typed in
    if argv[0] == "serve":  # the headless room server: no window, no pygame
        return serve(argv[1:])
    from .app import i18n
    from .app.i18n import _
    from .core.registry import game_ids, load_info

    i18n.install(i18n.terminal_language())  # the app installs the player's own choice when it starts
    args = parse_args(argv)
    if args.screenshot and args.screenshot[0] not in screenshot_targets():
        return fail(_("unknown scene {scene!r}; valid scenes: {scenes}").format(
            scene=args.screenshot[0], scenes=", ".join(screenshot_targets())))
    if args.screenshot and not args.screenshot[1].strip():
        return fail(_("--screenshot needs a file name to save the picture to, e.g. menu.png"))
    if args.screenshot and Path(args.screenshot[1]).is_dir():
        return fail(_("{folder!r} is a folder; give a file name, e.g. {example}").format(
            folder=args.screenshot[1], example=Path(args.screenshot[1]) / "shot.png"))
    if sum(x is not None for x in (args.screenshot, args.autoplay, args.demo, args.watch)) > 1:
        return fail(_("--screenshot, --autoplay, --demo and --watch do not go together: choose one"))
    if args.server is not None and args.watch is None:
        return fail(_("--server only goes with --watch CODE"))
    if args.watch is not None:
        from .app.start_modes import Watch
        from .net.hosting import url_of

        server = (args.server or "127.0.0.1").removeprefix("http://")
        if url_of(server) is None:
            return fail(_("{server!r} is not an address, e.g. 192.168.1.20 or school-server:7428").format(
                server=args.server))
        return start(fullscreen=args.fullscreen, watch=Watch(args.watch, server))
    game = args.autoplay if args.autoplay is not None else args.demo
    if game is not None and game not in game_ids():
        return fail(_("unknown game {game!r}; valid games: {games}").format(game=game, games=", ".join(game_ids())))
    if args.players is not None and game is None:
        return fail(_("--players only goes with --autoplay GAME or --demo GAME"))
    if args.level is not None and args.autoplay is None:
        return fail(_("--level only goes with --autoplay GAME (a demo's computer players play at the normal level)"))
    if game is not None:
        info = load_info(game)
        players = args.players if args.players is not None else min(2, info.max_players)
        if not info.min_players <= players <= info.max_players:
            return fail(_("{game} is for {low}-{high} players").format(
                game=_(info.title), low=info.min_players, high=info.max_players))
    if args.demo is not None:
        from .app.start_modes import Demo

        return start(fullscreen=args.fullscreen, demo=Demo(args.demo, players, args.seed))
    if args.screenshot or args.autoplay is not None:
        import tempfile

        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        # a private user folder: a screenshot or autoplay never touches the family's saved game
        os.environ["SPIDERGAMES_HOME"] = remove_at_exit(tempfile.mkdtemp(prefix="spidergames-"))
    if args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    setup_logging()
    from .app import headless, splash

    splash.close()  # the one-file build's start-up picture: no menu will come to close it

    if args.screenshot:
        try:
            return headless.screenshot(args.screenshot[0], Path(args.screenshot[1]), seed=args.seed)
        except headless.CannotWrite as exc:
            return fail(str(exc))
    if args.autoplay is not None:
        from .core.protocol import GameConfig, Seat

        level = args.level or "normal"
        from .app.seat_names import default_name

        seats = tuple(Seat(default_name(True, i + 1), level, COLOURS[i], info.character_for(COLOURS[i], i))
                      for i in range(players))
        return headless.autoplay(args.autoplay, GameConfig(seats), args.seed)
    return start(fullscreen=args.fullscreen)


def start(*, fullscreen: bool | None, demo: Demo | None = None, watch: Watch | None = None) -> int:
    """The app as a family uses it: the menu in a window (or full screen), or a classroom demo over it."""
    from .app import heap, lazy_log

    heap.one_heap()  # before the log's and the lock's helper threads: each would make a heap of its own
    lazy_log.begin_at_first_record(setup_logging)  # or once the first frame shows (runs.interactive)
    from .app import runs

    try:
        return runs.interactive(fullscreen=fullscreen, first_frame_only=os.environ.get(FIRST_FRAME_ENV) == "1",
                                demo=demo, watch=watch)
    except Exception as exc:  # noqa: BLE001 - the app could not even show its error screen
        lazy_log.LazyLog("spidergames").logger().exception("fatal error")
        report_fatal(exc)
        return 1


def report_fatal(exc: BaseException) -> None:
    """Tell the family in a message box (a windowed build has no console); the save is untouched."""
    from .app.i18n import _

    message = (_("spidergames could not start or had to stop. Your saved game is safe.") + "\n\n"
               f"{type(exc).__name__}: {exc}\n\n" + _("The details are in spidergames.log in your user folder."))
    try:
        import pygame

        pygame.display.message_box("spidergames", message, message_type="error")
    except Exception:  # noqa: BLE001 - no display at all: stderr (if any) is all there is
        if sys.stderr is not None:
            print(message, file=sys.stderr)

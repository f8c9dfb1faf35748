"""Draw a game from two positions that differ only in a secret, and compare all a viewer could learn.

A game scene must draw from `observation(state, viewer)`, so a secret (another seat's hand, a
target card, a face-down villain, a team token's value) can only reach the screen of the seat the
rules show it to. `look` plays the real scene for one position and one viewer and writes down
everything that viewer could see or hear:

- the table at rest, drawn by a scene of its own (a scene keeps its still picture keyed on the
  viewer's observation, which twins share by design: drawn by one scene, the second twin's frame
  would be the first one's copy and a leak on the still picture could never show);
- with the keyboard focus on, and the pointer over, each button and target in turn, and over a
  grid of points across the table (focus rings, hover, previews), and the focus walked by Tab and
  the arrows as a child's keys or pad would (what the voice says of each choice reached);
- with one switch: every step of the scan (each group lit, each opened group's items one by one)
  and the scan's order itself, where the choices lie in it;
- after pressing Help (the glow and its reason) whenever Help may be pressed;
- every frame of a move played at real speed from the position (a card flying, drawn, turned
  over, a villain captured), at 60 frames a second (or another rate);
- its words: the caption (the lines of the last move and what to do now), everything the voice
  was asked to say, and the hint's reason.

The secrecy tests compare two `Seen`s: equal wherever the rules show the viewer the same thing.

The projector (`spidergames --watch CODE`) is looked at the same way (`look(..., spectator=True)`): the
game's scene under the `Watching` presentation over `Watched`, a link that hands the table only what
the host sends a spectator (the public sight, through the wire's encoding), every seat another
computer's, so each move arrives as the projector's do.
"""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame

from spidergames.app import assets
from spidergames.app.application import App
from spidergames.app.input import Intent, Kind
from spidergames.app.settings import SCAN_PACES, Settings
from spidergames.app.speech import Speech, Utterance
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.watching import Watching
from spidergames.core.hints import Hint
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, Game, GameConfig, Seat
from spidergames.net import wire
from spidergames.net.wire import RemoteSight

COLOURS = ("red", "blue", "green", "yellow")
DT = 1 / 60
MOTION_LIMIT = 900  # frames a move may take to land (15 s of game time)
AFTER_LANDING = 8  # frames drawn after the move has landed (the caption catches up a frame later)
GRID = 120  # the pointer visits a point every GRID logical pixels, both ways


def humans(game: Any, players: int) -> GameConfig:
    """Every seat a person, so every seat can be the viewer."""
    characters = game.info.characters
    return GameConfig(tuple(Seat(f"P{i + 1}", HUMAN, COLOURS[i], characters[i % len(characters)])
                            for i in range(players)))


class _Quiet:
    """An engine that never makes a sound."""

    def speak(self, utterance: Utterance, volume: float) -> None:
        """Nothing is played."""

    def stop(self) -> None:
        """Nothing plays."""

    def forget(self) -> None:
        """Nothing is kept."""


class Heard(Speech):
    """The app's voice with its words written down in order (no thread, no sound)."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings, _Quiet())
        self.heard: list[str] = []

    def _send(self, item: Utterance | str) -> None:
        if isinstance(item, tuple):
            self.heard.append(" ".join(part.system or part.clip for part in item))


def listen(app: App) -> Heard:
    """Give `app` a voice that writes down what it says."""
    heard = Heard(app.settings)
    app._speech = heard  # noqa: SLF001 - the app makes its voice once, on first use
    return heard


@dataclass
class Seen:
    """What one viewer saw (a digest of each picture, by moment) and heard or read (by moment)."""

    pictures: list[tuple[str, str]] = field(default_factory=list)
    words: list[tuple[str, str]] = field(default_factory=list)
    surfaces: dict[str, pygame.Surface] = field(default_factory=dict)  # kept only when asked (`keep`)

    def first_difference(self, other: Seen) -> str | None:
        """Where `other` differs from this (None: nothing a viewer could tell apart)."""
        for (moment, a), (moment_b, b) in zip(self.pictures, other.pictures, strict=False):
            if (moment, a) != (moment_b, b):
                return f"picture at {moment}" if moment == moment_b else f"{moment} vs {moment_b}"
        if len(self.pictures) != len(other.pictures):
            return f"{len(self.pictures)} pictures vs {len(other.pictures)} (a move lasting longer)"
        for (moment, a), (_, b) in zip(self.words, other.words, strict=False):
            if a != b:
                return f"words at {moment}: {a!r} vs {b!r}"
        if len(self.words) != len(other.words):
            return f"words: {[w for _, w in self.words]} vs {[w for _, w in other.words]}"
        return None


def digest(surface: pygame.Surface) -> str:
    """A fingerprint of the picture's colours: CRC-32, a fifth of a cryptographic hash's time on a whole
    screen (a look takes thousands). A leak changes many frames; each has a 1 in 4 billion chance to
    keep its fingerprint, and only two looks' fingerprints are ever compared, nobody forging them. It
    reads the surface's own bytes (both looks draw on a camera surface of one format), a third of the
    time of copying them out as RGB first; their unused fourth byte can only add differences."""
    return f"{zlib.crc32(surface.get_view('1')):08x}"


class Watched(Match[Any, Any]):
    """The projector's link, for the harness: the position the harness puts on the table, as the host
    sends it to a spectator (`wire.sight_payload` for no seat, encoded to JSON and read back as the
    projector's `RemoteLink` reads it); no seat is played here, and each move the harness plays arrives
    as another computer's (`arrived`)."""

    def __init__(self, game: Game[Any, Any], config: GameConfig, seed: int) -> None:
        super().__init__(game, config, seed)
        self.coming: list[RemoteSight] = []
        self.told: list[int] = []  # each position the table said it had shown whole (`shown`), in order
        self._sent: tuple[int, int, RemoteSight] | None = None

    def sight(self) -> RemoteSight:  # type: ignore[override]  # the projector's sight, not hot seat's
        key = (id(self.state), self.version)
        if self._sent is None or self._sent[:2] != key:
            payload = wire.sight_payload(self.game, self.state, self.version, (), self.hints, ())
            self._sent = (*key, wire.read_sight(self.game, json.loads(json.dumps(payload)), self.config.players))
        return self._sent[2]

    def here(self, seat: int) -> bool:
        return False

    def starts_again(self) -> bool:
        return False

    def arrived(self) -> RemoteSight | None:  # type: ignore[override]
        return self.coming.pop(0) if self.coming else None

    def waiting(self) -> bool:
        return bool(self.coming)

    def shown(self, version: int) -> None:
        if not self.told or self.told[-1] != version:  # (told every frame: each change is kept, once)
            self.told.append(version)

    def legal_actions(self) -> tuple[Any, ...]:
        return ()

    def plan(self) -> tuple[Hint[Any], ...]:
        return ()  # the host refuses Help to a screen with no seat

    @property
    def undo_owner(self) -> int | None:
        return None


def scene_for(app: App, game: Any, config: GameConfig, seed: int = 1, *,
              spectator: bool = False) -> GameScene[Any, Any, Any]:
    """A fresh game scene on the app's stack, every picture it keeps empty: its still picture, and the
    pictures cached for a game scene (a seat panel painted once per look is kept across scenes until
    a game is left, so without this the second twin's panel could be the first one's). `spectator`: the
    projector's scene (`Watching` over a `Watched` link), opened as `waiting_room.open_remote_game` does."""
    assets.leave_scene()
    app.autoplay = True
    if spectator:
        from spidergames.app.games import scene_class
        from spidergames.app.scenes.menu import MenuScene

        cls = scene_class(game.info.id)
        assert cls is not None
        scene = cls(app, Watched(game, config, seed))
        scene.presentation = Watching(app)
        app.scenes.reset(MenuScene(app))
        app.scenes.push(scene)
    else:
        started = start_game_scene(app, Match(game, config, seed))
        assert started is not None
        scene = started
    app.frame(DT)
    scene.still.forget()  # that frame drew the seed's own deal: a part keyed alike would keep its picture
    return scene


def show(scene: GameScene[Any, Any, Any], state: Any, viewer: int | None) -> None:
    """Put `state` on the table as `viewer` sees it, at rest, nothing under the pointer."""
    scene.match.state = state
    scene.display.reset(scene.match.sight())
    scene.update(0.0)  # the turn loop may pick a viewer itself: the test then plays the curtain's part
    scene._viewer = viewer  # noqa: SLF001
    scene.clock = 0.0
    scene.focus.rebuild_when(("shown", id(state)))  # the targets of the position put there, not the last one's (a
    scene.refresh()  # table that rebuilds on the match's version would keep the first position's: no walk's)
    scene.assist.update()  # Help and Oops follow the viewer too (a frame would do both)
    for _ in range(2):  # and the caption, which shows on each frame what the update before it left
        scene.caption.follow(scene.caption_now())


def frame_for(app: App, scene: GameScene[Any, Any, Any], state: Any, viewer: int | None) -> pygame.Surface:
    """The table drawn by `scene` for `state` as `viewer` sees it (nothing moving, no pointer over it).
    `scene` should be fresh for each position: see the module's docstring."""
    show(scene, state, viewer)
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    return surface


def rest_frame(app: App, game: Any, config: GameConfig, state: Any, viewer: int | None) -> pygame.Surface:
    """The table at rest for `state` as `viewer` sees it, drawn by a scene of its own."""
    return frame_for(app, scene_for(app, game, config), state, viewer)


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


class _Camera:
    """Draws a scene's frames and writes down what they show."""

    def __init__(self, app: App, scene: GameScene[Any, Any, Any], heard: Heard, seen: Seen, keep: bool) -> None:
        self.scene, self.heard, self.seen, self.keep = scene, heard, seen, keep
        self.surface = pygame.Surface(app.screen.get_size())
        self._said = 0

    def shoot(self, moment: str) -> None:
        self.scene.draw(self.surface)
        self.seen.pictures.append((moment, digest(self.surface)))
        if self.keep:
            self.seen.surfaces[moment] = self.surface.copy()

    def words(self, moment: str) -> None:
        """The caption's rows, and what was said since the last time."""
        scene = self.scene
        names = [s.name for s in scene.seats]
        rows = scene.caption.lines(scene.caption_now()).rows
        self.seen.words.append((f"{moment}: caption", " / ".join(line.text(names) for row in rows for line in row)))
        for said in self.heard.heard[self._said:]:
            self.seen.words.append((f"{moment}: said", said))
        self._said = len(self.heard.heard)
        hint = scene.assist.hint
        if hint is not None:
            self.seen.words.append((f"{moment}: hint", repr(hint.reason)))


def look(app: App, game: Game[Any, Any], config: GameConfig, state: Any, viewer: int | None, *,
         action: Any = None, seed: int = 0, pointing: bool = True, keep: bool = False, fps: int = 60,
         spectator: bool = False) -> Seen:
    """Everything `viewer` sees and hears of `state` on a fresh scene: at rest, pointing and hovering,
    Help, and (with `action`) every frame of that move played at real speed, `fps` frames a second
    (the rules' dice and shuffles seeded with `seed`). `spectator`: on the projector (`viewer` None)."""
    heard = listen(app)
    scene = scene_for(app, game, config, spectator=spectator)
    seen = Seen()
    camera = _Camera(app, scene, heard, seen, keep)
    show(scene, state, viewer)
    camera.shoot("rest")
    camera.words("rest")
    if pointing:
        for moment in _point_everywhere(scene):
            camera.shoot(moment)
        camera.words("pointing")
        show(scene, state, viewer)
        for moment in _scan_everywhere(scene, seen):
            camera.shoot(moment)
        show(scene, state, viewer)
    scene.assist.ask()  # Help: only for the person whose turn the screen shows
    scene.assist.update()
    camera.shoot("help")
    camera.words("help")
    if action is not None:
        _play(app, scene, state, action, viewer, seed, camera, 1 / fps)
    return seen


def _point_everywhere(scene: GameScene[Any, Any, Any]) -> Iterator[str]:
    """Focus each button and target in turn, then walk the focus over them with Tab and the arrows as a
    child would (the voice names each choice reached: `GameScene.speak_focus`), then hover over each and
    over a grid across the table."""
    layer = scene.focus
    for i, button in enumerate(list(layer.buttons)):
        if button in layer.buttons:
            layer.focus = layer.buttons.index(button)
            scene.refresh()
            yield f"focus {i}"
    layer.focus = -1
    steps = [Kind.NEXT] * (len(layer.buttons) + 1) + [Kind.RIGHT, Kind.DOWN, Kind.LEFT, Kind.UP] * 2
    for i, kind in enumerate(steps):
        layer.handle(Intent(kind))
        scene.refresh()
        _spoken(scene)
        yield f"focus step {i} ({kind.value})"
    layer.focus = -1
    centres = [b.rect.center for b in layer.buttons]
    width, height = scene.app.screen.get_size()
    grid = [(x, y) for y in range(GRID // 2, height, GRID) for x in range(GRID // 2, width, GRID)]
    for pos in [*centres, *grid]:
        layer.handle(Intent(Kind.POINT, pos))
        scene.refresh()
        yield f"pointer at {pos}"
    layer.handle(Intent(Kind.POINT, (-100, -100)))


def _scan_everywhere(scene: GameScene[Any, Any, Any], seen: Seen) -> Iterator[str]:
    """One switch on: light each group of the scan in turn, and each item of a group of several (the
    ring, and what the focus previews), and write down the order (where each choice is drawn)."""
    settings = scene.app.settings
    settings.scan_pace = SCAN_PACES[1]
    scan = scene.scan
    try:
        scan.restart()
        scene._follow_scan()  # noqa: SLF001 - as a frame does, without moving the table on
        seen.words.append(("scan order", repr([[tuple(b.rect) for b in g] for g in scan.groups])))
        for at, group in enumerate(scan.groups):
            scan.at, scan.inside = at, None
            scene._follow_scan()  # noqa: SLF001
            scene.refresh()
            yield f"scan group {at}"
            for k in range(len(group) if len(group) > 1 else 0):
                scan.inside = k
                scene._follow_scan()  # noqa: SLF001
                scene.refresh()
                yield f"scan group {at} item {k}"
    finally:
        settings.scan_pace = 0.0
        scan.restart()
        scene.focus.focus = -1


def _spoken(scene: GameScene[Any, Any, Any]) -> None:
    """What the voice says of the focus reached, as at real speed (a look draws with every wait skipped,
    which also keeps the voice quiet)."""
    app = scene.app
    instant, app.autoplay = app.autoplay, False
    try:
        scene.speak_focus()
    finally:
        app.autoplay = instant


def _play(app: App, scene: GameScene[Any, Any, Any], state: Any, action: Any, viewer: int | None, seed: int,
          camera: _Camera, dt: float) -> None:
    """Play `action` from `state` at real speed and take every frame until it has landed."""
    app.autoplay = False
    app.settings.curtain = False  # the viewer stays the same person throughout
    scene.anim.instant = False
    seat = scene.current
    link = scene.match
    link.state = link.game.apply(state, action, random.Random(seed))
    link.history.append(action)
    if isinstance(link, Watched):
        link.coming.append(link.sight())  # the projector: the move arrives as another computer's
    else:
        scene._show_played(seat, action)  # noqa: SLF001 - as the scene's own submit does, after the rules
    for frame in range(round(MOTION_LIMIT * DT / dt)):
        scene._viewer = viewer  # noqa: SLF001
        scene.update(dt)
        scene._viewer = viewer  # noqa: SLF001
        camera.shoot(f"move frame {frame}")
        if not scene.animating and scene.display.settled:
            break
    else:
        raise AssertionError("the move never landed")
    for frame in range(AFTER_LANDING):
        scene._viewer = viewer  # noqa: SLF001
        scene.update(dt)
        scene._viewer = viewer  # noqa: SLF001
        camera.shoot(f"after landing {frame}")
    camera.words("move")


def viewers(players: int) -> tuple[int | None, ...]:
    return (None, *range(players))


def may_tell_apart(game: Game[Any, Any], a: Any, b: Any, viewer: int | None, action: Any = None,
                   seed: int = 0) -> bool:
    """True if the rules show `viewer` a difference between `a` and `b` (or the positions after `action`)."""
    if game.observation(a, viewer) != game.observation(b, viewer):
        return True
    if action is None:
        return False
    after_a = game.apply(a, action, random.Random(seed))
    after_b = game.apply(b, action, random.Random(seed))
    return game.observation(after_a, viewer) != game.observation(after_b, viewer)


def spectator_leaks(app: App, game: Game[Any, Any], players: int, a: Any, b: Any, *, action: Any = None,
                    seed: int = 0, pointing: bool = True, fps: int = 60) -> list[str]:
    """How the projector could tell `a` and `b` apart where the rules show nobody a difference (none: it
    could not, or the rules show the difference to everybody)."""
    if may_tell_apart(game, a, b, None, action, seed):
        return []
    config = humans(game, players)
    seen_a, seen_b = (look(app, game, config, state, None, action=action, seed=seed, pointing=pointing, fps=fps,
                           spectator=True) for state in (a, b))
    difference = seen_a.first_difference(seen_b)
    return [] if difference is None else [f"projector: {difference}"]


def leaks(app: App, game: Game[Any, Any], players: int, a: Any, b: Any, *, action: Any = None, seed: int = 0,
          pointing: bool = True, only: tuple[int | None, ...] | None = None, fps: int = 60) -> list[str]:
    """Every viewer (of `only`, if given) to whom the rules show `a` and `b` alike but who could tell
    them apart, and how."""
    found = []
    config = humans(game, players)
    for viewer in viewers(players) if only is None else only:
        if may_tell_apart(game, a, b, viewer, action, seed):
            continue
        seen_a = look(app, game, config, a, viewer, action=action, seed=seed, pointing=pointing, fps=fps)
        seen_b = look(app, game, config, b, viewer, action=action, seed=seed, pointing=pointing, fps=fps)
        difference = seen_a.first_difference(seen_b)
        if difference is not None:
            found.append(f"seat {viewer}: {difference}")
    return found

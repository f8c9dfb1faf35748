"""What a game at this screen says aloud, and the secrets the voice must not name.

The voice reaches the whole room while the privacy curtain only hides the screen, so with two
people at the screen nothing said may name a secret: a Labyrinth symbol still to find, a card in a
Something Wild hand or its deck, a captured or face-down web race villain. `play_with_help` plays
a real game scene at real speed with Help pressed on every decision of a person (the glowing step
is then pressed), and writes down every utterance with who was on turn and the state then;
`named_secrets` lists what was said that names a secret. Each game names its secrets in its own
`secrecy_twins.py` (`SpokenSecret`).

Yahtzee is not here (nor the toy, whose cards are numbers): its only secret, a face-down team
token's value, is a bare number, and no caption or reason has a placeholder that takes one (a score,
a column and a count of dice are public), so there are no words to look for.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Any

from secrecy import COLOURS, Heard
from secrecy_twins import twins_of

from spidergames.app.application import App
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.app.settings import Settings
from spidergames.app.speech import Utterance
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game
from spidergames.core.secrecy_twins import SpokenSecret


def spoken_secret(game_id: str) -> SpokenSecret | None:
    """The names of the game's secrets (its `secrecy_twins.TWINS.secret.spoken`), None: it has none."""
    own = twins_of(game_id)
    return None if own is None or own.secret is None else own.secret.spoken


GAMES_WITH_WORDS = tuple(game_id for game_id in game_ids() if spoken_secret(game_id) is not None)
"""The games whose secrets have names a voice could say."""


def _spoken(game_id: str) -> SpokenSecret:
    found = spoken_secret(game_id)
    assert found is not None, f"{game_id}'s secrets have no names"
    return found


def secrets(game_id: str, state: Any, seat: int) -> set[str]:
    """The words that name what the rules hide from every other seat: `seat`'s own secrets."""
    return set(_spoken(game_id).seats(state, seat))


def nobodys(game_id: str, state: Any) -> set[str]:
    """The words that name what nobody sees yet (a deck's cards, the villain pile)."""
    return set(_spoken(game_id).nobodys(state))


def on_the_table(game_id: str, state: Any) -> set[str]:
    """Secret names everybody also sees as something else: every Labyrinth symbol is printed on a tile,
    so a caption may say where a piece walked ("walked to the Daily Bugle") without telling whose
    goal it is. Only Help, which is about the seat's own goal, must not name one then."""
    return set(_spoken(game_id).printed(state))


class Tagged(Heard):
    """The app's voice writing down what it says and how: "help" for what comes through `say` (Help's
    reasons; the scenes say their captions through `say_lines`), "caption" for the rest."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        self.kinds: list[str] = []
        self._kind = "caption"

    def say(self, template: str, params: Any = None, seats: Any = None) -> None:
        self._kind = "help"
        try:
            super().say(template, params, seats)
        finally:
            self._kind = "caption"

    def _send(self, item: Utterance | str) -> None:
        before = len(self.heard)
        super()._send(item)
        self.kinds += [self._kind] * (len(self.heard) - before)


@dataclass(frozen=True)
class Said:
    """One utterance: what it was ("help" or "caption", see `Tagged`), its words, the seat on turn and
    the state."""

    kind: str
    words: str
    seat: int
    state: Any


@dataclass
class Spoken:
    """Everything one game said, in order."""

    seats: int
    said: list[Said] = field(default_factory=list)
    decisions: int = 0


def play_with_help(app: App, game_id: str, people: int, robots: int = 0, decisions: int = 24,
                   seed: int = 3, fps: int = 60) -> Spoken:
    """Play `game_id` at real speed (`fps` frames a second) with `people` people (then `robots` easy
    robots), the curtain on: Help pressed on each of `decisions` decisions and the glowing step
    pressed; what was said."""
    game = load_game(game_id)
    chars = game.info.characters
    seats = tuple(Seat(f"P{i + 1}", HUMAN if i < people else "easy", COLOURS[i], chars[i % len(chars)])
                  for i in range(people + robots))
    recorder = Tagged(app.settings)
    app._speech = recorder  # noqa: SLF001 - the app makes its voice once, on first use
    app.autoplay = False
    app.settings.curtain = True
    match = Match(game, GameConfig(seats), seed)
    assert start_game_scene(app, match) is not None
    heard = Spoken(len(seats))
    taken = 0

    def collect() -> None:
        nonlocal taken
        for kind, words in zip(recorder.kinds[taken:], recorder.heard[taken:], strict=True):
            heard.said.append(Said(kind, words, match.current_player, match.state))
        taken = len(recorder.heard)

    dt = 1 / fps
    while heard.decisions < decisions and not match.is_over:
        scene = _settle(app, collect, dt)
        if scene is None:
            break
        scene.assist.ask()
        for _ in range(600):
            app.frame(dt)
            collect()
            if scene.assist.hint is not None:
                break
            time.sleep(0.002)  # the hint is worked out beside the frame loop
        glowing = scene.assist.glowing()
        assert glowing is not None, f"nothing glows for {scene.assist.hint}"
        glowing.on_click()
        heard.decisions += 1
        app.frame(dt)
        collect()
    return heard


def _settle(app: App, collect: Any, dt: float) -> GameScene[Any, Any, Any] | None:
    """Frames at real speed until a person may choose (saying "show me!" at each curtain); None at the end."""
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            top.focus.buttons[0].on_click()
        elif isinstance(top, GameScene):
            if top.match.is_over:
                return None
            if top.ready() and not top.animating:
                return top
        app.frame(dt)
        collect()
    raise AssertionError("no person's turn came")


def names(words: str, wanted: set[str]) -> list[str]:
    """The names in `wanted` that `words` says (whole words, any case)."""
    return sorted(n for n in wanted if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", words, re.IGNORECASE))


def named_secrets(game_id: str, heard: Spoken) -> list[str]:
    """Each utterance that names a secret: a Help reason naming any seat's secret (its own goal or
    card included), or a caption naming a secret nobody sees on the table."""
    found = []
    for said in heard.said:
        hidden = nobodys(game_id, said.state).union(*(secrets(game_id, said.state, s) for s in range(heard.seats)))
        if said.kind == "caption":
            hidden -= on_the_table(game_id, said.state)
        for name in names(said.words, hidden):
            found.append(f"{said.kind} on seat {said.seat}'s turn said {name!r}: {said.words!r}")
    return found

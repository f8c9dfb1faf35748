"""Every phase of every game has its own prompt, written and spoken (issue #32, "Prompts that say what to do now").

A child who cannot read hears the caption; one who can reads it. Either way "Your turn, Ann!" alone
does not say what to do: while a Something Wild child picks a card to pass on, the caption must say
"Pick a card to pass on". The phases are read off each game's rules (its phase, the legal actions,
the drawn card), walked in seeded robot games, and each maps to the prompt that names it; no two
phases of one game share a prompt. Then the app itself: at a person's turn in each phase, the
caption's lines (what is drawn and what is spoken) carry that prompt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from driving import new_match, random_config, use_settings
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.caption import Line, turn_told
from spidergames.core.match import Match
from spidergames.core.protocol import Seat
from spidergames.games.labyrinth import captions as labyrinth_captions
from spidergames.games.labyrinth import rules as labyrinth
from spidergames.games.somethingwild import captions as wild_captions
from spidergames.games.somethingwild import rules as wild
from spidergames.games.webrace import captions as race_captions
from spidergames.games.webrace import rules as race
from spidergames.games.webrace.movement import CardKind
from spidergames.games.yahtzee import captions as yahtzee_captions
from spidergames.games.yahtzee import rules as yahtzee

Phaser = Callable[[Any, Sequence[Any]], str]
"""The phase a position is in, from the mover's observation and the legal actions (the rules' words)."""


def yahtzee_phase(view: yahtzee.Observation, legal: Sequence[Any]) -> str:
    if any(isinstance(a, yahtzee.RollOff) for a in legal):
        return "roll-off"
    if not view.state.dice:
        return "roll"
    if any(isinstance(a, yahtzee.SpiderManYahtzee) for a in legal):
        return "five Spider-Mans"
    if any(isinstance(a, yahtzee.ScoreZero) for a in legal):
        return "score zero"
    roll = any(isinstance(a, yahtzee.Roll) for a in legal)
    score = any(isinstance(a, yahtzee.Score) for a in legal)
    return "keep or score" if roll and score else "keep and roll" if roll else "score"


def labyrinth_phase(view: labyrinth.Observation, legal: Sequence[Any]) -> str:
    if view.phase is labyrinth.Phase.SHIFT:
        return "push"
    here = view.players[view.current].pos
    if not any(isinstance(a, labyrinth.Move) and a.cell != here for a in legal):
        return "stay"
    return "walk home" if not view.targets else "walk"


def race_phase(view: race.Observation, legal: Sequence[Any]) -> str:
    if any(isinstance(a, race.Draw) for a in legal):
        return "draw"
    if all(isinstance(a, race.Pass) for a in legal):
        return "pass"
    assert view.card is not None
    if view.card.kind is CardKind.JUMP:
        return "jump"
    if view.card.kind is CardKind.BOTH:
        return "move both"
    pieces = {a.piece for a in legal if isinstance(a, race.Move)}
    return "pick a piece" if len(pieces) > 1 else "move"


def wild_phase(view: wild.Observation, legal: Sequence[Any]) -> str:
    return view.phase.value


PROMPTS: dict[str, tuple[Any, Phaser, dict[str, str]]] = {
    "yahtzee": (yahtzee_captions, yahtzee_phase, {
        "roll": "Roll the dice.",
        "keep or score": "Score a glowing friend, or keep dice and roll again.",
        "keep and roll": "Nothing to score yet: keep dice and roll again.",
        "score": "That was your last roll: score a glowing friend.",
        "score zero": "Nothing new to score: put a token on 0.",
        "five Spider-Mans": "Five Spider-Mans! Put any friend on 5.",
        "roll-off": "It's a tie! Roll: most Spider-Mans wins.",
    }),
    "labyrinth": (labyrinth_captions, labyrinth_phase, {
        "push": "Turn the spare tile, then push it in at an arrow.",
        "walk": "Walk to a glowing tile, or press Stay here.",
        "walk home": "Walk home to win, or press Stay here.",
        "stay": "No tile to walk to: press Stay here.",
    }),
    "webrace": (race_captions, race_phase, {
        "draw": "Draw a travel card.",
        "move": "Tap a glowing space to move there.",
        "pick a piece": "Pick a piece, then tap a glowing space.",
        "move both": "Move both pieces: tap where the first goes, then the second.",
        "jump": "Jump: tap a glowing piece to send it home.",
        "pass": "No piece can move that far: press Pass.",
    }),
    "somethingwild": (wild_captions, wild_phase, {
        "draw": "Tap the deck to draw a card.",
        "play": "Play a card into your row.",
        "power": "Use a glowing Power, or press No Power.",
        "guess-colour": "Guess the colour of the top card!",
        "guess-number": "Guess the number of the top card!",
        "swap-give": "Pick your card to swap.",
        "swap-take": "Pick the card you want.",
        "take-discard": "Pick a card from the discard pile.",
        "pass": "Pick a card to pass on.",
        "score": "Score three glowing cards!",
        "discard": "Too many cards: throw one away.",
    }),
}
"""For each game, each phase its rules have and the prompt (the msgid, the voice clip's key) that names it."""

GAMES = 24  # seeded robot games a game is walked through
MOST_ACTIONS = 600


def walk(game_id: str) -> dict[str, list[str]]:
    """Every position of seeded robot games, by phase: what the game's `to_do` says there ("" for nothing)."""
    captions, phase_of, _ = PROMPTS[game_id]
    said: dict[str, list[str]] = {}
    for k in range(GAMES):
        rng = random.Random(f"phase-prompts-{game_id}-{k}")
        match = new_match(game_id, random_config(game_id, rng, players=2 + k % 3), rng.randrange(2**31))
        while not match.is_over and len(match.history) < MOST_ACTIONS:
            seat, legal = match.current_player, match.legal_actions()
            view = match.game.observation(match.state, seat)
            line = captions.to_do(view, legal)
            said.setdefault(phase_of(view, legal), []).append("" if line is None else line.template)
            match.play(match.bot_choice())
    return said


@pytest.mark.parametrize("game_id", quick_only(sorted(PROMPTS), "yahtzee"))
def test_every_phase_of_every_game_has_a_prompt_that_names_it(game_id: str) -> None:
    _, _, prompts = PROMPTS[game_id]
    assert len(set(prompts.values())) == len(prompts), "two phases share one prompt"
    said = walk(game_id)
    wrong = {phase: sorted(set(words) - {prompts[phase]}) for phase, words in said.items()
             if set(words) != {prompts[phase]}}
    assert not wrong, f"{game_id}: phases whose prompt does not name them (\"\": only whose turn it is): {wrong}"
    missing = set(prompts) - set(said) - RARE.get(game_id, set())
    assert not missing, f"{game_id}: the robots never reached {missing}: walk more games"


RARE = {"yahtzee": {"five Spider-Mans", "roll-off"}}
"""Phases seeded robot games seldom reach; `test_rare_phases_have_their_prompt` sets them up."""


def test_rare_phases_have_their_prompt() -> None:
    """Five Spider-Mans and the roll-off: the position is made as the rules would leave it."""
    from dataclasses import replace

    from spidergames.games.yahtzee.board import DICE, Face

    rng = random.Random("rare-phases")
    match = new_match("yahtzee", random_config("yahtzee", rng, players=2), rng.randrange(2**31))
    game, state = match.game, match.state
    five = replace(state, dice=(Face.SPIDER_MAN,) * DICE, rolls_used=1)
    tie = replace(state, phase=yahtzee.Phase.ROLLOFF)
    _, phase_of, prompts = PROMPTS["yahtzee"]
    for position, phase in ((five, "five Spider-Mans"), (tie, "roll-off")):
        view, legal = game.observation(position, 0), game.legal_actions(position)
        assert phase_of(view, legal) == phase
        line = yahtzee_captions.to_do(view, legal)
        assert line is not None and line.template == prompts[phase]


# -- in the app: what the caption draws and the voice says --------------------------------------------
@pytest.fixture
def menu_app(app: App) -> App:
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    return app


SCENE_ACTIONS = 160


def person_to_choose(app: App, match: Match) -> Any:
    """Frames until the child may choose (the game scene then), or None once the game is over."""
    from spidergames.app.table.game_scene import GameScene

    for _ in range(20_000):
        top = app.scenes.top
        if match.is_over:
            return None
        if isinstance(top, GameScene) and top.ready() and not top.animating:
            app.frame(1 / 30)
            return top
        app.frame(1 / 30)
    raise AssertionError("no person's turn came")


@pytest.mark.parametrize("game_id", quick_only(sorted(PROMPTS), "yahtzee"))
def test_the_caption_writes_and_the_voice_says_each_phases_prompt(menu_app: App, game_id: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A child against robots at real speed: at each of the child's choices (once a person may choose
    and nothing moves), the caption's lines and the last prompt spoken say whose turn it is and the
    prompt of that phase."""
    from spidergames.app.table.opening import start_game_scene

    app = menu_app
    use_settings(app, speed="fast")
    heard: list[Sequence[Line]] = []
    say_lines = app.speech.say_lines

    def hear(lines: Sequence[Line], seats: Sequence[Seat]) -> None:
        heard.append(list(lines))
        say_lines(lines, seats)

    monkeypatch.setattr(app.speech, "say_lines", hear)
    _, phase_of, prompts = PROMPTS[game_id]
    rng = random.Random(f"phase-prompts-app-{game_id}")
    match: Match = new_match(game_id, random_config(game_id, rng, players=3, humans=1), rng.randrange(2**31))
    assert start_game_scene(app, match) is not None
    seen: set[str] = set()
    while len(match.history) < SCENE_ACTIONS:
        scene = person_to_choose(app, match)
        if scene is None:
            break
        legal = match.legal_actions()
        phase = phase_of(match.game.observation(match.state, match.current_player), legal)
        now = scene.caption_now()
        assert turn_told(now) is not None, f"{game_id}, {phase}: the caption does not say whose turn it is"
        written = [line.template for line in now]
        assert prompts[phase] in written, f"{game_id}, {phase}: the caption says {written}"
        spoken = [line.template for line in heard[-1]] if heard else []
        assert prompts[phase] in spoken, f"{game_id}, {phase}: the voice last said {spoken}"
        seen.add(phase)
        assert scene.submit(match.bot_choice("normal"))
    assert len(seen) >= 2, f"{game_id}: the child met only {seen}"

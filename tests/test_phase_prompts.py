"""Every phase of every game has its own prompt, written and spoken (issue #32, "Prompts that say what to do now").

A child who cannot read hears the caption; one who can reads it. Either way "Your turn, Ann!" alone
does not say what to do: while a Something Wild child picks a card to pass on, the caption must say
"Pick a card to pass on". The phases are read off each game's rules (its phase, the legal actions,
the drawn card: its own `phase_prompts.py`), walked in seeded robot games, and each maps to the prompt
that names it; no two phases of one game share a prompt. Then the app itself: at a person's turn in each phase, the
caption's lines (what is drawn and what is spoken) carry that prompt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from beside_rules import beside_rules
from driving import new_match, random_config, use_settings
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.caption import Line, turn_told
from spidergames.core.match import Match
from spidergames.core.protocol import Seat
from spidergames.core.registry import entry, game_ids

Phaser = Callable[[Any, Sequence[Any]], str]
"""The phase a position is in, from the mover's observation and the legal actions (the rules' words)."""


def phases(game_id: str) -> tuple[Any, Phaser, dict[str, str], frozenset[str]]:
    """The game's captions and its `phase_prompts` module beside its rules (a game in its own package
    brings its own): how to read the phase, each phase's prompt, and the phases robots seldom reach."""
    module = beside_rules(game_id, "phase_prompts")
    if module is None:
        pytest.fail(f"{game_id} brings no phase_prompts.py beside its rules: which phases has it?")
    scene = entry(game_id).scene
    assert scene is not None, f"{game_id} has no scene to caption it"
    return scene().captions, module.phase_of, dict(module.PROMPTS), frozenset(module.RARE)


GAMES_WITH_PROMPTS = game_ids()


GAMES = 24  # seeded robot games a game is walked through
MOST_ACTIONS = 600


def walk(game_id: str) -> dict[str, list[str]]:
    """Every position of seeded robot games, by phase: what the game's `to_do` says there ("" for nothing)."""
    captions, phase_of, _, _ = phases(game_id)
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


@pytest.mark.parametrize("game_id", quick_only(sorted(GAMES_WITH_PROMPTS), "yahtzee"))
def test_every_phase_of_every_game_has_a_prompt_that_names_it(game_id: str) -> None:
    _, _, prompts, rare = phases(game_id)
    assert len(set(prompts.values())) == len(prompts), "two phases share one prompt"
    said = walk(game_id)
    wrong = {phase: sorted(set(words) - {prompts[phase]}) for phase, words in said.items()
             if set(words) != {prompts[phase]}}
    assert not wrong, f"{game_id}: phases whose prompt does not name them (\"\": only whose turn it is): {wrong}"
    missing = set(prompts) - set(said) - rare
    assert not missing, f"{game_id}: the robots never reached {missing}: walk more games"


def test_rare_phases_have_their_prompt() -> None:
    """Yahtzee's rare phases (its `RARE`), which seeded robot games seldom reach: five Spider-Mans and the
    roll-off, the position made as the rules would leave it."""
    from dataclasses import replace

    from spidergames.games.yahtzee import rules as yahtzee
    from spidergames.games.yahtzee.board import DICE, Face

    rng = random.Random("rare-phases")
    match = new_match("yahtzee", random_config("yahtzee", rng, players=2), rng.randrange(2**31))
    game, state = match.game, match.state
    five = replace(state, dice=(Face.SPIDER_MAN,) * DICE, rolls_used=1)
    tie = replace(state, phase=yahtzee.Phase.ROLLOFF)
    captions, phase_of, prompts, rare = phases("yahtzee")
    assert rare == {"five Spider-Mans", "roll-off"}
    for position, phase in ((five, "five Spider-Mans"), (tie, "roll-off")):
        view, legal = game.observation(position, 0), game.legal_actions(position)
        assert phase_of(view, legal) == phase
        line = captions.to_do(view, legal)
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


@pytest.mark.parametrize("game_id", quick_only(sorted(GAMES_WITH_PROMPTS), "yahtzee"))
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
    _, phase_of, prompts, _ = phases(game_id)
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
    assert len(seen) >= min(2, len(prompts)), f"{game_id}: the child met only {seen}"  # a game of one phase: it

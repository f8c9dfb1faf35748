"""The proof that a game is a plugin (issue #27): Guess the Hidden Card, a fifth game in a package of
its own (this folder: pyproject.toml declares its entry point), installed as an installer would, joins
the app with no edit anywhere else. It is listed in the menu with its own picture, plays against
robots, saves and continues, is drawn from its own map and pictures, speaks its words in every
language from its own catalogue and its own voice clips, keeps each seat's card secret, and passes
the app's generic test battery.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterator
from dataclasses import FrozenInstanceError
from pathlib import Path
from typing import Any

import pygame
import pytest

from spidergames.app import i18n
from spidergames.app.application import App
from spidergames.app.games import picture
from spidergames.core.match import Match
from spidergames.core.plugin import GameEntry
from spidergames.core.protocol import HUMAN, TRY_GLOWING, GameConfig, IllegalAction, Message, Seat

FOLDER = Path(__file__).resolve().parent
ROOT = FOLDER.parent.parent
SPIDERGAMES = ROOT / "spidergames"


def install(site: Path) -> None:
    """The toy on `site` as an installer leaves it: its package, and a dist-info whose entry points are
    the ones its pyproject.toml declares (what `pip install tests/toygame` writes)."""
    project = tomllib.loads((FOLDER / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    info = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n",
                                   encoding="utf-8")
    points = "".join(f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in names.items())
                     for group, names in project["entry-points"].items())
    (info / "entry_points.txt").write_text(points, encoding="utf-8")
    (site / "toygame").symlink_to(FOLDER / "toygame", target_is_directory=True)


def _forget_the_games() -> None:
    """The registry, the catalogues, the games' words and the menu pictures are read once: read them again."""
    from spidergames.app import games, words
    from spidergames.core import registry

    registry._entries.cache_clear()
    i18n.catalogue.cache_clear()
    games.picture.cache_clear()
    words.game_words.cache_clear()
    words.texts.cache_clear()


@pytest.fixture
def toy(tmp_path: Path) -> Iterator[GameEntry]:
    """The toy installed for this test (its package and entry point on the path), then gone again."""
    from spidergames.core.registry import entry

    site = tmp_path / "site"
    install(site)
    sys.path.insert(0, str(site))
    _forget_the_games()
    try:
        yield entry("toy")
    finally:
        sys.path.remove(str(site))
        for name in [m for m in sys.modules if m == "toygame" or m.startswith("toygame.")]:
            del sys.modules[name]
        _forget_the_games()


def seats(*controllers: str) -> GameConfig:
    colours = ("red", "blue", "green", "yellow")
    return GameConfig(tuple(Seat(f"P{i + 1}", c, colours[i], "spider-man") for i, c in enumerate(controllers)))


# -- the rules: pure, seeded, frozen; refusals and events as message keys ------------------------------
def test_the_rules_are_pure_seeded_and_frozen(toy: GameEntry) -> None:
    game = toy.rules()

    def played(seed: int) -> list[Any]:
        rng = random.Random(seed)
        state = game.new_game(seats("easy", "easy", "easy"), rng)
        states = [state]
        while not game.is_over(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)), rng)
            states.append(state)
        return states

    first = played(3)
    assert first == played(3) and first != played(4)
    assert game.outcome(first[-1]).winners == (first[-1].winner,) and max(first[-1].stars) == 5
    with pytest.raises(FrozenInstanceError):
        first[0].hidden = 1
    assert game.state_from_dict(game.state_to_dict(first[7])) == first[7]


def test_a_wrong_guess_is_refused_with_a_message_key_and_kind_words(toy: GameEntry) -> None:
    from spidergames.app.words import say

    game, rng = toy.rules(), random.Random(1)
    state = game.new_game(seats(HUMAN, HUMAN), rng)
    guess = next(a for a in game.legal_actions(state) if a.number != state.hidden)
    after = game.apply(state, guess, rng)
    with pytest.raises(IllegalAction) as again:
        game.apply(after, guess, rng)
    assert again.value.message == Message.of("toy.already_guessed", number=guess.number)
    with pytest.raises(IllegalAction) as junk:
        game.apply(after, "ten", rng)
    assert junk.value.message == TRY_GLOWING
    assert say(again.value.message) == f"{guess.number} was guessed already: pick a number that is still open!"
    i18n.install("de")
    assert say(again.value.message) == f"Die {guess.number} wurde schon geraten: nimm eine Zahl, die noch frei ist!"


def test_each_seat_sees_its_own_card_and_nobody_the_hidden_one(toy: GameEntry) -> None:
    game, rng = toy.rules(), random.Random(2)
    state = game.new_game(seats(HUMAN, "easy", "hard"), rng)
    for viewer in (0, 1, 2):
        seen = game.observation(state, viewer)
        assert seen.mine == state.hands[viewer] and seen.found is None
        assert state.hidden not in (seen.mine, seen.found) and str(state.hidden) not in repr(seen.events)
        assert all(card not in vars(seen).values() for seat, card in enumerate(state.hands) if seat != viewer)
    assert game.observation(state, None).mine is None


def test_the_robots_play_every_level_and_the_hard_one_is_stronger(toy: GameEntry) -> None:
    game = toy.rules()
    won = 0
    for seed in range(200):
        rng = random.Random(seed)
        levels = ("hard", "easy") if seed % 2 == 0 else ("easy", "hard")
        state = game.new_game(seats(*levels), rng)
        bots = [toy.bots(level) for level in levels]
        while not game.is_over(state):
            seat = game.current_player(state)
            action = bots[seat].choose(game.observation(state, seat), game.legal_actions(state), rng)
            state = game.apply(state, action, rng)
        won += levels[state.winner] == "hard"
    assert won > 150, won
    with pytest.raises(ValueError):
        toy.bots("grandmaster")


# -- in the app ----------------------------------------------------------------------------------------
def test_it_appears_in_the_menu_with_its_own_picture_and_words(app: App, toy: GameEntry) -> None:
    from spidergames.app.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    assert list(menu.tiles) == ["yahtzee", "labyrinth", "webrace", "somethingwild", "toy"]
    rects = [tile.rect for tile in menu.tiles.values()]
    assert all(pygame.Rect((0, 0), app.screen.get_size()).contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "the tiles overlap"
    assert menu.tiles["toy"].enabled and picture("toy") == str(toy.folder / "menu.png")
    i18n.install("fr")
    assert i18n._(toy.info.label) == "Carte cachée"


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("code", ("en", "de", "pseudo"))
def test_the_menu_of_five_fits_in_every_text_size(app: App, toy: GameEntry, code: str, large: bool) -> None:
    """Five tiles are narrower than four: in the longest words (German, the pseudo-language) and with
    Large text, each tile's title and player count stay inside it at the reading floor, nothing overlaps."""
    from driving import use_settings
    from layout import draw_frame, new_recorder, problems
    from pseudo import CODE, speaking

    from spidergames.app.scenes.menu import MenuScene

    assert code in ("en", "de", CODE)
    with speaking(app, code):
        use_settings(app, large_text=large)
        app.autoplay = True  # no fades to wait for
        app.scenes.reset(MenuScene(app))
        assert len(app.scenes.top.tiles) == 5
        found = problems(draw_frame(app, new_recorder()), least=28 if large else 22)
    assert not found, "\n".join(found[:20])


def test_watch_and_learn_offers_the_games_with_a_demo_and_fits(app: App, toy: GameEntry) -> None:
    """The toy has no classroom demo (no teach module): "Watch and learn" does not offer it (choosing it
    would stop the app), and the games it does offer fit the screen whatever their number."""
    from spidergames.app.scenes.demo import DemoChooser
    from spidergames.core.registry import entries

    chooser = DemoChooser(app)
    games = {i18n._(e.info.label) for e in entries()}  # beside them: the music choice and Back
    offered = [b.label for b in chooser.focus.buttons if b.label in games]
    assert offered == ["Yahtzee", "Labyrinth", "Spider-Web Race", "Something Wild!"]
    screen = pygame.Rect((0, 0), app.screen.get_size())
    assert all(screen.contains(b.rect) for b in chooser.focus.buttons)
    five = DemoChooser(app, ("yahtzee", "labyrinth", "webrace", "somethingwild", "toy"))
    assert all(screen.contains(b.rect) for b in five.focus.buttons)


def play_a_game(app: App, config: GameConfig, seed: int, actions: int) -> Any:
    """The toy's scene at real pace in autoplay, the person's guesses taken from the normal robot."""
    from spidergames.app.table.game_scene import GameScene
    from spidergames.app.table.opening import start_game_scene

    match = Match(load_toy(), config, seed)
    scene = start_game_scene(app, match)
    assert isinstance(scene, GameScene)
    for _ in range(4000):
        app.frame(1 / 30)
        top = app.scenes.top
        if match.is_over or len(match.history) >= actions:
            break
        if top is scene and scene.ready() and scene.is_human_turn() and not scene.animating:
            assert scene.submit(match.bot_choice("normal"))
    return scene


def load_toy() -> Any:
    from spidergames.core.registry import load_game

    return load_game("toy")


def test_it_plays_against_robots_is_drawn_saves_and_continues(app: App, toy: GameEntry) -> None:
    from spidergames.app.table.game_scene import GameScene
    from spidergames.app.table.opening import open_game_scene

    config = GameConfig((Seat("Ann", HUMAN, "red", "spider-man"), Seat("Robot 2", "normal", "blue", "spider-man"),
                         Seat("Robot 3", "hard", "green", "ghost-spider")))
    scene = play_a_game(app, config, 11, actions=9)
    assert type(scene).__name__ == "ToyScene" and len(scene.match.history) >= 9
    frame = pygame.Surface(app.screen.get_size())
    scene.draw(frame)
    assert len(set(pygame.image.tobytes(frame, "RGB"))) > 50, "the table is drawn"
    saved = app.saves.load()
    assert saved is not None and saved.game.info.id == "toy" and saved.state == scene.match.state
    assert open_game_scene(app, saved)
    deadline = time.monotonic() + 60  # the scene is built on a helper thread: a loaded machine builds slower
    while not isinstance(app.scenes.top, GameScene) and time.monotonic() < deadline:
        app.frame(1 / 30)
        pygame.time.wait(2)  # the builder has the interpreter meanwhile
    resumed = app.scenes.top
    assert isinstance(resumed, GameScene) and resumed.match.state == saved.state
    while not resumed.match.is_over:  # and on to the end against the robots
        resumed.match.play(resumed.match.bot_choice("normal"))
    assert resumed.match.outcome is not None


def test_its_words_are_spoken_from_its_own_clips(toy: GameEntry) -> None:
    """The toy brings its voice clips (`voice/<lang>.zip` in its folder, made by the app's own generator,
    `python -m spidergames.artgen.voice --game toy`): its sentences are said from them in every language,
    the number and the seat's fallback from the app's; only the typed name needs the computer's voice."""
    from spidergames.app.speech import MixerEngine, SystemVoice, plan, spoken
    from spidergames.artgen import voice

    class Recording(SystemVoice):
        def __init__(self) -> None:
            super().__init__()
            self.asked: list[str] = []

        def sound(self, text: str, language: str = "en") -> pygame.mixer.Sound | None:
            self.asked.append(text)
            return pygame.mixer.Sound(buffer=bytes(2000))

    captions = toy.scene().captions
    game = toy.rules()
    state = game.new_game(seats("normal", "normal"), random.Random(0))
    action = next(a for a in game.legal_actions(state) if a.number < state.hidden)
    after = game.apply(state, action, random.Random(0))
    line = captions.happened(after.events[0], game.observation(state, None), game.observation(after, None))
    assert line.template == "{player} guessed {number}: the hidden card is higher."
    ann = Seat("Ann", HUMAN, "red", "spider-man")
    pygame.mixer.init(22050, -16, 1, 512)
    try:
        for language in voice.languages():
            assert (toy.folder / "voice" / f"{language}.zip").is_file(), language
            i18n.install(language)
            said = Recording()
            engine = MixerEngine(language, said)
            parts = plan(line.template, dict(line.params), {"player": ann}, language, spoken, worded=line.wording())
            assert all(engine.part_sound(p) is not None for p in parts)
            assert said.asked == ["Ann"], f"{language}: not from clips: {said.asked[1:]}"
            mute = MixerEngine(language, type("Mute", (SystemVoice,), {"sound": lambda self, t, language="en": None})())
            assert all(mute.part_sound(p) is not None for p in parts[1:])  # no voice on this computer: the clips
    finally:
        pygame.mixer.quit()


def test_nothing_outside_its_folder_names_it() -> None:
    """No edit outside this folder: the app, its tools and its build know nothing of the toy."""
    for folder in (SPIDERGAMES, ROOT / "tools"):
        for path in folder.rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert "toygame" not in source and '"toy"' not in source, path
    for name in ("pyproject.toml", "build.spec", "babel.cfg", "MANIFEST.in"):
        assert "toygame" not in (ROOT / name).read_text(encoding="utf-8"), name


# -- the generic battery -------------------------------------------------------------------------------
BATTERY = ("tests/test_registry.py", "tests/test_conformance.py", "tests/app/test_saves.py",
           "tests/test_apply_refuses_junk.py", "tests/test_help_reasons.py", "tests/test_monkey.py",
           "tests/test_turn_line.py", "tests/test_words_follow_table.py", "tests/test_caption_rows.py",
           "tests/app/test_game_controls.py", "tests/app/test_turn_badge.py",
           "tests/app/test_overlays.py", "tests/app/test_fade_prepare.py",
           "tests/app/test_rules_sheets.py", "tests/app/test_saved_default_names.py", "tests/app/test_i18n.py",
           "tests/test_undo.py", "tests/test_hard_takes_the_win.py", "tests/app/test_assist.py",
           "tests/app/test_undo_scenes.py", "tests/app/test_demo.py", "tests/app/test_demo_arrow.py",
           "tests/app/test_demo_notes.py", "tests/app/test_demo_pictures.py", "tests/app/test_demo_timing.py",
           "tests/app/test_kit_anchors.py", "tests/app/test_frame_work.py", "tests/app/test_layers.py",
           "tests/test_faces.py", "tests/test_frame_sweep.py", "tests/app/test_about_page.py",
           "tests/test_golden_playthroughs.py", "tests/app/test_speech.py",
           "tests/test_seat_link.py", "tests/app/test_part_inputs.py", "tests/test_secrecy.py",
           "tests/test_secrecy_mutations.py", "tests/test_phase_prompts.py",
           "tests/test_caption_worst_case.py")
"""The app's tests that run over every registered game (`game_ids()`) and hold for a game that is not
one of the four, each driven by what the game declares: a game whose rules leave `Game.reveals` as it
is (every move shows something) skips the Oops tests, one whose scene has no `teach` module the
classroom demo's (see README "Adding a game")."""


@pytest.mark.slow
def test_the_generic_battery_plays_it(tmp_path: Path) -> None:
    """The battery, run where the toy is installed, picks it up with everything else and passes for it."""
    install(tmp_path)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider", "-k", "toy",
                          "-m", "slow or not slow", *BATTERY], capture_output=True, text=True, cwd=ROOT, env=env)
    assert out.returncode == 0, out.stdout[-4000:]
    assert " passed" in out.stdout and " deselected" in out.stdout

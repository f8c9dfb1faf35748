"""Every frame a child sees, at real speed: robots (and a scripted child) play through the real App.

Autoplay and the scene tests jump over the in-between frames of every animation; a crash that only
happens while a picture grows (the Yahtzee banner, issue #11) slips through them. Here each frame is
updated *and drawn* with the app's real timing: animation speed Slow, Normal and Fast, 24 to 144 fps
with jitter and an occasional 0.5 s hitch, normal and large text. Asserted: no exception, a robot's
turn always leads to a move, and a finished game reaches its results.

The default run plays four slices of each game (a seeded start somewhere in the game, a dozen actions,
one at each frame rate); the developer's loop (`-m "not slow"`) plays the one with a child, CI all four.
`SPIDERGAMES_SWEEP_GAMES=N` runs the long version, N whole robot games per game
(`python -m pytest tests/test_frame_sweep.py -m slow -s`). `SPIDERGAMES_SWEEP_SEED` replays a failure.
"""

from __future__ import annotations

import os
import random
import time

import pygame
import pytest
from driving import (
    FPS_RATES,
    SPEEDS,
    new_match,
    play_at_real_speed,
    random_config,
    use_settings,
)
from voicecheck import Heard

from spidergames.app.scenes.menu import MenuScene
from spidergames.core.registry import game_ids

SEED = int(os.environ.get("SPIDERGAMES_SWEEP_SEED", "2"))
WHOLE_GAMES = int(os.environ.get("SPIDERGAMES_SWEEP_GAMES", "0"))
SLICE_ACTIONS = 12  # actions played through the scene in each slice
SLICE_FRAMES = 800  # frames at most per slice (the CI run stays short)
END_ACTIONS = 3  # the end slice: the last actions, the finish and the results
END_FRAMES = 5000


def replay_note(exc: BaseException, case: str) -> None:
    exc.add_note(f"frame sweep {case}; replay: SPIDERGAMES_SWEEP_SEED={SEED} python -m pytest "
                 f"tests/test_frame_sweep.py")


@pytest.fixture
def menu_app(app):
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    return app


@pytest.fixture
def heard(menu_app, monkeypatch):
    """Every caption and Help reason the sweep speaks must be sayable from the made-ahead clips."""
    heard = Heard(menu_app.speech, monkeypatch)
    yield heard
    assert heard.said, "nothing was spoken"
    assert not heard.gaps, f"no voice clip for {heard.gaps}: run python -m spidergames.artgen.voice"


def with_a_child(game_id: str) -> int:
    """The one frame rate (its index in FPS_RATES) at which a child (or two) plays this game's slice."""
    return game_ids().index(game_id) % 3 + 1


@pytest.mark.parametrize(("game_id", "fps"), [
    pytest.param(game_id, fps, id=f"{game_id}-{fps}fps",
                 marks=() if j == with_a_child(game_id) else pytest.mark.slow)
    for game_id in game_ids() for j, fps in enumerate(FPS_RATES)])  # the quick tier: the slice with a child
def test_every_frame_of_four_slices_of_a_game_at_real_speed(menu_app, heard, game_id: str, fps: int) -> None:
    """Four slices of each game: its opening, two stretches of the middle and its end with the results.
    Each frame rate plays one of them; speed, text size, seats and scripted children rotate so that every
    game meets every speed and both text sizes, and every frame rate meets every speed and the end."""
    g, j = game_ids().index(game_id), FPS_RATES.index(fps)
    started = time.perf_counter()
    parts = [(g + n) % 3 for n in range(3)]  # opening, early middle, late middle in turn...
    parts.insert(g % 3, 3)  # ...and the end at 24, 30 or 60 fps (its long finish would cost most at 144)
    speed, large, part = SPEEDS[(g + j) % len(SPEEDS)], (g + j) % 2 == 1, parts[j]
    humans = (1 + g % 2) if j == with_a_child(game_id) else 0  # a child (or two, taking turns behind the curtain)
    case = (f"{game_id} {('opening', 'early middle', 'late middle', 'end')[part]} at {fps} fps, {speed}, "
            f"{'large' if large else 'normal'} text, {humans} children, seed {SEED}")
    rng = random.Random(f"{SEED}-{game_id}-{fps}")
    try:
        use_settings(menu_app, speed=speed, large_text=large)
        config = random_config(game_id, rng, players=2 + (g + j) % 3, humans=humans)
        match = slice_of(game_id, config, rng, part)
        first = len(match.history)
        if part == 3:
            sweep = play_at_real_speed(menu_app, match, rng, fps, max_frames=END_FRAMES)
        else:
            sweep = play_at_real_speed(menu_app, match, rng, fps, max_actions=first + SLICE_ACTIONS,
                                       max_frames=SLICE_FRAMES)
    except Exception as exc:
        replay_note(exc, case)
        raise
    if not humans:  # a child may take its time; robots may not
        assert sweep.actions > first, f"{case}: nothing was played in {sweep.frames} frames"
    if part == 3:
        assert sweep.finished, f"{case}: the results never came"
    print(f"{case}: actions {first}-{sweep.actions}{' and the results' if sweep.finished else ''}, "
          f"{sweep.frames} frames, {sweep.game_seconds:.0f} s of game time, {time.perf_counter() - started:.1f} s")


def slice_of(game_id: str, config, rng: random.Random, part: int):
    """A match ready to play from the start of `part` (0 opening, 1-2 middle, 3 end) of a seeded robot
    game, played without the app first (as Continue picks up a saved game); the robots' own dice are
    wound on too, so they play on exactly as they did and the end slice reaches the end."""
    seed = rng.randrange(2**31)
    whole = new_match(game_id, config, seed)
    robot_dice = []
    while not whole.is_over:
        robot_dice.append(whole.bot_rng.getstate())
        whole.play(whole.bot_choice("normal" if whole.config.seats[whole.current_player].is_human else None))
    length = len(whole.history)
    start = {0: 0, 1: length // 4, 2: length // 2, 3: max(0, length - END_ACTIONS)}[part]
    if part in (1, 2):
        start += rng.randrange(max(1, length // 4 - SLICE_ACTIONS))
    match = new_match(game_id, config, seed)
    for action in whole.history[:start]:
        match.play(action)
    match.bot_rng.setstate(robot_dice[start])
    return match


@pytest.mark.slow
@pytest.mark.skipif(WHOLE_GAMES <= 0, reason="set SPIDERGAMES_SWEEP_GAMES=N for N whole games per game")
@pytest.mark.parametrize("game_id", game_ids())
def test_whole_robot_games_at_real_speed(menu_app, heard, game_id: str) -> None:
    """N whole games per game from the first action to the results, cycling through every frame rate,
    speed and text size; robots only (nobody to wait for), so each one must end."""
    total_frames, started = 0, time.perf_counter()
    combos = [(fps, speed, large) for large in (False, True) for speed in SPEEDS for fps in FPS_RATES]
    for n in range(WHOLE_GAMES):
        fps, speed, large = combos[7 * n % len(combos)]  # a stride of 7: even a few games vary all three
        case = f"{game_id} whole game {n} at {fps} fps, {speed}, {'large' if large else 'normal'} text"
        rng = random.Random(f"{SEED}-{game_id}-whole-{n}")
        t0 = time.perf_counter()
        try:
            use_settings(menu_app, speed=speed, large_text=large)
            match = new_match(game_id, random_config(game_id, rng), rng.randrange(2**31))
            sweep = play_at_real_speed(menu_app, match, rng, fps)
        except Exception as exc:
            replay_note(exc, case)
            raise
        assert sweep.finished, f"{case}: did not reach the results"
        total_frames += sweep.frames
        print(f"{case}: {sweep.actions} actions, {sweep.frames} frames, {sweep.game_seconds:.0f} s of game time, "
              f"longest robot wait {sweep.longest_quiet:.1f} s, {time.perf_counter() - t0:.1f} s", flush=True)
    print(f"{game_id}: {WHOLE_GAMES} whole games, {total_frames} frames drawn in "
          f"{time.perf_counter() - started:.0f} s")
    pygame.event.clear()

"""The classroom demo: whole games in every game, the teacher's keys and buttons, rule notes, no save."""

from __future__ import annotations

import pygame
import pytest
from driving import click, key, needs_a_demo
from tiers import quick_only

from spidergames.app.scenes.demo import DemoChooser, DemoScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.demo import BUTTON, Note
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game, load_info

SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)
GAMES = game_ids()
REAL_DT = 0.2  # real timing (animations, thinking, reading pauses) in coarse frames, to keep the suite quick
FRAME_LIMIT = 60_000


def start_demo(app, game_id: str, **kw) -> DemoScene:
    needs_a_demo(game_id)
    app.scenes.push(MenuScene(app))
    demo = DemoScene(app, game_id, **kw)
    app.scenes.push(demo)
    app.frame(1 / 60)
    if kw.get("playing", True) and not app.autoplay:
        key(app, pygame.K_SPACE)  # the teacher starts it from its start card: it plays on its own
    return demo


def check_note(demo: DemoScene, note: Note) -> None:
    """A rule note says something and points at a thing the table really draws, on the screen."""
    words = note.text([seat.name for seat in demo.config.seats])
    assert words.strip() and "{" not in words, words
    rect = demo.game.locate(note.where)
    assert rect is not None, (demo.game_id, note)
    seen = SCREEN.clip(rect)
    assert rect.width > 0 and seen.width * seen.height >= rect.width * rect.height / 2, (demo.game_id, note, rect)


def play_whole_game(app, demo: DemoScene, dt: float) -> int:
    """Frames until the results show; every new note is checked the frame it appears."""
    checked = 0
    ended: list[Match] = []

    def check_new() -> None:
        nonlocal checked
        while checked < len(demo.notes):
            check_note(demo, demo.notes[checked])
            checked += 1

    def game_over() -> None:  # the next game may start in this same frame: check the last notes now
        over()
        check_new()
        ended.append(demo.match)

    over = demo.game_over
    demo.game_over = game_over  # type: ignore[method-assign]
    for _ in range(FRAME_LIMIT):
        app.frame(dt)
        if ended:
            break
        check_new()
    assert ended, f"{demo.game_id}: the demo game did not end"
    assert ended[0].is_over and checked == len(ended[0].history), "every move has its rule note"
    return checked


@pytest.mark.parametrize("game_id", quick_only(GAMES, "yahtzee"))  # whole games: the quickest
def test_fast_demo_plays_whole_games_and_loops(app, game_id) -> None:
    app.autoplay = True  # every animation and pause instant
    demo = start_demo(app, game_id, seed=5)
    moves = play_whole_game(app, demo, 1 / 60)
    assert moves > 10
    for _ in range(3):
        app.frame(1 / 60)
    assert demo.games == 2 and len(demo.match.history) > 0, "the attract loop starts the next seed at once"
    assert demo.match.seed == 6


@pytest.mark.slow  # a whole demo game at real speed: the long-demo tier
@pytest.mark.parametrize("game_id", GAMES)
def test_real_speed_demo_plays_a_whole_game_slowly_then_the_next(app, game_id) -> None:
    app.autoplay = False
    demo = start_demo(app, game_id, seed=2, players=load_info(game_id).max_players if game_id == "webrace" else 2)
    moves = play_whole_game(app, demo, REAL_DT)
    assert moves > 10
    assert demo.results is not None
    for _ in range(int((8.0 - 1.0) / REAL_DT)):  # the results stay a while...
        app.frame(REAL_DT)
    assert demo.games == 1 and demo.results is not None
    for _ in range(int(2.0 / REAL_DT)):  # ...then, playing on its own, the next seed's game starts
        app.frame(REAL_DT)
    assert demo.games == 2 and demo.results is None and demo.match.seed == 3


def settle(app, demo: DemoScene, frames: int = 400) -> None:
    """Real-time frames until the move on screen has finished (the demo then waits, when stepping)."""
    for _ in range(frames):
        app.frame(1 / 30)
        if not demo.game.animating and len(demo.notes) == len(demo.match.history):
            return


def snapshot(match: Match) -> tuple:
    return (match.state, match.rng.getstate(), match.bot_rng.getstate(), tuple(match.history))


@pytest.mark.parametrize("game_id", quick_only(GAMES, "webrace"))  # half labyrinth's time
def test_space_right_p_and_left_do_what_they_say(app, game_id) -> None:
    app.autoplay = False
    demo = start_demo(app, game_id, seed=4, playing=False)
    for _ in range(90):  # paused: three seconds and nothing moves
        app.frame(1 / 30)
    assert demo.match.history == []
    shots = [snapshot(demo.match)]
    for k, code in enumerate([pygame.K_SPACE, pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE]):
        key(app, code)
        settle(app, demo)
        for _ in range(60):  # one move per press, then it waits
            app.frame(1 / 30)
        assert len(demo.match.history) == k + 1, (code, len(demo.match.history))
        shots.append(snapshot(demo.match))
    key(app, pygame.K_LEFT)  # back: exactly the earlier position, dice and robots' dice included
    assert snapshot(demo.match) == shots[3]
    assert len(demo.notes) == 3
    key(app, pygame.K_PAGEUP)
    assert snapshot(demo.match) == shots[2]
    key(app, pygame.K_RIGHT)  # forward again: the robots make the very same move
    settle(app, demo)
    assert snapshot(demo.match) == shots[3]
    key(app, pygame.K_p)  # play on its own...
    assert demo.playing
    for _ in range(900):
        app.frame(1 / 30)
        if len(demo.match.history) >= 6:
            break
    assert len(demo.match.history) >= 6
    key(app, pygame.K_p)  # ...and pause: the move on screen finishes, then nothing more
    settle(app, demo)
    moves = len(demo.match.history)
    for _ in range(150):
        app.frame(1 / 30)
    assert len(demo.match.history) == moves and not demo.playing
    key(app, pygame.K_ESCAPE, frames=45)
    assert isinstance(app.scenes.top, MenuScene)


def test_buttons_are_big_and_do_the_same_as_the_keys(app) -> None:
    app.autoplay = False
    demo = start_demo(app, "labyrinth", seed=7, playing=False)
    back, play, step, menu = demo.controls
    for button in demo.controls:
        assert button.rect.width >= 64 and button.rect.height >= 64 and button.rect.width == BUTTON
        assert SCREEN.contains(button.rect)
    click(app, step.rect.center)
    settle(app, demo)
    click(app, step.rect.center)
    settle(app, demo)
    assert len(demo.match.history) == 2
    shot = snapshot(demo.match)
    click(app, back.rect.center)
    assert len(demo.match.history) == 1
    click(app, step.rect.center)
    settle(app, demo)
    assert snapshot(demo.match) == shot
    click(app, play.rect.center)
    assert demo.playing
    click(app, play.rect.center)
    assert not demo.playing
    click(app, menu.rect.center, frames=45)
    assert isinstance(app.scenes.top, MenuScene)


@pytest.mark.parametrize("game_id", quick_only(GAMES, "webrace"))
def test_the_whole_table_stays_in_sight_above_the_panel(app, game_id) -> None:
    """The table is shrunk (same shape) above the panel: the panel covers none of it, and the arrow
    points where the thing is drawn on the shrunken table."""
    app.autoplay = True
    demo = start_demo(app, game_id, seed=3)
    table = demo.table
    assert SCREEN.contains(table) and not demo.panel.colliderect(table)
    assert table.width * LOGICAL_SIZE[1] == pytest.approx(table.height * LOGICAL_SIZE[0], rel=0.01)
    assert table.height >= 0.8 * LOGICAL_SIZE[1], "the table stays big enough to read"
    screen = pygame.Surface(LOGICAL_SIZE)
    seen = 0
    for _ in range(300):
        app.frame(1 / 60)
        if demo.target is not None and demo.note is not None:
            seen += 1
            assert table.contains(demo.target), (demo.note, demo.target)
            where = demo.game.locate(demo.note.where)
            k = table.width / LOGICAL_SIZE[0]
            assert demo.target.center == pytest.approx((table.left + where.centerx * k, table.top + where.centery * k),
                                                       abs=2)
    assert seen > 20
    demo.draw(screen)
    full = pygame.Surface(LOGICAL_SIZE)
    demo.game.draw(full)
    shrunk = pygame.transform.smoothscale(full, table.size)
    centre = (table.width // 2, table.height // 3)
    assert screen.get_at((table.left + centre[0], table.top + centre[1])) == shrunk.get_at(centre)
    assert demo.game.menu_button not in demo.game.focus.buttons, "the demo's own menu button is the one"


def test_a_table_laid_out_for_the_4_3_canvas_shows_whole(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """Issue #30: on a 4:3 canvas the game lays its table out 960 wide; the demo shows that picture, of
    that shape, whole (it drew it on a 1280 picture: the table in its left part, an empty strip beside)."""
    from spidergames.app import canvas
    from spidergames.app.application import App

    monkeypatch.setenv("SPIDERGAMES_CANVAS", "960")
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=False)
    try:
        app.autoplay = True
        demo = start_demo(app, "yahtzee", seed=3)
        assert demo.game.layout_size == (960, canvas.HEIGHT) == app.screen.get_size()
        table = demo.table
        assert table.width * canvas.HEIGHT == pytest.approx(table.height * 960, rel=0.01)
        assert app.screen.get_rect().contains(table) and not demo.panel.colliderect(table)
        demo.draw(app.screen)
        full = pygame.Surface(demo.game.layout_size)
        demo.game.draw(full)
        shrunk = pygame.transform.smoothscale(full, table.size)
        for x in (table.width // 3, table.width * 9 // 10):  # the right-hand part too
            at = (x, table.height // 2)
            assert app.screen.get_at((table.left + at[0], table.top + at[1])) == shrunk.get_at(at), at
    finally:
        app.speech.close()
        pygame.quit()
        canvas.use(LOGICAL_SIZE)


def family_save(app) -> Match:
    game = load_game("yahtzee")
    match = Match(game, GameConfig((Seat("Ann", HUMAN, "red", "spider-man"),
                                    Seat("Robot", "normal", "blue", "hulk"))), 11)
    match.play(match.legal_actions()[0])
    assert app.saves.save(match)
    return match


@pytest.mark.parametrize("game_id", quick_only(["yahtzee", "webrace"], "yahtzee"))
def test_demo_games_never_touch_the_familys_save(app, game_id) -> None:
    saved = family_save(app)
    before = app.saves.path.read_bytes()
    stamp = app.saves.path.stat().st_mtime_ns
    app.autoplay = True
    demo = start_demo(app, game_id, seed=9)
    play_whole_game(app, demo, 1 / 60)
    key(app, pygame.K_LEFT)  # a replay, a new game, and back to the menu: still untouched
    demo.new_game()
    key(app, pygame.K_ESCAPE, frames=5)
    assert app.saves.path.read_bytes() == before and app.saves.path.stat().st_mtime_ns == stamp
    loaded = app.saves.load()
    assert loaded is not None and loaded.history == saved.history


def test_a_demo_without_a_save_leaves_none(app) -> None:
    app.autoplay = True
    demo = start_demo(app, "yahtzee", seed=1, players=1)  # solo: no personal best either
    play_whole_game(app, demo, 1 / 60)
    assert not app.saves.path.exists()
    assert list(app.saves.path.parent.glob("*.json")) == list(app.saves.path.parent.glob("settings*.json"))


def test_watch_and_learn_on_the_menu_starts_a_demo(app) -> None:
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    watch = next(b for b in menu.focus.buttons if b.label == "Watch and learn")
    assert watch.rect.width >= 64 and watch.rect.height >= 64
    click(app, watch.rect.center)
    chooser = app.scenes.top
    assert isinstance(chooser, DemoChooser)
    choice = next(b for b in chooser.focus.buttons if b.label == load_info("webrace").label)
    click(app, choice.rect.center, frames=45)
    demo = app.scenes.top
    assert isinstance(demo, DemoScene) and demo.game_id == "webrace"
    assert [type(s) for s in app.scenes.stack] == [MenuScene, DemoScene]

"""The Labyrinth scene driven like a child would: real mouse and key events, one frame at a time."""

from __future__ import annotations

import pygame
import pytest
from driving import click, key

from spidergames import cli
from spidergames.app.table.targets import Target
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.games.labyrinth import rules
from spidergames.games.labyrinth.board import ARROWS, opposite
from spidergames.games.labyrinth.layout import load_layout
from spidergames.games.labyrinth.rules import GAME, Move, Phase, Shift, reachable
from spidergames.games.labyrinth.scene import LabyrinthScene

from .test_rules import move_event, shift_event

DT = 1 / 60


def make_match(seed: int = 7, *, humans: int = 1, bots: int = 1, younger: bool = False) -> Match:
    seats = [Seat(f"Kid {i + 1}", HUMAN, ("red", "blue")[i], "spider-man") for i in range(humans)]
    seats += [Seat(f"Robot {i + 1}", "easy", ("green", "yellow")[i], "lizard") for i in range(bots)]
    variants = (("younger", "on"),) if younger else ()
    return Match(GAME, GameConfig(tuple(seats), variants), seed)


def start(app, match: Match) -> LabyrinthScene:
    scene = LabyrinthScene(app, match)
    app.scenes.push(scene)
    app.frame(DT)
    return scene


def settle(app, scene: LabyrinthScene, frames: int = 400) -> None:
    """Let animations run to their end (as a patient child would), at real frame steps."""
    for _ in range(frames):
        app.frame(0.05)
        if not scene.anim.busy:
            break
    app.frame(DT)


def arrow_centre(arrow: int) -> tuple[int, int]:
    return load_layout().arrows[arrow].center


def test_map_matches_the_rules() -> None:
    lay = load_layout()
    assert lay.fixed == rules.FIXED_CELLS
    assert len(lay.arrows) == len(ARROWS) == 12
    assert lay.starts == tuple(tuple(round(v) for v in lay.centre(c)) for c in rules.CORNERS)
    assert {"turn", "players", "spare", "target", "stay"} <= set(lay.boxes)
    board = lay.board_rect
    for a, rect in zip(ARROWS, lay.arrows, strict=True):  # every socket sits outside the board, by its line
        assert not board.colliderect(rect)
        r, c = a.entry
        across = lay.centre((r, c))[0] if a.side in ("top", "bottom") else lay.centre((r, c))[1]
        assert abs((rect.centerx if a.side in ("top", "bottom") else rect.centery) - across) <= 1


def test_clicking_an_arrow_pushes_the_turned_spare(app) -> None:
    match = make_match()
    scene = start(app, match)
    spare = match.state.spare
    key(app, pygame.K_r)  # R turns the spare...
    click(app, (5, 5), button=3)  # ...and so does a right-click
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.frame(DT)  # ...and the wheel
    assert scene.rotation == 3
    click(app, arrow_centre(4))
    state = match.state
    assert state.phase is Phase.MOVE
    assert shift_event(state).arrow == 4 and shift_event(state).rotation == 3
    assert shift_event(state).inserted == spare.turned(3)
    line = ARROWS[4].line
    assert all(scene.sprites.hides(("tile", i)) for i in line)  # the line is sliding on screen
    assert scene.sprites.hides("spare")  # the spare is the tile going in
    settle(app, scene)
    assert not scene.sprites.sprites and scene.rotation == 0
    assert not any(scene.sprites.hides(("tile", i)) for i in line)


def test_hovering_an_arrow_previews_the_shift(app) -> None:
    scene = start(app, make_match())
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=arrow_centre(7), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    assert scene.previewed_arrow() == 7
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    assert scene.previewed_arrow() is None


def test_forbidden_arrow_is_disabled_and_refused(app) -> None:
    match = make_match(humans=2, bots=0)
    match.play(Shift(1, 0))
    match.play(Move(*match.state.players[0].pos))
    app.settings.curtain = False  # no pass-the-device screen in this test
    scene = start(app, match)
    blocked = opposite(1)
    assert match.state.blocked_arrow == blocked
    arrows = {t.action.arrow for t in scene.focus.targets() if isinstance(t.action, Shift)}
    assert arrows == set(range(12)) - {blocked}  # every arrow lights up but the blocked one...
    assert scene.arrow_look(blocked) == "blocked"  # ...drawn grey with a "no" sign
    before = match.state
    click(app, arrow_centre(blocked))
    assert match.state is before
    assert scene.toast.visible and "back" in scene.toast.message


def test_walk_to_a_glowing_tile_and_refuse_a_cut_off_one(app) -> None:
    for seed in range(40):  # a seed where the piece can go somewhere after pushing at arrow 0
        match = make_match(seed)
        match.play(Shift(0, 0))
        here = match.state.players[0].pos
        if len(reachable(match.state.board, here)) > 1:
            break
    scene = start(app, match)
    lay = load_layout()
    open_cells = set(reachable(match.state.board, here))
    tiles = [t.action for t in scene.focus.targets() if isinstance(t.action, Move)]
    assert tiles and {m.cell for m in tiles} == open_cells - {here}
    walled = next((r, c) for r in range(7) for c in range(7) if (r, c) not in open_cells)
    click(app, tuple(int(v) for v in lay.centre(walled)))
    assert match.state.phase is Phase.MOVE and scene.toast.visible
    goal = tiles[0].cell
    click(app, tuple(int(v) for v in lay.centre(goal)))
    assert match.state.players[0].pos == goal
    assert move_event(match.state).path[0] == here and move_event(match.state).path[-1] == goal
    walker = next(s for s in scene.sprites.sprites if s.key == ("piece", 0))
    assert scene.sprites.hides(("piece", 0)) and walker.pos == lay.centre(here)  # walking tile by tile...
    app.frame(0.12)
    assert walker.pos not in {lay.centre(c) for c in open_cells}  # ...between two tiles, not jumping
    settle(app, scene)
    assert not scene.sprites.hides(("piece", 0))


def test_keyboard_only_turn(app) -> None:
    match = make_match(3, humans=1, bots=1)
    scene = start(app, match)
    key(app, pygame.K_TAB)
    assert scene.previewed_arrow() == 0  # focusing an arrow previews it too
    key(app, pygame.K_RETURN)
    assert match.state.phase is Phase.MOVE
    settle(app, scene)
    # the keyboard focus is kept: it moved on to the first glowing tile (issue #12); Tab walks the
    # glowing tiles, and one step back from the first is "Stay here"
    assert isinstance(scene.focus.focused, Target) and isinstance(scene.focus.focused.action, Move)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focus.focused is not None and scene.focus.focused.label == "Stay here"
    here = match.state.players[0].pos
    key(app, pygame.K_RETURN)
    assert match.state.current == 1 and match.state.players[0].pos == here


def test_stay_button_and_the_computer_shows_its_steps(app) -> None:
    match = make_match(5)
    scene = start(app, match)
    click(app, arrow_centre(2))
    settle(app, scene)
    stay = next(b for b in scene.focus.buttons if b.label == "Stay here")
    click(app, stay.rect.center)
    assert match.state.current == 1
    seen_arrow, seen_rotation = set(), set()
    for _ in range(600):  # the computer: points at an arrow, turns the spare, pushes, walks
        app.frame(0.05)
        if scene.bot_arrow is not None:
            seen_arrow.add(scene.bot_arrow)
            seen_rotation.add(scene.rotation)
        if match.state.current == 0 and not scene.anim.busy:
            break
    assert match.state.current == 0
    shift = next(a for a in reversed(match.history) if isinstance(a, Shift))
    assert seen_arrow == {shift.arrow}
    assert max(seen_rotation) == shift.rotation


def test_younger_variant_shows_every_own_card(app) -> None:
    match = make_match(younger=True)
    scene = start(app, match)
    assert scene.viewer() == 0
    assert scene.view.targets == match.state.players[0].to_find and len(scene.view.targets) == 12


def test_two_humans_get_a_curtain_before_any_target_shows(app) -> None:
    from spidergames.app.scenes.overlays import CurtainScene

    app.settings.curtain = True
    scene = start(app, make_match(humans=2, bots=0))
    assert scene.hidden_information
    assert isinstance(app.scenes.top, CurtainScene)
    assert scene.viewer() is None  # nobody's target is drawn while the curtain is up


def test_saved_game_resumes_mid_turn(app) -> None:
    match = make_match(11)
    match.play(Shift(6, 1))  # pushed, not walked yet
    app.saves.save(match)
    loaded = app.saves.load()
    assert loaded is not None and loaded.state == match.state
    scene = start(app, loaded)
    assert loaded.state.phase is Phase.MOVE
    stay = next(b for b in scene.focus.buttons if b.label == "Stay here")
    assert stay.enabled
    click(app, stay.rect.center)
    assert loaded.state.phase is Phase.SHIFT and loaded.state.current == 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_autoplay_prints_a_result(players, capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    assert cli.main(["--autoplay", "labyrinth", "--players", str(players), "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert f"RESULT game=labyrinth seed=4 players={players}" in out

"""Every phase, animation and overlay of the Labyrinth table drawn at least once (issue #10 item 5).

Each test drives the scene with real events at real animation speed and draws the frame it reaches;
what it checks is what a child would see there.
"""

from __future__ import annotations

import pygame
from driving import click

from spidergames.app.scenes.overlays import CurtainScene, PauseScene, ThinkingScene
from spidergames.app.table.results import ResultsScene
from spidergames.core.protocol import replace
from spidergames.games.labyrinth.board import ARROWS, index
from spidergames.games.labyrinth.layout import load_layout
from spidergames.games.labyrinth.rules import Phase, Shift, reachable
from spidergames.games.labyrinth.view_tiles import card_face

from .test_scene import DT, arrow_centre, make_match, settle, start


def picture(app) -> bytes:
    return bytes(pygame.image.tobytes(app.screen, "RGB"))


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(int(v) for v in pos), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(DT)


def run(app, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        app.frame(DT)


def test_push_phase_preview_then_the_line_slides(app) -> None:
    scene = start(app, make_match())
    plain = picture(app)
    hover(app, arrow_centre(7))
    assert scene.previewed_arrow() == 7 and picture(app) != plain  # the nudged line and the ghost spare
    click(app, arrow_centre(7))
    run(app, 0.3)
    assert all(scene.sprites.hides(("tile", i)) for i in ARROWS[7].line)
    assert scene.view.phase is Phase.SHIFT  # the screen still shows the push step mid-slide
    mid = picture(app)
    settle(app, scene)
    assert scene.view.phase is Phase.MOVE and picture(app) != mid


def test_a_wrapped_piece_drops_onto_the_new_tile(app) -> None:
    match = make_match(2)
    far = ARROWS[11].line[-1]  # arrow 11 pushes along a row from the left: the right end falls off
    cell = divmod(far, 7)
    match.state = replace(match.state, players=(replace(match.state.players[0], pos=cell),
                                                *match.state.players[1:]))
    scene = start(app, match)
    click(app, arrow_centre(11))
    run(app, 0.8)  # the slide has landed; the piece is dropping in
    drop = [s for s in scene.sprites.sprites if s.key == ("piece", 0)]
    assert drop and match.state.players[0].pos == divmod(ARROWS[11].line[0], 7)
    scene.draw(app.screen)
    settle(app, scene)
    assert not scene.sprites.sprites


def test_walk_preview_walk_and_the_found_card(app) -> None:
    match = make_match(7)
    match.play(Shift(7, 0))
    state = match.state
    me = state.players[0]
    goal = next(c for c in reachable(state.board, me.pos) if c != me.pos and state.board[index(c)].symbol)
    symbol = state.board[index(goal)].symbol
    match.state = replace(state, players=(replace(me, to_find=(symbol,) + tuple(s for s in me.to_find if s != symbol)),
                                          *state.players[1:]))
    scene = start(app, match)
    plain = picture(app)
    hover(app, load_layout().centre(goal))
    assert picture(app) != plain  # footsteps to the tile under the pointer
    click(app, load_layout().centre(goal))
    assert scene.sprites.hides(("piece", 0))
    assert scene.view.players[0].found == ()  # the card turns only when the walk ends
    for _ in range(200):
        app.frame(DT)
        if scene.burst is not None:
            break
    assert scene.burst is not None and scene.view.players[0].found == (symbol,)
    run(app, 0.8)  # the card has turned face up in the middle of the board, stars round it
    card = next(s for s in scene.sprites.sprites if s.back is not None)
    assert card.flip == 1.0 and card.image is card_face(symbol, "red")
    assert app.screen.get_at(load_layout().board_rect.center)[:3] == (255, 255, 255)
    settle(app, scene)
    assert scene.burst is None and not scene.sprites.sprites


def test_younger_cards_and_go_home_panels(app) -> None:
    match = make_match(younger=True)
    scene = start(app, match)
    many = picture(app)
    assert len(scene.view.targets) == 12
    match.state = replace(match.state, players=(replace(match.state.players[0], to_find=()),
                                                *match.state.players[1:]))
    scene.display.reset(match.sight())
    app.frame(DT)
    assert scene.view.targets == () and picture(app) != many  # "Go home!" with the home picture


def test_computer_turn_thinks_and_points(app) -> None:
    match = make_match(5)
    scene = start(app, match)
    click(app, arrow_centre(2))
    settle(app, scene)
    click(app, scene.stay_button.rect.center)
    seen_bubble = False
    for _ in range(200):
        app.frame(0.05)
        seen_bubble |= isinstance(app.scenes.top, ThinkingScene)
        if scene.bot_arrow is not None:
            break
    assert seen_bubble and scene.bot_arrow is not None
    scene.draw(app.screen)
    assert scene.display.turn == 1


def test_curtain_and_pause_menu_draw(app) -> None:
    app.settings.curtain = True
    scene = start(app, make_match(humans=2, bots=0))
    assert isinstance(app.scenes.top, CurtainScene)
    app.frame(DT)
    scene.open_pause()
    app.frame(DT)
    assert isinstance(app.scenes.top, PauseScene)


def test_the_last_card_ends_the_game_with_the_results(app) -> None:
    match = make_match(7, younger=True)
    match.play(Shift(7, 0))
    state = match.state
    me = state.players[0]
    goal = next(c for c in reachable(state.board, me.pos) if c != me.pos and state.board[index(c)].symbol)
    match.state = replace(state, return_home=False,
                          players=(replace(me, to_find=(state.board[index(goal)].symbol,)), *state.players[1:]))
    scene = start(app, match)
    click(app, load_layout().centre(goal))
    assert match.is_over and not scene.display.over  # the screen still shows the walk
    for _ in range(400):
        app.frame(0.05)
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert isinstance(app.scenes.top, ResultsScene) and scene.display.over
    app.frame(DT)

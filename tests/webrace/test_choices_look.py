"""How the web race's choices look (issue #24, item 5): a robot's pointing is not a child's glow,
piece numbers stand clear of each other and of the pieces, and every target is big enough to tap."""

from __future__ import annotations

import math
import random

import pygame
import pytest
from driving import use_settings, yellow_in_ring
from layout import draw_frame, new_recorder, on_top

from spidergames.app.application import App
from spidergames.app.table.targets import MIN_HIT
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game
from spidergames.games.webrace.layout import PIECE_R
from spidergames.games.webrace.movement import HOME
from spidergames.games.webrace.rules import State
from spidergames.games.webrace.scene import WebRaceScene
from tests.webrace.helpers import BOARD, CENTRE, COLOURS, INNER, JUMP, MIDDLE, OUTER, ahead, both, move, position
from tests.webrace.test_scene import frames, human_and_bot, settle, start


def test_a_robots_pointing_is_drawn_unlike_a_childs_target(app: App) -> None:
    """The child's landings glow yellow; a robot's chosen piece and its landing wear a look of their own."""
    scene = start(app, human_and_bot())
    scene._draw()
    settle(app, scene)
    child = scene.targets()[0]
    radius = scene.layout.space_radius(child.space)
    app.frame(1 / 60)
    assert yellow_in_ring(app.screen, scene.space_xy(child.space), radius + 1, radius + 14) > 40
    scene._choose(child)
    seen_piece = seen_space = False
    for _ in range(400):
        frames(app, 1, 1 / 30)
        if scene.bot_piece is not None and not seen_piece:
            seat, piece = scene.bot_piece
            where = scene.table.pieces[seat][piece]
            at = scene.piece_xy(seat, piece, where)
            assert yellow_in_ring(app.screen, at, PIECE_R + 2, PIECE_R + 14) == 0, "the robot's piece glows yellow"
            seen_piece = True
        if scene.bot_show:
            for t in scene.bot_show:
                r = scene.layout.space_radius(t.space)
                assert yellow_in_ring(app.screen, scene.space_xy(t.space), r + 1, r + 14) == 0, \
                    "the robot's landing glows yellow"
            seen_space = True
            break
    assert seen_piece and seen_space


def test_robots_alone_point_too(app: App) -> None:
    """Two robots: the pointing shows on every robot turn (a frame later the piece walks)."""
    seats = [Seat("R1", "normal", "red", "mr-fantastic"), Seat("R2", "normal", "blue", "invisible-woman")]
    match = Match(load_game("webrace"), GameConfig(tuple(seats)), 2)
    from spidergames.app.table.opening import start_game_scene

    scene = start_game_scene(app, match)
    assert scene is not None
    shown = 0
    for _ in range(600):
        frames(app, 1, 1 / 30)
        for t in scene.bot_show:
            r = scene.layout.space_radius(t.space)
            assert yellow_in_ring(app.screen, scene.space_xy(t.space), r + 1, r + 14) == 0
            shown += 1
    assert shown


def circle_hits_rect(centre: tuple[float, float], radius: float, rect: pygame.Rect) -> bool:
    """True if the disc at `centre` and the rectangle share a pixel."""
    x = min(max(centre[0], rect.left), rect.right - 1)
    y = min(max(centre[1], rect.top), rect.bottom - 1)
    return math.dist((x, y), centre) < radius


def positions() -> list[tuple[str, State]]:
    """Crowded choices: both pieces at home, side by side on the web, among other seats' pieces, and
    random positions with every kind of card."""
    a = OUTER[5]
    found = [("both at home", position(((HOME, HOME), (HOME, HOME)), move(2))),
             ("both at home, by the Help button", position(((HOME, HOME), (HOME, HOME)), move(3))),
             ("side by side", position(((a, ahead(a, 1)), (ahead(a, 3), HOME)), move(2))),
             ("side by side, move both", position(((a, ahead(a, 1)), (ahead(a, 3), ahead(a, -1))), both(2))),
             ("crowded, four seats", position(((a, ahead(a, 2)), (ahead(a, 1), ahead(a, 3)),
                                               (ahead(a, -1), ahead(a, 4)), (HOME, ahead(a, -2))), move(3))),
             ("one from home", position(((HOME, MIDDLE[3]), (ahead(MIDDLE[3], 1), INNER[2])), move(1)))]
    rng = random.Random(24)
    spaces = [s for s in range(len(BOARD.spaces)) if s != CENTRE]
    for k in range(12):
        players = rng.choice((2, 3, 4))
        pieces = tuple((rng.choice(spaces), rng.choice(spaces + [HOME])) for _ in range(players))
        card = rng.choice((move(1), move(2), move(3), move(4), both(2), both(3), JUMP))
        found.append((f"random {k}", position(pieces, card, seed=k)))
    return found


def at_the_table(app: App, state: State) -> WebRaceScene:
    """The web race at `state`, a child (seat 0, to play) and robots, ready for the child's tap."""
    seats = [Seat("Ann", HUMAN, COLOURS[0], "mr-fantastic")] + [
        Seat(f"R{i}", "easy", COLOURS[i], "invisible-woman") for i in range(1, len(state.pieces))]
    match = Match(load_game("webrace"), GameConfig(tuple(seats)), 3)
    match.state = state
    return start(app, seats, match=match)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_piece_numbers_stand_clear_of_each_other_and_of_the_pieces(app: App, large: bool) -> None:
    """...and of the Help and Oops buttons beside the web, in normal and Large text."""
    use_settings(app, large_text=large)
    found = []
    for name, state in positions():
        scene = at_the_table(app, state)
        board = scene.layout.board_rect()
        marks = on_top(draw_frame(app, new_recorder()).marks)
        numbers = [m.ink for m in marks if m.kind == "text" and m.words and m.words.words.isdigit()
                   and m.ink is not None and board.contains(m.ink)]
        assert numbers or not scene.targets(), name
        pieces = [scene.piece_xy(seat, piece, where) for seat, pair in enumerate(state.pieces)
                  for piece, where in enumerate(pair)]
        for i, ink in enumerate(numbers):
            found += [f"{name}: number at {tuple(ink)} overlaps the number at {tuple(other)}"
                      for other in numbers[i + 1:] if ink.colliderect(other)]
            found += [f"{name}: number at {tuple(ink)} overlaps a piece at {at}"
                      for at in pieces if circle_hits_rect(at, PIECE_R, ink)]
            found += [f"{name}: number at {tuple(ink)} overlaps the button at {tuple(b.rect)}"
                      for b in (scene.assist.help, scene.assist.oops)
                      if b in scene.focus.buttons and b.rect.colliderect(ink)]
        app.scenes.pop(scene)
    assert not found, "\n".join(found)


def tap_area(scene, target) -> int:
    """How many pixels a tap chooses `target` at (hit areas overlap: a tap goes to one of them). Where no
    other button reaches, a tap chooses it if it reaches there; only where others reach too is the focus
    asked which one a tap there takes (`at`, a tenth of the pixels: the count is the same)."""
    def reach_box(button) -> pygame.Rect:
        beside = getattr(button, "beside", None)  # its number, drawn beside it
        return button.hit if beside is None else button.hit.union(beside)

    hit = reach_box(target)
    shared = [reach_box(b) for b in scene.focus.buttons if b is not target and reach_box(b).colliderect(hit)]
    count = 0
    for x in range(hit.left, hit.right):
        for y in range(hit.top, hit.bottom):
            if any(box.collidepoint(x, y) for box in shared):
                count += scene.focus.at((x, y)) is target
            else:
                count += target.reaches((x, y))
    return count


def test_every_target_a_child_taps_has_a_finger_sized_area(app: App) -> None:
    """Every glowing landing, number and piece a child may tap can be hit in at least MIN_HIT x MIN_HIT
    pixels' worth of screen that choose it and nothing else (neighbours share what lies between them)."""
    found = []
    for name, state in positions():
        scene = at_the_table(app, state)
        app.frame(1 / 60)
        for target in scene.focus.targets():
            area = tap_area(scene, target)
            if area < MIN_HIT * MIN_HIT:
                found.append(f"{name}: {target.tag!r} at {tuple(target.rect)} is chosen in {area} px "
                             f"(at least {MIN_HIT * MIN_HIT})")
        app.scenes.pop(scene)
    assert not found, "\n".join(found)


def test_the_decks_glow_leaves_its_count_alone(app: App) -> None:
    """While the deck glows (a target: draw a card), no glow yellow runs through its count badge, in
    normal and Large text, glowing, hovered or focused."""
    from spidergames.app.ui.draw import pile_badge

    for large in (False, True):
        use_settings(app, large_text=large)
        scene = start(app, human_and_bot())
        deck = scene.layout.area("deck")
        target = next(t for t in scene.focus.targets() if t.tag == "deck")
        (x, y), radius = pile_badge(deck, scene.table.deck_size)
        for look in ("glowing", "focused"):
            if look == "focused":
                scene.focus.focus_on(target)
            else:
                scene.focus.focus = -1
            app.frame(1 / 60)
            assert yellow_in_ring(app.screen, (x, y), 0, radius - 1) == 0, f"{look}, large {large}"
        app.scenes.pop(scene)

"""The table kit on its own: display, sprites, targets, seat panels, banner, tally, Tiled reader."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pygame
import pytest

from spidergames.app.anim import Animator
from spidergames.app.application import App
from spidergames.app.table import tiled
from spidergames.app.table.banner import Celebration
from spidergames.app.table.display import Display
from spidergames.app.table.seats import seat_panel, turn_badge
from spidergames.app.table.sprites import Sprite, SpriteLayer
from spidergames.app.table.tally import STEP_SECONDS, TallyItem, TallyRow, TallyScene
from spidergames.app.table.targets import MIN_HIT, Target, TargetLayer
from spidergames.app.ui import text
from spidergames.core.protocol import HUMAN, TERMINAL, GameConfig, Seat
from spidergames.core.state_sight import StateSight
from spidergames.games.yahtzee.rules import GAME, Roll


# -- display ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Tiny:
    turn: int
    events: tuple[str, ...] = ()


class TinyGame:
    """Just enough of a game for the display: two seats, a secret event for seat 1."""

    def current_player(self, state: Tiny) -> int:
        return state.turn

    def observation(self, state: Tiny, viewer: int | None) -> Tiny:
        return replace(state, events=tuple(e if viewer == 1 or not e.startswith("secret") else "hidden"
                                           for e in state.events))


def test_the_display_lags_the_rules_until_every_event_is_shown() -> None:
    viewer: list[int | None] = [0]
    display = Display(StateSight(TinyGame(), Tiny(0), 0), lambda: viewer[0])  # type: ignore[arg-type]
    display.follow(StateSight(TinyGame(), Tiny(1, ("rolled", "secret: a 6")), 1))  # type: ignore[arg-type]
    assert display.view == Tiny(0) and display.turn == 0 and display.pending
    event, before, after = display.next_event()  # type: ignore[misc]
    assert event == "rolled" and before == Tiny(0) and after.turn == 1
    event, _, _ = display.next_event()  # type: ignore[misc]
    assert event == "hidden", "an event is read from the viewer's observation"
    assert display.turn == 0 and not display.settled
    assert display.next_event() is None
    assert display.settled and display.turn == 1 and display.view.turn == 1


def test_land_shows_the_new_position_before_the_turn_moves_on() -> None:
    display = Display(StateSight(TinyGame(), Tiny(0), 0), lambda: None)  # type: ignore[arg-type]
    display.follow(StateSight(TinyGame(), Tiny(1, ("a",)), 1))  # type: ignore[arg-type]
    display.next_event()
    display.land()
    assert display.view.turn == 1 and display.turn == 0


def test_the_display_redraws_for_a_new_viewer() -> None:
    viewer: list[int | None] = [None]
    display = Display(StateSight(TinyGame(), Tiny(0, ("secret",)), 0), lambda: viewer[0])  # type: ignore[arg-type]
    assert display.view.events == ("hidden",)
    viewer[0] = 1
    assert display.view.events == ("secret",)


def test_a_real_game_reports_its_events_in_one_field() -> None:
    rng = random.Random(1)
    config = GameConfig((Seat("A", HUMAN), Seat("B", HUMAN)))
    state = GAME.new_game(config, rng)
    display: Display[object, object] = Display(StateSight(GAME, state, 0), lambda: 0)
    display.follow(StateSight(GAME, GAME.apply(state, Roll(), rng), 1))
    event, _, _ = display.next_event()  # type: ignore[misc]
    assert event.kind.value == "roll"
    assert display.next_event() is None and display.turn == 0 != TERMINAL


# -- sprites ----------------------------------------------------------------------------------------
def test_a_flying_sprite_hides_its_thing_at_rest_until_it_lands(app: App) -> None:
    anim = Animator()
    layer = SpriteLayer(anim)
    card = Sprite("tokens/red.png", 0, 0, 40, 40, key=("card", 7))
    landed: list[bool] = []
    layer.fly(card, (100, 50), 1.0, arc=30, delay=0.5, show_early=False, on_done=lambda: landed.append(True))
    assert layer.hides(("card", 7)) and not card.visible
    anim.update(0.5)
    anim.update(0.5)
    assert card.visible and card.x == pytest.approx(50) and card.lift == pytest.approx(30)
    for _ in range(20):
        layer.draw(app.screen)
        anim.update(0.05)
    assert landed == [True] and not layer.hides(("card", 7)) and not layer.sprites


def test_a_sprite_draws_at_every_step_of_a_flip_and_a_shrink(app: App) -> None:
    sprite = Sprite("tokens/red.png", 100, 100, 80, 120, back="tokens/blue.png")
    for k in range(-5, 106):
        sprite.flip, sprite.scale, sprite.angle = k / 100, 1 - k / 100, k * 3.0
        sprite.draw(app.screen)


# -- targets ----------------------------------------------------------------------------------------
def test_a_small_target_is_hit_over_at_least_64_px_and_keeps_the_keyboard_focus() -> None:
    chosen: list[str] = []
    layer = TargetLayer(None, lambda: 0.0)
    assert layer.rebuild_when(1)
    small = layer.offer(pygame.Rect(100, 100, 20, 20), "a", lambda: chosen.append("a"))
    assert small.hit.size == (MIN_HIT, MIN_HIT) and small.hit.center == small.rect.center
    from spidergames.app.input import Intent, Kind

    layer.handle(Intent(Kind.PRESS, pos=(110 + 28, 110 - 28)))
    assert chosen == ["a"]
    layer.handle(Intent(Kind.NEXT))
    assert layer.focused is small
    assert not layer.rebuild_when(1), "the same position keeps its targets"
    assert layer.rebuild_when(2) and not layer.targets()
    again = layer.offer(pygame.Rect(300, 100, 90, 90), "b", lambda: chosen.append("b"))
    assert layer.focused is again, "the keyboard focus moves to the first new target"


def test_the_keyboard_focus_stays_on_a_choice_offered_again_after_a_rebuild() -> None:
    """Yahtzee: Enter on a friend lights it and the targets are rebuilt with the dice first; a second
    Enter must score that friend, not keep the first die."""
    layer = TargetLayer(None, lambda: 0.0)
    layer.rebuild_when(1)
    layer.offer(pygame.Rect(0, 0, 70, 70), None, lambda: None, tag=("die", 0))
    friend = layer.offer(pygame.Rect(0, 100, 70, 70), "a", lambda: None, tag="friend")
    layer.focus_on(friend)
    layer.rebuild_when(2)
    layer.offer(pygame.Rect(0, 0, 70, 70), None, lambda: None, tag=("die", 0))
    again = layer.offer(pygame.Rect(0, 100, 70, 70), "a", lambda: None, tag="friend")
    assert layer.focused is again, "the focus went to the first new target, not the same choice"
    layer.rebuild_when(3)
    first = layer.offer(pygame.Rect(0, 0, 70, 70), None, lambda: None, tag=("die", 1))
    layer.offer(pygame.Rect(0, 100, 70, 70), "b", lambda: None, tag="other")
    assert layer.focused is first, "with the choice gone, the first new target takes the focus"


def test_targets_draw_hovered_focused_round_and_quiet(app: App) -> None:
    for kwargs in ({}, {"round": True}, {"quiet": True}):
        target = Target(pygame.Rect(10, 10, 40, 40), "", lambda: None, **kwargs)  # type: ignore[arg-type]
        for focused, hovered in ((False, False), (True, False), (False, True)):
            target.hovered = hovered
            target.draw(app.screen, focused)


# -- seats, banner ----------------------------------------------------------------------------------
def test_a_long_name_is_cut_with_an_ellipsis_and_a_robot_has_its_badge(app: App) -> None:
    long = Seat("Maximilian Alexander the Third", "hard", "blue", "spider-man")
    free = seat_panel(app.screen, pygame.Rect(10, 10, 220, 96), long, active=True, score=12)
    assert free.width > 0 and free.bottom <= 106
    shown, size = text.shorten(long.name, 26, 100)
    assert shown.endswith("\u2026") and text.assets.font(text.scaled_size(size), True).size(shown)[0] <= 100
    assert text.shorten("Ann", 26, 100) == ("Ann", 26)
    turn_badge(app.screen, pygame.Rect(10, 10, 450, 86), long)


def test_the_banner_grows_holds_and_goes(app: App) -> None:
    anim = Animator()
    banner = Celebration(anim)
    gone = banner.show("Team!", ["tokens/red.png"] * 5, delay=0.2)
    assert gone == pytest.approx(1.5) and not banner.showing
    t = 0.0
    while anim.busy:
        banner.draw(app.screen, (640, 360), t)
        anim.update(1 / 144)
        t += 1 / 144
        if 0.3 < t < 1.4:
            assert banner.showing
    assert not banner.showing


# -- tally ------------------------------------------------------------------------------------------
def test_the_tally_counts_one_item_at_a_time_then_hands_over(app: App) -> None:
    done: list[bool] = []
    rows = [TallyRow(Seat("Ann", HUMAN, "red"), (TallyItem("tokens/red.png", 3, back="tokens/blue.png"),) * 2),
            TallyRow(Seat("Robot", "easy", "blue"), (TallyItem("tokens/blue.png", 5),))]
    scene = TallyScene(app, rows, lambda: done.append(True))
    app.scenes.push(scene)
    scene.update(STEP_SECONDS * 1.01)
    assert scene.counted == [1, 0] and scene.total(0) == 3
    scene.draw(app.screen)
    for _ in range(200):
        app.frame(1 / 30)
    assert done == [True] and scene not in app.scenes.stack
    assert [scene.total(0), scene.total(1)] == [6, 5]


# -- Tiled ------------------------------------------------------------------------------------------
def test_every_map_reads_through_the_one_loader_and_names_what_is_missing() -> None:
    layout = tiled.load("yahtzee.tmx")
    assert layout.rects("layout")["roll_button"].width > 0
    with pytest.raises(KeyError, match="no object layer 'nope'"):
        layout.objects("nope")
    with pytest.raises(KeyError, match="lacks dice_cup"):
        layout.require("layout", ("roll_button", "dice_cup"))
    assert tiled.argb("#ff183a5c") == (0x18, 0x3A, 0x5C)

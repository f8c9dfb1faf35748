"""Every phase, Power choice, celebration and overlay of the Something Wild! table gets drawn."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from spidergames.app.application import App
from spidergames.app.scenes.overlays import CurtainScene, PauseScene
from spidergames.app.table.results import ResultsScene
from spidergames.app.table.targets import Target
from spidergames.games.somethingwild.cards import Colour, Power
from spidergames.games.somethingwild.rules import GAME, GuessColour, Phase, Score, State, UsePower

from .helpers import B, G, P, R, Y, c, make
from .test_scene import set_position, settle, start

ROWS = ((c(R, 7), c(B, 4), c(G, 7)), (c(R, 2), c(B, 9)))
HANDS = ((c(P, 2), c(G, 5)), (c(B, 1), c(Y, 6)))


def position(phase: Phase, power: Power | None = None, **changes: object) -> State:
    state = make(rows=ROWS, hands=HANDS, discard=(c(Y, 3), c(P, 8)), centre=power or Power.SWAP, mover=0,
                 phase=phase, scored=((Power.RED_THREE,), ()))
    return replace(state, power_used=power, **changes)


PHASES = {
    "draw": position(Phase.DRAW),
    "play": position(Phase.PLAY),
    "power": position(Phase.POWER),
    "guess colour": position(Phase.GUESS_COLOUR, Power.GUESS_COLOUR),
    "guess number": position(Phase.GUESS_NUMBER, Power.GUESS_NUMBER),
    "swap give": position(Phase.SWAP_GIVE, Power.SWAP),
    "swap take": position(Phase.SWAP_TAKE, Power.SWAP, swap_card=c(R, 7)),
    "discard pile": position(Phase.TAKE_DISCARD, Power.SEVEN_DISCARD),
    "pass": position(Phase.PASS, Power.PASS_CARDS),
    "score": replace(position(Phase.SCORE), rows=((c(R, 5), c(B, 5), c(Y, 5), c(G, 1)), ROWS[1])),
    "discard": replace(position(Phase.DISCARD), rows=((c(R, 1), c(R, 2), c(B, 4), c(G, 6), c(Y, 8), c(P, 9)),
                                                      ROWS[1])),
}


@pytest.mark.parametrize("name", sorted(PHASES))
def test_every_phase_is_drawn_with_one_choice_per_legal_action(app: App, name: str) -> None:
    scene = start(app)
    set_position(app, scene, PHASES[name])
    assert scene.ready()
    scene.draw(app.screen)
    legal = GAME.legal_actions(scene.match.state)
    offered = {t.action for t in scene.focus.targets() if t.action is not None}
    buttons = [b for b in scene.focus.buttons if not isinstance(b, Target)]
    scoring = [b for b in scene.focus.targets() if b.action is None]  # cards tapped towards a score
    assert len(offered) + len(buttons) + (1 if scoring else 0) >= len(legal)
    assert offered <= set(legal)
    assert all(t.hit.width >= 64 and t.hit.height >= 64 for t in scene.focus.targets())


def test_the_discard_pile_is_laid_out_for_lucky_seven(app: App) -> None:
    scene = start(app)
    set_position(app, scene, PHASES["discard pile"])
    cards = {t.action.card for t in scene.focus.targets()}
    assert cards == {c(Y, 3), c(P, 8)}


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 30)):
        app.frame(1 / 30)


def test_scored_a_power_shows_under_the_scorers_own_turn_badge(app: App) -> None:
    scene = start(app)
    trio = (c(R, 5), c(B, 5), c(Y, 5))
    set_position(app, scene, replace(PHASES["score"], scored=((), ())))
    scene.submit(Score(tuple(sorted(trio))))  # type: ignore[arg-type]
    assert scene.match.state.turn == 1  # the rules moved on at once...
    for _ in range(60):
        app.frame(1 / 30)
        if scene.banner.title == "Scored a Power!":
            break
    assert scene.banner.title == "Scored a Power!"
    scene.draw(app.screen)
    assert scene.display.turn == 0 and scene.table.turn == 0  # ...the screen has not
    assert any(s.key == ("power", Power.SWAP) for s in scene.sprites.sprites)
    for _ in range(90):
        app.frame(1 / 30)
        if scene.display.turn == 1:
            break
    assert scene.display.turn == 1 and scene.table.scored[0] == (Power.SWAP,) and not scene.banner.showing
    assert not any(s.key == ("power", Power.SWAP) for s in scene.sprites.sprites)


def test_three_powers_then_the_results(app: App) -> None:
    scene = start(app)
    trio = (c(R, 5), c(B, 5), c(Y, 5))
    set_position(app, scene, replace(PHASES["score"], scored=((Power.RED_THREE, Power.GUESS_COLOUR), ())))
    scene.submit(Score(tuple(sorted(trio))))  # type: ignore[arg-type]
    titles = set()
    for _ in range(150):
        app.frame(1 / 30)
        titles.add(scene.banner.title)
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert {"Scored a Power!", "Three Powers!"} <= titles
    assert isinstance(app.scenes.top, ResultsScene)
    app.frame(1 / 30)  # the results drawn over the table


@pytest.mark.parametrize(("colour", "words"), [(Colour.PURPLE, "Yes!"), (Colour.GREEN, "No!")])
def test_a_guess_says_yes_or_no_and_the_card_flies_on(app: App, colour: Colour, words: str) -> None:
    scene = start(app)
    state = position(Phase.GUESS_COLOUR, Power.GUESS_COLOUR)
    top = c(P, 6)
    set_position(app, scene, replace(state, deck=(top,) + tuple(x for x in state.deck if x != top)))
    scene.submit(GuessColour(colour))
    seen = False
    for _ in range(60):
        app.frame(1 / 30)
        seen = seen or scene.banner.title == words
    assert seen
    settle(app, scene)
    assert (top in scene.table.rows[0]) is (colour is Colour.PURPLE)


def test_using_a_power_announces_it_and_lifts_it(app: App) -> None:
    scene = start(app)
    set_position(app, scene, position(Phase.POWER, centre_power=Power.GUESS_NUMBER))
    scene.submit(UsePower(Power.GUESS_NUMBER))
    run(app, 0.6)
    assert scene.banner.title == "Guess a number" and scene.sprites.hides(("power", Power.GUESS_NUMBER))
    scene.draw(app.screen)
    settle(app, scene)
    assert scene.table.phase is Phase.GUESS_NUMBER


def test_a_computer_points_at_its_choice_before_playing_it(app: App) -> None:
    scene = start(app)
    set_position(app, scene, replace(position(Phase.DRAW), turn=1, actor=1))
    run(app, 0.9)
    assert scene.sprites.sprites and scene.sprites.sprites[0].lift > 0  # the deck's top card lifts
    scene.draw(app.screen)
    for _ in range(300):
        app.frame(1 / 30)
        if scene.match.history:
            break
    assert scene.match.history


def test_the_curtain_and_the_pause_menu_draw_over_the_table(app: App) -> None:
    scene = start(app, ("human", "human"))
    assert isinstance(app.scenes.top, CurtainScene)
    app.frame(1 / 30)
    app.scenes.top.focus.buttons[0].on_click()
    scene.open_pause()
    assert isinstance(app.scenes.top, PauseScene)
    app.frame(1 / 30)
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_the_piles_glow_and_help_ring_leave_their_counts_alone(app: App, large: bool,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The deck glows while drawing is the move (glowing, focused, and with Help's ring round it): its
    count badge, wherever it is drawn, stands inside the card clear of the glow's edge, and no yellow
    runs through it (issue #24, 8)."""
    from driving import use_settings, yellow_in_ring

    from spidergames.app.ui import draw
    from spidergames.games.somethingwild import view_cards

    badges: list[tuple[int, tuple[float, float], int]] = []
    real = draw.number_badge

    def number_badge(surface: pygame.Surface, number: int, center: tuple[float, float], **kw: object) -> int:
        radius = real(surface, number, center, **kw)  # type: ignore[arg-type]
        badges.append((number, center, radius))
        return radius

    monkeypatch.setattr(draw, "number_badge", number_badge)
    monkeypatch.setattr(view_cards, "number_badge", number_badge)
    use_settings(app, large_text=large)
    scene = start(app)  # its first frame composes the table: the badges are drawn there
    deck = scene.layout.box["deck"]
    target = next(t for t in scene.focus.targets() if t.rect.colliderect(deck))
    (x, y), radius = next((c, r) for n, c, r in badges if n == scene.table.deck_size)
    disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    disc.center = (round(x), round(y))
    assert target.rect.inflate(-4, -4).contains(disc), f"the count {tuple(disc)} reaches the glow round {target.rect}"
    for look in ("glowing", "focused", "help"):
        if look == "focused":
            scene.focus.focus_on(target)
        elif look == "help":
            scene.assist.ask()
            for _ in range(30):
                app.frame(1 / 60)
        app.frame(1 / 60)
        assert yellow_in_ring(app.screen, (x, y), 0, radius - 3) == 0, look

"""The final count at real speed: one space about every half second, and the numbers stay readable
on the board until the results come over it."""

from __future__ import annotations

from spidergames.app.application import App
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.yahtzee.rules import GAME
from spidergames.games.yahtzee.scene import YahtzeeScene

DT = 1 / 60


def test_the_count_goes_half_a_second_a_space_and_its_numbers_stay_until_the_results(app: App) -> None:
    seats = (Seat("Dad", "human", "red"), Seat("Mia", "easy", "blue"))
    match = Match(GAME, GameConfig(seats), 4)
    while True:  # robots play for both, by the rules alone, up to Mia's last move
        match.play(match.bot_choice("easy"))
        if match.current_player == 1 and match.state.turns_taken[1] == match.state.turns_per_player - 1:
            break
    app.autoplay = False
    app.settings.animation = "normal"
    app.apply_settings()
    scene = start_game_scene(app, match)
    assert isinstance(scene, YahtzeeScene)
    clock, seen, appeared = 0.0, 0, []
    while not isinstance(app.scenes.top, ResultsScene) and clock < 120:
        app.frame(DT)
        clock += DT
        if len(scene.count.numbers) > seen or (scene.count.numbers and len(scene.count.numbers) < seen):
            appeared.append(clock)
        seen = len(scene.count.numbers)
    assert isinstance(app.scenes.top, ResultsScene) and len(appeared) > 10
    gaps = [b - a for a, b in zip(appeared, appeared[1:], strict=False)]
    assert min(gaps) >= 0.45 / app.settings.speed - DT, "a counted space must stay long enough to say it"
    assert scene.count.numbers, "the last player's numbers are gone before the results show"
    assert clock - appeared[-1] >= 1.5, "the last number must stay readable a while before the results"

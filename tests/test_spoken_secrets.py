"""Never say a secret aloud: the voice reaches the whole room, the privacy curtain only the screen.

With two people at the screen, a game played at real speed with Help pressed on every decision says
nothing that names a secret (a symbol still to find, a card in a hand or the deck, a face-down
villain); the written reason and the glow still show it to the child at the screen. A child alone
against robots still hears the name (robots do not listen). `spoken_secrets` says how.
"""

from __future__ import annotations

import pytest
from spoken_secrets import GAMES_WITH_WORDS, named_secrets, names, play_with_help, secrets, spoken_secret
from tiers import quick_only

from spidergames.app.application import App
from spidergames.core.protocol import HUMAN, Seat

NAMED_SECRETS = {g: said.help_names for g in GAMES_WITH_WORDS if (said := spoken_secret(g)) and said.help_names}
"""The games whose Help names a secret of the seat it helps, when only that child hears it."""
POINTING = {g: said.pointing for g in GAMES_WITH_WORDS if (said := spoken_secret(g)) and said.pointing}
"""What the voice says instead with another person in the room."""
QUICK = GAMES_WITH_WORDS[:1]


def test_the_games_that_hide_names_are_heard() -> None:
    """Three games hide secrets with names, two of them say one in Help (each game's own
    `secrecy_twins.py`): a game that lost its names would pass the listening tests unheard."""
    assert {"labyrinth", "somethingwild", "webrace"} <= set(GAMES_WITH_WORDS)
    assert {"labyrinth", "somethingwild"} <= set(NAMED_SECRETS) and set(NAMED_SECRETS) == set(POINTING)


@pytest.mark.parametrize("fps", quick_only((24, 60, 144), 24))
@pytest.mark.parametrize("game_id", GAMES_WITH_WORDS)
def test_two_people_at_the_screen_hear_no_secret(app: App, game_id: str, fps: int) -> None:
    heard = play_with_help(app, game_id, people=2, decisions=24, seed=fps, fps=fps)
    assert heard.decisions >= 12, f"only {heard.decisions} decisions were played"
    helps = [s for s in heard.said if s.kind == "help"]
    assert len(helps) >= 6, f"Help was said only {len(helps)} times"
    assert not named_secrets(game_id, heard), "\n".join(named_secrets(game_id, heard)[:5])
    if game_id in POINTING:
        assert any(POINTING[game_id] in s.words for s in helps), [s.words for s in helps]


@pytest.mark.parametrize("game_id", quick_only(sorted(NAMED_SECRETS), *QUICK))
def test_a_child_alone_against_robots_hears_the_name(app: App, game_id: str) -> None:
    heard = play_with_help(app, game_id, people=1, robots=1, decisions=16)
    named = [s.words for s in heard.said if s.kind == "help" and names(s.words, secrets(game_id, s.state, 0))]
    assert named, f"Help never named {NAMED_SECRETS[game_id]}: {[s.words for s in heard.said if s.kind == 'help']}"


def test_the_written_reason_still_names_it_and_the_voice_chooses_by_the_people_present() -> None:
    from spidergames.app.speech import overheard
    from spidergames.core.hints import Reason

    reason = Reason.of("Walk to {goal}!", goal="the Daily Bugle").hiding(goal="your treasure")
    assert reason.text == "Walk to the Daily Bugle!"
    assert reason.heard(overheard=False) is reason
    assert reason.heard(overheard=True).text == "Walk to your treasure!"
    assert Reason.of("Roll all five dice!").heard(overheard=True).text == "Roll all five dice!"
    ann, ben = Seat("Ann", HUMAN, "red", "hulk"), Seat("Ben", HUMAN, "blue", "thor")
    robot = Seat("Robot", "easy", "green", "storm")
    assert overheard((ann, ben)) and overheard((ann, robot, ben))
    assert not overheard((ann, robot)) and not overheard((ann,))

"""What just happened, in words (issue #12, item 5): the kit's caption and each game's captions.

Each scene test plays a real action through the scene and checks both the caption's data (a
template with the seat as a parameter, never the name baked in) and that it is drawn.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pygame
import pytest
from driving import click, key, use_settings

from spidergames.app import assets
from spidergames.app.application import App
from spidergames.app.scenes.setup import default_seats
from spidergames.app.speech import CHARACTER_NAMES
from spidergames.app.table.caption import CaptionBar, Line, your_turn
from spidergames.app.ui import text
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import FOCUS, INK, LOGICAL_SIZE, YELLOW
from spidergames.app.ui.widgets import Button
from spidergames.core.protocol import HUMAN, Outcome, Seat
from spidergames.core.registry import load_info
from spidergames.games.somethingwild.rules import Draw, Phase, SkipScore
from spidergames.games.webrace import captions as webrace_captions
from spidergames.games.webrace.movement import CardKind, TravelCard
from spidergames.games.yahtzee import explain
from spidergames.games.yahtzee.rules import MAX_ROLLS
from tests.somethingwild.test_scene import set_position
from tests.somethingwild.test_scene import settle as settle_wild
from tests.somethingwild.test_scene import start as start_wild
from tests.somethingwild.test_scene_draws import PHASES
from tests.webrace.test_scene import human_and_bot, settle, with_card
from tests.webrace.test_scene import start as start_race
from tests.yahtzee.test_scene import start as start_yahtzee


def yahtzee(app: App):  # noqa: ANN201 - the scene the Yahtzee tests drive
    app.autoplay = True  # instant animations, no fades
    return start_yahtzee(app, HUMAN, "easy")


def drawn(app: App, rect: pygame.Rect) -> bytes:
    app.frame(1 / 60)
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def test_a_child_at_another_computer_is_playing_not_told_it_is_their_turn(app: App, monkeypatch) -> None:
    """Across computers the guest's and the projector's screens said "Your turn, Player 1!" (and what to
    do) while the host's child played: only a person at this screen is told it is their turn."""
    scene = start_yahtzee(app, HUMAN, HUMAN)
    assert [line.template for line in scene.caption_now()][0] == your_turn(0, True).template
    monkeypatch.setattr(scene.match, "here", lambda seat: seat != 0)
    assert [line.template for line in scene.caption_now()] == [your_turn(0, False).template]


def test_a_line_keeps_the_seat_a_parameter_and_names_it_only_when_drawn() -> None:
    line = Line.of("{player} sent {other}'s piece home!", seats=["player", "other"], player=1, other=0)
    assert line.template == "{player} sent {other}'s piece home!"  # the msgid and the voice clip's key
    assert line.text(["Ann", "Ben"]) == "Ben sent Ann's piece home!"
    assert line.text(["Zoe", "Max"]) == "Max sent Zoe's piece home!" and line.seat() == 1


def test_the_last_players_lines_stay_until_another_player_moves() -> None:
    bar = CaptionBar()
    bar.acted(1)
    for k in range(3):
        bar.tell(Line.of("step {k}", k=k))
    assert [line.text([]) for line in bar.happened] == ["step 1", "step 2"]
    bar.acted(1)  # the same player's next step keeps them
    assert len(bar.happened) == 2
    bar.acted(0)
    assert bar.happened == []


def caption_words(bar: CaptionBar, height: int, to_do: str = "Draw a travel card.") -> str:
    """Every word a caption `height` px tall draws, the child Ann to play after Robot's two steps."""
    seats = (Seat("Ann", HUMAN, "red", "mr-fantastic"), Seat("Robot", "easy", "blue", "invisible-woman"))
    recorder = Recorder(LOGICAL_SIZE)
    bar.draw(recorder, pygame.Rect(100, 100, 484, height), lambda: [your_turn(0, True), Line(to_do)], seats)
    return " | ".join(m.words.words for m in recorder.marks if m.kind == "text" and m.words is not None)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_a_short_caption_keeps_every_row_and_whose_turn_above_all(app: App, large: bool) -> None:
    """No row gives way where the words fit at play size (issue #32): they run on as one paragraph
    rather than lose what to do. Only a box too small even for that (a table still to fix) loses the
    lines of what happened, oldest first, for what to do (unless what to do cannot fit even alone);
    whose turn it is never goes (issue #24: the caption says whose turn the badge shows)."""
    use_settings(app, large_text=large)
    bar = CaptionBar()
    bar.acted(1)
    bar.tell(Line.of("{player} turned over a card.", seats=["player"], player=1))
    bar.tell(Line.of("{player} sent your piece home!", seats=["player"], player=1))
    every = ("Robot turned over a card.", "Robot sent your piece home!", "Your turn, Ann!", "Draw a travel card.")
    roomy = caption_words(bar, 400)
    assert roomy == " | ".join(every[:2]) + " | " + " ".join(every[2:]), roomy  # a row each, at full size
    three_lines = caption_words(bar, 150)  # three lines of words at play size: every row, run on
    assert three_lines == " ".join(every), three_lines
    two_lines = caption_words(bar, 110)  # too small for what happened: what to do stays, with whose turn
    assert two_lines == "Your turn, Ann! Draw a travel card.", two_lines
    one_row = caption_words(bar, 80)
    assert one_row == "Your turn, Ann!", one_row
    long_to_do = "Turn the spare tile as often as you like, then push it into the maze at a glowing arrow."
    no_room = caption_words(bar, 110, long_to_do)  # what to do cannot fit even alone: what happened stays
    assert no_room == "Robot sent your piece home! | Your turn, Ann!", no_room


def test_yahtzee_says_who_rolled_and_what_to_do_and_draws_it(app: App) -> None:
    scene = yahtzee(app)
    assert scene.caption_at is not None
    empty = drawn(app, scene.caption_at)
    click(app, scene.roll_button.rect.center)
    app.frame(1 / 60)
    assert scene.caption.happened[-1].template == "{player} rolled:" and scene.caption.happened[-1].seat() == 0
    assert len(scene.caption.happened[-1].icons) == 5  # the five dice
    now = [line.template for line in scene.caption_now()]
    assert now[0] == "Your turn, {player}!" and "roll again" in now[1]
    assert drawn(app, scene.caption_at) != empty


def test_yahtzee_never_says_keep_and_roll_after_the_third_roll(app: App) -> None:
    scene = yahtzee(app)
    for _ in range(MAX_ROLLS):
        click(app, scene.roll_button.rect.center)
    assert scene.match.state.rolls_used == MAX_ROLLS
    assert explain.picture(scene.table) != "keep_and_roll"
    assert all("roll again" not in line.template for line in scene.caption_now())
    assert not scene.roll_button.enabled


def test_yahtzee_grey_buttons_say_why(app: App) -> None:
    scene = yahtzee(app)
    click(app, scene.confirm_button.rect.center)  # Score! before any roll
    assert scene.toast.visible and "Roll" in scene.toast.message
    click(app, scene.roll_button.rect.center)
    for i in range(5):
        click(app, scene.dice.rect(i).center)
    app.frame(1 / 60)
    assert len(scene.dice.keep) == 5 and not scene.roll_button.enabled  # all kept: Roll is grey
    rolls = scene.match.state.rolls_used
    click(app, scene.roll_button.rect.center)
    assert scene.match.state.rolls_used == rolls and "kept" in scene.toast.message


def test_web_race_with_no_move_lights_pass_gives_it_the_focus_and_says_why(app: App) -> None:
    scene = start_race(app, human_and_bot())
    with_card(scene, TravelCard(CardKind.JUMP))  # nobody on the web: nothing to jump onto
    click(app, scene.rects["deck"].center)
    settle(app, scene)
    app.frame(1 / 60)
    assert scene.pass_button.enabled and scene.focus.focused is scene.pass_button
    assert any("Pass" in line.template for line in scene.caption_now())
    glow = scene.pass_button.rect.inflate(20, 20)
    assert app.screen.get_at((glow.centerx, glow.top + 2))[:3] != app.screen.get_at((glow.centerx, glow.top - 12))[:3]
    key(app, pygame.K_RETURN)
    assert scene.match.history[-1].__class__.__name__ == "Pass"


def test_web_race_results_say_how_a_tie_was_broken() -> None:
    one = webrace_captions.verdict(None, Outcome((12, 12), (1,)))
    assert one is not None and one.text(["Ann", "Robot 1"]) == "12 vs 12: Robot 1 caught more villains!"
    assert webrace_captions.verdict(None, Outcome((12, 9), (0,))) is None


def test_something_wild_keeps_the_keyboard_focus_after_an_action(app: App) -> None:
    scene = start_wild(app)
    key(app, pygame.K_TAB)
    assert scene.focus.focused is not None and isinstance(scene.focus.focused.action, Draw)
    key(app, pygame.K_RETURN)
    settle_wild(app, scene)
    assert scene.match.state.phase is Phase.PLAY and scene.focus.focused is not None  # a card to play has it


def test_something_wild_not_now_is_small_and_asks_again(app: App) -> None:
    scene = start_wild(app)
    set_position(app, scene, PHASES["score"])
    app.frame(1 / 60)
    skip = next(b for b in scene.focus.buttons if b.label == "Not now")
    scores = [b for b in scene.focus.buttons if b.label == "" and b.fill == YELLOW and b.rect.width > 100]
    assert scores and all(b.rect.width * b.rect.height > skip.rect.width * skip.rect.height for b in scores)
    click(app, skip.rect.center)
    assert scene.match.state.phase is Phase.SCORE and scene.toast.visible  # asked, not skipped
    click(app, skip.rect.center)
    assert isinstance(scene.match.history[-1], SkipScore)


def test_the_focus_ring_shows_on_a_yellow_button(app: App) -> None:
    surface = pygame.Surface((300, 200))
    surface.fill(YELLOW)
    button = Button(pygame.Rect(100, 70, 100, 64), "", lambda: None, fill=YELLOW)
    button.draw(surface, focused=True)
    ring = [surface.get_at((150, 70 - d))[:3] for d in range(1, 18)]
    assert INK in ring[:6] and FOCUS in ring[6:]  # a dark line hugs the yellow button, the yellow band outside


def test_labyrinth_blue_and_red_are_spider_man() -> None:
    """RULINGS: blue and red are Spider-Man, yellow and green choose Spider-Man or the Lizard; each
    Spider-Man wears his own suit (issue 31: no two seats share a face) and is said "Spider-Man"."""
    info = load_info("labyrinth")
    suits = {"spider-man", "spider-man-black-suit", "iron-spider", "spider-man-noir"}
    assert all(CHARACTER_NAMES[suit] == "Spider-Man" for suit in suits)
    assert info.characters_for("red") == ("spider-man",) and info.characters_for("blue") == ("spider-man-black-suit",)
    assert set(info.characters_for("yellow")) == set(info.characters_for("green")) == suits | {"lizard"}
    assert all(s.character in suits for s in default_seats(info) if s.colour in ("blue", "red"))
    assert Seat("x", colour="green", character=info.character_for("green", 2)).character == "lizard"


def test_webrace_caption_tells_a_piece_sent_home_as_yours_to_its_owner() -> None:
    from spidergames.games.webrace.movement import Step

    step = Step(seat=1, piece=0, start=3, route=(4, 5), sent_home=(0, 1))
    event = replace(webrace_captions.Event(webrace_captions.EventKind.MOVE, 1, None), steps=(step,))

    class View:
        viewer = 0

    line = webrace_captions.happened(event, View(), View())  # type: ignore[arg-type]
    assert line is not None and line.text(["Ann", "Ben"]) == "Ben sent your piece home!"


def test_webrace_caption_tells_a_companion_sent_home_as_the_movers_own() -> None:
    """Landing on your own other piece sends it home (RULINGS: "a companion too"); the caption said
    "Robo 3 sent Robo 3's piece home!" and, to the child who did it, "Ann sent your piece home!"."""
    from spidergames.games.webrace.movement import Step

    step = Step(seat=1, piece=0, start=3, route=(4, 5), sent_home=(1, 1))
    event = replace(webrace_captions.Event(webrace_captions.EventKind.MOVE, 1, None), steps=(step,))
    for viewer in (0, 1):
        class View:
            pass
        View.viewer = viewer  # type: ignore[attr-defined]
        line = webrace_captions.happened(event, View(), View())  # type: ignore[arg-type]
        assert line is not None and line.text(["Ann", "Ben"]) == "Ben landed on their own piece and sent it home!"


COUNTED = {  # the number 1, then 3, in each language's words
    "en": ("Ann moved 1 space.", "Ann moved 3 spaces.", "Ann walked 1 tile.", "Ann walked 3 tiles."),
    "es": ("Ann avanzó 1 casilla.", "Ann avanzó 3 casillas.", "Ann avanzó 1 loseta.", "Ann avanzó 3 losetas."),
    "fr": ("Ann a avancé de 1 case.", "Ann a avancé de 3 cases.", "Ann a avancé de 1 plaque.",
           "Ann a avancé de 3 plaques."),
    "de": ("Ann ist 1 Feld gezogen.", "Ann ist 3 Felder gezogen.", "Ann ist 1 Feld gelaufen.",
           "Ann ist 3 Felder gelaufen."),
}


@pytest.mark.parametrize("code", COUNTED)
def test_counted_captions_say_one_space_and_three_spaces(code: str) -> None:
    """A count in a caption takes the language's plural form ("moved 1 space", never "1 spaces"), on
    screen and in the voice."""
    from spidergames.app import i18n
    from spidergames.app.speech import fragments, plan
    from spidergames.games.labyrinth.captions import happened as walked
    from spidergames.games.labyrinth.rules import MoveEvent
    from spidergames.games.webrace.captions import _step
    from spidergames.games.webrace.movement import Step

    class Tile:
        symbol = None

    class Board:
        board = [Tile()] * 49

    i18n.install(code)
    try:
        lines = [_step(Step(seat=0, piece=0, start=0, route=tuple(range(1, steps + 1))), None)[1] for steps in (1, 3)]
        lines += [walked(MoveEvent(player=0, path=tuple((0, k) for k in range(steps + 1)), found=None, won=False),
                         Board(), Board()) for steps in (1, 3)]
        assert tuple(line.text(["Ann"]) for line in lines if line is not None) == COUNTED[code]
        for line in lines:
            assert line is not None
            parts = plan(line.template, dict(line.params), {}, code, i18n._, worded=line.wording())
            assert [p.clip for p in parts if not p.clip.isdigit()] == fragments(line.wording())
    finally:
        i18n.install(i18n.ENGLISH)


def test_while_a_move_is_shown_the_latest_line_stays_in_a_small_caption(app: App) -> None:
    """No turn line yet (the last move still walks): a box too small for both lines of what happened
    keeps the latest one, and never paints nothing."""
    bar = CaptionBar()
    bar.acted(1)
    bar.tell(Line.of("{player} turned over a card.", seats=["player"], player=1))
    bar.tell(Line.of("{player} sent your piece home!", seats=["player"], player=1))
    seats = (Seat("Ann", HUMAN, "red", "mr-fantastic"), Seat("Robot", "easy", "blue", "invisible-woman"))
    recorder = Recorder(LOGICAL_SIZE)
    bar.draw(recorder, pygame.Rect(100, 100, 300, 70), lambda: [], seats)
    shown = [m.words.words for m in recorder.marks if m.kind == "text" and m.words is not None]
    assert shown == ["Robot sent your piece home!"], shown


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_a_long_word_is_not_broken_where_a_plainer_caption_holds_it_whole(app: App, large: bool) -> None:
    """A narrow caption (the Labyrinth's in the classroom demo, German) broke "hineingeschoben" between
    letters beside the robot's portrait; a smaller size or the caption without the portrait holds every
    word whole, and is chosen first."""
    use_settings(app, large_text=large)
    bar = CaptionBar()
    bar.acted(1)
    bar.tell(Line.of("{player} hat eine Gangkarte hineingeschoben.", seats=["player"], player=1))
    seats = (Seat("Ann", HUMAN, "red", "mr-fantastic"), Seat("Robo 1", "easy", "blue", "invisible-woman"))
    recorder = Recorder(LOGICAL_SIZE)
    bar.draw(recorder, pygame.Rect(100, 100, 272, 330), lambda: [Line.of("{player} ist dran.", seats=["player"],
                                                                         player=1)], seats)
    lines = [line for m in recorder.marks if m.kind == "text" and m.words is not None
             for line in (m.words.lines or (m.words.words,))]
    pieces = {piece.strip(" .") for line in lines for piece in line.split()}
    assert "hineingeschoben" in pieces, lines


NAMES = ("Spieler 1", "Jugador 1", "Joueur 1", "Robo 2", "Anna Lena", "Anna-Lena")


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_a_name_is_never_broken_between_its_words_where_a_line_holds_it(app: App, large: bool) -> None:
    """Issue #32: "Du bist dran, Spieler / 1!" left the number alone on the next line. A name (a default
    one or one typed of two words) is one unit: it goes to the next line whole, at any width whose line
    holds it (with the "!" written onto it); only a narrower line breaks it, between its words."""
    use_settings(app, large_text=large)
    broken = []
    for name in NAMES:
        seats = (Seat(name, HUMAN, "red", "mr-fantastic"), Seat("Ben", "easy", "blue", "invisible-woman"))
        for width in range(160, 700, 6):
            recorder = Recorder(LOGICAL_SIZE)
            CaptionBar().draw(recorder, pygame.Rect(100, 100, width, 150),
                              lambda: [Line.of("Du bist dran, {player}!", seats=["player"], player=0),
                                       Line("Würfle die Würfel.")], seats)
            for m in recorder.marks:
                if m.kind == "text" and m.words is not None and m.words.wrap and len(m.words.lines) > 1:
                    lines = [line.replace("\u00a0", " ").replace("\u2011", "-") for line in m.words.lines]
                    font = assets.font(m.words.size, m.words.bold)
                    if font.size(f"{name}!")[0] <= m.words.wrap and not any(name in line for line in lines):
                        broken.append(f"{width}: {' / '.join(lines)}")
    assert not broken, broken[:6]


def test_a_name_too_wide_for_a_line_breaks_between_its_words_not_its_letters(app: App) -> None:
    """A name held together (`text.one_unit`) on a line too narrow for all of it is broken where a name
    of two words breaks best, between them, never between letters while each word fits."""
    name = "Maximilian\u00a0Alexander"  # text.one_unit("Maximilian Alexander")
    assert text.one_unit("Maximilian Alexander") == name
    size = text.PLAY
    width = max(text.width(word, size) for word in ("Maximilian", "Alexander!")) + 4
    assert text.width("Maximilian Alexander", size) > width
    lines = text.wrap_words(f"Du bist dran, {name}!", size, width)
    assert [line.replace("\u00a0", " ") for line in lines] == ["Du bist", "dran,", "Maximilian", "Alexander!"], lines


@pytest.mark.parametrize("sentence", ("Robot 2 a retourné : Avance tes deux pions de 2.",
                                      "C'est à toi, Joueur 1 ! Pioche une carte de voyage.",
                                      "Tu as gagné le pouvoir « Le rouge est tous les nombres » ?"))
def test_french_punctuation_stays_on_the_line_of_its_word(app: App, sentence: str) -> None:
    """French writes a space before : ; ! ? » and after «, and that space is no place to break a line:
    "Robot 2 a retourné / : Avance de 3." left the colon at the head of a line (seen in the web race)."""
    bad = []
    glued = re.findall(r"(?:« )?\S+(?: [:;!?»])*", sentence)  # a word with the marks it holds
    for size in (text.PLAY, round(text.PLAY * text.LARGE)):
        for width in range(max(text.width(word, size) for word in glued), 700, 5):
            for line in text.wrap_words(sentence, size, width):
                if line[:1] in ":;!?»" or line.endswith("«"):
                    bad.append(f"{size} px at {width}: {line!r}")
    assert not bad, bad[:6]

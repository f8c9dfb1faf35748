"""The classroom demo's rule notes say what the move shown really did, in every language.

Whole demo games (the demo's own robots and seats, many seeds) are played without the app; every
move's note (`rule_note`, as the demo works it out) is checked against what the rules report for that
move: each note's sentence is a claim (one per template, in the game's own `teach_claims.py`) that must
hold for the move's events and positions, and its parameters must name what happened (the seat that
moved, the symbol found, the card's count). Then the note is written in each language: every
placeholder filled, the sentence translated, and every number of the move in it.
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame
import pytest
from driving import needs_a_demo
from tiers import quick_only

from spidergames.app import i18n
from spidergames.app.games import scene_class
from spidergames.app.scenes.demo import LEVEL, demo_config, demo_players, rule_note
from spidergames.app.table import demo as kit
from spidergames.app.table.demo import Note
from spidergames.app.ui import text
from spidergames.core.match import Match
from spidergames.core.registry import entry, game_ids, load_game
from spidergames.core.state_sight import StateSight

LANGUAGES = ("en", "es", "fr", "de")
MOVES = 400  # a demo game is checked up to this many moves (most end well before)


@dataclass(frozen=True)
class Move:
    """One move of a demo game: the full positions before and after, and its note."""

    before: Any
    after: Any
    note: Note

    @property
    def events(self) -> tuple[Any, ...]:
        events: tuple[Any, ...] = self.after.events
        return events

    def param(self, name: str) -> Any:
        return dict(self.note.params)[name]


Claim = Callable[[Move], bool]


def claims_of(game_id: str) -> dict[str, Claim]:
    """What each demo note of the game claims: its `teach_claims` module, beside its teach module in its own
    folder (a game with a demo must bring one)."""
    package = entry(game_id).rules.module.rpartition(".")[0]  # type: ignore[attr-defined]
    try:
        module = importlib.import_module(f"{package}.teach_claims")
    except ModuleNotFoundError:
        pytest.fail(f"{game_id} shows a demo but brings no teach_claims.py beside its teach module")
    claims: dict[str, Claim] = module.claims()
    return claims


def demo_moves(game_id: str, seed: int, players: int) -> Iterator[Move]:
    """Every move of a demo game (its robots and seats) with the note the demo shows for it."""
    game = load_game(game_id)
    teach = scene_class(game_id).teach  # type: ignore[union-attr]
    assert teach is not None
    match = Match(game, demo_config(game_id, players), seed)
    random.seed(seed)
    for _ in range(MOVES):
        if match.is_over:
            return
        before = match.state
        match.play(match.bot_choice(LEVEL))
        yield Move(before, match.state, rule_note(teach, StateSight(game, before, 0), match.sight()))


NUMBER = re.compile(r"\d+")


def check_words(note: Note, names: list[str]) -> list[str]:
    """What is wrong with the note in each language: a placeholder left, no translation, a number of
    the move (a count, a space) not said."""
    wrong = []
    for language in LANGUAGES:
        i18n.install(language)
        try:
            words = note.text(names)
            wording = note.wording()
        finally:
            i18n.install(i18n.ENGLISH)
        if "{" in words or "}" in words:
            wrong.append(f"{language}: a placeholder is left in {words!r}")
        if language != "en" and wording == note.template:
            wrong.append(f"{language}: not translated: {note.template!r}")
        numbers = [str(v) for k, v in note.params if isinstance(v, int) and k not in note.seats]
        if any(n not in NUMBER.findall(words) for n in numbers):
            wrong.append(f"{language}: {numbers} not all said in {words!r}")
    return wrong


def check_game(game_id: str, seeds: range) -> tuple[list[str], set[str]]:
    """Every note of the demo games of `game_id` for `seeds` (seats going round the player counts)."""
    needs_a_demo(game_id)
    claims = claims_of(game_id)
    counts = list(demo_players(game_id))
    wrong: list[str] = []
    seen: set[str] = set()
    for seed in seeds:
        players = counts[seed % len(counts)]
        names = [f"Robot {i + 1}" for i in range(players)]
        for k, move in enumerate(demo_moves(game_id, seed, players)):
            template = move.note.template
            seen.add(template)
            where = f"{game_id} seed {seed} move {k}"
            claim = claims.get(template)
            if claim is None:
                wrong.append(f"{where}: a note nobody checks: {template!r}")
            elif not claim(move):
                wrong.append(f"{where}: {move.note.text(names)!r} but the move was {move.events}")
            wrong += [f"{where}: {problem}" for problem in check_words(move.note, names)]
    return wrong, seen


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_every_demo_note_is_true_for_its_move(game_id: str) -> None:
    wrong, _ = check_game(game_id, range(6))
    assert not wrong, f"{len(wrong)} wrong notes, the first: " + "\n".join(wrong[:5])


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_every_demo_note_is_true_in_many_games(game_id: str) -> None:
    """Many more seeds, so that rare moves come too (a roll-off, a reshuffle, a Yahtzee); the first six are
    `test_every_demo_note_is_true_for_its_move`'s, which CI runs for every game too."""
    wrong, _ = check_game(game_id, range(6, 60))
    assert not wrong, f"{len(wrong)} wrong notes, the first: " + "\n".join(wrong[:5])


CORNER = "Something Wild! · move 120 · seed 999 · playing"  # the longest small print a teacher sees


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "somethingwild"))
def test_every_demo_note_fits_its_panel_on_every_canvas(app, game_id: str) -> None:
    """Issue #30: the panel under a demo's table holds every rule of six demo games above its small print,
    in every language and text size, on the 16:9, 16:10 and 4:3 canvases (on 4:3 a rule ran three lines
    over its small print); conftest puts English and normal text back."""
    needs_a_demo(game_id)
    counts = list(demo_players(game_id))
    notes = [(move.note, [f"Robot {i + 1}" for i in range(counts[seed % len(counts)])])
             for seed in range(6) for move in demo_moves(game_id, seed, counts[seed % len(counts)])]
    wrong = []
    for large in (False, True):
        text.set_large_text(large)
        for across in (960, 1152, 1280):
            panel = kit.panel_at((across, 720), 4)
            room = kit.words_room(panel, kit.control_rects(panel, 4))
            small = text.render(CORNER, kit.CORNER_SIZE, (0, 0, 0), bold=False)
            surface = pygame.Surface((across, 720))
            for language in LANGUAGES:
                i18n.install(language)
                for said in dict.fromkeys(note.text(names) for note, names in notes):  # each sentence once
                    words = kit.draw_panel(surface, panel, said, CORNER, room)
                    if words.bottom > panel.bottom - 8 - small.get_height() or words.top < panel.top:
                        wrong.append(f"{across} {language} {'large' if large else 'normal'}: {said!r}")
                        break
    assert not wrong, "\n".join(wrong)

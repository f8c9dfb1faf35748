"""The classroom demo's rule notes say what the move shown really did, in every language.

Whole demo games (the demo's own robots and seats, many seeds) are played without the app; every
move's note (`rule_note`, as the demo works it out) is checked against what the rules report for that
move: each note's sentence is a claim (`CLAIMS`, one per template) that must hold for the move's events
and positions, and its parameters must name what happened (the seat that moved, the symbol found, the
card's count). Then the note is written in each language: every placeholder filled, the sentence
translated, and every number of the move in it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from driving import needs_a_demo
from tiers import quick_only

from spidergames.app import i18n
from spidergames.app.games import scene_class
from spidergames.app.scenes.demo import LEVEL, demo_config, demo_players, rule_note
from spidergames.app.table.demo import Note
from spidergames.core.match import Match
from spidergames.core.registry import game_ids, load_game
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


# -- Yahtzee -----------------------------------------------------------------------------------------
def _yahtzee() -> dict[str, Claim]:
    from spidergames.games.yahtzee.board import COLUMNS, DICE, Face
    from spidergames.games.yahtzee.rules import MAX_ROLLS, EventKind

    def event(m: Move) -> Any:
        return m.events[0]

    def wilds(m: Move) -> int:
        return sum(1 for d in event(m).dice if d is Face.SPIDER_MAN)

    def matched(m: Move) -> bool:
        """The note's counted friends are the dice: "{n} Hulks and {w} Spider-Mans" score "{count} Hulks"."""
        e = event(m)
        rolled = {f"{n} {f}" for f, n in ((e.friend.title, e.count - wilds(m)), ("Spider-Man", wilds(m))) if n}
        said = {re.sub(r"s$", "", part) for part in m.param("rolled").split(" and ")}
        return said == rolled and dict(m.note.params).get("matched", e.friend.plural(e.count)) == e.friend.plural(
            e.count)

    return {
        "Tied! The tied players each roll all five dice. The most Spider-Mans wins.":
            lambda m: event(m).kind is EventKind.ROLLOFF,
        "That was {player}'s third roll. After your third roll you must score.":
            lambda m: event(m).kind is EventKind.ROLL and m.after.rolls_used == MAX_ROLLS
            and m.param("player") == event(m).player,
        "Keep the dice you like, and roll the others again. You can roll up to three times.":
            lambda m: event(m).kind is EventKind.ROLL and bool(event(m).kept) and m.after.rolls_used < MAX_ROLLS,
        "Spider-Man is wild: it counts as any friend.":
            lambda m: event(m).kind is EventKind.ROLL and wilds(m) > 0,
        "Roll all five dice. Then score now, or keep the dice you like and roll the others again.":
            lambda m: event(m).kind is EventKind.ROLL and not event(m).kept and m.after.rolls_used < MAX_ROLLS,
        "Zero: every friend {player} rolled is already on the board, so a token goes in the Picture Column. It "
        "scores zero.": lambda m: event(m).kind is EventKind.ZERO and event(m).column == 0,
        "Spider-Man Yahtzee! Five Spider-Mans: put ANY friend you have not scored yet in column 5.":
            lambda m: event(m).kind is EventKind.SPIDER_YAHTZEE and wilds(m) == DICE,
        "Yahtzee! Five of the same friend go in column 5.":
            lambda m: event(m).column == COLUMNS and wilds(m) == 0
            and all(d is event(m).friend for d in event(m).dice),
        "Yahtzee! Spider-Man is wild: {rolled} make five of the same friend. They go in column 5.":
            lambda m: event(m).column == COLUMNS and event(m).count == DICE and 0 < wilds(m) < DICE and matched(m),
        "Team! No friend shows twice on the dice (Spider-Mans fill the gaps), so {player} takes a team token. It is "
        "worth 1 to 5 points at the end.": lambda m: event(m).team and m.param("player") == event(m).player,
        "Only one token fits in each space. Space {count} is taken, so the token slides to the next open space to the "
        "LEFT.": lambda m: event(m).column < min(event(m).count, COLUMNS) and m.param("count") == event(m).count,
        "Spider-Man is wild: it counts as any friend. {rolled} score {matched}.":
            lambda m: wilds(m) > 0 and event(m).column == event(m).count and matched(m),
        "Your token goes in the column for how many you matched: {matched} go in column {count}.":
            lambda m: wilds(m) == 0 and event(m).column == event(m).count == m.param("count")
            and m.param("matched") == event(m).friend.plural(event(m).count),
    }


# -- Labyrinth ---------------------------------------------------------------------------------------
def _labyrinth() -> dict[str, Claim]:
    from spidergames.games.labyrinth.board import IN_SENTENCES
    from spidergames.games.labyrinth.rules import MoveEvent, ShiftEvent

    def shift(m: Move) -> bool:
        return isinstance(m.events[0], ShiftEvent)

    def walk(m: Move) -> MoveEvent | None:
        e = m.events[0]
        return e if isinstance(e, MoveEvent) else None

    def left(m: Move) -> int:
        e = walk(m)
        return -1 if e is None else len(m.after.players[e.player].to_find)

    def found(m: Move) -> bool:
        e = walk(m)
        return (e is not None and e.found is not None and not e.won and m.param("player") == e.player
                and m.param("symbol") == IN_SENTENCES[e.found])

    return {
        "Pieces ride along with their tiles. A piece pushed off the edge jumps onto the new tile at the other end.":
            lambda m: shift(m) and bool(m.events[0].wrapped),
        "Every turn starts with a push: turn the spare tile, then push it in at one of the 12 arrows.": shift,
        "The whole line of tiles slides along, and the tile at the far end pops out. It is the next spare.": shift,
        "You may not push the tile straight back where it just came out. That arrow shows a red no-entry sign.":
            lambda m: shift(m) and m.after.blocked_arrow is not None,
        "The first player to find all their symbols and get back home wins the game!":
            lambda m: walk(m) is not None and m.events[0].won,
        "{player} stopped on {symbol}: the card turns over, and the next symbol is shown.":
            lambda m: found(m) and left(m) > 0,
        "{player} stopped on {symbol}: the card turns over. It was the last one: now {player} heads back to the "
        "start corner.": lambda m: found(m) and left(m) == 0 and m.after.return_home,
        "All of {player}'s symbols are found: the last goal is the start corner.":
            lambda m: walk(m) is not None and left(m) == 0 and m.after.return_home and m.events[0].found is None,
        "{player} stays put: you can also stay where you are.":
            lambda m: walk(m) is not None and len(m.events[0].path) == 1 and m.events[0].found is None,
        "Walk along the streets as far as you like. You can stop on any tile your street joins up with.":
            lambda m: walk(m) is not None and len(m.events[0].path) > 1 and m.events[0].found is None,
    }


# -- Something Wild! ----------------------------------------------------------------------------------
def _somethingwild() -> dict[str, Claim]:
    from spidergames.games.somethingwild.cards import colour_of, has_mover_symbol, is_run, is_set, power_colour
    from spidergames.games.somethingwild.rules import EventKind, Phase

    def has(kind: EventKind) -> Claim:
        return lambda m: any(e.kind is kind for e in m.events)

    def first(m: Move, kind: EventKind) -> Any:
        return next(e for e in m.events if e.kind is kind)

    def mover_by_sign(m: Move) -> bool:
        played = [e.cards[0] for e in m.events if e.kind is EventKind.PLAY]
        return has(EventKind.MOVER)(m) and bool(played) and has_mover_symbol(played[0])

    def mover_by_colour(m: Move) -> bool:
        played = [e.cards[0] for e in m.events if e.kind is EventKind.PLAY]
        centre = m.before.centre_power
        return (has(EventKind.MOVER)(m) and bool(played) and centre is not None
                and colour_of(played[0]) is power_colour(centre))

    def scored_why(m: Move) -> bool:
        trio = first(m, EventKind.SCORE).cards
        why = m.param("why")
        return {"A set: three cards with the same number.": is_set(trio),
                "A run: three cards of the same colour with numbers in order.": is_run(trio)}.get(
            why, not is_set(trio) and not is_run(trio))

    def guess_outcome(m: Move) -> bool:
        matched = first(m, EventKind.GUESS).matched
        return m.param("outcome") == ("It matches, so it goes into the row!" if matched
                                      else "No match: it goes on the discard pile.")

    return {
        "Collect three Power cards and you win!": has(EventKind.WIN),
        "{why} {player} scores: the three cards go to the discard pile and {player} takes the Power from the middle.":
            lambda m: has(EventKind.SCORE)(m) and scored_why(m),
        "A 1 shows the \"take the mover\" sign: the Spider-Man mover comes to {player}, even from another player.":
            mover_by_sign,
        "The card has the same colour as the Power in the middle, so the Spider-Man mover comes to {player}, even "
        "from another player.": mover_by_colour,
        "With the mover you may use one Power on your turn. {title}: {help}": has(EventKind.USE_POWER),
        "Guess, then turn the top card of the deck. {outcome}": lambda m: has(EventKind.GUESS)(m) and guess_outcome(m),
        "Swap: swap a card in your row for another player's card of the same colour.":
            lambda m: has(EventKind.SWAP)(m) or m.before.phase is Phase.SWAP_GIVE,
        "Lucky 7: with a 7 in your row, pick any card from the discard pile and put it in your row.":
            has(EventKind.FROM_DISCARD),
        "Pass a card: everybody passes the card they chose to the player before them, all together.":
            has(EventKind.PASS),
        "Pass a card: everybody chooses one card from their hand. Nobody sees what the others chose.":
            has(EventKind.PASS_CHOSEN),
        "Discard: if your row has more than five cards, throw cards away until five are left.": has(EventKind.DISCARD),
        "Play: put one card from your hand face up in your row.": has(EventKind.PLAY),
        "If the deck runs out, shuffle the discard pile to make a new deck.": has(EventKind.RESHUFFLE),
        "Draw: take the top card of the deck into your hand.": has(EventKind.DRAW),
        "You never have to use a Power. A Power only lasts until the end of your turn.":
            lambda m: m.before.phase is Phase.POWER and not has(EventKind.USE_POWER)(m),
        "Scoring is your choice: you may say \"not now\".":
            lambda m: m.before.phase is Phase.SCORE and not has(EventKind.SCORE)(m),
        "Then it is the next player's turn.": lambda m: m.after.turn != m.before.turn,
    }


# -- web race ----------------------------------------------------------------------------------------
def _webrace() -> dict[str, Claim]:
    from spidergames.games.webrace.movement import HOME, CardKind
    from spidergames.games.webrace.rules import GAME, EventKind

    board = GAME.board

    def drawn(kind: CardKind, count: int | None = None) -> Claim:
        def claim(m: Move) -> bool:
            e = m.events[0]
            return (e.kind is EventKind.DRAW and not e.reshuffled and e.card is not None and e.card.kind is kind
                    and (count is None or e.card.count == count) and dict(m.note.params).get("count", e.card.count)
                    == e.card.count)
        return claim

    def steps(m: Move) -> tuple[Any, ...]:
        e = m.events[0]
        return e.steps if e.kind is EventKind.MOVE else ()

    def step_where(test: Callable[[Any], bool]) -> Claim:
        return lambda m: any(test(s) for s in steps(m))

    move_kind = next(k for k in CardKind if k not in (CardKind.BOTH, CardKind.JUMP))
    return {
        "You must move if any piece can move. If no piece can move, {player} passes.":
            lambda m: m.events[0].kind is EventKind.PASS and m.param("player") == m.events[0].seat,
        "When the travel cards run out, the used cards are shuffled into a new pile.":
            lambda m: m.events[0].kind is EventKind.DRAW and m.events[0].reshuffled,
        "Move both pieces: each of your pieces moves {count} spaces. You choose which goes first.":
            drawn(CardKind.BOTH),
        "Jump to an opponent: put one of your pieces on another player's piece. That piece goes home.":
            drawn(CardKind.JUMP),
        "Turn over the top travel card. Move {count}: move one of your pieces {count} space.": drawn(move_kind, 1),
        "Turn over the top travel card. Move {count}: move one of your pieces {count} spaces.":
            lambda m: drawn(move_kind)(m) and m.events[0].card.count != 1,
        "The game ends as soon as one player has both pieces in the Spider-Man Circle. Add up villain points and "
        "race points: the highest score wins!": lambda m: bool(steps(m)) and m.events[0].game_over,
        "The first piece to reach the Spider-Man Circle takes the 5 points card. The next piece takes 4 points, then "
        "3, 2 and 1.": step_where(lambda s: s.race_points is not None),
        "Land on a spider web space by exact count and you capture the top villain card. Keep it secret!":
            step_where(lambda s: s.captured is not None),
        "If you land exactly on a piece, that piece goes back to its home. Even your own second piece!":
            step_where(lambda s: s.sent_home is not None and not s.jump),
        "Land on a red arrowhead by exact count, and your piece slides one circle in at once!":
            step_where(lambda s: len(s.route) > 1 and board.spaces[s.route[-2]].arrow_to == s.end),
        "Jump to an opponent: the piece jumped on goes home.": step_where(lambda s: s.jump),
        "Out of home, the first space you step on is your corner's entry space.":
            step_where(lambda s: s.start == HOME),
        "Go either way around your circle, but move the whole count in one direction.":
            step_where(lambda s: not s.jump and s.start != HOME),
    }


CLAIMS: dict[str, Callable[[], dict[str, Claim]]] = {
    "yahtzee": _yahtzee, "labyrinth": _labyrinth, "somethingwild": _somethingwild, "webrace": _webrace}


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
    claims = CLAIMS[game_id]()
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

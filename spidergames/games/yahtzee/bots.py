"""Computer players for Spider-Man & Friends Yahtzee.

- easy: keeps the friend it sees most (ignoring the wild Spider-Mans), sometimes stops early,
  scores the friend with the most dice without looking at the board.
- normal: keeps its most common friend plus every Spider-Man, stops when the best space of that
  row is reached, scores the best available space.
- hard: exact expected value of every keep-set over the remaining rolls (see `turnplan`), where
  a final hand is worth its landing column, an expected team token, what the friend is worth if
  saved for later, and how much the token blocks the other players' rows.

Bots see only their observation (`Observation`) and the legal actions, and draw chance only from
the rng they are given.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from spidergames.core.gameinfo import N_
from spidergames.core.hints import Reason
from spidergames.core.protocol import LEVELS

from .board import (
    COLUMNS,
    DICE,
    NOT_PLACED,
    PICTURE,
    TEAM_TOKENS,
    Board,
    Face,
    column_total,
    count_of,
    is_team,
    landing_column,
    place,
    taken_columns,
    unscored,
)
from .rules import (
    MAX_ROLLS,
    Action,
    Observation,
    Roll,
    RollOff,
    Score,
    ScoreZero,
    SpiderManYahtzee,
    State,
    score_preview,
    turns_left,
)
from .turnplan import Hand, Plan, best_keep, make_plan, tables

# Chance that one die ends on a chosen friend (or a wild) when chased for three rolls: 1-(2/3)^3.
_CHASE = 19 / 27
CHASE_COUNTS = tuple(
    comb(DICE, k) * _CHASE ** k * (1 - _CHASE) ** (DICE - k) for k in range(DICE + 1)
)


# -- choosing among the legal actions ----------------------------------------------------------
def _keep_action(legal: Sequence[Action], dice: Sequence[Face], keep: Hand) -> Roll:
    """The legal Roll that keeps exactly this multiset (the first matching dice)."""
    wanted = list(keep)
    indices = []
    for i, d in enumerate(dice):
        if wanted[d] > 0:
            wanted[d] -= 1
            indices.append(i)
    return next(a for a in legal if isinstance(a, Roll) and a.keep == tuple(indices))


def _forced(legal: Sequence[Action]) -> Action | None:
    """The action when there is no real choice (first roll, roll-off)."""
    if len(legal) == 1 or isinstance(legal[0], RollOff):
        return legal[0]
    return None


Scoring = Score | SpiderManYahtzee | ScoreZero


def _scorings(legal: Sequence[Action]) -> list[Scoring]:
    return [a for a in legal if isinstance(a, (Score, SpiderManYahtzee, ScoreZero))]


# -- easy ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class EasyBot:
    """A young player: chases the friend it sees most, stops early now and then."""

    def choose(self, observation: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if (action := _forced(legal)) is not None:
            return action
        state = observation.state
        scorings = _scorings(legal)
        hand = unscored(state.board, state.current)
        faces = Counter(d for d in state.dice if d in hand)
        full = any(n == DICE for n in faces.values())
        can_roll = any(isinstance(a, Roll) for a in legal)
        if not can_roll or full or (rng.random() < 0.3 and scorings):
            most = max(count_of(state.dice, a.friend) for a in scorings)
            return rng.choice([a for a in scorings if count_of(state.dice, a.friend) == most])
        if not faces:
            return _roll_all(legal)
        target = max(faces, key=lambda f: (faces[f], -f))
        return _keep_action(legal, state.dice, tuple(faces[target] if f == target else 0 for f in Face))


def _roll_all(legal: Sequence[Action]) -> Roll:
    return next(a for a in legal if isinstance(a, Roll) and not a.keep)


# -- normal ---------------------------------------------------------------------------------------
def _top_open(board: Board, friend: Face) -> int:
    """The best column still open in a friend's row (0 if the row is full)."""
    taken = taken_columns(board, friend)
    return max((c for c in range(1, COLUMNS + 1) if c not in taken), default=PICTURE)


@dataclass(frozen=True)
class NormalBot:
    """Keeps the most common friend and the wilds; scores the best space on the board."""

    def choose(self, observation: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if (action := _forced(legal)) is not None:
            return action
        state = observation.state
        scorings = _scorings(legal)
        if not scorings:
            return _roll_all(legal)
        if isinstance(scorings[0], (ScoreZero, SpiderManYahtzee)):
            return max(scorings, key=lambda a: (_top_open(state.board, a.friend), -a.friend))
        preview = score_preview(state)
        best_friend, _, best_col = max(preview, key=lambda x: (x[2], x[1], -x[0]))
        if state.rolls_used == MAX_ROLLS or best_col == _top_open(state.board, best_friend):
            return Score(best_friend)
        target, _, _ = max(preview, key=lambda x: (x[1], x[2], -x[0]))
        keep = tuple(state.dice.count(target) if f == target else
                     state.dice.count(Face.SPIDER_MAN) if f == Face.SPIDER_MAN else 0 for f in Face)
        if sum(keep) >= DICE:
            return Score(best_friend)
        return _keep_action(legal, state.dice, keep)


# -- hard -----------------------------------------------------------------------------------------
def expected_column(board: Board, friend: Face) -> float:
    """What a friend's row is worth to someone who will chase it for one turn on this board."""
    return sum(p * landing_column(board, friend, k) for k, p in enumerate(CHASE_COUNTS))


def _use_weight(state: State, player: int) -> float:
    """How surely this player will need each friend in hand on a later turn (1 = every one).

    For the player on turn, this turn's token is already spoken for."""
    on_turn = int(player == state.current)
    hand = len(unscored(state.board, player)) - on_turn
    later = turns_left(state, player) - on_turn
    return 0.0 if hand <= 0 or later <= 0 else min(1.0, later / hand)


def _team_bonus(state: State, me: int) -> float:
    """Expected value of the top team token, from what this player knows (its own tokens)."""
    if not state.team_pile:
        return 0.0
    unknown = Counter(TEAM_TOKENS) - Counter(state.teams[me])
    return sum(v * n for v, n in unknown.items()) / sum(unknown.values())


def _friend_values(state: State, me: int) -> dict[Face, tuple[float, ...]]:
    """Value of scoring each friend in hand with a count of 0..5 (0 = not scoreable)."""
    board = state.board
    keep_weight = _use_weight(state, me)
    rivals = [p for p in range(state.players) if p != me and turns_left(state, p) > 0]
    values: dict[Face, tuple[float, ...]] = {}
    for f in unscored(board, me):
        worth = expected_column(board, f)
        needing = sum(_use_weight(state, p) for p in rivals if board[p][f.row] == NOT_PLACED)
        by_column = {}
        for col in {landing_column(board, f, k) for k in range(1, DICE + 1)}:
            # blocking: what this space takes away from rivals who still need the row
            loss = worth - expected_column(place(board, me, f, col), f) if col > PICTURE else 0.0
            by_column[col] = col - keep_weight * worth + needing * loss / max(1, len(rivals))
        values[f] = (float("-inf"),) + tuple(by_column[landing_column(board, f, k)]
                                             for k in range(1, DICE + 1))
    return values


@lru_cache(maxsize=64)
def plan_for(state: State, me: int) -> Plan:
    """Solve this player's turn for a board position (`state` with the dice cleared)."""
    t = tables()
    values = _friend_values(state, me)
    bonus = _team_bonus(state, me)
    stop: list[float | None] = []
    for h in t.hands:
        team = all(c <= 1 for c in h[1:])
        best = max((v[h[f] + h[0]] for f, v in values.items()), default=float("-inf"))
        stop.append(None if best == float("-inf") else best + (bonus if team else 0.0))
    zero = max(-_use_weight(state, me) * expected_column(state.board, f) for f in values)
    return make_plan(tuple(stop), zero)


def _position(state: State) -> State:
    """The part of the state a plan depends on (so every roll of one turn shares a plan)."""
    return State(state.players, state.turns_per_player, state.current, state.turns_taken,
                        (), 0, state.board, state.team_pile, state.teams)


def top_fives(state: State, me: int) -> tuple[Face, ...]:
    """The friends in hand whose five on the dice land on column 5: the best a row can score."""
    return tuple(f for f in unscored(state.board, me)
                 if count_of(state.dice, f) == DICE and landing_column(state.board, f, DICE) == COLUMNS)


def _column(state: State, action: Scoring) -> int:
    """The column the action's token lands on (the Picture Column counts nothing)."""
    if isinstance(action, ScoreZero):
        return PICTURE
    count = DICE if isinstance(action, SpiderManYahtzee) else count_of(state.dice, action.friend)
    return landing_column(state.board, action.friend, count)


def sure_wins(state: State, me: int, scorings: Sequence[Scoring]) -> list[Scoring]:
    """On the last turn of the game: the scorings that win it, whatever the face-down team
    tokens of the others hold (each counted at the most it could be) and whatever token a team
    of mine turns over (counted at the least)."""
    others = [p for p in range(state.players) if p != me]
    if not others or turns_left(state, me) != 1 or any(turns_left(state, p) > 0 for p in others):
        return []  # alone at the table there is nobody to beat: the plan scores as usual
    unknown = sorted((Counter(TEAM_TOKENS) - Counter(state.teams[me])).elements(), reverse=True)
    best_other = max(column_total(state.board, p) + sum(unknown[:len(state.teams[p])]) for p in others)
    mine = column_total(state.board, me) + sum(state.teams[me])
    token = unknown[-1] if is_team(state.dice) and state.team_pile and unknown else 0
    return [a for a in scorings if mine + _column(state, a) + token > best_other]


@dataclass(frozen=True)
class HardBot:
    """Keeps whatever gives the best expected value over the rolls left (see `plan_for`), but
    never rolls away a finished five on column 5 (a team token is not worth that gamble)."""

    def choose(self, observation: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if (action := _forced(legal)) is not None:
            return action
        state, me = observation.state, observation.me
        scorings = _scorings(legal)
        if wins := sure_wins(state, me, scorings):
            scorings = wins
        elif fives := top_fives(state, me):
            scorings = [a for a in scorings if a.friend in fives]
        elif state.rolls_used < MAX_ROLLS and any(isinstance(a, Roll) for a in legal):
            keep, _ = best_keep(plan_for(_position(state), me), state.dice, MAX_ROLLS - state.rolls_used)
            if keep is not None:
                return _keep_action(legal, state.dice, keep)
        if isinstance(scorings[0], ScoreZero):  # give up the friend worth least later
            return min(scorings, key=lambda a: expected_column(state.board, a.friend))
        values = _friend_values(state, me)
        return max(scorings, key=lambda a: values[a.friend][count_of(state.dice, a.friend)])


BOTS: dict[str, type[EasyBot | NormalBot | HardBot]] = {
    "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(level: str) -> EasyBot | NormalBot | HardBot:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {LEVELS}")
    return BOTS[level]()


# -- help ---------------------------------------------------------------------------------------
def hint(observation: Observation, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """Help for a person: the normal computer player's move and why, in one short line."""
    action = NormalBot().choose(observation, legal, rng)
    state = observation.state
    if isinstance(action, RollOff):
        return action, Reason.of(N_("Roll all five: the most Spider-Mans wins!"))
    if isinstance(action, Roll):
        if not action.keep:
            return action, Reason.of(N_("Roll all five dice!")
                                     if not state.dice else N_("Nothing to keep: roll them all!"))
        faces = Counter(action.faces)
        kept = " and ".join(f.plural(faces[f]) for f in sorted(faces))
        return action, Reason.of(N_("Keep the {dice} and roll again!"), dice=kept)
    if isinstance(action, SpiderManYahtzee):
        return action, Reason.of(N_("Five Spider-Mans: put {friend} on 5!"), friend=action.friend.title)
    if isinstance(action, ScoreZero):
        return action, Reason.of(N_("Nothing scores: give up {friend}, it's worth least."), friend=action.friend.title)
    assert isinstance(action, Score)
    count = count_of(state.dice, action.friend)
    column = landing_column(state.board, action.friend, count)
    return action, Reason.of(N_("Score {friend} on {column}!"), friend=action.friend.title, column=column)

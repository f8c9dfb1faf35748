"""Computer players for the spider-web race.

- easy: any legal move, at random.
- normal: plays like a child who knows the first lessons: catch a villain, send an opponent's
  piece home, take an arrowhead off the outer circle and step into the Spider-Man Circle. It does
  not aim for the middle circle's arrowheads, keep out of danger or think ahead: a child can win.
- hard: scores each move by its expected value one round ahead: the risk that each opponent
  lands on its pieces, and the best follow-up on its own next turn, both averaged over the travel
  cards still face down (known from the public discard pile).

Help shows hard's move: the best play a child can learn from, not normal's plain one.
Bots see only their observation; their only chance is the rng they are handed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from spidergames.core.gameinfo import N_
from spidergames.core.hints import Reason
from spidergames.core.protocol import LEVELS

from .board import Board
from .movement import (
    DIRECTIONS,
    HOME,
    CardKind,
    Pieces,
    TravelCard,
    jump_targets,
    route,
)
from .rules import (
    GAME,
    VILLAIN_POINTS,
    Action,
    Jump,
    Move,
    MoveBoth,
    Observation,
    Pass,
    legal_plays,
    play,
    remaining_cards,
)

PIECE_VALUE = (3.0, 7.0, 11.0, 15.0)
"""What a piece is worth on the outer, middle and inner circle and in the centre (home: 0)."""
MEAN_VILLAIN = sum(VILLAIN_POINTS.values()) / len(VILLAIN_POINTS)
FOLLOW_UP = 0.6  # how much the next turn's expected gain counts (opponents move first)


def make_bot(level: str, board: Board) -> RandomBot | NormalBot | HardBot:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    bots: dict[str, type[RandomBot | NormalBot | HardBot]] = {
        "easy": RandomBot, "normal": NormalBot, "hard": HardBot}
    return bots[level](board)


@dataclass(frozen=True)
class RandomBot:
    board: Board

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        return rng.choice(list(legal_actions))


@dataclass(frozen=True)
class _Thinker:
    """Shared plumbing: only real choices are thought about, ties broken by the rng."""

    board: Board

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1 or observation.card is None:
            return legal_actions[0]
        scored = [(self.score(observation, a), rng.random(), i)
                  for i, a in enumerate(legal_actions) if not isinstance(a, Pass)]
        return legal_actions[max(scored)[2]]

    def score(self, obs: Observation, action: Action) -> float:
        raise NotImplementedError

    def after(self, obs: Observation, action: Action) -> tuple[Pieces, frozenset[int], int]:
        """Pieces and covered spaces after `action`, and how many villains it captured."""
        assert obs.card is not None and isinstance(action, (Move, MoveBoth, Jump))
        pieces, covered, steps = play(self.board, obs.pieces, frozenset(obs.covered),
                                      obs.me, obs.homes[obs.me], obs.card, action)
        return pieces, covered, sum(s.captured is not None for s in steps)

    def depth(self, where: int) -> int:
        """0 at home, 1-3 on the outer/middle/inner circle, 4 in the centre."""
        return 0 if where == HOME else self.board.spaces[where].circle + 1

    def worth(self, where: int) -> float:
        return 0.0 if where == HOME else PIECE_VALUE[self.board.spaces[where].circle]

    def reach(self, pieces: Pieces, seat: int, home: int) -> dict[int, set[int]]:
        """Where each count (1-6) could take the seat's pieces next turn: space -> counts."""
        landings: dict[int, set[int]] = {}
        entry = self.board.homes[home].entry
        for where in set(pieces[seat]) - {self.board.centre}:
            for count in range(1, 7):
                for direction in DIRECTIONS:
                    walked = route(self.board, pieces, where, count, direction, entry)
                    if walked is not None:
                        landings.setdefault(walked[-1], set()).add(count)
        return landings

    def danger(self, obs: Observation, pieces: Pieces) -> int:
        """How many of my pieces on the web an opponent's piece could land on next turn."""
        threats: set[int] = set()
        for seat in range(len(pieces)):
            if seat != obs.me:
                threats |= set(self.reach(pieces, seat, obs.homes[seat]))
        return sum(1 for w in pieces[obs.me] if w in threats and w not in (self.board.centre, HOME))


class NormalBot(_Thinker):
    """Capture, send home, step in off the outer circle or into the centre; else any move."""

    def score(self, obs: Observation, action: Action) -> float:
        pieces, _, captures = self.after(obs, action)
        me = obs.me
        gain = 100.0 * captures
        for seat, (old, new) in enumerate(zip(obs.pieces, pieces, strict=True)):
            for was, now in zip(old, new, strict=True):
                if now == HOME and was != HOME:
                    gain += -50.0 if seat == me else 40.0
        return gain + 30.0 * sum(1 for was, now in zip(obs.pieces[me], pieces[me], strict=True)
                                 if self.depth(was) == 1 < self.depth(now)
                                 or now == self.board.centre != was)


class HardBot(_Thinker):
    def score(self, obs: Observation, action: Action) -> float:
        pieces, covered, captures = self.after(obs, action)
        villain_value = self.next_villain_value(obs)
        now = self.evaluate(obs, pieces) + captures * villain_value
        odds = self.card_odds(obs)
        risk = self.risk(obs, pieces, odds)
        follow = self.follow_up(obs, pieces, covered, odds, villain_value)
        return now - risk + FOLLOW_UP * follow

    def next_villain_value(self, obs: Observation) -> float:
        """The average worth of a villain card not among my own."""
        unseen = sum(VILLAIN_POINTS.values()) - sum(v.points for v in obs.my_villains)
        return unseen / max(1, len(VILLAIN_POINTS) - len(obs.my_villains))

    @staticmethod
    def card_odds(obs: Observation) -> tuple[tuple[TravelCard, float], ...]:
        left = Counter(remaining_cards(obs.discard, obs.card))
        total = sum(left.values())
        return tuple((card, n / total) for card, n in left.items())

    def evaluate(self, obs: Observation, pieces: Pieces) -> float:
        """My position minus the strongest opponent's (pieces by circle, race places, villains)."""
        race_next = obs.race_left[0] if obs.race_left else 0
        values = []
        for seat, pair in enumerate(pieces):
            value = sum(self.worth(w) for w in pair) + sum(obs.race[seat])
            value += race_next * sum(1 for a, b in zip(obs.pieces[seat], pair, strict=True)
                                     if b == self.board.centre != a)
            if seat == obs.me:
                value += sum(v.points for v in obs.my_villains)
            else:
                value += MEAN_VILLAIN * obs.villain_counts[seat]
            if all(w == self.board.centre for w in pair):
                value += 25.0  # the game ends with this seat finished
            values.append(value)
        mine = values[obs.me]
        return mine - max(v for s, v in enumerate(values) if s != obs.me)

    def risk(self, obs: Observation, pieces: Pieces,
             odds: tuple[tuple[TravelCard, float], ...]) -> float:
        """Expected loss from opponents landing on (or jumping onto) my pieces next round."""
        mine = [w for w in pieces[obs.me] if w not in (HOME, self.board.centre)]
        if not mine:
            return 0.0
        p_jump = sum(p for card, p in odds if card.kind is CardKind.JUMP)
        safe = {w: 1.0 for w in mine}
        for seat in range(len(pieces)):
            if seat == obs.me:
                continue
            landings = self.reach(pieces, seat, obs.homes[seat])
            targets = max(1, len(jump_targets(self.board, pieces, seat)))
            for w in mine:
                counts = landings.get(w, set())
                p_hit = sum(p for card, p in odds
                            if card.kind is not CardKind.JUMP and card.count in counts)
                safe[w] *= 1.0 - min(1.0, p_hit + p_jump / targets)
        return sum(self.worth(w) * (1.0 - s) for w, s in safe.items())

    def follow_up(self, obs: Observation, pieces: Pieces, covered: frozenset[int],
                  odds: tuple[tuple[TravelCard, float], ...], villain_value: float) -> float:
        """My expected best gain on my next turn, over the cards still face down."""
        me, home = obs.me, obs.homes[obs.me]
        base = self.evaluate(obs, pieces)
        expected = 0.0
        for card, p in odds:
            best = 0.0
            for option in legal_plays(self.board, pieces, covered, me, home, card):
                later, _, steps = play(self.board, pieces, covered, me, home, card, option)
                gained = self.evaluate(obs, later) - base
                gained += villain_value * sum(s.captured is not None for s in steps)
                best = max(best, gained)
            expected += p * best
        return expected


def table_bot(level: str) -> RandomBot | NormalBot | HardBot:
    """A computer player of `level` on the game's own board (the registration's `bots`)."""
    return make_bot(level, GAME.board)


def table_hint(observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random) -> tuple[Action, Reason]:
    """Help on the game's own board (the registration's `hint`): the hard player's move, a reason."""
    return hint(observation, legal_actions, rng, GAME.board)


__all__ = ["HardBot", "NormalBot", "RandomBot", "make_bot", "table_bot", "table_hint"]


# -- help -----------------------------------------------------------------------------------------
def hint(observation: Observation, legal_actions: Sequence[Action], rng: random.Random,
         board: Board) -> tuple[Action, Reason]:
    """Help for a person: the hard computer player's move and why, in one short line."""
    bot = HardBot(board)
    action = bot.choose(observation, legal_actions, rng)
    if not isinstance(action, (Move, MoveBoth, Jump)):
        return action, Reason.of(N_("No piece can move: press Pass.") if isinstance(action, Pass)
                                 else N_("Turn over a travel card!"))
    me = observation.me
    pieces, _, captures = bot.after(observation, action)
    if captures:
        return action, Reason.of(N_("Land on a Spider Web space and catch a villain!"))
    if any(now == HOME and was != HOME for seat, (old, new) in enumerate(zip(observation.pieces, pieces, strict=True))
           if seat != me for was, now in zip(old, new, strict=True)):
        return action, Reason.of(N_("Send a piece back home!"))
    if board.centre in set(pieces[me]) - set(observation.pieces[me]):
        return action, Reason.of(N_("Get into the Spider-Man Circle!"))
    if sum(map(bot.depth, pieces[me])) > sum(map(bot.depth, observation.pieces[me])):
        return action, Reason.of(N_("Make the glowing move: it takes you closer to the Spider-Man Circle!"))
    danger = bot.danger(observation, pieces)
    if danger < bot.danger(observation, observation.pieces):
        return action, Reason.of(N_("Make the glowing move: it takes your piece out of danger!"))
    if danger == 0:
        return action, Reason.of(N_("Make the glowing move: it keeps your pieces safe!"))
    return action, Reason.of(N_("Move round your circle with the glowing move!"))

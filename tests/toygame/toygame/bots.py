"""The toy's computer players, each seeing only its observation: easy guesses any number left,
normal one the answers so far allow (never its own card), hard one at an end of those: a wrong guess
there tells the others little (one in the middle would halve what is left for them), and it picks
the end that keeps its own card among what the others must still think possible."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from spidergames.core.gameinfo import N_
from spidergames.core.hints import Reason
from spidergames.core.protocol import LEVELS

from .rules import Guess, Observation


@dataclass(frozen=True)
class EasyBot:
    def choose(self, observation: Observation, legal_actions: Sequence[Guess], rng: random.Random) -> Guess:
        return rng.choice(list(legal_actions))


@dataclass(frozen=True)
class NormalBot:
    def choose(self, observation: Observation, legal_actions: Sequence[Guess], rng: random.Random) -> Guess:
        return rng.choice(_possible(observation, legal_actions))


@dataclass(frozen=True)
class HardBot:
    def choose(self, observation: Observation, legal_actions: Sequence[Guess], rng: random.Random) -> Guess:
        possible = _possible(observation, legal_actions)
        mine = observation.mine
        return possible[0] if mine is None or mine > possible[0].number else possible[-1]


def _possible(observation: Observation, legal_actions: Sequence[Guess]) -> list[Guess]:
    """The legal guesses the answers so far (and the viewer's own card) leave open; all of them if
    none is (never: the hidden card is always among them)."""
    left = set(observation.candidates())
    return [a for a in legal_actions if a.number in left] or list(legal_actions)


def make_bot(level: str) -> EasyBot | NormalBot | HardBot:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def hint(observation: Observation, legal_actions: Sequence[Guess], rng: random.Random) -> tuple[Guess, Reason]:
    """Help: the hard player's guess, and why."""
    action = HardBot().choose(observation, legal_actions, rng)
    if len(observation.candidates()) == 1:
        return action, Reason.of(N_("Only one number is left: guess it!"))
    return action, Reason.of(N_("Guess a number that can still be right: the arrows show which."))

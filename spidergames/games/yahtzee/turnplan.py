"""Exact expected value of a Yahtzee turn: every keep-set against every outcome of the re-roll.

Dice are handled as multisets (a count per face), so the 7776 ordered rolls shrink to 252 hands
and the 32 keep-sets of a hand to its distinct sub-hands. The tables are built once (a cached
pure function); a plan for one board position is a pure function of a hashable key, memoised.

Given `stop[h]` (the value of scoring hand h now, or None when nothing may be scored) and the
`zero` value (forced zero after the third roll), the turn values are
    V0[h] = stop[h] or zero
    E_r[k] = sum over outcomes o of P(o) * V_{r-1}[k + o]       (k a kept sub-hand)
    V_r[h] = max(stop[h], max over proper sub-hands k of h of E_r[k])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

from .board import DICE, Face

FACES = len(Face)
Hand = tuple[int, ...]  # how many dice show each face, indexed by Face
TIE = 1e-9  # rolling must gain more than rounding noise; otherwise stop (fewer, calmer steps)


@dataclass(frozen=True)
class Tables:
    hands: tuple[Hand, ...]  # the 252 five-dice hands
    hand_index: dict[Hand, int]
    keeps: tuple[Hand, ...]  # every hand of 0..4 dice
    keep_index: dict[Hand, int]
    rolls: tuple[tuple[tuple[int, float], ...], ...]  # per keep: (full hand index, probability)
    sub_keeps: tuple[tuple[int, ...], ...]  # per full hand: its proper sub-hands (keep indices)


def _multisets(size: int) -> list[Hand]:
    return [tuple(combo.count(f) for f in range(FACES))
            for combo in combinations_with_replacement(range(FACES), size)]


def _probability(hand: Hand) -> float:
    """Chance that rolling sum(hand) fair dice shows exactly this multiset."""
    n = sum(hand)
    return factorial(n) / prod(factorial(c) for c in hand) / float(FACES ** n)


def _sub_hands(hand: Hand) -> list[Hand]:
    subs: list[Hand] = [()]
    for c in hand:
        subs = [s + (k,) for s in subs for k in range(c + 1)]
    return [s for s in subs if sum(s) < DICE]


@cache
def tables() -> Tables:
    """The shared probability tables (built once, about 20 ms)."""
    hands = tuple(_multisets(DICE))
    hand_index = {h: i for i, h in enumerate(hands)}
    keeps = tuple(k for size in range(DICE) for k in _multisets(size))
    keep_index = {k: i for i, k in enumerate(keeps)}
    outcomes = {n: [(o, _probability(o)) for o in _multisets(n)] for n in range(1, DICE + 1)}
    rolls = tuple(
        tuple((hand_index[tuple(a + b for a, b in zip(k, o, strict=True))], p) for o, p in outcomes[DICE - sum(k)])
        for k in keeps
    )
    sub_keeps = tuple(tuple(keep_index[s] for s in _sub_hands(h)) for h in hands)
    return Tables(hands, hand_index, keeps, keep_index, rolls, sub_keeps)


def hand_of(dice: Sequence[int]) -> Hand:
    return tuple(sum(1 for d in dice if d == f) for f in range(FACES))


def _expect(values: Sequence[float]) -> list[float]:
    t = tables()
    return [sum(p * values[i] for i, p in outcome) for outcome in t.rolls]


def _improve(stop: Sequence[float | None], expect: Sequence[float]) -> list[float]:
    t = tables()
    return [
        max([expect[k] for k in subs] + ([s] if s is not None else []))
        for s, subs in zip(stop, t.sub_keeps, strict=True)
    ]


@dataclass(frozen=True)
class Plan:
    """Expected values of every kept sub-hand with one roll left (`e1`) and two left (`e2`)."""

    stop: tuple[float | None, ...]
    zero: float
    e1: tuple[float, ...]
    e2: tuple[float, ...]


def make_plan(stop: tuple[float | None, ...], zero: float) -> Plan:
    """Solve the turn once for a board position (given by its stop values)."""
    v0 = [zero if s is None else s for s in stop]
    e1 = _expect(v0)
    v1 = _improve(stop, e1)
    e2 = _expect(v1)
    return Plan(stop, zero, tuple(e1), tuple(e2))


def best_keep(plan: Plan, dice: Sequence[int], rolls_left: int) -> tuple[Hand | None, float]:
    """The best sub-hand to keep and roll (None = stop and score now) and its expected value."""
    t = tables()
    h = t.hand_index[hand_of(dice)]
    expect = plan.e1 if rolls_left == 1 else plan.e2
    best_k = max(t.sub_keeps[h], key=lambda k: expect[k])
    stop = plan.stop[h]
    if stop is not None and stop >= expect[best_k] - TIE:
        return None, stop
    return t.keeps[best_k], expect[best_k]

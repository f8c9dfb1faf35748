"""Positions a seat cannot tell from the real one, made for any game from its rules alone.

What a seat may know is its `observation(state, seat)`, nothing more. A *twin* of a state is the same
state with two of its parts of one type swapped (two cards, two tokens, the hidden card and a card in
another seat's hand, two hands) where the observations of the seats that must not tell them apart stay
the same. No game is named: the parts are read off the frozen dataclasses and tuples a state is made
of, so a new game gets its twins without writing any (its state holds every card and token, the
face-down ones too: a card that is nowhere in the state cannot be swapped in).

A twin made on the position itself may contradict what the seat saw earlier (the toy's hidden card
swapped below a guess that was answered "higher"); `replayed_twins` makes them a few moves back and
plays the same moves from there, with the same dice or with others (a new deal), keeping those the
seat could not tell apart at any step: positions the game could really have reached.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from itertools import chain, combinations
from typing import Any

from spidergames.core.protocol import Game, IllegalAction

Path = tuple[str | int, ...]
PAIRS_TRIED = 2000
"""Swaps looked at for one position at most: all of them for a small state, a random sample of a big one."""


def parts(value: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every part of a state below `value` (a field of a dataclass, an item of a tuple), with its path."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        children: Iterator[tuple[str | int, Any]] = ((f.name, getattr(value, f.name))
                                                     for f in dataclasses.fields(value) if f.init)
    elif isinstance(value, tuple):
        children = iter(enumerate(value))
    else:
        return
    for key, child in children:
        yield path + (key,), child
        yield from parts(child, path + (key,))


def put(value: Any, path: Path, new: Any) -> Any:
    """`value` with the part at `path` replaced by `new` (frozen: a new object along the path)."""
    if not path:
        return new
    key, rest = path[0], path[1:]
    if isinstance(key, int):
        items = list(value)
        items[key] = put(items[key], rest, new)
        return type(value)(items) if type(value) is tuple else type(value)(*items)
    return dataclasses.replace(value, **{key: put(getattr(value, key), rest, new)})


def swaps(state: Any, rng: random.Random, limit: int = PAIRS_TRIED) -> Iterator[Any]:
    """`state` with two parts of one type and different values swapped: every such swap in a random
    order if there are at most `limit`, else `limit` drawn at random."""
    groups: dict[type, list[tuple[Path, Any]]] = {}
    for path, value in parts(state):
        if value is not None:
            groups.setdefault(type(value), []).append((path, value))
    kinds = [group for group in groups.values() if len(group) > 1]
    weights = [len(group) * (len(group) - 1) // 2 for group in kinds]
    if sum(weights) <= limit:
        pairs = [pair for group in kinds for pair in combinations(group, 2)]
        rng.shuffle(pairs)
    else:
        pairs = [tuple(rng.sample(group, 2)) for group in rng.choices(kinds, weights, k=limit)]  # type: ignore[misc]
    for (pa, va), (pb, vb) in pairs:
        if va != vb and pa[:len(pb)] != pb and pb[:len(pa)] != pa:  # not a part of the other
            try:
                yield put(put(state, pa, vb), pb, va)
            except (TypeError, ValueError):  # a part that checks what it is given refused the other's value
                continue


def unseen_by(game: Game[Any, Any], state: Any, seats: Sequence[int | None]) -> Callable[[Any], bool]:
    """Whether another state looks exactly like `state` to every one of `seats` (None: nobody in particular)."""
    seen = [game.observation(state, seat) for seat in seats]

    def same(other: Any) -> bool:
        try:
            return all(game.observation(other, seat) == view for seat, view in zip(seats, seen, strict=True))
        except Exception:  # noqa: BLE001 - a swap the rules cannot even look at is no twin
            return False
    return same


def twins(game: Game[Any, Any], state: Any, seats: Sequence[int | None], rng: random.Random, most: int,
          tried: int = PAIRS_TRIED) -> list[Any]:
    """Up to `most` twins of `state` that none of `seats` can tell from it."""
    same = unseen_by(game, state, seats)
    out: list[Any] = []
    for twin in swaps(state, rng, tried):
        if same(twin):
            out.append(twin)
            if len(out) >= most:
                break
    return out


def replay(game: Game[Any, Any], twin: Any, actions: Sequence[Any], dice: Sequence[object] | random.Random,
           real: Sequence[Any], seat: int) -> Any | None:
    """`twin` played on with the same `actions` as the real positions `real` (one more than the
    actions), with the same dice (the `random.Random` states before each action) or other dice (a
    `random.Random`); None once it stops looking like them to `seat`."""
    rng = dice if isinstance(dice, random.Random) else random.Random()
    for j, (action, after) in enumerate(zip(actions, real[1:], strict=True)):
        if not isinstance(dice, random.Random):
            rng.setstate(dice[j])  # type: ignore[arg-type]
        try:
            twin = game.apply(twin, action, rng)
        except IllegalAction:
            return None
        if game.observation(twin, seat) != game.observation(after, seat):
            return None
    return twin


def replayed_twins(game: Game[Any, Any], positions: Sequence[Any], actions: Sequence[Any], dice: Sequence[object],
                   seat: int, rng: random.Random, back: int, most: int, deals: int) -> Iterator[Any]:
    """Twins of the last of `positions` that `seat` could not tell apart at any step, from each of the
    `back` positions before it, the nearest first: up to `most` of that position with two unseen parts
    swapped, played on with the same dice, then, where chance decided the move from it, `deals` tries
    of that position played on with other dice (a card dealt again: the seat got the same one)."""
    now = len(positions) - 1
    for k in range(now - 1, max(0, now - back) - 1, -1):
        tries: Iterator[tuple[Any, Sequence[object] | random.Random]] = (
            (twin, dice[k:]) for twin in twins(game, positions[k], (seat,), rng, most))
        if game.apply(positions[k], actions[k], random.Random(rng.random())) != positions[k + 1]:
            tries = chain(tries, ((positions[k], random.Random(rng.random())) for _ in range(deals)))
        for twin, chance in tries:
            played = replay(game, twin, actions[k:], chance, positions[k:], seat)
            if played is not None and played != positions[now]:
                yield played

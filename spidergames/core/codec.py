"""Turn frozen dataclasses into plain JSON data and back, guided by their type hints.

Every game state and action is a frozen dataclass of ints, strs, bools, enums, tuples,
frozensets, optionals and other such dataclasses; one codec serves them all, so no game writes
its own save format. A value type may pack itself into one plain value instead (a Labyrinth tile
saves as a small int): it defines `to_data()` and a classmethod `from_data(data)` (see `Packed`).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class P:
...     xs: tuple[int, ...]
...     name: str | None = None
>>> encode(P((1, 2)))
{'xs': [1, 2], 'name': None}
>>> decode(P, {'xs': [1, 2], 'name': None})
P(xs=(1, 2), name=None)
"""

from __future__ import annotations

import dataclasses
import enum
import random
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Protocol, Self, TypeVar, cast, overload

T = TypeVar("T")

JSON = Any  # plain data: None, bool, int, float, str, list, dict[str, JSON]


class Packed(Protocol):
    """A value saved as one plain value: `from_data(x.to_data()) == x`; bad data: ValueError."""

    def to_data(self) -> JSON: ...

    @classmethod
    def from_data(cls, data: JSON) -> Self: ...


def encode(obj: Any) -> JSON:
    """Plain JSON data for a value built from dataclasses, enums, tuples and sets."""
    encoder = _ENCODERS.get(type(obj))
    if encoder is None:
        encoder = _ENCODERS[type(obj)] = _encoder(type(obj))
    return encoder(obj)


_ENCODERS: dict[type, Callable[[Any], JSON]] = {}
"""How each type is encoded, worked out once: the server encodes every screen's sight of every move, and
asking each value what it is (and a dataclass for its fields) every time was most of that."""


def _encoder(cls: type) -> Callable[[Any], JSON]:
    """How to encode a value of type `cls`; TypeError if it cannot be."""
    if issubclass(cls, (bool, int, float, str)) or cls is type(None):
        return _value if issubclass(cls, enum.Enum) else _itself
    if issubclass(cls, enum.Enum):
        return _value
    if _packs(cls):
        return _packed
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
        return lambda obj: {name: encode(getattr(obj, name)) for name in names}
    if issubclass(cls, (tuple, list)):
        return lambda obj: [encode(x) for x in obj]
    if issubclass(cls, (frozenset, set)):
        return lambda obj: sorted((encode(x) for x in obj), key=repr)
    if issubclass(cls, dict):
        return lambda obj: [[encode(k), encode(v)] for k, v in obj.items()]
    return _unknown


def _itself(obj: Any) -> JSON:
    return obj


def _value(obj: enum.Enum) -> JSON:
    return obj.value


def _packed(obj: Packed) -> JSON:
    return obj.to_data()


def _unknown(obj: Any) -> JSON:
    raise TypeError(f"cannot encode {type(obj).__name__}: {obj!r}")


_PACKED: set[type] = set()


def _packs(cls: type) -> bool:
    """Whether `cls` packs itself (see `Packed`); remembered per class."""
    if callable(getattr(cls, "to_data", None)) and callable(getattr(cls, "from_data", None)):
        _PACKED.add(cls)
        return True
    return False


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


@overload
def decode(tp: type[T], data: JSON) -> T: ...
@overload
def decode(tp: Any, data: JSON) -> Any: ...


def decode(tp: Any, data: JSON) -> Any:
    """Rebuild a value of type `tp` from what `encode` produced; raises ValueError on bad data."""
    try:
        return _decode(tp, data)
    except (TypeError, KeyError, AttributeError) as exc:
        raise ValueError(f"cannot read {getattr(tp, '__name__', tp)} from saved data: {exc}") from exc


def _decode(tp: Any, data: JSON) -> Any:
    if tp in _PACKED:  # first: a board decodes dozens of these
        return cast("type[Packed]", tp).from_data(data)
    if tp is Any:
        return data
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return _decode(inner[0], data)
        for option in inner:
            try:
                return _decode(option, data)
            except (TypeError, ValueError, KeyError):
                continue
        raise ValueError(f"{data!r} fits none of {args}")
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], x) for x in _seq(data))
        items = _seq(data)
        if len(items) != len(args):
            raise ValueError(f"expected {len(args)} items, got {len(items)}")
        return tuple(_decode(a, x) for a, x in zip(args, items, strict=True))
    if origin is frozenset:
        return frozenset(_decode(args[0], x) for x in _seq(data))
    if origin is dict:
        return {_decode(args[0], k): _decode(args[1], v) for k, v in _seq(data)}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    if isinstance(tp, type) and _packs(tp):
        return cast("type[Packed]", tp).from_data(data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise ValueError(f"expected an object for {tp.__name__}")
        hints = _hints(tp)
        kwargs = {f.name: _decode(hints[f.name], data[f.name])
                  for f in dataclasses.fields(tp) if f.init and f.name in data}
        return tp(**kwargs)
    if tp is float and isinstance(data, (int, float)) and not isinstance(data, bool):
        return float(data)
    if tp in (int, str, bool):
        if type(data) is not tp:
            raise ValueError(f"expected {tp.__name__}, got {data!r}")
        return data
    if tp is type(None):
        if data is not None:
            raise ValueError(f"expected null, got {data!r}")
        return None
    raise TypeError(f"cannot decode type {tp!r}")


def _seq(data: JSON) -> list[Any]:
    if not isinstance(data, list):
        raise ValueError(f"expected a list, got {data!r}")
    return data


def rng_to_data(rng: random.Random) -> JSON:
    """The full state of a `random.Random` as plain data (so a save resumes the same dice)."""
    version, internal, gauss = rng.getstate()
    return {"version": version, "internal": list(internal), "gauss": gauss}


def rng_from_data(data: JSON) -> random.Random:
    """A `random.Random` continuing exactly where `rng_to_data` left it."""
    try:
        state = (data["version"], tuple(int(x) for x in data["internal"]), data["gauss"])
        rng = random.Random()
        rng.setstate(state)
    except (TypeError, KeyError, ValueError) as exc:
        raise ValueError(f"damaged random-number state: {exc}") from exc
    return rng

"""Help ("What can I do?"): the move the normal computer player would make, and why.

Each game's `bots.hint(observation, legal_actions, rng)` returns `(action, Reason)`. The reason
is data, not a finished sentence: an English template with named parameters, so it can be
translated and spoken later ("Keep the {friends}!", friends="3 Hulks").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

A = TypeVar("A")


@dataclass(frozen=True)
class Reason:
    """One short line saying why a move is good: `template` filled with `params`."""

    template: str
    params: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, template: str, **params: Any) -> Reason:
        return cls(template, tuple((k, str(v)) for k, v in params.items()))

    @property
    def text(self) -> str:
        """The English line ("Keep the 3 Hulks!")."""
        return self.template.format(**dict(self.params))


@dataclass(frozen=True)
class Hint(Generic[A]):
    """The suggested action and the reason for it."""

    action: A
    reason: Reason

"""Help ("What can I do?"): the move the normal computer player would make, and why.

A game whose normal robot is kept plain on purpose (the web race) helps with its hard one's move.

Each game's `bots.hint(observation, legal_actions, rng)` returns `(action, Reason)`. The reason
is data, not a finished sentence: an English template with named parameters, so it can be
translated and spoken later ("Keep the {friends}!", friends="3 Hulks").

The voice reaches the whole room, the privacy curtain only the screen: a reason that names a secret
of the seat it helps (a Labyrinth target, a hand card) carries `aloud`, the same advice pointing
without naming ("Walk to your treasure!", "Play this card!"), which the table says instead whenever
another person plays at this screen (`Reason.heard`). The written line and the glow still show it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

A = TypeVar("A")


@dataclass(frozen=True)
class Reason:
    """One short line saying why a move is good: `template` filled with `params`; `aloud`, if the line
    names a secret, what the voice says instead where others can hear (see the module's docstring)."""

    template: str
    params: tuple[tuple[str, str], ...] = ()
    aloud: Reason | None = None

    @classmethod
    def of(cls, template: str, *, aloud: Reason | None = None, **params: Any) -> Reason:
        return cls(template, tuple((k, str(v)) for k, v in params.items()), aloud)

    def hiding(self, **secrets: Any) -> Reason:
        """This reason, said aloud with each secret parameter replaced by words that point without
        naming (`goal="your treasure"`): for a sentence that reads as well either way."""
        return replace(self, aloud=replace(self, params=tuple((k, str(secrets.get(k, v))) for k, v in self.params)))

    def heard(self, overheard: bool) -> Reason:
        """What the voice says: this line alone at the screen, its `aloud` when another person may hear."""
        return self.aloud if overheard and self.aloud is not None else self

    @property
    def text(self) -> str:
        """The English line ("Keep the 3 Hulks!")."""
        return self.template.format(**dict(self.params))


@dataclass(frozen=True)
class Hint(Generic[A]):
    """The suggested action and the reason for it."""

    action: A
    reason: Reason

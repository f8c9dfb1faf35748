"""The tests' own network for finding games (issue #28: discovery behind an interface, a fake in the tests):
announcements and finders in memory, in place of zeroconf's (`spidergames.net.discovery`), for every test
but tests/network/test_discovery.py, which runs the real ones in a network namespace of its own. So no test
sends multicast out on this computer's network (a "Watch on the big screen" page looked on every interface).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from spidergames.net.discovery import Hosted


class Air:
    """What one test's apps announce, heard by every finder of the test at once."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.announced: list[Hosted] = []
        self.finders: list[Heard] = []

    def change(self, hosted: Hosted, *, present: bool) -> None:
        with self._lock:
            if present:
                self.announced.append(hosted)
            elif hosted in self.announced:
                self.announced.remove(hosted)
            told = list(self.finders)
        for finder in told:
            finder.changed()

    def heard(self) -> tuple[Hosted, ...]:
        with self._lock:
            return tuple(sorted(self.announced, key=lambda h: (h.name.casefold(), h.code)))

    def announcement(self, hosted: Hosted, *, interfaces: Sequence[str] | None = None) -> Announced:
        return Announced(self, hosted)

    def finder(self, *, interfaces: Sequence[str] | None = None, changed: Callable[[], None] = lambda: None) -> Heard:
        return Heard(self, changed)


class Announced:
    """`discovery.Announcement` on the test's air."""

    def __init__(self, air: Air, hosted: Hosted) -> None:
        self.air, self.hosted = air, hosted
        air.change(hosted, present=True)

    def close(self, *, wait: bool = True) -> None:
        self.air.change(self.hosted, present=False)


class Heard:
    """`discovery.Finder` on the test's air."""

    def __init__(self, air: Air, changed: Callable[[], None]) -> None:
        self.air, self.changed = air, changed
        with air._lock:
            air.finders.append(self)

    def found(self) -> tuple[Hosted, ...]:
        return self.air.heard()

    def close(self) -> None:
        with self.air._lock:
            if self in self.air.finders:
                self.air.finders.remove(self)

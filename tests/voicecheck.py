"""Can a caption be said from the made-ahead clips? Shared by the speech tests and the frame sweep."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache

from spidergames.app.speech import ClipBook, Speech, Utterance, cut, plan, spoken
from spidergames.app.table.caption import Line
from spidergames.core.protocol import Seat


@cache  # the archives do not change while the tests run: each read once a worker, not once a line
def has_clip(language: str = "en") -> Callable[[str], bool]:
    return ClipBook(language).__contains__


def unsaid(utterance: Utterance, language: str = "en") -> list[str]:
    """The parts of `utterance` no clip (nor the clips of its words) can say: they would need the
    computer's own voice, which a child's computer may not have."""
    has = has_clip(language)
    return [part.clip or part.system for part in utterance if not (part.clip and cut(part.clip, has))]


def unsaid_line(line: Line, seats: Sequence[Seat], language: str = "en") -> list[str]:
    """What of `line` no clip of `language` says (install that language first: the line is worded in it)."""
    params = dict(line.params)
    translate = spoken if language != "en" else str
    return unsaid(plan(line.template, params, {k: seats[int(params[k])] for k in line.seats if k in params},
                       language, translate, worded=line.wording() if language != "en" else None), language)


def unsaid_template(template: str, params: Mapping[str, object], seats: Mapping[str, Seat]) -> list[str]:
    return unsaid(plan(template, params, seats))


class Heard:
    """Listens to an app's speech: every caption line and Help reason said, and what no clip covers."""

    def __init__(self, speech: Speech, monkeypatch) -> None:
        self.said: set[str] = set()
        self.gaps: dict[str, list[str]] = {}  # template -> the parts no clip says
        say, say_lines = speech.say, speech.say_lines

        def heard_lines(lines: Sequence[Line], seats: Sequence[Seat]) -> None:
            for line in lines:
                self.note(line.template, unsaid_line(line, seats))
            say_lines(lines, seats)

        def heard(template: str, params: Mapping[str, object] | None = None,
                  seats: Mapping[str, Seat] | None = None) -> None:
            self.note(template, unsaid_template(template, params or {}, seats or {}))
            say(template, params, seats)

        monkeypatch.setattr(speech, "say_lines", heard_lines)
        monkeypatch.setattr(speech, "say", heard)

    def note(self, template: str, missing: list[str]) -> None:
        self.said.add(template)
        if missing:
            self.gaps.setdefault(template, []).extend(m for m in missing if m not in self.gaps.get(template, []))

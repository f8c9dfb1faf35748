"""Rules pages on sheets (issue #24, item 8): numbered steps stay steps, a page goes on over the next
sheet only between sentences, and only when the next sentence did not fit the sheet before."""

from __future__ import annotations

import re

import pytest
from driving import use_settings
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.rulebook import EMPTY_AT_MOST, GAP, PICTURE_W, RulesScene, _indent, _step, parse_rules
from spidergames.app.ui import text
from spidergames.app.ui.theme import INK
from spidergames.core.registry import game_ids

ENDS_A_SENTENCE = re.compile(r"[.!?…:][\"”“»)]?$")
FIRST_SENTENCE = re.compile(r".+?[.!?…][\"”“»)]?(?=\s|$)")


def test_numbered_steps_are_blocks_of_their_own() -> None:
    source = "# T\n## Turn\nDo this:\n1. Draw a card.\n2. Play it,\n   or keep it.\n3. Score!\nThen pass."
    _, pages = parse_rules(source)
    assert pages[0].blocks == [("p", "Do this:"), ("ol", "1. Draw a card."), ("ol", "2. Play it, or keep it."),
                               ("ol", "3. Score!"), ("p", "Then pass.")]


def test_every_numbered_step_of_every_rules_page_is_a_step() -> None:
    """In every game's rules, in every language, each "1. " line is a step (block "ol") of its own."""
    from pathlib import Path

    from spidergames.core.registry import entry

    found = []
    for game_id in game_ids():
        english = Path(entry(game_id).rules_page)
        for path in [english, *english.parent.glob(english.stem + ".*" + english.suffix)]:
            source = path.read_text(encoding="utf-8")
            steps = [line.strip() for line in source.splitlines() if re.match(r"\s*\d+[.)]\s", line)]
            blocks = [block for page in parse_rules(source)[1] for block in page.blocks]
            found += [f"{path.name}: {step[:40]!r} is not a step of its own" for step in steps
                      if not any(kind == "ol" and words.startswith(step) for kind, words in blocks)]
    assert not found, "\n".join(found)


def sheets_of(app: App, game_id: str, large: bool, language: str, tabs: bool) -> tuple[RulesScene, list]:
    use_settings(app, large_text=large)
    app.settings.language = language
    app.apply_settings()  # the language is the whole process's: the test puts English back
    app.scenes.reset(MenuScene(app))
    rules = RulesScene(app, game_id, tabs=tabs)  # from the menu, with the games' tabs over it
    app.scenes.push(rules)
    return rules, rules._pages()


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("language", quick_only(("en", "es", "fr", "de"), "de"))  # the longest words
def test_sheets_break_between_sentences_and_only_when_full(app: App, large: bool, language: str) -> None:
    try:
        found = sheet_problems(app, large, language)
    finally:
        app.settings.language = "en"
        app.apply_settings()
    assert not found, "\n".join(found)


def sheet_problems(app: App, large: bool, language: str) -> list[str]:
    """A sheet ending inside a sentence (one that would fit a sheet), or leaving room for the sentence
    the next sheet starts with."""
    found = []
    for game_id, tabs in ((g, t) for g in game_ids() for t in (False, True)):
        rules, sheets = sheets_of(app, game_id, large, language, tabs)
        body = rules._frame()[2]
        for sheet, after in zip(sheets, sheets[1:], strict=False):
            if not after.heading.startswith(sheet.heading.rsplit(" (", 1)[0] + " ("):
                continue  # the next sheet starts the next page
            kind, words = after.blocks[0]
            width = body.width - (PICTURE_W + 20 if sheet.picture else 0)

            def height(kind: str, words: str, size: int = sheet.size, width: int = width) -> int:
                wrap = width if kind in ("p", "p+") else width - _indent(kind, size)
                shown = _step(words)[1] if kind == "ol" else words
                return text.render(shown, size, INK, bold=False, wrap=wrap).get_height() + GAP

            last = sheet.blocks[-1][1]
            if kind.endswith("+") and not ENDS_A_SENTENCE.search(last) and not re.search(r"[,;]$", last):
                found.append(f"{game_id} {sheet.heading}: ends inside a clause: …{last[-40:]!r}")

            left = body.height + GAP - sum(height(k, w) for k, w in sheet.blocks)
            first = FIRST_SENTENCE.match(_step(words)[1] if kind == "ol" else words)
            start = (words[:len(_step(words)[0]) + 1] if kind == "ol" else "") + (first.group(0) if first else words)
            if height(kind, start) <= left:
                found.append(f"{game_id} {sheet.heading}: {left} px left, room for {start[:40]!r}…")
            clause = re.match(r".+?[,;:.!?…](?=\s|$)", start)
            if left > EMPTY_AT_MOST * (body.height + GAP) and height(kind, clause[0] if clause else start) <= left:
                found.append(f"{game_id} {sheet.heading}: {left} px of {body.height + GAP} left empty")
        app.scenes.pop(rules)
    return found

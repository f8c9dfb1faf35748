"""The rules page follows the in-app viewer's format and lists our house rules."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import spidergames.games.webrace as package
from spidergames.games.webrace.movement import TRAVEL_DECK
from spidergames.games.webrace.rules import remaining_cards

from .helpers import move

PAGE = Path(package.__file__).parent / "rules.md"


def test_the_rules_page_has_short_pages_with_one_picture_at_most() -> None:
    lines = PAGE.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# ")
    pages = "\n".join(lines).split("\n## ")[1:]
    assert 4 <= len(pages) <= 8
    for page in pages:
        assert len(re.findall(r"^\[picture: [a-z_]+\]$", page, re.M)) <= 1
    assert any(p.startswith("House rules we chose") for p in pages)


def test_the_deck_left_is_inferred_from_the_public_discards() -> None:
    left = remaining_cards((move(1), move(1)), move(6))
    assert Counter(TRAVEL_DECK) - Counter(left) == Counter({move(1): 2, move(6): 1})
    assert Counter(remaining_cards(TRAVEL_DECK[:-1], TRAVEL_DECK[-1])) == Counter(TRAVEL_DECK)

"""The sticker book (issue #29): opened with the mouse from each child's picture on "Who's playing?",
earned stickers in colour and the rest as outlines, each said when touched, paged by arrows."""

from __future__ import annotations

import pytest
from driving import click

from spidergames.app import stickers
from spidergames.app.application import App
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.sticker_book import PER_PAGE, StickerBookScene, StickerButton
from spidergames.app.scenes.who import BOOK_ICON, PageArrow, WhoScene


def test_a_child_opens_their_own_book_from_their_picture(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    ann, bo = app.profiles.make("Ann", "storm", "red"), app.profiles.make("Bo", "hulk", "blue")
    assert ann is not None and bo is not None
    every = stickers.every_sticker(app.profiles.games)
    bo.stickers = [every[0].id, every[-1].id]
    said: list[str] = []
    monkeypatch.setattr(app.speech, "say", lambda template, *args, **kw: said.append(template))
    who = WhoScene(app, 4, lambda chosen: None, lambda: None)
    app.scenes.push(who)
    books = [b for b in who.focus.buttons if b.icon == BOOK_ICON]
    assert len(books) == 2, "one book on each child's picture"
    click(app, books[1].rect.center)
    book = app.scenes.top
    assert isinstance(book, StickerBookScene) and book.profile_id == bo.id, "Bo's own book, not Ann's"
    assert who.chosen == [], "opening the book does not seat the child"
    shown = [b for b in book.focus.buttons if isinstance(b, StickerButton)]
    assert len(shown) == min(PER_PAGE, len(every))
    assert [b.earned for b in shown] == [s.id in bo.stickers for s in every[:len(shown)]]
    said.clear()  # (the child's name, said back on Who's playing?, if any)
    click(app, shown[1].rect.center)
    assert said == [every[1].name], "a sticker not yet earned says what it is for"
    pages = []
    for _ in range(book.pages):
        pages.append([b.sticker.id for b in book.focus.buttons if isinstance(b, StickerButton) and b.sticker])
        click(app, next(b for b in book.focus.buttons if isinstance(b, PageArrow) and b.right).rect.center)
    assert [s for page in pages for s in page] == [s.id for s in every], "every sticker on some page, once"
    last = [b for b in book.focus.buttons if isinstance(b, StickerButton)]
    assert last[0].sticker is not None and last[0].sticker.id == every[0].id, "round to the first page again"
    book.handle(Intent(Kind.BACK))
    assert app.scenes.top is who

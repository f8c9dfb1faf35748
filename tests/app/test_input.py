"""Mouse, touch and keys become the same intents."""

from __future__ import annotations

import pygame

from spidergames.app.input import Kind, translate
from spidergames.app.touch import Touch

SIZE = (1280, 720)


def ev(kind: int, **kw) -> pygame.event.Event:
    return pygame.event.Event(kind, **kw)


def test_click_and_tap_are_the_same_press() -> None:
    click = translate(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1, touch=False), SIZE)
    fingers = Touch()  # a tap presses when the finger lifts, where it came down (tests/app/test_touch.py)
    fingers.feed(ev(pygame.FINGERDOWN, x=0.5, y=0.25, finger_id=0, touch_id=0, dx=0, dy=0), SIZE)
    tap = fingers.feed(ev(pygame.FINGERUP, x=0.5, y=0.25, finger_id=0, touch_id=0, dx=0, dy=0), SIZE)
    assert click.kind == tap.kind == Kind.PRESS
    assert click.pos == (10, 20) and tap.pos == (640, 180)


def test_mouse_events_synthesised_from_touch_are_dropped() -> None:
    assert translate(ev(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1, touch=True), SIZE) is None


def test_keys() -> None:
    def key(k: int, mod: int = 0):
        return translate(ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0), SIZE).kind

    assert key(pygame.K_TAB) == Kind.NEXT
    assert key(pygame.K_TAB, pygame.KMOD_SHIFT) == Kind.PREV
    assert key(pygame.K_RETURN) == Kind.ACTIVATE
    assert key(pygame.K_RETURN, pygame.KMOD_ALT) == Kind.FULLSCREEN
    assert key(pygame.K_F11) == Kind.FULLSCREEN
    assert key(pygame.K_ESCAPE) == Kind.BACK
    assert key(pygame.K_r) == Kind.ROTATE
    assert key(pygame.K_F1) == Kind.HELP  # the rules
    assert key(pygame.K_h) == Kind.HINT  # the Help bulb
    assert key(pygame.K_BACKSPACE) == Kind.ERASE  # Oops in a game


def test_typing_mode_turns_letters_into_text_not_shortcuts() -> None:
    r = ev(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)
    assert translate(r, SIZE, typing=True) is None
    text = translate(ev(pygame.TEXTINPUT, text="r"), SIZE, typing=True)
    assert text.kind == Kind.TEXT and text.text == "r"

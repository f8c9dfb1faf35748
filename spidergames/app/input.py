"""Mouse, touch, keyboard and game pads become the same few intents, so every scene handles one vocabulary."""

from __future__ import annotations

import contextlib
import enum
from dataclasses import dataclass

import pygame


class Kind(enum.Enum):
    POINT = "point"  # the pointer moved (hover)
    PRESS = "press"  # click or tap at pos
    RELEASE = "release"  # the button, finger, Enter or Space let go (only a scene that `hears_release` gets it)
    ALT = "alt"  # right click or long press at pos (e.g. rotate the spare tile)
    WHEEL = "wheel"  # mouse wheel, amount +1 up / -1 down
    NEXT = "next"  # Tab: move the keyboard focus on
    PREV = "prev"  # Shift+Tab
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    ACTIVATE = "activate"  # Enter / Space on the focused thing
    BACK = "back"  # Esc: go back or open the pause menu
    ROTATE = "rotate"  # R
    HELP = "help"  # F1: this game's rules
    HINT = "hint"  # H: the Help bulb in a game ("What can I do?")
    SAY_AGAIN = "say_again"  # S: say the last spoken prompt again
    PLAY = "play"  # P: play or pause (the classroom demo)
    TEXT = "text"  # a typed character (names on the setup screen)
    ERASE = "erase"  # Backspace: erase a letter, or Oops in a game
    FULLSCREEN = "fullscreen"  # F11 or Alt+Enter
    QUIT = "quit"  # the window's close button


WAKE = pygame.event.custom_type()
"""An event that means nothing but "look again": news from another thread (a game found on the network)
wakes the sleeping main loop for one frame without counting as input (`App.run`)."""


def wake() -> None:
    """Wake the main loop from any thread (pygame-ce's `event.post` may be called from any thread); an app
    already closed (its display quit: `pygame.error`) has nothing to wake."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE))


@dataclass(frozen=True)
class Intent:
    kind: Kind
    pos: tuple[int, int] | None = None
    amount: int = 0
    text: str = ""
    pad: tuple[int, int] | None = None  # from a game pad: its place in plugging order, of how many (`pad.py`)


_KEYS = {
    pygame.K_UP: Kind.UP, pygame.K_DOWN: Kind.DOWN, pygame.K_LEFT: Kind.LEFT,
    pygame.K_RIGHT: Kind.RIGHT, pygame.K_RETURN: Kind.ACTIVATE, pygame.K_KP_ENTER: Kind.ACTIVATE,
    pygame.K_SPACE: Kind.ACTIVATE, pygame.K_ESCAPE: Kind.BACK, pygame.K_F11: Kind.FULLSCREEN,
    pygame.K_F1: Kind.HELP, pygame.K_BACKSPACE: Kind.ERASE,
    pygame.K_PAGEDOWN: Kind.RIGHT, pygame.K_PAGEUP: Kind.LEFT,  # what a presenter's clicker sends
}


def translate(event: pygame.event.Event, logical: tuple[int, int], typing: bool = False,
              switch: bool = False) -> Intent | None:
    """The intent an SDL event means, or None. `typing` turns letters into TEXT, not shortcuts; with
    `switch` (one switch on) Space is the switch even where a name is typed, never a space in it."""
    t = event.type
    if t == pygame.QUIT:
        return Intent(Kind.QUIT)
    if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and getattr(event, "touch", False):
        return None  # synthesised from a finger: the finger's own events count (touch.py)
    if t == pygame.MOUSEMOTION:
        return Intent(Kind.POINT, event.pos)
    if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return Intent(Kind.PRESS, event.pos)
    if t == pygame.MOUSEBUTTONDOWN and event.button == 3:
        return Intent(Kind.ALT, event.pos)
    if t == pygame.MOUSEWHEEL:
        return Intent(Kind.WHEEL, pygame.mouse.get_pos(), amount=1 if event.y > 0 else -1)
    if t == pygame.MOUSEBUTTONUP and event.button == 1 and not getattr(event, "touch", False):
        return Intent(Kind.RELEASE, event.pos)
    if t == pygame.KEYUP and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        return Intent(Kind.RELEASE)
    if t == pygame.TEXTINPUT and typing and not (switch and event.text == " "):
        return Intent(Kind.TEXT, text=event.text)
    if t != pygame.KEYDOWN:
        return None
    key, mods = event.key, event.mod
    if key == pygame.K_RETURN and mods & pygame.KMOD_ALT:
        return Intent(Kind.FULLSCREEN)
    if key == pygame.K_TAB:
        return Intent(Kind.PREV if mods & pygame.KMOD_SHIFT else Kind.NEXT)
    if key == pygame.K_SPACE and typing and not switch:
        return None  # the TEXTINPUT event carries the space
    if not typing and key == pygame.K_r:
        return Intent(Kind.ROTATE)
    if not typing and key == pygame.K_h:
        return Intent(Kind.HINT)
    if not typing and key == pygame.K_s:
        return Intent(Kind.SAY_AGAIN)
    if not typing and key == pygame.K_p:
        return Intent(Kind.PLAY)
    kind = _KEYS.get(key)
    return Intent(kind) if kind else None

"""The layout check: what one frame drew (a `Recorder`'s marks), judged as a child would see it.

Only what is on top counts: a veil (an overlay dimming the table) hides what was drawn before it.
For every text from there on: at least `least` px; its letters on the screen, inside the panel it is
drawn on (the last panel drawn before it under its middle) and not run under by a panel drawn after
it; no two texts' letters touching; nothing cut short (an ellipsis is for a typed name only: issue #32);
no letters under a focus ring round something else; no word left alone on a wrapped text's last line
where the line above could share it; contrast with what it is drawn on (its outline, if it has one) at
least `CONTRAST`. A pop-up (a message shown over the table for a moment) hides what it touches.
Every button or target on top: a hit area of at least `MIN_HIT` x `MIN_HIT`.
`covering` holds the pop-ups to their own rule: never over one of this turn's targets, the thing the
pop-up points at, the turn badge or a counter of the turn (Yahtzee's rolls left).

With a `screen` (issue #30) sizes are judged in the screen's physical pixels: the canvas (the recorder's
size) is shown on it as large as fits, so a text of `size` logical px is `size * scale(...)` physical px
tall. The floors are the logical ones at 1280x720 and above, and 24/28 of text and 56/64 of a target on
a smaller screen (1024x768: text 24 and targets 56 where play asks 28 and 64). A scene drawn fitted (shrunk
into a canvas narrower than its layout, `canvas.draw_fitted`) hands its texts and targets to an off-screen
picture, not to the recorder: on a screen that is a problem of its own, or it would pass unmeasured.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from spidergames.app import assets, i18n
from spidergames.app.seat_names import PLAYER, ROBOT
from spidergames.app.ui.record import Mark, Recorder, Words
from spidergames.app.ui.text import LARGE
from spidergames.app.ui.theme import CONTRAST, contrast

MIN_HIT = 64
PLAY_TEXT = 28  # turn badge, names, scores, hints, buttons, captions (issue #12 item 3)
PAGE_TEXT = 28
"""The least text on a page outside the table (issue #30): 28 px from 1280x720 up and 24 under (`floors`),
in both text sizes, on the screen's pixels (with no `screen`: a 1280x720 one); with Large text also play
size as drawn (28 logical px, 1.4x the 22 px pages had before, capped at play size): see `problems`."""
SCREENS = ((1024, 768), (1280, 800), (1366, 768), (1920, 1080), (3840, 2160), (2560, 1080))
"""The screens the physical floors are measured on (issue #30); 2560x1080 (21:9) has a 1707 px canvas, the
scenes laid out for 1280 in its middle."""
SHELL_SCREENS = ((1024, 768), (1280, 720), *SCREENS[1:])
"""...and for the pages outside the table, 1280x720 too: the screen a 1280 canvas is shown smallest on
at the full floors (a page's text is 28 logical px there, the most `text.page_floor` asks)."""
SMALL_TEXT, SMALL_HIT = 24 / 28, 56 / 64  # what a screen under 1280x720 may shrink the floors to


def scale(screen: tuple[int, int], canvas: tuple[int, int]) -> float:
    """Physical px per logical px: SDL's SCALED shows the canvas as large as fits the screen."""
    return min(screen[0] / canvas[0], screen[1] / canvas[1])


def hardest(screens: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Of `screens`, the one each layout width is shown smallest on (per floor class: under 1280x720 or
    not). A page's physical sizes are its logical sizes times the screen's scale and the floors are the
    same on every screen of a class, so a page that meets them there meets them on the bigger screens of
    that width: 1366x768 stands for 1920x1080 and 3840x2160, and for 2560x1080, whose wider canvas holds
    the same 1280 layout in its middle, shown larger."""
    from spidergames.app.canvas import width_for

    least: dict[tuple[int, bool], tuple[int, int]] = {}
    for screen in screens:
        laid_out, small = min(width_for(screen), 1280), screen[0] < 1280 or screen[1] < 720
        shown = least.get((laid_out, small))
        if shown is None or scale(screen, (width_for(screen), 720)) < scale(shown, (width_for(shown), 720)):
            least[(laid_out, small)] = screen
    return tuple(s for s in screens if s in least.values())


def floors(screen: tuple[int, int], least: int) -> tuple[float, float]:
    """The least physical text and target side on `screen` for a page whose logical floor is `least`."""
    small = screen[0] < 1280 or screen[1] < 720
    return (least * SMALL_TEXT, MIN_HIT * SMALL_HIT) if small else (least, MIN_HIT)


def on_top(marks: list[Mark]) -> list[Mark]:
    """The marks drawn after the last veil."""
    last = max((i for i, m in enumerate(marks) if m.kind == "veil"), default=-1)
    return marks[last + 1:]


def problems(recorder: Recorder, *, least: int, check_contrast: bool = True,
             screen: tuple[int, int] | None = None, large: bool = False) -> list[str]:
    """Everything wrong with the frame last drawn on `recorder`, one line each (sizes in the physical
    pixels of `screen`, if given). `large`: a page outside the table with Large text, whose words are
    also at least play size as drawn (`PAGE_TEXT`)."""
    k = scale(screen, recorder.get_size()) if screen is not None else 1.0
    least_text, least_hit = floors(screen, least) if screen is not None else (least, MIN_HIT)
    if large:
        least_text = max(least_text, PLAY_TEXT * k)
    on = f" on a {screen[0]}x{screen[1]} screen" if screen is not None else ""
    screen_rect = recorder.get_rect()
    marks = on_top(recorder.marks)
    found: list[str] = []
    covers = [(i, m.rect) for i, m in enumerate(marks) if m.kind == "popup"]
    texts = [(i, m) for i, m in enumerate(marks) if m.kind == "text"
             and not any(j > i and rect.colliderect(m.ink) for j, rect in covers)]
    for i, m in texts:
        assert m.words is not None and m.ink is not None
        say = repr(m.words.words[:40])
        if not m.ink.width or not m.ink.height:
            continue  # blank
        if m.words.size * k < least_text - 1e-9:
            found.append(f"{say} is {m.words.size} px" + (f", {m.words.size * k:.1f} physical px{on}" if on else "")
                         + f" (at least {least_text:g})")
        if not screen_rect.contains(m.ink):
            found.append(f"{say} at {tuple(m.ink)} leaves the screen")
        under = [p for p in marks[:i] if p.kind == "panel" and p.rect.collidepoint(m.ink.center)]
        if under and not under[-1].rect.contains(m.ink):
            found.append(f"{say} at {tuple(m.ink)} leaves its panel {tuple(under[-1].rect)}")
        for later in marks[i + 1:]:
            if later.kind == "panel" and later.rect.colliderect(m.ink) and not later.rect.contains(m.ink):
                found.append(f"{say} at {tuple(m.ink)} runs under the panel {tuple(later.rect)}")
                break
        if check_contrast:
            against = m.words.outline or m.under
            if against is not None and contrast(m.words.colour, against) < CONTRAST:
                found.append(f"{say} has contrast {contrast(m.words.colour, against):.1f}:1 on {against}")
    found += kept_words(recorder)
    if screen is not None:
        found += [f"drawn fitted on {screen[0]}x{screen[1]}: laid out for {m.hit.width}x{m.hit.height}, shrunk to "
                  f"{m.rect.width}x{m.rect.height} on the {recorder.get_width()}x{recorder.get_height()} canvas, "
                  "its text and targets not measured" for m in marks
                  if m.kind == "fitted" and m.hit is not None and m.rect.size != m.hit.size]
    for n, (_i, a) in enumerate(texts):
        for j, b in texts[n + 1:]:
            assert a.ink is not None and b.ink is not None and a.words and b.words
            if a.ink.colliderect(b.ink) and not hidden(marks, j, a) and a.ink.width and b.ink.width:
                found.append(f"{a.words.words[:30]!r} {tuple(a.ink)} and {b.words.words[:30]!r} {tuple(b.ink)} overlap")
    found += touching_discs(texts, marks)
    for m in marks:
        if m.kind == "button" and m.hit is not None and min(m.hit.size) * k < least_hit - 1e-9:
            found.append(f"a button at {tuple(m.rect)} can be hit only in {m.hit.width}x{m.hit.height}"
                         + (f", {min(m.hit.size) * k:.1f} physical px{on} (at least {least_hit:g})" if on else ""))
    return found


def touching_discs(texts: list[tuple[int, Mark]], marks: list[Mark]) -> list[str]:
    """Every text whose letters a number's disc touches (a seat's name under its hand count): the disc's
    own number, in the middle of it, is its own. One line each."""
    found = []
    discs = [(j, m.rect) for j, m in enumerate(marks) if m.kind == "disc"]
    for i, m in texts:
        assert m.words is not None and m.ink is not None
        for j, disc in discs:
            if any(p.kind in ("panel", "popup") and p.rect.contains(m.ink) for p in marks[j + 1:i]):
                continue  # the text's panel (a pop-up) was drawn over the disc
            if m.ink.width and not disc.collidepoint(m.ink.center) and touches_disc(m.ink, disc):
                found.append(f"{m.words.words[:40]!r} at {tuple(m.ink)} is touched by the number disc at {tuple(disc)}")
    return found


def touches_disc(ink: pygame.Rect, disc: pygame.Rect) -> bool:
    """Whether the circle round the disc's paper `disc` (its outline too: 3 px more) reaches `ink`."""
    r = disc.width / 2 + 3
    x = min(max(disc.centerx, ink.left), ink.right - 1)  # the ink's pixel nearest the centre
    y = min(max(disc.centery, ink.top), ink.bottom - 1)
    return (x - disc.centerx) ** 2 + (y - disc.centery) ** 2 < r * r


def covering(recorder: Recorder) -> list[str]:
    """Every pop-up on top of the frame last drawn on `recorder` that covers one of this turn's targets,
    what it points at, or the turn badge, one line each."""
    marks = on_top(recorder.marks)
    keep = [(m.kind, m.rect) for m in marks if m.kind in ("target", "badge", "counter")]
    found = []
    for popup in (m for m in marks if m.kind == "popup"):
        pointed = [("thing it points at", popup.points_at)] if popup.points_at is not None else []
        for kind, rect in keep + pointed:
            if popup.rect.colliderect(rect):
                found.append(f"a pop-up at {tuple(popup.rect)} covers the {kind} at {tuple(rect)}")
    return found


def a_default_name(cut: str) -> bool:
    """Whether `cut` ("Spiele…") is the start of a default name the app gives ("Spieler 1", "Robo 2")
    in any language: a name the child did not type, which every table must show whole."""
    start = cut.split("\u2026")[0].replace("\u00a0", " ").rstrip()
    names = (t.format(n=n) for kind in (PLAYER, ROBOT) for t in i18n.in_every_language(kind) for n in range(1, 5))
    return bool(start) and any(name.startswith(start) for name in names)


def kept_words(recorder: Recorder) -> list[str]:
    """Issue #32's rule on the frame last drawn on `recorder`: every word whole (an ellipsis is for a
    typed name only), none wider than its disc, none under a focus ring round something else, none alone
    on a wrapped text's last line where the line above could share it. One line each."""
    marks = on_top(recorder.marks)
    covers = [(i, m.rect) for i, m in enumerate(marks) if m.kind == "popup"]
    found: list[str] = []
    for i, m in enumerate(marks):
        if m.kind != "text" or m.words is None or m.ink is None or not m.ink.width or not m.ink.height:
            continue
        if any(j > i and rect.colliderect(m.ink) for j, rect in covers):
            continue
        say = repr(m.words.words[:40])
        discs = [d.rect for d in marks[:i] if d.kind == "disc" and d.rect.collidepoint(m.ink.center)]
        if discs and not in_disc(m.ink, discs[-1]):
            found.append(f"{say} at {tuple(m.ink)} is wider than its disc {tuple(discs[-1])}")
        if "\u2026" in m.words.words and (m.words.shrink != "name" or a_default_name(m.words.words)):
            found.append(f"{say} is cut short (an ellipsis is for a typed name only)")
        for ring in (r for r in marks if r.kind == "ring"):
            assert ring.hit is not None
            if under_ring(m.ink, ring) and not ring.hit.inflate(4, 4).contains(m.ink):
                found.append(f"{say} at {tuple(m.ink)} lies under the focus ring {tuple(ring.rect)}")
        if (alone := widow(m.words)) is not None:
            found.append(f"{say} leaves {alone!r} alone on its last line")
    return found


def under_ring(ink: pygame.Rect, ring: Mark) -> bool:
    """Whether `ink` reaches under the focus ring `ring` (a circle, for a round target)."""
    if not ring.rect.colliderect(ink):
        return False
    if not ring.round:
        return True
    x = min(max(ring.rect.centerx, ink.left), ink.right - 1)  # the ink's pixel nearest the centre
    y = min(max(ring.rect.centery, ink.top), ink.bottom - 1)
    return (x - ring.rect.centerx) ** 2 + (y - ring.rect.centery) ** 2 < (ring.rect.width / 2) ** 2


def in_disc(ink: pygame.Rect, disc: pygame.Rect) -> bool:
    """Whether every corner of `ink` lies inside the circle in the square `disc`."""
    r = disc.width / 2
    return all((x - disc.centerx) ** 2 + (y - disc.centery) ** 2 <= r * r
               for x in (ink.left, ink.right) for y in (ink.top, ink.bottom))


def widow(words: Words) -> str | None:
    """The one word on a wrapped text's last line, if the line above could give it company and keep two
    words itself: its last word moved down, both lines still fit the width the text was wrapped at."""
    lines = [[w for w in line.split(" ") if w] for line in words.lines]  # a no-break space holds its words
    if len(lines) < 2 or len(lines[-1]) != 1 or len(lines[-2]) < 3:  # moved down, it would leave one alone
        return None
    font = assets.font(words.size, words.bold)
    return lines[-1][0] if font.size(" ".join(lines[-2][-1:] + lines[-1]))[0] <= words.wrap else None


def below_large(recorder: Recorder) -> list[str]:
    """Play texts on top drawn smaller than Large text's 1.4x of play size without a reason named in
    `text.SHRINK_TO_FIT` (call with Large text on): Large text is a layout of its own, not a wish."""
    floor = round(PLAY_TEXT * LARGE)
    return [f"{m.words.words[:40]!r} is {m.words.size} px with Large text (at least {floor}, or a reason in "
            "SHRINK_TO_FIT)" for m in on_top(recorder.marks)
            if m.kind == "text" and m.words is not None and m.ink is not None and m.ink.width
            and m.words.size < floor and m.words.shrink is None]


def hidden(marks: list[Mark], upto: int, text: Mark) -> bool:
    """True if a panel drawn before mark `upto` (and after `text`) covers all of `text`."""
    start = marks.index(text)
    return any(p.kind == "panel" and p.rect.contains(text.ink) for p in marks[start + 1:upto])


def smallest(recorder: Recorder, screen: tuple[int, int] | None = None) -> tuple[float | None, float | None]:
    """The smallest text size and the smallest hit side on top of the last frame (for reports), in the
    physical pixels of `screen` if given."""
    k = scale(screen, recorder.get_size()) if screen is not None else 1
    marks = on_top(recorder.marks)
    sizes = [m.words.size * k for m in marks if m.kind == "text" and m.words and m.ink and m.ink.width]
    hits = [min(m.hit.size) * k for m in marks if m.kind == "button" and m.hit is not None]
    return (min(sizes) if sizes else None, min(hits) if hits else None)


def draw_frame(app, recorder: Recorder) -> Recorder:
    """Draw the app's scene stack once onto `recorder`, with fresh marks."""
    recorder.marks.clear()
    recorder.fill((0, 0, 0))
    app.scenes.draw(recorder)
    return recorder


def new_recorder() -> Recorder:
    return Recorder(pygame.display.get_surface().get_size())

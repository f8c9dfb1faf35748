"""What the voice says when a child moves the focus (keys, a pad, one switch) onto a choice: the table's
own buttons, and a page's (`page_words`).

For children who cannot read: each focus step names the choice reached, in a few fixed words with a
clip of their own. Fixed words only, never a value: the voice reaches the whole room, so what the
focus says must never name a card, a symbol or a villain (the secrecy tests move the focus over every
button and compare what is said). A game names its own targets and buttons (`GameScene.focus_words`
in its scene, the words in its `captions.py`); a target it does not name says `CHOOSE`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_
from .caption import Line

if TYPE_CHECKING:
    from ..ui.widgets import Button

HELP = Line(N_("Help!"))
OOPS = Line(N_("Oops!"))
MENU = Line(N_("Menu!"))
CHOOSE = Line(N_("Choose this!"))
BACK = Line(N_("Back!"))
GO = Line(N_("Go!"))
RULES = Line(N_("Rules!"))
GROWN_UPS = Line(N_("Grown-ups!"))

PICTURED = {"ui/back.png": BACK, "ui/play.png": GO, "ui/rules.png": RULES, "ui/settings.png": GROWN_UPS,
            "ui/home.png": MENU, "ui/bulb.png": HELP, "ui/oops.png": OOPS}
"""A page's buttons are named by their picture, the same on every page (the play arrow goes on: Next,
Done, Continue, "show me!"); any other choice (a child's picture, a game, a number) says `CHOOSE`."""


def page_words(button: Button | None) -> Line | None:
    """What the voice says when the focus reaches `button` on a page (`page_focus.py`): fixed words,
    never the button's own label (a name, a number), as on the table."""
    if button is None:
        return None
    return PICTURED.get(button.icon or "", CHOOSE)

"""What the voice says when a child moves the focus (keys, a pad) onto one of the table's own buttons.

For children who cannot read: each focus step names the choice reached, in a few fixed words with a
clip of their own. Fixed words only, never a value: the voice reaches the whole room, so what the
focus says must never name a card, a symbol or a villain (the secrecy tests move the focus over every
button and compare what is said). A game names its own targets and buttons (`GameScene.focus_words`
in its scene, the words in its `captions.py`); a target it does not name says `CHOOSE`.
"""

from __future__ import annotations

from ..i18n import N_
from .caption import Line

HELP = Line(N_("Help!"))
OOPS = Line(N_("Oops!"))
MENU = Line(N_("Menu!"))
CHOOSE = Line(N_("Choose this!"))

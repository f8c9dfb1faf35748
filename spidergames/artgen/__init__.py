"""Generators for the shared art, font and sounds in ``assets/``.

Run ``python -m spidergames.artgen`` to rebuild everything; each module is deterministic, so a
rerun only changes files whose generator changed. The app loads the committed files, never this
package.
"""

import os

# Every generator draws off screen, run alone (``python -m spidergames.artgen.icon``) or all
# together; the package sets this once, before any of its modules imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

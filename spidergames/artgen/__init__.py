"""Generators for the shared art, font and sounds in ``assets/``.

Run ``python -m spidergames.artgen`` to rebuild everything; each module is deterministic, so a
rerun only changes files whose generator changed. The app loads the committed files, never this
package.
"""

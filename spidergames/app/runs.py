"""The app as a family uses it: the menu in a window, until they quit."""

from __future__ import annotations

from .application import App


def interactive(*, fullscreen: bool | None, first_frame_only: bool = False) -> int:
    from .scenes.menu import MenuScene

    app = App(fullscreen=fullscreen)
    app.run(MenuScene(app), max_frames=1 if first_frame_only else None)
    if first_frame_only:
        print("first frame", flush=True)  # the start-up benchmark stops its clock here
    return 0

"""Tweens run on a clock the test steps by hand."""

from __future__ import annotations

from spidergames.app.anim import Animator


def test_tween_reaches_its_end_and_reports_busy() -> None:
    seen: list[float] = []
    anim = Animator()
    anim.tween(1.0, seen.append, ease="linear")
    anim.update(0.5)
    assert anim.busy and abs(seen[-1] - 0.5) < 1e-9
    anim.update(0.6)
    assert not anim.busy and seen[-1] == 1.0


def test_speed_scales_time_and_instant_finishes_chains() -> None:
    anim = Animator(speed=2.0)
    done: list[str] = []
    anim.tween(1.0, lambda t: None, on_done=lambda: done.append("a"))
    anim.update(0.5)
    assert done == ["a"]
    anim.instant = True
    anim.tween(5.0, lambda t: None, on_done=lambda: anim.tween(5.0, lambda t: None, on_done=lambda: done.append("c")))
    anim.update(0.0)
    assert done == ["a", "c"] and not anim.busy


def test_delay_waits_before_starting() -> None:
    seen: list[float] = []
    anim = Animator()
    anim.tween(1.0, seen.append, delay=1.0)
    anim.update(0.5)
    assert seen == []

"""Tweens run on a clock the test steps by hand."""

from __future__ import annotations

from spidergames.app.anim import Animator, Ease


def test_tween_reaches_its_end_and_reports_busy() -> None:
    seen: list[float] = []
    anim = Animator()
    anim.tween(1.0, seen.append, ease=Ease.LINEAR)
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


def test_animate_glides_attributes_from_where_they_are_when_it_starts() -> None:
    class Thing:
        x = 0.0
        y = 10.0

    thing = Thing()
    anim = Animator()
    anim.animate(thing, 1.0, ease=Ease.LINEAR, delay=0.5, x=100, y=20)
    thing.x = 50.0  # moved before the glide starts: it starts from here
    anim.update(0.5)
    anim.update(0.5)
    assert (thing.x, thing.y) == (75.0, 15.0)
    anim.update(0.5)
    assert (thing.x, thing.y) == (100.0, 20.0) and not anim.busy


def test_after_runs_once_at_its_time_and_sequence_runs_in_order() -> None:
    said: list[str] = []
    anim = Animator(speed=2.0)  # twice as fast: 1 s of timers takes 0.5 s
    anim.after(1.0, lambda: said.append("late"))
    anim.sequence([(0.4, lambda: said.append("a")), (0.0, lambda: said.append("b"))])
    assert said == ["a"]
    anim.update(0.1)
    assert said == ["a"]
    anim.update(0.15)
    assert said == ["a", "b"]
    anim.update(0.25)
    assert said == ["a", "b", "late"] and not anim.busy


def test_every_ease_starts_at_0_and_ends_at_1() -> None:
    for ease in Ease:
        assert ease(0.0) == 0.0 and ease(1.0) == 1.0, ease  # a bounce that ended short left pieces off-centre

"""Bench figures for the toy: how often each level wins (`python -m spidergames.bench` lists them)."""

from __future__ import annotations

from spidergames.bench import Figure, level_figures

from .rules import GAME


def run(quick: bool) -> list[Figure]:
    return level_figures(GAME, 100 if quick else 1000)

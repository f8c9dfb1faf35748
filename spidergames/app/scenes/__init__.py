"""The app's scenes: menu, setup, settings, rules, overlays, and the base of every game scene."""

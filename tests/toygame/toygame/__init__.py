"""Guess the hidden card: the toy fifth game, a spidergames game in a package of its own."""

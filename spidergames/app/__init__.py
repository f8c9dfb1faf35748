"""The pygame side of spidergames: window, input, scenes, assets, sound and user files.

Scenes are views and controllers over a `core.match.Match`; they never change game state
except by submitting actions through it.
"""

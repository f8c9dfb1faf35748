"""The built-in games, one folder each; nothing here names them (core/registry.py finds them).

Each game folder has the same shape: `plugin.py` (the game's one registration, `ENTRY`, declared as
an entry point in pyproject.toml), `info.py` (the menu's card, pure data), `rules.py` (pure rules:
`GAME`, `State`, `Observation`, `Event`, `Action`), `bots.py` (`make_bot(level)`, `hint`), `words.py`
(the sentences of its message keys and its values in words, for the app and the voice), `scene.py`
(`SCENE`, the pygame screen), `layout.py` (where things sit, from the game's Tiled map), `art.py`
(its pictures), `bench.py` (its figures), `board.py` where the game has a board, and `rules.md`,
the rules page. Other modules are helpers named for what they do. Only `plugin` and `info` load
at start-up.
"""

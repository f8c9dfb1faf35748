"""The table kit: what every game scene shares, written once.

Its front door is `game_scene.GameScene[State, Action, Observation]`, the turn loop a game's scene
subclasses; `opening` fades into a new game's scene and `results` ends it. The building blocks:

- `display.Display`: the screen follows the rules one event at a time and shows only what the
  viewer may see (`observation(state, viewer)`);
- `sprites`: pictures that fly, flip, hop and pulse over the table (never game state);
- `targets`: legal actions as glowing, hit-tested, keyboard-focusable targets (64x64 px hit area);
- `seats`: seat panels (portrait, name, colour and shape, robot badge, score);
- `banner.Celebration`: a card that pops up in the middle ("Yahtzee!", "Found it!");
- `tally.TallyScene`: the end-of-game count, item by item;
- `tiled.TiledLayout`: a Tiled map read into named rectangles, properties and a rendered picture;
- `anchors.kit_places`: where the kit draws its own pieces (menu button, thinking bubble, Help, Oops,
  a hint's reason, caption), read from anchors with the same names in every game's map.

A game's scene (a `GameScene` subclass in its own folder) holds only what is its game's own.
"""

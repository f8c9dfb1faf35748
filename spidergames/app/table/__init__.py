"""The table kit: what every game scene shares, written once.

- `display.Display`: the screen follows the rules one event at a time and shows only what the
  viewer may see (`observation(state, viewer)`);
- `sprites`: pictures that fly, flip, hop and pulse over the table (never game state);
- `targets`: legal actions as glowing, hit-tested, keyboard-focusable targets (64x64 px hit area);
- `seats`: seat panels (portrait, name, colour and shape, robot badge, score);
- `banner.Celebration`: a card that pops up in the middle ("Yahtzee!", "Found it!");
- `tally.TallyScene`: the end-of-game count, item by item;
- `tiled.TiledLayout`: a Tiled map read into named rectangles, properties and a rendered picture.

A game scene (`spidergames/app/scenes/game_base.GameScene`) holds only what is its game's own.
"""

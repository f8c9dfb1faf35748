"""The table kit: what every game scene shares, written once.

Its front door is `game_scene.GameScene[State, Action, Observation, Event]`, the table a game's scene
subclasses, on the turn loop of `turns.TurnLoop`; both talk to the match only through its
`core.seat_link.SeatLink`. `opening` makes the match and fades into its game's scene, `results` ends it.
The building blocks:

- `display.Display`: the screen follows the match one event at a time and shows only what the
  viewer may see (the link's sights: each viewer's observation);
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

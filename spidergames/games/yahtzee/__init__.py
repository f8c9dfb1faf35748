"""Spider-Man & Friends Yahtzee: rules, computer players, bench and rules page."""

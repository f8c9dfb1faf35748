"""The Amazing Spider-Man Labyrinth: rules, computer players and bench."""

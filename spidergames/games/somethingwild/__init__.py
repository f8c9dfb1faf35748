"""Something Wild! Spider-Man: the card game of sets, runs and Powers."""

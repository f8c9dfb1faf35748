"""The Amazing Spider-Man Game with the Fantastic Four: the spider-web race."""

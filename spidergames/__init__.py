"""spidergames: four Spider-Man family board games for children."""

__version__ = "0.1.0"

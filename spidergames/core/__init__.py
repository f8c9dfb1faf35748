"""Pure-Python ground shared by every game: the protocol, seats, matches, the codec.

Nothing in this package imports pygame; rules, bots and tests build on it alone.
"""

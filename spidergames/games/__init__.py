"""The four games: each folder holds pure rules, bots, a bench and a rules page."""

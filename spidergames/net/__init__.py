"""Play across computers (issue #28): a room server that holds the real match, and a remote seat link.

Layers: `codes` (room codes and seat tokens), `wire` (what travels: limits, validation, sights as
plain data), `rooms` (where a room is kept: a folder or Redis, with the room's lock), `authority` (the
host's rules applied to one room under its lock), `server` (Socket.IO over aiohttp, in a thread of its
own beside the pygame loop or headless: `spidergames serve`) and `client` (`RemoteLink`, the
`core.seat_link.SeatLink` a table plays through on another computer). Nothing here imports pygame or the
app: pyproject's import-linter contract keeps it so.
"""

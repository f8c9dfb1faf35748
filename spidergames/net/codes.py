"""Room codes and seat tokens, from the `secrets` module.

A room code is what a grown-up reads out or types on another computer when the local network hides the
host (the fallback to discovery): 8 characters from 32 that cannot be misread (no I, L, O, U; digits
0/1 are fine since their look-alike letters are gone), shown as two groups of four ("K7QD-M3XA").
That is 40 bits: about 1.1e12 codes. On a public server the code is also all that keeps a stranger out,
so guessing must not pay: each connection may try `wire.JOIN_TRIES` codes, with the server's rate limit
(`wire.RATE`) on top; with a thousand rooms open, a guesser still needs about a billion tries per hit,
some ten years at the limit for one connection. Longer codes would be safer but too long for a child's
grown-up to type without a slip; shorter ones (6 characters, 30 bits) would fall in days.

A seat token is never typed: the client keeps it (in its save) and shows it to take its seats back
after a drop or a restart. It is 128 bits, and the room keeps only its SHA-256, so a copied room file
or Redis dump does not let anyone sit down.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32: no I, L, O, U
CODE_LENGTH = 8
TOKEN_BYTES = 16


def new_code() -> str:
    """A fresh room code, e.g. "K7QD-M3XA"."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:4]}-{raw[4:]}"


def normal_code(typed: object) -> str | None:
    """A code as typed (any case, spaces or dashes anywhere, o for 0, i/l for 1), or None if it cannot be one."""
    if not isinstance(typed, str) or len(typed) > 3 * CODE_LENGTH:
        return None
    raw = typed.upper().replace("-", "").replace(" ", "").translate(str.maketrans("OIL", "011"))
    if len(raw) != CODE_LENGTH or any(c not in ALPHABET for c in raw):
        return None
    return f"{raw[:4]}-{raw[4:]}"


def new_token() -> str:
    """A fresh seat token (22 characters, URL-safe)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the room keeps of a token."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: object, kept: str) -> bool:
    """Whether `token` is the one whose hash was kept (compared in constant time)."""
    return isinstance(token, str) and len(token) < 100 and hmac.compare_digest(token_hash(token), kept)

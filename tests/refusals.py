"""Checking a refusal by its message key and parameters (the rules speak no language)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from spidergames.core.protocol import IllegalAction, Message


@contextmanager
def refused(key: str, **params: Any) -> Iterator[None]:
    """The block must raise IllegalAction saying exactly `key` with exactly these parameters."""
    with pytest.raises(IllegalAction) as info:
        yield
    assert info.value.message == Message.of(key, **params)

"""Ogg Opus surgery for loops: make a file drop real music at both ends (RFC 7845 pre-skip and end trim).

An Opus stream says how many samples to drop at its start (the pre-skip in its OpusHead) and, by the
granule position of its last page, where it ends. `wrapped` moves both inward over music that was
encoded only to give the encoder the true neighbours of the loop's first and last samples.
"""

from __future__ import annotations

import struct

HEADER = struct.Struct("<4sBBqIIIB")  # capture, version, flags, granule, serial, page number, CRC, segments


def _crc_table() -> list[int]:
    table = []
    for byte in range(256):
        crc = byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else crc << 1
        table.append(crc & 0xFFFFFFFF)
    return table


CRC_TABLE = _crc_table()


def crc(page: bytes) -> int:
    """Ogg's page checksum (CRC-32, polynomial 0x04C11DB7, not reflected, starting at 0)."""
    value = 0
    for byte in page:
        value = ((value << 8) & 0xFFFFFFFF) ^ CRC_TABLE[(value >> 24) ^ byte]
    return value


def pages(data: bytes) -> list[bytearray]:
    """The pages of an Ogg stream, in order."""
    out, at = [], 0
    while at < len(data):
        capture, *_rest, segments = HEADER.unpack_from(data, at)
        if capture != b"OggS":
            raise ValueError(f"no Ogg page at byte {at}")
        size = HEADER.size + segments + sum(data[at + HEADER.size:at + HEADER.size + segments])
        out.append(bytearray(data[at:at + size]))
        at += size
    return out


def granule(page: bytearray) -> int:
    return int(HEADER.unpack_from(page)[3])


def resealed(page: bytearray, granule_position: int | None = None) -> bytearray:
    """`page` with a new granule position (if given) and its checksum made right again."""
    if granule_position is not None:
        struct.pack_into("<q", page, 6, granule_position)
    struct.pack_into("<I", page, 22, 0)
    struct.pack_into("<I", page, 22, crc(bytes(page)))
    return page


def wrapped(data: bytes, before: int, after: int) -> bytes:
    """The Ogg Opus stream `data` made to drop `before` more samples at its start and `after` more
    at its end (48 kHz samples). The end is trimmed on the last page only: it must hold more."""
    found = pages(data)
    head = found[0]
    body = HEADER.size + head[26]
    if bytes(head[body:body + 8]) != b"OpusHead":
        raise ValueError("not an Ogg Opus stream")
    pre_skip = struct.unpack_from("<H", head, body + 10)[0] + before
    if pre_skip > 0xFFFF:
        raise ValueError(f"a pre-skip of {pre_skip} samples does not fit its field")
    struct.pack_into("<H", head, body + 10, pre_skip)
    resealed(head)
    last, end = found[-1], granule(found[-1]) - after
    if len(found) < 4 or end <= granule(found[-2]):
        raise ValueError(f"the last page holds no more than {after} samples to trim")
    resealed(last, end)
    return b"".join(found)

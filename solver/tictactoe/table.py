"""The precomputed table: every open position of a rule set, in flat buffers.

A table file is a header followed by three arrays, all indexed alike.  The
header is ``HEADER_SIZE`` bytes: ``MAGIC``, then a JSON object padded with
NUL bytes, whose keys are ``rules`` (``rules_fingerprint``: the rules it
solves), ``count`` (rows), ``width`` (bits per cell in a mask,
``move_width``), ``mask_bytes`` (bytes per mask) and ``layers`` (positions
per number of tokens placed, ``LayerCount``; empty for variants).  The
arrays:

- ``keys``: the sorted canonical keys (little-endian unsigned 64-bit),
- ``values``: one byte per key, the value for the side to move
  (``Value.to_byte``),
- ``masks``: ``mask_bytes`` bytes per key, the best moves in canonical
  orientation (``Solution``).

Files of ``MAPPED_BYTES`` or more are opened with ``mmap`` and read through
``memoryview``s, so the pages are shared by every process that opens the
same file (gunicorn workers): nothing is copied into Python objects.
Smaller ones (variants solved from a late position) are read whole, holding
no file open.  The same class serves tables solved
in memory from ``bytes``.  Tables are immutable and safe to share between
threads.
"""

from __future__ import annotations

import hashlib
import json
import mmap
import os
import sys
from array import array
from bisect import bisect_left
from dataclasses import asdict
from functools import lru_cache, partial
from operator import itemgetter
from pathlib import Path
from typing import Any

from solver.core.files import write_atomically
from solver.tictactoe.rules import CELLS, LineRule, Rules
from solver.tictactoe.solve import LayerCount, Solution, move_width

MAGIC = b"FIFTEEN\x01"
HEADER_SIZE = 4096


class TableFormatError(ValueError):
    """A file that is not a table of this version, or of other rules."""


class Table:
    """Lookups of canonical keys in one rule set's table."""

    def __init__(self, buffer: bytes | mmap.mmap, *, path: Path | None = None) -> None:
        if buffer[: len(MAGIC)] != MAGIC:
            raise TableFormatError(f"{path or 'buffer'}: not a table file")
        header_end = buffer.find(b"\0", len(MAGIC), HEADER_SIZE)
        meta: dict[str, Any] = json.loads(bytes(buffer[len(MAGIC) : header_end]))
        self.path = path
        self.meta = meta
        self.count: int = meta["count"]
        self.width: int = meta["width"]
        self.mask_bytes: int = meta["mask_bytes"]
        self.layers = [LayerCount(**layer) for layer in meta["layers"]]
        self._buffer = buffer
        view = memoryview(buffer)
        end_keys = HEADER_SIZE + 8 * self.count
        if sys.byteorder != "little":  # pragma: no cover - no such machine here
            keys = array("Q", view[HEADER_SIZE:end_keys])
            keys.byteswap()
            self.keys: memoryview | array[int] = keys
        else:
            self.keys = view[HEADER_SIZE:end_keys].cast("Q")
        self.values = view[end_keys : end_keys + self.count]
        self.masks = view[end_keys + self.count : end_keys + self.count * (1 + self.mask_bytes)]
        if len(self.masks) != self.count * self.mask_bytes:
            raise TableFormatError(f"{path or 'buffer'}: truncated table")

    def __reduce__(self) -> tuple[Any, ...]:
        """A table pickles as its file when mapped (reopened once per
        process, see ``mapped``), else as its bytes: so a search process
        is sent an engine, not the table's contents."""
        if isinstance(self._buffer, mmap.mmap) and self.path is not None:
            return (mapped, (self.path,))
        return (_from_bytes, (bytes(self._buffer), self.path))

    @property
    def nbytes(self) -> int:
        """The bytes the table maps (header included)."""
        return len(self._buffer)

    def matches(self, rules: Rules) -> bool:
        """Whether this table was solved for ``rules``."""
        return bool(self.meta["rules"] == rules_fingerprint(rules))

    def find(self, key: int) -> int:
        """The row of ``key``, or -1 when the table has no such position."""
        row = bisect_left(self.keys, key)
        return row if row < self.count and self.keys[row] == key else -1

    def value(self, row: int) -> int:
        """The value byte of ``row`` (``Value.from_byte`` reads it)."""
        return self.values[row]

    def mask(self, row: int) -> int:
        """The best-move mask of ``row``, in canonical orientation."""
        start = row * self.mask_bytes
        return int.from_bytes(self.masks[start : start + self.mask_bytes], "little")


def rules_fingerprint(rules: Rules) -> dict[str, Any]:
    """What a table records of the rules it solved (the parts added since
    the first tables only when not the default, so those tables still match)."""
    recorded: dict[str, Any] = {
        "target": rules.target,
        "odd": list(rules.odd),
        "even": list(rules.even),
        "first": rules.first.value,
        "parity_wins": rules.parity_wins,
    }
    if rules.shared:
        recorded["shared"] = True
    if rules.line is not LineRule.SUM:
        recorded["line"] = rules.line.value
    return recorded


def encode(solution: Solution) -> bytes:
    """The table file's bytes for ``solution``: the same for the same rules."""
    keys = sorted(solution.entries)
    entries = solution.entries
    mask_bytes = (CELLS * move_width(solution.rules) + 7) // 8
    meta = {
        "rules": rules_fingerprint(solution.rules),
        "count": len(keys),
        "width": solution.width,
        "mask_bytes": mask_bytes,
        "layers": [asdict(layer) for layer in solution.layers],
    }
    header = MAGIC + json.dumps(meta, sort_keys=True).encode()
    if len(header) >= HEADER_SIZE:
        raise ValueError("table header too large")
    packed_keys = array("Q", keys)
    if sys.byteorder != "little":  # pragma: no cover
        packed_keys.byteswap()
    rows = list(map(entries.__getitem__, keys))  # map and itemgetter: 4x faster than loops
    values = bytes(map(itemgetter(0), rows))
    to_bytes = partial(int.to_bytes, length=mask_bytes, byteorder="little")
    masks = b"".join(map(to_bytes, map(itemgetter(1), rows)))
    return header.ljust(HEADER_SIZE, b"\0") + packed_keys.tobytes() + values + masks


def write(solution: Solution, path: Path) -> str:
    """Write the table atomically; return its SHA-256."""
    data = encode(solution)
    write_atomically(path, data)
    return hashlib.sha256(data).hexdigest()


MAPPED_BYTES = 1 << 20
"""Tables this large or larger are mapped (``mmap``), their pages shared by
every process that opens them; smaller ones are read into memory, so that
no file stays open for them (a mapping holds a file descriptor, and a
worker may hold thousands of small variant tables)."""


def load(path: Path) -> Table:
    """Open a table file read-only: through ``mmap`` from ``MAPPED_BYTES``
    up, read whole below."""
    with path.open("rb") as f:
        if os.fstat(f.fileno()).st_size < MAPPED_BYTES:  # the file opened, not the path now
            return Table(f.read(), path=path)
        buffer = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    return Table(buffer, path=path)


@lru_cache(maxsize=64)
def mapped(path: Path) -> Table:
    """The table at ``path``, loaded once per process."""
    return load(path)


def _from_bytes(buffer: bytes, path: Path | None) -> Table:
    return Table(buffer, path=path)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()

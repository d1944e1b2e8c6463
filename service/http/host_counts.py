"""Fixed-window counts shared by every process forked from the one that made
them: the rate limit's counts without Redis, one for all of a host's
gunicorn workers (the app is loaded before the workers fork).

The counts live in a table of ``SLOTS`` slots in a shared memory map of an
unlinked temporary file: its size is fixed whatever the number of clients,
and nothing outlives the processes.  A slot holds one client's count for
one window, with the client's key (a 16-byte keyed hash of its address: the
secret is drawn when the table is made, so a caller can neither choose
where it lands nor collide with another).  A client's count is looked for
among the ``NEIGHBOURS`` slots from where its key points (open addressing),
and a slot whose window has passed is free.  So every client has its own
count: none can raise another's, or learn from its own whom it would share
with.  If all of a client's neighbourhood holds other clients' counts for
the current window (more than ``NEIGHBOURS`` clients landing there within
one window: with 65,536 slots, tens of thousands of clients a window), the
client is not counted in that window rather than counted with another.

A neighbourhood is updated under a lock of its bytes in the file (``fcntl``:
a lock that a process holds goes with it if it dies) and, within a process,
a thread lock (a file lock is the whole process's).
"""

from __future__ import annotations

import fcntl
import hashlib
import mmap
import os
import struct
import tempfile
import threading
import weakref

SLOTS = 1 << 16
"""Slots in the table (32 bytes each: 2 MiB)."""

NEIGHBOURS = 16
"""The slots a client's count may be in, from the one its key points to."""

_SLOT = struct.Struct("<qq16s")
"""A slot: the window number its count is for, the count, and whose it is."""

_UNCOUNTED = 0
"""The count of a client the table has no room for in this window."""


class HostCounts:
    """Counts per client and window, shared with the processes forked after
    it is made; thread safe and process safe."""

    def __init__(self, slots: int = SLOTS) -> None:
        self.slots = slots
        self._fd, path = tempfile.mkstemp(prefix="fifteen-counts-")
        os.unlink(path)  # no file is left behind
        self._closed = weakref.finalize(self, os.close, self._fd)
        os.ftruncate(self._fd, slots * _SLOT.size)
        self._map = mmap.mmap(self._fd, slots * _SLOT.size)  # MAP_SHARED
        self._secret = os.urandom(16)
        self._lock = threading.Lock()

    def key(self, client: str) -> bytes:
        """``client``'s key: never all zeros, which marks a slot never used."""
        digest = hashlib.blake2b(client.encode(), key=self._secret, digest_size=16).digest()
        return digest if any(digest) else b"\x01" + digest[1:]

    def add(self, client: str, window: int, amount: int) -> int:
        """Add ``amount`` (negative to give some back) to ``client``'s count
        in ``window`` (a window number, increasing with time), and return the
        count; a count left from an earlier window starts again at 0.  Giving
        back to a window that has passed changes nothing."""
        key = self.key(client)
        first = int.from_bytes(key[:8], "little") % (self.slots - NEIGHBOURS + 1)
        start, length = first * _SLOT.size, NEIGHBOURS * _SLOT.size
        with self._lock:
            fcntl.lockf(self._fd, fcntl.LOCK_EX, length, start)
            try:
                return self._add_in(key, start, window, amount)
            finally:
                fcntl.lockf(self._fd, fcntl.LOCK_UN, length, start)

    def _add_in(self, key: bytes, start: int, window: int, amount: int) -> int:
        """``add`` within the neighbourhood from byte ``start`` (locked)."""
        free = None
        for offset in range(start, start + NEIGHBOURS * _SLOT.size, _SLOT.size):
            held, count, owner = _SLOT.unpack_from(self._map, offset)
            if owner == key:
                if held > window:
                    return 0  # a later window has begun: nothing to give back to
                count = max(0, (count if held == window else 0) + amount)
                _SLOT.pack_into(self._map, offset, window, count, key)
                return int(count)
            if free is None and held < window:
                free = offset  # never used, or its window has passed
        if free is None:
            return _UNCOUNTED
        count = max(0, amount)
        _SLOT.pack_into(self._map, free, window, count, key)
        return count

    def close(self) -> None:
        self._map.close()
        self._closed()

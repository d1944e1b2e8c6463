"""Fixed-window counts shared by every process forked from the one that made
them: the rate limit's counts without Redis, one for all of a host's
gunicorn workers (the app is loaded before the workers fork).

The counts live in a table of ``SLOTS`` slots, each a window number and a
count, in a shared memory map of an unlinked temporary file: its size is
fixed whatever the number of clients, and nothing outlives the processes.
A client is hashed (keyed with a secret drawn when the table is made, so a
caller cannot choose its slot) to one slot; two clients in one slot share
its count, which can only make the limit stricter for them, never looser.
A slot is updated under a lock of its bytes in the file (``fcntl``: a lock
that a process holds goes with it if it dies) and, within a process, a
thread lock (a file lock is the whole process's).
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

SLOTS = 1 << 14
"""Slots in the table (16 bytes each: 256 KiB)."""

_SLOT = struct.Struct("<qq")
"""A slot: the window number its count is for, and the count."""


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

    def slot(self, client: str) -> int:
        """The slot that holds ``client``'s count."""
        digest = hashlib.blake2b(client.encode(), key=self._secret, digest_size=8).digest()
        return int.from_bytes(digest, "little") % self.slots

    def add(self, client: str, window: int, amount: int) -> int:
        """Add ``amount`` (negative to give some back) to ``client``'s count
        in ``window`` (a window number, increasing with time), and return the
        count; a count left from an earlier window starts again at 0.  Giving
        back to a window that has passed changes nothing."""
        offset = self.slot(client) * _SLOT.size
        fd = self._fd
        with self._lock:
            fcntl.lockf(fd, fcntl.LOCK_EX, _SLOT.size, offset)
            try:
                held, count = _SLOT.unpack_from(self._map, offset)
                if held > window:
                    return 0  # a later window has begun: nothing to give back to
                count = max(0, (count if held == window else 0) + amount)
                _SLOT.pack_into(self._map, offset, window, count)
                return int(count)
            finally:
                fcntl.lockf(fd, fcntl.LOCK_UN, _SLOT.size, offset)

    def close(self) -> None:
        self._map.close()
        self._closed()

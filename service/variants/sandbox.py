"""What a solver process runs inside: a lower priority, one of the host's
solve slots, and ceilings on its memory (``RLIMIT_AS``) and CPU time
(``RLIMIT_CPU``); a solve that hits either raises ``CeilingError``.
"""

from __future__ import annotations

import ctypes
import fcntl
import os
import resource
import signal
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

PR_SET_PDEATHSIG = 1
NICE = 10
"""How much lower than the API's a solver process's CPU priority is."""


@dataclass(frozen=True)
class Limits:
    """The ceilings of one solve, and the host's share of solving."""

    memory_bytes: int
    cpu_seconds: int
    slots: int
    """How many solves may run at once on one host."""


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (released if the process dies),
    and remove the file before letting go of it, so that no lock file
    outlives its solve.  A process that was waiting on the removed file
    finds, once it holds it, that the path names another file (or none),
    and locks the path's file instead: two processes never both hold the
    lock of one path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        handle = path.open("a")
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            held = os.fstat(handle.fileno()).st_ino == os.stat(path).st_ino
        except FileNotFoundError:
            held = False
        if held:
            break
        handle.close()  # locked a file its holder removed: lock the path's file again
    try:
        yield
    finally:
        path.unlink(missing_ok=True)
        fcntl.flock(handle, fcntl.LOCK_UN)
        handle.close()


def die_with_parent(parent: int) -> None:
    """Ask the kernel to kill this process when its parent dies (Linux's
    ``PR_SET_PDEATHSIG``), so that a solver process does not outlive an API
    worker killed with SIGKILL; exit at once if the parent is gone already."""
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent:
        os._exit(1)


@contextmanager
def solve_slot(directory: Path, slots: int) -> Iterator[None]:
    """One of the host's ``slots`` solve slots, waiting for a free one."""
    handles = [(directory / f".slot-{i}.lock").open("a") for i in range(max(1, slots))]
    try:
        while True:
            for handle in handles:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    continue
                try:
                    yield
                finally:
                    fcntl.flock(handle, fcntl.LOCK_UN)
                return
            time.sleep(0.05)
    finally:
        for handle in handles:
            handle.close()


class CeilingError(Exception):
    """The solve hit its memory or time ceiling."""


def _out_of_time(signum: int, frame: FrameType | None) -> None:
    raise CeilingError("time")


@contextmanager
def ceilings(limits: Limits) -> Iterator[None]:
    """Cap this process's address space and CPU time for the solve, and lift
    the caps after it (the soft limits only: the process must be able to
    record the outcome and, under RQ, report the job once the solve let go
    of its memory)."""
    with open("/proc/self/statm") as statm:
        in_use = int(statm.read().split()[0]) * resource.getpagesize()
    saved_memory = resource.getrlimit(resource.RLIMIT_AS)
    saved_cpu = resource.getrlimit(resource.RLIMIT_CPU)
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu = int(used.ru_utime + used.ru_stime) + limits.cpu_seconds
    signal.signal(signal.SIGXCPU, _out_of_time)
    resource.setrlimit(resource.RLIMIT_AS, (in_use + limits.memory_bytes, saved_memory[1]))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, saved_cpu[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, saved_memory)
        resource.setrlimit(resource.RLIMIT_CPU, saved_cpu)

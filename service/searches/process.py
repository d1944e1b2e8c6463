"""One search process: a clean interpreter that runs one search at a time
for the API worker that started it, at a lower CPU priority.

Nothing of the web application is imported here: the process imports only
what the functions it is sent need (``service.searches.tasks``, the solver).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import signal
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, NamedTuple

from service.searches.claims import RETRY_AFTER_SECONDS
from solver.core.errors import Refusal

log = logging.getLogger(__name__)

NICE = 5
"""How much lower than the API workers' a search process's CPU priority is:
a lookup always takes the core first; a variant solve (``sandbox.NICE``, 10)
yields to a search, whose caller is waiting."""


class SearchFailedError(Refusal, RuntimeError):
    """The search process died, or ran far past its time and was stopped;
    another has taken its place.  Try again shortly."""

    slug = "search-failed"
    retry_after_seconds = RETRY_AFTER_SECONDS


class Outcome(NamedTuple):
    """What a search process sends back: the result (``ok``) or the
    exception raised, and the seconds the search ran for."""

    ok: bool
    value: Any
    seconds: float


def serve(connection: Connection, nice: int) -> None:
    """The search process's life: run each ``(function, args)`` it is sent
    and send back its ``Outcome``, until the API worker closes the pipe or
    dies (the pipe's end, read here, or
    written at the end of a search, at most the search's time later)."""
    os.nice(nice)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a terminal's Ctrl-C is for gunicorn
    while True:
        try:
            function, args = connection.recv()
        except (EOFError, OSError):
            return
        began = time.perf_counter()
        try:
            ok, value = True, function(*args)
        except Exception as error:  # the worker raises it as its own
            ok, value = False, error
        seconds = time.perf_counter() - began
        try:
            connection.send(Outcome(ok, value, seconds))
        except (pickle.PicklingError, TypeError, AttributeError) as error:
            failed = RuntimeError(f"a search's outcome could not be sent: {error}")
            connection.send(Outcome(False, failed, seconds))
        except (EOFError, OSError):
            return


class SearchProcess:
    """A search process and the pipe to it, used by one thread at a time;
    replaced by a fresh one when it dies or overruns."""

    def __init__(self, nice: int = NICE, warm: Callable[[], Any] | None = None) -> None:
        self.nice = nice
        self.warm = warm
        self._context = multiprocessing.get_context("spawn")  # a clean process, not a copy
        self._start()

    def _start(self) -> None:
        ours, theirs = self._context.Pipe()
        self.process = self._context.Process(
            target=serve,
            args=(theirs, self.nice),
            name="fifteen-search",
            daemon=True,
        )
        self.process.start()
        theirs.close()
        self.connection = ours
        if self.warm is not None:
            try:
                self._exchange(self.warm, (), timeout=60.0)
            except (EOFError, OSError, TimeoutError, SearchFailedError) as error:
                self.stop()
                raise SearchFailedError(f"a search process could not start: {error}") from None

    def _exchange(
        self, function: Callable[..., Any], args: tuple[Any, ...], timeout: float
    ) -> tuple[Any, float]:
        self.connection.send((function, args))
        if not self.connection.poll(timeout):
            raise TimeoutError(f"no answer within {timeout:g} s")
        try:
            outcome: Outcome = self.connection.recv()
        except (pickle.UnpicklingError, TypeError, AttributeError, ValueError) as error:
            log.error("a search's outcome could not be read: %s", error)
            raise SearchFailedError("the search's outcome could not be read") from None
        if outcome.ok:
            return outcome.value, outcome.seconds
        if isinstance(outcome.value, OSError):  # a table file gone since it was named, say
            log.error("a search could not read what it needs: %s", outcome.value)
            raise SearchFailedError("the search could not read what it needs; try again shortly")
        raise outcome.value

    def call(
        self,
        function: Callable[..., Any],
        args: tuple[Any, ...],
        timeout: float,
        client: str = "",
    ) -> tuple[Any, float]:
        """``function(*args)`` run in the process: its result and the seconds
        it ran for, or its exception; ``SearchFailedError`` if the process
        dies or has not answered within ``timeout`` seconds (it is then
        stopped and replaced).  ``client`` is whom it is for: the pool
        admitted it already."""
        try:
            return self._exchange(function, args, timeout)
        except TimeoutError:
            log.error("a search ran past %.1f s; its process is replaced", timeout)
            self.replace()
            raise SearchFailedError("the search ran far past its budget and was stopped") from None
        except (EOFError, OSError) as error:
            log.error("a search process died (%s); it is replaced", error or "no answer")
            self.replace()
            raise SearchFailedError(
                "the search process died; another has taken its place"
            ) from None

    def replace(self) -> None:
        """Stop the process (if it still runs) and start a fresh one."""
        self.stop()
        self._start()

    def stop(self) -> None:
        """Stop the process now; it holds nothing that needs saving."""
        self.connection.close()
        if self.process.is_alive():
            self.process.kill()
        self.process.join(timeout=5)


def start_all(count: int, nice: int, warm: Callable[[], Any] | None) -> list[SearchProcess]:
    """``count`` search processes, started (and warmed) side by side."""
    started: list[SearchProcess] = []
    lock = threading.Lock()

    def start() -> None:
        process = SearchProcess(nice, warm)
        with lock:
            started.append(process)

    threads = [threading.Thread(target=start) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if len(started) != count:
        for process in started:
            process.stop()
        raise SearchFailedError("the search processes could not be started")
    return started

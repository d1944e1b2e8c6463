"""How a request's body arrives: framing gunicorn lets through refused, a
body that does not arrive within ``BODY_SECONDS`` cut short (408, by a
patrol thread), a body read whole once (413 over ``MAX_CONTENT_LENGTH``
however it is framed, 400 for broken chunked framing, the connection then
closed), and a refused body drained before the answer."""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, Request, Response, request
from flask_smorest import abort
from gunicorn.http.errors import ParseException
from werkzeug.exceptions import ClientDisconnected, RequestEntityTooLarge
from werkzeug.wsgi import get_content_length

MALFORMED_CHUNKS = "The request body's chunked framing is malformed."
BROKEN_FRAMING = "fifteen.broken_framing"
"""Set in a request's environ when its body's framing is broken: where the
body ends is unknown, so the connection closes after the answer."""
LATE_BODY = "The request body did not arrive in time."
DRAIN_BYTES = 4 << 20
"""The most of a refused request's body read and dropped: more than nginx
lets through (3 MiB), so that behind it a refused body is always read."""


def drain(req: Request, most: int = DRAIN_BYTES) -> None:
    """Read and drop what is left of the request's body, up to ``most``
    bytes, so that a client (or nginx) still sending it reads the answer
    instead of meeting a closed connection.  Never raises."""
    stream = req.environ.get("wsgi.input")
    if stream is None or (req.content_length or 0) > most:
        return  # it cannot be read whole: the connection closes on it
    left = most if req.content_length is None else req.content_length
    try:
        while left > 0:
            chunk = stream.read(min(left, 64 << 10))
            if not chunk:
                return
            left -= len(chunk)
    except (ParseException, OSError, ValueError):
        return


class TimedInput:
    """A request body (``wsgi.input``) read from ``sock`` that must have
    arrived by ``deadline`` (a ``time.monotonic()`` instant).  A patrol
    (``_Patrol``) shuts the socket's reading side once the deadline passes
    with the body still being read: the read then ends, however slowly the
    caller was sending, and ``late`` says why."""

    def __init__(self, body: Any, sock: socket.socket, deadline: float) -> None:
        self.body, self.sock, self.deadline = body, sock, deadline
        self.late = False
        """Whether the body ran out of time (werkzeug reports it as a client
        that went away: ``read_body`` tells the two apart by this)."""
        self.watched = False
        """Whether the patrol has been told of it: at the first read, so that
        a body nobody reads (a GET's) never ends a connection."""
        self.settled = False
        """Whether it is all in (or no longer awaited): no deadline from then on."""

    def expire(self) -> None:
        """End the reading of a body that is late."""
        self.late = True
        try:
            self.sock.shutdown(socket.SHUT_RD)
        except OSError:
            pass  # already closed

    def read(self, size: int | None = None) -> bytes:
        self._watch()
        return bytes(self.body.read(size))

    def readline(self, size: int | None = None) -> bytes:
        self._watch()
        return bytes(self.body.readline(size))

    def _watch(self) -> None:
        if not self.watched:
            self.watched = True
            _PATROL.watch(self)

    def settle(self) -> None:
        """No deadline from now on: the body is all in, or the answer is
        written.  Once is enough; a body never read was never watched."""
        if self.watched and not self.settled:
            self.settled = True
            _PATROL.forget(self)

    def __iter__(self) -> TimedInput:
        return self

    def __next__(self) -> bytes:
        line = self.readline()
        if not line:
            raise StopIteration
        return line


class _Patrol:
    """The bodies still being read in this process, and a thread that looks
    at them every ``PATROL_SECONDS`` and ends those past their deadline.  It
    holds only requests in progress (a worker's threads' worth); the thread
    runs while there are any, started by the first (in each process: a
    forked thread does not run, ``reset``)."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """As made: no body, no thread.  In a new process (a gunicorn worker
        forked from its master) no patrol thread runs, nor is a body read."""
        self.reading: set[TimedInput] = set()
        self.lock = threading.Lock()
        self.thread: threading.Thread | None = None

    def watch(self, timed: TimedInput) -> None:
        with self.lock:
            self.reading.add(timed)
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="body-patrol", daemon=True)
                self.thread.start()

    def forget(self, timed: TimedInput) -> None:
        with self.lock:
            self.reading.discard(timed)

    def _run(self) -> None:
        try:
            while True:
                time.sleep(PATROL_SECONDS)
                with self.lock:  # so that a body forgotten meanwhile is never ended
                    self._end_late(time.monotonic())
                    if not self.reading:
                        self.thread = None  # idle: the next body starts another
                        return
        except BaseException:
            with self.lock:
                self.thread = None  # failed: the next body starts another
            raise

    def _end_late(self, now: float) -> None:
        """End the bodies past their deadline (the lock held)."""
        late = [timed for timed in self.reading if timed.deadline <= now]
        self.reading.difference_update(late)
        for timed in late:
            timed.expire()


PATROL_SECONDS = 0.25
"""How often the bodies being read are looked at: how late past its
deadline a body may be ended."""

_PATROL = _Patrol()
os.register_at_fork(after_in_child=_PATROL.reset)


def timed_bodies(app: Callable[..., Iterable[bytes]], seconds: float) -> Callable[..., Any]:
    """WSGI middleware: under gunicorn, whose gthread worker reads a body in
    one of its threads with no time limit, a request's body must arrive
    within ``seconds``, however it is sent (all at once late, or a byte at a
    time), so that a caller sending slowly cannot hold a thread (as nginx's
    ``client_body_timeout``); elsewhere (the test client), and for requests
    without a body, nothing changes."""

    def timed(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        sock = environ.get("gunicorn.socket")
        if not (isinstance(sock, socket.socket) and seconds > 0 and declares_a_body(environ)):
            return app(environ, start_response)
        timed_input = TimedInput(environ["wsgi.input"], sock, time.monotonic() + seconds)
        environ["wsgi.input"] = timed_input  # watched from its first read

        def closing(status: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
            if timed_input.late or not timed_input.watched or environ.get(BROKEN_FRAMING):
                # Late, or never read (a GET's, or one refused unread): what
                # follows is not a request of its own, and gunicorn would
                # read it in a thread, however slowly it came.
                _close_after_answer(start_response)
            return start_response(status, headers, *rest)

        try:
            return app(environ, closing)
        finally:
            timed_input.settle()

    return timed


def declares_a_body(environ: dict[str, Any]) -> bool:
    """Whether a request says a body follows its head: a chunked one, or a
    ``Content-Length`` other than 0 (however written: ``00`` is 0)."""
    if environ.get("HTTP_TRANSFER_ENCODING") is not None:
        return True
    length = environ.get("CONTENT_LENGTH", "").strip()
    return bool(length) and not (length.isascii() and length.isdigit() and int(length) == 0)


BODILESS = frozenset({"GET", "HEAD", "OPTIONS"})
"""Methods whose requests take no body here (RFC 9110 gives theirs no meaning)."""


def _close_after_answer(start_response: Callable[..., Any]) -> None:
    """Have gunicorn close the connection once this answer is written
    (``Connection: close``): what the caller sends after a body that ran out
    of time is the rest of that body, never a request of its own.  WSGI has
    no word for it; gunicorn's ``start_response`` is its response's method,
    and the response offers ``force_close``."""
    force_close = getattr(getattr(start_response, "__self__", None), "force_close", None)
    if callable(force_close):
        force_close()


def init_app(app: Flask) -> None:
    """Refuse framing gunicorn lets through (an HTTP/1.1 request without a
    Host: 400; a transfer coding other than chunked: 501, as nginx does), and
    read a refused body before answering 413 (413s come before reading: from
    the ``Content-Length``), if it is small enough to be read whole; bound
    the time a body may take to arrive (``timed_bodies``)."""
    app.wsgi_app = timed_bodies(app.wsgi_app, app.config["BODY_SECONDS"])  # type: ignore[method-assign]

    @app.before_request
    def check_framing() -> None:
        environ = request.environ
        if environ.get("SERVER_PROTOCOL") == "HTTP/1.1" and not environ.get("HTTP_HOST"):
            abort(400, message="An HTTP/1.1 request must send a Host header.", slug="bad-request")
        coding = environ.get("HTTP_TRANSFER_ENCODING")
        if coding is not None and coding.strip().lower() != "chunked":
            abort(
                501,
                message="The request uses a transfer coding other than chunked, "
                "which is not supported.",
            )
        if request.method in BODILESS and declares_a_body(environ):
            abort(
                400,
                message=f"A {request.method} request takes no body here: send a GET's "
                "parameters in its query string, or POST the JSON body.",
                slug="unexpected-body",
            )

    @app.after_request
    def drain_refused_bodies(response: Response) -> Response:
        if response.status_code == 413:
            drain(request)
        return response


def read_body(req: Request) -> bytes:
    """The whole body, read once: 413 past ``max_content_length`` whether
    the body has a ``Content-Length`` or is chunked, 400 when its chunked
    framing is broken or it is shorter than its ``Content-Length``, 408
    when it did not arrive in time."""
    environ = req.environ  # once: ``req`` is often Flask's proxy
    limit = req.max_content_length
    length = get_content_length(environ)
    try:
        data = _read(req, environ, limit, length)
    except RequestEntityTooLarge:
        raise
    except (ClientDisconnected, ParseException, OSError, ValueError) as error:
        if _late(environ):
            abort(408, message=LATE_BODY)
        if isinstance(error, ClientDisconnected):
            raise
        _broken_framing(environ)
    if limit is not None and len(data) > limit:
        abort(413)
    if _late(environ):
        abort(408, message=LATE_BODY)  # cut short by the patrol, not by the caller
    if length is not None and len(data) < length:
        _broken_framing(environ, "The request body is shorter than its Content-Length.")
    stream = environ.get("wsgi.input")
    if isinstance(stream, TimedInput):
        stream.settle()  # all in: the answer may take as long as it needs
    return data


def _read(req: Request, environ: dict[str, Any], limit: int | None, length: int | None) -> bytes:
    """The body's bytes, at most one past ``limit``.  A stream its server
    ends (``wsgi.input_terminated``: gunicorn decodes the chunks and stops
    at the ``Content-Length``) is read in one call; any other through
    werkzeug, which stops it at its ``Content-Length`` (and reads no
    chunked body: it cannot tell where one ends)."""
    if not environ.get("wsgi.input_terminated"):
        return req.get_data(cache=True)
    if limit is not None and length is not None and length > limit:
        raise RequestEntityTooLarge()
    size = length if length is not None else -1 if limit is None else limit + 1
    try:
        data: bytes = environ["wsgi.input"].read(size)
    except (OSError, ValueError) as error:  # as werkzeug reports a reading that failed
        raise ClientDisconnected() from error
    return data


def _broken_framing(environ: dict[str, Any], message: str = MALFORMED_CHUNKS) -> None:
    """400 ``malformed-framing``, the connection closed after it."""
    environ[BROKEN_FRAMING] = True
    abort(400, message=message, slug="malformed-framing")


def _late(environ: dict[str, Any]) -> bool:
    """Whether reading the body ran out of time (``TimedInput``)."""
    stream = environ.get("wsgi.input")
    return isinstance(stream, TimedInput) and stream.late

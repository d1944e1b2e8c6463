"""gunicorn's threaded worker, reading each request's head without a thread.

gunicorn's ``gthread`` worker gives a connection one of its threads as soon
as a byte of a request has arrived, and the thread then reads the request
line and headers with no time limit: a caller that sends a byte and waits
(or trickles its headers) holds the thread, and as many such callers as a
worker has threads stop it answering anyone (a "slowloris").  nginx, in
front of a public deployment, reads whole heads itself; this worker makes
gunicorn safe on its own too (``scripts/serve``, a deployment without the
proxy):

- a thread takes whatever of the head has arrived, without waiting, and
  gives the connection back to the worker's poller until more arrives, so
  that no thread waits on a caller while it sends its head;
- a head must be complete within ``FIFTEEN_HEADER_TIMEOUT`` seconds of its
  first byte (as nginx's ``client_header_timeout``; 0 for no limit): past
  that, 408 as a problem document and the connection closed;
- what the worker keeps of a head still arriving is at most ``HEAD_MOST``
  (past it, 431, or 414 for a request line alone), so that the connections
  a worker holds (gunicorn's ``worker_connections``) hold bounded memory;
- a connection that sends nothing waits in the poller, not in a thread
  (beyond ``FIRST_BYTES_SECONDS``), and is closed after gunicorn's
  keep-alive time, as before.

The body is read as gunicorn reads it, in the thread, bounded in time by the
app (``service.http.bodies.timed_bodies``).
"""

from __future__ import annotations

import socket
import time
from http import HTTPStatus
from typing import Any

from gunicorn.workers.gthread import _DEFER, TConn, ThreadWorker

from service.config import ServerConfig
from service.http.server_errors import problem_bytes

FIRST_BYTES_SECONDS = 0.05
"""How long a thread waits for a new connection's first bytes before giving
it to the poller (gunicorn's gthread waits 5 s, holding the thread)."""
HEAD_MOST = 32 << 10
"""The most a request's head may hold, as nginx's ``large_client_header_buffers
4 8k`` (deploy/nginx.conf): what a connection may have the worker keep while
its head arrives (a worker holds up to gunicorn's ``worker_connections``)."""
_HEAD_ENDS = (b"\r\n\r\n", b"\n\n")
"""How a request's head ends (gunicorn refuses a bare LF itself)."""


class HeadFirstWorker(ThreadWorker):  # type: ignore[misc]  # gunicorn is untyped
    """``gthread``, each request's head gathered by the poller first."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.head_seconds = ServerConfig().header_seconds

    def handle(self, conn: TConn) -> Any:
        """gunicorn's ``handle`` once the request's head has arrived whole;
        until then, back to the poller (``_DEFER``) without waiting."""
        if self.cfg.is_ssl or conn.is_http2 or self.cfg.http2_cleartext != "off":
            return super().handle(conn)  # none of them is used here: gunicorn's own way
        head = getattr(conn, "head", None)
        if head is None:
            head = conn.head = bytearray()
            conn.head_deadline = None
            if conn.parser is not None:  # what a keep-alive connection read ahead
                head += conn.parser.unreader.take_buffered()
        if not head and not conn.initialized and not conn.data_ready:
            # A new connection's first bytes are usually on their way: a
            # moment's wait spares most a round through the poller.
            conn.wait_for_data(FIRST_BYTES_SECONDS)
        ended = _gather(conn.sock, head, HEAD_MOST)
        if head and conn.head_deadline is None and self.head_seconds > 0:
            conn.head_deadline = time.monotonic() + self.head_seconds
        if not ended and not any(end in head for end in _HEAD_ENDS):
            if len(head) >= HEAD_MOST:  # as gunicorn's parser would: 414 or 431
                if b"\n" in head:
                    _refuse(conn.sock, 431, "The request headers are too large.")
                else:
                    _refuse(conn.sock, 414, "The request line is too long.")
                return False
            if conn.head_deadline is not None and time.monotonic() > conn.head_deadline:
                _refuse(conn.sock, 408, "The request's head did not arrive in time.")
                return False
            return _DEFER
        conn.head = None
        conn.data_ready = True
        conn.sock.setblocking(True)
        conn.init()  # the parser, reading the head from what was gathered
        conn.parser.unreader.unread(bytes(head))
        return super().handle(conn)


def _gather(sock: socket.socket, head: bytearray, most: int) -> bool:
    """Add to ``head`` what ``sock`` holds now, up to about ``most`` bytes,
    without waiting; True if the caller has closed its side."""
    sock.setblocking(False)
    try:
        while len(head) < most:
            try:
                data = sock.recv(64 << 10)
            except (BlockingIOError, InterruptedError):
                return False
            if not data:
                return True
            head += data
            if any(end in head for end in _HEAD_ENDS):
                return False
        return False
    except OSError:
        return True  # reset or broken: the parser will find it so


def _refuse(sock: socket.socket, status: int, detail: str) -> None:
    """Answer ``status`` to a head that cannot be read, and end the
    connection at once (gunicorn's closing would linger reading it)."""
    try:
        sock.send(problem_bytes(status, HTTPStatus(status).phrase, detail))
    except OSError:
        pass  # the caller cannot take even that: it is closed all the same
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass

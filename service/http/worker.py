"""gunicorn's threaded worker, with no thread and no loop waiting on a caller.

gunicorn's ``gthread`` worker gives a connection one of its threads as soon
as a byte of a request has arrived, and the thread then reads the request
line and headers with no time limit: a caller that sends a byte and waits
(or trickles its headers) holds the thread, and as many such callers as a
worker has threads stop it answering anyone (a "slowloris").  A new
connection holds a thread for up to 5 s waiting for its first byte, and a
connection closed after its answer (``Connection: close``, HTTP/1.0, an
error) is closed on the worker's one event loop, which waits up to 2 s for
the caller to close its side.  nginx, in front of a public deployment,
reads whole heads itself; this worker makes gunicorn safe on its own too
(``scripts/serve``, a deployment without the proxy):

- a thread takes whatever of the head has arrived, without waiting, and
  gives the connection back to the worker's poller until more arrives, so
  that no thread waits on a caller while it sends its head, or before;
- a head must be complete within ``FIFTEEN_HEADER_TIMEOUT`` seconds of its
  first byte (as nginx's ``client_header_timeout``; 0 for no limit): one
  completed later, or still arriving then, is answered 408 as a problem
  document and the connection closed; one that stops arriving is closed
  after gunicorn's keep-alive time of silence, as a connection that sends
  nothing is;
- a head may hold at most ``HEAD_MOST`` bytes (431, or 414 for a request
  line alone, past it, however it arrives), so that the connections a
  worker holds (gunicorn's ``worker_connections``) hold bounded memory;
- a connection is closed gracefully (its rest read and dropped until the
  caller closes, so that it is not reset before it has read its answer,
  the worker's own 408, 414 and 431 included) through the poller, for at
  most ``LINGER_SECONDS``, never by waiting; it counts as a connection the
  worker holds until then (bounded by ``worker_connections``, and let
  finish by a graceful stop);
- a head's time is counted to when its bytes were there, not to when a
  thread was free to look at them.

The body is read as gunicorn reads it, in the thread, bounded in time by the
app (``service.http.bodies.timed_bodies``).
"""

from __future__ import annotations

import selectors
import socket
import time
from collections import deque
from functools import partial
from http import HTTPStatus
from typing import Any

from gunicorn import util
from gunicorn.workers.gthread import _DEFER, TConn, ThreadWorker

from service.config import ServerConfig
from service.http.server_errors import DETAILS, problem_bytes

HEAD_MOST = 32 << 10
"""The most a request's head may hold, as nginx's ``large_client_header_buffers
4 8k`` (deploy/nginx.conf)."""
_HEAD_ENDS = (b"\r\n\r\n", b"\n\n")
"""How a request's head ends (gunicorn refuses a bare LF itself)."""
LINGER_SECONDS = 2.0
"""How long a closing connection is read and dropped at most (gunicorn's)."""
LINGER_BYTES = 64 << 10
"""How much of a closing connection is read and dropped at most (gunicorn's)."""


class HeadFirstWorker(ThreadWorker):  # type: ignore[misc]  # gunicorn is untyped
    """``gthread``, each request's head gathered by the poller first, and
    connections closed through the poller."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.head_seconds = ServerConfig().header_seconds
        self.lingering: deque[tuple[float, socket.socket]] = deque()
        """Closing connections by when they must be closed (some may be already)."""
        self.draining: set[socket.socket] = set()
        """The closing connections still open: each counts as a connection held."""

    def enqueue_req(self, conn: TConn) -> None:
        """gunicorn's (every ``handle`` comes from here, on the event loop),
        noting when: the head's time is counted to when its bytes were
        there, not to when a thread was free to look; and closing ``conn``
        through the poller."""
        conn.queued_at = time.monotonic()
        conn.close = partial(self._close, conn)
        super().enqueue_req(conn)

    def handle(self, conn: TConn) -> Any:
        """gunicorn's ``handle`` once the request's head has arrived whole;
        until then, back to the poller (``_DEFER``) without waiting."""
        if self.cfg.is_ssl or conn.is_http2 or self.cfg.http2_cleartext != "off":
            return super().handle(conn)  # none of them is used here: gunicorn's own way
        arrived = conn.queued_at
        head = getattr(conn, "head", None)
        if head is None:
            head = conn.head = bytearray()
            conn.head_deadline = None
            conn.head_scanned = 0  # how much of the head is known not to end it
            if conn.parser is not None:  # what a keep-alive connection read ahead
                head += conn.parser.unreader.take_buffered()
        ended = _gather(conn.sock, head, conn.head_scanned)
        if head and conn.head_deadline is None and self.head_seconds > 0:
            conn.head_deadline = arrived + self.head_seconds
        end = _end_of(head, conn.head_scanned)
        conn.head_scanned = len(head)
        if end > HEAD_MOST or (end < 0 and len(head) > HEAD_MOST):  # as gunicorn's parser would
            return _refuse(conn.sock, 431 if b"\n" in head[:HEAD_MOST] else 414)
        late = conn.head_deadline is not None and arrived > conn.head_deadline
        if late and (end >= 0 or not ended):
            return _refuse(conn.sock, 408)
        if end < 0 and not ended:
            return _DEFER
        conn.head = None
        conn.data_ready = True
        conn.sock.setblocking(True)
        conn.init()  # the parser, reading the head from what was gathered
        conn.parser.unreader.unread(bytes(head))
        return super().handle(conn)

    def handle_request(self, req: Any, conn: TConn) -> Any:
        """gunicorn's, answering a request of a later HTTP/1 minor version
        (``HTTP/1.2``) in HTTP/1.1, the latest this server speaks (RFC 9110
        section 2.5), not in the version it was asked in."""
        if req.version[0] == 1 and req.version[1] > 1:
            req.version = (1, 1)
        return super().handle_request(req, conn)

    def _close(self, conn: TConn, graceful: bool = False) -> None:
        """``conn.close`` (on the event loop): at once, or gracefully, its
        rest read and dropped by the poller until the caller closes, for at
        most ``LINGER_SECONDS``, instead of waiting for it.  A closing
        connection counts as one the worker holds until it is closed (so
        that the worker's ``worker_connections`` bound them, and a graceful
        stop lets them finish)."""
        sock = conn.sock
        if not graceful:
            util.close(sock)
            return
        try:
            sock.shutdown(socket.SHUT_WR)
            sock.setblocking(False)
            self.poller.register(sock, selectors.EVENT_READ, partial(self._drain, sock, [0]))
        except (OSError, ValueError, KeyError):
            util.close(sock)
            return
        self.nr_conns += 1
        self.draining.add(sock)
        self.lingering.append((time.monotonic() + LINGER_SECONDS, sock))

    def _drain(self, sock: socket.socket, drained: list[int], *_: Any) -> None:
        """Read and drop what a closing connection sends; close it once the
        caller has closed, or sent ``LINGER_BYTES``."""
        try:
            data = sock.recv(LINGER_BYTES)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        drained[0] += len(data)
        if not data or drained[0] >= LINGER_BYTES:
            self._unlinger(sock)

    def _unlinger(self, sock: socket.socket) -> None:
        """Close a closing connection, once."""
        if sock not in self.draining:
            return
        self.draining.discard(sock)
        self.nr_conns -= 1
        try:
            self.poller.unregister(sock)
        except (KeyError, ValueError, OSError):
            pass
        util.close(sock)

    def murder_pending(self) -> None:
        """gunicorn's, and the closing connections past their time closed."""
        super().murder_pending()
        now = time.monotonic()
        while self.lingering and self.lingering[0][0] <= now:
            self._unlinger(self.lingering.popleft()[1])


def _end_of(head: bytearray, scanned: int = 0) -> int:
    """Where ``head`` ends (the index after its blank line), or -1; its
    first ``scanned`` bytes are known to hold no end (an end may straddle
    them)."""
    start = max(0, scanned - 3)
    ends = [at + len(end) for end in _HEAD_ENDS if (at := head.find(end, start)) >= 0]
    return min(ends, default=-1)


def _gather(sock: socket.socket, head: bytearray, scanned: int) -> bool:
    """Add to ``head`` (its first ``scanned`` bytes known to hold no end)
    what ``sock`` holds now, until its end or past ``HEAD_MOST`` bytes,
    without waiting; True if the caller has closed its side."""
    sock.setblocking(False)
    try:
        while len(head) <= HEAD_MOST and _end_of(head, scanned) < 0:
            scanned = len(head)
            try:
                data = sock.recv(HEAD_MOST + 1 - len(head) + 4)
            except (BlockingIOError, InterruptedError):
                return False
            if not data:
                return True
            head += data
        return False
    except OSError:
        return True  # reset or broken: the parser will find it so


def _refuse(sock: socket.socket, status: int) -> bool:
    """Answer ``status`` to a head that cannot be read; False (the
    connection is not kept: gunicorn closes it, gracefully, through the
    poller, so that a caller still sending reads the answer)."""
    try:
        sock.send(problem_bytes(status, HTTPStatus(status).phrase, DETAILS[status]))
    except OSError:
        pass  # the caller cannot take even that: it is closed all the same
    return False

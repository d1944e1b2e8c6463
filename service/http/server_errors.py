"""gunicorn's own error answers as problem documents.

gunicorn answers requests it cannot parse (a bad request line, a URI or
header too long, an unsupported transfer coding, ...) itself, before the app
sees them, with an HTML page that quotes the request.  It has no hook for
those pages, so ``gunicorn.conf.py`` puts ``write_problem`` in place of
``gunicorn.util.write_error``: the same status, as the API's one error shape,
quoting nothing.
"""

from __future__ import annotations

import json
import socket

from gunicorn import util

from service.http.problem_types import problem_type

DETAILS = {
    400: "The request is malformed.",
    403: "The request is forbidden.",
    408: "The request's head did not arrive in time.",
    414: "The request line is too long.",
    417: "The Expect header is not supported.",
    431: "The request headers are too large.",
    500: "The server failed to answer; the failure has been logged.",
    501: "The request uses a transfer coding this server does not support.",
    505: "Use HTTP/1.0 or HTTP/1.1.",
}


def write_problem(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
    """Write a problem document for ``status_int`` and close the exchange
    (``mesg``, which quotes the request, is left out).  A request line of
    another HTTP version, which gunicorn answers 400, is 505, as nginx
    answers it."""
    if status_int == 400 and mesg.startswith("Invalid HTTP Version"):
        status_int, reason = 505, "HTTP Version Not Supported"
    util.write_nonblock(sock, problem_bytes(status_int, reason, DETAILS.get(status_int, reason)))


def problem_bytes(status: int, reason: str, detail: str) -> bytes:
    """A whole HTTP answer, a problem document, after which the connection
    closes."""
    body = json.dumps(
        {"type": problem_type(status), "title": reason, "status": status, "detail": detail}
    )
    head = (
        f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return (head + body).encode("latin-1")


def install() -> None:
    """Make gunicorn write ``write_problem`` for its own errors."""
    util.write_error = write_problem

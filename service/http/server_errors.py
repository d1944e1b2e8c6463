"""gunicorn's own error answers as problem documents.

gunicorn answers requests it cannot parse (a bad request line, a URI or
header too long, an unsupported transfer coding, ...) itself, before the app
sees them, with an HTML page that quotes the request.  Its worker's
``handle_error`` is where it does so, and ``ProblemWorker``, the gthread
worker ``gunicorn.conf.py`` names, answers there instead: the same status,
as the API's one error shape, quoting nothing.
"""

from __future__ import annotations

import json
import socket
import ssl
from http import HTTPStatus
from typing import Any

from gunicorn.http import errors
from gunicorn.workers.gthread import ThreadWorker

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


STATUS_OF: tuple[tuple[type[BaseException] | tuple[type[BaseException], ...], int], ...] = (
    # an answer header the app tried to send is the app's fault, not the caller's
    ((errors.InvalidResponseHeader, errors.InvalidResponseHeaderName), 500),
    (errors.ConfigurationProblem, 500),
    (errors.InvalidHTTPVersion, 505),  # another HTTP version, as nginx answers it
    (errors.UnsupportedTransferCoding, 501),
    (errors.LimitRequestLine, 414),
    (errors.ExpectationFailed, 417),
    (errors.LimitRequestHeaders, 431),
    (errors.ForbiddenProxyRequest, 403),
    (errors.ParseException, 400),
    (ssl.SSLError, 403),
)
"""The status of each error gunicorn meets reading a request, first match;
any other is a fault (500)."""


def status_of(error: BaseException) -> int:
    """The status gunicorn's reading of a request ends with, on ``error``."""
    return next((status for kind, status in STATUS_OF if isinstance(error, kind)), 500)


class ProblemWorker(ThreadWorker):  # type: ignore[misc]  # gunicorn has no type hints
    """gunicorn's gthread worker, answering what it cannot read with a
    problem document."""

    def handle_error(self, req: Any, client: socket.socket, addr: Any, exc: BaseException) -> None:
        """Log the error (a caller's as a warning, a fault with its
        traceback) and answer it; a caller gone meanwhile is not an error."""
        status = status_of(exc)
        if status == 500:
            self.log.exception("Error handling request")
        else:
            self.log.warning("Invalid request from ip=%s: %s", (addr or ("",))[0], exc)
        phrase = HTTPStatus(status).phrase
        try:
            client.sendall(problem_bytes(status, phrase, DETAILS.get(status, phrase)))
        except OSError:
            self.log.debug("Failed to send error message.")


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

"""How a body is read under gunicorn, in process: gunicorn's own request
parser over a socket pair hands the app the environ it hands it in a
worker (``wsgi.input_terminated``, the socket, its ``Body``), so that the
body goes through ``framing.read_body``'s one read of a stream gunicorn
ends.  (``test_http_framing`` sends the same through a real server.)"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from flask import Flask
from gunicorn.config import Config
from gunicorn.http import wsgi
from gunicorn.http.parser import RequestParser

from service import create_app

LIMIT = 1000
EMPTY_BOARD = {"board": [None] * 9, "player": "odd"}


@dataclass(frozen=True)
class Answer:
    status: int
    body: dict[str, Any]
    closes: bool
    """Whether gunicorn closes the connection after this answer."""


@pytest.fixture(scope="module")
def app() -> Iterator[Flask]:
    yield create_app(
        {"TESTING": True, "RATE_LIMIT": "off", "ACCESS_LOG": False, "MAX_CONTENT_LENGTH": LIMIT}
    )


def sent(app: Flask, raw: bytes) -> Answer:
    """The app's answer to ``raw`` (a whole request, the connection then
    half-closed by the caller), read as a gunicorn worker reads it."""
    ours, theirs = socket.socketpair()
    with ours, theirs:
        sender = threading.Thread(target=_send, args=(theirs, raw), daemon=True)
        sender.start()
        config = Config()
        request = next(RequestParser(config, ours, ("127.0.0.1", 1)))
        response, environ = wsgi.create(request, ours, ("127.0.0.1", 1), ("127.0.0.1", 80), config)
        body = b"".join(app(environ, response.start_response))
        sender.join()
        return Answer(int(response.status.split()[0]), json.loads(body), response.should_close())


def _send(sock: socket.socket, raw: bytes) -> None:
    try:
        sock.sendall(raw)
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass  # the answer came first


def post(body: bytes, framing: str) -> bytes:
    head = f"POST /v1/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n{framing}\r\n"
    return head.encode() + body


def chunked(body: bytes, size: int = 300) -> bytes:
    pieces = [body[i : i + size] for i in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"


def padded(length: int) -> bytes:
    """A valid move body of exactly ``length`` bytes (spaces after it)."""
    body = json.dumps(EMPTY_BOARD).encode()
    return body + b" " * (length - len(body))


def test_a_body_with_its_length_is_read_whole_and_answered(app: Flask) -> None:
    body = padded(LIMIT)
    answer = sent(app, post(body, f"Content-Length: {len(body)}\r\n"))
    assert answer.status == 200 and answer.body["move"] is not None
    assert not answer.closes


def test_a_chunked_body_up_to_the_limit_is_read_whole_and_answered(app: Flask) -> None:
    answer = sent(app, post(chunked(padded(LIMIT)), "Transfer-Encoding: chunked\r\n"))
    assert answer.status == 200 and answer.body["move"] is not None


def test_a_chunked_body_past_the_limit_is_413(app: Flask) -> None:
    answer = sent(app, post(chunked(padded(LIMIT + 1)), "Transfer-Encoding: chunked\r\n"))
    assert answer.status == 413


def test_a_length_past_the_limit_is_413_before_the_body_is_read(app: Flask) -> None:
    body = padded(LIMIT + 1)
    answer = sent(app, post(body, f"Content-Length: {len(body)}\r\n"))
    assert answer.status == 413


def test_a_body_shorter_than_its_length_is_400_and_closes(app: Flask) -> None:
    body = padded(200)
    answer = sent(app, post(body, f"Content-Length: {len(body) + 20}\r\n"))
    assert answer.status == 400
    assert answer.body["type"] == "urn:fifteen:problem:malformed-framing"
    assert answer.closes


def test_broken_chunked_framing_is_400_and_closes(app: Flask) -> None:
    answer = sent(app, post(b"zz\r\n{}\r\n0\r\n\r\n", "Transfer-Encoding: chunked\r\n"))
    assert answer.status == 400
    assert answer.body["type"] == "urn:fifteen:problem:malformed-framing"
    assert answer.closes

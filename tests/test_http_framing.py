"""HTTP framing that only a real server sees: chunked bodies, malformed or
too large, sent over raw sockets to gunicorn (gunicorn.conf.py)."""

from __future__ import annotations

import http.client
import io
import json
import socket
import time
from collections.abc import Iterator

import pytest

from harness.live import gunicorn
from service.http.framing import PATROL_SECONDS, TimedInput

pytestmark = pytest.mark.live

HEAD = (
    b"POST /v1/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
)
JSON = "application/json"
MOVE = json.dumps({"board": [None] * 9, "player": "odd"}).encode()


@pytest.fixture(scope="module")
def address() -> Iterator[tuple[str, int]]:
    with gunicorn() as url:
        host, port = url.removeprefix("http://").split(":")
        yield host, int(port)


def exchange(address: tuple[str, int], raw: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``raw``, read the whole answer (the server closes)."""
    with socket.create_connection(address, timeout=10) as sock:
        try:
            sock.sendall(raw)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered and closed before reading everything
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except ConnectionResetError:
            pass
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return status, {k.lower(): v for k, v in headers.items()}, body


def chunked(*chunks: bytes) -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(c), c) for c in chunks) + b"0\r\n\r\n"


def test_a_well_formed_chunked_body_is_answered(address: tuple[str, int]) -> None:
    status, _, body = exchange(address, HEAD + chunked(MOVE[:10], MOVE[10:]))
    assert status == 200, body


@pytest.mark.parametrize(
    "framing",
    [
        b"zz\r\nabc\r\n0\r\n\r\n",
        b"-5\r\nabcde\r\n0\r\n\r\n",
        b"0x5\r\nabcde\r\n0\r\n\r\n",
        b"5\r\nabcdeXX0\r\n\r\n",
        b"5;\x01bad\r\nabcde\r\n0\r\n\r\n",
        b"5\r\nabcde\r\n0\r\nbad trailer\r\n\r\n",
    ],
    ids=["size zz", "size -5", "size 0x5", "missing CRLF", "bad extension", "bad trailer"],
)
def test_malformed_chunked_framing_is_a_4xx_problem_never_a_500(
    address: tuple[str, int], framing: bytes
) -> None:
    kept = HEAD.replace(b"Connection: close\r\n", b"")  # the caller would go on
    status, headers, body = exchange(address, kept + framing)
    assert 400 <= status < 500, body
    if headers.get("content-type") == "application/problem+json":
        assert json.loads(body)["status"] == status
    assert b"Traceback" not in body
    assert headers["connection"] == "close"  # where the body ends is not known


def test_a_chunked_body_over_the_limit_is_413(address: tuple[str, int]) -> None:
    padding = b" " * 70_000  # JSON allows whitespace: the document itself is small
    status, headers, body = exchange(address, HEAD + chunked(MOVE[:-1], padding, MOVE[-1:]))
    assert status == 413, body
    assert headers["content-type"] == "application/problem+json"


def test_an_8_mb_chunked_body_is_413_not_cut_silently(address: tuple[str, int]) -> None:
    big = chunked(*([b" " * 65536] * 128), MOVE)
    status, _, body = exchange(address, HEAD + big)
    assert status == 413, body


@pytest.mark.parametrize(
    ("request_bytes", "status"),
    [
        (b"GARBAGE\r\n\r\n", 400),
        (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n", 431),
        (b"POST /v1/move HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
        (b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", 505),  # as nginx answers it
    ],
    ids=["bad request line", "long URI", "huge header", "transfer coding", "HTTP/9.9"],
)
def test_gunicorns_own_errors_are_problem_documents(
    address: tuple[str, int], request_bytes: bytes, status: int
) -> None:
    got, headers, body = exchange(address, request_bytes)
    assert got == status, body
    assert headers["content-type"] == "application/problem+json"
    assert json.loads(body)["status"] == status
    assert b"<html" not in body and b"aaaa" not in body and b"bbbb" not in body


def test_an_http_11_request_without_host_is_400(address: tuple[str, int]) -> None:
    """RFC 9112: a request of HTTP/1.1 without a Host is 400 (issue 25, finding 10)."""
    raw = (
        b"POST /v1/move HTTP/1.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(MOVE), MOVE)
    )
    status, headers, body = exchange(address, raw)
    assert status == 400
    assert headers["content-type"] == "application/problem+json"
    assert b"Host" in body


def test_a_body_shorter_than_its_content_length_is_400(address: tuple[str, int]) -> None:
    raw = (
        b"POST /v1/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(MOVE) + 20, MOVE)
    )
    with socket.create_connection(address, timeout=10) as sock:
        sock.sendall(raw)
        sock.shutdown(socket.SHUT_WR)  # the client sends no more
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    assert status == 400, answer[:300]
    assert b"application/problem+json" in answer


def test_a_transfer_coding_other_than_chunked_is_501(address: tuple[str, int]) -> None:
    raw = (
        b"POST /v1/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n" + chunked(MOVE)
    )
    status, headers, _ = exchange(address, raw)
    assert status == 501
    assert headers["content-type"] == "application/problem+json"


@pytest.fixture(scope="module")
def impatient() -> Iterator[tuple[str, int]]:
    """A server with one worker of two threads, whose requests' bodies must
    each arrive within a second (``FIFTEEN_BODY_TIMEOUT``)."""
    env = {
        "FIFTEEN_BODY_TIMEOUT": "1",
        "FIFTEEN_WORKERS": "1",
        "FIFTEEN_THREADS": "2",
    }
    with gunicorn(env=env) as url:
        host, port = url.removeprefix("http://").split(":")
        yield host, int(port)


def stalled(address: tuple[str, int], length: int = 50) -> socket.socket:
    """A connection that sends a request's head and the start of its body, then nothing."""
    sock = socket.create_connection(address, timeout=30)
    sock.sendall(
        b"POST /v1/math-scrabble/validate HTTP/1.1\r\nHost: x\r\n"
        b'Content-Type: application/json\r\nContent-Length: %d\r\n\r\n{"equation":' % length
    )
    return sock


def answer_status(sock: socket.socket) -> tuple[int, bytes]:
    """The answer's status and bytes, read until the server closes."""
    answer = b""
    while chunk := sock.recv(65536):
        answer += chunk
    return int(answer.split(b" ", 2)[1]), answer


def test_a_body_that_stops_arriving_is_408(impatient: tuple[str, int]) -> None:
    with stalled(impatient) as sock:
        status, answer = answer_status(sock)  # waits on the server, not on a clock
    assert status == 408, answer[:300]
    assert b"application/problem+json" in answer
    assert b"did not arrive in time" in answer


def test_after_a_late_body_the_connection_closes_and_the_rest_is_no_request(
    impatient: tuple[str, int],
) -> None:
    """What follows a body that ran out of time is the rest of that body:
    the 408 says ``Connection: close`` and nothing sent after it is
    answered as a request of its own."""
    smuggled = b"GET /v1/rules HTTP/1.1\r\nHost: x\r\n\r\n"
    with stalled(impatient, length=len(b'{"equation":') + len(smuggled)) as sock:
        answer = b""
        while b"did not arrive in time" not in answer:
            chunk = sock.recv(65536)  # waits on the server's 408, not on a clock
            assert chunk, answer[:300]
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 408"), answer[:300]
        assert b"\r\nConnection: close\r\n" in answer, answer[:300]
        try:
            sock.sendall(smuggled)
            rest = b""
            while chunk := sock.recv(65536):
                rest += chunk
        except (BrokenPipeError, ConnectionResetError):
            rest = b""
    assert b"HTTP/1.1" not in rest, rest[:300]


@pytest.mark.parametrize(
    "head",
    [
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 60000\r\n\r\n{",
        b"GET /v1/status?board=_,_,_,_,5,_,_,_,_ HTTP/1.1\r\nHost: x\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n1\r\n{",
        b"OPTIONS /v1/move HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{",
    ],
    ids=["GET with a length", "GET chunked", "OPTIONS"],
)
def test_a_request_of_a_method_without_a_body_that_sends_one_is_400_and_closed(
    impatient: tuple[str, int], head: bytes
) -> None:
    """Such a body means nothing (RFC 9110), is not read, and is not left for
    gunicorn to read in a thread, however slowly it comes: the answer says
    ``Connection: close``."""
    with socket.create_connection(impatient, timeout=30) as sock:
        sock.sendall(head)
        answer = one_answer(sock)
    assert answer.startswith(b"HTTP/1.1 400"), answer[:300]
    assert b"\r\nConnection: close\r\n" in answer, answer[:300]
    assert b"urn:fifteen:problem:unexpected-body" in answer


def test_callers_stalling_bodies_nobody_reads_hold_no_thread(impatient: tuple[str, int]) -> None:
    """Five times as many GETs as the server has threads, each declaring a
    body it then does not send: each is refused at once and another caller
    is answered meanwhile (before, each was answered and then held a thread
    while gunicorn waited to read the body nobody had asked for)."""
    head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 60000\r\n\r\n{"
    sockets = [socket.create_connection(impatient, timeout=30) for _ in range(10)]
    try:
        for sock in sockets:
            sock.sendall(head)
            assert one_answer(sock).startswith(b"HTTP/1.1 400")
        assert answered_meanwhile(impatient) == 200
    finally:
        for sock in sockets:
            sock.close()


def test_a_body_sent_a_byte_at_a_time_is_408_once_its_time_is_up(
    impatient: tuple[str, int],
) -> None:
    """Each byte in time for the last is not enough: the whole body must be."""
    with stalled(impatient, length=200) as sock:
        answer = trickled(sock, b" " * 100)  # 30 s at most, far past the 1 s allowed
    assert answer.startswith(b"HTTP/1.1 408"), answer[:300]


def trickled(sock: socket.socket, sent: bytes) -> bytes:
    """Send ``sent`` a byte every 0.3 s until an answer comes (or the server
    stops reading), and that answer's first bytes."""
    sock.settimeout(0.3)
    for byte in sent:
        try:
            sock.sendall(bytes([byte]))
            return sock.recv(65536)
        except TimeoutError:
            continue
        except (BrokenPipeError, ConnectionResetError):
            break
    return b""


def answered_meanwhile(address: tuple[str, int]) -> int:
    """The status another caller gets for ``/healthz``, over its own connection."""
    with socket.create_connection(address, timeout=30) as other:
        other.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        return answer_status(other)[0]


def test_many_requests_in_one_packet_are_each_answered(address: tuple[str, int]) -> None:
    one = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    last = b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    with socket.create_connection(address, timeout=30) as sock:
        sock.sendall(one * 199 + last)
        status, answer = answer_status(sock)
    assert status == 200 and answer.count(b"HTTP/1.1 200 OK") == 200


def test_a_head_in_pieces_on_a_kept_connection_is_answered(impatient: tuple[str, int]) -> None:
    """Heads gathered by the poller, whole or in pieces, first or kept alive,
    one by one or pipelined, reach the app as sent."""
    with socket.create_connection(impatient, timeout=30) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        first = one_answer(sock)
        for piece in (b"GET /heal", b"thz HTTP/1.1\r\nHo", b"st: x\r\n\r\n"):
            sock.sendall(piece)
            time.sleep(0.05)  # sent apart (a shorter gap only sends them together)
        second = one_answer(sock)
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n" + HEAD + chunked(MOVE))
        status, rest = answer_status(sock)
    assert first.startswith(b"HTTP/1.1 200") and second.startswith(b"HTTP/1.1 200")
    assert status == 200 and rest.count(b"HTTP/1.1 200") == 2 and b'"move"' in rest


def one_answer(sock: socket.socket) -> bytes:
    """One answer on a kept connection: its head, then its Content-Length."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(65536)
        assert chunk, answer
        answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, answer
        body += chunk
    assert len(body) == length, answer  # nothing of a next answer read
    return head + b"\r\n\r\n" + body


def test_a_body_declared_over_the_limit_is_413_before_it_is_sent(
    address: tuple[str, int],
) -> None:
    """Refused at once, not after waiting for the body (10 s here)."""
    started = time.monotonic()
    with stalled(address, length=10**9) as sock:
        answer = sock.recv(65536)  # the status line; the server then waits to close
    assert answer.startswith(b"HTTP/1.1 413"), answer[:300]
    assert time.monotonic() - started < 5  # about a thousand times what it takes


def test_an_answer_that_takes_longer_than_the_body_may_keeps_its_connection(
    impatient: tuple[str, int],
) -> None:
    """The deadline is for the body: once it is in, the answer may take its
    time (a search of 2 s here, against 1 s for the body), and the
    connection stays open for the next request."""
    connection = http.client.HTTPConnection(*impatient, timeout=60)
    try:
        body = json.dumps({"rack": "123456+=?", "budget_ms": 2000})
        connection.request(
            "POST", "/v1/math-scrabble/moves", body, {"Content-Type": "application/json"}
        )
        first = connection.getresponse()
        assert first.status == 200, first.read()[:300]
        first.read()
        connection.request("GET", "/healthz")
        assert connection.getresponse().status == 200
    finally:
        connection.close()


def test_a_body_is_watched_from_its_first_read_and_ended_once_late() -> None:
    """A body nobody reads (a GET's) has no deadline, so a slow answer keeps
    its connection; one being read past its deadline is ended: its socket
    reads nothing more."""
    ours, theirs = socket.socketpair()
    with ours, theirs:
        late = TimedInput(io.BytesIO(b"{}"), ours, deadline=time.monotonic() - 1)
        time.sleep(3 * PATROL_SECONDS)
        assert not late.late  # not read: not watched
        late.read(1)
        for _ in range(400):  # wait on the patrol, up to 100 s
            if late.late:
                break
            time.sleep(PATROL_SECONDS)
        assert late.late
        assert ours.recv(10) == b""  # the reading side is shut: no waiting for more

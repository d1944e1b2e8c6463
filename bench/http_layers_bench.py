"""What each layer of ``POST /v1/move`` costs, in process, against
``GET /healthz``: where the HTTP path's time goes, beside ``http_bench``'s
ratio under gunicorn.

Run: ``.venv/bin/python -m bench.http_layers_bench [--requests 3000] [--repeats 5]``

The app is called as gunicorn calls it (a WSGI environ with its socket and
``wsgi.input_terminated``, so that the body goes through the same reading),
without the server.  Probe routes, added to this bench's app only, each do
one layer more than the one before, on the same bodies as ``http_bench``:

- ``raw``: the body read by werkzeug, a constant answer;
- ``parsed``: the body read and parsed as the API parses every JSON body;
- ``arguments``: flask-smorest's ``arguments`` and ``response`` with the
  move request's schema, a constant answer;
- ``answered``: the same, answered by the engine (``move_answer``) and
  written from its dict (``json_response``);
- ``/v1/move`` itself: its price and its documentation too, and its answer
  written as text (``move_answer_text``).

Best of ``--repeats`` runs of ``--requests`` requests each, in microseconds.
"""

from __future__ import annotations

import argparse
import io
import socket
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from flask import Flask, Response, request
from flask.views import MethodView

from bench.http_bench import move_bodies
from service import create_app
from service.api.tictactoe import move_answer
from service.http.bodies import JsonBlueprint, load_json
from service.http.render import json_response
from service.parts import parts
from service.schemas import MOVE_REQUEST, MOVE_RESPONSE

CONSTANT = '{"ok":true}'


def probes() -> JsonBlueprint:
    """The probe routes, each one layer more than the one before."""
    blp = JsonBlueprint("probe", __name__, url_prefix="/probe")

    @blp.route("/raw", methods=["POST"])
    def raw() -> Response:
        request.get_data()
        return Response(CONSTANT, mimetype="application/json")

    @blp.route("/parsed", methods=["POST"])
    def parsed() -> Response:
        load_json(request)
        return Response(CONSTANT, mimetype="application/json")

    @blp.route("/arguments")
    class Arguments(MethodView):
        @blp.arguments(MOVE_REQUEST)
        @blp.response(200, MOVE_RESPONSE)
        def post(self, args: dict[str, Any]) -> Response:
            return Response(CONSTANT, mimetype="application/json")

    @blp.route("/answered")
    class Answered(MethodView):
        @blp.arguments(MOVE_REQUEST)
        @blp.response(200, MOVE_RESPONSE)
        def post(self, args: dict[str, Any]) -> Response:
            return json_response(move_answer(args))

    return blp


def caller(app: Flask, server_side: socket.socket) -> Callable[[str, str, bytes], None]:
    """A function calling ``app`` as gunicorn does on the connection
    ``server_side`` (never read: the bodies are in memory), reading the
    whole answer."""

    def start_response(status: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
        assert status.startswith("200"), status
        return None

    def call(method: str, path: str, body: bytes) -> None:
        environ: dict[str, Any] = {
            "REQUEST_METHOD": method,
            "PATH_INFO": path,
            "QUERY_STRING": "",
            "SERVER_NAME": "localhost",
            "SERVER_PORT": "8000",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "HTTP_HOST": "localhost:8000",
            "REMOTE_ADDR": "127.0.0.1",
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(body),
            "wsgi.input_terminated": True,
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
            "gunicorn.socket": server_side,
        }
        if body:
            environ["CONTENT_TYPE"] = "application/json"
            environ["CONTENT_LENGTH"] = str(len(body))
        b"".join(app(environ, start_response))

    return call


class Route(NamedTuple):
    """A route timed: its label, method and path, and whether it is sent
    the move bodies."""

    label: str
    method: str
    path: str
    with_body: bool = True

    def requests(
        self, call: Callable[[str, str, bytes], None], bodies: list[bytes]
    ) -> Callable[[int], None]:
        """The ``i``-th request to this route (the ``i``-th body, in turn)."""

        def request_number(i: int) -> None:
            call(self.method, self.path, bodies[i % len(bodies)] if self.with_body else b"")

        return request_number


def best_us(work: Callable[[int], None], requests: int, repeats: int) -> float:
    """The best of ``repeats`` runs of ``requests`` calls, in us a call."""
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        for i in range(requests):
            work(i)
        best = min(best, time.perf_counter() - started)
    return best / requests * 1e6


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    app = create_app({"ACCESS_LOG": False, "RATE_LIMIT": "off"})
    parts(app).api.register_blueprint(probes())
    server_side, client_side = socket.socketpair()
    with server_side, client_side:
        time_routes(caller(app, server_side), args.requests, args.repeats)
    return 0


def time_routes(call: Callable[[str, str, bytes], None], requests: int, repeats: int) -> None:
    """Print each route's time and its difference from the first's."""
    bodies = [body.encode() for body in move_bodies(500)]
    routes = [Route("GET /healthz (baseline)", "GET", "/healthz", with_body=False)]
    for name in ("raw", "parsed", "arguments", "answered"):
        routes.append(Route(f"POST /probe/{name}", "POST", f"/probe/{name}"))
    routes.append(Route("POST /v1/move", "POST", "/v1/move"))
    print(f"in process, best of {repeats} x {requests} requests")
    baseline = None
    for route in routes:
        work = route.requests(call, bodies)
        work(0)  # warm: the first request of a route builds what it caches
        took = best_us(work, requests, repeats)
        baseline = baseline or took
        print(f"{route.label:26}{took:8.1f} us   {took - baseline:+7.1f} us against /healthz")


if __name__ == "__main__":
    raise SystemExit(main())

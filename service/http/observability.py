"""Request ids, one JSON log line per request, and Prometheus metrics.

The metrics are defined in ``service.metrics``.  They work across gunicorn
workers in prometheus-client's multiprocess mode when
``PROMETHEUS_MULTIPROC_DIR`` is set (``gunicorn.conf.py`` sets it); without
it, as under the test client, they are kept in process.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import time
import uuid
from collections.abc import Callable

from flask import Flask, Response, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    generate_latest,
    multiprocess,
)

from service.metrics import LATENCY, REQUESTS, SOLVE_QUEUE, SOLVES_RUNNING

MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
"""Whether values live in files shared by workers: prometheus-client decides
once, when imported (just above), so this module does the same."""

REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Methods counted under their own name; any other is counted as ``other``,
so that no caller can add metric series."""

access_log = logging.getLogger("fifteen.access")


def _configure_access_log() -> None:
    if not access_log.handlers:
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter("%(message)s"))
        access_log.addHandler(handler)
        access_log.setLevel(logging.INFO)
        access_log.propagate = False


def init_app(app: Flask, solve_counts: Callable[[], tuple[int, int]]) -> None:
    """Give every request an id, a log line and metrics; serve ``/metrics``,
    with the variant solves waiting and running as ``solve_counts`` says."""
    _configure_access_log()

    @app.before_request
    def start() -> None:
        g.started = time.perf_counter()
        given = request.headers.get("X-Request-ID", "")
        g.request_id = given if REQUEST_ID.match(given) else uuid.uuid4().hex

    @app.after_request
    def finish(response: Response) -> Response:
        elapsed = time.perf_counter() - g.get("started", time.perf_counter())
        request_id = g.get("request_id") or uuid.uuid4().hex
        response.headers["X-Request-ID"] = request_id
        response.headers["API-Version"] = app.config["API_VERSION"]
        # No answer may be sniffed into another type (the API's JSON, /docs, the page).
        response.headers["X-Content-Type-Options"] = "nosniff"
        rule, given = request.url_rule, request.method
        endpoint = rule.rule if rule else "unmatched"
        method = given if given in METHODS else "other"
        REQUESTS.labels(endpoint, method, str(response.status_code)).inc()
        LATENCY.labels(endpoint).observe(elapsed)
        if app.config.get("ACCESS_LOG", True):
            access_log.info(
                json.dumps(
                    {
                        "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                        "request_id": request_id,
                        "client": request.remote_addr,
                        "method": given[:16],
                        "path": request.path,
                        "status": response.status_code,
                        "latency_ms": round(elapsed * 1000, 3),
                    }
                )
            )
        return response

    # Only the exact path: the app's other routes forgive a trailing slash.
    @app.get("/metrics", strict_slashes=True)
    def metrics() -> Response:
        waiting, running = solve_counts()
        SOLVE_QUEUE.set(waiting)
        SOLVES_RUNNING.set(running)
        if MULTIPROCESS:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        else:
            registry = REGISTRY
        # content_type, not mimetype: werkzeug would add a second charset.
        return Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)

"""Request ids, one JSON log line per request, and Prometheus metrics.

Metrics work across gunicorn workers in prometheus-client's multiprocess mode
when ``PROMETHEUS_MULTIPROC_DIR`` is set (``gunicorn.conf.py`` sets it);
without it, as under the test client, they are kept in process.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import time
import uuid

from flask import Flask, Response, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
"""Whether values live in files shared by workers: prometheus-client decides
once, when imported (just above), so this module does the same."""

REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Methods counted under their own name; any other is counted as ``other``,
so that no caller can add metric series."""

REQUESTS = Counter(
    "fifteen_requests_total", "HTTP requests answered.", ["endpoint", "method", "status"]
)
LATENCY = Histogram(
    "fifteen_request_seconds",
    "Time to answer a request, in seconds.",
    ["endpoint"],
    buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30),
)
TABLE_LOOKUPS = Counter(
    "fifteen_table_lookups_total", "Requests answered from a precomputed table.", ["rules"]
)
CACHE = Counter(
    "fifteen_variant_cache_total",
    "Variant solution lookups in Redis: hit, miss or error.",
    ["result"],
)
SOLVES_QUEUED = Counter("fifteen_solves_queued_total", "Variant solves queued by this service.")
SOLVES_FINISHED = Counter(
    "fifteen_solves_finished_total",
    "Variant solves run by this worker's solver processes, by result: done or failed.",
    ["result"],
)
SOLVE_SECONDS = Histogram(
    "fifteen_solve_seconds",
    "Time a variant solve took, in seconds.",
    buckets=(0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120),
)
SOLVE_REJECTIONS = Counter(
    "fifteen_solve_rejections_total",
    "Variant positions not solved, by reason: too_large (422 before any work), "
    "queue_full (503), estimates_spent (503: a request pricing too many rule sets), "
    "failed (a recent solve hit a ceiling) or no_wait (202 at once: "
    "every waiting place of the worker taken).",
    ["reason"],
)
SOLVE_QUEUE = Gauge(
    "fifteen_solve_queue_jobs",
    "Variant solves waiting, as the worker answering /metrics sees them (its own "
    "local jobs plus, with Redis, the shared queue).",
    multiprocess_mode="livemax",
)
SOLVES_RUNNING = Gauge(
    "fifteen_solves_running",
    "Variant solves running, as the worker answering /metrics sees them.",
    multiprocess_mode="livemax",
)

access_log = logging.getLogger("fifteen.access")


def _configure_access_log() -> None:
    if not access_log.handlers:
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(logging.Formatter("%(message)s"))
        access_log.addHandler(handler)
        access_log.setLevel(logging.INFO)
        access_log.propagate = False


def init_app(app: Flask) -> None:
    """Give every request an id, a log line and metrics; serve ``/metrics``."""
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
        req = request._get_current_object()  # type: ignore[attr-defined]  # once, not per use
        response.headers["X-Request-ID"] = request_id
        response.headers["API-Version"] = app.config["API_VERSION"]
        # No answer may be sniffed into another type (the API's JSON, /docs, the page).
        response.headers["X-Content-Type-Options"] = "nosniff"
        endpoint = req.url_rule.rule if req.url_rule else "unmatched"
        method = req.method if req.method in METHODS else "other"
        REQUESTS.labels(endpoint, method, str(response.status_code)).inc()
        LATENCY.labels(endpoint).observe(elapsed)
        if app.config.get("ACCESS_LOG", True):
            access_log.info(
                json.dumps(
                    {
                        "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                        "request_id": request_id,
                        "client": req.remote_addr,
                        "method": req.method[:16],
                        "path": req.path,
                        "status": response.status_code,
                        "latency_ms": round(elapsed * 1000, 3),
                    }
                )
            )
        return response

    # Only the exact path: the app's other routes forgive a trailing slash.
    @app.get("/metrics", strict_slashes=True)
    def metrics() -> Response:
        variants = app.extensions.get("fifteen.variants")
        if variants is not None:
            waiting, running = variants.solve_counts()
            SOLVE_QUEUE.set(waiting)
            SOLVES_RUNNING.set(running)
        if MULTIPROCESS:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        else:
            registry = REGISTRY
        # content_type, not mimetype: werkzeug would add a second charset.
        return Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)

"""The service's Prometheus metrics, defined once at the bottom of the
service so that any layer counts what it does without knowing HTTP;
``service.http.observability`` serves them at ``/metrics``.

They work across gunicorn workers in prometheus-client's multiprocess mode
when ``PROMETHEUS_MULTIPROC_DIR`` is set (``gunicorn.conf.py`` sets it).
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

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

"""gunicorn settings for fifteen: ``gunicorn --config gunicorn.conf.py service.wsgi:app``.

Chosen for a CPU-light, latency-sensitive JSON service whose state is a
read-only table.  Environment variables override the deployment-specific
settings (``service.config.ServerConfig`` reads them); the README lists them.
"""

import gc
import os
import shutil
import sys
import tempfile
from typing import Any

# Prometheus metrics from every worker: prometheus-client's multiprocess mode
# keeps each process's values in files under this directory.  It must exist,
# emptied of an earlier run's files, before the preloaded app is imported,
# which happens right after this file is read, and before anything of the
# service is imported here.
OWN_METRICS_DIR = "PROMETHEUS_MULTIPROC_DIR" not in os.environ
"""Whether the metrics directory is this server's own, removed when it stops."""
os.environ.setdefault(
    "PROMETHEUS_MULTIPROC_DIR",
    os.path.join(tempfile.gettempdir(), f"fifteen-metrics-{os.getpid()}"),
)
shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)
os.makedirs(os.environ["PROMETHEUS_MULTIPROC_DIR"], exist_ok=True)

from service.config import ServerConfig  # noqa: E402 - after the metrics directory is set

server_config = ServerConfig()

# Where to listen: loopback by default; the container image sets 0.0.0.0:8000.
bind = server_config.bind

# Load the app, and with it the mmap'd tables, once in the master before
# forking, so every worker shares the same table pages (copy-on-write).
preload_app = True

# Answers take microseconds of CPU: one process per core keeps the cores busy
# (the searches run on processes of their own, service/searches).
# Threads let a worker hold keep-alive connections from game servers open
# while it answers others (sync workers close the connection every request).
# A thread reads a request as it arrives: nginx, the only public door, hands
# gunicorn whole requests and takes whole answers (see below).
workers = server_config.workers
worker_class = "service.http.server_errors.ProblemWorker"  # gthread, errors as problems
threads = server_config.threads
keepalive = 5

# Answers take milliseconds: requests never solve (solver processes do) and
# wait for a solve at most FIFTEEN_SOLVE_WAIT (2 s); a worker silent for
# longer than this is stuck.
timeout = 30
# What gunicorn reads itself is bounded in size: the request line, the number
# and size of header fields (past them: 414 or 431, as problem documents, see
# below).  gunicorn does not bound in time the reading of a head or body in a
# gthread worker's thread (the app ends a body late by FIFTEEN_BODY_TIMEOUT,
# 408, but its thread is held until then), nor the writing of an answer to a
# caller that reads slowly: 8 slow callers stop a worker of 8 threads.  So
# nginx is the only door of a deployment: deploy/nginx.conf buffers whole
# requests and answers under timeouts, so that a slow caller holds no thread
# at all; the image's gunicorn port is reached only by nginx in compose, and
# scripts/serve binds loopback only.
limit_request_line = 4094
limit_request_fields = 64
limit_request_field_size = 8190

# On SIGTERM, finish requests in flight for up to 8 s: less than the 10 s a
# container runtime (docker compose's stop_grace_period) waits before SIGKILL.
graceful_timeout = 8

# Logs go to stdout/stderr for the container runtime.  The app writes the
# access log itself, one JSON line per request with its request id, so
# gunicorn's own access log is off; its error log stays on stderr.
accesslog = None
errorlog = "-"
loglevel = server_config.log_level

# The control socket (gunicorn 25+) serves nobody here and would need a
# writable home directory, which the container's user does not have.
control_socket_disable = True


# Keep the master's heap compact and out of the garbage collector's reach:
# collections write to every object they visit, which would copy every shared
# page into each worker.  No collection runs while the app loads; just before
# each fork, everything loaded is frozen (gc.freeze, made for pre-fork
# servers), and the worker collects again on its own objects only.
gc.disable()


def pre_fork(server: Any, worker: Any) -> None:
    gc.freeze()


def post_fork(server: Any, worker: Any) -> None:
    gc.enable()
    # A worker's threads share one interpreter lock.  The searches run on
    # search processes of their own (service/searches), but a thread that
    # parses a large body or a batch still holds the lock a while; one that
    # answers a lookup waits for it after each read or write of its socket,
    # up to the switch interval each time: 0.5 ms, not Python's 5 ms.
    sys.setswitchinterval(server_config.switch_seconds)


def post_worker_init(worker: Any) -> None:
    """Start this worker's search processes before it takes a request (if
    they cannot start now, the first search tries again)."""
    from service import searches

    try:
        searches.start(worker.wsgi)
    except searches.SearchFailedError as error:
        worker.log.error("search processes not started: %s", error)


def worker_exit(server: Any, worker: Any) -> None:
    """Stop this worker's search and local solver processes with it; their
    unfinished solves are marked stale and run again when next asked for."""
    from service.app import close

    close(worker.wsgi)


def on_exit(server: Any) -> None:
    """Remove the metrics directory this server made for itself (one given
    in PROMETHEUS_MULTIPROC_DIR is the operator's, and stays)."""
    if OWN_METRICS_DIR:
        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)


def child_exit(server: Any, worker: Any) -> None:
    """Drop a dead worker's live gauges from the metrics (counters are kept)."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)

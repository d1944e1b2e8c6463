"""Configuration, read from environment variables in this one place: the
app's (``Config``) and gunicorn's (``ServerConfig``, read by
``gunicorn.conf.py``).

Every variable is listed, with its default, in docs/operations.md's configuration
table.  The two folders, ``FIFTEEN_TABLES`` and ``FIFTEEN_VARIANTS_DIR``, are
read by ``solver.tictactoe.store`` (whose command line builds into them) and taken
from there.
"""

from __future__ import annotations

import os
from importlib.metadata import version
from typing import Any

from solver.tictactoe.store import tables_dir, variants_dir
from solver.tictactoe.variants import DEFAULT_SOLVE_LIMIT


def _int(name: str, default: int, minimum: int = 0) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise RuntimeError(f"{name} must be an integer, got {raw!r}") from None
    if value < minimum:
        raise RuntimeError(f"{name} must be at least {minimum}, got {value}")
    return value


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise RuntimeError(f"{name} must be a number, got {raw!r}") from None
    if not 0 <= value < float("inf"):
        raise RuntimeError(f"{name} must be a number of seconds, got {raw!r}")
    return value


DEFAULT_BIND = "127.0.0.1:8000"
"""Where ``scripts/serve`` answers."""


class ServerConfig:
    """gunicorn's deployment settings; the rest of its settings are fixed in
    ``gunicorn.conf.py``, with the reasons."""

    def __init__(self) -> None:
        self.bind = os.environ.get("FIFTEEN_BIND") or DEFAULT_BIND
        self.workers = _int("FIFTEEN_WORKERS", 2, minimum=1)
        self.threads = _int("FIFTEEN_THREADS", 8, minimum=1)
        self.log_level = os.environ.get("FIFTEEN_LOG_LEVEL") or "info"
        # How long a worker thread holds Python's interpreter lock while
        # another waits for it (sys.setswitchinterval; Python's own: 5 ms).
        self.switch_seconds = _float("FIFTEEN_SWITCH_INTERVAL", 0.0005)
        if self.switch_seconds <= 0:
            raise RuntimeError("FIFTEEN_SWITCH_INTERVAL must be more than 0 seconds")


class Config:
    """Settings for ``create_app``; each attribute becomes ``app.config[...]``."""

    def __init__(self) -> None:
        self.MAX_CONTENT_LENGTH = _int("FIFTEEN_MAX_BODY_BYTES", 64 * 1024)
        self.BODY_SECONDS = _float("FIFTEEN_BODY_TIMEOUT", 10.0)
        self.BATCH_MAX_BYTES = _int("FIFTEEN_BATCH_MAX_BYTES", 2 << 20, minimum=1 << 20)
        self.REDIS_URL = os.environ.get("REDIS_URL") or None
        self.CACHE_MAX_SOLUTIONS = _int("FIFTEEN_CACHE_MAX_SOLUTIONS", 32)
        self.CACHE_TTL_SECONDS = _int("FIFTEEN_CACHE_TTL", 86_400)
        self.TABLES_DIR = str(tables_dir())
        self.VARIANTS_DIR = str(variants_dir())
        self.VARIANT_MEMORY_MB = _int("FIFTEEN_VARIANT_MEMORY_MB", 16, minimum=1)
        self.VARIANT_DISK_MB = _int("FIFTEEN_VARIANT_DISK_MB", 1024, minimum=16)
        self.SOLVE_LIMIT = _int("FIFTEEN_SOLVE_LIMIT", DEFAULT_SOLVE_LIMIT)
        self.SOLVE_WAIT_SECONDS = _float("FIFTEEN_SOLVE_WAIT", 2.0)
        self.SOLVE_WAITERS = _int("FIFTEEN_SOLVE_WAITERS", 2, minimum=1)
        self.SOLVERS = _int("FIFTEEN_SOLVERS", 1, minimum=1)
        self.SOLVE_QUEUE = _int("FIFTEEN_SOLVE_QUEUE", 16, minimum=1)
        self.SOLVE_MEMORY_MB = _int("FIFTEEN_SOLVE_MEMORY_MB", 1024, minimum=64)
        self.SOLVE_SECONDS = _int("FIFTEEN_SOLVE_SECONDS", 120, minimum=1)
        self.PROXY_HOPS = _int("FIFTEEN_PROXY_HOPS", 0)
        self.RATE_LIMIT = os.environ.get("FIFTEEN_RATE_LIMIT") or "30000 per minute"
        self.VARIANT_COST = _int("FIFTEEN_VARIANT_COST", 10, minimum=1)
        # Search processes per API worker (0: one a core across the workers),
        # the searches that may wait for one, and for how long:
        self.SEARCH_PROCESSES = _int("FIFTEEN_SEARCH_PROCESSES", 0, minimum=0)
        self.SEARCH_QUEUE = _int("FIFTEEN_SEARCH_QUEUE", 2, minimum=0)
        self.SEARCH_WAIT_SECONDS = _float("FIFTEEN_SEARCH_WAIT", 3.0)
        self.SEARCH_NICE = _int("FIFTEEN_SEARCH_NICE", 5, minimum=0)
        # Where searches run: "local" (this host's search processes) or "rq"
        # (RQ search workers on any host, through REDIS_URL).
        self.SEARCHES = (os.environ.get("FIFTEEN_SEARCHES") or "local").strip().lower()
        if self.SEARCHES not in ("local", "rq"):
            raise RuntimeError("FIFTEEN_SEARCHES must be local or rq")
        self.BATCH_SLOTS = _int("FIFTEEN_BATCH_SLOTS", 2, minimum=1)
        # Distinct variant solves one request may have priced (~10 ms each):
        self.ESTIMATES_PER_REQUEST = 4
        # Redis timeouts, each for whoever must not wait on a slow Redis:
        # an API worker's Redis: lookups of records and solutions, rate-limit counters
        self.REDIS_TIMEOUT_SECONDS = 0.25
        self.SOLVER_REDIS_TIMEOUT_SECONDS = 0.5  # a solver process writing its record and table
        # The key a seat's game token is sealed with (service.seats); the same
        # on every host of a deployment.  Unset: each host makes its own.
        self.SECRET_KEY_SEATS = os.environ.get("FIFTEEN_SECRET_KEY") or None
        self.CORS_ORIGINS = [
            origin.strip()
            for origin in os.environ.get("FIFTEEN_CORS_ORIGINS", "").split(",")
            if origin.strip()
        ]
        self.API_TITLE = "fifteen"
        self.API_VERSION = version("fifteen")  # pyproject.toml's, as installed
        self.OPENAPI_VERSION = "3.1.0"
        self.OPENAPI_URL_PREFIX = "/"
        self.OPENAPI_JSON_PATH = "openapi.json"
        self.OPENAPI_SWAGGER_UI_PATH = "docs"
        self.OPENAPI_SWAGGER_UI_URL = "/docs/assets/"
        self.OPENAPI_SWAGGER_UI_CONFIG = {"url": "/openapi.json"}
        self.API_SPEC_OPTIONS = {
            "info": {
                "description": (
                    "The move engine for four numeric games. Numeric tic-tac-toe: "
                    "Graham's game (lines summing to 15), Nygaard's game (also three of "
                    "a parity) and any variant of them (other targets, numbers, first "
                    "player; solved on first use), and Number Scrabble (Pick15): every "
                    "answer exact. Math Scrabble (Scrabble with equations): the exact "
                    "rules, and the best plays found best-first, proven or not. Sum 15 "
                    "(a card game with hidden hands): the exact rules, and the card to "
                    "play from what a seat can know. Errors are RFC 9457 problem "
                    "documents. Unknown request fields are rejected (422)."
                ),
                "license": {"name": "MIT", "identifier": "MIT"},
            },
            # No credentials: the service is public, guarded by rate limits.
            "security": [],
            # Relative to the document (RFC 3986; OpenAPI 3.1, 4.8.5): the
            # service that serves it, on whatever host and port, so that the
            # interactive docs try requests there.
            "servers": [
                {"url": "/", "description": "the service serving this document"},
            ],
        }

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in vars(self).items() if k.isupper()}

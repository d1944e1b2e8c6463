"""The application factory: settings, tables, variant engines, blueprints,
error handlers (``service.create_app`` builds it through here)."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from flask import Flask, Response, request
from flask_cors import CORS
from werkzeug.middleware.proxy_fix import ProxyFix

from service import schemas, searches, seats
from service.api import (
    batches,
    docs,
    health,
    mathscrabble,
    pick15,
    play,
    solves,
    sum15,
    tictactoe,
)
from service.config import Config
from service.http import caching, contract, framing, limits, observability, problems, queries
from service.parts import KEY, Parts, parts
from service.redis_store import connect
from service.variants.engines import VariantEngines
from service.variants.sandbox import Limits
from service.variants.terms import VariantSettings
from solver.tictactoe import NAMED_RULES, TableMissingError, open_engine

log = logging.getLogger(__name__)


class App(Flask):
    """Flask, telling a coroutine function by its code's flags.

    Flask and flask-smorest pass every view, hook and decorator layer
    through ``ensure_sync`` at every request (15 times for ``/v1/move``),
    and ``inspect`` unwraps each to look at the same flag; a function or
    method is read here directly, anything else as Flask reads it.
    Flask's documented override point."""

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        code = getattr(getattr(func, "__func__", func), "__code__", None)
        if code is not None and not code.co_flags & inspect.CO_COROUTINE:
            return func
        return super().ensure_sync(func)


def build_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the application: configuration, tables, API and error handlers."""
    app = App(__name__)
    app.config.from_mapping(Config().as_dict())
    if config:
        app.config.from_mapping(config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    # No redirects for doubled or trailing slashes: werkzeug would write the
    # caller's Host header into an absolute Location.
    app.url_map.merge_slashes = False
    app.url_map.strict_slashes = False

    engines = {}
    for name, rules in NAMED_RULES.items():
        try:
            engines[name] = open_engine(rules, Path(app.config["TABLES_DIR"]))
        except TableMissingError as error:
            log.error("%s; the %s game will answer 503", error, name)
    # Solve Number Scrabble (5,478 positions, ~25 ms) here, before gunicorn
    # forks, so that workers share it instead of each solving on first use.
    pick15.warm_up()
    url = app.config["REDIS_URL"]
    store = connect(url, app.config["REDIS_TIMEOUT_SECONDS"]) if url else None
    variants = VariantEngines(variant_settings(app.config), store)
    searches.init_app(app)
    seats.init_app(app)

    if app.config["PROXY_HOPS"]:
        # Behind that many proxies, each appending to X-Forwarded-For: the
        # client is the address the outermost one saw; anything the client
        # wrote before it is ignored.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=app.config["PROXY_HOPS"])  # type: ignore[method-assign]
    observability.init_app(app, solve_counts=variants.solve_counts)
    framing.init_app(app)
    batches.init_app(app)
    limiter = limits.init_app(app, store)
    # after the limiter: a refused query counts, as any request
    queries.init_app(app, lambda: api.spec.to_dict())
    if app.config["CORS_ORIGINS"]:
        app.after_request(caching.vary_by_origin)  # registered first: runs after flask-cors
        CORS(app, origins=app.config["CORS_ORIGINS"], expose_headers=list(contract.HEADERS))

    @app.after_request
    def options_say_nothing(response: Response) -> Response:
        """An OPTIONS answer says all in its headers (``Allow``, or CORS's):
        204, not an empty text/html page."""
        if request.method == "OPTIONS" and response.status_code == 200 and not response.data:
            response.status_code = 204
            response.headers.pop("Content-Type", None)
        return response

    api = problems.ProblemApi(app, spec_kwargs={"extra_plugins": [contract.ContractPlugin()]})
    _document_components(api)
    contract.finish(api.spec)
    api.register_blueprint(tictactoe.blp)
    api.register_blueprint(pick15.blp)
    api.register_blueprint(sum15.blp)
    api.register_blueprint(mathscrabble.blp)
    api.register_blueprint(batches.blp)
    api.register_blueprint(solves.blp)
    api.register_blueprint(health.blp)
    app.register_blueprint(docs.blp)
    app.register_blueprint(play.blp)
    # /docs/ as /docs (werkzeug 404s a slash the rule does not have)
    app.add_url_rule("/docs/", view_func=app.view_functions["api-docs.openapi_swagger_ui"])
    problems.register(app)
    app.extensions[KEY] = Parts(engines=engines, variants=variants, api=api, limiter=limiter)
    return app


def _document_components(api: problems.ProblemApi) -> None:
    """The OpenAPI components no single view declares."""
    api.spec.components.schema("RuleName", schemas.RULE_NAME)
    for name, component in schemas.ENUMS.items():
        api.spec.components.schema(name, component)
    api.spec.components.schema("RuleSet", schema=schemas.RuleSetSchema)
    api.spec.components.schema("SolveStatus", schema=schemas.SolveStatusSchema)
    api.spec.components.schema("BatchProblem", schema=batches.BatchProblemSchema)
    api.spec.components.response(
        "SOLVE_PENDING",
        {
            "description": "The variant is being solved: the solve's record; follow "
            "Location (/v1/solves/...) and ask again after Retry-After seconds.",
            "content": {"application/json": {"schema": "SolveStatus"}},
        },
    )
    api.spec.components.schemas.pop("PaginationMetadata", None)  # we do not paginate


def close(app: Flask) -> None:
    """Stop the processes ``app`` started: its worker's search processes
    and local solver processes (gunicorn's ``worker_exit``)."""
    searches.close(app)
    parts(app).variants.close()


def variant_settings(config: Mapping[str, Any]) -> VariantSettings:
    """How this worker finds, solves and keeps variants, from the settings."""
    return VariantSettings(
        variants_dir=Path(config["VARIANTS_DIR"]),
        solve_limit=config["SOLVE_LIMIT"],
        wait_seconds=config["SOLVE_WAIT_SECONDS"],
        waiters=config["SOLVE_WAITERS"],
        memory_bytes=config["VARIANT_MEMORY_MB"] << 20,
        disk_bytes=config["VARIANT_DISK_MB"] << 20,
        limits=Limits(
            memory_bytes=config["SOLVE_MEMORY_MB"] << 20,
            cpu_seconds=config["SOLVE_SECONDS"],
            slots=config["SOLVERS"],
        ),
        processes=config["SOLVERS"],
        queue_size=config["SOLVE_QUEUE"],
        redis_url=config["REDIS_URL"],
        max_solutions=config["CACHE_MAX_SOLUTIONS"],
        ttl_seconds=config["CACHE_TTL_SECONDS"],
        socket_timeout=config["REDIS_TIMEOUT_SECONDS"],
        solver_socket_timeout=config["SOLVER_REDIS_TIMEOUT_SECONDS"],
        estimates_per_request=config["ESTIMATES_PER_REQUEST"],
    )

"""fifteen's HTTP service: a thin Flask layer over ``solver``.

>>> app = create_app({"TESTING": True})
>>> app.test_client().get("/healthz").json
{'status': 'ok'}
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask
from flask_cors import CORS

from service import docs, games, health, observability, pick15, problems, schemas
from service.config import Config
from service.variants import CacheSettings, SharedSolutions
from solver import NAMED_RULES, Position, TableMissingError, open_engine
from solver.variants import Solutions, solve_table

log = logging.getLogger(__name__)


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the application: configuration, tables, API and error handlers."""
    app = Flask(__name__)
    app.config.from_mapping(Config().as_dict())
    if config:
        app.config.from_mapping(config)
    app.json.sort_keys = False  # type: ignore[attr-defined]

    engines = {}
    for name, rules in NAMED_RULES.items():
        try:
            engines[name] = open_engine(rules)
        except TableMissingError as error:
            log.error("%s; the %s game will answer 503", error, name)
    app.extensions["fifteen.engines"] = engines
    # Solve Number Scrabble (5,478 positions, ~25 ms) here, before gunicorn
    # forks, so that workers share it instead of each solving on first use.
    pick15.warm_up()
    app.extensions["fifteen.variants"] = SharedSolutions(
        Solutions(
            capacity=app.config["LOCAL_SOLUTIONS"],
            limit=app.config["SOLVE_LIMIT"],
            solver=_counted_solve,
        ),
        CacheSettings(
            url=app.config["REDIS_URL"],
            max_solutions=app.config["CACHE_MAX_SOLUTIONS"],
            ttl_seconds=app.config["CACHE_TTL_SECONDS"],
        ),
    )

    observability.init_app(app)
    if app.config["CORS_ORIGINS"]:
        CORS(app, origins=app.config["CORS_ORIGINS"], expose_headers=["X-Request-ID"])

    api = problems.ProblemApi(app)
    app.extensions["fifteen.api"] = api
    for name, component in schemas.ENUMS.items():
        api.spec.components.schema(name, component)
    api.spec.components.schema("RulesObject", schema=schemas.RulesObjectSchema)
    api.spec.components.schemas.pop("PaginationMetadata", None)  # we do not paginate
    api.register_blueprint(games.blp)
    api.register_blueprint(pick15.blp)
    api.register_blueprint(health.blp)
    app.register_blueprint(docs.blp)
    problems.register(app)
    return app


def _counted_solve(root: Position) -> bytes:
    observability.SOLVES.inc()
    return solve_table(root)

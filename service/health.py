"""Liveness and readiness probes."""

from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint

from service.schemas import HealthSchema
from solver import NAMED_RULES

blp = Blueprint("health", __name__, description="Probes for orchestrators.")


@blp.route("/healthz")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    def get(self) -> dict[str, Any]:
        """The process is alive"""
        return {"status": "ok"}


@blp.route("/readyz")
class Ready(MethodView):
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, schema=HealthSchema)
    def get(self) -> Any:
        """The tables are loaded and the service can answer"""
        engines = current_app.extensions["fifteen.engines"]
        tables = {name: "loaded" if name in engines else "missing" for name in NAMED_RULES}
        if len(engines) == len(NAMED_RULES):
            return {"status": "ready", "tables": tables}
        return {"status": "unready", "tables": tables}, 503

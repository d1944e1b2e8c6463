"""Liveness and readiness probes."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from service.http.problems import PROBLEM_JSON, problem
from service.parts import parts
from service.schemas import HEALTH, ProblemSchema
from service.schemas.fields import RedisState, TableState
from solver.tictactoe import NAMED_RULES

blp = Blueprint("health", __name__, description="Probes for orchestrators.")


@blp.route("/healthz")
class Health(MethodView):
    @blp.doc(operationId="checkHealth", responses={400: "BAD_REQUEST"})
    @blp.response(200, HEALTH)
    def get(self) -> dict[str, Any]:
        """The process is alive"""
        return {"status": "ok"}


@blp.route("/readyz")
class Ready(MethodView):
    @blp.doc(operationId="checkReadiness", responses={400: "BAD_REQUEST"})
    @blp.response(200, HEALTH)
    @blp.alt_response(503, schema=ProblemSchema, content_type=PROBLEM_JSON)
    def get(self) -> Any:
        """The tables are loaded and the service can answer

        ``redis`` is ``ok``, ``down`` or ``disabled``; answers never need it, so
        Redis down makes the service ``degraded`` (still 200), not unready.
        """
        engines = parts().engines
        missing = [name for name in NAMED_RULES if name not in engines]
        tables = {
            name: (TableState.MISSING if name in missing else TableState.LOADED).value
            for name in NAMED_RULES
        }
        variants = parts().variants
        if not variants.uses_redis:
            redis_state = RedisState.DISABLED
        else:
            redis_state = RedisState.OK if variants.ping() else RedisState.DOWN
        if missing:
            return problem(
                503,
                f"not ready: no table for {', '.join(missing)}",
                tables=tables,
                redis=redis_state.value,
            )
        status = "degraded" if redis_state is RedisState.DOWN else "ready"
        return {"status": status, "tables": tables, "redis": redis_state}  # dumped by HEALTH

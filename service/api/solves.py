"""Variant solves as long-running operations (Google AIP-151, RFC 9110 202).

``POST /v1/solves`` starts solving a rule set from the empty board and
answers 202 with ``Location: /v1/solves/{rules_id}`` (200 when nothing is
left to solve); ``GET`` there reports the solve.  A position request whose
rule set is not solved yet answers 202 with the same body and headers.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from flask import Response, g, request
from flask.views import MethodView
from flask_smorest import abort

from service.api.prices import rules_price
from service.http.bodies import JsonBlueprint
from service.http.limits import priced
from service.http.problems import document
from service.http.render import json_response
from service.parts import parts
from service.schemas import SOLVE_REQUEST, SOLVE_STATUS
from service.schemas.rules import RULES_ID_GRAMMAR
from service.variants.engines import VariantEngines
from service.variants.queues import RETRY_AFTER_SECONDS
from service.variants.records import SolveState, SolveStatus
from service.variants.terms import Caller, SolvePendingError
from solver.core.errors import PositionError
from solver.tictactoe import Position, Rules
from solver.tictactoe.errors import UnknownRulesError
from solver.tictactoe.notation import board_text, read_board
from solver.tictactoe.rules import CELLS, rules_from_id
from solver.tictactoe.variants import can_be_won, root_of

blp = JsonBlueprint(
    "solves", __name__, url_prefix="/v1/solves", description="Solve variants ahead of play."
)


def location(status: SolveStatus) -> str:
    """Where the solve is reported; a subtree's root goes in the query."""
    path = "/v1/solves/" + quote(status.rules_id, safe=":,=")
    if status.root != board_text((0,) * CELLS):
        path += "?root=" + quote(status.root, safe=",_")
    return path


def pending_response(status: SolveStatus) -> Response:
    """202: the solve's record, where to follow it, and when to come back."""
    response = running_response(status)
    response.status_code = 202
    response.headers["Location"] = location(status)
    return response


@blp.app_errorhandler(SolvePendingError)
def solve_pending(error: SolvePendingError) -> Response:
    """A variant still being solved, met anywhere: 202 with its solve's record."""
    return pending_response(error.status)


def pending_document(status: SolveStatus) -> dict[str, Any]:
    """A batch item's answer for a variant still being solved: a problem
    document with where to follow the solve."""
    detail = (
        f"the rule set is being solved ({status.state.value}, {status.progress:.0%}); "
        f"follow location and ask again after {RETRY_AFTER_SECONDS} seconds"
    )
    body = document(202, detail, slug="solve-pending")
    return {**body, "location": location(status), "retry_after": RETRY_AFTER_SECONDS}


def running_response(status: SolveStatus) -> Response:
    """The record of a solve still queued or running: not to be stored, and
    when to ask again."""
    response = json_response(status.answer())
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response.headers["Cache-Control"] = "no-store"
    return response


def caller() -> Caller:
    """This request's caller, as the variant engines count it."""
    found: Caller | None = g.get("fifteen_caller")
    if found is None:
        found = g.fifteen_caller = Caller(request.remote_addr or "")
    return found


def _variants() -> VariantEngines:
    engines = parts().variants
    return engines


def _nothing_to_solve(start: Position) -> SolveStatus | None:
    """The record of a solve that needs no work: a named game, a game nobody
    can win, or a solution already kept."""
    rules = start.rules
    root = board_text(start.board)
    if rules.is_named:
        engine = parts().engines.get(rules.name)
        count = engine.table.count if engine is not None else None
        return SolveStatus(rules.name, root, SolveState.DONE, 1.0, positions=count)
    if not can_be_won(rules):
        return SolveStatus(rules.name, root, SolveState.DONE, 1.0, positions=0, seconds=0.0)
    engine = _variants().find(start)
    if engine is not None:
        known = _variants().status(root_of(start))
        if known is not None and known.state is SolveState.DONE:
            return known
        if known is not None and not known.finished and not known.is_stale():
            # The job that kept the table is about to write its final
            # record (with its time): answer the record as it stands.
            return None
        return SolveStatus(rules.name, root, SolveState.DONE, 1.0, positions=engine.table.count)
    return None


@blp.route("")
class Solves(MethodView):
    @blp.doc(operationId="solveVariant")
    @blp.arguments(SOLVE_REQUEST)
    @blp.response(200, SOLVE_STATUS)
    @blp.doc(
        responses={
            202: "SOLVE_PENDING",
            400: "BAD_REQUEST",
            413: "REQUEST_ENTITY_TOO_LARGE",
            415: "UNSUPPORTED_MEDIA_TYPE",
            422: "UNPROCESSABLE_ENTITY",
            429: "TOO_MANY_REQUESTS",
            503: "SERVICE_UNAVAILABLE",
        }
    )
    @priced(rules_price)
    def post(self, args: dict[str, Any]) -> Response:
        """Solve a rule set from the empty board

        202 with ``Location`` while the solve is queued or running, 200 once
        there is nothing left to solve (a named game, a rule set in which no
        line can win, or one solved before).  422 for a rule set too large to
        solve; 503 with ``Retry-After`` when the solve queue is full.
        """
        if not args["rules"].has_tables:
            abort(
                422,
                messages={
                    "json": {
                        "rules": [
                            "a 4x4 or 5x5 board has no table to solve: /v1/move and "
                            "/v1/analysis search it within their budget_ms"
                        ]
                    }
                },
            )
        start = Position.empty(args["rules"])
        done = _nothing_to_solve(start)
        if done is not None:
            return json_response(done.answer())
        status = _variants().solve(start, caller())
        if status.state is SolveState.DONE:
            return json_response(status.answer())
        return pending_response(status)


RULES_ID = {
    "in": "path",
    "name": "rules_id",
    "required": True,
    "description": "The rule set's id, as answers give it (rules_id): " + RULES_ID_GRAMMAR + ".",
    "schema": {"type": "string"},
}
ROOT = {
    "in": "query",
    "name": "root",
    "required": False,
    "description": "The board a solve from a position starts from, as its record's root "
    "gives it: nine cells separated by commas, `_` for an empty cell. Left out: the "
    "empty board.",
    "schema": {"type": "string"},
    "example": "_,_,_,_,5,_,_,_,_",
}


@blp.route("/<path:rules_id>")
class Solve(MethodView):
    @blp.doc(
        operationId="getSolve",
        parameters=[RULES_ID, ROOT],
        responses={
            400: "BAD_REQUEST",
            404: "NOT_FOUND",
            422: "UNPROCESSABLE_ENTITY",
            429: "TOO_MANY_REQUESTS",
        },
    )
    @blp.response(200, SOLVE_STATUS)
    def get(self, rules_id: str) -> Response:
        """Report a solve

        ``root`` (a query parameter, as ``Location`` gives it) names a solve
        from a position rather than the empty board.  While the solve is
        queued or running, ``Retry-After`` says when to ask again.  404 for
        a rule set nobody asked to solve.
        """
        try:
            rules = rules_from_id(rules_id)
        except UnknownRulesError:
            abort(404, message="no solve of that rule set; rules ids are as responses give them")
        if not rules.has_tables:
            abort(404, message="a 4x4 or 5x5 board is searched, never solved into a table")
        start = _root_position(rules, request.args.get("root"))
        done = _nothing_to_solve(start)
        if done is not None:
            return json_response(done.answer())
        status = _variants().status(root_of(start))
        if status is None:
            abort(404, message="nobody asked to solve this rule set from that position")
            raise AssertionError("abort raises")
        if status.is_stale():
            status = SolveStatus(
                status.rules_id,
                status.root,
                SolveState.FAILED,
                status.progress,
                status.positions,
                status.seconds,
                "the solver process stopped before finishing; ask again to retry",
            )
        if status.state in (SolveState.QUEUED, SolveState.SOLVING):
            return running_response(status)
        return json_response(status.answer())


def _root_position(rules: Rules, root: str | None) -> Position:
    if root is None:
        return Position.empty(rules)
    try:
        return Position.from_board(read_board(root), rules)
    except PositionError as error:
        _bad_root(str(error))
        raise


def _bad_root(message: str) -> None:
    abort(422, messages={"query": {"root": [message]}})

"""The games API: status, best move, analysis and the rule sets."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView
from flask_smorest import Blueprint, abort

from service.problems import problem
from service.schemas import (
    AnalysisSchema,
    MoveRequestSchema,
    MoveResponseSchema,
    ProblemSchema,
    RulesListSchema,
    StatusRequestSchema,
    StatusSchema,
)
from solver import NAMED_RULES, Engine, Player, Position, Rules, Status

blp = Blueprint("games", __name__, url_prefix="/v1", description="Play and analyze positions.")

PROBLEM = {"schema": ProblemSchema, "content_type": "application/problem+json"}


def _errors(*statuses: int) -> Any:
    def decorate(view: Any) -> Any:
        for status in statuses:
            view = blp.alt_response(status, **PROBLEM)(view)
        return view

    return decorate


def engine_for(rules: Rules) -> Engine:
    engines: dict[str, Engine] = current_app.extensions["fifteen.engines"]
    if rules.name not in engines:
        abort(503, message=f"the {rules.name} table is not loaded; see /readyz")
    return engines[rules.name]


@blp.before_request
def require_json() -> Response | None:
    if request.method == "POST" and not request.is_json:
        return problem(415)
    return None


def position_from(args: dict[str, Any]) -> Position:
    tokens = args.get("tokens")
    return Position.from_board(
        args["board"],
        args["rules"],
        tokens={Player(name): numbers for name, numbers in tokens.items()} if tokens else None,
    )


def status_fields(status: Status) -> dict[str, Any]:
    return {
        "state": status.state,
        "winner": status.winner,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move,
    }


@blp.route("/status")
class StatusView(MethodView):
    @blp.arguments(StatusRequestSchema)
    @blp.response(200, StatusSchema)
    @_errors(400, 413, 415, 503)
    def post(self, args: dict[str, Any]) -> dict[str, Any]:
        """Has the game been won?

        The state of the game, the winner and completed line if won, and whose
        turn it is.
        """
        return status_fields(position_from(args).status)


@blp.route("/move")
class MoveView(MethodView):
    @blp.arguments(MoveRequestSchema)
    @blp.response(200, MoveResponseSchema)
    @_errors(400, 409, 413, 415, 503)
    def post(self, args: dict[str, Any]) -> dict[str, Any]:
        """Suggest the best move for a player

        ``move`` is null once the game is over.  When every move loses, the
        one that delays the loss longest.  409 when it is not ``player``'s turn.
        """
        position = position_from(args)
        chosen = engine_for(position.rules).choose_move(
            position, args["player"], seed=args.get("seed"), skill=args["skill"]
        )
        return {
            **status_fields(position.status),
            "move": chosen.move if chosen else None,
            "outcome": chosen.value.outcome if chosen else None,
            "plies": chosen.value.plies if chosen else None,
        }


@blp.route("/analysis")
class AnalysisView(MethodView):
    @blp.arguments(StatusRequestSchema)
    @blp.response(200, AnalysisSchema)
    @_errors(400, 413, 415, 503)
    def post(self, args: dict[str, Any]) -> dict[str, Any]:
        """Analyze a position completely

        The value for the side to move, every legal move with its value sorted
        best first, and the principal variation to the end of the game.
        """
        position = position_from(args)
        analysis = engine_for(position.rules).analyze(position)
        return {
            **status_fields(position.status),
            "outcome": analysis.value.outcome if analysis.value else None,
            "plies": analysis.value.plies if analysis.value else None,
            "moves": [
                {"move": mv.move, "outcome": mv.value.outcome, "plies": mv.value.plies}
                for mv in analysis.moves
            ],
            "principal_variation": list(analysis.principal_variation),
        }


@blp.route("/rules")
class RulesView(MethodView):
    @blp.response(200, RulesListSchema)
    def get(self) -> dict[str, Any]:
        """List the supported rule sets"""
        return {
            "rules": [
                {
                    "name": rules.name,
                    "description": rules.description,
                    "target": rules.target,
                    "first": rules.first,
                    "parity_wins": rules.parity_wins,
                    "numbers": {"odd": list(rules.odd), "even": list(rules.even)},
                }
                for rules in NAMED_RULES.values()
            ]
        }

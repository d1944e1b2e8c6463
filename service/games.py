"""The games API: status, best move, analysis and the rule sets."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app
from flask.views import MethodView
from flask_smorest import abort

from service.bodies import JsonBlueprint
from service.observability import TABLE_LOOKUPS
from service.render import json_response
from service.schemas import (
    ANALYSIS,
    MOVE_REQUEST,
    MOVE_RESPONSE,
    STATUS,
    STATUS_REQUEST,
    RulesListSchema,
)
from service.variants import VariantEngines
from solver import NAMED_RULES, Engine, Player, Position, answers
from solver.errors import check_turn

blp = JsonBlueprint("games", __name__, url_prefix="/v1", description="Play and analyze positions.")


def engine_for(position: Position) -> Engine:
    """The named game's table, or the variant's solution (solved if need be)."""
    rules = position.rules
    if not rules.is_named:
        variants: VariantEngines = current_app.extensions["fifteen.variants"]
        return variants.engine_for(position)
    engines: dict[str, Engine] = current_app.extensions["fifteen.engines"]
    if rules.name not in engines:
        abort(503, message=f"the {rules.name} table is not loaded; see /readyz")
    TABLE_LOOKUPS.labels(rules.name).inc()
    return engines[rules.name]


def position_from(args: dict[str, Any]) -> Position:
    tokens = args.get("tokens")
    return Position.from_board(
        args["board"],
        args["rules"],
        tokens={Player(name): numbers for name, numbers in tokens.items()} if tokens else None,
    )


@blp.route("/status")
class StatusView(MethodView):
    @blp.arguments(STATUS_REQUEST)
    @blp.response(200, STATUS)
    @blp.errors(400, 409, 413, 415, 503, pending=True)
    def post(self, args: dict[str, Any]) -> Response:
        """Has the game been won?

        The state of the game, the winner and completed line if won, and whose
        turn it is.
        """
        position = position_from(args)
        check_turn(args.get("player"), position.status.to_move)
        return json_response(answers.status_json(position))


@blp.route("/move")
class MoveView(MethodView):
    @blp.arguments(MOVE_REQUEST)
    @blp.response(200, MOVE_RESPONSE)
    @blp.errors(400, 409, 413, 415, 503, pending=True)
    def post(self, args: dict[str, Any]) -> Response:
        """Suggest the best move for a player

        ``move`` is null once the game is over.  When every move loses, the
        one that delays the loss longest.  409 when it is not ``player``'s turn.
        """
        position = position_from(args)
        chosen = engine_for(position).choose_move(
            position, args["player"], seed=args.get("seed"), skill=args["skill"]
        )
        return json_response(answers.move_response_json(position, chosen))


@blp.route("/analysis")
class AnalysisView(MethodView):
    @blp.arguments(STATUS_REQUEST)
    @blp.response(200, ANALYSIS)
    @blp.errors(400, 409, 413, 415, 503, pending=True)
    def post(self, args: dict[str, Any]) -> Response:
        """Analyze a position completely

        The value for the side to move, every legal move with its value sorted
        best first, and the principal variation to the end of the game.
        """
        position = position_from(args)
        check_turn(args.get("player"), position.status.to_move)
        return json_response(answers.analysis_json(engine_for(position).analyze(position)))


@blp.route("/rules")
class RulesView(MethodView):
    @blp.response(200, RulesListSchema())
    def get(self) -> Response:
        """List the supported rule sets"""
        return json_response({"rules": [answers.rules_json(r) for r in NAMED_RULES.values()]})

"""The Number Scrabble (Pick15) API: status, best pick and analysis."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from flask.views import MethodView

from service.bodies import JsonBlueprint
from service.schemas import (
    Pick15AnalysisSchema,
    Pick15MoveRequestSchema,
    Pick15MoveResponseSchema,
    Pick15RequestSchema,
    Pick15StatusSchema,
)
from solver import pick15
from solver.errors import check_turn
from solver.pick15 import Pick, Pick15Position, PickValue

blp = JsonBlueprint(
    "pick15",
    __name__,
    url_prefix="/v1/pick15",
    description="Number Scrabble: pick numbers 1-9; three of yours summing to 15 win.",
)


def warm_up() -> None:
    """Solve the whole game now (it is kept): every later answer is a lookup."""
    pick15.value(Pick15Position.from_picks())


def _errors(*statuses: int) -> Any:
    return blp.doc(responses={status: HTTPStatus(status).name for status in (*statuses, 429)})


def position_from(args: dict[str, Any]) -> Pick15Position:
    picks = args["picks"]
    return Pick15Position.from_picks(picks["first"], picks["second"])


def status_fields(position: Pick15Position) -> dict[str, Any]:
    status = position.status
    return {
        "state": status.state,
        "winner": status.winner,
        "numbers": list(status.numbers) if status.numbers else None,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move,
    }


def pick_fields(pick: Pick) -> dict[str, Any]:
    return {"player": pick.player, "number": pick.number, "square": pick.square}


def valued(pick_value: PickValue | None) -> dict[str, Any]:
    return {
        "move": pick_fields(pick_value.pick) if pick_value else None,
        "outcome": pick_value.value.outcome if pick_value else None,
        "plies": pick_value.value.plies if pick_value else None,
    }


def _check_player(args: dict[str, Any], position: Pick15Position) -> None:
    """409 when the request names a ``player`` whose turn it is not."""
    player, to_move = args.get("player"), position.status.to_move
    check_turn(player.value if player else None, to_move.value if to_move else None)


@blp.route("/status")
class StatusView(MethodView):
    @blp.arguments(Pick15RequestSchema())
    @blp.response(200, Pick15StatusSchema())
    @_errors(400, 409, 413, 415)
    def post(self, args: dict[str, Any]) -> dict[str, Any]:
        """Has anyone picked three numbers summing to 15?"""
        position = position_from(args)
        _check_player(args, position)
        return status_fields(position)


@blp.route("/move")
class MoveView(MethodView):
    @blp.arguments(Pick15MoveRequestSchema())
    @blp.response(200, Pick15MoveResponseSchema())
    @_errors(400, 409, 413, 415)
    def post(self, args: dict[str, Any]) -> dict[str, Any]:
        """Suggest the best pick for a player

        Same conventions as ``/v1/move``: ``seed``, ``skill``, 409 when it is
        not ``player``'s turn, null once the game is over.
        """
        position = position_from(args)
        chosen = pick15.choose_pick(
            position, args["player"], seed=args.get("seed"), skill=args["skill"]
        )
        return {**status_fields(position), **valued(chosen)}


@blp.route("/analysis")
class AnalysisView(MethodView):
    @blp.arguments(Pick15RequestSchema())
    @blp.response(200, Pick15AnalysisSchema())
    @_errors(400, 409, 413, 415)
    def post(self, args: dict[str, Any]) -> dict[str, Any]:
        """Analyze a Pick15 game completely

        Every pick with its value, best first (ties by number), and the
        principal variation.
        """
        position = position_from(args)
        _check_player(args, position)
        value = pick15.value(position)
        moves = [
            {"move": pick_fields(pv.pick), "outcome": pv.value.outcome, "plies": pv.value.plies}
            for pv in pick15.move_values(position)
        ]
        return {
            **status_fields(position),
            "outcome": value.outcome if value else None,
            "plies": value.plies if value else None,
            "moves": moves,
            "principal_variation": [pick_fields(p) for p in pick15.principal_variation(position)],
        }

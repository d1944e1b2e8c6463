"""The Number Scrabble (Pick15) API: status, best pick and analysis."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from service.api.tictactoe import is_reproducible
from service.http import caching
from service.http.bodies import JsonBlueprint
from service.http.render import json_response
from service.schemas import (
    PICK15_ANALYSIS,
    PICK15_MOVE_REQUEST,
    PICK15_MOVE_RESPONSE,
    PICK15_REQUEST,
    PICK15_STATUS,
)
from service.schemas.queries import PICK15_MOVE_QUERY, PICK15_QUERY
from solver import pick15
from solver.core.errors import check_turn
from solver.pick15 import answers
from solver.pick15.position import Pick15Position

blp = JsonBlueprint(
    "pick15",
    __name__,
    url_prefix="/v1/pick15",
    description="Number Scrabble: pick numbers 1-9; three of yours summing to 15 win.",
)


def warm_up() -> None:
    """Solve the whole game now (it is kept): every later answer is a lookup."""
    pick15.value(Pick15Position.from_picks())


def position_from(args: dict[str, Any]) -> Pick15Position:
    picks = args["picks"]
    return Pick15Position.from_picks(picks["first"], picks["second"])


def status_answer(args: dict[str, Any]) -> dict[str, Any]:
    position = position_from(args)
    check_turn(args.get("player"), position.status.to_move)
    return answers.status_json(position)


def move_answer(args: dict[str, Any]) -> dict[str, Any]:
    position = position_from(args)
    chosen = pick15.choose_pick(
        position, args["player"], seed=args.get("seed"), skill=args["skill"]
    )
    return answers.move_response_json(position, chosen)


def analysis_answer(args: dict[str, Any]) -> dict[str, Any]:
    position = position_from(args)
    check_turn(args.get("player"), position.status.to_move)
    return answers.analysis_json(pick15.analyze(position))


@blp.route("/status")
class StatusView(MethodView):
    @blp.doc(operationId="getPick15StatusByQuery")
    @blp.arguments(PICK15_QUERY, location="query")
    @blp.response(200, PICK15_STATUS)
    @blp.errors(304, 400, 409)
    def get(self, args: dict[str, Any]) -> Response:
        """Has anyone picked three numbers summing to 15? (picks in the query string)

        ``first=9,2&second=8``; cacheable, with an ``ETag``.
        """
        return caching.answer(status_answer(args), deterministic=True)

    @blp.doc(operationId="getPick15Status")
    @blp.arguments(PICK15_REQUEST)
    @blp.response(200, PICK15_STATUS)
    @blp.errors(400, 409, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Has anyone picked three numbers summing to 15?"""
        return json_response(status_answer(args))


@blp.route("/move")
class MoveView(MethodView):
    @blp.doc(operationId="getPick15MoveByQuery")
    @blp.arguments(PICK15_MOVE_QUERY, location="query")
    @blp.response(200, PICK15_MOVE_RESPONSE)
    @blp.errors(304, 400, 409)
    def get(self, args: dict[str, Any]) -> Response:
        """Suggest the best pick for a player (picks in the query string)

        As ``POST /v1/pick15/move``; cacheable when reproducible (``skill`` 1,
        or a ``seed``).
        """
        return caching.answer(move_answer(args), deterministic=is_reproducible(args))

    @blp.doc(operationId="getPick15Move")
    @blp.arguments(PICK15_MOVE_REQUEST)
    @blp.response(200, PICK15_MOVE_RESPONSE)
    @blp.errors(400, 409, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Suggest the best pick for a player

        Same conventions as ``/v1/move``: ``seed``, ``skill``, 409 when it is
        not ``player``'s turn, null once the game is over.
        """
        return json_response(move_answer(args))


@blp.route("/analysis")
class AnalysisView(MethodView):
    @blp.doc(operationId="analysePick15PositionByQuery")
    @blp.arguments(PICK15_QUERY, location="query")
    @blp.response(200, PICK15_ANALYSIS)
    @blp.errors(304, 400, 409)
    def get(self, args: dict[str, Any]) -> Response:
        """Analyze a Pick15 game completely (picks in the query string)"""
        return caching.answer(analysis_answer(args), deterministic=True)

    @blp.doc(operationId="analysePick15Position")
    @blp.arguments(PICK15_REQUEST)
    @blp.response(200, PICK15_ANALYSIS)
    @blp.errors(400, 409, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Analyze a Pick15 game completely

        Every pick with its value, best first (ties by number), and the
        principal variation.
        """
        return json_response(analysis_answer(args))

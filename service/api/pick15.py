"""The Number Scrabble (Pick15) API: status, best pick, analysis, and a game
replayed (from its picks or from its game record)."""

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
from service.schemas.pick15 import PICK15_BOARD, PICK15_GAME, PICK15_GAME_REQUEST
from service.schemas.queries import PICK15_MOVE_QUERY, PICK15_QUERY
from service.schemas.records import RECORD_REQUEST
from solver import pick15
from solver.core.errors import check_turn
from solver.pick15 import answers
from solver.pick15.position import Pick15Position

blp = JsonBlueprint(
    "pick15",
    __name__,
    url_prefix="/v1/pick15",
    description="Number Scrabble: pick numbers 1-9; three of yours summing to 15 win.",
    fields={"first": "picks.first", "second": "picks.second", "move": "picks"},
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


@blp.route("/board")
class BoardView(MethodView):
    @blp.doc(operationId="getPick15Board")
    @blp.response(200, PICK15_BOARD)
    @blp.errors()
    def get(self) -> Response:
        """The magic square and the winning sets

        The number on each of the nine squares (Number Scrabble played on
        the 3x3 magic square is tic-tac-toe) and the eight sets of three
        numbers summing to 15.
        """
        return json_response(answers.board_json())


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


@blp.route("/games")
class GamesView(MethodView):
    @blp.doc(operationId="replayPick15Game")
    @blp.arguments(PICK15_GAME_REQUEST)
    @blp.response(200, PICK15_GAME)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a Pick15 game

        The ``picks`` made in order from the empty game, the first player's
        first: the status of the game they leave (as ``/v1/pick15/status``
        words it), the start and the picks, the position string
        (``position``, ``first=2,9 second=8``) and the game's record
        (``record``, as ``/v1/pick15/records`` reads it;
        ``docs/records.md``).  422 ``illegal-move`` naming ``picks[i]`` for
        the first pick that cannot be made (a number picked already, or a
        pick after the game is over).  The same body always gets the same
        answer.
        """
        return json_response(answers.game_answer(args["picks"]))


@blp.route("/records")
class RecordsView(MethodView):
    @blp.doc(operationId="readPick15Record")
    @blp.arguments(RECORD_REQUEST)
    @blp.response(200, PICK15_GAME)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a Pick15 game record

        A PGN-shaped game record (``docs/records.md``: the tags ``Position``
        when the game did not start from the empty one, and ``Result``, then
        the numbers picked), replayed and answered as ``/v1/pick15/games``
        answers: the ``record`` that answer writes reads back to the same
        answer.  422 ``invalid-record`` naming ``record`` (and the ``line``,
        where one is at fault) for a record that cannot be read, a record of
        another game, a ``Position`` no game reaches, a word that is not a
        pick, a pick that cannot be made when it comes, or a ``Result`` its
        picks do not give: a record is never corrected.  The same body
        always gets the same answer.
        """
        return json_response(answers.record_answer(args["record"]))

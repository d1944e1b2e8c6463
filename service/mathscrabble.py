"""The Math Scrabble API: check an equation, score a play, find the best plays."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from service.bodies import JsonBlueprint
from service.render import json_response
from service.schemas.mathscrabble import (
    MOVES,
    MOVES_REQUEST,
    SCORE_REQUEST,
    SCORED,
    VALIDATE_REQUEST,
    VERDICT,
)
from service.search_slots import search_slot
from solver.answers import (
    math_scrabble_moves_json,
    math_scrabble_scored_json,
    math_scrabble_verdict_json,
)
from solver.mathscrabble.board import Board, BoardError, square
from solver.mathscrabble.equation import check
from solver.mathscrabble.moves import best_plays
from solver.mathscrabble.scoring import Tile, score
from solver.mathscrabble.tiles import TileError, rack_counts

blp = JsonBlueprint(
    "math-scrabble",
    __name__,
    url_prefix="/v1/math-scrabble",
    description="Math Scrabble: Scrabble played with equations (rules by W. E. Goldwater).",
)


def _board(args: dict[str, Any]) -> Board:
    return Board.from_rows(args["board"], args["blanks"])


@blp.route("/validate")
class ValidateView(MethodView):
    @blp.arguments(VALIDATE_REQUEST)
    @blp.response(200, VERDICT)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Is this a true equation?

        Its value (exact: ``"-17"``, ``"7/2"``) or, in words, why it is not.
        Evaluation is strictly left to right.
        """
        return json_response(math_scrabble_verdict_json(check(args["equation"])))


@blp.route("/score")
class ScoreView(MethodView):
    @blp.arguments(SCORE_REQUEST)
    @blp.response(200, SCORED)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Score a play

        Whether the play is legal (and why not), each equation it forms with
        its cells, value, tile points, bonus and word multiplier, and the
        total.  422 for a board no game can hold, or a tile off the board or
        on a full square.
        """
        tiles = [Tile(square(p["row"], p["col"]), p["tile"], p["blank"]) for p in args["placement"]]
        return json_response(math_scrabble_scored_json(score(_board(args), tiles, args["bonus"])))


@blp.route("/moves")
class MovesView(MethodView):
    @blp.arguments(MOVES_REQUEST)
    @blp.response(200, MOVES)
    @blp.errors(400, 413, 415, 503)
    def post(self, args: dict[str, Any]) -> Response:
        """Find the best plays

        The best ``limit`` plays for the rack, best first, each as ``score``
        answers it; ``count`` legal plays in all; ``finished`` false if the
        budget ran out first (then the plays are the best found).  503 with
        ``Retry-After`` when this worker is already running its move searches
        (``FIFTEEN_SEARCH_SLOTS``).
        """
        board = _board(args)
        try:
            rack = rack_counts(args["rack"])
        except TileError as error:
            raise BoardError(str(error), part="rack") from None
        with search_slot("Math Scrabble move search"):
            found = best_plays(
                board,
                rack,
                args["bonus"],
                limit=args["limit"],
                budget_seconds=args["budget_ms"] / 1000,
            )
        judged = [score(board, play.tiles, args["bonus"]) for play in found.plays]
        return json_response(math_scrabble_moves_json(found, judged))

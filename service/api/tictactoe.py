"""The games API: status, best move, analysis, the rule sets, and a game
replayed (from its moves or from its game record)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from flask import Response
from flask.views import MethodView
from flask_smorest import abort
from marshmallow import ValidationError

from service.api.prices import position_price
from service.api.solves import caller
from service.http import caching
from service.http.bodies import JsonBlueprint
from service.http.limits import priced
from service.http.render import json_response, json_text_response
from service.metrics import TABLE_LOOKUPS
from service.parts import parts
from service.schemas import (
    ANALYSIS,
    ANALYSIS_REQUEST,
    MOVE_REQUEST,
    MOVE_RESPONSE,
    STATUS,
    STATUS_REQUEST,
    RulesListSchema,
)
from service.schemas.queries import ANALYSIS_QUERY, MOVE_QUERY, STATUS_QUERY
from service.schemas.records import RECORD_REQUEST
from service.schemas.tictactoe import GAME, GAME_REQUEST
from service.searches import run_search, tasks, work_seconds
from solver.core.answers import compact
from solver.core.errors import check_turn
from solver.tictactoe import NAMED_RULES, Engine, MoveValue, Player, Position, answers
from solver.tictactoe.search import DEFAULT_BUDGET_SECONDS, expected_seconds

blp = JsonBlueprint(
    "tictactoe",
    __name__,
    url_prefix="/v1",
    description="Numeric tic-tac-toe: Graham's game, Nygaard's and every variant.",
    fields={"move": "moves"},
)


def engine_for(position: Position, *, wait: bool = True) -> Engine:
    """The named game's table, or the variant's solution (solved if need be;
    without ``wait``, 202 at once rather than after a short wait)."""
    rules = position.rules
    if not rules.is_named:
        return parts().variants.engine_for(position, wait=wait, caller=caller())
    engines = parts().engines
    if rules.name not in engines:
        abort(503, message=f"the {rules.name} table is not loaded; see /readyz")
    _lookups(rules.name).inc()
    return engines[rules.name]


@functools.cache  # one child per named game: labels() costs more than the lookup
def _lookups(name: str) -> Any:
    return TABLE_LOOKUPS.labels(name)


def refuse_in_batches(wait: bool) -> None:
    """A board without tables is searched, one request at a time: a batch
    (which does not ``wait``) gets a problem for it."""
    if not wait:
        raise ValidationError(
            {
                "rules": [
                    "a 4x4 or 5x5 board is answered by a search within a budget, one "
                    "request at a time: send it to /v1/move or /v1/analysis, not in a batch"
                ]
            }
        )


def position_from(args: dict[str, Any]) -> Position:
    tokens = args.get("tokens")
    return Position.from_board(
        args["board"],
        args["rules"],
        tokens={Player(name): numbers for name, numbers in tokens.items()} if tokens else None,
    )


def status_answer(args: dict[str, Any], *, wait: bool = True) -> dict[str, Any]:
    """The answer to a status request (``args`` as its schemas load it).
    ``wait`` is the batch's ``Answer`` signature: a status needs no solve."""
    position = position_from(args)
    check_turn(args.get("player"), position.status.to_move)
    return answers.status_json(position)


def move_answer(args: dict[str, Any], *, wait: bool = True) -> dict[str, Any]:
    """The answer to a move request: from the rule set's table, or on a
    board without tables from a search in a search process."""
    position = position_from(args)
    if not position.rules.has_tables:
        return _searched_move(position, args, wait)
    return answers.move_response_json(position, _table_move(position, args, wait))


def move_answer_text(args: dict[str, Any]) -> str:
    """``move_answer`` as JSON text: a table's answer written directly
    (``answers.move_response_text``), a search's encoded."""
    position = position_from(args)
    if not position.rules.has_tables:
        return compact(_searched_move(position, args, True))
    return answers.move_response_text(position, _table_move(position, args, True))


def _table_move(position: Position, args: dict[str, Any], wait: bool) -> MoveValue | None:
    return engine_for(position, wait=wait).choose_move(
        position, args["player"], seed=args.get("seed"), skill=args["skill"]
    )


def _searched_move(position: Position, args: dict[str, Any], wait: bool) -> dict[str, Any]:
    seed, skill = args.get("seed"), args["skill"]
    return searched_answer(tasks.tictactoe_move, position, args, wait, seed, skill)


@dataclass(frozen=True)
class SearchBudget:
    """A larger board's search budget: the time (None for a budget of work
    alone), the positions it may visit (None for time alone) and the longest
    its search may run."""

    seconds: float | None
    nodes: int | None
    longest_seconds: float


def search_budget(budget_ms: int | None, nodes: int | None) -> SearchBudget:
    """The budget a request asks for: its ``budget_ms`` and ``nodes`` as
    given; neither, the default time."""
    if budget_ms is not None:
        return SearchBudget(budget_ms / 1000, nodes, budget_ms / 1000)
    if nodes is not None:
        return SearchBudget(None, nodes, work_seconds(expected_seconds(nodes)))
    return SearchBudget(DEFAULT_BUDGET_SECONDS, None, DEFAULT_BUDGET_SECONDS)


def by_work(args: dict[str, Any]) -> bool:
    """Whether a request's search has a budget of work alone (``nodes``
    without ``budget_ms``): its answer is the same whenever asked."""
    return args.get("nodes") is not None and args.get("budget_ms") is None


def searched_answer(
    task: Any, position: Position, args: dict[str, Any], wait: bool, *more: Any
) -> dict[str, Any]:
    """``task`` (a move or an analysis of a board without tables) run on a
    search process within the request's ``budget_ms`` and ``nodes``; never
    in a batch."""
    refuse_in_batches(wait)
    check_turn(args.get("player"), position.status.to_move)
    budget = search_budget(args.get("budget_ms"), args.get("nodes"))
    found = run_search(
        task, position, budget.seconds, budget.nodes, *more, longest_seconds=budget.longest_seconds
    )
    return dict(found)


def analysis_work(args: dict[str, Any], *, wait: bool = True) -> tuple[Engine, Position]:
    """What an analysis request asks to analyse, and the engine that will."""
    return _table_work(position_from(args), args, wait)


def _table_work(position: Position, args: dict[str, Any], wait: bool) -> tuple[Engine, Position]:
    if not position.rules.has_tables:
        refuse_in_batches(wait)
    check_turn(args.get("player"), position.status.to_move)
    return engine_for(position, wait=wait), position


def analysis_answer(args: dict[str, Any], *, wait: bool = True) -> dict[str, Any]:
    """The answer to an analysis request (a board without tables searched,
    every move, in a search process)."""
    position = position_from(args)
    if not position.rules.has_tables:
        return searched_answer(tasks.tictactoe_analysis, position, args, wait)
    engine, position = _table_work(position, args, wait)
    return answers.analysis_json(engine.analyze(position))


def is_settled(args: dict[str, Any], analysis: dict[str, Any]) -> bool:
    """Whether an analysis is the same whenever asked: a table's, a
    search's with a budget of work alone, or one with the position and
    every move proven."""
    moves = analysis.get("moves", [])
    proven = bool(analysis.get("proven", True)) and all(m.get("proven", True) for m in moves)
    return proven or by_work(args)


def _looked_up(args: dict[str, Any]) -> int:
    return position_price(args, searched=False)


def _searched(args: dict[str, Any]) -> int:
    return position_price(args, searched=True)


def is_reproducible(args: dict[str, Any], answer: dict[str, Any] | None = None) -> bool:
    """Whether a move request always gets the same move: best play, or a
    seed, and not a search that stopped at its time budget."""
    settled = answer is None or answer.get("proven", True) or by_work(args)
    return settled and (args["skill"] >= 1.0 or args.get("seed") is not None)


@blp.route("/status")
class StatusView(MethodView):
    @blp.doc(operationId="getStatusByQuery")
    @blp.arguments(STATUS_QUERY, location="query")
    @blp.response(200, STATUS)
    @blp.errors(304, 400, 409, 503, pending=True)
    @priced(_looked_up)
    def get(self, args: dict[str, Any]) -> Response:
        """Has the game been won? (the position in the query string)

        As ``POST /v1/status``; cacheable, with an ``ETag``.
        """
        return caching.answer(status_answer(args), deterministic=True)

    @blp.doc(operationId="getStatus")
    @blp.arguments(STATUS_REQUEST)
    @blp.response(200, STATUS)
    @blp.errors(400, 409, 413, 415, 503, pending=True)
    @priced(_looked_up)
    def post(self, args: dict[str, Any]) -> Response:
        """Has the game been won?

        The state of the game, the winner and completed line if won, and whose
        turn it is.
        """
        return json_response(status_answer(args))


@blp.route("/move")
class MoveView(MethodView):
    @blp.doc(operationId="getMoveByQuery")
    @blp.arguments(MOVE_QUERY, location="query")
    @blp.response(200, MOVE_RESPONSE)
    @blp.errors(304, 400, 409, 503, pending=True)
    @priced(_searched)
    def get(self, args: dict[str, Any]) -> Response:
        """Suggest the best move for a player (the position in the query string)

        As ``POST /v1/move``.  Cacheable with an ``ETag`` when reproducible
        (``skill`` 1, or a ``seed``; on a 4x4 or 5x5 board, a search proven
        or made within ``nodes`` alone); ``Cache-Control: no-store`` otherwise.
        """
        answer = move_answer(args)
        return caching.answer(answer, deterministic=is_reproducible(args, answer))

    @blp.doc(operationId="getMove")
    @blp.arguments(MOVE_REQUEST)
    @blp.response(200, MOVE_RESPONSE)
    @blp.errors(400, 409, 413, 415, 503, pending=True)
    @priced(_searched)
    def post(self, args: dict[str, Any]) -> Response:
        """Suggest the best move for a player

        ``move`` is null once the game is over.  When every move loses, the
        one that delays the loss longest.  409 when it is not ``player``'s turn.
        On a 4x4 or 5x5 board a search answers within ``budget_ms``, or
        within ``nodes`` (a budget of work: the same answer on any machine at
        any load): the best move it found, ``proven`` true with the value, or
        false with its ``estimate``.
        """
        return json_text_response(move_answer_text(args))


@blp.route("/analysis")
class AnalysisView(MethodView):
    @blp.doc(operationId="analysePositionByQuery")
    @blp.arguments(ANALYSIS_QUERY, location="query")
    @blp.response(200, ANALYSIS)
    @blp.errors(304, 400, 409, 503, pending=True)
    @priced(_searched)
    def get(self, args: dict[str, Any]) -> Response:
        """Analyze a position completely (the position in the query string)

        As ``POST /v1/analysis``; cacheable, with an ``ETag`` (a searched
        board's answer once it and every move are proven, or when searched
        within ``nodes`` alone).
        """
        answer = analysis_answer(args)
        return caching.answer(answer, deterministic=is_settled(args, answer))

    @blp.doc(operationId="analysePosition")
    @blp.arguments(ANALYSIS_REQUEST)
    @blp.response(200, ANALYSIS)
    @blp.errors(400, 409, 413, 415, 503, pending=True)
    @priced(_searched)
    def post(self, args: dict[str, Any]) -> Response:
        """Analyze a position completely

        The value for the side to move, every legal move with its value sorted
        best first, and the principal variation to the end of the game.
        """
        return json_response(analysis_answer(args))


@blp.route("/rules")
class RulesView(MethodView):
    @blp.doc(operationId="listRules")
    @blp.response(200, RulesListSchema())
    @blp.errors(400)
    def get(self) -> Response:
        """List the supported rule sets"""
        return json_response({"rules": [answers.rules_json(r) for r in NAMED_RULES.values()]})


@blp.route("/games")
class GamesView(MethodView):
    @blp.doc(operationId="replayTicTacToeGame")
    @blp.arguments(GAME_REQUEST)
    @blp.response(200, GAME)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a game

        The ``moves`` (each ``token@index``) played in order under ``rules``
        from ``start`` (by default the empty board): the status of the board
        they leave (as ``/v1/status`` words it), the start, the moves, that
        board, its position string (``position``) and the game's record
        (``record``, as ``/v1/records`` reads it; ``docs/records.md``).  No
        solve and no search: any rule set answers at once.  422 naming
        ``start[i]`` (or ``start``) for a board no game reaches, and
        ``illegal-move`` naming ``moves[i]`` for the first move that cannot
        be read or played when it comes (a cell taken, a number not the
        mover's or placed already, a move after the game is over).  The same
        body always gets the same answer.
        """
        return json_response(answers.game_answer(args["rules"], args["start"], args["moves"]))


@blp.route("/records")
class RecordsView(MethodView):
    @blp.doc(operationId="readTicTacToeRecord")
    @blp.arguments(RECORD_REQUEST)
    @blp.response(200, GAME)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a game record

        A PGN-shaped game record (``docs/records.md``: the tags ``Rules``,
        ``Position`` when the game did not start from the empty board, and
        ``Result``, then the moves ``token@index``), replayed and answered as
        ``/v1/games`` answers its rules, start and moves: the ``record`` that
        answer writes reads back to the same answer.  422 ``invalid-record``
        naming ``record`` (and the ``line``, where one is at fault) for a
        record that cannot be read, a record of another game, rules that do
        not exist, a ``Position`` that is not one (rows of the wrong length,
        the wrong player to move, other rules than ``Rules``), a move that
        cannot be played when it comes, or a ``Result`` its moves do not
        give: a record is never corrected.  The same body always gets the
        same answer.
        """
        return json_response(answers.record_answer(args["record"]))

"""The Math Scrabble API: the board, check an equation, score a play, find
the best plays."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from flask import Response
from flask.views import MethodView

from service.api.prices import math_scrabble_seat_price, moves_price, record_price, replay_price
from service.http.bodies import JsonBlueprint
from service.http.limits import charge, priced
from service.http.render import json_response
from service.schemas.mathscrabble import (
    DEFAULT_BUDGET_MS,
    MOVES_REQUEST,
    SCORE_REQUEST,
    VALIDATE_REQUEST,
    VERDICT,
    expected_seconds,
)
from service.schemas.mathscrabble_answers import BOARD_INFO, MOVES, SCORED
from service.schemas.mathscrabble_game import GAME, GAME_REQUEST, POSITION, SEAT, SEAT_REQUEST
from service.schemas.records import POSITION_REQUEST, RECORD_REQUEST
from service.searches import run_search, tasks, work_seconds
from service.seats import game_facts, seat_turn
from solver.core.errors import IllegalMoveError
from solver.mathscrabble.answers import (
    board_json,
    check_bag,
    position_json,
    rack_on,
    score_answer,
    verdict_json,
)
from solver.mathscrabble.board import Board, square
from solver.mathscrabble.equation import Bonus, check
from solver.mathscrabble.league import Player
from solver.mathscrabble.moves import MAX_OVERRUN
from solver.mathscrabble.position_string import read_position
from solver.mathscrabble.record import MAX_TURNS
from solver.mathscrabble.record import SECONDS_A_MOVE as REPLAY_SECONDS_A_MOVE
from solver.mathscrabble.scoring import Tile
from solver.mathscrabble.seat import DEFAULT_STEPS

GAME_NAME = "math-scrabble"
"""Whose game a seat's token holds."""

blp = JsonBlueprint(
    "math-scrabble",
    __name__,
    url_prefix="/v1/math-scrabble",
    description="Math Scrabble: Scrabble played with equations (rules by W. E. Goldwater).",
    fields={"move": "moves"},
)


@dataclass(frozen=True)
class MovesBudget:
    """A move search's budget: the time (None for a budget of work alone),
    the steps (None for time alone) and the longest its search may run."""

    seconds: float | None
    steps: int | None
    longest_seconds: float


def moves_budget(budget_ms: int | None, steps: int | None) -> MovesBudget:
    """The budget a request asks for: its ``budget_ms`` and ``steps`` as
    given; neither, the default time.  A search that has found no play may
    take ``MAX_OVERRUN`` budgets."""
    if budget_ms is not None:
        return MovesBudget(budget_ms / 1000, steps, budget_ms / 1000 * MAX_OVERRUN)
    if steps is not None:
        return MovesBudget(None, steps, work_seconds(expected_seconds(steps) * MAX_OVERRUN))
    seconds = DEFAULT_BUDGET_MS / 1000
    return MovesBudget(seconds, None, seconds * MAX_OVERRUN)


def _board(args: dict[str, Any]) -> Board:
    return Board.from_rows(args["board"], args["blanks"])


@blp.route("/board")
class BoardView(MethodView):
    @blp.doc(operationId="getMathScrabbleBoard")
    @blp.response(200, BOARD_INFO)
    @blp.errors()
    def get(self) -> Response:
        """The board and the tiles

        The empty board's premium squares (rows and columns count from 0),
        its centre, and the tile set: each tile's count and points (``?``
        is a blank), the rack's size and the bingo.
        """
        return json_response(board_json())


@blp.route("/validate")
class ValidateView(MethodView):
    @blp.doc(operationId="validateMathScrabbleEquation")
    @blp.arguments(VALIDATE_REQUEST)
    @blp.response(200, VERDICT)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Is this a true equation?

        Its value (exact: ``"-17"``, ``"7/2"``) or, in words, why it is not.
        Evaluation is strictly left to right.
        """
        return json_response(verdict_json(check(args["equation"])))


@blp.route("/score")
class ScoreView(MethodView):
    @blp.doc(operationId="scoreMathScrabblePlay")
    @blp.arguments(SCORE_REQUEST)
    @blp.response(200, SCORED)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Score a play

        Whether the play is legal (and why not), its main equation and its
        notation (``8F 3+3=6``), each equation it forms with its cells,
        value, tile points, bonus and word multiplier, and the total; with
        ``rack``, the tiles it leaves (``rack_left``).  422 for a board no
        game can hold, a tile off the board or on a full square, or a tile
        the rack does not hold.
        """
        tiles = [Tile(square(p["row"], p["col"]), p["tile"], p["blank"]) for p in args["placement"]]
        board = _board(args)
        rack = None if args.get("rack") is None else rack_on(board, args["rack"])
        return json_response(score_answer(board, tiles, args["bonus"], rack))


@blp.route("/moves")
class MovesView(MethodView):
    @blp.doc(operationId="findMathScrabbleMoves")
    @blp.arguments(MOVES_REQUEST)
    @blp.response(200, MOVES)
    @blp.errors(400, 413, 415, 503)
    @priced(moves_price)
    def post(self, args: dict[str, Any]) -> Response:
        """Find the best plays

        The best ``limit`` plays for the rack, best first, each as ``score``
        answers it with the tiles it leaves (``rack_left``) and its
        ``equity``: its score plus what those tiles are worth next turn.
        ``rank``: ``score`` lists the highest scores; ``equity`` the most
        equity, with the best exchange beside them, and with ``bag`` 0 the
        best spread two plies ahead (the unseen tiles being the opponent's
        rack).  ``proven``: no play left out can outscore the last one
        listed (by equity: have more equity).  ``finished``:
        every legal play was searched, so ``count`` is how many there are
        (else a floor).  An empty ``plays`` means there is no legal play.
        The search runs within ``budget_ms``, or within ``steps`` (a budget
        of work: the same answer on any machine at any load).  A
        search that has found no play when its budget runs out goes on for a
        first one, up to four budgets; if it still has none, 503
        ``search-unfinished``, without ``Retry-After`` (plays may exist: ask
        with a larger ``budget_ms`` or ``steps``; the same request would
        likely end the same).  503 ``search-busy`` with ``Retry-After`` when
        no search process comes free in time (``FIFTEEN_SEARCH_WAIT``), or
        ``search-failed`` when a budget of steps could not be taken within
        ``WORK_CEILING_SECONDS`` (a machine far too busy: ask again).
        """
        board = _board(args)
        rack = rack_on(board, args["rack"])
        check_bag(board, rack, args["bag"], args["rank"])
        budget = moves_budget(args.get("budget_ms"), args.get("steps"))
        answer = run_search(
            tasks.math_scrabble_moves,
            board,
            rack,
            args["bonus"],
            args["rank"],
            args["limit"],
            args["bag"],
            budget.seconds,
            budget.steps,
            args["scoreless"],
            args["spread"],
            longest_seconds=budget.longest_seconds,
        )
        return json_response(answer)


@blp.route("/games")
class GamesView(MethodView):
    @blp.doc(operationId="replayMathScrabbleGame")
    @blp.arguments(GAME_REQUEST)
    @blp.response(200, GAME)
    @blp.errors(400, 413, 415)
    @priced(lambda args: replay_price(len(args["moves"])))
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a game

        The game dealt from ``seed`` after ``moves`` (the turns taken, in
        order, player 0 first), whole: the board and blanks as ``/moves``
        takes them, every rack (the dealer's view), the scores, the bag's
        count, whose turn it is, the scoreless turns so far, whether it is
        over and how it ended (``went_out`` or ``scoreless_turns``, with
        what the end added), and each turn with its points.  The bag is
        shuffled from the seed and tiles come from its end; an exchange
        draws its new tiles, then puts the old back and shuffles again.
        422 ``illegal-move`` naming ``moves[i]`` for the first move that
        cannot be played then, with the reason (``/score``'s for a play; not
        on the rack; the bag holds fewer than nine tiles; the game is over).
        The same body always gets the same answer.
        """
        moves = args["moves"]
        # On a search process, as a search (issue 55: replays in the request's
        # thread slowed every other caller's lookups).
        game = run_search(
            tasks.math_scrabble_game,
            args["seed"],
            moves,
            args["bonus"],
            longest_seconds=work_seconds(len(moves) * REPLAY_SECONDS_A_MOVE),
        )
        return json_response(game)


@blp.route("/records")
class RecordsView(MethodView):
    @blp.doc(operationId="readMathScrabbleRecord")
    @blp.arguments(RECORD_REQUEST)
    @blp.response(200, GAME)
    @blp.errors(400, 413, 415)
    @priced(lambda args: record_price(args["record"]))
    def post(self, args: dict[str, Any]) -> Response:
        """Replay a game's record

        The game a GCG-shaped record writes (``docs/records.md``: its
        ``#seed`` and ``#bonus``, a line per turn), replayed, answered as
        ``/games`` answers it: the record ``/games`` writes reads back to
        the same game.  422 ``invalid-record`` naming the line (``line``)
        of the first turn that cannot be played, or whose rack, points or
        total are not the replay's: a record is never corrected.
        """
        return json_response(
            run_search(
                tasks.math_scrabble_record,
                args["record"],
                longest_seconds=work_seconds(MAX_TURNS * REPLAY_SECONDS_A_MOVE),
            )
        )


@blp.route("/positions")
class PositionsView(MethodView):
    @blp.doc(operationId="readMathScrabblePosition")
    @blp.arguments(POSITION_REQUEST)
    @blp.response(200, POSITION)
    @blp.errors(400, 413, 415)
    def post(self, args: dict[str, Any]) -> Response:
        """Read a position string

        A CGP-shaped position (``docs/records.md``: the board's rows, the
        racks, the scores, the scoreless turns, ``bag``, ``bonus`` and
        ``to_move``) read into the fields ``/moves`` takes: the board and
        blanks, each rack, the bag, the scoreless turns and the spread of
        the player to move.  422 ``invalid-record`` naming what is wrong;
        the board's own refusals for a board no game can hold.
        """
        return json_response(position_json(read_position(args["position"])))


@blp.route("/seat")
class SeatView(MethodView):
    """A seat's view: its one move is ``move``."""

    @blp.doc(operationId="playMathScrabbleSeat")
    @blp.arguments(SEAT_REQUEST)
    @blp.response(200, SEAT)
    @blp.errors(400, 413, 415, 503)
    def post(self, args: dict[str, Any]) -> Response:
        """Play a game from one seat

        A game against the engine in which you see only what your seat
        may: your rack, the board, the scores, the bag's count and the tiles
        you cannot see (``unseen``).  Without ``game``, a new game is dealt
        (from a seed you are not told until the end) for ``seat``, against
        the engine ranking by ``opponent``, searching ``steps`` a turn;
        the engine takes its turns until it is yours.  With ``game``, the
        token the last answer gave, and ``move``, your turn, the engine
        answers with its own.  The answer carries the next ``game`` token:
        the whole game sealed under the deployment's key, which only the
        service can open, so any host continues it.  Once the game is over
        nothing is hidden: ``seed``, every rack and the ``record``.  422
        ``illegal-move`` naming ``move``; ``invalid-game-token`` naming
        ``game``; a new game's settings beside a ``game`` token are refused
        (the token holds them).
        """
        defaults = {
            "seat": 0,
            "opponent": Player.EQUITY.value,
            "steps": DEFAULT_STEPS,
            "bonus": Bonus.SQRT,
        }
        facts = game_facts(args, GAME_NAME, defaults)
        if "game" not in args and "move" in args:
            raise IllegalMoveError("a new game has no turns yet: deal it first (leave move out)")
        moves = [*facts["moves"], *([args["move"]] if "move" in args else [])]
        charge(math_scrabble_seat_price(facts["steps"]))
        play = functools.partial(
            run_search,
            tasks.math_scrabble_seat,
            facts["seed"],
            moves,
            facts["seat"],
            facts["opponent"],
            facts["steps"],
            Bonus(facts["bonus"]),
            longest_seconds=_seat_seconds(len(moves), facts["steps"]),
        )
        return json_response(seat_turn(facts, play, "moves"))


blp.name_fields(SeatView.__name__, {})


def _seat_seconds(moves: int, steps: int) -> float:
    """The longest a seat's request may take: the replay, then the engine's
    turns (one, or a few after passes: at most six in a row score nothing)."""
    return work_seconds(moves * REPLAY_SECONDS_A_MOVE + 2 * expected_seconds(steps) * MAX_OVERRUN)

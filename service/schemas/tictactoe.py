"""The board games' requests and responses: ``/v1/status``, ``/v1/move``,
``/v1/analysis`` (Graham's, Nygaard's and any variant)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from service.schemas.fast import RequestSchema
from service.schemas.fields import (
    BoundedList,
    Cell,
    PlayerField,
    StrictFloat,
    StrictInteger,
    StrictSchema,
    ValueEnum,
)
from service.schemas.rules import RULES_DOC, RULES_ID_GRAMMAR, NumbersSchema, RulesField
from solver.core.play import MAX_SEED
from solver.core.state import GameState
from solver.core.text import ascii_lower
from solver.core.value import Outcome
from solver.tictactoe import GRAHAM
from solver.tictactoe.geometry import SIZES
from solver.tictactoe.rules import CELLS
from solver.tictactoe.search import DEFAULT_BUDGET_SECONDS, MAX_BUDGET_SECONDS, MAX_NODES

MOST_CELLS = max(SIZES) ** 2


class PositionSchema(RequestSchema):
    """A position: the board, the rules and optionally the remaining numbers."""

    rules = RulesField(load_default=GRAHAM, metadata=RULES_DOC)
    board = BoundedList(
        Cell(allow_none=True),
        min_items=CELLS,
        max_items=MOST_CELLS,
        what="cells: the board must have",
        required=True,
        metadata={
            "description": f"{CELLS} cells (16 or 25 when the rules' size is 4 or 5), "
            "row-major from index 0; null (or 0) for an empty cell.",
            "example": [None, None, None, None, 5, None, None, None, None],
        },
    )
    tokens = fields.Nested(
        NumbersSchema,
        metadata={"description": "Each player's remaining numbers; must agree with the board."},
    )

    def prepare(self, data: Any) -> Any:
        """``tokens`` keys in any case, as ``player`` values are: ``"Odd"`` is
        ``"odd"`` (unless both are given: then the unknown one is refused)."""
        if type(data) is not dict or type(data.get("tokens")) is not dict:
            return data
        tokens = data["tokens"]
        if all(type(key) is str and key.islower() for key in tokens):
            return data
        lowered = {
            ascii_lower(key) if type(key) is str else key: value for key, value in tokens.items()
        }
        if len(lowered) != len(tokens):
            return data
        return {**data, "tokens": lowered}


SEED = StrictInteger(
    validate=validate.Range(0, MAX_SEED),
    metadata={"description": "Choose among equally best moves with this seed, reproducibly."},
)
SKILL = StrictFloat(
    load_default=1.0,
    allow_nan=False,
    validate=validate.Range(0.0, 1.0),
    metadata={"description": "Probability of a best move; otherwise a random legal move."},
)


class StatusRequestSchema(PositionSchema):
    player = PlayerField(
        metadata={"description": "Optional: when given, 409 unless it is this player's turn."}
    )


BUDGET_MS_DOC = (
    "On a 4x4 or 5x5 board, the longest the search may run, in milliseconds: by "
    f"default {round(DEFAULT_BUDGET_SECONDS * 1000)} unless `nodes` is given; proven "
    "says whether it finished. Tables answer the 3x3 boards, which ignore it."
)
NODES_DOC = (
    "On a 4x4 or 5x5 board, a budget of work: the positions the search may visit (its "
    "first ply is always searched). Given without `budget_ms`, the search reads no clock, "
    "so the same request gets the same answer (depth, proven, principal variation "
    "included) on any machine at any load, and a GET answer is cacheable; a machine far "
    "too busy to search them in time answers 503 `search-failed`, never another answer. "
    "With `budget_ms` too, the search stops at whichever runs out first. Tables answer "
    "the 3x3 boards, which ignore it."
)
"""What ``budget_ms`` and ``nodes`` mean, for the bodies and the GET forms."""
BUDGET_MS = StrictInteger(
    validate=validate.Range(1, round(MAX_BUDGET_SECONDS * 1000)),
    metadata={"description": BUDGET_MS_DOC},
)
NODES = StrictInteger(validate=validate.Range(1, MAX_NODES), metadata={"description": NODES_DOC})


class AnalysisRequestSchema(StatusRequestSchema):
    budget_ms = BUDGET_MS
    nodes = NODES


class MoveRequestSchema(PositionSchema):
    player = PlayerField(required=True, metadata={"description": "Who asks for a move."})
    seed = SEED
    skill = SKILL
    budget_ms = BUDGET_MS
    nodes = NODES


class MoveSchema(Schema):
    player = PlayerField(required=True)
    index = fields.Integer(required=True, metadata={"minimum": 0, "maximum": MOST_CELLS - 1})
    token = fields.Integer(required=True)


class StatusSchema(Schema):
    rules_id = fields.String(
        required=True,
        metadata={"description": "The rule set's canonical id: " + RULES_ID_GRAMMAR + "."},
    )
    state = ValueEnum(GameState, required=True)
    winner = PlayerField(allow_none=True, required=True)
    line = fields.List(
        fields.Integer(),
        allow_none=True,
        required=True,
        metadata={"description": "The completed line's indexes (one a row), when won."},
    )
    to_move = PlayerField(allow_none=True, required=True)


class AfterMoveSchema(StatusSchema):
    """The status a move leaves, its rule set aside (the answer names it)."""

    class Meta:
        exclude = ("rules_id",)


class MoveResponseSchema(StatusSchema):
    move = fields.Nested(MoveSchema, allow_none=True, required=True)
    after = fields.Nested(
        AfterMoveSchema,
        allow_none=True,
        required=True,
        metadata={
            "description": "The state the move leaves: won, drawn or going on, the winner "
            "and line, who moves next (null with no move): one request a turn."
        },
    )
    board_after = fields.List(
        fields.Integer(allow_none=True),
        allow_none=True,
        required=True,
        metadata={"description": "The board once the move is played (null with no move)."},
    )
    outcome = ValueEnum(Outcome, allow_none=True, required=True)
    plies = fields.Integer(allow_none=True, required=True)
    proven = fields.Boolean(
        metadata={
            "description": "Only in a searched board's answer (4x4, 5x5): whether outcome "
            "and plies are the value under perfect play. False when the budget ran out "
            "first: outcome and plies are then null and estimate says what the search saw."
        }
    )
    estimate = fields.Integer(
        allow_none=True,
        metadata={
            "description": "Only in a searched board's answer, when not proven: the "
            "heuristic score at the search's depth (the mover's safe moves less the "
            "other side's; higher is better; 0 with shared numbers, where both sides "
            "have the same moves)."
        },
    )
    depth = fields.Integer(
        metadata={"description": "Only in a searched board's answer: plies searched ahead."}
    )


class MoveValueSchema(Schema):
    move = fields.Nested(MoveSchema, required=True)
    outcome = ValueEnum(
        Outcome,
        allow_none=True,
        required=True,
        metadata={"description": "Null only in a searched board's unproven answer."},
    )
    plies = fields.Integer(allow_none=True, required=True)
    proven = fields.Boolean()
    estimate = fields.Integer(allow_none=True)
    depth = fields.Integer()


class AnalysisSchema(MoveResponseSchema):
    class Meta:
        exclude = ("move", "board_after", "after")

    moves = fields.List(fields.Nested(MoveValueSchema), required=True)
    principal_variation = fields.List(fields.Nested(MoveSchema), required=True)


STATUS_REQUEST = StatusRequestSchema()
ANALYSIS_REQUEST = AnalysisRequestSchema()
MOVE_REQUEST = MoveRequestSchema()
STATUS = StatusSchema()
MOVE_RESPONSE = MoveResponseSchema()
ANALYSIS = AnalysisSchema()


MAX_MOVE_TEXT = 40
"""The longest move text read: ``token@index`` of any board's numbers and cells."""
_MOVES_DOC = (
    "The moves played, in order, each `token@index` (`5@4` places 5 on cell 4, the 3x3 "
    "board's centre; cells row-major from 0), the first by the side to move at `start`."
)


class TicTacToeGameRequestSchema(StrictSchema):
    """A game: its rules, the board it starts from and the moves played."""

    rules = RulesField(load_default=GRAHAM, metadata=RULES_DOC)
    start = BoundedList(
        Cell(allow_none=True),
        min_items=CELLS,
        max_items=MOST_CELLS,
        what="cells: the board must have",
        allow_none=True,
        load_default=None,
        metadata={
            "description": "The board the game starts from, as /v1/status takes a board "
            "(null or left out: the empty board).",
            "example": [None, None, None, None, 5, None, None, None, None],
        },
    )
    moves = BoundedList(
        fields.String(
            validate=validate.Length(
                1, MAX_MOVE_TEXT, error=f"a move is 1 to {MAX_MOVE_TEXT} characters: token@index"
            ),
            metadata={"example": "5@4"},
        ),
        max_items=MOST_CELLS,
        what="no game has more moves than cells, so this lists",
        load_default=list,
        metadata={"description": _MOVES_DOC, "example": ["2@0", "3@8"]},
    )


class TicTacToeGameSchema(StatusSchema):
    """A game replayed: where it started, its moves and where they leave it."""

    start = fields.List(
        fields.Integer(allow_none=True),
        required=True,
        metadata={"description": "The board the game started from (null an empty cell)."},
    )
    moves = fields.List(fields.String(), required=True, metadata={"description": _MOVES_DOC})
    board = fields.List(
        fields.Integer(allow_none=True),
        required=True,
        metadata={"description": "The board after the moves: the status is this board's."},
    )
    position = fields.String(
        required=True,
        metadata={
            "description": "The board after the moves as a position string (docs/records.md): "
            "its rows, the player to move and the rules id, as `_,_,_/_,5,_/_,_,8 odd graham`."
        },
    )
    record = fields.String(
        required=True,
        metadata={
            "description": "The game as a PGN-shaped record (docs/records.md): POST "
            "/v1/records reads it back to this answer."
        },
    )


GAME_REQUEST = TicTacToeGameRequestSchema()
GAME = TicTacToeGameSchema()

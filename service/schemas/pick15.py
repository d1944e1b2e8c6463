"""Number Scrabble's requests and responses: ``/v1/pick15/...``."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service.schemas.fast import RequestSchema
from service.schemas.fields import BoundedList, Numbers, StrictInteger, StrictSchema, ValueEnum
from service.schemas.tictactoe import SEED, SKILL
from solver.core.state import GameState
from solver.core.value import Outcome
from solver.pick15.position import MAGIC_SQUARE, NUMBERS, Side


class PicksSchema(StrictSchema):
    first = Numbers("The numbers the first player has picked.", load_default=list)
    second = Numbers("The numbers the second player has picked.", load_default=list)


class Pick15RequestSchema(RequestSchema):
    """A Number Scrabble game: the numbers each player has picked so far."""

    picks = fields.Nested(PicksSchema, required=True)
    player = ValueEnum(
        Side, metadata={"description": "Optional: when given, 409 unless it is this side's turn."}
    )


class Pick15MoveRequestSchema(Pick15RequestSchema):
    player = ValueEnum(Side, required=True, metadata={"description": "Who asks for a pick."})
    seed = SEED
    skill = SKILL


_SQUARE = " / ".join(
    " ".join(map(str, MAGIC_SQUARE[row : row + 3])) for row in range(0, len(MAGIC_SQUARE), 3)
)


class PickSchema(Schema):
    player = ValueEnum(Side, required=True)
    number = fields.Integer(required=True, metadata={"minimum": NUMBERS[0], "maximum": NUMBERS[-1]})
    square = fields.Integer(
        required=True,
        metadata={
            "minimum": 0,
            "maximum": len(MAGIC_SQUARE) - 1,
            "description": f"The number's square in the magic square {_SQUARE}.",
        },
    )


class Pick15StatusSchema(Schema):
    state = ValueEnum(GameState, required=True)
    winner = ValueEnum(Side, allow_none=True, required=True)
    numbers = fields.List(
        fields.Integer(),
        allow_none=True,
        required=True,
        metadata={"description": "The winner's three numbers summing to 15."},
    )
    line = fields.List(
        fields.Integer(),
        allow_none=True,
        required=True,
        metadata={"description": "Their squares in the magic square: a tic-tac-toe line."},
    )
    to_move = ValueEnum(Side, allow_none=True, required=True)


class Pick15MoveResponseSchema(Pick15StatusSchema):
    move = fields.Nested(PickSchema, allow_none=True, required=True)
    after = fields.Nested(
        Pick15StatusSchema,
        allow_none=True,
        required=True,
        metadata={
            "description": "The state the pick leaves: won, drawn or going on, the winner "
            "and their numbers, who picks next (null with no pick)."
        },
    )
    outcome = ValueEnum(Outcome, allow_none=True, required=True)
    plies = fields.Integer(allow_none=True, required=True)


class PickValueSchema(Schema):
    move = fields.Nested(PickSchema, required=True)
    outcome = ValueEnum(Outcome, required=True)
    plies = fields.Integer(required=True)


class Pick15AnalysisSchema(Pick15MoveResponseSchema):
    class Meta:
        exclude = ("move", "after")

    moves = fields.List(fields.Nested(PickValueSchema), required=True)
    principal_variation = fields.List(fields.Nested(PickSchema), required=True)


PICK15_REQUEST = Pick15RequestSchema()
PICK15_MOVE_REQUEST = Pick15MoveRequestSchema()
PICK15_STATUS = Pick15StatusSchema()
PICK15_MOVE_RESPONSE = Pick15MoveResponseSchema()
PICK15_ANALYSIS = Pick15AnalysisSchema()

_PICKS_DOC = "The numbers picked, in order, the first player's first."


class Pick15GameRequestSchema(StrictSchema):
    """A game: the numbers picked, in order, from the empty game."""

    picks = BoundedList(
        StrictInteger(validate=validate.Range(NUMBERS[0], NUMBERS[-1])),
        max_items=len(NUMBERS),
        what="a game has nine numbers to pick, so this lists",
        load_default=list,
        metadata={"description": _PICKS_DOC, "example": [5, 2, 8]},
    )


class Pick15GameSchema(Pick15StatusSchema):
    """A game replayed: where it started, its picks and where they leave it."""

    start = fields.String(
        required=True,
        metadata={"description": "The position the game started from, as `position` writes it."},
    )
    picks = fields.List(fields.Integer(), required=True, metadata={"description": _PICKS_DOC})
    position = fields.String(
        required=True,
        metadata={
            "description": "The position after the picks as a position string "
            "(docs/records.md): each side's numbers, as `first=2,9 second=8`."
        },
    )
    record = fields.String(
        required=True,
        metadata={
            "description": "The game as a PGN-shaped record (docs/records.md): POST "
            "/v1/pick15/records reads it back to this answer."
        },
    )


class Pick15BoardSchema(Schema):
    square = fields.List(
        fields.Integer(),
        required=True,
        metadata={
            "description": f"The number on each square, row by row: the magic square {_SQUARE}, "
            "on which Number Scrabble is tic-tac-toe (``square`` of a pick indexes it)."
        },
    )
    sets = fields.List(
        fields.List(fields.Integer()),
        required=True,
        metadata={"description": "The eight sets of three numbers that sum to 15: the lines."},
    )


PICK15_BOARD = Pick15BoardSchema()
PICK15_GAME_REQUEST = Pick15GameRequestSchema()
PICK15_GAME = Pick15GameSchema()

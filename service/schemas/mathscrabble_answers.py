"""Math Scrabble's answers as the API documents them: a play scored, the
plays found, the board's premiums (its requests: ``mathscrabble``)."""

from __future__ import annotations

from marshmallow import Schema, fields

from service.schemas.fields import ValueEnum
from solver.mathscrabble.board import Direction
from solver.mathscrabble.equity import Ranking


class EquationSchema(Schema):
    text = fields.String(required=True)
    cells = fields.List(fields.List(fields.Integer()), required=True)
    value = fields.String(required=True)
    tile_points = fields.Integer(
        required=True, metadata={"description": "New tiles' points, letter premiums applied."}
    )
    bonus = fields.Integer(required=True)
    word_multiplier = fields.Integer(required=True)
    score = fields.Integer(required=True)


class PlacedSchema(Schema):
    row = fields.Integer(required=True)
    col = fields.Integer(required=True)
    tile = fields.String(required=True)
    blank = fields.Boolean(required=True)


_MAIN = "The equation the play is along"
_NOTATION = (
    "The play in Scrabble's notation: the main equation's first square (rows 1-15 from "
    "the top, columns A-O; row first across, column first down), then the equation: "
    "'8F 3+3=6'"
)
_WRITTEN = (
    "The play as a game's moves are written (POST /v1/math-scrabble/games): the notation "
    "with its blanks named, '8F 3+3=6, blank 3 on 8G'."
)
_RACK_LEFT = "The rack's tiles left after the play, '?' for a blank, in canonical tiles and order"


class MathScrabbleScoredSchema(Schema):
    legal = fields.Boolean(required=True)
    reason = fields.String(allow_none=True, required=True)
    direction = ValueEnum(Direction, allow_none=True, required=True)
    main = fields.String(
        allow_none=True, required=True, metadata={"description": f"{_MAIN} (null if not legal)."}
    )
    notation = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": f"{_NOTATION}. Null if not legal.", "example": "8F 3+3=6"},
    )
    written = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": f"{_WRITTEN} Null if not legal.", "example": "8F 3+3=6"},
    )
    rack_left = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": f"{_RACK_LEFT} (null when no rack was given)."},
    )
    placement = fields.List(fields.Nested(PlacedSchema), required=True)
    equations = fields.List(fields.Nested(EquationSchema), required=True)
    bingo = fields.Integer(required=True, metadata={"description": "50 for all nine tiles."})
    total = fields.Integer(required=True)


class MathScrabbleMoveSchema(MathScrabbleScoredSchema):
    """A play ``/moves`` found: legal, so its direction, main equation,
    notation and the rack it leaves are never null."""

    direction = ValueEnum(Direction, required=True)
    main = fields.String(required=True, metadata={"description": f"{_MAIN}."})
    notation = fields.String(
        required=True, metadata={"description": f"{_NOTATION}.", "example": "8F 3+3=6"}
    )
    written = fields.String(
        required=True, metadata={"description": _WRITTEN, "example": "8F 3+3=6"}
    )
    rack_left = fields.String(required=True, metadata={"description": f"{_RACK_LEFT}."})
    equity = fields.Float(
        required=True,
        metadata={
            "description": "The score plus what the tiles kept (rack_left) are worth next "
            "turn; with bag 0 and rank equity, the spread the endgame search foresees."
        },
    )


class ExchangeSchema(Schema):
    keep = fields.String(
        required=True, metadata={"description": "The tiles to keep ('?' a blank; may be empty)."}
    )
    exchange = fields.String(required=True, metadata={"description": "The tiles to return."})
    equity = fields.Float(
        required=True, metadata={"description": "What the kept tiles are worth next turn."}
    )


class MathScrabblePassSchema(Schema):
    equity = fields.Float(
        required=True,
        metadata={
            "description": "The spread a pass leads to: the final spread when it ends the "
            "game; in the endgame (bag 0), the spread the endgame search foresees, "
            "comparable with the plays' equity."
        },
    )
    wins = fields.Boolean(
        required=True,
        metadata={
            "description": "The pass ends the game won (the sixth scoreless turn in a row, "
            "taken while ahead): better than any play."
        },
    )


class MathScrabbleMovesSchema(Schema):
    plays = fields.List(fields.Nested(MathScrabbleMoveSchema), required=True)
    count = fields.Integer(
        required=True, metadata={"description": "Legal plays found (a floor if not finished)."}
    )
    finished = fields.Boolean(
        required=True,
        metadata={"description": "Every legal play was searched: count is exact."},
    )
    proven = fields.Boolean(
        required=True,
        metadata={
            "description": "No play left out can outscore the last play listed (by "
            "equity: have more equity; in the endgame: every play was weighed)."
        },
    )
    rank = ValueEnum(Ranking, required=True, metadata={"description": "How plays are ranked."})
    exchange = fields.Nested(
        ExchangeSchema,
        allow_none=True,
        required=True,
        metadata={
            "description": "Ranked by equity, while the bag holds nine tiles or more: the "
            "best exchange. Better than every play when its equity is higher than the "
            "first play's (or there is no play). Null otherwise."
        },
    )
    pass_ = fields.Nested(
        MathScrabblePassSchema,
        data_key="pass",
        allow_none=True,
        required=True,
        metadata={
            "description": "Ranked by equity, when a pass can be the best turn: after five "
            "scoreless turns in a row while ahead (a pass ends the game won), or in the "
            "endgame (bag 0) while a pass does not end the game. Better than every play "
            "when it wins, or when its equity is higher than the first play's. Null "
            "otherwise."
        },
    )


class PremiumSquareSchema(Schema):
    row = fields.Integer(required=True)
    col = fields.Integer(required=True)
    premium = fields.String(
        required=True,
        metadata={"enum": ["double-letter", "triple-letter", "double-word", "triple-word"]},
    )


class TileKindSchema(Schema):
    tile = fields.String(required=True, metadata={"description": "The face; '?' is a blank."})
    count = fields.Integer(required=True)
    points = fields.Integer(required=True)


class MathScrabbleBoardInfoSchema(Schema):
    size = fields.Integer(required=True)
    centre = fields.List(fields.Integer(), required=True)
    premiums = fields.List(fields.Nested(PremiumSquareSchema), required=True)
    tiles = fields.List(fields.Nested(TileKindSchema), required=True)
    rack_size = fields.Integer(required=True)
    bingo = fields.Integer(required=True)


SCORED = MathScrabbleScoredSchema()
MOVES = MathScrabbleMovesSchema()
BOARD_INFO = MathScrabbleBoardInfoSchema()

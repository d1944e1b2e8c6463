"""Math Scrabble's requests and responses: ``/v1/math-scrabble/...``.

Tiles are written as their faces, ``0-9 + - × ÷ ² √ =``; ``*`` or ``x`` may
be typed for ``×`` and ``/`` for ``÷``.  A board is 15 strings of 15
characters (``.`` an empty square); rows and columns count from 0.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from service.schemas.fields import (
    BoundedList,
    StrictBoolean,
    StrictInteger,
    StrictSchema,
    ValueEnum,
)
from solver.mathscrabble.board import SIZE
from solver.mathscrabble.budget import SECONDS_A_STEP
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import Ranking
from solver.mathscrabble.errors import TileError
from solver.mathscrabble.state import SCORELESS_TURNS
from solver.mathscrabble.tiles import BAG, RACK_SIZE, rack_counts, read_tile

MAX_BUDGET_MS = 3000
MAX_SPREAD = 10_000
"""The largest score difference a request may state."""
DEFAULT_BUDGET_MS = 1000
"""The longest a move search may run: it runs in the request."""
MAX_STEPS = 400_000
"""The most steps a move search may be asked for: about 2.8 s at
``SECONDS_A_STEP`` (under ``MAX_BUDGET_MS``), and what most of the bench's
boards are proven within (``bench.mathscrabble_steps``)."""


def expected_seconds(steps: int) -> float:
    """About how long a move search of ``steps`` steps takes.

    >>> round(expected_seconds(150_000), 2)
    1.05
    """
    return steps * SECONDS_A_STEP


MAX_LIMIT = 100
DEFAULT_RANKING = Ranking.SCORE
"""How ``/moves`` ranks plays unless asked (see the README for why)."""
EMPTY_BOARD = ["." * SIZE] * SIZE
_OFF_BOARD = f"{{input}} is off the board: rows and columns count 0 to {SIZE - 1}"


class Face(fields.String):
    """One tile face (aliases read): the tile a placement puts down."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        text = super()._deserialize(value, attr, data, **kwargs)
        face = read_tile(text) if len(text) == 1 else None
        if face is None:
            raise ValidationError(
                f"{text[:20]!r} is not a tile: write one of 0-9 + - × ÷ ² √ = "
                "(a blank is the tile it stands for, with blank true)"
            )
        return face


def bonus_field() -> ValueEnum:
    return ValueEnum(
        Bonus,
        load_default=Bonus.SQRT,
        metadata={
            "description": "An equation's bonus: the square root of its absolute value "
            "rounded up (the seed's rule), or the base-2 logarithm (its variation).",
        },
    )


def _board() -> BoundedList:
    return BoundedList(
        fields.String(
            validate=validate.Length(
                max=64, error=f"a row has {SIZE} squares: this one is over 64 characters"
            )
        ),
        min_items=SIZE,
        max_items=SIZE,
        what="rows: a board has",
        load_default=lambda: list(EMPTY_BOARD),
        metadata={
            "description": f"{SIZE} rows of {SIZE} characters, '.' for an empty square "
            "(default: the empty board).",
            "example": EMPTY_BOARD,
        },
    )


def _blanks() -> BoundedList:
    return BoundedList(
        BoundedList(
            StrictInteger(validate=validate.Range(0, SIZE - 1, error=_OFF_BOARD)),
            min_items=2,
            max_items=2,
            what="[row, column]: a square has",
        ),
        max_items=2,
        what="squares: the set has two blanks, so this lists",
        load_default=list,
        metadata={"description": "The squares of the board whose tiles are blanks."},
    )


class MathScrabbleValidateRequestSchema(StrictSchema):
    equation = fields.String(
        required=True,
        validate=validate.Length(1, SIZE, error=f"an equation has 1 to {SIZE} tiles"),
        metadata={"example": "2+3×4=20"},
    )


class MathScrabbleVerdictSchema(Schema):
    valid = fields.Boolean(required=True)
    value = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "The parts' common value, exact: '-17', '7/2', '2√3', '1+√2'."},
    )
    reason = fields.String(allow_none=True, required=True)


class PlacementSchema(StrictSchema):
    row = StrictInteger(required=True, validate=validate.Range(0, SIZE - 1, error=_OFF_BOARD))
    col = StrictInteger(required=True, validate=validate.Range(0, SIZE - 1, error=_OFF_BOARD))
    tile = Face(required=True, metadata={"example": "3"})
    blank = StrictBoolean(load_default=False)


class RackField(fields.String):
    """A rack as its text writes it, loaded as its tiles counted (read
    once: the views take the counts); one message for one fault: a rack of
    the wrong size, else the first character that is no tile."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        text = super()._deserialize(value, attr, data, **kwargs)
        if not 1 <= len(text) <= RACK_SIZE:
            raise ValidationError(f"a rack holds 1 to {RACK_SIZE} tiles, not {len(text)}")
        try:
            return rack_counts(text)
        except TileError as error:
            raise ValidationError(str(error)) from None


def _rack(description: str = "Your tiles, '?' for a blank.", **kwargs: Any) -> RackField:
    return RackField(
        metadata={
            "example": "12+=3×√??",
            "description": description,
            "minLength": 1,
            "maxLength": RACK_SIZE,
        },
        **kwargs,
    )


class MathScrabbleScoreRequestSchema(StrictSchema):
    board = _board()
    blanks = _blanks()
    placement = BoundedList(
        fields.Nested(PlacementSchema),
        min_items=1,
        max_items=RACK_SIZE,
        what="tiles: a play places",
        required=True,
    )
    bonus = bonus_field()
    rack = _rack(
        "Optional: the tiles the play is made from ('?' a blank); the answer then says "
        "what they leave, and a tile the rack does not hold is refused.",
        load_default=None,
    )


class MathScrabbleMovesRequestSchema(StrictSchema):
    board = _board()
    blanks = _blanks()
    rack = _rack(required=True)
    limit = StrictInteger(load_default=10, validate=validate.Range(1, MAX_LIMIT))
    bonus = bonus_field()
    budget_ms = StrictInteger(
        validate=validate.Range(1, MAX_BUDGET_MS),
        metadata={
            "description": "The longest the search may run, in milliseconds: by default "
            f"{DEFAULT_BUDGET_MS} unless `steps` is given; finished says if it ended."
        },
    )
    steps = StrictInteger(
        validate=validate.Range(1, MAX_STEPS),
        metadata={
            "description": "A budget of work: the search steps the search may take (while "
            "it has found no play, up to four times as many). Given without `budget_ms`, the "
            "search reads no clock, so the same request gets the same answer (plays, count, "
            "finished and proven included) on any machine at any load; a machine far too "
            "busy to take them in time answers 503 `search-failed`, never another answer. "
            "With `budget_ms` too, the search stops at whichever runs out first."
        },
    )
    rank = ValueEnum(
        Ranking,
        load_default=DEFAULT_RANKING,
        metadata={
            "description": "How plays are ranked: by their score, or by their equity (the "
            "score plus what the tiles kept are worth next turn; with bag 0, the spread a "
            "two-ply endgame search foresees, the unseen tiles being the opponent's rack)."
        },
    )
    bag = StrictInteger(
        load_default=None,
        allow_none=True,
        validate=validate.Range(0, len(BAG) - RACK_SIZE),
        metadata={
            "description": "How many tiles the bag holds (default: unknown, taken as "
            "enough to refill a full rack; a rack of fewer than 9 tiles says the bag "
            "is empty: no exchange, and the kept tiles are worth nothing). With 0, the "
            "kept tiles are worth nothing and, ranked by equity, the endgame is "
            "searched; below 9, no exchange is offered. While the bag holds tiles the "
            "other racks are full: the bag holds the tiles neither on the board nor on "
            "the rack, less 9 for each other player (422 otherwise)."
        },
    )
    scoreless = StrictInteger(
        load_default=0,
        validate=validate.Range(0, SCORELESS_TURNS - 1),
        metadata={
            "description": "Scoreless turns in a row so far (passes and exchanges, both "
            f"players'): the {SCORELESS_TURNS}th ends the game.  Ranked by equity, no exchange "
            "or pass is advised into an end you have not won while a play exists."
        },
    )
    spread = StrictInteger(
        load_default=0,
        validate=validate.Range(-MAX_SPREAD, MAX_SPREAD),
        metadata={"description": "Your score minus your opponent's: what an end now is worth."},
    )


VALIDATE_REQUEST = MathScrabbleValidateRequestSchema()
VERDICT = MathScrabbleVerdictSchema()
SCORE_REQUEST = MathScrabbleScoreRequestSchema()
MOVES_REQUEST = MathScrabbleMovesRequestSchema()

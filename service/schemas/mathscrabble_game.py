"""A whole Math Scrabble game's request and answer: ``POST
/v1/math-scrabble/games`` (the shapes of a single play are
``schemas.mathscrabble``'s)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service.schemas.fields import BoundedList, StrictInteger, StrictSchema, ValueEnum
from service.schemas.mathscrabble import bonus_field
from solver.core.play import MAX_SEED
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.record import MAX_TURNS

MAX_MOVE_TEXT = 80
"""The longest a move may be written: a play of 15 squares naming two blanks."""

_MOVE = (
    "A turn in the service's notation: a play as /moves writes it (written), its blanks "
    "named ('8F 3+3=6, blank 3 on 8G'), 'exchange 12+?' (the tiles given back, '?' a "
    "blank), or 'pass'."
)


class MathScrabbleGameRequestSchema(StrictSchema):
    seed = StrictInteger(
        required=True,
        validate=validate.Range(0, MAX_SEED),
        metadata={
            "description": "The deal: the bag shuffled from this seed, tiles drawn from its "
            "end, as `python -m solver mathscrabble selfplay --seed` deals.",
            "example": 7,
        },
    )
    moves = BoundedList(
        fields.String(
            validate=validate.Length(
                1,
                MAX_MOVE_TEXT,
                error=f"a move is 1 to {MAX_MOVE_TEXT} "
                "characters: '8F 3+3=6, blank 3 on 8G', 'exchange 12+?' or 'pass'",
            ),
            metadata={"description": _MOVE, "example": "8F 3+3=6"},
        ),
        max_items=MAX_TURNS,
        what="turns: no game takes more, so this lists",
        load_default=list,
        metadata={"description": "The turns taken, in order, the first by player 0."},
    )
    bonus = bonus_field()


class MathScrabbleTurnSchema(Schema):
    player = fields.Integer(required=True, metadata={"description": "0 moved first."})
    kind = fields.String(required=True, metadata={"enum": ["play", "exchange", "pass"]})
    move = fields.String(required=True, metadata={"description": _MOVE})
    rack = fields.String(required=True, metadata={"description": "The rack it was taken from."})
    points = fields.Integer(
        required=True, metadata={"description": "What it scored (the end's adjustments apart)."}
    )


class MathScrabbleEndSchema(Schema):
    reason = fields.String(
        required=True,
        metadata={
            "enum": ["went_out", "scoreless_turns"],
            "description": "went_out: a player played their last tile with the bag empty "
            "(and scores the digits left on the other rack); scoreless_turns: six turns in "
            "a row scored nothing.",
        },
    )
    went_out = fields.Integer(allow_none=True, required=True)
    adjustments = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "What the end added to each player's score."},
    )
    winners = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "The players with the highest final score (both on a tie)."},
    )


class MathScrabbleGameSchema(Schema):
    seed = fields.Integer(required=True)
    bonus = ValueEnum(Bonus, required=True)
    board = fields.List(
        fields.String(), required=True, metadata={"description": "As /moves takes it."}
    )
    blanks = fields.List(
        fields.List(fields.Integer()),
        required=True,
        metadata={"description": "The blanks' squares, [row, column], as /moves takes them."},
    )
    racks = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "Each player's tiles ('?' a blank): the dealer's view."},
    )
    scores = fields.List(
        fields.Integer(), required=True, metadata={"description": "Final once over."}
    )
    bag = fields.Integer(
        required=True, metadata={"description": "Tiles in the bag: /moves' bag for this turn."}
    )
    to_move = fields.Integer(
        allow_none=True, required=True, metadata={"description": "Null once the game is over."}
    )
    scoreless_turns = fields.Integer(
        required=True,
        metadata={"description": "Scoreless turns in a row so far; the sixth ends the game."},
    )
    over = fields.Boolean(required=True)
    end = fields.Nested(
        MathScrabbleEndSchema,
        allow_none=True,
        required=True,
        metadata={"description": "How the game ended (null while it goes on)."},
    )
    turns = fields.List(fields.Nested(MathScrabbleTurnSchema), required=True)



GAME_REQUEST = MathScrabbleGameRequestSchema()
GAME = MathScrabbleGameSchema()

"""A whole Math Scrabble game's request and answer: ``POST
/v1/math-scrabble/games`` (the shapes of a single play are
``schemas.mathscrabble``'s)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service.schemas.fields import BoundedList, StrictInteger, StrictSchema, ValueEnum
from service.schemas.mathscrabble import MAX_STEPS, bonus_field
from service.seats import MAX_TOKEN_CHARS
from solver.core.play import MAX_SEED
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.record import MAX_TURNS
from solver.mathscrabble.seat import DEFAULT_STEPS, OPPONENTS

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
    position = fields.String(
        required=True,
        metadata={
            "description": "The position reached, as a CGP-shaped string (docs/records.md): "
            "/positions reads it back."
        },
    )
    record = fields.String(
        required=True,
        metadata={
            "description": "The game as a GCG-shaped record (docs/records.md): /records replays it."
        },
    )


class MathScrabbleSeatRequestSchema(StrictSchema):
    game = fields.String(
        validate=validate.Length(
            1, MAX_TOKEN_CHARS, error=f"a game token is 1 to {MAX_TOKEN_CHARS} characters"
        ),
        metadata={
            "description": "The game so far: the `game` token the last answer gave. Without "
            "it, a new game is dealt."
        },
    )
    move = fields.String(
        validate=validate.Length(
            1, MAX_MOVE_TEXT, error=f"a move is 1 to {MAX_MOVE_TEXT} characters"
        ),
        metadata={"description": f"Your turn, when it is yours: {_MOVE}", "example": "8F 3+3=6"},
    )
    seat = StrictInteger(
        validate=validate.Range(0, 1),
        metadata={"description": "A new game's seat: 0 moves first (default 0)."},
    )
    opponent = fields.String(
        validate=validate.OneOf([player.value for player in OPPONENTS]),
        metadata={"description": "A new game's engine: ranking by equity (default) or score."},
    )
    steps = StrictInteger(
        validate=validate.Range(1, MAX_STEPS),
        metadata={
            "description": f"A new game's engine search per turn, in steps (default "
            f"{DEFAULT_STEPS}): the same turns on any machine."
        },
    )
    bonus = ValueEnum(Bonus, metadata={"description": "A new game's bonus (default sqrt)."})


class MathScrabbleSeatTurnSchema(MathScrabbleTurnSchema):
    rack = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "The rack it was taken from: null for the other seat's."},
    )


class MathScrabbleSeatSchema(MathScrabbleGameSchema):
    game = fields.String(
        required=True, metadata={"description": "The game's token: send it with your next move."}
    )
    seat = fields.Integer(required=True, metadata={"description": "Your seat."})
    seed = fields.Integer(
        allow_none=True, required=True, metadata={"description": "Null until the game is over."}
    )
    racks = fields.List(
        fields.String(allow_none=True),
        required=True,
        metadata={"description": "Your rack; the other's is null until the game is over."},
    )
    rack_sizes = fields.List(fields.Integer(), required=True)
    unseen = fields.String(
        required=True,
        metadata={"description": "The tiles you cannot see: the bag and the other rack."},
    )
    turns = fields.List(
        fields.Nested(MathScrabbleSeatTurnSchema),
        required=True,
        metadata={"description": "The other seat's exchanges are written 'exchange 4 tiles'."},
    )
    record = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "The game's GCG-shaped record: null until the game is over."},
    )


class MathScrabblePositionSchema(Schema):
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
        metadata={"description": "Each player's rack as the string gives it ('' when not known)."},
    )
    scores = fields.List(fields.Integer(), required=True)
    bag = fields.Integer(required=True, metadata={"description": "/moves' bag."})
    scoreless_turns = fields.Integer(required=True, metadata={"description": "/moves' scoreless."})
    to_move = fields.Integer(
        allow_none=True, required=True, metadata={"description": "Null when the string names none."}
    )
    spread = fields.Integer(
        required=True,
        metadata={"description": "/moves' spread: the player to move's score minus the other's."},
    )
    bonus = ValueEnum(Bonus, required=True)
    position = fields.String(
        required=True, metadata={"description": "The position, written as the service writes it."}
    )


GAME_REQUEST = MathScrabbleGameRequestSchema()
GAME = MathScrabbleGameSchema()
SEAT_REQUEST = MathScrabbleSeatRequestSchema()
SEAT = MathScrabbleSeatSchema()
POSITION = MathScrabblePositionSchema()

"""A Sum 15 deal played from one seat: ``POST /v1/sum15/seat``'s request
and answer (the rest of Sum 15's shapes are ``schemas.sum15``'s)."""

from __future__ import annotations

from marshmallow import fields, validate

from service.schemas.fields import StrictInteger, StrictSchema
from service.schemas.sum15 import (
    CARD,
    MAX_SAMPLES,
    Card,
    Sum15GameSchema,
    Sum15HouseRulesSchema,
    decks_field,
)
from service.seats import MAX_TOKEN_CHARS
from solver.sum15.seat import DEFAULT_SAMPLES, Others
from solver.sum15.table import MAX_PLAYERS, MIN_PLAYERS


class Sum15SeatRequestSchema(StrictSchema):
    game = fields.String(
        validate=validate.Length(
            1, MAX_TOKEN_CHARS, error=f"a game token is 1 to {MAX_TOKEN_CHARS} characters"
        ),
        metadata={
            "description": "The deal so far: the `game` token the last answer gave. Without "
            "it, a new deal is dealt."
        },
    )
    card = Card(metadata={**CARD, "description": "Your play, when it is your turn."})
    seat = StrictInteger(
        validate=validate.Range(0, MAX_PLAYERS - 1),
        metadata={"description": "A new deal's seat: 0 plays first (default 0)."},
    )
    players = StrictInteger(
        validate=validate.Range(MIN_PLAYERS, MAX_PLAYERS),
        metadata={"description": "A new deal's players (default 4)."},
    )
    decks = decks_field()
    rules = fields.Nested(
        Sum15HouseRulesSchema,
        metadata={"description": "A new deal's house rules (default: the seed's words)."},
    )
    others = fields.String(
        validate=validate.OneOf([others.value for others in Others]),
        metadata={
            "description": "How a new deal's other seats play: the engine (default; each "
            "from what it can know) or a style of the league (docs/sum15.md)."
        },
    )
    samples = StrictInteger(
        validate=validate.Range(1, MAX_SAMPLES),
        metadata={
            "description": f"A new deal's engine samples a play for each other seat (default "
            f"{DEFAULT_SAMPLES}): the same plays on any machine."
        },
    )


class Sum15SeatSchema(Sum15GameSchema):
    game = fields.String(
        required=True, metadata={"description": "The deal's token: send it with your next card."}
    )
    seat = fields.Integer(required=True, metadata={"description": "Your seat."})
    seed = fields.Integer(
        allow_none=True, required=True, metadata={"description": "Null until the deal is over."}
    )
    hands = fields.List(
        fields.List(fields.String(), allow_none=True),
        required=True,
        metadata={"description": "Your hand; the others' are null until the deal is over."},
    )
    hand_sizes = fields.List(
        fields.Integer(), required=True, metadata={"description": "Cards each seat holds."}
    )
    record = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "The deal's record: null until the deal is over."},
    )


SEAT_REQUEST = Sum15SeatRequestSchema()
SEAT = Sum15SeatSchema()

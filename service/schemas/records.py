"""The text forms every game reads (``docs/records.md``): a game record,
and Math Scrabble's position string."""

from __future__ import annotations

from marshmallow import fields, validate

from service.schemas.fields import StrictSchema
from solver.core.records import MAX_POSITION_CHARS, MAX_RECORD_CHARS


class RecordRequestSchema(StrictSchema):
    record = fields.String(
        required=True,
        validate=validate.Length(
            1, MAX_RECORD_CHARS, error=f"a record is 1 to {MAX_RECORD_CHARS} characters"
        ),
        metadata={"description": "A game record as the game's answers write it (docs/records.md)."},
    )


class PositionRequestSchema(StrictSchema):
    position = fields.String(
        required=True,
        validate=validate.Length(
            1, MAX_POSITION_CHARS, error=f"a position is 1 to {MAX_POSITION_CHARS} characters"
        ),
        metadata={
            "description": "A position string as the game's answers write it (docs/records.md)."
        },
    )


RECORD_REQUEST = RecordRequestSchema()
POSITION_REQUEST = PositionRequestSchema()

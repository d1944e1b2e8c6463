"""The service's own documents: variant solves, health and problems."""

from __future__ import annotations

from marshmallow import Schema, fields

from service.http.problem_types import described
from service.schemas.fast import RequestSchema
from service.schemas.fields import RedisState, ValueEnum
from service.schemas.rules import RULES_DOC, RULES_ID_GRAMMAR, RulesField

TABLE_STATES = {"allOf": [{"$ref": "#/components/schemas/TableStates"}]}


class SolveRequestSchema(RequestSchema):
    """A rule set to solve from the empty board."""

    rules = RulesField(required=True, metadata=RULES_DOC)


class SolveStatusSchema(Schema):
    """A variant solve, a long-running operation (202 and its Location)."""

    rules_id = fields.String(
        required=True,
        metadata={"description": "The rule set's id: " + RULES_ID_GRAMMAR + "."},
    )
    root = fields.String(
        required=True,
        metadata={
            "description": "The board the solve starts from, cells separated by commas, "
            "_ for an empty cell: the empty board for a whole game."
        },
    )
    state = fields.String(required=True, metadata={"enum": ["queued", "solving", "done", "failed"]})
    progress = fields.Float(required=True, metadata={"minimum": 0, "maximum": 1})
    positions = fields.Integer(
        allow_none=True,
        required=True,
        metadata={"description": "Positions the solve stores: estimated until done, then counted."},
    )
    seconds = fields.Float(
        allow_none=True, required=True, metadata={"description": "How long the solve took."}
    )
    error = fields.String(
        allow_none=True, required=True, metadata={"description": "Why a failed solve failed."}
    )


class HealthSchema(Schema):
    status = fields.String(
        required=True, metadata={"description": "ok (/healthz); ready or degraded (/readyz)."}
    )
    line = fields.Integer(
        metadata={"description": "400 malformed-json: the line where the body stops being JSON."}
    )
    column = fields.Integer(
        metadata={"description": "400 malformed-json: the column (a character) on that line."}
    )
    tables = fields.Raw(metadata={**TABLE_STATES, "description": "/readyz: each table."})
    redis = ValueEnum(RedisState, metadata={"description": "/readyz: the variant cache."})


class ProblemSchema(Schema):
    """An RFC 9457 problem document."""

    type = fields.String(
        required=True,
        metadata={"description": "What kind of problem this is, one of:\n" + described()},
    )
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.String()),
        metadata={"description": "Messages per offending field; board cells as board[i]."},
    )
    to_move = fields.Raw(
        allow_none=True,
        metadata={
            "anyOf": [
                {"$ref": "#/components/schemas/Player"},
                {"$ref": "#/components/schemas/Side"},
                {"type": "integer", "minimum": 0},
                {"type": "null"},
            ],
            "description": "409: whose turn it is: a player (tic-tac-toe), a side "
            "(Pick15) or a seat's number (Sum 15); null once the game is over.",
        },
    )
    location = fields.String(
        metadata={
            "description": "202 (a batch item whose variant is being solved): where the "
            "solve is reported, as the Location header of a single request."
        }
    )
    retry_after = fields.Integer(
        metadata={"description": "202 (a batch item): seconds to wait before asking again."}
    )
    line = fields.Integer(
        metadata={"description": "400 malformed-json: the line where the body stops being JSON."}
    )
    column = fields.Integer(
        metadata={"description": "400 malformed-json: the column (a character) on that line."}
    )
    tables = fields.Raw(metadata={**TABLE_STATES, "description": "503 from /readyz: each table."})
    redis = ValueEnum(RedisState, metadata={"description": "503 from /readyz: the variant cache."})


SOLVE_REQUEST = SolveRequestSchema()
SOLVE_STATUS = SolveStatusSchema()
HEALTH = HealthSchema()

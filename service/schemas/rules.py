"""Rule sets in requests (a name or an object of parts) and in ``GET /v1/rules``."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from service.schemas.fields import Numbers, PlayerField, StrictBoolean, StrictInteger, StrictSchema
from solver.tictactoe import NAMED_RULES, Rules
from solver.tictactoe.errors import InvalidRulesError
from solver.tictactoe.rules import MAX_NUMBER, MAX_NUMBERS, MAX_TARGET


class NumbersSchema(StrictSchema):
    odd = Numbers("Odd's numbers (default 1, 3, 5, 7, 9).")
    even = Numbers("Even's numbers (default 2, 4, 6, 8).")


class RulesObjectSchema(StrictSchema):
    """A rule set spelled out; every part defaults to Graham's game."""

    target = StrictInteger(
        validate=validate.Range(1, MAX_TARGET), metadata={"description": "The line sum that wins."}
    )
    numbers = fields.Nested(
        NumbersSchema,
        metadata={
            "description": "Each player's numbers: distinct, disjoint, "
            f"1 to {MAX_NUMBER}, at most {MAX_NUMBERS} each."
        },
    )
    first = PlayerField(metadata={"description": "Who moves first (default odd)."})
    parity_wins = StrictBoolean(
        metadata={"description": "Three of a parity in a line wins too (Nygaard's rule)."}
    )


RULES_OBJECT = RulesObjectSchema()


class RulesField(fields.Field):  # type: ignore[type-arg]
    """A rule set: a name (any case), or an object with its parts."""

    default_error_messages = {
        "invalid": "must be one of "
        + ", ".join(repr(n) for n in NAMED_RULES)
        + " or a rule set object, got {input!r}"
    }

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.name)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rules:
        named = self.read(value)
        if named is not None:
            return named
        if not isinstance(value, dict):
            raise self.make_error("invalid", input=value)
        try:
            return Rules.from_parts(RULES_OBJECT.load(value))
        except InvalidRulesError as error:  # the parts are well-formed but not a game
            message: Any = [error.reason]
            for key in reversed(error.part.split(".")):
                message = {key: message}
            raise ValidationError(message) from None

    @staticmethod
    def read(value: Any) -> Rules | None:
        """The named rule set ``value`` names (in any case), or None: the
        fast path's reading, the same as ``_deserialize``'s."""
        if type(value) is str:
            return NAMED_RULES.get(value.lower())
        return None


RULE_NAME = {"type": "string", "enum": list(NAMED_RULES)}
"""The ``RuleName`` component: one enum type for generated clients."""

RULES_DOC = {
    "anyOf": [
        {"$ref": "#/components/schemas/RuleName"},
        {"$ref": "#/components/schemas/RulesObject"},
    ],
    "default": "graham",
    "description": "A named game, or any rule set spelled out (solved on first use).",
}
"""How a ``RulesField`` is documented."""


class RuleNumbersSchema(Schema):
    odd = fields.List(fields.Integer(), required=True, metadata={"description": "Odd's numbers."})
    even = fields.List(fields.Integer(), required=True, metadata={"description": "Even's numbers."})


class RuleSetSchema(Schema):
    name = fields.String(required=True)
    description = fields.String(required=True)
    target = fields.Integer(required=True)
    first = PlayerField(required=True)
    parity_wins = fields.Boolean(required=True)
    numbers = fields.Nested(RuleNumbersSchema, required=True)


class RulesListSchema(Schema):
    rules = fields.List(fields.Nested(RuleSetSchema), required=True)

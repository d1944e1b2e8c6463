"""Request and response bodies, as marshmallow schemas.

Request schemas check types and shapes; the game rules (which numbers, whose
turn, reachable positions) are checked by the engine, one place for both the
HTTP API and the command line.  Unknown fields are rejected.
"""

from __future__ import annotations

import enum
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate

from solver import GRAHAM, NAMED_RULES, Outcome, Player, Rules, State
from solver.errors import InvalidRulesError
from solver.pick15 import Side


class StrictInteger(fields.Integer):
    """A JSON integer: no strings, booleans or fractions are converted."""

    default_error_messages = {"invalid": "must be a whole number, got {input!r}"}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if type(value) is not int:
            raise self.make_error("invalid", input=value)
        return value


class Cell(StrictInteger):
    """One board cell: a number, or null (or 0) for an empty cell."""

    default_error_messages = {
        "invalid": "a cell holds a number or null for an empty cell, got {input!r}"
    }


class StrictFloat(fields.Float):
    """A JSON number (not a string or boolean)."""

    default_error_messages = {"invalid": "must be a number, got {input!r}"}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> float:
        if type(value) not in (int, float):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


class ValueEnum(fields.Field):  # type: ignore[type-arg]
    """An enum written as its value: any case on input, lowercase on output.

    Documented as a reference to the named component (see ``ENUMS``), so that
    generated clients get one enum type per concept.
    """

    def __init__(self, enum: type[enum.Enum], **kwargs: Any) -> None:
        self.enum = enum
        self.choices = [member.value for member in enum]
        name = ENUM_NAMES[enum]
        metadata = {"allOf": [{"$ref": f"#/components/schemas/{name}"}]}
        metadata.update(kwargs.pop("metadata", {}))
        super().__init__(metadata=metadata, **kwargs)
        self.error_messages["invalid"] = (
            "must be " + " or ".join(repr(c) for c in self.choices) + ", got {input!r}"
        )

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.value)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str) and value.lower() in self.choices:
            return self.enum(value.lower())
        raise self.make_error("invalid", input=value)


ENUM_NAMES: dict[type[enum.Enum], str] = {
    Player: "Player",
    Outcome: "Outcome",
    State: "GameState",
    Side: "Side",
}
ENUMS = {
    name: {"type": "string", "enum": [member.value for member in cls]}
    for cls, name in ENUM_NAMES.items()
}
"""The component schemas ``ValueEnum`` fields refer to."""


def PlayerField(**kwargs: Any) -> ValueEnum:  # noqa: N802 - reads like a field class
    return ValueEnum(Player, **kwargs)


class StrictSchema(Schema):
    """A JSON object with exactly the documented fields."""

    class Meta:
        unknown = RAISE

    error_messages = {
        "type": "must be a JSON object",
        "unknown": "unknown field; see /openapi.json for the fields this request takes",
    }


class BoundedList(fields.List):  # type: ignore[type-arg]
    """A JSON array whose length is checked before its items, so that an
    array of the wrong size gets one message, not one per item."""

    def __init__(
        self,
        inner: fields.Field,  # type: ignore[type-arg]
        *,
        min_items: int = 0,
        max_items: int,
        what: str,
        **kwargs: Any,
    ) -> None:
        metadata = {"minItems": min_items, "maxItems": max_items, **kwargs.pop("metadata", {})}
        super().__init__(inner, metadata=metadata, **kwargs)
        self.min_items = min_items
        self.max_items = max_items
        self.what = what

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, list) and not self.min_items <= len(value) <= self.max_items:
            if self.min_items == self.max_items:
                expected = f"exactly {self.max_items}"
            else:
                expected = f"at most {self.max_items}"
            raise ValidationError(f"{self.what} {expected}, got {len(value)}")
        return super()._deserialize(value, attr, data, **kwargs)


def Numbers(description: str, **kwargs: Any) -> BoundedList:  # noqa: N802 - reads like a field
    """A list of at most 9 numbers."""
    return BoundedList(
        StrictInteger(),
        max_items=9,
        what="a player holds",
        metadata={"description": description},
        **kwargs,
    )


class StrictBoolean(fields.Boolean):
    """A JSON true or false (not 0, 1 or strings)."""

    default_error_messages = {"invalid": "must be true or false, got {input!r}"}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if type(value) is not bool:
            raise self.make_error("invalid", input=value)
        return value


class NumbersSchema(StrictSchema):
    odd = Numbers("Odd's numbers (default 1, 3, 5, 7, 9).")
    even = Numbers("Even's numbers (default 2, 4, 6, 8).")


class RulesObjectSchema(StrictSchema):
    """A rule set spelled out; every part defaults to Graham's game."""

    target = StrictInteger(
        validate=validate.Range(1, 300), metadata={"description": "The line sum that wins."}
    )
    numbers = fields.Nested(
        NumbersSchema,
        metadata={
            "description": "Each player's numbers: distinct, disjoint, 1 to 99, at most 9 each."
        },
    )
    first = PlayerField(metadata={"description": "Who moves first (default odd)."})
    parity_wins = StrictBoolean(
        metadata={"description": "Three of a parity in a line wins too (Nygaard's rule)."}
    )


class RulesField(fields.Field):  # type: ignore[type-arg]
    """A rule set: a name (any case), or an object with its parts."""

    default_error_messages = {
        "invalid": "must be one of "
        + ", ".join(repr(n) for n in NAMED_RULES)
        + " or a rule set object, got {input!r}"
    }
    object_schema = RulesObjectSchema()

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.id)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rules:
        if isinstance(value, str) and value.lower() in NAMED_RULES:
            return NAMED_RULES[value.lower()]
        if not isinstance(value, dict):
            raise self.make_error("invalid", input=value)
        parts = self.object_schema.load(value)
        numbers = parts.get("numbers", {})
        try:
            return Rules.from_spec(
                target=parts.get("target", GRAHAM.target),
                odd=numbers.get("odd", GRAHAM.odd),
                even=numbers.get("even", GRAHAM.even),
                first=parts.get("first", GRAHAM.first),
                parity_wins=parts.get("parity_wins", GRAHAM.parity_wins),
            )
        except InvalidRulesError as error:
            message: Any = [error.reason]
            for key in reversed(error.part.split(".")):
                message = {key: message}
            raise ValidationError(message) from None


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


class TokensSchema(StrictSchema):
    odd = Numbers("Odd's numbers not yet placed.")
    even = Numbers("Even's numbers not yet placed.")


class PositionSchema(StrictSchema):
    """A position: the board, the rules and optionally the remaining numbers."""

    rules = RulesField(load_default=NAMED_RULES["graham"], metadata=RULES_DOC)
    board = BoundedList(
        Cell(allow_none=True),
        min_items=9,
        max_items=9,
        what="the board must have",
        required=True,
        metadata={
            "description": "9 cells, index 0-8 row-major; null (or 0) for an empty cell.",
            "example": [None, None, None, None, 5, None, None, None, None],
        },
    )
    tokens = fields.Nested(
        TokensSchema,
        metadata={"description": "Each player's remaining numbers; must agree with the board."},
    )

    def load(self, data: Any, *args: Any, **kwargs: Any) -> Any:
        """Load ``data``; a body of the exact documented shape skips marshmallow.

        The shortcut yields exactly what marshmallow would (a test holds the
        two to that); anything else goes through marshmallow, which words the
        errors.
        """
        data = _token_keys_in_lowercase(data)
        if not args and kwargs.keys() <= {"unknown"}:
            loaded = self.load_well_formed(data)
            if loaded is not None:
                return loaded
        return super().load(data, *args, **kwargs)

    def load_well_formed(self, data: Any) -> dict[str, Any] | None:
        """The loaded body if it is valid as it stands, else None."""
        if type(data) is not dict or not data.keys() <= self.fields.keys():
            return None
        board = data.get("board")
        if type(board) is not list or len(board) != 9:
            return None
        for cell in board:
            if cell is not None and type(cell) is not int:
                return None
        loaded: dict[str, Any] = {"board": list(board)}
        rules = data.get("rules", "graham")
        if type(rules) is not str or rules.lower() not in NAMED_RULES:
            return None
        loaded["rules"] = NAMED_RULES[rules.lower()]
        if "tokens" in data:
            tokens = data["tokens"]
            if type(tokens) is not dict or not tokens.keys() <= {"odd", "even"}:
                return None
            for numbers in tokens.values():
                if type(numbers) is not list or any(type(n) is not int for n in numbers):
                    return None
            loaded["tokens"] = {name: list(numbers) for name, numbers in tokens.items()}
        return loaded if self.load_options(data, loaded) else None

    def load_options(self, data: dict[str, Any], loaded: dict[str, Any]) -> bool:
        """Add the schema's other fields to ``loaded``; False if one is not valid."""
        return True


def _token_keys_in_lowercase(data: Any) -> Any:
    """``tokens`` keys in any case, as ``player`` values are: ``"Odd"`` is
    ``"odd"`` (unless both are given: then the unknown one is refused)."""
    if type(data) is not dict or type(data.get("tokens")) is not dict:
        return data
    tokens = data["tokens"]
    if all(type(key) is str and key.islower() for key in tokens):
        return data
    lowered = {key.lower() if type(key) is str else key: value for key, value in tokens.items()}
    if len(lowered) != len(tokens):
        return data
    return {**data, "tokens": lowered}


def _player(value: Any) -> Player | None:
    if type(value) is str and value.lower() in ("odd", "even"):
        return Player(value.lower())
    return None


class StatusRequestSchema(PositionSchema):
    player = PlayerField(
        metadata={"description": "Optional: when given, 409 unless it is this player's turn."}
    )

    def load_options(self, data: dict[str, Any], loaded: dict[str, Any]) -> bool:
        if "player" in data:
            loaded["player"] = _player(data["player"])
            return loaded["player"] is not None
        return True


class MoveRequestSchema(PositionSchema):
    player = PlayerField(required=True, metadata={"description": "Who asks for a move."})
    seed = StrictInteger(
        validate=validate.Range(0, 2**63 - 1),
        metadata={"description": "Choose among equally best moves with this seed, reproducibly."},
    )
    skill = StrictFloat(
        load_default=1.0,
        allow_nan=False,
        validate=validate.Range(0.0, 1.0),
        metadata={"description": "Probability of a best move; otherwise a random legal move."},
    )

    def load_options(self, data: dict[str, Any], loaded: dict[str, Any]) -> bool:
        loaded["player"] = _player(data.get("player"))
        if loaded["player"] is None:
            return False
        if "seed" in data:
            seed = data["seed"]
            if type(seed) is not int or not 0 <= seed <= 2**63 - 1:
                return False
            loaded["seed"] = seed
        skill = data.get("skill", 1.0)
        if type(skill) not in (int, float) or not 0.0 <= skill <= 1.0:  # NaN fails too
            return False
        loaded["skill"] = float(skill)
        return True


class MoveSchema(Schema):
    player = PlayerField(required=True)
    index = fields.Integer(required=True, metadata={"minimum": 0, "maximum": 8})
    token = fields.Integer(required=True)


class StatusSchema(Schema):
    rules_id = fields.String(
        required=True,
        metadata={
            "description": "The rule set's canonical id: its name, or its parts spelled out."
        },
    )
    state = ValueEnum(State, required=True)
    winner = PlayerField(allow_none=True, required=True)
    line = fields.List(
        fields.Integer(),
        allow_none=True,
        required=True,
        metadata={"description": "The completed line's three indexes, when won."},
    )
    to_move = PlayerField(allow_none=True, required=True)


class MoveResponseSchema(StatusSchema):
    move = fields.Nested(MoveSchema, allow_none=True, required=True)
    board_after = fields.List(
        fields.Integer(allow_none=True),
        allow_none=True,
        required=True,
        metadata={"description": "The board once the move is played (null with no move)."},
    )
    outcome = ValueEnum(Outcome, allow_none=True, required=True)
    plies = fields.Integer(allow_none=True, required=True)


class MoveValueSchema(Schema):
    move = fields.Nested(MoveSchema, required=True)
    outcome = ValueEnum(Outcome, required=True)
    plies = fields.Integer(required=True)


class AnalysisSchema(MoveResponseSchema):
    class Meta:
        exclude = ("move", "board_after")

    moves = fields.List(fields.Nested(MoveValueSchema), required=True)
    principal_variation = fields.List(fields.Nested(MoveSchema), required=True)


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


class SolveRequestSchema(StrictSchema):
    """A rule set to solve from the empty board."""

    rules = RulesField(required=True, metadata=RULES_DOC)


class SolveStatusSchema(Schema):
    """A variant solve, a long-running operation (202 and its Location)."""

    rules_id = fields.String(required=True)
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
    tables = fields.Dict(keys=fields.String(), values=fields.String())
    redis = fields.String(
        metadata={"enum": ["ok", "down", "disabled"], "description": "The variant cache."}
    )


class ProblemSchema(Schema):
    """An RFC 9457 problem document."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.String()),
        metadata={"description": "Messages per offending field; board cells as board[i]."},
    )
    to_move = fields.String(
        allow_none=True,
        metadata={"description": "409: whose turn it is (a player, or a Pick15 side)."},
    )
    tables = fields.Dict(
        keys=fields.String(),
        values=fields.String(),
        metadata={"description": "503 from /readyz: each table, loaded or missing."},
    )
    redis = fields.String(
        metadata={"enum": ["ok", "down", "disabled"], "description": "503 from /readyz."}
    )


class PicksSchema(StrictSchema):
    first = Numbers("The numbers the first player has picked.", load_default=list)
    second = Numbers("The numbers the second player has picked.", load_default=list)


class Pick15RequestSchema(StrictSchema):
    """A Number Scrabble game: the numbers each player has picked so far."""

    picks = fields.Nested(PicksSchema, required=True)
    player = ValueEnum(
        Side, metadata={"description": "Optional: when given, 409 unless it is this side's turn."}
    )


class Pick15MoveRequestSchema(Pick15RequestSchema):
    player = ValueEnum(Side, required=True, metadata={"description": "Who asks for a pick."})
    seed = MoveRequestSchema._declared_fields["seed"]
    skill = MoveRequestSchema._declared_fields["skill"]


class PickSchema(Schema):
    player = ValueEnum(Side, required=True)
    number = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 9})
    square = fields.Integer(
        required=True,
        metadata={
            "minimum": 0,
            "maximum": 8,
            "description": "The number's square in the magic square 2 7 6 / 9 5 1 / 4 3 8.",
        },
    )


class Pick15StatusSchema(Schema):
    state = ValueEnum(State, required=True)
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
    outcome = ValueEnum(Outcome, allow_none=True, required=True)
    plies = fields.Integer(allow_none=True, required=True)


class PickValueSchema(Schema):
    move = fields.Nested(PickSchema, required=True)
    outcome = ValueEnum(Outcome, required=True)
    plies = fields.Integer(required=True)


class Pick15AnalysisSchema(Pick15MoveResponseSchema):
    class Meta:
        exclude = ("move",)

    moves = fields.List(fields.Nested(PickValueSchema), required=True)
    principal_variation = fields.List(fields.Nested(PickSchema), required=True)

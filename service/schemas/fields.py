"""Field types for JSON request bodies: strict about JSON types, worded for
game developers.

Nothing is converted silently: a string is not a number, ``1`` is not
``true``.  Enums are read in any case and written in lowercase.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate

from solver.core.state import GameState
from solver.core.text import ascii_lower
from solver.core.value import Outcome
from solver.mathscrabble.board import Direction
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import Ranking
from solver.pick15.position import Side
from solver.sum15.belief import Reading
from solver.sum15.rules import Reason
from solver.tictactoe import Player
from solver.tictactoe.rules import MAX_NUMBERS, LineRule

MAX_POSITIONS = 1000
"""The most positions a batch holds."""


class StrictSchema(Schema):
    """A JSON object with exactly the documented fields."""

    class Meta:
        unknown = RAISE

    error_messages = {
        "type": "must be a JSON object",
        "unknown": "unknown field; see /openapi.json for the fields this request takes",
    }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        taken = [
            field.data_key or name for name, field in self.fields.items() if not field.dump_only
        ]
        self.error_messages = {
            **self.error_messages,
            "unknown": f"unknown field: this object takes {', '.join(taken)}",
        }

    def on_bind_field(self, field_name: str, field_obj: fields.Field) -> None:  # type: ignore[type-arg]
        """Every field's errors in the API's words, not marshmallow's."""
        _in_our_words(field_obj)


FIELD_MESSAGES = {
    "required": "is required",
    "null": "must not be null",
}
"""What marshmallow says of a missing or null field, in the API's words."""

INVALID_MESSAGES: dict[type[fields.Field], str] = {  # type: ignore[type-arg]
    fields.List: "must be a list",
    fields.String: "must be a string",
    fields.Boolean: "must be true or false",
    fields.Integer: "must be a whole number",
    fields.Number: "must be a number",
    fields.Dict: "must be a JSON object",
}
"""What marshmallow says of a value of the wrong type, in the API's words,
by field class (a subclass's own message is kept)."""


def _in_our_words(field: fields.Field) -> None:  # type: ignore[type-arg]
    """Word ``field``'s (and a list's items') missing, null and range
    errors as the rest of the API does, where nothing more particular is
    said (a field's own messages, a validator's own ``error``)."""
    for key, message in FIELD_MESSAGES.items():
        if field.error_messages.get(key) == fields.Field.default_error_messages[key]:
            field.error_messages[key] = message
    for kind, message in INVALID_MESSAGES.items():
        if isinstance(field, kind) and field.error_messages.get("invalid") == (
            kind.default_error_messages["invalid"]
        ):
            field.error_messages["invalid"] = message
    for validator in field.validators:
        if (
            isinstance(validator, validate.Range)
            and validator.error is None
            and validator.min_inclusive
            and validator.max_inclusive
        ):
            low, high = validator.min, validator.max
            if low is not None and high is not None:
                validator.error = "must be from {min} to {max}, got {input}"
            elif low is not None:
                validator.error = "must be at least {min}, got {input}"
            else:
                validator.error = "must be at most {max}, got {input}"
        elif (
            isinstance(validator, validate.Length)
            and validator.error is None
            and validator.max is not None
            and validator.min is None
            and validator.equal is None
        ):
            validator.error = (
                "must hold at most {max} items"
                if isinstance(field, fields.List)
                else "must be at most {max} characters long"
            )
    inner = getattr(field, "inner", None)
    if isinstance(inner, fields.Field):
        _in_our_words(inner)


WHOLE_DIGITS = 30
"""The most digits a whole number written with a point or an exponent
(``5.0``, ``1e2``) is read with: more is out of every range here, and
would take long to write out."""


class StrictInteger(fields.Integer):
    """A JSON integer: no strings, booleans or fractions are converted.  A
    whole number written with a point or an exponent (``5.0``, ``1e2``) is
    one, as JSON Schema says; the body's numbers are read exactly
    (``bodies``: as ``Decimal``), so ``1.0000000000000001`` is not."""

    default_error_messages = {
        "invalid": "must be a whole number, got {input}",
        "vast": "{input} is far out of this field's range",
    }

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if type(value) is Decimal and value.is_finite() and value == value.to_integral_value():
            if value and value.adjusted() >= WHOLE_DIGITS:
                raise self.make_error("vast", input=json_text(value))
            return int(value)
        if type(value) is not int:
            raise self.make_error("invalid", input=json_text(value))
        return value


def json_text(value: Any) -> str:
    """``value`` as the body wrote it, near enough to name it in an error."""
    if type(value) is Decimal:
        return str(value)
    if isinstance(value, str):
        return repr(value[:40])
    try:
        return json.dumps(value, default=float)[:40]  # a Decimal inside, as a number
    except (TypeError, ValueError, RecursionError):  # nested too deeply to write
        return f"a JSON {type(value).__name__}"


class Cell(StrictInteger):
    """One board cell: a number, or null (or 0) for an empty cell."""

    default_error_messages = {
        "invalid": "a cell holds a number or null for an empty cell, got {input}"
    }


class StrictFloat(fields.Float):
    """A JSON number (not a string or boolean).  Read exactly (``bodies``:
    as ``Decimal``), it is held to its range as written, so that
    ``1.0000000000000001`` is over 1 even though the nearest float is not."""

    default_error_messages = {
        "invalid": "must be a number, got {input}",
        "tiny": "{input} is too close to 0 to be told from it: send 0 if that is meant",
        "near": "{input} is too close to {end} to be told from it: send {end} if that is meant",
    }

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> float:
        if type(value) is Decimal:
            if not value.is_finite():  # JSON has none: NaN and Infinity are refused as read
                raise self.make_error("invalid", input=json_text(value))
            ends = []
            for validator in self.validators:
                if isinstance(validator, validate.Range):
                    validator(value)
                    ends += [end for end in (validator.min, validator.max) if end is not None]
            written, value = value, float(value)
            changed = changed_by_float(written, value, ends)
            if changed is not None:
                raise self.make_error(changed[0], input=json_text(written), end=_plain(changed[1]))
        if type(value) not in (int, float):
            raise self.make_error("invalid", input=json_text(value))
        if type(value) is int:  # held to its range exactly: 10**400 is over it, not unreadable
            for validator in self.validators:
                if isinstance(validator, validate.Range):
                    validator(value)
        return super()._deserialize(value, attr, data, **kwargs)


def changed_by_float(
    written: Decimal, number: float, ends: Iterable[float]
) -> tuple[str, float] | None:
    """Why reading ``written`` as the float ``number`` would silently change
    it, and the value it would become: ``("tiny", 0)``, a number read as 0;
    ``("near", end)``, one read as an end of its range (0.99999999999999999
    as 1) that is not that end; else None.  The fast path and marshmallow's
    both ask here."""
    if written and not number:
        return "tiny", 0.0
    for end in ends:
        if number == float(end) and written != Decimal(end):
            return "near", end
    return None


def _plain(number: float) -> str:
    """``number`` as a caller would write it: ``1``, ``0.5``."""
    return str(int(number)) if float(number).is_integer() else str(number)


class StrictBoolean(fields.Boolean):
    """A JSON true or false (not 0, 1 or strings)."""

    default_error_messages = {"invalid": "must be true or false, got {input}"}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if type(value) is not bool:
            raise self.make_error("invalid", input=json_text(value))
        return value


class RedisState(enum.Enum):
    """The variant cache, as ``/readyz`` reports it."""

    OK = "ok"
    DOWN = "down"
    DISABLED = "disabled"


class TableState(enum.Enum):
    """A named game's table, as ``/readyz`` reports it."""

    LOADED = "loaded"
    MISSING = "missing"


ENUM_NAMES: dict[type[enum.Enum], str] = {
    Player: "Player",
    Outcome: "Outcome",
    GameState: "GameState",
    Side: "Side",
    Bonus: "EquationBonus",
    Reading: "OthersReading",
    Direction: "Direction",
    Ranking: "PlayRanking",
    Reason: "Sum15Reason",
    RedisState: "RedisState",
    TableState: "TableState",
    LineRule: "LineRule",
}
"""The component each enum is documented as, one type per concept."""

ENUMS = {
    name: {"type": "string", "enum": [member.value for member in cls]}
    for cls, name in ENUM_NAMES.items()
} | {
    "TableStates": {
        "type": "object",
        "description": "Each named game's table, by the game's name.",
        "additionalProperties": {"$ref": "#/components/schemas/TableState"},
    }
}
"""The component schemas ``ValueEnum`` fields refer to."""


class ValueEnum(fields.Field):  # type: ignore[type-arg]
    """An enum written as its value: any case on input, lowercase on output.

    Documented as a reference to the named component (see ``ENUMS``), so that
    generated clients get one enum type per concept.
    """

    def __init__(self, enum: type[enum.Enum], **kwargs: Any) -> None:
        self.enum = enum
        self.choices = [member.value for member in enum]
        metadata = {"allOf": [{"$ref": f"#/components/schemas/{ENUM_NAMES[enum]}"}]}
        metadata.update(kwargs.pop("metadata", {}))
        super().__init__(metadata=metadata, **kwargs)
        self.error_messages["invalid"] = (
            "must be " + " or ".join(repr(c) for c in self.choices) + ", got {input}"
        )

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.value)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        member = self.read(value)
        if member is None:
            raise self.make_error("invalid", input=json_text(value))
        return member

    def read(self, value: Any) -> Any:
        """The member ``value`` names (in any case), or None: the fast path's
        reading, the same as ``_deserialize``'s."""
        if type(value) is str and (name := ascii_lower(value)) in self.choices:
            return self.enum(name)
        return None


def PlayerField(**kwargs: Any) -> ValueEnum:  # noqa: N802 - reads like a field class
    return ValueEnum(Player, **kwargs)


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
            elif len(value) < self.min_items:
                expected = f"at least {self.min_items}"
            else:
                expected = f"at most {self.max_items}"
            raise ValidationError(f"{self.what} {expected}, got {len(value)}")
        return super()._deserialize(value, attr, data, **kwargs)


def Numbers(description: str, **kwargs: Any) -> BoundedList:  # noqa: N802 - reads like a field
    """A list of at most ``MAX_NUMBERS`` numbers."""
    return BoundedList(
        StrictInteger(),
        max_items=MAX_NUMBERS,
        what="a player holds",
        metadata={"description": description},
        **kwargs,
    )

"""The fast path for request bodies, derived from the schema declarations.

marshmallow costs more than the engine's lookup, so a request schema reads a
body that is valid as it stands with a reader compiled from its own fields
(once, when the schema is made), and hands anything else to marshmallow,
which words the errors.  Both yield the same result: the reader knows only
the field types below, refuses to compile a schema with any other, and a
test holds it to marshmallow on random bodies.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from marshmallow import Schema, fields, missing, validate

from service.schemas.fields import (
    BoundedList,
    StrictBoolean,
    StrictFloat,
    StrictInteger,
    StrictSchema,
    ValueEnum,
    changed_by_float,
)
from service.schemas.rules import RulesField

INVALID: Any = object()
"""What a reader returns for a value marshmallow would refuse."""

Reader = Callable[[Any], Any]


def compile_reader(schema: Schema) -> Callable[[Any], dict[str, Any] | None]:
    """A function reading a JSON object as ``schema.load`` would, or
    returning None where marshmallow would refuse it (or might)."""
    read = _object_reader(schema)

    def load(data: Any) -> dict[str, Any] | None:
        loaded = read(data)
        return None if loaded is INVALID else loaded

    return load


def _object_reader(schema: Schema) -> Reader:
    if not isinstance(schema, StrictSchema):
        raise TypeError(f"{type(schema).__name__}: only strict schemas have a fast path")
    known = frozenset(schema.fields)
    parts = []
    for name, field in schema.fields.items():
        if field.data_key not in (None, name) or field.attribute not in (None, name):
            raise TypeError(f"{name}: renamed fields have no fast path")
        parts.append((name, field_reader(field), field.required, field.load_default))

    def read(data: Any) -> Any:
        if type(data) is not dict or not data.keys() <= known:
            return INVALID
        loaded = {}
        for name, reader, required, default in parts:
            if name in data:
                value = reader(data[name])
                if value is INVALID:
                    return INVALID
                loaded[name] = value
            elif required:
                return INVALID
            elif default is not missing:
                loaded[name] = default() if callable(default) else default
        return loaded

    return read


def field_reader(field: fields.Field) -> Reader:  # type: ignore[type-arg]
    """The reader of one field; ``TypeError`` for a field it does not know."""
    reader = _reader(field)
    if not field.allow_none:
        return reader
    return lambda value: None if value is None else reader(value)


def _reader(field: fields.Field) -> Reader:  # type: ignore[type-arg]
    if isinstance(field, (ValueEnum, RulesField)) and not field.validators:
        own = field.read

        def read_own(value: Any) -> Any:
            result = own(value)
            return INVALID if result is None else result

        return read_own
    if isinstance(field, StrictInteger):
        low, high = _range(field)

        def read_int(value: Any) -> Any:
            if type(value) is not int or not low <= value <= high:
                return INVALID
            return value

        return read_int
    if type(field) is StrictFloat:
        low, high = _range(field)
        finite = not field.allow_nan

        def read_float(value: Any) -> Any:
            if type(value) is Decimal:  # as written, held to the range exactly
                if not value.is_finite() or not low <= value <= high:
                    return INVALID
                number = float(value)
                return INVALID if changed_by_float(value, number, (low, high)) else number
            if type(value) not in (int, float) or not low <= value <= high:  # NaN fails too
                return INVALID
            if finite and not math.isfinite(value):
                return INVALID
            return float(value)

        return read_float
    if type(field) is StrictBoolean and not field.validators:
        return lambda value: value if type(value) is bool else INVALID
    if type(field) is BoundedList and not field.validators:
        return _list_reader(field)
    if type(field) is fields.Nested and isinstance(field.nested, type) and not field.validators:
        return _object_reader(field.nested())
    raise TypeError(f"{type(field).__name__} has no fast reader")


def _list_reader(field: BoundedList) -> Reader:
    fewest, most = field.min_items, field.max_items
    inner = field.inner
    if isinstance(inner, StrictInteger) and _range(inner) == (-math.inf, math.inf):
        nullable = inner.allow_none  # the common case, a board or a list of numbers, inline

        def read_numbers(value: Any) -> Any:
            if type(value) is not list or not fewest <= len(value) <= most:
                return INVALID
            for item in value:
                if type(item) is not int and (item is not None or not nullable):
                    return INVALID
            return list(value)

        return read_numbers
    item_reader = field_reader(inner)

    def read_list(value: Any) -> Any:
        if type(value) is not list or not fewest <= len(value) <= most:
            return INVALID
        items = [item_reader(item) for item in value]
        return INVALID if any(item is INVALID for item in items) else items

    return read_list


def _range(field: fields.Field) -> tuple[float, float]:  # type: ignore[type-arg]
    """The bounds of the field's ``Range`` validator (its only validator)."""
    low, high = -math.inf, math.inf
    for validator in field.validators:
        if not isinstance(validator, validate.Range) or not (
            validator.min_inclusive and validator.max_inclusive
        ):
            raise TypeError(f"{type(validator).__name__}: only inclusive ranges have a fast path")
        if validator.min is not None:
            low = validator.min
        if validator.max is not None:
            high = validator.max
    return low, high


class RequestSchema(StrictSchema):
    """A request body: strict, read by a reader compiled from its fields when
    it is valid as it stands, by marshmallow (which words the errors) else."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.load_well_formed = compile_reader(self)

    def load(self, data: Any, *args: Any, **kwargs: Any) -> Any:
        data = self.prepare(data)
        if not args and kwargs.keys() <= {"unknown"}:
            loaded = self.load_well_formed(data)
            if loaded is not None:
                return loaded
        return super().load(data, *args, **kwargs)

    def prepare(self, data: Any) -> Any:
        """``data`` as both paths read it (a hook; as it is by default)."""
        return data

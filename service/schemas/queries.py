"""GET forms of the read endpoints: the position in the query string.

``board=_,_,_,_,5,_,_,_,_`` (9 cells separated by commas, ``_`` for an empty
cell), ``rules`` a name or a ``rules_id`` exactly as answers give it,
``player``, and for moves ``seed`` and ``skill``; Number Scrabble's picks as
``first=9,2&second=8``.  Each schema loads into what its POST schema loads,
so that both forms reach the same view code and give the same answers; the
remaining numbers are those the board leaves.  Values are read exactly as
written: a number is digits (no sign, no leading zero, no spaces).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from marshmallow import ValidationError, fields, validate

from service.schemas.fields import PlayerField, StrictFloat, StrictSchema, ValueEnum
from service.schemas.rules import RULES_ID_GRAMMAR, read_rules_id
from service.schemas.tictactoe import BUDGET_MS_DOC, NODES_DOC
from solver.core.play import MAX_SEED
from solver.pick15.position import Side
from solver.tictactoe import GRAHAM, Rules
from solver.tictactoe.errors import BoardSizeError
from solver.tictactoe.notation import BoardTextError, read_board, read_number
from solver.tictactoe.rules import CELLS
from solver.tictactoe.search import MAX_BUDGET_SECONDS, MAX_NODES

DECIMAL = re.compile(r"-?(0|[1-9][0-9]{0,19})(\.[0-9]{1,40})?([eE][-+]?[0-9]{1,4})?")
"""A decimal number as a query writes it: as JSON writes one (so as a body
does: no ``+0.5``, ``00.5`` or ``01``), short enough to read at once."""


class QueryBoard(fields.Field):  # type: ignore[type-arg]
    """The board: cells separated by commas, ``_`` for an empty cell."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        try:
            return read_board(value, cells=None)
        except BoardTextError as error:
            raise ValidationError({index: [why] for index, why in error.cells.items()}) from None
        except BoardSizeError as error:
            raise ValidationError(str(error)) from None


PICKS = 9
"""The most picks a side of Number Scrabble can have made (of the numbers 1-9)."""


class QueryNumbers(fields.Field):  # type: ignore[type-arg]
    """Number Scrabble's picks: numbers separated by commas; an empty value for none."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if value == "":
            return []
        items = value.split(",")
        if len(items) > PICKS:
            raise ValidationError(f"at most {PICKS} numbers, got {len(items)}")
        numbers = [read_number(item) for item in items]
        if None in numbers:
            bad = next(item for item, n in zip(items, numbers, strict=True) if n is None)
            raise ValidationError(f"numbers separated by commas, got {bad[:20]!r}")
        return numbers


class QueryRules(fields.Field):  # type: ignore[type-arg]
    """A rule set: a name, or a ``rules_id`` as answers give it."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rules:
        rules = read_rules_id(value)
        if rules is None:
            raise ValidationError(
                f"must be a rule set's name or a rules_id as answers give it, got {value[:80]!r}"
            )
        return rules


class QueryInteger(fields.Integer):
    """A whole number written as digits."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        number = read_number(value)
        if number is None:
            raise ValidationError(f"must be a whole number written as digits, got {value[:40]!r}")
        return number


class QueryNumber(StrictFloat):
    """A decimal number such as ``0.5``, read exactly as a body's is."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> float:
        if not isinstance(value, str) or not DECIMAL.fullmatch(value):
            raise ValidationError(
                "must be a number as JSON writes it, such as 0.5 (no + and no leading zero), "
                "with at most 20 digits before the point and 40 after it, got "
                f"{str(value)[:40]!r}"
            )
        return super()._deserialize(Decimal(value), attr, data, **kwargs)


class QuerySchema(StrictSchema):
    error_messages = {
        **StrictSchema.error_messages,
        "unknown": "unknown query parameter; see /openapi.json for the parameters this takes",
    }


class PositionQuerySchema(QuerySchema):
    rules = QueryRules(
        load_default=GRAHAM,
        metadata={
            "type": "string",
            "description": "The rule set, as an answer's rules_id gives it: "
            + RULES_ID_GRAMMAR
            + " (default graham).",
            "default": "graham",
        },
    )
    board = QueryBoard(
        required=True,
        metadata={
            "type": "string",
            "description": f"The board as text: its {CELLS} cells (16 or 25 on a larger "
            "board; as a POST body's board, row-major) separated by commas, _ for an empty "
            "cell.",
            "example": "_,_,_,_,5,_,_,_,_",
        },
    )


class StatusQuerySchema(PositionQuerySchema):
    player = PlayerField(
        metadata={"description": "Optional: when given, 409 unless it is this player's turn."}
    )


SEED = QueryInteger(
    validate=validate.Range(0, MAX_SEED),
    metadata={"description": "Choose among equally best moves with this seed, reproducibly."},
)
SKILL = QueryNumber(
    load_default=1.0,
    validate=validate.Range(0.0, 1.0),
    metadata={"description": "Probability of a best move; otherwise a random legal move."},
)


BUDGET_MS = QueryInteger(
    validate=validate.Range(1, round(MAX_BUDGET_SECONDS * 1000)),
    metadata={"description": BUDGET_MS_DOC},
)
NODES = QueryInteger(validate=validate.Range(1, MAX_NODES), metadata={"description": NODES_DOC})


class AnalysisQuerySchema(StatusQuerySchema):
    budget_ms = BUDGET_MS
    nodes = NODES


class MoveQuerySchema(PositionQuerySchema):
    player = PlayerField(required=True, metadata={"description": "Who asks for a move."})
    seed = SEED
    skill = SKILL
    budget_ms = BUDGET_MS
    nodes = NODES


class Pick15QuerySchema(QuerySchema):
    first = QueryNumbers(
        load_default=list,
        metadata={"type": "string", "description": "First's picks, separated by commas."},
    )
    second = QueryNumbers(
        load_default=list,
        metadata={"type": "string", "description": "Second's picks, separated by commas."},
    )
    player = ValueEnum(
        Side, metadata={"description": "Optional: when given, 409 unless it is this side's turn."}
    )

    def load(self, *args: Any, **kwargs: Any) -> Any:
        """Into what the POST body loads: the picks under ``picks``."""
        loaded = dict(super().load(*args, **kwargs))
        loaded["picks"] = {"first": loaded.pop("first"), "second": loaded.pop("second")}
        return loaded


class Pick15MoveQuerySchema(Pick15QuerySchema):
    player = ValueEnum(Side, required=True, metadata={"description": "Who asks for a pick."})
    seed = SEED
    skill = SKILL


STATUS_QUERY = StatusQuerySchema()
ANALYSIS_QUERY = AnalysisQuerySchema()
MOVE_QUERY = MoveQuerySchema()
PICK15_QUERY = Pick15QuerySchema()
PICK15_MOVE_QUERY = Pick15MoveQuerySchema()

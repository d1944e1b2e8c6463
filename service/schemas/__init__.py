"""Request and response bodies, as marshmallow schemas, by job:

- ``fields``: strict JSON field types and the enum components;
- ``fast``: request schemas' fast path, compiled from their fields;
- ``rules``: rule sets (a name or an object) in and out;
- ``games``: the board games' bodies; ``pick15``: Number Scrabble's;
- ``service``: variant solves, health and problem documents.

Request schemas check types and shapes; the game rules (which numbers, whose
turn, reachable positions) are checked by the engine, one place for both the
HTTP API and the command line.  Unknown fields are rejected.  Limits come
from ``solver``.  Each schema has a named instance (``MOVE_REQUEST``, ...),
the one the views use.
"""

from service.schemas.fields import ENUMS
from service.schemas.pick15 import (
    PICK15_ANALYSIS,
    PICK15_MOVE_REQUEST,
    PICK15_MOVE_RESPONSE,
    PICK15_REQUEST,
    PICK15_STATUS,
)
from service.schemas.rules import RULE_NAME, RuleSetSchema, RulesListSchema
from service.schemas.service import (
    HEALTH,
    SOLVE_REQUEST,
    SOLVE_STATUS,
    ProblemSchema,
    SolveStatusSchema,
)
from service.schemas.tictactoe import (
    ANALYSIS,
    ANALYSIS_REQUEST,
    MOVE_REQUEST,
    MOVE_RESPONSE,
    STATUS,
    STATUS_REQUEST,
    AnalysisSchema,
    MoveRequestSchema,
    MoveResponseSchema,
    PositionSchema,
    StatusRequestSchema,
    StatusSchema,
)

__all__ = [
    "ANALYSIS",
    "ANALYSIS_REQUEST",
    "ENUMS",
    "HEALTH",
    "MOVE_REQUEST",
    "MOVE_RESPONSE",
    "PICK15_ANALYSIS",
    "PICK15_MOVE_REQUEST",
    "PICK15_MOVE_RESPONSE",
    "PICK15_REQUEST",
    "PICK15_STATUS",
    "RULE_NAME",
    "SOLVE_REQUEST",
    "SOLVE_STATUS",
    "STATUS",
    "STATUS_REQUEST",
    "AnalysisSchema",
    "MoveRequestSchema",
    "MoveResponseSchema",
    "PositionSchema",
    "ProblemSchema",
    "RuleSetSchema",
    "RulesListSchema",
    "SolveStatusSchema",
    "StatusRequestSchema",
    "StatusSchema",
]

"""What every game's answers share: a value as JSON, and JSON as text.

Each game writes its answers as JSON-ready dicts in its own ``answers``
module, the one rendering for the service and the command line alike;
``service.schemas`` documents the same shapes for OpenAPI and a test holds
the two to the same output.  Enums are written as their values.
"""

from __future__ import annotations

import json
from typing import Any

from solver.core.value import Outcome, Value


def compact(body: Any) -> str:
    """``body`` as JSON text, compact as Flask writes it outside debug mode
    (what the service sends)."""
    return _COMPACT.encode(body)


_COMPACT = json.JSONEncoder(separators=(",", ":"))
"""``json.dumps``'s encoder with these settings, made once (``dumps`` makes
one a call when given any setting)."""


_OUTCOME_NAMES = {outcome: outcome.value for outcome in Outcome}


def value_json(value: Value | None) -> dict[str, Any]:
    if value is None:
        return {"outcome": None, "plies": None}
    return {"outcome": _OUTCOME_NAMES[value.outcome], "plies": value.plies}

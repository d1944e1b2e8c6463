"""200 JSON responses from ``solver.tictactoe.answers``' dicts.

The response schemas document the API; the views write the engines' answers
with ``solver.tictactoe.answers`` (the command line writes the same) instead of
``Schema.dump``, which costs more than the engine itself.  A test holds both
to the same output.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response


def json_response(body: dict[str, Any]) -> Response:
    """A 200 JSON response, compact as Flask writes it outside debug mode."""
    return Response(json.dumps(body, separators=(",", ":")), mimetype="application/json")

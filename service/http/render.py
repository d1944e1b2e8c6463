"""200 JSON responses from the dicts each game's ``answers`` module makes
(``solver.tictactoe.answers``, ``solver.mathscrabble.answers``, ...).

The response schemas document the API; the views write the engines' answers
as those modules make them (the command line and the search processes make
the same) instead of ``Schema.dump``, which costs more than the engine
itself.  A test holds both to the same output.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response


def json_response(body: dict[str, Any]) -> Response:
    """A 200 JSON response, compact as Flask writes it outside debug mode."""
    return Response(json.dumps(body, separators=(",", ":")), mimetype="application/json")

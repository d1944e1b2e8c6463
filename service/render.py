"""Engine results as JSON-ready dicts, in the shapes of ``service.schemas``.

The response schemas document the API; on the hot path the views render
with these plain functions instead of ``Schema.dump``, which costs more than
the engine itself.  A test holds both to the same output.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response

from solver import Analysis, Move, MoveValue, Position


def move_json(move: Move) -> dict[str, Any]:
    return {"player": move.player.value, "index": move.index, "token": move.token}


def board_json(board: tuple[int, ...]) -> list[int | None]:
    return [cell or None for cell in board]


def status_json(position: Position) -> dict[str, Any]:
    status = position.status
    return {
        "rules_id": position.rules.id,
        "state": status.state.value,
        "winner": status.winner.value if status.winner else None,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move.value if status.to_move else None,
    }


def move_response_json(position: Position, chosen: MoveValue | None) -> dict[str, Any]:
    body = status_json(position)
    body["move"] = move_json(chosen.move) if chosen else None
    body["board_after"] = board_json(position.play(chosen.move).board) if chosen else None
    body["outcome"] = chosen.value.outcome.value if chosen else None
    body["plies"] = chosen.value.plies if chosen else None
    return body


def analysis_json(analysis: Analysis) -> dict[str, Any]:
    body = status_json(analysis.position)
    value = analysis.value
    body["outcome"] = value.outcome.value if value else None
    body["plies"] = value.plies if value else None
    body["moves"] = [
        {"move": move_json(mv.move), "outcome": mv.value.outcome.value, "plies": mv.value.plies}
        for mv in analysis.moves
    ]
    body["principal_variation"] = [move_json(m) for m in analysis.principal_variation]
    return body


def json_response(body: dict[str, Any]) -> Response:
    """A 200 JSON response, compact as Flask writes it outside debug mode."""
    return Response(json.dumps(body, separators=(",", ":")), mimetype="application/json")

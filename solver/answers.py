"""The engines' answers as JSON-ready dicts: the shapes of the HTTP API.

One rendering for every caller: the service's views and the command line's
``analyze`` both write these.  ``service.schemas`` documents the same shapes
for OpenAPI; a test holds the two to the same output.  Enums are written as
their values, empty cells as None.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from solver.engine import Analysis, MoveValue
from solver.mathscrabble.board import CENTRE, PREMIUMS, SIZE
from solver.mathscrabble.equation import Verdict
from solver.mathscrabble.moves import Found
from solver.mathscrabble.scoring import BINGO, Scored
from solver.mathscrabble.surds import show
from solver.mathscrabble.tiles import RACK_SIZE, TILES, rack_left, rack_text
from solver.pick15 import Pick, Pick15Analysis, Pick15Position, PickValue
from solver.position import Move, Position
from solver.rules import Rules
from solver.value import Value


def board_json(board: tuple[int, ...]) -> list[int | None]:
    return [cell or None for cell in board]


def move_json(move: Move) -> dict[str, Any]:
    return {"player": move.player.value, "index": move.index, "token": move.token}


def _value_json(value: Value | None) -> dict[str, Any]:
    return {
        "outcome": value.outcome.value if value else None,
        "plies": value.plies if value else None,
    }


def status_json(position: Position) -> dict[str, Any]:
    """``/v1/status``: the game's state, winner, winning line and side to move."""
    status = position.status
    return {
        "rules_id": position.rules.name,
        "state": status.state.value,
        "winner": status.winner.value if status.winner else None,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move.value if status.to_move else None,
    }


def move_response_json(position: Position, chosen: MoveValue | None) -> dict[str, Any]:
    """``/v1/move``: the status, the chosen move, the board after it and its value."""
    body = status_json(position)
    body["move"] = move_json(chosen.move) if chosen else None
    if chosen:
        after = list(position.board)  # a legal move, so no need to validate what follows
        after[chosen.move.index] = chosen.move.token
        body["board_after"] = [cell or None for cell in after]
    else:
        body["board_after"] = None
    body.update(_value_json(chosen.value if chosen else None))
    return body


def analysis_json(analysis: Analysis) -> dict[str, Any]:
    """``/v1/analysis``: the status, the value, every move's value and the
    principal variation."""
    body = status_json(analysis.position)
    body.update(_value_json(analysis.value))
    body["moves"] = [{"move": move_json(mv.move), **_value_json(mv.value)} for mv in analysis.moves]
    body["principal_variation"] = [move_json(m) for m in analysis.principal_variation]
    return body


def rules_json(rules: Rules) -> dict[str, Any]:
    """A rule set as ``GET /v1/rules`` lists it."""
    return {
        "name": rules.name,
        "description": rules.description,
        "target": rules.target,
        "first": rules.first.value,
        "parity_wins": rules.parity_wins,
        "numbers": {"odd": list(rules.odd), "even": list(rules.even)},
    }


def pick_json(pick: Pick) -> dict[str, Any]:
    return {"player": pick.player.value, "number": pick.number, "square": pick.square}


def pick15_status_json(position: Pick15Position) -> dict[str, Any]:
    """``/v1/pick15/status``."""
    status = position.status
    return {
        "state": status.state.value,
        "winner": status.winner.value if status.winner else None,
        "numbers": list(status.numbers) if status.numbers else None,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move.value if status.to_move else None,
    }


def pick15_move_response_json(position: Pick15Position, chosen: PickValue | None) -> dict[str, Any]:
    """``/v1/pick15/move``: the status, the chosen pick and its value."""
    body = pick15_status_json(position)
    body["move"] = pick_json(chosen.pick) if chosen else None
    body.update(_value_json(chosen.value if chosen else None))
    return body


def pick15_analysis_json(analysis: Pick15Analysis) -> dict[str, Any]:
    """``/v1/pick15/analysis``: the status, the value, every pick's value and
    the principal variation."""
    body = pick15_status_json(analysis.position)
    body.update(_value_json(analysis.value))
    body["moves"] = [{"move": pick_json(pv.pick), **_value_json(pv.value)} for pv in analysis.picks]
    body["principal_variation"] = [pick_json(p) for p in analysis.principal_variation]
    return body


def math_scrabble_verdict_json(verdict: Verdict) -> dict[str, Any]:
    """``POST /v1/math-scrabble/validate``: whether a string is a true equation."""
    return {
        "valid": verdict.valid,
        "value": None if verdict.value is None else show(verdict.value),
        "reason": verdict.reason,
    }


def _cell(at: int) -> list[int]:
    return [at // SIZE, at % SIZE]


def math_scrabble_scored_json(scored: Scored, rack: Counter[str] | None = None) -> dict[str, Any]:
    """A play judged, as ``POST /v1/math-scrabble/score`` answers it;
    ``rack_left`` is what ``rack`` (if given) holds after it."""
    main = scored.main
    left = None
    if rack is not None:
        left = rack_text(rack_left(rack, ((t.face, t.blank) for t in scored.tiles)))
    return {
        "legal": scored.legal,
        "reason": scored.reason,
        "direction": None if scored.direction is None else scored.direction.value,
        "main": None if main is None else main.text,
        "notation": scored.notation(),
        "rack_left": left,
        "placement": [
            {"row": t.at // SIZE, "col": t.at % SIZE, "tile": t.face, "blank": t.blank}
            for t in scored.tiles
        ],
        "equations": [
            {
                "text": equation.text,
                "cells": [_cell(at) for at in equation.squares],
                "value": show(equation.value),
                "tile_points": equation.tile_points,
                "bonus": equation.bonus,
                "word_multiplier": equation.word_multiplier,
                "score": equation.score,
            }
            for equation in scored.equations
        ],
        "bingo": scored.bingo,
        "total": scored.total,
    }


def math_scrabble_moves_json(
    found: Found, plays: list[Scored], rack: Counter[str]
) -> dict[str, Any]:
    """``POST /v1/math-scrabble/moves``: the best plays, each judged, with
    the rack each leaves."""
    return {
        "plays": [math_scrabble_scored_json(scored, rack) for scored in plays],
        "count": found.count,
        "finished": found.finished,
        "proven": found.proven,
    }


def math_scrabble_board_json() -> dict[str, Any]:
    """``GET /v1/math-scrabble/board``: the empty board's premium squares,
    and the tile set."""
    return {
        "size": SIZE,
        "centre": _cell(CENTRE),
        "premiums": [
            {"row": at // SIZE, "col": at % SIZE, "premium": premium}
            for at, premium in sorted(PREMIUMS.items())
        ],
        "tiles": [
            {"tile": tile, "count": kind.count, "points": kind.points}
            for tile, kind in TILES.items()
        ],
        "rack_size": RACK_SIZE,
        "bingo": BINGO,
    }

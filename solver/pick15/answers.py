"""Number Scrabble's answers as JSON-ready dicts: the shapes of the HTTP API."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from solver.core.answers import value_json
from solver.pick15.position import (
    MAGIC_SQUARE,
    TRIPLES,
    Pick,
    Pick15Analysis,
    Pick15Position,
    PickValue,
)
from solver.pick15.records import Pick15Game, read_game, record_text, replay


def board_json() -> dict[str, Any]:
    """``/v1/pick15/board``: the magic square the numbers sit on and the
    sets of three that win, which a board drawn for the game needs."""
    return {"square": list(MAGIC_SQUARE), "sets": [list(triple) for triple in TRIPLES]}


def pick_json(pick: Pick) -> dict[str, Any]:
    return {"player": pick.player.value, "number": pick.number, "square": pick.square}


def status_json(position: Pick15Position) -> dict[str, Any]:
    """``/v1/pick15/status``."""
    status = position.status
    return {
        "state": status.state.value,
        "winner": status.winner.value if status.winner else None,
        "numbers": list(status.numbers) if status.numbers else None,
        "line": list(status.line) if status.line else None,
        "to_move": status.to_move.value if status.to_move else None,
    }


def move_response_json(position: Pick15Position, chosen: PickValue | None) -> dict[str, Any]:
    """``/v1/pick15/move``: the status, the chosen pick, the state it
    leaves (``after``) and its value."""
    body = status_json(position)
    body["move"] = pick_json(chosen.pick) if chosen else None
    body["after"] = status_json(position.play(chosen.pick)) if chosen else None
    body.update(value_json(chosen.value if chosen else None))
    return body


def analysis_json(analysis: Pick15Analysis) -> dict[str, Any]:
    """``/v1/pick15/analysis``: the status, the value, every pick's value and
    the principal variation."""
    body = status_json(analysis.position)
    body.update(value_json(analysis.value))
    body["moves"] = [{"move": pick_json(pv.pick), **value_json(pv.value)} for pv in analysis.picks]
    body["principal_variation"] = [pick_json(p) for p in analysis.principal_variation]
    return body


def game_json(game: Pick15Game) -> dict[str, Any]:
    """``/v1/pick15/games`` and ``/v1/pick15/records``: the status of the
    position the picks leave, the start, the picks, the position string
    and the game's record."""
    return {
        **status_json(game.final),
        "start": str(game.start),
        "picks": [pick.number for pick in game.picks],
        "position": str(game.final),
        "record": record_text(game),
    }


def game_answer(picks: Sequence[int]) -> dict[str, Any]:
    """``POST /v1/pick15/games``: ``picks`` made from the empty game;
    ``IllegalMoveError`` naming the first that cannot be made."""
    return game_json(replay(Pick15Position.from_picks(), picks))


def record_answer(text: str) -> dict[str, Any]:
    """``POST /v1/pick15/records``: the game a record writes, replayed
    (``RecordError`` for a record that cannot be, or disagrees with it)."""
    return game_json(read_game(text))

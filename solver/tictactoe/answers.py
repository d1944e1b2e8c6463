"""Numeric tic-tac-toe's answers as JSON-ready dicts: the shapes of the HTTP API.

One rendering for every caller: the service's views and the command line's
``analyze`` both write these.  ``service.schemas`` documents the same shapes
for OpenAPI; a test holds the two to the same output.  Enums are written as
their values, empty cells as None.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from solver.core.answers import compact, value_json
from solver.core.value import Outcome
from solver.tictactoe.engine import Analysis, MoveValue
from solver.tictactoe.position import Move, Position
from solver.tictactoe.records import (
    Game,
    position_text,
    read_game,
    record_text,
    replay,
    start_position,
)
from solver.tictactoe.rules import Player, Rules, Token


def board_json(board: tuple[int, ...]) -> list[int | None]:
    return [cell or None for cell in board]


_PLAYER_NAMES = {player: player.value for player in Player}


def move_json(move: Move) -> dict[str, Any]:
    return {"player": _PLAYER_NAMES[move.player], "index": move.index, "token": move.token}


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


def after_json(position: Position) -> dict[str, Any]:
    """The state a move leaves: whether it won or drew, the line, who is next."""
    status = status_json(position)
    return {key: status[key] for key in ("state", "winner", "line", "to_move")}


def move_response_json(position: Position, chosen: MoveValue | None) -> dict[str, Any]:
    """``/v1/move``: the status, the chosen move, the board after it, the
    state it leaves (``after``) and its value."""
    body = status_json(position)
    body["move"] = move_json(chosen.move) if chosen else None
    following = position.play(chosen.move) if chosen else None
    body["board_after"] = board_json(following.board) if following else None
    body["after"] = after_json(following) if following else None
    body.update(value_json(chosen.value if chosen else None))
    return body


def analysis_json(analysis: Analysis) -> dict[str, Any]:
    """``/v1/analysis``: the status, the value, every move's value and the
    principal variation."""
    body = status_json(analysis.position)
    body.update(value_json(analysis.value))
    body["moves"] = [{"move": move_json(mv.move), **value_json(mv.value)} for mv in analysis.moves]
    body["principal_variation"] = [move_json(m) for m in analysis.principal_variation]
    return body


def analysis_text(analysis: Analysis) -> str:
    """``analysis_json`` written as compact JSON text (``compact``), made
    directly: a batch's analyses are mostly their moves, each written here
    by one format instead of two dicts and the encoder.  A test holds the
    two to the same answer."""
    head = compact(status_json(analysis.position) | value_json(analysis.value))[:-1]
    moves = ",".join(
        f'{{"move":{_move_text(mv.move)},"outcome":"{_OUTCOME_NAMES[mv.value.outcome]}",'
        f'"plies":{mv.value.plies}}}'
        for mv in analysis.moves
    )
    line = ",".join(_move_text(move) for move in analysis.principal_variation)
    return f'{head},"moves":[{moves}],"principal_variation":[{line}]}}'


def move_response_text(position: Position, chosen: MoveValue | None) -> str:
    """``move_response_json`` written as compact JSON text directly, as
    ``analysis_text`` is: ``POST /v1/move`` sends it.  A test holds the two
    to the same answer."""
    head = f'{{"rules_id":{compact(position.rules.name)},{_state_text(position)}'
    if chosen is None:
        return f'{head},"move":null,"board_after":null,"after":null,"outcome":null,"plies":null}}'
    following = position.play(chosen.move)
    board = ",".join(str(cell) if cell else "null" for cell in following.board)
    value = chosen.value
    return (
        f'{head},"move":{_move_text(chosen.move)},"board_after":[{board}],'
        f'"after":{{{_state_text(following)}}},'
        f'"outcome":"{_OUTCOME_NAMES[value.outcome]}","plies":{value.plies}}}'
    )


def _state_text(position: Position) -> str:
    """``after_json``'s fields as JSON text, without the braces."""
    status = position.status
    winner = f'"{_PLAYER_NAMES[status.winner]}"' if status.winner else "null"
    line = f"[{','.join(map(str, status.line))}]" if status.line else "null"
    to_move = f'"{_PLAYER_NAMES[status.to_move]}"' if status.to_move else "null"
    return f'"state":"{status.state.value}","winner":{winner},"line":{line},"to_move":{to_move}'


def _move_text(move: Move) -> str:
    return f'{{"player":"{_PLAYER_NAMES[move.player]}","index":{move.index},"token":{move.token}}}'


_OUTCOME_NAMES = {outcome: outcome.value for outcome in Outcome}


def rules_json(rules: Rules) -> dict[str, Any]:
    """A rule set as ``GET /v1/rules`` lists it."""
    return {
        "name": rules.name,
        "description": rules.description,
        "target": rules.target,
        "first": rules.first.value,
        "parity_wins": rules.parity_wins,
        "numbers": {"odd": list(rules.odd), "even": list(rules.even)},
        "size": rules.size,
        "shared": rules.shared,
        "line": rules.line.value,
    }


def game_json(game: Game) -> dict[str, Any]:
    """``/v1/games`` and ``/v1/records``: the status of the position the
    moves leave, the start, the moves, the board, its position string and
    the game's record."""
    return {
        **status_json(game.final),
        "start": board_json(game.start.board),
        "moves": [str(move) for move in game.moves],
        "board": board_json(game.final.board),
        "position": position_text(game.final),
        "record": record_text(game),
    }


def game_answer(
    rules: Rules, start: Sequence[Token | None] | None, moves: Sequence[str]
) -> dict[str, Any]:
    """``POST /v1/games``: ``moves`` replayed under ``rules`` from ``start``
    (None: the empty board); a ``PositionError`` naming ``start`` for a
    board no game reaches, ``IllegalMoveError`` naming the first move that
    cannot be played."""
    return game_json(replay(start_position(rules, start), moves))


def record_answer(text: str) -> dict[str, Any]:
    """``POST /v1/records``: the game a record writes, replayed
    (``RecordError`` for a record that cannot be, or disagrees with it)."""
    return game_json(read_game(text))

"""Answers for boards without tables (4x4 and 5x5), from the anytime search.

They have the shapes of the table's answers (``answers``), plus ``proven``:
true when ``outcome`` and ``plies`` are the game's value under perfect play,
false when the search ran out of budget first, and then ``outcome`` and
``plies`` are null and ``estimate`` is the search's heuristic (the side to
move's safe moves less the other side's, at the deepest finished search),
``depth`` the plies that search looked ahead.  A move is answered whenever
one is legal, proven or not.
"""

from __future__ import annotations

import random
from typing import Any

from solver.core.answers import value_json
from solver.core.play import choose_by_skill
from solver.core.value import Outcome, Value
from solver.tictactoe.answers import move_json, move_response_json, status_json
from solver.tictactoe.engine import MoveValue
from solver.tictactoe.position import Move, Position
from solver.tictactoe.search import ScoredMove, SearchResult, search


def search_fields(proven: bool, score: int, depth: int) -> dict[str, Any]:
    """What an answer adds when it comes from the search."""
    return {"proven": proven, "estimate": None if proven else score, "depth": depth}


def searched_move_json(
    position: Position,
    budget_seconds: float | None,
    *,
    nodes: int | None = None,
    seed: int | None,
    skill: float,
) -> dict[str, Any]:
    """``/v1/move`` for a searched board: the search's best move (with
    probability ``skill``, else a random legal move, as the tables' bots),
    searched within ``budget_seconds`` and ``nodes`` (as ``search`` takes them)."""
    if position.status.to_move is None:
        body = move_response_json(position, None)
        return body | search_fields(True, 0, 0)
    result = search(position, budget_seconds, nodes=nodes)
    assert result.best is not None  # an open position has a legal move

    def best(rng: random.Random | None) -> Move:
        return result.best  # type: ignore[return-value]

    chosen = choose_by_skill(best, lambda: list(position.legal_moves()), seed=seed, skill=skill)
    if chosen == result.best:
        body = move_response_json(position, MoveValue(chosen, _value_or_draw(result)))
        if not result.proven:
            body.update(value_json(None))
        return body | search_fields(result.proven, result.score, result.depth)
    body = move_response_json(position, MoveValue(chosen, Value(Outcome.DRAW, 0)))
    return body | value_json(None) | search_fields(False, 0, 0)


def searched_analysis_json(
    position: Position, budget_seconds: float | None, *, nodes: int | None = None
) -> dict[str, Any]:
    """``/v1/analysis`` for a searched board: every move scored, best first,
    within ``budget_seconds`` and ``nodes`` (as ``search`` takes them)."""
    body = status_json(position)
    if position.status.to_move is None:
        return (
            body
            | value_json(None)
            | {"moves": [], "principal_variation": []}
            | (search_fields(True, 0, 0))
        )
    result = search(position, budget_seconds, nodes=nodes, every_move=True)
    body.update(value_json(result.value))
    body["moves"] = [_scored_json(scored, result) for scored in _best_first(result)]
    body["principal_variation"] = [move_json(move) for move in result.line]
    return body | search_fields(result.proven, result.score, result.depth)


def _value_or_draw(result: SearchResult) -> Value:
    return result.value or Value(Outcome.DRAW, 0)


def _best_first(result: SearchResult) -> list[ScoredMove]:
    return sorted(result.moves, key=lambda s: (-s.score, s.move.index, s.move.token))


def _scored_json(scored: ScoredMove, result: SearchResult) -> dict[str, Any]:
    return (
        {"move": move_json(scored.move)}
        | value_json(scored.value)
        | search_fields(scored.proven, scored.score, result.depth)
    )

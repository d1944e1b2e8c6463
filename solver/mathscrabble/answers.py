"""Math Scrabble's answers as JSON-ready dicts: the shapes of the HTTP API."""

from __future__ import annotations

from collections import Counter
from typing import Any

from solver.mathscrabble.board import CENTRE, PREMIUMS, SIZE
from solver.mathscrabble.equation import Verdict
from solver.mathscrabble.equity import Advice, Ranking
from solver.mathscrabble.record import Ending, Table
from solver.mathscrabble.scoring import BINGO, Scored
from solver.mathscrabble.surds import show
from solver.mathscrabble.tiles import RACK_SIZE, TILES, rack_left, rack_text


def verdict_json(verdict: Verdict) -> dict[str, Any]:
    """``POST /v1/math-scrabble/validate``: whether a string is a true equation."""
    return {
        "valid": verdict.valid,
        "value": None if verdict.value is None else show(verdict.value),
        "reason": verdict.reason,
    }


def _cell(at: int) -> list[int]:
    return [at // SIZE, at % SIZE]


def scored_json(scored: Scored, rack: Counter[str] | None = None) -> dict[str, Any]:
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
        "written": scored.written(),
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


def moves_json(
    advice: Advice, plays: list[Scored], rack: Counter[str], ranking: Ranking
) -> dict[str, Any]:
    """``POST /v1/math-scrabble/moves``: the best plays by ``ranking``, each
    judged (``plays``, in the order of ``advice.ranked``), with the rack each
    leaves and its equity; the best exchange, ranked by equity."""
    exchange = None
    if ranking is Ranking.EQUITY and advice.exchange is not None:
        keep, value = advice.exchange
        exchange = {
            "keep": rack_text(keep),
            "exchange": rack_text(rack - keep),
            "equity": round(value, 2),
        }
    return {
        "plays": [
            {**scored_json(scored, rack), "equity": round(ranked.equity, 2)}
            for scored, ranked in zip(plays, advice.ranked, strict=True)
        ],
        "count": advice.found.count,
        "finished": advice.found.finished,
        "proven": advice.proven,
        "rank": ranking.value,
        "exchange": exchange,
    }


def board_json() -> dict[str, Any]:
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


def game_json(table: Table) -> dict[str, Any]:
    """``POST /v1/math-scrabble/games``: the whole state of a game replayed
    from its seed and moves, as a dealer sees it (every rack), in the forms
    ``/moves`` takes back, with the record of its turns and its end."""
    state, ending = table.state, table.ending
    return {
        "seed": table.seed,
        "bonus": state.bonus.value,
        "board": state.board.rows(),
        "blanks": [_cell(at) for at in sorted(state.board.blanks)],
        "racks": list(state.racks),
        "scores": list(state.scores),
        "bag": len(state.bag),
        "to_move": None if state.over else state.to_move,
        "scoreless_turns": state.scoreless,
        "over": state.over,
        "end": None if ending is None else _end_json(ending, state.scores),
        "turns": [
            {
                "player": entry.player,
                "kind": entry.kind.value,
                "move": entry.move,
                "rack": entry.rack,
                "points": entry.points,
            }
            for entry in table.turns
        ],
    }


def _end_json(ending: Ending, scores: tuple[int, ...]) -> dict[str, Any]:
    best = max(scores)
    return {
        "reason": ending.reason.value,
        "went_out": ending.player,
        "adjustments": list(ending.adjustments(len(scores))),
        "winners": [seat for seat, score in enumerate(scores) if score == best],
    }

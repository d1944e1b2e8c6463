"""Math Scrabble's answers as JSON-ready dicts: the shapes of the HTTP API."""

from __future__ import annotations

from collections import Counter
from typing import Any

from solver.core.errors import SearchUnfinishedError
from solver.mathscrabble.board import CENTRE, PREMIUMS, SIZE, Board
from solver.mathscrabble.choice import Advice
from solver.mathscrabble.equation import Bonus, Verdict
from solver.mathscrabble.equity import Ranking, bag_issue
from solver.mathscrabble.errors import BoardError, NotInRackError
from solver.mathscrabble.moves import MAX_OVERRUN
from solver.mathscrabble.position_string import (
    MathScrabblePosition,
    table_position,
    write_position,
)
from solver.mathscrabble.record import Ending, Table
from solver.mathscrabble.records import write_game
from solver.mathscrabble.scoring import BINGO, Scored, Tile, score
from solver.mathscrabble.surds import show
from solver.mathscrabble.tiles import (
    RACK_SIZE,
    TILES,
    over_issue,
    rack_left,
    rack_text,
)


def rack_on(board: Board, rack: Counter[str]) -> Counter[str]:
    """``rack`` (its tiles counted, as ``tiles.rack_counts`` reads a
    rack's text), played on ``board``: ``BoardError`` naming ``rack`` when
    the board and the rack hold more of a tile than the set has."""
    over = over_issue(board.counts() + rack)
    if over:
        raise BoardError(f"the board and the rack hold {over}", part="rack")
    return rack


def score_answer(
    board: Board, tiles: list[Tile], bonus: Bonus, rack: Counter[str] | None
) -> dict[str, Any]:
    """``POST /v1/math-scrabble/score``: the play judged, and with a rack
    the tiles it leaves; ``BoardError`` naming ``placement[i]`` for a tile
    the rack does not hold."""
    judged = score(board, tiles, bonus)
    if rack is not None:
        try:
            rack_left(rack, ((tile.face, tile.blank) for tile in tiles))
        except NotInRackError as error:
            named = f', but it holds a blank: set "blank": true to lay it as {error.face}'
            message = f"{error}{named if error.blank_held else ''}"
            raise BoardError(message, part=f"placement[{error.index}]") from None
    return scored_json(judged, rack)


def check_bag(board: Board, rack: Counter[str], bag: int | None, ranking: Ranking) -> None:
    """``BoardError`` naming ``bag`` for a bag no game can hold beside
    ``board`` and ``rack`` (``equity.bag_issue``)."""
    issue = bag_issue(board, rack, bag, ranking)
    if issue:
        raise BoardError(issue, part="bag")


def moves_answer(
    advice: Advice,
    board: Board,
    rack: Counter[str],
    bonus: Bonus,
    ranking: Ranking,
    budget_ms: int | None,
    steps: int | None = None,
) -> dict[str, Any]:
    """``POST /v1/math-scrabble/moves``: the plays ``advice`` ranks, each
    scored as ``/score`` scores it; ``SearchUnfinishedError`` when the
    search found no play within its overrun of its budget (``budget_ms``,
    else ``steps``) and did not finish (plays may exist: not an empty
    answer)."""
    found = advice.found
    if not found.plays and not found.finished:
        if budget_ms is None and steps is not None:
            spent, larger = f"{steps * MAX_OVERRUN} steps", "larger steps"
        else:
            spent, larger = f"{(budget_ms or 0) * MAX_OVERRUN} ms", "a larger budget_ms"
        raise SearchUnfinishedError(
            f"no play was found in {spent} and the search did not finish, "
            f"so plays may exist: ask again with {larger}"
        )
    judged = [score(board, ranked.play.tiles, bonus) for ranked in advice.ranked]
    return moves_json(advice, judged, rack, ranking)


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
    leaves and its equity; ranked by equity, the best exchange, and a pass
    when it can be the best turn."""
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
        "pass": None
        if advice.passing is None
        else {"equity": round(advice.passing.equity, 2), "wins": advice.passing.wins},
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
        "position": write_position(table_position(table)),
        "record": write_game(table),
    }


def position_json(position: MathScrabblePosition) -> dict[str, Any]:
    """``POST /v1/math-scrabble/positions``: a position string read into the
    fields ``/moves`` takes (the spread the player to move's)."""
    mover = position.to_move
    spread = 0 if mover is None else position.scores[mover] - position.scores[1 - mover]
    return {
        "board": position.board.rows(),
        "blanks": [_cell(at) for at in sorted(position.board.blanks)],
        "racks": list(position.racks),
        "scores": list(position.scores),
        "bag": position.bag,
        "scoreless_turns": position.scoreless,
        "to_move": mover,
        "spread": spread,
        "bonus": position.bonus.value,
        "position": write_position(position),
    }


def _end_json(ending: Ending, scores: tuple[int, ...]) -> dict[str, Any]:
    best = max(scores)
    return {
        "reason": ending.reason.value,
        "went_out": ending.player,
        "adjustments": list(ending.adjustments(len(scores))),
        "winners": [seat for seat, score in enumerate(scores) if score == best],
    }

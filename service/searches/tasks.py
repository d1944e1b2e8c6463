"""What the search processes run: functions of the solver, named here so
that a search process imports them (and only them) by name."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solver.core.errors import Refusal
from solver.mathscrabble.answers import game_json, moves_answer
from solver.mathscrabble.board import Board
from solver.mathscrabble.choice import advise
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.equity import Ranking
from solver.mathscrabble.league import Player
from solver.mathscrabble.leave import shipped
from solver.mathscrabble.record import replay
from solver.mathscrabble.records import read_game
from solver.mathscrabble.seat import seat_game, seat_view
from solver.sum15.answers import suggestion_json
from solver.sum15.belief import Reading
from solver.sum15.knowledge import View
from solver.sum15.rules import HouseRules
from solver.sum15.seat import Others, seat_deal
from solver.sum15.seat import seat_view as sum15_seat_view
from solver.sum15.suggest import suggest
from solver.tictactoe.answers import analysis_text
from solver.tictactoe.engine import Engine
from solver.tictactoe.position import Position
from solver.tictactoe.searched import searched_analysis_json, searched_move_json


@dataclass(frozen=True)
class Refused:
    """A refusal a task raised on a search worker, carried back as its
    result: RQ keeps only the text of a job's exception."""

    error: Refusal


def refusals_kept(function: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """``function(*args)``, a refusal it raises returned as ``Refused``
    (what an RQ search worker runs)."""
    try:
        return function(*args)
    except Refusal as error:
        return Refused(error)


def warm() -> None:
    """Load what a first search would otherwise load within its budget."""
    shipped()


def math_scrabble_moves(
    board: Board,
    rack: Counter[str],
    bonus: Bonus,
    ranking: Ranking,
    limit: int,
    bag: int | None,
    budget_seconds: float | None,
    max_steps: int | None,
    scoreless: int = 0,
    spread: int = 0,
) -> dict[str, Any]:
    """``/moves``' answer: ``choice.advise`` with the shipped leave model,
    within ``budget_seconds`` and ``max_steps`` (None: no such limit), after
    ``scoreless`` scoreless turns with the mover ``spread`` points ahead;
    ``SearchUnfinishedError`` when it found no play and plays may exist."""
    advice = advise(
        board,
        rack,
        bonus,
        ranking=ranking,
        limit=limit,
        bag=bag,
        model=shipped(),
        budget_seconds=budget_seconds,
        max_steps=max_steps,
        scoreless=scoreless,
        spread=spread,
    )
    budget_ms = None if budget_seconds is None else round(budget_seconds * 1000)
    return moves_answer(advice, board, rack, bonus, ranking, budget_ms, max_steps)


def math_scrabble_game(seed: int, moves: list[Any], bonus: Bonus) -> dict[str, Any]:
    """``/games``' answer: the game dealt from ``seed`` after ``moves``
    (``IllegalMoveError`` naming the first that cannot be played)."""
    return game_json(replay(seed, moves, bonus))


def math_scrabble_seat(
    seed: int, moves: list[str], seat: int, opponent: str, steps: int, bonus: Bonus
) -> dict[str, Any]:
    """``/seat``'s answer but its token: the game after ``moves`` and the
    engine's turns, seen from ``seat``, with every move taken (``moves``)."""
    table = seat_game(seed, moves, seat=seat, opponent=Player(opponent), steps=steps, bonus=bonus)
    return {"view": seat_view(table, seat), "moves": [entry.move for entry in table.turns]}


def math_scrabble_record(text: str) -> dict[str, Any]:
    """``/records``' answer: the game a GCG-shaped record writes, replayed
    (``RecordError`` naming the line of the first disagreement)."""
    return game_json(read_game(text))


def sum15_suggestion(
    view: View, seed: int, samples: int, budget_seconds: float | None, reading: Reading
) -> dict[str, Any]:
    """``/v1/sum15/move``'s answer: ``suggest`` for ``view``."""
    found = suggest(
        view, seed=seed, samples=samples, budget_seconds=budget_seconds, reading=reading
    )
    return suggestion_json(found, view.rules)


def sum15_seat(
    seed: int,
    players: int,
    decks: int | None,
    rules: HouseRules,
    plays: list[int],
    seat: int,
    others: str,
    samples: int,
) -> dict[str, Any]:
    """``/v1/sum15/seat``'s answer but its token: the deal after ``plays``
    and the other seats' plays, seen from ``seat``, with every card played
    (``plays``, as card numbers)."""
    table = seat_deal(
        seed,
        players,
        plays,
        seat=seat,
        others=Others(others),
        samples=samples,
        decks=decks,
        rules=rules,
    )
    return {"view": sum15_seat_view(table, seat), "plays": list(table.state.plays)}


def tictactoe_move(
    position: Position,
    budget_seconds: float | None,
    nodes: int | None,
    seed: int | None,
    skill: float,
) -> dict[str, Any]:
    """``/v1/move`` on a board without tables: the search's move."""
    return searched_move_json(position, budget_seconds, nodes=nodes, seed=seed, skill=skill)


def tictactoe_analysis(
    position: Position, budget_seconds: float | None, nodes: int | None
) -> dict[str, Any]:
    """``/v1/analysis`` on a board without tables: every move searched."""
    return searched_analysis_json(position, budget_seconds, nodes=nodes)


def analyses(work: list[tuple[Engine, Position]]) -> list[str]:
    """Each position's analysis by its engine, as ``/v1/analysis`` answers
    it, written as JSON text here (``answers.analysis_text``): the API
    worker sends it as it is."""
    return [analysis_text(engine.analyze(position)) for engine, position in work]

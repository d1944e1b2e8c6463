"""What each game's requests cost against their client's rate limit, priced
from what their schemas loaded (``http.limits.charge``), never from their
bytes.

1 for most requests; ``FIFTEEN_VARIANT_COST`` for a position whose rule set
is a variant's (spelled out, or named by its ``rules_id``: it may start a
solve); a search, 1 and 1 more for every ``MS_A_REQUEST`` of its budget,
whatever the game: a Math Scrabble move search, a Sum 15 suggestion, a move
or an analysis on a 4x4 or 5x5 board, a seat's turn (``budget_ms``, else
the time its budget of work takes, about, else its default time); a Math
Scrabble game replayed, 1 and 1 more for every ``MOVES_A_REQUEST`` moves;
a batch, what its positions would cost one by one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from flask import current_app

from service.http.limits import time_price
from service.schemas.mathscrabble import DEFAULT_BUDGET_MS as DEFAULT_MOVES_MS
from service.schemas.mathscrabble import expected_seconds as steps_seconds
from solver.mathscrabble.record import MAX_TURNS
from solver.sum15.seat import Others
from solver.sum15.suggest import default_budget_seconds, expected_seconds
from solver.tictactoe.search import DEFAULT_BUDGET_SECONDS as BOARD_DEFAULT_SECONDS
from solver.tictactoe.search import expected_seconds as nodes_seconds

MOVES_A_REQUEST = 10
"""A replay costs 1 more for each this many moves it replays: a lookup's
worth of work (a play is scored in about a millisecond)."""


def _seconds_price(seconds: float) -> int:
    return time_price(round(seconds * 1000))


def position_price(args: Mapping[str, Any], *, searched: bool) -> int:
    """A tic-tac-toe position's (``args`` as its schema loads it, from a
    body or a query): a variant's price for a variant's rule set; at least
    what its ``nodes`` buy.  A board without tables (4x4, 5x5) is never
    solved: a move or an analysis of it (``searched``) is searched, and
    costs what its budget buys, as any search; anything else about it, 1."""
    rules = args["rules"]
    nodes, budget_ms = args.get("nodes"), args.get("budget_ms")
    if not rules.has_tables:
        if not searched:
            return 1
        if budget_ms is not None:
            return time_price(budget_ms)
        return _seconds_price(BOARD_DEFAULT_SECONDS if nodes is None else nodes_seconds(nodes))
    variant_cost: int = current_app.config["VARIANT_COST"] if not rules.is_named else 1
    return max(variant_cost, 1 if nodes is None else _seconds_price(nodes_seconds(nodes)))


def batch_price(loaded: Iterable[Any]) -> int:
    """A batch's: what its positions (each as its schema loaded it, or
    what refused it) cost one by one: a refused item, or one that cannot
    be searched in a batch, 1."""
    return max(
        1,
        sum(
            position_price(args, searched=False) if isinstance(args, Mapping) else 1
            for args in loaded
        ),
    )


def rules_price(args: Mapping[str, Any]) -> int:
    """A solve's: a variant's price for a variant's rule set, else 1."""
    return 1 if args["rules"].is_named else int(current_app.config["VARIANT_COST"])


def moves_price(args: Mapping[str, Any]) -> int:
    """A Math Scrabble move search's: its ``budget_ms``, else the time its
    ``steps`` take, else the default time."""
    if args.get("budget_ms") is not None:
        return time_price(args["budget_ms"])
    if args.get("steps") is not None:
        return _seconds_price(steps_seconds(args["steps"]))
    return time_price(DEFAULT_MOVES_MS)


def replay_price(moves: int) -> int:
    """A Math Scrabble game's replay of ``moves`` moves (counted up to the
    most a game has)."""
    return 1 + min(moves, MAX_TURNS) // MOVES_A_REQUEST


def record_price(record: str) -> int:
    """A Math Scrabble record's replay: its turns' lines (``>p0: ...``)."""
    return replay_price(sum(1 for line in record.splitlines() if line.strip().startswith(">")))


def math_scrabble_seat_price(steps: int) -> int:
    """A Math Scrabble seat's turn: the engine's reply at ``steps``."""
    return _seconds_price(steps_seconds(steps))


def suggestion_price(args: Mapping[str, Any]) -> int:
    """A Sum 15 suggestion's: its ``budget_ms``, else the time its
    ``samples`` take at its table, else the table's default time."""
    players, samples, budget_ms = args["players"], args.get("samples"), args.get("budget_ms")
    if budget_ms is not None:
        return time_price(budget_ms)
    if samples is not None:
        return _seconds_price(expected_seconds(players, samples))
    return _seconds_price(default_budget_seconds(players))


def sum15_seat_price(players: int, others: str, samples: int) -> int:
    """A Sum 15 seat's turn: a round of the other seats' plays, each a
    suggestion of ``samples`` when the engine plays them."""
    if others != Others.ENGINE.value:
        return 1
    return _seconds_price((players - 1) * expected_seconds(players, samples))

"""What a request costs against its client's rate limit (``limits``),
priced from the request as parsed, never from its bytes.

1 for most requests; ``FIFTEEN_VARIANT_COST`` for a position whose rule set
is spelled out or named by a variant's ``rules_id`` (it may start a solve);
a search, 1 and 1 more for every ``MS_A_REQUEST`` of its budget, whatever
the game: a Math Scrabble move search, a Sum 15 suggestion, a move or an
analysis on a 4x4 or 5x5 board (``budget_ms``, else the time its budget of
work takes, about, else its default time); a Math Scrabble game replayed,
1 and 1 more for every ``MOVES_A_REQUEST`` moves; a batch, what its
positions would cost one by one.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from flask import current_app, request
from werkzeug.exceptions import HTTPException

from service.http.bodies import load_json
from service.schemas.fields import MAX_POSITIONS
from service.schemas.mathscrabble import DEFAULT_BUDGET_MS as DEFAULT_MOVES_MS
from service.schemas.mathscrabble import MAX_BUDGET_MS as MAX_MOVES_MS
from service.schemas.mathscrabble import MAX_STEPS
from service.schemas.mathscrabble import expected_seconds as steps_seconds
from service.schemas.sum15 import MAX_BUDGET_MS as MAX_SUGGESTION_MS
from service.schemas.sum15 import MAX_SAMPLES
from service.seats import MAX_TOKEN_CHARS, GameTokenError, opened
from solver.mathscrabble.record import MAX_TURNS
from solver.mathscrabble.seat import DEFAULT_STEPS as DEFAULT_SEAT_STEPS
from solver.sum15.seat import DEFAULT_PLAYERS as SEAT_PLAYERS
from solver.sum15.seat import DEFAULT_SAMPLES as SEAT_SAMPLES
from solver.sum15.seat import Others
from solver.sum15.suggest import DEFAULT_BUDGET_SECONDS, default_budget_seconds, expected_seconds
from solver.sum15.table import MAX_PLAYERS, MIN_PLAYERS
from solver.tictactoe.search import DEFAULT_BUDGET_SECONDS as BOARD_DEFAULT_SECONDS
from solver.tictactoe.search import MAX_BUDGET_SECONDS as MAX_BOARD_SECONDS
from solver.tictactoe.search import MAX_NODES
from solver.tictactoe.search import expected_seconds as nodes_seconds

POSITION_PATHS = frozenset({"/v1/status", "/v1/move", "/v1/analysis", "/v1/solves"})
BATCH_PREFIX = "/v1/batch/"
NODES_DIGITS = len(str(MAX_NODES))
"""The most digits a ``nodes`` query parameter the schema takes has."""


def _suggestion_default_ms(body: dict[str, Any]) -> int:
    """A suggestion's budget without ``budget_ms``, by the table its body
    names: the time its ``samples`` take, about, or its default time."""
    players = body.get("players")
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return round(DEFAULT_BUDGET_SECONDS * 1000)
    samples = body.get("samples")
    if type(samples) is int and 1 <= samples <= MAX_SAMPLES:
        return round(expected_seconds(players, samples) * 1000)
    return round(default_budget_seconds(players) * 1000)


def _moves_default_ms(body: dict[str, Any]) -> int:
    """A move search's budget without ``budget_ms``: the time its
    ``steps`` take, about, or the default time."""
    steps = _whole(body.get("steps"))
    if steps is not None and 1 <= steps <= MAX_STEPS:
        return round(steps_seconds(steps) * 1000)
    return DEFAULT_MOVES_MS


def _seat_settings(body: dict[str, Any]) -> dict[str, Any] | None:
    """A seat's game settings: its token's, or the new game's body; None
    for a token the view will refuse."""
    token = body.get("game")
    if not isinstance(token, str):
        return body
    try:
        return opened(token) if len(token) <= MAX_TOKEN_CHARS else None
    except GameTokenError:
        return None


def _seat_ms(body: dict[str, Any]) -> int:
    """A Math Scrabble seat's turn: the engine's reply at the game's
    ``steps``, or the default's."""
    settings = _seat_settings(body)
    if settings is None:
        return 0  # refused by the view, at the cost of any request
    steps = _whole(settings.get("steps"))
    if steps is None or not 1 <= steps <= MAX_STEPS:
        steps = DEFAULT_SEAT_STEPS
    return round(steps_seconds(steps) * 1000)


def _sum15_seat_ms(body: dict[str, Any]) -> int:
    """A Sum 15 seat's turn: a round of the other seats' plays at the
    deal's table and ``samples`` (the defaults' where it names none)."""
    settings = _seat_settings(body)
    if settings is None:
        return 0
    players, samples = _whole(settings.get("players")), _whole(settings.get("samples"))
    if players is None or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        players = SEAT_PLAYERS
    if samples is None or not 1 <= samples <= MAX_SAMPLES:
        samples = SEAT_SAMPLES
    if settings.get("others", Others.ENGINE.value) != Others.ENGINE.value:
        return 0
    return round((players - 1) * expected_seconds(players, samples) * 1000)


SEARCHES: dict[str, tuple[Callable[[dict[str, Any]], int], int]] = {
    "/v1/math-scrabble/moves": (_moves_default_ms, MAX_MOVES_MS),
    "/v1/math-scrabble/seat": (_seat_ms, 0),
    "/v1/sum15/seat": (_sum15_seat_ms, 0),
    "/v1/sum15/move": (_suggestion_default_ms, MAX_SUGGESTION_MS),
}
"""The searches, priced by the time they may take: the budget a body
without ``budget_ms`` asks for (its budget of work's time, or the default)
and the largest ``budget_ms``."""
MS_A_REQUEST = 100
"""A search costs 1 more for each this many milliseconds of budget (a Math
Scrabble search at its default second: 11)."""
REPLAY_PATH = "/v1/math-scrabble/games"
"""A game replayed: every play in it is scored again."""
RECORD_PATH = "/v1/math-scrabble/records"
"""A game's record replayed: priced as its turns' lines (``>p0: ...``)."""
MOVES_A_REQUEST = 10
"""A replay costs 1 more for each this many moves it replays: a lookup's
worth of work (a play is scored in about a millisecond)."""
SEARCHED_PATHS = frozenset({"/v1/move", "/v1/analysis"})
"""The position routes that search a board larger than 3x3 (alone or in a batch)."""
SMALL_BOARD = 9
"""The cells of a 3x3 board, which tables answer."""
MAX_BOARD_MS = round(MAX_BOARD_SECONDS * 1000)


def request_cost() -> int:
    """What the request costs (see the module's docstring)."""
    variant_cost: int = current_app.config["VARIANT_COST"]
    # The route the request reached, however its path was spelled (a
    # trailing slash reaches the same view).
    route = request.url_rule.rule if request.url_rule is not None else request.path
    searched = route.removeprefix(BATCH_PREFIX[:-1]) in SEARCHED_PATHS
    if request.method in ("GET", "HEAD"):
        args = request.args
        nodes = _query_whole(args.get("nodes", ""))
        if _cells(args.get("board", "")) > SMALL_BOARD:
            budget = _query_whole(args.get("budget_ms", ""))
            return _board_search_cost(budget, nodes) if searched else 1
        cost = variant_cost if _names_a_variant(args.get("rules", "")) else 1
        return max(cost, _nodes_cost(nodes))
    batch = route.startswith(BATCH_PREFIX)
    if request.method == "POST" and route in (REPLAY_PATH, RECORD_PATH):
        return _replay_cost()
    if request.method == "POST" and route in SEARCHES:
        return _search_cost(*SEARCHES[route])
    if request.method != "POST" or not (batch or route in POSITION_PATHS):
        return 1
    try:
        body = load_json(request)
    except (HTTPException, ValueError):
        return 1  # refused by the view, at the cost of any request
    if not batch:
        return _position_cost(body, variant_cost, searched)
    positions = body.get("positions") if isinstance(body, dict) else None
    if not isinstance(positions, list) or len(positions) > MAX_POSITIONS:
        return 1  # refused by the view before any item is read
    return max(1, sum(_position_cost(item, variant_cost, searched) for item in positions))


def _search_cost(default_ms: Callable[[dict[str, Any]], int], most_ms: int) -> int:
    """1, and 1 more for each ``MS_A_REQUEST`` of the budget a search asks
    for (its default for the body when it names none; a budget the schema
    refuses costs 1, as any refused request)."""
    try:
        body = load_json(request)
    except (HTTPException, ValueError):
        return 1
    if isinstance(body, dict) and "budget_ms" not in body:
        return 1 + default_ms(body) // MS_A_REQUEST
    budget = _whole(body.get("budget_ms")) if isinstance(body, dict) else None
    if budget is None or not 1 <= budget <= most_ms:
        return 1
    return 1 + budget // MS_A_REQUEST


def _whole(value: Any) -> int | None:
    """``value`` as the whole number the schema takes it for (``150.0`` is
    150), or None."""
    if isinstance(value, Decimal) and value.is_finite() and value == int(value):
        return int(value)
    return value if type(value) is int else None


def _query_whole(text: str) -> int | None:
    """A query parameter (``nodes``, ``budget_ms``) as the number its
    digits write (at most a ``nodes`` budget's digits), or None."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= NODES_DIGITS else None


def _nodes_cost(nodes: int | None) -> int:
    """What a search's budget of ``nodes`` buys: 1, and 1 more for each
    ``MS_A_REQUEST`` of the time they take, about (1 for a budget the
    schema refuses, or none)."""
    if nodes is None or not 1 <= nodes <= MAX_NODES:
        return 1
    return 1 + round(nodes_seconds(nodes) * 1000) // MS_A_REQUEST


def _replay_cost() -> int:
    """1, and 1 more for each ``MOVES_A_REQUEST`` moves a replay lists or
    a record writes (counted up to what the schema takes)."""
    try:
        body = load_json(request)
    except (HTTPException, ValueError):
        return 1
    moves = body.get("moves") if isinstance(body, dict) else None
    record = body.get("record") if isinstance(body, dict) else None
    if isinstance(record, str):  # its turns, counted as the reader finds them
        moves = [line for line in record.splitlines() if line.strip().startswith(">")]
    if not isinstance(moves, list):
        return 1
    return 1 + min(len(moves), MAX_TURNS) // MOVES_A_REQUEST


def _position_cost(body: Any, variant_cost: int, searched: bool) -> int:
    """A variant's price for a rule set spelled out or given by its
    ``rules_id``; a named game's, named as a string or as a listed rule set
    (whose parts must be the game's); at least what its ``nodes`` buy.  A
    board larger than 3x3 has no table and is never solved: a move or an
    analysis of it is searched, and costs what its budget buys, as any
    search's; anything else about it, 1."""
    if not isinstance(body, dict):
        return 1
    if _cells(body.get("board")) > SMALL_BOARD:  # no table, never solved: searched or not
        return (
            _board_search_cost(_whole(body.get("budget_ms")), _whole(body.get("nodes")))
            if searched
            else 1
        )
    rules = body.get("rules")
    if isinstance(rules, str):
        variant = _names_a_variant(rules)
    else:
        variant = isinstance(rules, dict) and "name" not in rules
    return max(variant_cost if variant else 1, _nodes_cost(_whole(body.get("nodes"))))


def _cells(board: Any) -> int:
    """How many cells a board as a body or a query writes it has (0 for
    anything else: the schema refuses it)."""
    if isinstance(board, list):
        return len(board)
    return board.count(",") + 1 if isinstance(board, str) and board else 0


def _board_search_cost(budget_ms: int | None, nodes: int | None) -> int:
    """A larger board's search: 1 and 1 more for each ``MS_A_REQUEST`` of
    its ``budget_ms``, else of the time its ``nodes`` take, else of the
    default time (``search_budget``'s reading); a budget the schema
    refuses costs 1."""
    if budget_ms is not None:
        return 1 + budget_ms // MS_A_REQUEST if 1 <= budget_ms <= MAX_BOARD_MS else 1
    if nodes is not None:
        return _nodes_cost(nodes)
    return 1 + round(BOARD_DEFAULT_SECONDS * 1000) // MS_A_REQUEST


def _names_a_variant(rules: str) -> bool:
    """Whether ``rules``, as a request writes it, may name a variant (a
    ``rules_id`` has parts separated by colons; a named game has none)."""
    return ":" in rules

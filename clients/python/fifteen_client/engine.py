"""One call per action, by hand over the generated code: the engine and its
games as a bot holds them.

Plain values are taken wherever the models have a fixed set
(``player="odd"``, ``rules={"size": 4}``, ``rank="equity"``), and every call
waits as ``waiting.answer`` does (a variant being solved, 429 and 503 with
``Retry-After``); a refusal raises ``ProblemError`` with the service's
problem document::

    from fifteen_client.engine import Engine

    with Engine("http://127.0.0.1:8000") as engine:
        game = engine.math_scrabble.game(seed=7)
        while not game.over:
            game.play(game.best(rank="equity" if game.to_move == 0 else "score", steps=4000))
        print(game.scores, game.end.reason)

Each game (``engine.tictactoe``, ``engine.pick15``, ``engine.math_scrabble``,
``engine.sum15``) is held by what defines it (rules and board, seed and
moves) and replayed by the service at each ``play``, so its ``state`` is
always the service's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib.metadata import version
from typing import Any, TypeVar

import httpx

from .api.pick15 import analyse_pick_15_position, get_pick_15_move
from .api.tictactoe import analyse_position, get_move, get_status
from .client import Client
from .games.common import GameNotOverError, Rules, RulesId, given, one_of, rule_set
from .games.math_scrabble import MathScrabble, ScrabbleGame, SeatGame
from .games.pick15 import Pick15, Pick15Game
from .games.sum15 import SeatDeal, Sum15, Sum15Deal
from .games.tictactoe import TicTacToe, TicTacToeGame
from .models import (
    Analysis,
    AnalysisRequest,
    MoveRequest,
    MoveResponse,
    Pick15Analysis,
    Pick15MoveRequest,
    Pick15MoveResponse,
    Pick15Request,
    Picks,
    Player,
    Side,
    Status,
    StatusRequest,
)
from .models.player import PLAYER_VALUES
from .models.side import SIDE_VALUES
from .types import Response
from .waiting import PATIENCE_SECONDS, answer

T = TypeVar("T")

TIMEOUT_SECONDS = 60.0
"""How long one request may take, by default: the longest search the
service runs (5 s of time, or its ceiling on a budget of work) with room
for a busy host."""
CONNECT_SECONDS = 10.0
USER_AGENT = f"fifteen-client-python/{version('fifteen-client')}"

__all__ = [
    "Engine",
    "GameNotOverError",
    "MathScrabble",
    "Pick15",
    "Pick15Game",
    "Rules",
    "RulesId",
    "ScrabbleGame",
    "SeatDeal",
    "SeatGame",
    "Sum15",
    "Sum15Deal",
    "TicTacToe",
    "TicTacToeGame",
]


class Engine:
    """The service at ``base_url`` (``FIFTEEN_BIND``'s address when it is
    run with ``scripts/serve``): numeric tic-tac-toe and Number Scrabble
    positions, and the games of each (``tictactoe``, ``pick15``,
    ``math_scrabble``, ``sum15``).  ``patience``: the seconds a call waits
    at most through 202, 429 and 503; ``timeout``: the seconds one request
    may take (the service bounds every search well within the default)."""

    def __init__(
        self,
        base_url: str = "http://127.0.0.1:8000",
        *,
        client: Client | None = None,
        patience: float = PATIENCE_SECONDS,
        timeout: float = TIMEOUT_SECONDS,
    ) -> None:
        self.client = client or Client(
            base_url=base_url,
            raise_on_unexpected_status=False,
            timeout=httpx.Timeout(timeout, connect=min(timeout, CONNECT_SECONDS)),
            headers={"User-Agent": USER_AGENT},
        )
        self.patience = patience
        self.tictactoe = TicTacToe(self)
        self.pick15 = Pick15(self)
        self.math_scrabble = MathScrabble(self)
        self.sum15 = Sum15(self)

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self.client.get_httpx_client().close()

    def call(self, call: Callable[[Client], Response[Any]], expect: type[T]) -> T:
        """``call``'s answer, waited for (see ``waiting.answer``)."""
        return answer(self.client, lambda: call(self.client), expect, patience=self.patience)

    def move(
        self,
        board: Sequence[int | None],
        player: Player,
        *,
        rules: Rules | None = None,
        skill: float = 1.0,
        seed: int | None = None,
        budget_ms: int | None = None,
        nodes: int | None = None,
    ) -> MoveResponse:
        """The engine's move for ``player`` (``"odd"`` or ``"even"``); its
        ``after`` says whether it ended the game.  On a 4x4 or 5x5 board
        (``rules={"size": 4}``, 16 or 25 cells) a search answers within
        ``budget_ms`` or ``nodes`` (a budget of work: the same answer on any
        machine); its ``proven`` says whether the value is exact."""
        body = MoveRequest(
            board=list(board),
            player=one_of(PLAYER_VALUES, player, "player"),
            rules=rule_set(rules),
            skill=skill,
            seed=given(seed),
            budget_ms=given(budget_ms),
            nodes=given(nodes),
        )
        return self.call(lambda c: get_move.sync_detailed(client=c, body=body), MoveResponse)

    def status(self, board: Sequence[int | None], *, rules: Rules | None = None) -> Status:
        """Has the game been won, and whose turn is it?"""
        body = StatusRequest(board=list(board), rules=rule_set(rules))
        return self.call(lambda c: get_status.sync_detailed(client=c, body=body), Status)

    def analysis(
        self,
        board: Sequence[int | None],
        *,
        rules: Rules | None = None,
        budget_ms: int | None = None,
        nodes: int | None = None,
    ) -> Analysis:
        """The value of the position and of every move (on a 4x4 or 5x5
        board, searched within ``budget_ms`` or ``nodes``)."""
        body = AnalysisRequest(
            board=list(board),
            rules=rule_set(rules),
            budget_ms=given(budget_ms),
            nodes=given(nodes),
        )
        return self.call(lambda c: analyse_position.sync_detailed(client=c, body=body), Analysis)

    def pick15_move(
        self, first: Sequence[int], second: Sequence[int], player: Side
    ) -> Pick15MoveResponse:
        """Number Scrabble: the engine's pick for ``player`` (``"first"`` or
        ``"second"``); its ``after`` says whether it ended the game."""
        body = Pick15MoveRequest(
            picks=Picks(first=list(first), second=list(second)),
            player=one_of(SIDE_VALUES, player, "side"),
        )
        return self.call(
            lambda c: get_pick_15_move.sync_detailed(client=c, body=body), Pick15MoveResponse
        )

    def pick15_analysis(self, first: Sequence[int], second: Sequence[int]) -> Pick15Analysis:
        """Number Scrabble: the value of the position and of every pick."""
        body = Pick15Request(picks=Picks(first=list(first), second=list(second)))
        return self.call(
            lambda c: analyse_pick_15_position.sync_detailed(client=c, body=body),
            Pick15Analysis,
        )

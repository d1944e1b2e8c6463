"""Number Scrabble (Pick15) as a bot holds it: each side's picks, the
service's status of them, and the engine's pick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..api.pick15 import get_pick_15_status, read_pick_15_record, replay_pick_15_game
from ..models import (
    Pick15Analysis,
    Pick15GameRequest,
    Pick15Request,
    Pick15Status,
    Picks,
    RecordRequest,
    Side,
)
from ..models import Pick15Game as Pick15Record
from .common import GameNotOverError

if TYPE_CHECKING:
    from ..engine import Engine


class Pick15:
    """Number Scrabble through ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def game(self, first: list[int] | None = None, second: list[int] | None = None) -> Pick15Game:
        """A game after the picks ``first`` and ``second`` made (none: a new
        game)."""
        return Pick15Game(self.engine, list(first or []), list(second or []))

    def from_record(self, record: str) -> Pick15Game:
        """The game a record writes (``docs/records.md``), read and replayed
        by the service (``POST /v1/pick15/records``; ``ProblemError`` 422
        ``invalid-record`` naming the line), to go on from."""
        body = RecordRequest(record=record)
        read = self.engine.call(lambda c: read_pick_15_record.sync_detailed(client=c, body=body), Pick15Record)
        return Pick15Game(self.engine, read.picks[0::2], read.picks[1::2])


class Pick15Game:
    """A game held by each side's picks, in order; ``status`` is the
    service's word on them."""

    def __init__(self, engine: Engine, first: list[int], second: list[int]) -> None:
        self.engine = engine
        self.status = self._status(first, second)
        self.first, self.second = first, second

    def _status(self, first: list[int], second: list[int]) -> Pick15Status:
        body = Pick15Request(picks=Picks(first=first, second=second))
        return self.engine.call(lambda c: get_pick_15_status.sync_detailed(client=c, body=body), Pick15Status)

    @property
    def picks(self) -> list[int]:
        """Every pick in order: the first side's first."""
        order = [0] * (len(self.first) + len(self.second))
        order[0::2], order[1::2] = self.first, self.second
        return order

    @property
    def record(self) -> str:
        """The game's record (``docs/records.md``), as the service writes
        it (``POST /v1/pick15/games``): ``from_record`` reads it back."""
        body = Pick15GameRequest(picks=self.picks)
        answer = self.engine.call(lambda c: replay_pick_15_game.sync_detailed(client=c, body=body), Pick15Record)
        return answer.record

    @property
    def over(self) -> bool:
        return self.status.state != "in_progress"

    @property
    def to_move(self) -> Side | None:
        """Who picks next (None once the game is over)."""
        return self.status.to_move

    @property
    def winner(self) -> Side | None:
        """Who won, None on a draw; ``GameNotOverError`` while it goes on."""
        if not self.over:
            raise GameNotOverError("the game goes on: nobody has won yet")
        return self.status.winner

    def best(self) -> int:
        """The number the engine picks for the side to move; ``ValueError``
        once the game is over."""
        if self.to_move is None:
            raise ValueError("the game is over: nobody picks")
        picked = self.engine.pick15_move(self.first, self.second, self.to_move).move
        if picked is None:  # the service answers no pick only for a finished game
            raise ValueError("the game is over: nobody picks")
        return picked.number

    def analysis(self) -> Pick15Analysis:
        """The value of the position and of every pick."""
        return self.engine.pick15_analysis(self.first, self.second)

    def play(self, number: int) -> Pick15Status:
        """The side to move picks ``number``; ``ValueError`` once the game
        is over, ``ProblemError`` (422) for a number already picked or not
        1 to 9, the pick then not kept."""
        if self.to_move is None:
            raise ValueError("the game is over: nobody picks")
        first, second = list(self.first), list(self.second)
        (first if self.to_move == "first" else second).append(number)
        self.status = self._status(first, second)
        self.first, self.second = first, second
        return self.status
